// Šipky computer seats and the hint: the background path (a Host that thinks later, then
// on_thought with the ticket; stale tickets ignored; keys refused meanwhile), the hint as a
// legal move with its reason in dealer and assistant mode, whole seeded games of
// computers from the command line that resume from their journal to the same end, and
// computers refused beside physical cards.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

#include "core/journal.h"
#include "games/sipky/sipky_controller.h"
#include "games/sipky/sipky_game.h"
#include "narration/language.h"
#include "play/host.h"
#include "play/voice.h"
#include "sound/sound.h"
#include "speech/speech.h"
#include "storage/settings.h"
#include "test_support.h"

namespace sh {
namespace {

using test::contains_line;
using test::lines;
using test::run_spoluhrac;
using test::tail_from_last;

// A Host whose computers think in the background: think() keeps the work and returns
// nullopt; the test delivers the action with on_thought, as the App does later.
class LaterHost final : public Host {
 public:
  LaterHost() : language_(Language::load(SPOLUHRAC_SOURCE_DIR, "cs")), voice_(speech_, sound_, language_) {}
  Voice& voice() override { return voice_; }
  void refuse(const Message& reason) override {
    ++refusals;
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
  std::optional<Action> think(std::function<Action()> work, std::uint64_t ticket) override {
    asked.push_back({ticket, std::move(work)});
    return std::nullopt;
  }

  bool said(const std::string& line) const {
    return std::find(speech_.said.begin(), speech_.said.end(), line) != speech_.said.end();
  }
  bool said_starting(const std::string& prefix) const {
    return std::any_of(speech_.said.begin(), speech_.said.end(),
                       [&](const std::string& s) { return s.rfind(prefix, 0) == 0; });
  }
  bool said_last(const std::string& line) const { return !speech_.said.empty() && speech_.said.back() == line; }
  std::string transcript() const {
    std::string out;
    for (const auto& s : speech_.said) out += s + "\n";
    return out;
  }

  struct Asked {
    std::uint64_t ticket;
    std::function<Action()> work;
  };
  std::vector<Asked> asked;
  int refusals = 0;

 private:
  struct Recorder final : Speech {
    std::vector<std::string> said;
    void say(std::string_view text, Priority) override { said.emplace_back(text); }
    void silence() override {}
    void finish() override {}
  } speech_;
  NullSound sound_;
  Language language_;
  Voice voice_;
  Settings settings_;
};

const sipky::SipkyState& sipky_state(const Table& t) { return static_cast<const sipky::SipkyState&>(t.state()); }

TEST(SipkyComputer, BackgroundThoughtPlaysTheMoveAndAStaleTicketIsIgnored) {
  auto game = sipky::make_sipky_game({{"players", "2"}, {"computers", "2"}, {"level", "strong"}});
  Table table(game, Mode::Dealer, 9, {"Eva", "Hráč 2"});
  LaterHost host;
  sipky::SipkyController controller;
  controller.start(host, table, false);
  EXPECT_TRUE(host.said("Hráč 2: hraje počítač.")) << host.transcript();
  EXPECT_TRUE(host.asked.empty()) << "Eva throws first";

  // Eva throws two cards and takes the first as tens; then the computer is asked.
  controller.on_key(host, table, Key::Ok);
  ASSERT_EQ(sipky_state(table).phase(), sipky::Phase::Compose);
  controller.on_key(host, table, digit_key(sipky_state(table).hand()[0]));
  ASSERT_EQ(sipky_state(table).seat(), 1);
  ASSERT_EQ(host.asked.size(), 1u);
  const std::size_t before = table.state().history().size();

  // While it thinks: a key that would act is refused with the reason, review still works.
  const int refusals = host.refusals;
  controller.on_key(host, table, Key::Ok);
  EXPECT_EQ(host.refusals, refusals + 1);
  EXPECT_TRUE(host.said("Počkej, Hráč 2 ještě přemýšlí.")) << host.transcript();
  EXPECT_TRUE(controller.on_key(host, table, Key::Next));
  controller.help(host, table);
  EXPECT_TRUE(host.said_last("Plus a minus: přehled hráčů, hodu a neviděných karet. Hvězdička: zopakovat, dvakrát "
                             "rychle: celý stav."))
      << host.transcript();
  EXPECT_EQ(table.state().history().size(), before);
  EXPECT_FALSE(controller.advise(host, table)) << "no hint on the computer's turn";

  // The thought arrives: the computer throws two cards (its first throw) and is asked again
  // for the tens.
  const auto first = host.asked[0];
  const Action throw_two = first.work();
  EXPECT_EQ(throw_two, sipky::kThrowTwo);
  controller.on_thought(host, table, first.ticket, throw_two);
  EXPECT_GT(table.state().history().size(), before);
  ASSERT_EQ(sipky_state(table).phase(), sipky::Phase::Compose);
  ASSERT_EQ(host.asked.size(), 2u);
  const int a = sipky_state(table).hand()[0], b = sipky_state(table).hand()[1];
  EXPECT_TRUE(host.said("Hráč 2: karty " + std::to_string(a) + " a " + std::to_string(b) + "."))
      << host.transcript();

  // A stale ticket (the first one again) changes nothing.
  const std::size_t composing = table.state().history().size();
  controller.on_thought(host, table, first.ticket, sipky::kComposeBase + a);
  EXPECT_EQ(table.state().history().size(), composing);

  // Back from a menu: start() asks again under a new ticket; the old one is stale now.
  controller.start(host, table, true);
  ASSERT_EQ(host.asked.size(), 3u);
  EXPECT_GT(host.asked[2].ticket, host.asked[1].ticket);
  controller.on_thought(host, table, host.asked[1].ticket, host.asked[1].work());
  EXPECT_EQ(table.state().history().size(), composing);
  const Action tens = host.asked[2].work();
  controller.on_thought(host, table, host.asked[2].ticket, tens);
  EXPECT_EQ(table.state().history().size(), composing + 1);
  EXPECT_TRUE(host.said_starting("Hráč 2: " + std::to_string(sipky_state(table).players()[1].score) + ", celkem"))
      << host.transcript();
  EXPECT_EQ(sipky_state(table).seat(), 0) << "Eva's turn again";
}

TEST(SipkyHint, TheHintIsALegalMoveWithAReasonInDealerAndAssistantMode) {
  for (int run = 0; run < 4; ++run) {
    const Mode mode = run % 2 ? Mode::Assistant : Mode::Dealer;
    auto game = sipky::make_sipky_game({{"players", "2"}, {"variant", run < 2 ? "stojedna" : "presny"}});
    Table table(game, mode, 3 + static_cast<std::uint64_t>(run), {"Eva", "Petr"});
    LaterHost host;
    sipky::SipkyController controller;
    controller.start(host, table, false);
    for (int turn = 0; turn < 40 && !table.state().is_terminal(); ++turn) {
      auto advice = controller.advise(host, table);
      if (table.state().is_chance()) {
        EXPECT_FALSE(advice) << "nothing to advise while cards are typed";
        table.act(sipky_state(table).legal_actions()[static_cast<std::size_t>(turn) % sipky_state(table).legal_actions().size()]);
        continue;
      }
      ASSERT_TRUE(advice) << mode_name(mode);
      EXPECT_TRUE(table.state().is_legal(advice->action)) << table.state().to_string();
      ASSERT_FALSE(advice->says.empty());
      for (const Message& m : advice->says) {
        const std::string text = host.voice().render(m);
        EXPECT_EQ(text.find('{'), std::string::npos) << text;
        EXPECT_NE(text, m.id) << "the catalog has " << m.id;
      }
      const std::size_t history = table.state().history().size();
      controller.advise(host, table);
      EXPECT_EQ(table.state().history().size(), history) << "advise changes nothing";
      table.act(advice->action);
    }
  }
}

const std::string kDealer2 =
    "--audio none --speech text --input stdin --seed 5 --game sipky --players 2 --mode dealer --variant stojedna "
    "--set series=single --set target=101";

TEST(SipkyHint, HelpTwiceSpeaksTheHintInDealerMode) {
  // The menu asks who the computer plays: 1 = nobody. Then help twice before the first
  // throw, Enter, and help twice before composing.
  auto r = run_spoluhrac(kDealer2, "1 help help ok help help");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Lomítko dvakrát rychle: rada, jak by hrál silný hráč; Enter ji pak provede.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Dvě karty: k cíli chybí sto jedna bodů, šance na přetažení 0 procent."))
      << r.out;
  const auto ls = lines(r.out);
  const bool tens = std::any_of(ls.begin(), ls.end(), [](const std::string& l) {
    return l.rfind("SAY Desítky z", 0) == 0 || l.rfind("SAY Nulu odhoď:", 0) == 0;
  });
  EXPECT_TRUE(tens) << r.out;
  EXPECT_TRUE(std::any_of(ls.begin(), ls.end(), [](const std::string& l) { return l.rfind("SAY K cíli chybí", 0) == 0; }))
      << r.out;
}

TEST(SipkyHint, OkRightAfterTheHintTakesTheAdvice) {
  // Seed 6: the first throw is 8 and 1; the strong player keeps room and makes 18 of it.
  std::string args = kDealer2;
  args.replace(args.find("--seed 5"), 8, "--seed 6");
  auto r = run_spoluhrac(args, "1 ok help help ok");
  ASSERT_EQ(r.status, 0) << r.err;
  const auto after = test::lines_from(r.out, "SAY Desítky z jedničky: 18 tě dostane na 18.");
  ASSERT_GE(after.size(), 3u) << r.out;
  EXPECT_EQ(after[2], "SAY Hráč 1: 18, celkem 18, chybí 83 bodů.") << r.out;
  EXPECT_EQ(r.out.find("SOUND refused"), std::string::npos) << r.out;
  // Without the hint ok is refused there: the tens digit is the player's choice.
  auto plain = run_spoluhrac(args, "1 ok ok");
  EXPECT_NE(plain.out.find("SOUND refused"), std::string::npos) << plain.out;
}

TEST(SipkyHint, HelpTwiceSpeaksTheHintBesidePhysicalCards) {
  // Assistant mode (no computers question): the hint before a throw says how to compose
  // the cards to be typed. After 9 0 (90) and Petr's 5 0 (50), Eva at 90 is advised.
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game sipky --players 2 --mode assistant "
                         "--variant stojedna --set series=single --set target=101 --names Eva,Petr",
                         "help help ok 9 0 ok 5 0 help help");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Dvě karty: k cíli chybí sto jedna bodů, šance na přetažení 0 procent."))
      << r.out;
  const auto ls = lines(r.out);
  const bool rule = std::any_of(ls.begin(), ls.end(), [](const std::string& l) {
    return l.rfind("SAY Větší číslo skládej", 0) == 0 || l == "SAY Skládej větší číslo, pokud nepřetáhne.";
  });
  EXPECT_TRUE(rule) << r.out;
  const std::string after = tail_from_last(r.out, "SAY Eva na tahu: 90");
  ASSERT_FALSE(after.empty()) << r.out;
  EXPECT_TRUE(after.find("SAY Zastav:") != std::string::npos || after.find("SAY Jen jednu kartu:") != std::string::npos ||
              after.find("SAY Dvě karty:") != std::string::npos)
      << after;
  EXPECT_TRUE(after.find("SAY Šance na výhru") != std::string::npos) << after;
}

TEST(SipkyComputer, ComputersAreRefusedBesidePhysicalCards) {
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game sipky --players 2 --mode assistant "
                         "--variant stojedna --set series=single --set target=101 --set computers=2 --set level=normal",
                         "");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Hru s těmito volbami nejde založit.")) << r.out;
  EXPECT_NE(r.err.find("computers play only in dealer mode"), std::string::npos) << r.err;
}

TEST(SipkyComputer, TheMenuAsksForComputersAndTheLevelInDealerMode) {
  // Šipky, dealer (the mode is asked first), variant 1, series 1, target 101, 3 players;
  // computers: 2 = the last seat; level 3 = strong. Then Hráč 1 throws and the computers follow.
  auto r = run_spoluhrac("--audio none --speech text --input stdin --seed 5", "1 1 1 1 1 3 2 3");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Hraje i počítač?")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Jak silně má počítač hrát?")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Hráč 3: hraje počítač.")) << r.out;
}

TEST(SipkyComputer, ASeededGameOfComputersEndsAndItsJournalResumesToTheSameEnd) {
  const std::string args =
      "--audio none --speech text --input stdin --seed 31 --game sipky --players 3 --mode dealer --variant stojedna "
      "--set series=single --set target=101 --set computers=1,2,3 --set level=strong --names A,B,C";
  const std::string journal = test::temp_path("computers.journal");
  auto full = run_spoluhrac(args + " --journal " + journal, "");
  ASSERT_EQ(full.status, 0) << full.err;
  EXPECT_TRUE(contains_line(full.out, "SAY A, B a C: hraje počítač.")) << full.out;
  const std::string end = tail_from_last(full.out, "SAY Konec hry do 101.");
  ASSERT_FALSE(end.empty()) << full.out;
  auto again = run_spoluhrac(args, "");
  EXPECT_EQ(full.out, again.out) << "the same seed plays the same game";

  const auto saved = read_journal(journal);
  auto replayed = replay(*sipky::make_sipky_game(saved.header.options), saved.actions);
  ASSERT_TRUE(replayed->is_terminal());
  const auto journal_lines = lines(test::read_file(journal));
  for (std::size_t cut : {std::size_t{1}, saved.actions.size() / 2, saved.actions.size() - 1}) {
    std::string text = journal_lines.front() + "\n";
    for (std::size_t i = 0; i < cut; ++i) text += journal_lines[i + 1] + "\n";
    const std::string cut_path = test::temp_path("computers_cut.journal");
    test::write_file(cut_path, text);
    auto resumed = run_spoluhrac("--audio none --speech text --input stdin --resume " + cut_path, "");
    ASSERT_EQ(resumed.status, 0) << resumed.err;
    EXPECT_EQ(tail_from_last(resumed.out, "SAY Konec hry do 101."), end) << "cut at " << cut << "\n" << resumed.out;
    EXPECT_EQ(read_journal(cut_path).actions, saved.actions) << "cut at " << cut;
    std::remove(cut_path.c_str());
  }
  std::remove(journal.c_str());
}

}  // namespace
}  // namespace sh
