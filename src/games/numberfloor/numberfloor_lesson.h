// Numberfloor: the lesson (mode "lesson"), as the registry starts it.
#pragma once

#include <memory>

#include "core/game.h"
#include "play/screen.h"

namespace sh::numberfloor {

std::unique_ptr<Screen> make_lesson(const GameOptions& options);

}  // namespace sh::numberfloor
