// The card reader's learning step: lay each card on the reader, press its value; the
// tag-to-value map is saved in the user's data folder at once. Back ends the step.
#pragma once

#include <memory>
#include <vector>

#include "play/screen.h"

namespace sh {

class CardReaderSource;

std::unique_ptr<Screen> make_card_learning_screen(std::vector<CardReaderSource*> readers);

}  // namespace sh
