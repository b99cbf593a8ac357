// The Člověče board files: the built-in boards match their files, and bad texts are refused.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "games/clovece/clovece_board.h"

namespace sh::clovece {
namespace {

std::string read(const std::string& name) {
  std::ifstream in(std::string(SPOLUHRAC_SOURCE_DIR) + "/src/games/clovece/" + name);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(CloveceBoard, TheBuiltInBoardsAreTheFiles) {
  EXPECT_EQ(board40_text(), read("clovece_board40.txt"));
  EXPECT_EQ(board60_text(), read("clovece_board60.txt"));
}

TEST(CloveceBoard, FortyAndSixtySquaresWithStartsTenApart) {
  const Board& small = board_for_players(4);
  EXPECT_EQ(small.track, 40);
  EXPECT_EQ(small.home, 4);
  ASSERT_EQ(small.houses.size(), 4u);
  for (std::size_t i = 0; i < small.houses.size(); ++i) EXPECT_EQ(small.houses[i].start, 10 * static_cast<int>(i));
  EXPECT_EQ(small.seats.at(2), (std::vector<int>{0, 2}));
  const Board& large = board_for_players(6);
  EXPECT_EQ(large.track, 60);
  ASSERT_EQ(large.houses.size(), 6u);
  EXPECT_EQ(large.houses[5].start, 50);
  EXPECT_EQ(&board_for_players(5), &large);
  EXPECT_EQ(large.pieces, (std::array<Colour, 4>{Colour::Red, Colour::Blue, Colour::Green, Colour::Yellow}));
}

TEST(CloveceBoard, BadTextsAreRefusedWithTheLine) {
  auto refuses = [](const std::string& text, const std::string& what) {
    try {
      parse_board(text);
      ADD_FAILURE() << "accepted: " << text;
    } catch (const BoardError& e) {
      EXPECT_NE(std::string(e.what()).find(what), std::string::npos) << e.what();
    }
  };
  const std::string ok = "track 40\npieces red blue green yellow\nhouse red 0\nhouse blue 10\n";
  EXPECT_NO_THROW(parse_board(ok + "seats 2: red blue\n"));
  refuses(ok + "seats 2: red pink\n", "line 5: unknown colour 'pink'");
  refuses(ok + "seats 2: blue red\n", "clockwise");
  refuses(ok + "seats 3: red blue\n", "needs 3");
  refuses(ok, "no 'seats'");
  refuses("track 400\n", "line 1");
  refuses(ok + "house green 10\nseats 2: red blue\n", "share");
  refuses(ok + "table 3\n", "line 5: cannot read");
}

}  // namespace
}  // namespace sh::clovece
