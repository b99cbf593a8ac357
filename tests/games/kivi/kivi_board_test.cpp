#include "games/kivi/kivi_board.h"
#include "games/kivi/kivi_game.h"
#include "core/user_file.h"

#include <gtest/gtest.h>

#include <string>

namespace sh::kivi {
namespace {

std::string default_file() { return std::string(SPOLUHRAC_SOURCE_DIR) + "/src/games/kivi/default_board.txt"; }

TEST(KiviBoard, DataFileMatchesBuiltInDefault) {
  EXPECT_EQ(load_board(default_file()), default_board());
}

TEST(KiviBoard, DefaultLayoutSpotChecks) {
  const Board& b = default_board();
  EXPECT_EQ(b.combination[0], Combination::TwoPairs);
  EXPECT_EQ(b.combination[static_cast<std::size_t>(cell_of(1, 3))], Combination::ThreePairs);
  EXPECT_EQ(b.combination[static_cast<std::size_t>(cell_of(6, 6))], Combination::FullHouse);
  EXPECT_EQ(b.value[static_cast<std::size_t>(cell_of(1, 1))], 3);
  EXPECT_EQ(b.value[static_cast<std::size_t>(cell_of(3, 3))], 3);
  EXPECT_EQ(b.value[static_cast<std::size_t>(cell_of(6, 0))], 1);
  // Every combination appears at least three times; the values total 91.
  int total = 0;
  std::array<int, kNumCombinations> seen{};
  for (int c = 0; c < kCells; ++c) {
    total += b.value[static_cast<std::size_t>(c)];
    ++seen[static_cast<std::size_t>(b.combination[static_cast<std::size_t>(c)])];
  }
  EXPECT_EQ(total, 91);
  for (int n : seen) EXPECT_GE(n, 3);
}

int error_line(const std::string& text) {
  try {
    parse_board(text);
  } catch (const BoardError& e) {
    EXPECT_NE(std::string(e.what()).find("line " + std::to_string(e.line())), std::string::npos);
    return e.line();
  }
  return -1;
}

std::string replace_line(std::string text, int line, const std::string& with) {
  std::size_t pos = 0;
  for (int i = 1; i < line; ++i) pos = text.find('\n', pos) + 1;
  std::size_t end = text.find('\n', pos);
  return text.replace(pos, end - pos, with);
}

TEST(KiviBoard, MalformedBoardsNameTheLine) {
  std::string text(default_board_text());
  EXPECT_EQ(error_line(text), -1);
  // Line 1 is a comment, lines 2-8 combinations, line 9 blank, lines 10-16 values.
  EXPECT_EQ(error_line(replace_line(text, 3, "AA BB | ABCDE | AAA")), 3);
  EXPECT_EQ(error_line(replace_line(text, 4, "ABCD | AAAA | >=30 | ABCDE | AAAAA | odd | AAA BB")), 4);
  EXPECT_EQ(error_line(replace_line(text, 12, "1 2 2 2 3 2")), 12);
  EXPECT_EQ(error_line(replace_line(text, 13, "2 1 2 x 2 1 2")), 13);
  EXPECT_EQ(error_line(text + "1 1 1 1 1 1 1\n"), 17);
  EXPECT_GT(error_line(text.substr(0, text.find("1 2 3 2 2 2 1"))), 0);  // rows missing
}

TEST(KiviBoard, MissingFileIsAClearError) {
  try {
    load_board("/nonexistent/kivi-board.txt");
    FAIL() << "no error";
  } catch (const OptionFileError& e) {
    EXPECT_EQ(e.kind(), UserFileError::Kind::Missing);
    EXPECT_EQ(e.file(), "/nonexistent/kivi-board.txt");
    EXPECT_NE(std::string(e.what()).find("/nonexistent/kivi-board.txt"), std::string::npos);
  }
}

// Issue 39, item 3: --set board=/dev/zero read forever.
TEST(KiviBoard, ABoardOnADeviceIsRefusedWithoutReading) {
  try {
    make_kivi_game({{"board", "/dev/zero"}});
    FAIL() << "no error";
  } catch (const OptionFileError& e) {
    EXPECT_EQ(e.kind(), UserFileError::Kind::NotRegular);
    EXPECT_EQ(e.file(), "/dev/zero");
  }
}

}  // namespace
}  // namespace sh::kivi
