// Člověče through the real binary (scripted contract: key names in, SAY/SOUND lines out):
// a seeded game against the computer that replays to the same transcript and journal, a
// game cut and resumed in the middle of a chain of sixes, and assistant mode with typed
// throws, a refusal, the numbered list and the review.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "core/chance.h"
#include "core/journal.h"
#include "games/clovece/clovece_bot.h"
#include "games/clovece/clovece_game.h"
#include "play/table.h"
#include "clovece_test_util.h"
#include "test_support.h"

namespace sh {
namespace {

using test::lines;
using test::run_spoluhrac;
using test::contains_line;
using test::tail_from_last;

const clovece::CloveceState& clovece_of(const State& s) { return static_cast<const clovece::CloveceState&>(s); }

// Keys that make the binary take the person's decisions of an action list: a digit for
// the first nine choices, else next presses and ok. A single legal use is made at once.
std::string keys_for(const Game& game, const std::vector<Action>& actions, std::size_t from) {
  auto state = game.new_initial_state();
  std::string keys;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const int player = state->current_player();
    const bool person = player >= 0 && !static_cast<const clovece::CloveceGame&>(game).is_computer(player);
    if (i >= from && person) {
      auto legal = state->legal_actions();
      const auto at = static_cast<std::size_t>(std::find(legal.begin(), legal.end(), actions[i]) - legal.begin());
      if (legal.size() > 1) {
        if (at < 9) {
          keys += std::to_string(at + 1) + " ";
        } else {
          for (std::size_t k = 0; k <= at; ++k) keys += "next ";
          keys += "ok ";
        }
      }
    }
    state->apply(actions[i]);
  }
  return keys;
}

// A dealer-mode game of Eva (seat 1) against the computer, played in the library as the
// binary will: chance by the table's seed, the computer by CloveceBot with that seed, Eva
// by a seeded choice among her legal actions.
std::vector<Action> library_game(const GameOptions& options, std::uint64_t seed) {
  auto game = clovece::make_clovece_game(options);
  Table table(game, Mode::Dealer, seed, {"Eva", "Hráč 2"});
  table.run_chance();
  clovece::CloveceBot bot(seed);
  std::uint64_t step = 0;
  while (!table.state().is_terminal()) {
    const auto& s = clovece_of(table.state());
    auto legal = s.legal_actions();
    const Action a = s.clovece_game().is_computer(s.current_player())
                         ? bot.choose(s)
                         : legal[chance_bits(seed ^ 0xe7aULL, step++) % legal.size()];
    table.act(a);
  }
  return table.state().history();
}

const std::string kDealerArgs =
    "--audio none --speech text --input stdin --game clovece --players 2 --mode dealer --set computers=2 --set level=normal "
    "--set playon=0 --names Eva";

TEST(CloveceEndToEnd, SeededGameAgainstTheComputerReplaysToTheSameTranscript) {
  const std::uint64_t seed = 2026;
  const GameOptions options{{"players", "2"}, {"computers", "2"}, {"playon", "0"}};
  const auto actions = library_game(options, seed);
  auto game = clovece::make_clovece_game(options);
  const std::string keys = keys_for(*game, actions, 0);
  const std::string journal = test::temp_path("clovece.journal");
  auto r = run_spoluhrac(kDealerArgs + " --seed " + std::to_string(seed) + " --journal " + journal, keys);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err.find("missing message"), std::string::npos) << r.err;
  EXPECT_EQ(read_journal(journal).actions, actions) << "the binary played exactly the library's game\n" << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Eva hraje za Červeného.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Počítač hraje za Zeleného.")) << r.out;
  auto end = replay(*game, actions);
  const int winner = clovece_of(*end).winner();
  EXPECT_TRUE(contains_line(r.out, winner == 0 ? "SAY Konec hry. Vítězka: Eva (Červený)." : "SAY Konec hry. Vítěz: Zelený."))
      << r.out;
  // The same seed and keys: the same transcript, word for word.
  auto again = run_spoluhrac(kDealerArgs + " --seed " + std::to_string(seed), keys);
  EXPECT_EQ(again.out, r.out);
  std::remove(journal.c_str());
}

TEST(CloveceEndToEnd, AGameCutInAChainOfSixesGoesOnExactly) {
  const std::uint64_t seed = 77;
  const GameOptions options{{"players", "2"}, {"computers", "2"}, {"playon", "0"}};
  const auto actions = library_game(options, seed);
  auto game = clovece::make_clovece_game(options);
  // Cuts in a chain of sixes: after a six is thrown and another throw is due, and after
  // the first six of a chain is used while more throws wait.
  std::vector<std::size_t> cuts;
  {
    auto s = game->new_initial_state();
    for (std::size_t i = 0; i < actions.size() && cuts.size() < 4; ++i) {
      s->apply(actions[i]);
      const auto& c = clovece_of(*s);
      const bool rolling_after_six = c.phase() == clovece::Phase::Rolling && !c.throws().empty();
      const bool using_mid_chain = c.phase() == clovece::Phase::Using && c.next_throw() >= 1;
      if ((rolling_after_six && cuts.size() % 2 == 0) || (using_mid_chain && cuts.size() % 2 == 1)) cuts.push_back(i + 1);
    }
  }
  ASSERT_GE(cuts.size(), 2u) << "the seeded game has chains of sixes";
  const std::string journal = test::temp_path("clovece-full.journal");
  auto full = run_spoluhrac(kDealerArgs + " --seed " + std::to_string(seed) + " --journal " + journal,
                            keys_for(*game, actions, 0));
  ASSERT_EQ(full.status, 0) << full.err;
  const std::string final_part = tail_from_last(full.out, "SAY Konec hry.");
  ASSERT_FALSE(final_part.empty()) << full.out;
  auto journal_lines = lines(test::read_file(journal));
  ASSERT_EQ(journal_lines.size(), actions.size() + 1);
  for (std::size_t cut : cuts) {
    // Written as a journal from before key groups (no '+' marks), so a cut mid-chain stays
    // possible: a crash now ends a journal only between keys.
    std::string text;
    for (std::size_t i = 0; i <= cut; ++i) {
      const std::string& line = journal_lines[i];
      text += (line.starts_with('+') ? line.substr(1) : line) + "\n";
    }
    const std::string cut_path = test::temp_path("clovece-cut.journal");
    test::write_file(cut_path, text);
    auto resumed = run_spoluhrac("--audio none --speech text --input stdin --resume " + cut_path,
                                 keys_for(*game, actions, cut));
    ASSERT_EQ(resumed.status, 0) << resumed.err;
    EXPECT_TRUE(contains_line(resumed.out, "SAY Pokračuje uložená hra Člověče, nezlob se.")) << resumed.out;
    EXPECT_EQ(tail_from_last(resumed.out, "SAY Konec hry."), final_part) << "cut at " << cut;
    EXPECT_EQ(read_journal(cut_path).actions, actions) << "cut at " << cut;
    std::remove(cut_path.c_str());
  }
  std::remove(journal.c_str());
}

const std::string kAssistantArgs =
    "--audio none --speech text --input stdin --game clovece --players 2 --mode assistant --set computers=none "
    "--set playon=0 --names Eva,Petr";

TEST(CloveceEndToEnd, AssistantModeTakesTypedThrowsAndOffersTheNumberedUses) {
  // Opening: Eva (red) 5, Petr (green) 3. Eva throws 6 then 2: enters red (choice 1), and
  // the 2 has one use, made at once. Petr types 7 (refused), then 4: he has red in his
  // house, so nothing to move. Then Eva opens the review.
  auto r = run_spoluhrac(kAssistantArgs, "5 3 6 2 1 7 4 0 next 1 0");
  ASSERT_EQ(r.status, 0) << r.err;
  const std::vector<std::string> expected = {
      "SAY Eva hraje za Červeného.",
      "SAY Petr hraje za Zeleného.",
      "SAY Kdo hodí nejvíc, začíná. Hází Červený, zadej hod.",
      "SAY Červený: 5.",
      "SAY Hází Zelený.",
      "SAY Zelený: 3.",
      "SAY Začíná Červený.",
      "SAY Na tahu Červený.",
      "SAY Zadej hod.",
      "SAY Šestka, hoď znovu.",
      "SAY Červený hází 6, 2.",
      "SAY 5 možností pro hod 6:",
      "SAY 1: nasadit červenou na start.",
      "SAY 5: nenasazovat, šestka propadne.",
      "SAY Červený nasazuje červenou, na startu Červeného.",
      "SAY Červený táhne červenou o dvě pole, teď 37 polí před vchodem Červeného.",
      "SAY Na tahu Zelený.",
      "SAY Kostka má čísla 1 až 6.",
      "SAY Zelený hází 4.",
      "SAY Hod 4 propadá, nejde jím táhnout.",
      "SAY Na tahu Červený.",
  };
  auto got = lines(r.out);
  std::size_t at = 0;
  for (const auto& line : expected) {
    auto it = std::find(got.begin() + static_cast<std::ptrdiff_t>(at), got.end(), line);
    ASSERT_NE(it, got.end()) << "missing in order: " << line << "\n" << r.out;
    at = static_cast<std::size_t>(it - got.begin()) + 1;
  }
  // The review: the red piece on the track, said for Eva (red is on turn again); two people
  // listen, so whose entrance is named (issue 43).
  EXPECT_TRUE(contains_line(r.out, "SAY Červená, 37 polí před vchodem Červeného.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Červený: domeček modrá, zelená a žlutá; chlíveček prázdný.")) << r.out;
}


using clovece::testing::expect_in_order;

TEST(CloveceEndToEnd, AssistantModeSaysWhoReceivesACapturedPiece) {
  // Red enters red and moves it to 2; green enters red on his start (20) and moves it to
  // 21; red throws 6 6 6 1 and runs his red piece from 2 to 21: at the end of the turn the
  // red piece that stood there is captured, and red and green may both take it.
  auto r = run_spoluhrac(kAssistantArgs, "5 3 6 2 1 6 1 1 1 6 6 6 1 4 4 4 1 2");
  ASSERT_EQ(r.status, 0) << r.err;
  expect_in_order(r.out, {
      // Two people at the table: whose start and entrance is named, never "tvůj", which
      // would change owner between green's move and red's list (issue 43).
      "SAY Zelený nasazuje červenou, na startu Zeleného.",  // said for green, who acted
      "SAY 1: červená, teď na startu Zeleného, pak 38 polí před vchodem Zeleného.",
      "SAY Zelený táhne červenou o jedno pole, teď 38 polí před vchodem Zeleného.",
      "SAY Červený hází 6, 6, 6, 1.",
      "SAY 4: červená, teď 37 polí před vchodem Červeného, pak třicet jedna polí před vchodem Červeného.",
      "SAY 5: červená, teď 18 polí před vchodem Červeného, pak 12 polí před vchodem Červeného.",
      "SAY 4: červená, teď 25 polí před vchodem Červeného, pak na startu Zeleného.",
      "SAY 1: červená, teď na startu Zeleného, pak 18 polí před vchodem Červeného, kde stojí červená.",
      "SAY Červený táhne červenou o jedno pole, teď 18 polí před vchodem Červeného, kde stojí červená.",
      // Two red pieces: which one stays (issue 43).
      "SAY Vyhozena červená, která stála 18 polí před vchodem Červeného. Zůstává červená, která tam přišla teď.",
      "SAY Komu dát vyhozenou červenou?",
      "SAY 1: Červený",
      "SAY 2: Zelený",
      "SAY Červená jde do domečku Zeleného.",
      "SAY Na tahu Zelený.",
  });
}

TEST(CloveceEndToEnd, TerseSaysOnlyTheThrowAndTheMove) {
  auto r = run_spoluhrac(kAssistantArgs + " --verbosity terse", "5 3 6 2 1 4");
  ASSERT_EQ(r.status, 0) << r.err;
  expect_in_order(r.out, {"SAY Červený 6, 2.", "SAY Nasazuje červenou.",
                          "SAY Táhne červenou o 2, 37 polí před vchodem Červeného.", "SAY Zelený 4."});
  EXPECT_FALSE(contains_line(r.out, "SAY Na tahu Zelený.")) << r.out;
  EXPECT_FALSE(contains_line(r.out, "SAY Hod 4 propadá, nejde jím táhnout.")) << r.out;
}

TEST(CloveceEndToEnd, WithoutAutomoveASingleUseIsOfferedToo) {
  auto r = run_spoluhrac(kAssistantArgs + " --set automove=0", "5 3 6 2 1 9 1");
  ASSERT_EQ(r.status, 0) << r.err;
  expect_in_order(r.out, {"SAY Jedna možnost pro hod 2:",
                          "SAY 1: červená, teď na startu Červeného, pak 37 polí před vchodem Červeného.",
                          "SAY Volba 9 není. Stiskni 1.",
                          "SAY Červený táhne červenou o dvě pole, teď 37 polí před vchodem Červeného."});
}


TEST(CloveceEndToEnd, TheMenuReachesClovece) {
  // Main menu 4, dealer mode (the mode is asked first), two players (key 2), the game ends with the winner, the
  // computer plays seat 2, at the normal level (2).
  auto r = run_spoluhrac("--audio none --speech text --input stdin --seed 3",
                         test::game_menu_key("clovece") + " 1 2 1 2 2");
  ASSERT_EQ(r.status, 0) << r.err;
  expect_in_order(r.out, {"SAY 4: Matfyzácké Člověče, nezlob se.", "SAY 1: Program hází kostkami.",
                          "SAY 2: Hrajeme s kostkami na stole, program počítá.", "SAY Hrát po vítězi dál o pořadí?",
                          "SAY Jak silně má počítač hrát?",
                          "SAY Matfyzácké Člověče, nezlob se: dva hráči.", "SAY Počítač hraje za Zeleného.",
                          "SAY Kdo hodí nejvíc, začíná."});
}

TEST(CloveceEndToEnd, TheLessonWalksTheRulesStepByStep) {
  // The chapter menu (issue 31), ok takes the first chapter: the first explanation, the
  // opening roll and the turn order, two quizzes (skipped), and the rules of the throws
  // (issue 40: a decision comes before the keys and the sounds).
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game clovece --players 2 --mode lesson",
                         "ok ok ok next next");
  ASSERT_EQ(r.status, 0) << r.err;
  expect_in_order(r.out, {"SAY Výuka: Matfyzácké Člověče, nezlob se.",
                          "SAY Vyber kapitolu. Enter začne kapitolu 1: Hody a pořadí.",
                          "SAY Kapitola 1 z pěti: Hody a pořadí.",
                          "SAY Cíl: dostat do svého chlívečku po jedné halmičce od každé ze čtyř barev. Hráč se "
                          "jmenuje podle barvy svého domečku, ne podle halmiček.",
                          "SAY Kdo hodí nejvíc, začíná; při shodě hází znovu jen ti, kdo se shodli. Pak se hraje po "
                          "směru hodinových ručiček.",
                          "SAY Na tahu hodíš kostkou. Po šestce házíš znovu, dokud padají šestky. Hody použiješ "
                          "popořadě: nejdřív šestky, nakonec zbylé číslo."});
}

}  // namespace
}  // namespace sh
