// Table::restore (issue 39, item 4): a saved game is replayed up to the first action the
// rules refuse, which used to throw and lose the whole game; the state is the position
// before it.
#include <gtest/gtest.h>

#include <vector>

#include "games/sipky/sipky_game.h"
#include "play/table.h"

namespace sh {
namespace {

TEST(TableRestore, ReplaysUpToTheFirstRefusedActionAndStopsThere) {
  auto game = sipky::make_sipky_game({{"players", "2"}});
  const std::vector<Action> good = {sipky::kThrowTwo, 3, 4, sipky::kComposeBase + 3};
  std::vector<Action> saved = good;
  saved.push_back(sipky::kComposeBase + 3);  // composing again: not a legal action there
  saved.push_back(sipky::kThrowTwo);
  Table table(game, Mode::Assistant, 1, {"Eva", "Petr"});
  EXPECT_EQ(table.restore(saved), good.size());
  EXPECT_EQ(table.state().history(), good);
  EXPECT_EQ(table.state().to_string(), replay(*game, good)->to_string()) << "the position before the refused action";
  Table whole(game, Mode::Assistant, 1, {"Eva", "Petr"});
  EXPECT_EQ(whole.restore(good), good.size());
}

}  // namespace
}  // namespace sh
