// Numberfloor's take-over pause with guests online who dropped (issue 41): (a) it is there for
// people who may claim, so when every person's seat is away (dropped guests, perhaps played by
// a stand-in) it does not wait for the keypad's Enter: it goes on by itself, also when the
// last one drops while it waits, and the table hears so; (b) the stand-in claims night cards
// exactly as the game's own computer player does for its own seat.
#include <gtest/gtest.h>

#include "games/numberfloor/numberfloor_controller.h"
#include "games/numberfloor/numberfloor_entry.h"
#include "games/numberfloor/numberfloor_game.h"
#include "online_talk_host_table.h"
#include "play/table.h"
#include "storage/settings.h"

namespace sh::online {
namespace {

const numberfloor::NumberfloorState& nf_state(const Table& table) {
  return dynamic_cast<const numberfloor::NumberfloorState&>(table.state());
}

// Eva and Petr online, Jana a computer. Petr drops at once; Eva's moves are played for her at
// her turns (as her guest's keys would). At Jana's first pause Eva drops too: nobody present
// can claim any more, so the pause goes on by itself, and the game then runs to its end
// without one key at the host but the Enters that hand the dropped seats to the computer.
TEST(OnlinePause, NumberfloorsPauseGoesOnByItselfWhenNobodyPresentCanClaim) {
  sh::test::TempHome home("online-pause-gone");
  TalkHostTable t(home.data());
  const GameOptions options{{"players", "3"}, {"computers", "3"}, {"level", "easy"}, {"phones", "1,2"},
                            {"mode", "dealer"}};
  start_game(t.app, *find_game("numberfloor"), options, true, {{0, "eva@localhost", ""}, {1, "petr@localhost", ""}});
  t.settle();
  t.guest_says("eva@localhost/a", Kind::Accept, 0);
  t.guest_says("petr@localhost/a", Kind::Accept, 1);
  t.drop("petr@localhost/a");
  const std::string goes_on = "Tah teď nemá kdo převzít, Jana hraje dál.";
  bool eva_dropped = false;
  for (int step = 0; step < 3000 && !t.table().state().is_terminal(); ++step) {
    const auto& s = nf_state(t.table());
    const std::size_t before = s.history().size();
    if (t.online.asking()) {
      t.key(Key::Ok);  // a dropped seat's turn: the computer takes it
      t.settle();
      continue;
    }
    if (!eva_dropped && s.turn_player() == 2) {
      // Jana's pause waits: Eva, present, may claim (her page offers to let Jana play on).
      auto* pages = dynamic_cast<SeatPages*>(&t.app.game_screen()->controller());
      const SeatPage page = pages->seat_page(t.app, t.table(), 0);
      ASSERT_FALSE(page.actions.empty()) << "step " << step;
      ASSERT_EQ(page.actions.back().act, PageAct::End);
      t.settle();
      ASSERT_EQ(t.table().state().history().size(), before) << "the pause waits while Eva is here";
      EXPECT_EQ(t.said_count(goes_on), 0);
      t.drop("eva@localhost/a");
      eva_dropped = true;
      EXPECT_GT(t.table().state().history().size(), before) << "Eva gone: the pause goes on by itself";
      EXPECT_EQ(t.said_count(goes_on), 1);
      // Played through the referee into the journal (written before anything was said).
      EXPECT_EQ(read_journal(t.table().journal_file()).actions, t.table().state().history());
      continue;
    }
    if (!eva_dropped && s.turn_player() == 0) {
      ASSERT_TRUE(t.app.seat_stand_in(0)) << "step " << step;
    }
    t.settle();
    ASSERT_TRUE(t.online.asking() || t.table().state().history().size() > before || t.table().state().is_terminal())
        << "the game waits at step " << step << " for nobody";
  }
  EXPECT_TRUE(eva_dropped);
  EXPECT_TRUE(t.table().state().is_terminal());
  EXPECT_GE(t.said_count(goes_on), 1);
}

// A host whose seats 0 and 1 are guests gone from the table, a computer standing in for each.
class StandInHost final : public Host {
 public:
  explicit StandInHost(std::set<int> gone) : gone_(std::move(gone)), language_(Language::load(SPOLUHRAC_SOURCE_DIR, "cs")) {}
  Voice& voice() override { return voice_; }
  void refuse(const Message& reason) override {
    refused.push_back(reason);
    voice_.say(reason);
  }
  void push(std::unique_ptr<Screen>) override {}
  void replace(std::unique_ptr<Screen>) override {}
  void pop() override {}
  void reset(std::unique_ptr<Screen>) override {}
  void to_main_menu() override {}
  std::string player_name(int seat) const override { return "Hráč " + std::to_string(seat + 1); }
  std::uint64_t next_seed() override { return 1; }
  const Settings& settings() const override { return settings_; }
  std::optional<Action> think(std::function<Action()> work, std::uint64_t) override { return work(); }
  bool seat_held_away(int player) const override { return gone_.contains(player); }
  bool seat_absent(int player) const override { return gone_.contains(player); }
  bool seat_stood_in(int player) const override { return gone_.contains(player); }
  std::vector<Message> refused;

 private:
  std::set<int> gone_;
  sh::test::SpeechRecorder speech_;
  NullSound sound_;
  Language language_;
  Voice voice_{speech_, sound_, language_};
  Settings settings_;
};

std::vector<Action> play_numberfloor(Host& host, const std::string& computers, std::uint64_t seed) {
  Table table(numberfloor::entry().make_game({{"mode", "dealer"}, {"players", "3"}, {"computers", computers}, {"level", "normal"}}),
              Mode::Dealer, seed, {"Eva", "Petr", "Jana"});
  numberfloor::NumberfloorController controller;
  controller.start(host, table, false);
  for (int step = 0; step < 2000 && !table.state().is_terminal(); ++step) {
    const int turn = nf_state(table).turn_player();
    const auto move = controller.stand_in_move(host, table, turn);
    if (!move) {
      ADD_FAILURE() << "no move for " << turn << " at action " << table.state().history().size();
      break;
    }
    controller.page_act(host, table, turn, move->act, move->value);
  }
  EXPECT_TRUE(table.state().is_terminal());
  return table.state().history();
}

// The same deal twice: Eva and Petr the game's computers, then Eva and Petr dropped guests
// played by the stand-in. Every action is the same, the claims of night cards among them.
TEST(OnlinePause, TheStandInClaimsNightCardsAsTheGamesComputerDoes) {
  int claims = 0;
  for (std::uint64_t seed : {3U, 11U, 29U}) {
    StandInHost computers({}), stand_ins({0, 1});
    const auto played_by_computers = play_numberfloor(computers, "1,2,3", seed);
    const auto played_by_stand_ins = play_numberfloor(stand_ins, "3", seed);
    EXPECT_EQ(played_by_stand_ins, played_by_computers) << "seed " << seed;
    EXPECT_TRUE(stand_ins.refused.empty()) << "seed " << seed << ": " << stand_ins.refused.front().id;
    for (Action a : played_by_stand_ins)
      if (numberfloor::is_takeover(a) && numberfloor::takeover_seat(a) != 2) ++claims;
  }
  EXPECT_GT(claims, 0) << "the stand-ins claimed night cards";
}

}  // namespace
}  // namespace sh::online
