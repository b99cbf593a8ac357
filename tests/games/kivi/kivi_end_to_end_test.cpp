// KIVI through the real binary (scripted contract: key names in, SAY/SOUND lines out):
// a whole seeded game against the computer, assistant-mode turns with typed dice, holds,
// refusals, the cell cursor, six of a kind, the lesson, and resuming a cut journal.
#include <gtest/gtest.h>

#include <algorithm>

#include "play/table.h"
#include "core/chance.h"
#include "core/journal.h"
#include "../../play/lesson_test_support.h"
#include "games/kivi/kivi_lesson.h"
#include "games/kivi/kivi_bot.h"
#include "games/kivi/kivi_game.h"
#include "games/kivi/kivi_narration.h"
#include "narration/language.h"
#include "test_support.h"

namespace sh {
namespace {

using test::lines;
using test::run_spoluhrac;
using test::contains_line;
using test::lines_from;
using test::tail_from_last;

const kivi::KiviState& kivi_of(const Table& t) { return static_cast<const kivi::KiviState&>(t.state()); }

std::string cell_keys(int cell) {
  return "9 " + std::to_string(kivi::row_of(cell) + 1) + " " + std::to_string(kivi::col_of(cell) + 1) + " ok ";
}

// Keys that make the binary take the human's decisions of an action list.
std::string keys_for(const Game& game, const std::vector<Action>& actions, std::size_t from) {
  auto state = game.new_initial_state();
  std::string keys;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const Action a = actions[i];
    const int player = state->current_player();
    const bool human = player >= 0 && !static_cast<const kivi::KiviGame&>(game).is_computer(player);
    if (i >= from && human) {
      if (a >= kivi::kPlaceBase && a < kivi::kPlaceBase + kivi::kCells) keys += cell_keys(a - kivi::kPlaceBase);
      else if (a >= kivi::kRelocateBase && a < kivi::kRelocateBase + kivi::kCells) keys += cell_keys(a - kivi::kRelocateBase);
      else if (a >= kivi::kHoldBase && a <= kivi::kHoldBase + 6) keys += std::to_string(a - kivi::kHoldBase) + " ";
      else if (a == kivi::kRoll) keys += "ok ";
      else ADD_FAILURE() << "no key for " << state->action_to_string(a);
    }
    state->apply(a);
  }
  return keys;
}

// A dealer-mode game of Eva (seat 1) against the computer (seat 2), played in the
// library as the binary will: the computer by KiviBot with the table's seed, Eva by a
// simple seeded policy that holds, rolls again and places.
std::vector<Action> library_game(const GameOptions& options, std::uint64_t seed) {
  auto game = kivi::make_kivi_game(options);
  Table table(game, Mode::Dealer, seed, {"Eva", "Hráč 2"});
  table.run_chance();
  kivi::KiviBot bot(seed);
  std::uint64_t step = 0;
  while (!table.state().is_terminal()) {
    const auto& s = kivi_of(table);
    const int p = s.current_player();
    Action a = kivi::kRoll;
    const std::uint64_t r = chance_bits(seed ^ 0xe7aULL, step++);
    if (s.kivi_game().is_computer(p)) {
      a = bot.choose(s);
    } else if (s.phase() == kivi::Phase::Relocating) {
      a = kivi::relocate_action(s.free_cells()[r % s.free_cells().size()]);
    } else {
      auto allowed = s.allowed_cells();
      const bool can_roll = s.rolls_left() > 0;
      if (!allowed.empty() && (!can_roll || r % 3 != 0)) {
        a = kivi::place_action(allowed[(r / 3) % allowed.size()].cell);
      } else if (kivi::dice_total(s.held()) == 0 && r % 2 == 0) {
        // Hold the free dice of the most frequent value (at most five), one key each.
        int best = 1;
        for (int v = 1; v <= 6; ++v)
          if (s.free_dice()[static_cast<std::size_t>(v)] > s.free_dice()[static_cast<std::size_t>(best)]) best = v;
        const int k = std::min(s.free_dice()[static_cast<std::size_t>(best)], 5);
        for (int i = 0; i < k; ++i) table.act(kivi::hold_action(best));
      }
    }
    table.act(a);
  }
  return table.state().history();
}

const std::string kDealerArgs =
    "--audio none --speech text --input stdin --game kivi --players 2 --mode dealer --set computers=2 --set level=normal --names Eva";

TEST(KiviEndToEnd, WholeSeededGameAgainstTheComputerEndsWithTheRanking) {
  const std::uint64_t seed = 2026;
  const GameOptions options{{"players", "2"}, {"computers", "2"}};
  const auto actions = library_game(options, seed);
  auto game = kivi::make_kivi_game(options);
  const std::string keys = keys_for(*game, actions, 0);
  const std::string journal = test::temp_path("kivi.journal");
  auto r = run_spoluhrac(kDealerArgs + " --seed " + std::to_string(seed) + " --journal " + journal, keys);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err.find("missing message"), std::string::npos) << r.err;
  EXPECT_EQ(read_journal(journal).actions, actions) << "the binary played exactly the library's game\n" << r.out;

  // The ranking the players hear is the engine's final ranking.
  auto final_state = replay(*game, actions);
  const auto& end = static_cast<const kivi::KiviState&>(*final_state);
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  std::vector<std::string> names{"Eva", "Hráč 2"};
  kivi::Context c{end, names, Mode::Dealer, cs, Verbosity::Normal};
  const auto top = end.ranking().front();
  const std::string winner = std::string(top.seat == 0 ? "SAY Konec hry. Vítězka: " : "SAY Konec hry. Vítěz: ") +
                             names[static_cast<std::size_t>(top.seat)] + ", " +
                             std::to_string(top.score) + " bodů.";
  auto tail = lines_from(r.out, winner);
  ASSERT_GE(tail.size(), 4u) << r.out;
  EXPECT_EQ(tail[1], "SAY " + cs.render(kivi::ranking(c)[0]));
  EXPECT_EQ(tail[2], "SAY " + cs.render(kivi::ranking(c)[1]));
  EXPECT_EQ(tail[3], "SAY Hra skončila. Enter: zpět do nabídky. Plus a minus: výsledky.");
  EXPECT_TRUE(contains_line(r.out, "SOUND game_won"));
  EXPECT_TRUE(contains_line(r.out, "SAY KIVI: dva hráči, deset kol. Začíná Eva."));
  EXPECT_TRUE(contains_line(r.out, "SAY Eva na tahu, desáté kolo, v zásobě jeden kámen.") ||
              contains_line(r.out, "SAY Eva na tahu, desáté kolo, v zásobě 0 kamenů."));
  EXPECT_NE(r.out.find("SAY Hráč 2 hází znovu"), std::string::npos) << "the computer's rerolls are narrated";
  EXPECT_GT(std::count(r.out.begin(), r.out.end(), '\n'), 200);

  // The same seed and keys give the same transcript.
  auto again = run_spoluhrac(kDealerArgs + " --seed " + std::to_string(seed), keys);
  EXPECT_EQ(again.out, r.out);
  std::remove(journal.c_str());
}

TEST(KiviEndToEnd, ResumingACutJournalEndsLikeTheUncutGame) {
  const std::uint64_t seed = 77;
  const GameOptions options{{"players", "2"}, {"computers", "2"}};
  const auto actions = library_game(options, seed);
  auto game = kivi::make_kivi_game(options);
  const std::string journal = test::temp_path("kivi-full.journal");
  auto full = run_spoluhrac(kDealerArgs + " --seed " + std::to_string(seed) + " --journal " + journal,
                            keys_for(*game, actions, 0));
  ASSERT_EQ(full.status, 0) << full.err;
  const std::string final_part = tail_from_last(full.out, "SAY Konec hry.");
  ASSERT_FALSE(final_part.empty()) << full.out;
  auto journal_lines = lines(test::read_file(journal));
  ASSERT_EQ(journal_lines.size(), actions.size() + 1);
  for (std::size_t cut : {std::size_t{0}, std::size_t{3}, actions.size() / 3, actions.size() / 2 + 1,
                          actions.size() - 2}) {
    // Written as a journal from before key groups (no '+' marks), so a cut inside a key stays
    // possible: a crash now ends a journal only between keys.
    std::string text;
    for (std::size_t i = 0; i <= cut; ++i) {
      const std::string& line = journal_lines[i];
      text += (line.starts_with('+') ? line.substr(1) : line) + "\n";
    }
    const std::string cut_path = test::temp_path("kivi-cut.journal");
    test::write_file(cut_path, text);
    auto resumed = run_spoluhrac("--audio none --speech text --input stdin --resume " + cut_path,
                                 keys_for(*game, actions, cut));
    ASSERT_EQ(resumed.status, 0) << resumed.err;
    EXPECT_TRUE(contains_line(resumed.out, "SAY Pokračuje uložená hra KIVI.")) << resumed.out;
    EXPECT_EQ(tail_from_last(resumed.out, "SAY Konec hry."), final_part) << "cut at " << cut;
    EXPECT_EQ(read_journal(cut_path).actions, actions) << "cut at " << cut;
    std::remove(cut_path.c_str());
  }
  std::remove(journal.c_str());
}

const std::string kAssistantArgs =
    "--audio none --speech text --input stdin --game kivi --players 2 --mode assistant --set computers=none "
    "--names Eva,Petr";

TEST(KiviEndToEnd, AssistantTurnWithTypedDiceAHoldARefusalAndAPlacement) {
  // Eva types her dice in any order (a mistyped 6 taken back), holds the three fives (the
  // first 5 right after the sixth die holds at once and says so: it might have been meant
  // as a seventh die), rolls the other three again, is refused an AAA cell, and places on
  // AAA BB.
  auto r = run_spoluhrac(kAssistantArgs,
                         "5 3 6 back 5 2 5 3  5 5 5 ok  2 3 3  9 1 4 ok  9 4 2 ok  "
                         "4 2 6 4 2 6  9 4 3");
  ASSERT_EQ(r.status, 0) << r.err;
  auto tail = lines_from(r.out, "SAY Zadej 6 kostek, v libovolném pořadí.");
  const std::vector<std::string> expected = {
      "SAY Zadej 6 kostek, v libovolném pořadí.",
      "SAY 5, ještě 5 kostek.",
      "SAY 3, ještě čtyři kostky.",
      "SAY 6, ještě tři kostky.",
      "SAY Smazáno 6, ještě čtyři kostky.",
      "SAY 5, ještě tři kostky.",
      "SAY 2, ještě dvě kostky.",
      "SAY 5, ještě jedna kostka.",
      "SOUND dice_rolled",
      "SAY První hod: 5 5 5 3 3 2.",
      "SAY Kostky dovolují čtyři pole: trojice a dvojice. Pole vyjmenuje osmička.",
      "SAY Držím 5. Volné: 5 5 3 3 2.",
      "SAY Držené: 5 5. Volné: 5 3 3 2.",
      "SAY Držené: 5 5 5. Volné: 3 3 2.",
      "SAY Eva hází znovu, drží 5 5 5.",
      "SAY Zadej tři kostky, v libovolném pořadí.",
      "SAY 2, ještě dvě kostky.",
      "SAY 3, ještě jedna kostka.",
      "SOUND dice_rolled",
      "SAY Druhý hod: 5 5 5 3 3 2.",
      "SAY Kostky dovolují čtyři pole: trojice a dvojice. Pole vyjmenuje osmička.",
      "SAY Pole: řádek?",
      "SAY Řádek 1, sloupec?",
      "SAY Řádek 1, sloupec 4: trojice, jeden bod, volné.",
      "SAY Nepovoleno: platí vyšší kombinace, trojice a dvojice.",
      "SAY Vedle žádný kámen.",
      "SOUND refused",
      "SAY Pole na řádku 1, sloupci 4: trojice. Kostky ale ukazují vyšší kombinaci, která má volné pole: trojice a "
      "dvojice.",
      "SAY Pole: řádek?",
      "SAY Řádek 4, sloupec?",
      "SAY Řádek 4, sloupec 2: trojice a dvojice, jeden bod, volné.",
      "SAY Povoleno.",
      "SAY Vedle žádný kámen.",
      "SAY Eva: řádek 4, sloupec 2, trojice a dvojice, jeden bod. Skóre 1.",
      "SOUND your_turn",
      "SAY Petr na tahu, první kolo, v zásobě 10 kamenů.",
      "SAY Zadej 6 kostek, v libovolném pořadí.",
  };
  ASSERT_GE(tail.size(), expected.size()) << r.out;
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(tail[i], expected[i]) << "line " << i;
  // Petr's roll 6 6 4 4 2 2, then the cursor on row 4, column 3, next to Eva's stone.
  EXPECT_TRUE(contains_line(r.out, "SAY První hod: 6 6 4 4 2 2.")) << r.out;
  auto ls = lines(r.out);
  ASSERT_GE(ls.size(), 3u);
  EXPECT_EQ(ls[ls.size() - 3], "SAY Řádek 4, sloupec 3: vše sudé, dva body, volné.");
  EXPECT_EQ(ls[ls.size() - 2], "SAY Povoleno.");
  EXPECT_EQ(ls[ls.size() - 1], "SAY Vedle: Eva vlevo.");
}

// Issue 39, item 5: 1 2 3 4 5 5 shows a straight of five, and ABCDE cells are free, so the
// ABCD cell on row 2, column 5 is refused with the reason; an ABCDE cell is then taken.
TEST(KiviEndToEnd, AStraightOfFiveIsRefusedAStraightOfFourCellWhileAFiveCellIsFree) {
  auto r = run_spoluhrac(kAssistantArgs, "1 2 3 4 5 5 9 2 5 ok 9 1 2 ok");
  ASSERT_EQ(r.status, 0) << r.err;
  auto tail = lines_from(r.out, "SAY První hod: 5 5 4 3 2 1.");
  const std::vector<std::string> expected = {
      "SAY První hod: 5 5 4 3 2 1.",
      "SAY Kostky dovolují čtyři pole: postupka pěti. Pole vyjmenuje osmička.",
      "SAY Pole: řádek?",
      "SAY Řádek 2, sloupec?",
      "SAY Řádek 2, sloupec 5: postupka čtyř, jeden bod, volné.",
      "SAY Nepovoleno: platí vyšší kombinace, postupka pěti.",
      "SAY Vedle žádný kámen.",
      "SOUND refused",
      "SAY Pole na řádku 2, sloupci 5: postupka čtyř. Kostky ale ukazují vyšší kombinaci, která má volné pole: "
      "postupka pěti.",
      "SAY Pole: řádek?",
      "SAY Řádek 1, sloupec?",
      "SAY Řádek 1, sloupec 2: postupka pěti, dva body, volné.",
      "SAY Povoleno.",
      "SAY Vedle žádný kámen.",
      "SAY Eva: řádek 1, sloupec 2, postupka pěti, dva body. Skóre 2.",
  };
  ASSERT_GE(tail.size(), expected.size()) << r.out;
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(tail[i], expected[i]) << "line " << i;
}

TEST(KiviEndToEnd, SixOfAKindKnocksOutAStoneAndTheThrowerMovesIt) {
  auto r = run_spoluhrac(kAssistantArgs,
                         "1 1 2 1 1 1  9 4 4 ok  6 6 6 6 6 6  9 4 4 ok  ok  next ok  help");
  ASSERT_EQ(r.status, 0) << r.err;
  auto tail = lines_from(r.out, "SAY Petr: šest stejných, žolík na řádek 4, sloupec 4: dvě trojice, tři body. Skóre 3.");
  const std::vector<std::string> expected = {
      "SAY Petr: šest stejných, žolík na řádek 4, sloupec 4: dvě trojice, tři body. Skóre 3.",
      "SOUND capture",
      "SAY Petr vyhazuje kámen, který drží Eva.",
      "SAY Eva: skóre kleslo na 0.",
      "SAY Petr: vyber volné pole pro vyhozený kámen, který drží Eva. Plus a minus procházejí volná pole, devítka, "
      "řádek, sloupec vybere pole, Enter potvrdí.",
      "SOUND refused",
      "SAY Nejdřív vyber volné pole: plus a minus, nebo devítka, řádek, sloupec.",
      "SOUND menu_move",
      "SAY Řádek 1, sloupec 1: dvě dvojice, jeden bod, vedle žádný kámen.",
      "SAY Petr přesouvá kámen, který drží Eva: řádek 1, sloupec 1, dvě dvojice, jeden bod. Eva má skóre 1.",
      "SOUND your_turn",
      "SAY Eva na tahu, druhé kolo, v zásobě 9 kamenů.",
      "SAY Zadej 6 kostek, v libovolném pořadí.",
      "SAY Hoď kostkami na stole a zadej jejich čísla jedna až šest, v libovolném pořadí. Tečka smaže poslední "
      "zadanou kostku. Plus a minus: skóre a plán po řádcích a sloupcích.",
  };
  ASSERT_GE(tail.size(), expected.size()) << r.out;
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(tail[i], expected[i]) << "line " << i;
  EXPECT_TRUE(contains_line(r.out, "SAY Pět stejných je žolík: libovolné volné pole.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Šest stejných je žolík: libovolné pole, i se soupeřovým kamenem."));
}

TEST(KiviEndToEnd, ThePersonWhoThrewSixOfAKindMovesTheComputersStone) {
  // Assistant mode, the computer is seat 1: its five of a kind is typed, it places where
  // the bot likes; Eva's six of a kind takes that cell, and Eva, the thrower, moves the
  // computer's stone (PRODUCT.md), to the first free cell.
  const std::uint64_t seed = 5;
  auto game = kivi::make_kivi_game({{"players", "2"}, {"computers", "1"}});
  auto state = game->new_initial_state();
  for (int v : {3, 3, 3, 3, 3, 6}) state->apply(kivi::die_action(v));
  kivi::KiviBot bot(seed);
  const Action robot = bot.choose(*state);
  ASSERT_LT(robot, kivi::kCells);
  const int cell = robot - kivi::kPlaceBase;
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game kivi --players 2 --mode assistant "
                         "--set computers=1 --set level=normal --names Robot,Eva --seed " + std::to_string(seed),
                         "3 3 6 3 3 3  6 6 6 6 6 6 " + cell_keys(cell) + " next ok");
  ASSERT_EQ(r.status, 0) << r.err;
  const std::string at = "řádek " + std::to_string(kivi::row_of(cell) + 1) + ", sloupec " +
                         std::to_string(kivi::col_of(cell) + 1);
  EXPECT_NE(r.out.find("SAY Robot: pět stejných, žolík na " + at + ": "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("SAY Eva: šest stejných, žolík na " + at + ": "), std::string::npos) << r.out;
  auto tail = lines_from(r.out, "SAY Eva vyhazuje kámen, který drží Robot.");
  ASSERT_GE(tail.size(), 8u) << r.out;
  EXPECT_EQ(tail[1], "SAY Robot: skóre kleslo na 0.");
  EXPECT_EQ(tail[2], "SAY Eva: vyber volné pole pro vyhozený kámen, který drží Robot. Plus a minus procházejí volná "
                     "pole, devítka, řádek, sloupec vybere pole, Enter potvrdí.");
  EXPECT_EQ(tail[3], "SOUND menu_move");
  EXPECT_EQ(tail[5].rfind("SAY Eva přesouvá kámen, který drží Robot: řádek ", 0), 0u) << tail[5];
  EXPECT_EQ(tail[6], "SOUND your_turn");
  EXPECT_EQ(tail[7], "SAY Robot na tahu, druhé kolo, v zásobě 9 kamenů.");
}

TEST(KiviEndToEnd, EnglishTurnAndStatus) {
  auto r = run_spoluhrac("--lang en " + kAssistantArgs, "5 3 5 2 5 3 repeat repeat");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY First roll: 5 5 5 3 3 2.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Round 1, Eva to play, 10 stones in hand."));
  EXPECT_TRUE(contains_line(r.out, "SAY Petr: 0 points, 10 stones in hand."));
  EXPECT_TRUE(contains_line(r.out, "SAY 2 rolls left."));
}

TEST(KiviEndToEnd, MenuReachesKiviAndTheComputerQuestion) {
  // Main menu 3 (KIVI), dealer (item 1, the mode is asked first), 2 players (key 2), the
  // computer plays seat 2 (item 2), at the normal level (2).
  auto r = run_spoluhrac("--audio none --speech text --input stdin --seed 3", "3 1 2 2 2");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY 1: Program hází kostkami.")) << r.out << "dice are rolled, not dealt";
  EXPECT_TRUE(contains_line(r.out, "SAY Hraje i počítač?")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY 2: Počítač hraje za druhého hráče.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Jak silně má počítač hrát?")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY 3: Silně, přemýšlí déle.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY KIVI: dva hráči, deset kol. Začíná Hráč 1.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Hráč 1 na tahu, první kolo, v zásobě 10 kamenů."));
}

TEST(KiviEndToEnd, LessonEndsWithTheFiftySixPoints) {
  // To the walk-through of the example, then ok through its parts.
  const std::string keys = test::lesson_keys_to(kivi::lesson(), "example") + "ok ok ok ok ok ok";
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game kivi --players 2 --mode lesson", keys);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Výuka: KIVI.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Vodorovná řada v řádku 4, sloupce 2 až 4: 1 + 2 + 3 je 6, krát 3 je 18."));
  EXPECT_TRUE(contains_line(r.out, "SAY Součet: 56 bodů, jako v pravidlech."));
}

}  // namespace
}  // namespace sh

namespace sh {
namespace {

TEST(KiviEndToEnd, AssistantModeBackTakesBackTheLastEntry) {
  const std::string journal = test::temp_path("kivi-undo.journal");
  // Six dice typed (a straight), ok = roll again; back takes back the roll, back again the dice.
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game kivi --players 2 --mode assistant "
                               "--set computers=none --journal " + journal,
                               "1 2 3 4 5 6 ok back ok back ok");
  ASSERT_EQ(r.status, 0) << r.err;
  auto ls = test::lines(r.out);
  EXPECT_EQ(std::count(ls.begin(), ls.end(), "SAY Poslední zápis zrušen."), 2) << r.out;
  EXPECT_EQ(ls.back(), "SAY Zadej 6 kostek, v libovolném pořadí.") << r.out;
  EXPECT_TRUE(read_journal(journal).actions.empty()) << "both entries are gone from the journal";
  std::remove(journal.c_str());
}

}  // namespace
}  // namespace sh
