// Positions of every game the display tests lay out (issue 32 and 42): long names, the
// most players, a person holding a hand or choosing among moves, the game's end, and the
// phones' join panel, each as a table picture with a caption.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "display/join_panel.h"
#include "display_probe.h"
#include "play/table_picture.h"

namespace sh::test {

extern const std::vector<std::string> kLongNames;
extern const std::vector<std::string> kShortNames;
extern const std::string kCaption;

struct Position {
  std::string name;
  TablePictureRef picture;
  std::string caption;
  display::JoinPanelRef joins = nullptr;  // phones at the table: the seats' QR codes
  int hand_row = -1;                      // the row of the hand asked for (or the throw)
};

std::vector<Position> kivi_positions(TestVoice& tv);
std::vector<Position> quist_positions(TestVoice& tv);
std::vector<Position> sipky_positions(TestVoice& tv);
std::vector<Position> numberfloor_positions(TestVoice& tv);
std::vector<Position> clovece_positions(TestVoice& tv);
// The positions with the join panel of `seats` seats: every seat waiting (long names, the
// longest address), one waiting, two waiting.
std::vector<Position> with_joins(const std::vector<Position>& positions, int seats);

}  // namespace sh::test
