// Numeramis Quist through the real binary (the scripted contract: key names on stdin,
// SAY/SOUND lines out): a dealer-mode match against three computers to its final standings,
// assistant-mode ties, the last trick's review window, refusals, hidden hands, and resuming
// a journal cut in the middle.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "play/table.h"
#include "core/journal.h"
#include "games/quist/quist_bot.h"
#include "games/quist/quist_controller.h"
#include "games/quist/quist_entry.h"
#include "games/quist/quist_narration.h"
#include "games/quist/quist_options.h"
#include "narration/language.h"
#include "test_support.h"

namespace sh::quist {
namespace {

using test::lines;
using test::run_spoluhrac;
using test::contains_line;
using test::tail_from_last;
using Lines = std::vector<std::string>;

const std::string kBase = "--audio none --speech text --input stdin --game quist ";
const std::string kAssistant =
    kBase + "--mode assistant --set games=1 --set seating=chosen --set dealer=4 --names Eva,Petr,Jana,Karel";
const Names kNames = {"Eva", "Petr", "Jana", "Karel"};

// The output lines from the first occurrence of `first` on.
Lines from(const std::string& out, const std::string& first) {
  auto ls = lines(out);
  auto at = std::find(ls.begin(), ls.end(), first);
  return Lines(at, ls.end());
}

// `block` appears in the output as consecutive lines.
bool contains_block(const std::string& out, const Lines& block) {
  auto ls = lines(out);
  return std::search(ls.begin(), ls.end(), block.begin(), block.end()) != ls.end();
}

std::string prefixed(const std::string& text) { return "SAY " + text; }

TEST(QuistEndToEnd, AssistantModeSingleTieAndADoubleTrick) {
  auto r = run_spoluhrac(kAssistant, "6 ok 6 ok 2 ok 1 ok  9 ok 3 ok 4 ok 5 ok");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_block(r.out, {"SAY Partie na jednu hru. Rozdává Karel, vynáší Eva.",
                                     "SAY Karel rozdá každému devět karet. Pak zadávejte každou vynesenou kartu: "
                                     "číslici a Enter.",
                                     "SAY Vynáší Eva."}))
      << r.out;
  EXPECT_EQ(from(r.out, "SAY Eva: 6? Enter potvrdí."),
            (Lines{"SAY Eva: 6? Enter potvrdí.",
                   "SAY Eva vynáší 6.",
                   "SAY Na tahu Petr.",
                   "SAY Petr: 6? Enter potvrdí.",
                   "SAY Petr: 6, shoda s nejvyšší kartou.",
                   "SAY Na tahu Jana.",
                   "SAY Jana: 2? Enter potvrdí.",
                   "SAY Jana: 2. Nejvýš zatím shoda na hodnotě 6.",
                   "SAY Na tahu Karel.",
                   "SAY Karel: 1? Enter potvrdí.",
                   "SAY Karel: 1.",
                   "SAY Shoda na hodnotě 6! Karty zůstávají na stole.",
                   "SAY Hraje se o dvojnásobný zdvih.",
                   "SAY Vynáší Eva.",
                   "SAY Eva: 9? Enter potvrdí.",
                   "SAY Eva vynáší 9.",
                   "SAY Na tahu Petr.",
                   "SAY Petr: 3? Enter potvrdí.",
                   "SAY Petr: 3. Nejvýš zatím Eva, 9.",
                   "SAY Na tahu Jana.",
                   "SAY Jana: 4? Enter potvrdí.",
                   "SAY Jana: 4. Nejvýš zatím Eva, 9.",
                   "SAY Na tahu Karel.",
                   "SAY Karel: 5? Enter potvrdí.",
                   "SAY Karel: 5.",
                   "SOUND trick_taken",
                   "SAY Eva bere dva zdvihy najednou.",
                   "SAY Zdvihy. Eva a Jana: 2, Petr a Karel: 0.",
                   "SAY Vynáší Eva."}))
      << r.out;
}

TEST(QuistEndToEnd, AssistantModeBackTakesBackTheLastLaidCard) {
  const std::string journal = test::temp_path("quist-undo.journal");
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game quist --mode assistant --set games=1 "
                         "--set seating=chosen --journal " + journal,
                         "5 ok back ok 3 ok");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Zrušit poslední kartu: Hráč 2, 5? Enter zruší. Tečka znovu: odejít do "
                                   "nabídky. Jiná klávesa: hrát dál.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Poslední karta zrušena."));
  EXPECT_TRUE(contains_line(r.out, "SAY Hráč 2 vynáší 3."));
  EXPECT_EQ(read_journal(journal).actions, (std::vector<Action>{3})) << "the journal follows the undo";
  std::remove(journal.c_str());
}

TEST(QuistEndToEnd, AssistantModeDoubleTieAnnouncesTheTripleStake) {
  auto r = run_spoluhrac(kAssistant, "6 ok 8 ok 8 ok 4 ok  2 ok 9 ok 9 ok 1 ok  0 ok 7 ok 3 ok 6 ok");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_block(r.out, {"SAY Karel: 4? Enter potvrdí.", "SAY Karel: 4.",
                                     "SAY Shoda na hodnotě 8! Karty zůstávají na stole.",
                                     "SAY Hraje se o dvojnásobný zdvih.", "SAY Vynáší Petr."}))
      << r.out;
  EXPECT_TRUE(contains_block(r.out, {"SAY Eva: 1? Enter potvrdí.", "SAY Eva: 1.",
                                     "SAY Shoda na hodnotě 9! Karty zůstávají na stole.",
                                     "SAY Hraje se o trojnásobný zdvih.", "SAY Vynáší Jana."}))
      << r.out;
  EXPECT_EQ(from(r.out, "SAY Jana: 0? Enter potvrdí."),
            (Lines{"SAY Jana: 0? Enter potvrdí.", "SAY Jana vynáší 0.", "SAY Na tahu Karel.",
                   "SAY Karel: 7? Enter potvrdí.", "SAY Karel: 7, zatím nejvýš.", "SAY Na tahu Eva.",
                   "SAY Eva: 3? Enter potvrdí.", "SAY Eva: 3. Nejvýš zatím Karel, 7.", "SAY Na tahu Petr.",
                   "SAY Petr: 6? Enter potvrdí.", "SAY Petr: 6.", "SOUND trick_taken",
                   "SAY Karel bere tři zdvihy najednou.", "SAY Zdvihy. Eva a Jana: 0, Petr a Karel: 3.",
                   "SAY Vynáší Karel."}))
      << r.out;
}

TEST(QuistEndToEnd, EnglishTranscriptOfATie) {
  auto r = run_spoluhrac("--lang en " + kAssistant, "6 ok 6 ok 2 ok 1 ok  9 ok 3 ok 4 ok 5 ok");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_block(r.out, {"SAY Karel: 1.", "SAY A tie on 6! The cards stay on the table.",
                                     "SAY Now playing for a double trick.", "SAY Eva leads."}))
      << r.out;
  EXPECT_TRUE(contains_block(r.out, {"SOUND trick_taken", "SAY Eva takes 2 tricks at once.",
                                     "SAY Tricks. Eva and Jana: 2, Petr and Karel: 0."}));
}

TEST(QuistEndToEnd, LastTrickReviewableUntilTheNextLeadThenRefused) {
  auto r = run_spoluhrac(kAssistant, "5 ok 7 ok 3 ok 2 ok next next  4 ok next next");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_block(r.out, {"SOUND menu_move", "SAY Stůl je prázdný. Vynáší Petr.", "SOUND menu_move",
                                     "SAY Poslední zdvih bere Petr kartou 7. Eva: 5, Petr: 7, Jana: 3, Karel: 2."}))
      << r.out;
  auto ls = lines(r.out);
  ASSERT_GE(ls.size(), 4u);
  EXPECT_EQ(Lines(ls.end() - 4, ls.end()),
            (Lines{"SAY Karty na stole. Petr: 4. Nejvýš Petr, 4.", "SOUND menu_move", "SOUND refused",
                   "SAY Poslední zdvih už prohlížet nelze: první karta dalšího zdvihu je vynesená a pak si podle "
                   "pravidel nikdo nesmí předchozí zdvihy prohlížet."}))
      << r.out;
}

TEST(QuistEndToEnd, NinthCardOfAValueIsRefusedAndBackCancelsADigit) {
  // Eight nines tie twice; the ninth is refused, a typed 5 is cancelled with back, 4 goes in.
  auto r = run_spoluhrac(kAssistant, "9 ok 9 ok 9 ok 9 ok 9 ok 9 ok 9 ok 9 ok 9 5 back 4 ok");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Hraje se o trojnásobný zdvih.")) << r.out;
  EXPECT_TRUE(contains_block(r.out, {"SOUND refused",
                                     "SAY Karta 9 být nemůže: všech 8 karet s hodnotou 9 už v této hře padlo.",
                                     "SAY Eva: 5? Enter potvrdí.", "SAY Zrušeno, zadej kartu znovu.",
                                     "SAY Eva: 4? Enter potvrdí.", "SAY Eva vynáší 4."}))
      << r.out;
}

// ---- dealer mode: the library plays what the binary will play -------------------------

struct Played {
  std::vector<Action> actions;  // the whole history, chance included
  std::vector<bool> human;      // by history index: a person laid this card
  std::vector<bool> game_end;   // by history index: this card ended a game (not the match)
  Lines final_lines;            // the match result and standings as the binary says them
};

// Plays a dealer-mode match at a library Table as the binary's controller does: computer
// seats by computer_choice, the people by a QuistBot of their own.
Played library_match(const GameOptions& options, std::uint64_t seed, const Names& names) {
  auto game = entry().make_game(options);
  Table table(game, sh::Mode::Dealer, seed, names);
  table.run_chance();
  const QuistBot person(seed + 99);
  Played p;
  while (!table.state().is_terminal()) {
    const auto& s = static_cast<const QuistState&>(table.state());
    const bool computer = s.is_computer_seat(s.current_player());
    const Action a = computer ? computer_choice(s, seed) : person.choose(s.observation(s.current_player()));
    const std::size_t index = table.state().history().size();
    Events events = table.act(a);
    p.human.resize(table.state().history().size(), false);
    p.game_end.resize(table.state().history().size(), false);
    p.human[index] = !computer;
    bool ended = false;
    for (const auto& e : events) ended = ended || e.type == "game.end";
    p.game_end[index] = ended && !table.state().is_terminal();
  }
  p.actions = table.state().history();
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  for (const auto& m : final_standings(static_cast<const QuistState&>(table.state()), names))
    p.final_lines.push_back(prefixed(cs.render(m)));
  return p;
}

// The keys that make the binary play the same match from history index `from` on.
std::string keys_for(const Played& p, std::size_t from) {
  std::string keys;
  for (std::size_t i = from; i < p.actions.size(); ++i) {
    if (p.human[i]) keys += std::to_string(p.actions[i]) + " ok ";
    if (p.game_end[i]) keys += "ok ";
  }
  return keys;
}

const std::string kDealerOne = kBase + "--mode dealer --set seating=chosen --set computers=2,3,4 --set level=normal --names Eva,Petr,Jana,Karel";
const GameOptions kDealerOneOptions = {{"mode", "dealer"}, {"seating", "chosen"}, {"computers", "2,3,4"}};

TEST(QuistEndToEnd, AJournalFromBeforeSeatsFromOneKeepsItsComputersOnResume) {
  // Format 1 numbered Quist's computer seats from 0: "1,2,3" were Petr, Jana and Karel.
  const std::string path = test::temp_path("quist-v1.journal");
  test::write_file(path,
                   "{\"format\":\"spoluhrac-journal\",\"version\":1,\"game\":\"quist\",\"options\":{\"mode\":"
                   "\"dealer\",\"games\":\"1\",\"seating\":\"chosen\",\"computers\":\"1,2,3\",\"level\":\"normal\"},"
                   "\"mode\":\"dealer\",\"seed\":7,\"names\":[\"Eva\",\"Petr\",\"Jana\",\"Karel\"]}\n");
  auto resumed = run_spoluhrac("--audio none --speech text --input stdin --resume " + path, "");
  ASSERT_EQ(resumed.status, 0) << resumed.err;
  // The computers lay for Petr, Jana and Karel; the person is Eva.
  EXPECT_TRUE(contains_line(resumed.out, "SAY Petr vynáší 7.")) << resumed.out;
  EXPECT_EQ(lines(resumed.out).back(), "SAY Na tahu Eva.") << resumed.out;
  const auto rewritten = read_journal(path);
  EXPECT_EQ(rewritten.header.version, 2) << "the journal goes on in today's format";
  EXPECT_EQ(rewritten.header.options.at("computers"), "2,3,4");
  std::remove(path.c_str());
}

TEST(QuistOptions, AJournalOfFormatOneIsRenumberedFromOne) {
  GameOptions old = {{"dealer", "0"}, {"computers", "1,3"}, {"seating", "cut"}};
  upgrade_journal_options(old, 1);
  EXPECT_EQ(old, (GameOptions{{"dealer", "1"}, {"computers", "2,4"}, {"seating", "cut"}}));
  GameOptions none = {{"computers", "none"}};
  upgrade_journal_options(none, 1);
  EXPECT_EQ(none.at("computers"), "none");
  GameOptions today = {{"computers", "1,3"}};
  upgrade_journal_options(today, 2);
  EXPECT_EQ(today.at("computers"), "1,3") << "format 2 already counts from 1";
}

TEST(QuistEndToEnd, DealerMatchAgainstThreeComputersReachesTheFinalStandings) {
  const std::uint64_t seed = 2024;
  GameOptions options = kDealerOneOptions;
  options["games"] = "10";
  const Played p = library_match(options, seed, kNames);
  const std::string journal = test::temp_path("quist.journal");
  const std::string args = kDealerOne + " --set games=10 --seed " + std::to_string(seed);
  auto full = run_spoluhrac(args + " --journal " + journal, keys_for(p, 0));
  ASSERT_EQ(full.status, 0) << full.err;
  EXPECT_EQ(read_journal(journal).actions, p.actions) << "the binary played exactly the library's match";
  ASSERT_EQ(p.final_lines.size(), 4u);
  Lines ending{"SOUND game_won"};
  ending.insert(ending.end(), p.final_lines.begin(), p.final_lines.end());
  ending.push_back("SAY Hra skončila. Enter: zpět do nabídky. Plus a minus: výsledky.");
  EXPECT_TRUE(contains_block(full.out, ending)) << full.out;
  EXPECT_EQ(lines(full.out).back(), ending.back());
  // What a computer laid is narrated; the person hears the turn with its cue; games end.
  EXPECT_TRUE(contains_block(full.out, {"SOUND your_turn", "SAY Na tahu Eva."}) ||
              contains_block(full.out, {"SOUND your_turn", "SAY Vynáší Eva."}));
  EXPECT_TRUE(contains_line(full.out, "SAY Petr, Jana a Karel: hraje počítač."));
  EXPECT_TRUE(contains_line(full.out, "SAY Desátá hra z deseti. Rozdává Petr, vynáší Jana.")) << full.out;
  const auto ls = lines(full.out);
  EXPECT_EQ(std::count(ls.begin(), ls.end(), "SAY Enter: další hra."), 9);
  EXPECT_EQ(std::count(ls.begin(), ls.end(), "SOUND card_dealt"), 10) << "one cue per deal";
  EXPECT_EQ(std::count(ls.begin(), ls.end(), "SOUND refused"), 0);
  EXPECT_EQ(full.out.find("tvoje karty"), std::string::npos) << "hands are read only on request";

  // The same seed and keys give the same transcript.
  auto again = run_spoluhrac(args, keys_for(p, 0));
  EXPECT_EQ(again.out, full.out);

  // Resume journals cut in the middle: the same final lines as uncut.
  const std::string final_part = tail_from_last(full.out, "SAY Konec partie.");
  ASSERT_FALSE(final_part.empty());
  const auto journal_lines = lines(test::read_file(journal));
  for (std::size_t cut : {std::size_t{5}, std::size_t{40}, p.actions.size() / 3, p.actions.size() / 2 + 1,
                          p.actions.size() - 3}) {
    // Written as a journal from before key groups (no '+' marks), so a cut inside a key stays
    // possible: a crash now ends a journal only between keys.
    std::string text = journal_lines.front() + "\n";
    for (std::size_t i = 0; i < cut; ++i) {
      const std::string& line = journal_lines[i + 1];
      text += (line.starts_with('+') ? line.substr(1) : line) + "\n";
    }
    const std::string cut_path = test::temp_path("quist-cut.journal");
    test::write_file(cut_path, text);
    auto resumed = run_spoluhrac("--audio none --speech text --input stdin --resume " + cut_path, keys_for(p, cut));
    ASSERT_EQ(resumed.status, 0) << resumed.err;
    EXPECT_TRUE(contains_line(resumed.out, "SAY Pokračuje uložená partie.")) << resumed.out;
    EXPECT_EQ(tail_from_last(resumed.out, "SAY Konec partie."), final_part) << "cut at " << cut;
    EXPECT_EQ(read_journal(cut_path).actions, p.actions) << "the resumed journal continues the match exactly";
    std::remove(cut_path.c_str());
  }
  std::remove(journal.c_str());
}

// The hand of the person on turn at the first prompt of a seeded dealer-mode match.
ValueCounts first_hand(const GameOptions& options, std::uint64_t seed, int* seat) {
  auto game = entry().make_game(options);
  Table table(game, sh::Mode::Dealer, seed, kNames);
  table.run_chance();
  while (static_cast<const QuistState&>(table.state()).is_computer_seat(table.state().current_player()))
    table.act(computer_choice(static_cast<const QuistState&>(table.state()), seed));
  const auto& s = static_cast<const QuistState&>(table.state());
  *seat = s.current_player();
  return s.hand(*seat);
}

std::string cards_text(const ValueCounts& hand) {
  std::string out;
  for (int v = 0; v < kValues; ++v)
    for (int k = 0; k < hand[static_cast<std::size_t>(v)]; ++k) out += (out.empty() ? "" : ", ") + std::to_string(v);
  return out;
}

TEST(QuistEndToEnd, DealerModeRefusesACardNotInHandAndReadsTheHandOnRequest) {
  GameOptions options = kDealerOneOptions;
  options["games"] = "1";
  int seat = -1;
  const ValueCounts hand = first_hand(options, 77, &seat);
  ASSERT_EQ(seat, 0);
  int missing = -1, held = -1;
  for (int v = 0; v < kValues; ++v) (hand[static_cast<std::size_t>(v)] ? held : missing) = v;
  ASSERT_GE(missing, 0);
  auto r = run_spoluhrac(kDealerOne + " --set games=1 --seed 77",
                         "next " + std::to_string(missing) + " " + std::to_string(held) + " ok repeat repeat");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_block(r.out, {"SOUND menu_move", prefixed("Eva, tvoje karty: " + cards_text(hand) + ".")}))
      << r.out;
  EXPECT_TRUE(contains_block(r.out, {"SOUND refused", prefixed("Kartu " + std::to_string(missing) + " v ruce nemáš.")}))
      << r.out;
  EXPECT_TRUE(contains_line(r.out, prefixed("Karta " + std::to_string(held) + ". Enter ji vynese.")));
  EXPECT_TRUE(contains_line(r.out, "SAY Partie na jednu hru. Rozdává Eva, vynáší Petr."));
}

TEST(QuistEndToEnd, SeveralPeopleHearAHandOnlyAfterItsOwnersRequest) {
  // No computers: four people share the keypad. Petr leads (Eva deals).
  const std::string args = kBase + "--mode dealer --set games=1 --set seating=chosen --set computers=none --seed 5 "
                                   "--names Eva,Petr,Jana,Karel";
  int seat = -1;
  const ValueCounts hand =
      first_hand({{"mode", "dealer"}, {"games", "1"}, {"seating", "chosen"}, {"computers", "none"}}, 5, &seat);
  ASSERT_EQ(seat, 1);
  auto gate_only = run_spoluhrac(args, "next repeat repeat");
  ASSERT_EQ(gate_only.status, 0) << gate_only.err;
  EXPECT_TRUE(contains_line(gate_only.out, "SAY Tvoje karty, Petr. Ostatní ať neposlouchají. Enter je přečte."))
      << gate_only.out;
  EXPECT_EQ(gate_only.out.find("tvoje karty:"), std::string::npos) << "no hand without its owner's OK";

  auto asked = run_spoluhrac(args, "next ok");
  ASSERT_EQ(asked.status, 0) << asked.err;
  EXPECT_EQ(lines(asked.out).back(), prefixed("Petr, tvoje karty: " + cards_text(hand) + "."));
}

TEST(QuistEndToEnd, MenusReachBothModesAndTheLesson) {
  // Main menu 2 (Quist); mode 2 (assistant), 10 games (on 0), seating chosen; then a card.
  auto assistant = run_spoluhrac("--audio none --speech text --input stdin", "2 2 0 1 5 ok");
  ASSERT_EQ(assistant.status, 0) << assistant.err;
  EXPECT_TRUE(contains_line(assistant.out, "SAY Hráč 1 rozdá každému devět karet. Pak zadávejte každou vynesenou "
                                           "kartu: číslici a Enter."))
      << assistant.out;
  EXPECT_TRUE(contains_line(assistant.out, "SAY Hráč 2 vynáší 5.")) << assistant.out;

  // Mode 1 (dealer), 3 games, seating chosen, computers for players 2-4, normal level.
  auto dealer = run_spoluhrac("--audio none --speech text --input stdin --seed 9", "2 1 3 1 3 2 help");
  ASSERT_EQ(dealer.status, 0) << dealer.err;
  EXPECT_TRUE(contains_line(dealer.out, "SAY Hráč 2, Hráč 3 a Hráč 4: hraje počítač.")) << dealer.out;
  EXPECT_TRUE(contains_line(dealer.out, "SAY První hra ze tří. Rozdává Hráč 1, vynáší Hráč 2."));
  EXPECT_TRUE(contains_line(dealer.out, "SOUND card_dealt"));

  auto lesson = run_spoluhrac("--audio none --speech text --input stdin", "2 3");
  ASSERT_EQ(lesson.status, 0) << lesson.err;
  EXPECT_TRUE(contains_line(lesson.out, "SAY Výuka: Numeramis Quist.")) << lesson.out;
}

TEST(QuistEndToEnd, AssistantJournalResumesWithTheSameEnding) {
  // A whole one-game match typed in assistant mode, then resumed from its middle.
  std::vector<int> cards = {5, 7, 3, 2, 6, 8, 8, 4, 2, 9, 9, 1, 0, 7, 3, 6};
  for (int i = 0; i < 20; ++i) cards.push_back(i % 10);  // the rest of the 36 cards
  auto keys_from = [&](std::size_t first) {
    std::string keys;
    for (std::size_t i = first; i < cards.size(); ++i) keys += std::to_string(cards[i]) + " ok ";
    return keys;
  };
  const std::string keys = keys_from(0);
  const std::string journal = test::temp_path("quist-assistant.journal");
  auto full = run_spoluhrac(kAssistant + " --journal " + journal, keys);
  ASSERT_EQ(full.status, 0) << full.err;
  const std::string ending = tail_from_last(full.out, "SAY Konec partie.");
  ASSERT_FALSE(ending.empty()) << full.out;
  const auto journal_lines = lines(test::read_file(journal));
  ASSERT_EQ(journal_lines.size(), 37u);
  const std::size_t cut = 18;
  std::string text;
  for (std::size_t i = 0; i <= cut; ++i) text += journal_lines[i] + "\n";
  const std::string cut_path = test::temp_path("quist-assistant-cut.journal");
  test::write_file(cut_path, text);
  const std::string rest = keys_from(cut);
  auto resumed = run_spoluhrac("--audio none --speech text --input stdin --resume " + cut_path, rest);
  ASSERT_EQ(resumed.status, 0) << resumed.err;
  EXPECT_TRUE(contains_line(resumed.out, "SAY Pokračuje uložená partie."));
  EXPECT_EQ(tail_from_last(resumed.out, "SAY Konec partie."), ending);
  std::remove(journal.c_str());
  std::remove(cut_path.c_str());
}

}  // namespace
}  // namespace sh::quist
