// The real binary through the scripted contract: stdin key names in, SAY/SOUND lines out.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "play/table.h"
#include "core/chance.h"
#include "core/journal.h"
#include "../../play/lesson_test_support.h"
#include "games/sipky/sipky_entry.h"
#include "games/sipky/sipky_lesson.h"
#include "games/sipky/sipky_game.h"
#include "sipky_test_support.h"
#include "test_support.h"

namespace sh {
namespace {

using test::lines;
using test::run_spoluhrac;
using test::contains_line;
using test::tail_from_last;
using test::keys_for;
using test::library_game;

const std::string kExampleArgs =
    "--audio none --speech text --input stdin --game sipky --players 4 --mode assistant --variant stojedna "
    "--set series=single --set target=101 --names Alojz,David,Bedřich,Cyril";

// The rulebook's example, typed as the players would: tens first, "0 ok" to stop.
const std::string kExampleKeys =
    "ok 2 7  ok 7 5  ok 2 1  ok 4 0\n"
    "ok 7 1  ok 2 4  ok 3 2  ok 6 0\n"
    "1 4  0 ok  ok 4 1  0 ok\n"
    "1 0 7\n";

TEST(SipkyEndToEnd, RulebookExampleInAssistantModeGivesTheRulebookRanking) {
  auto r = run_spoluhrac(kExampleArgs, kExampleKeys);
  ASSERT_EQ(r.status, 0) << r.err;
  auto ls = lines(r.out);
  auto at = std::find(ls.begin(), ls.end(), "SAY Konec hry do 101. Vítěz: Bedřich.");
  ASSERT_NE(at, ls.end()) << r.out;
  ASSERT_GE(ls.end() - at, 5);
  EXPECT_EQ(at[1], "SAY První místo: Bedřich, sto jedna bodů.");
  EXPECT_EQ(at[2], "SAY Druhé místo: Cyril, 100 bodů.");
  EXPECT_EQ(at[3], "SAY Třetí místo: David, 99 bodů.");
  EXPECT_EQ(at[4], "SAY Čtvrté místo: Alojz, 102 bodů, přes 101.");
  EXPECT_TRUE(contains_line(r.out, "SAY Alojz: 71, celkem 98, chybí tři body."));
  EXPECT_TRUE(contains_line(r.out, "SAY Přes! Alojz má 102, ze hry venku."));
  EXPECT_TRUE(contains_line(r.out, "SAY Nula jde mimo terč. Další karta."));
  EXPECT_TRUE(contains_line(r.out, "SOUND game_won"));
}

TEST(SipkyEndToEnd, EnglishTranscriptOfTheExample) {
  auto r = run_spoluhrac("--lang en " + kExampleArgs, kExampleKeys);
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY First place: Bedřich, 101 points.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Fourth place: Alojz, 102 points, over 101."));
  EXPECT_TRUE(contains_line(r.out, "SAY Bust! Alojz has 102, out."));
}

TEST(SipkyEndToEnd, NinthSevenIsRefusedWithTheReasonAndNothingIsLost) {
  // Four throws of 7 7 use all eight sevens; the fifth player's 7 is refused, then 5 3 goes in.
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game sipky --players 5 --mode assistant "
                         "--variant stojedna --set series=single --set target=301",
                         "ok 7 7 ok 7 7 ok 7 7 ok 7 7 ok 7 5 3");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Sedmička už nepřijde, všech osm padlo.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SOUND refused"));
  EXPECT_TRUE(contains_line(r.out, "SAY Hráč 5: 53, celkem 53, chybí 248 bodů.")) << r.out;
}

TEST(SipkyEndToEnd, BackCancelsAHalfTypedThrow) {
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game sipky --players 1 --mode assistant "
                         "--variant stojedna --set series=single --set target=101",
                         "ok 9 back 1 2");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Karta zrušena, zadej hod znovu."));
  EXPECT_TRUE(contains_line(r.out, "SAY Hráč 1: 12, celkem 12, chybí 89 bodů.")) << r.out;
}

TEST(SipkyEndToEnd, UnknownKeyNameIsSpokenAndIgnored) {
  auto r = run_spoluhrac("--audio none --speech text --input stdin", "banana 9");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Neznámá klávesa: banana.")) << r.out;
  EXPECT_NE(r.out.find("SAY Taková položka není. Stiskni "), std::string::npos) << r.out;
}

TEST(SipkyEndToEnd, MissingAudioDeviceIsSaidOnceAndTextGoesOn) {
  // Šipky, then dealer mode (the mode is asked first).
  auto r = run_spoluhrac("--input stdin", "1 1", "SDL_AUDIODRIVER=no-such-driver");
  ASSERT_EQ(r.status, 0) << r.err;
  auto ls = lines(r.out);
  EXPECT_EQ(std::count(ls.begin(), ls.end(), "SAY Nenašel jsem zvukové zařízení, mluvím jen textem."), 1) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Jakou hru?"));
}

TEST(SipkyEndToEnd, MenusReachAGameAndHelpRepeatAndReviewWork) {
  // Main menu 1 (Šipky), mode 1 (dealer, asked first), variant 1, series 1, target 1 (101),
  // 2 players, computers 1 (nobody).
  auto r = run_spoluhrac("--audio none --speech text --input stdin --seed 5", "1 1 1 1 1 2 1 help next next repeat");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Šipky do 101. Rozdává Hráč 2.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Hráč 1 na tahu, první hod."));
  auto ls = lines(r.out);
  auto help = std::find(ls.begin(), ls.end(), "SAY Enter nebo dvojka: dvě karty.");
  ASSERT_NE(help, ls.end()) << r.out;
  // next, next: the turn item, then the first player's score; repeat says it again.
  ASSERT_GE(ls.end() - help, 6);
  EXPECT_EQ(ls.back(), "SAY Hráč 1: 0, chybí sto jedna bodů.");
  EXPECT_EQ(ls[ls.size() - 2], "SAY Hráč 1: 0, chybí sto jedna bodů.");
  EXPECT_EQ(ls[ls.size() - 3], "SOUND menu_move");
}

TEST(SipkyEndToEnd, RepeatTwiceGivesTheFullStatus) {
  auto r = run_spoluhrac("--audio none --speech text --input stdin --seed 5 --game sipky --players 2 --mode dealer "
                         "--variant stojedna --set series=single --set target=101",
                         "1 repeat repeat");  // 1: nobody is the computer
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Hráč 2: 0, chybí sto jedna bodů.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Neviděných karet 80. Nul 8, jedniček 8, dvojek 8, trojek 8, čtyřek 8, pětek "
                                   "8, šestek 8, sedmiček 8, osmiček 8, devítek 8."));
}

TEST(SipkyEndToEnd, SeededTranscriptIsIdenticalAndResumeFromACutJournalEndsTheSame) {
  const std::string args = "--audio none --speech text --input stdin --seed 4242 --game sipky --players 3 "
                           "--mode dealer --variant stojedna --set series=placement --set games=2 --set target=101 --names A,B,C";
  const GameOptions options{{"players", "3"}, {"series", "placement"}, {"games", "2"}};
  const std::vector<Action> actions = library_game(options, 4242);
  const std::string keys = keys_for(options, actions, 0);
  const std::string journal = test::temp_path("full.journal");
  // The new game asks who the computer plays: 1, nobody (a resumed game does not ask).
  auto full = run_spoluhrac(args + " --journal " + journal, "1 " + keys);
  ASSERT_EQ(full.status, 0) << full.err;
  auto again = run_spoluhrac(args, "1 " + keys);
  EXPECT_EQ(full.out, again.out) << "the same seed and keys give the same transcript";
  EXPECT_NE(full.out.find("SAY Konec série. Celkové pořadí:"), std::string::npos) << full.out;

  auto saved = read_journal(journal);
  ASSERT_EQ(saved.actions, actions) << "the binary played exactly the library's game";
  const std::string final_part = tail_from_last(full.out, "SAY Konec hry do 101.");
  ASSERT_FALSE(final_part.empty());

  auto header_line = lines(test::read_file(journal)).front();
  auto journal_lines = lines(test::read_file(journal));
  // Cut at the edges and at seeded random actions (mid-throw cuts included).
  std::vector<std::size_t> cuts = {0, 1, actions.size() - 1};
  for (std::uint64_t i = 0; i < 4; ++i) cuts.push_back(chance_bits(2026, i) % actions.size());
  for (std::size_t cut : cuts) {
    std::string text = header_line + "\n";
    // Written as a journal from before key groups (no '+' marks), so a cut mid-throw stays
    // possible: the dealer deals the rest on resume.
    for (std::size_t i = 0; i < cut; ++i) {
      const std::string& line = journal_lines[i + 1];
      text += (line.starts_with('+') ? line.substr(1) : line) + "\n";
    }
    const std::string cut_path = test::temp_path("cut.journal");
    test::write_file(cut_path, text);
    auto resumed = run_spoluhrac("--audio none --speech text --input stdin --resume " + cut_path,
                                 keys_for(options, actions, cut));
    ASSERT_EQ(resumed.status, 0) << resumed.err;
    EXPECT_NE(resumed.out.find("SAY Pokračuje uložená hra."), std::string::npos);
    EXPECT_EQ(tail_from_last(resumed.out, "SAY Konec hry do 101."), final_part) << "cut at " << cut;
    EXPECT_EQ(read_journal(cut_path).actions, actions) << "the resumed journal continues the game exactly";
    std::remove(cut_path.c_str());
  }
  std::remove(journal.c_str());
}

TEST(SipkyEndToEnd, CorruptJournalIsReportedAndTheMenuFollows) {
  const std::string path = test::temp_path("bad.journal");
  const std::string header = "{\"format\":\"spoluhrac-journal\",\"version\":1,\"game\":\"sipky\",\"options\":{\"players\":"
                             "\"2\"},\"mode\":\"dealer\",\"seed\":1,\"names\":[]}\n";
  // No usable header: nothing to resume.
  test::write_file(path, "{\"format\":\"spoluhrac-journal\",\"version\":1}\n10\tthrow two\n");
  auto r = run_spoluhrac("--audio none --speech text --input stdin --resume " + path, "");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("SAY Uloženou hru nejde obnovit, její záznam je poškozený nebo nečitelný."), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("bad header"), std::string::npos) << "the detail goes to the log, in English";
  EXPECT_EQ(r.out.find("bad header"), std::string::npos) << "the player hears Czech only";
  EXPECT_NE(r.out.find("SAY Hlavní nabídka."), std::string::npos);
  // A bad line (issue 39, item 4): the game goes on from the whole keys before it.
  test::write_file(path, header + "10\tthrow two\nbanana\n12\n");
  r = run_spoluhrac("--audio none --speech text --input stdin --resume " + path, "");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("SAY Záznam hry byl poškozený. Hra pokračuje od posledního celého zápisu před poškozeným "
                       "místem, dva zápisy jsem vynechal. Původní záznam jsem uschoval vedle něj."),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.err.find("not an action"), std::string::npos) << "the detail goes to the log, in English";
  EXPECT_EQ(r.out.find("not an action"), std::string::npos) << "the player hears Czech only";
  EXPECT_NE(r.out.find("SAY Pokračuje uložená hra."), std::string::npos) << r.out;
  // An action that breaks the rules at once: the game goes on from its start.
  test::write_file(path, header + "12\tstop\n");
  r = run_spoluhrac("--audio none --speech text --input stdin --resume " + path, "");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("jeden zápis jsem vynechal"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("breaks the rules"), std::string::npos) << r.err;
  // The originals kept beside it ("<name>.corrupt-<time>") go with it.
  const std::string kept = std::filesystem::path(path).filename().string() + ".corrupt-";
  for (const auto& e : std::filesystem::directory_iterator(std::filesystem::path(path).parent_path()))
    if (e.path().filename().string().rfind(kept, 0) == 0) std::filesystem::remove(e.path());
  std::remove(path.c_str());
}

TEST(SipkyEndToEnd, LessonWalksTheRulebookExample) {
  auto r = run_spoluhrac("--audio none --speech text --input stdin --game sipky --mode lesson --variant stojedna "
                         "--set series=single --set target=101 --players 4",
                         // To the walk-through of the example, then ok through its parts.
                         test::lesson_keys_to(sipky::lesson(), "example") + "ok ok ok ok ok ok ok ok ok ok ok ok ok");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Příklad z pravidel: hrají Alojz, David, Bedřich a Cyril, hru 101.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Přesně 101! Bedřich: 7, celkem 101."));
  EXPECT_TRUE(contains_line(r.out, "SAY Čtvrté místo: Alojz, 102 bodů, přes 101."));
}

}  // namespace
}  // namespace sh

namespace sh {
namespace {

TEST(SipkyEndToEnd, BackTakesBackAMistypedThrowInAssistantModeAndTheJournalFollows) {
  const std::string journal = test::temp_path("undo.journal");
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game sipky --players 2 --mode assistant "
                               "--variant stojedna --set series=single --set target=101 --journal " + journal,
                               "ok 7 2 back ok ok 5 3");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains_line(r.out, "SAY Zrušit poslední zápis: Hráč 1, 72? Enter zruší. Tečka znovu: odejít do "
                                   "nabídky. Jiná klávesa: hrát dál.")) << r.out;
  EXPECT_TRUE(contains_line(r.out, "SAY Poslední zápis zrušen."));
  EXPECT_TRUE(contains_line(r.out, "SAY Hráč 1: 53, celkem 53, chybí 48 bodů."));
  auto saved = read_journal(journal);
  EXPECT_EQ(saved.actions, (std::vector<Action>{sipky::kThrowTwo, 5, 3, sipky::kComposeBase + 5}))
      << "the taken-back throw is gone from the journal too";
  // Back twice still leaves for the menu.
  auto leave = test::run_spoluhrac("--audio none --speech text --input stdin --game sipky --players 2 --mode assistant "
                                   "--variant stojedna --set series=single --set target=101",
                                   "ok 7 2 back back ok");
  EXPECT_TRUE(contains_line(leave.out, "SAY Hra opuštěna.")) << leave.out;
  std::remove(journal.c_str());
}

}  // namespace
}  // namespace sh
