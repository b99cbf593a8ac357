// Seat tokens: random, long enough, one per seat, and the only key to a seat.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <vector>

#include "phones/seat_tokens.h"

namespace sh::phones {
namespace {

TEST(PhonesTokens, CarryAtLeast64BitsOfAnUnambiguousAlphabet) {
  EXPECT_GE(std::log2(static_cast<double>(kTokenAlphabet.size())) * kTokenLength, 64.0);
  for (char c : std::string_view("01OIL")) EXPECT_EQ(kTokenAlphabet.find(c), std::string_view::npos) << c;
  const std::string t = new_token();
  EXPECT_EQ(t.size(), kTokenLength);
  EXPECT_TRUE(token_shape(t));
}

TEST(PhonesTokens, AreNeverRepeatedAcrossSeatsAndGames) {
  std::set<std::string> seen;
  SeatTokens tokens;
  for (int game = 0; game < 50; ++game) {
    tokens.renew(5);
    for (int s = 0; s < 5; ++s) EXPECT_TRUE(seen.insert(tokens.token(s)).second);
  }
}

TEST(PhonesTokens, OpenTheirOwnSeatOnlyAndStopWorkingInANewGame) {
  SeatTokens tokens;
  tokens.renew(4);
  for (int s = 0; s < 4; ++s) EXPECT_EQ(tokens.seat_of(tokens.token(s)), s);
  const std::string old = tokens.token(2);
  // Typed as spoken: lower case, with dashes and spaces.
  std::string typed = spoken_code(old);
  for (char& c : typed) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  EXPECT_EQ(tokens.seat_of(typed), 2);
  std::string near = old;
  near.back() = near.back() == 'A' ? 'B' : 'A';
  EXPECT_FALSE(tokens.seat_of(near));
  EXPECT_FALSE(tokens.seat_of(old.substr(1)));
  EXPECT_FALSE(tokens.seat_of(old + "A"));
  EXPECT_FALSE(tokens.seat_of(""));
  tokens.renew_seat(2);  // the host revoked the seat's phone
  EXPECT_FALSE(tokens.seat_of(old));
  EXPECT_EQ(tokens.seat_of(tokens.token(2)), 2);
  const std::string first = tokens.token(0);
  tokens.renew(4);
  EXPECT_FALSE(tokens.seat_of(first));
}

// The code as the program says it ("Y Q B 5, N H J W, Y E Q C 9") typed as heard: letters
// apart, commas between the groups, any case.
TEST(PhonesTokens, ACodeTypedAsItIsSpokenOpensItsSeat) {
  SeatTokens tokens;
  tokens.renew(std::vector<bool>{true, false, true});
  const std::string token = tokens.token(2);
  std::string spoken;
  for (std::size_t i = 0; i < token.size(); ++i) {
    if (i > 0) spoken += (i == 4 || i == 8) ? ", " : " ";
    spoken.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(token[i]))));
  }
  EXPECT_EQ(normalize_token(spoken), token) << spoken;
  EXPECT_EQ(tokens.seat_of(spoken), 2) << spoken;
  EXPECT_EQ(tokens.seat_of(" " + spoken + ". "), 2);
  EXPECT_EQ(tokens.seat_of(spoken_code(token)), 2);
  EXPECT_FALSE(tokens.seat_of(spoken + " x"));
  // A seat without a code: nothing opens it, an empty code least of all.
  EXPECT_EQ(tokens.token(1), "");
  EXPECT_FALSE(tokens.coded(1));
  EXPECT_FALSE(tokens.seat_of(""));
  EXPECT_FALSE(tokens.seat_of(", - ."));
  tokens.renew_seat(1);
  EXPECT_EQ(tokens.seat_of(tokens.token(1)), 1);
  tokens.clear_seat(1);
  EXPECT_FALSE(tokens.coded(1));
}

}  // namespace
}  // namespace sh::phones
