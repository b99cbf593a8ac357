// Option reading shared by the rules engines: the seat list of computer players.
#include <gtest/gtest.h>

#include <stdexcept>

#include "core/game_options.h"

namespace sh {
namespace {

TEST(GameOptionsSeatList, SeatsAreNumberedAsSpokenFromOne) {
  const auto seats = parse_seat_list({{"computers", "2, 4"}}, "computers", 4);
  EXPECT_EQ(seats, (std::vector<bool>{false, true, false, true}));
}

TEST(GameOptionsSeatList, AbsentOrNoneMeansNobody) {
  EXPECT_EQ(parse_seat_list({}, "computers", 3), (std::vector<bool>{false, false, false}));
  EXPECT_EQ(parse_seat_list({{"computers", "none"}}, "computers", 2), (std::vector<bool>{false, false}));
}

TEST(GameOptionsSeatList, ZeroBasedListsForOldJournals) {
  EXPECT_EQ(parse_seat_list({{"computers", "1,3"}}, "computers", 4, 0),
            (std::vector<bool>{false, true, false, true}));
}

TEST(GameOptionsSeatList, OutOfRangeOrRepeatedSeatIsRefused) {
  EXPECT_THROW(parse_seat_list({{"computers", "5"}}, "computers", 4), std::invalid_argument);
  EXPECT_THROW(parse_seat_list({{"computers", "0"}}, "computers", 4), std::invalid_argument);
  EXPECT_THROW(parse_seat_list({{"computers", "2,2"}}, "computers", 4), std::invalid_argument);
  EXPECT_THROW(parse_seat_list({{"computers", "x"}}, "computers", 4), std::invalid_argument);
}

}  // namespace
}  // namespace sh
