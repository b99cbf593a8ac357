// The program shell as a blind player meets it every minute (issues 18 and 20): files
// stay in the data folder, --journal never overwrites an unfinished game, interrupted
// games are listed and can be deleted, the main menu's numbers do not move, a number
// choice answers to its number, the first default name is read "hráč jedna", errors are
// Czech, the entry that ends a game can be taken back, --help names every game, the
// statistics and settings are good Czech, and a second copy of the program ends at once
// (issue 39). One scripted key run per bullet.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <thread>

#include "../games/sipky/sipky_test_support.h"
#include "../narration/czech_grammar_support.h"
#include "../speech/live_program.h"
#include "core/chance.h"
#include "core/journal.h"
#include "games/registry.h"
#include "narration/catalog.h"
#include "play/table.h"
#include "storage/history.h"
#include "test_support.h"

namespace sh {
namespace {

namespace fs = std::filesystem;

const std::string kText = "--audio none --speech text --input stdin";

// A home of its own (settings and data folders) and an empty working folder to run in.
struct Home : test::TempHome {
  fs::path cwd = dir / "cwd";
  Home() : TempHome("shell-home") { fs::create_directories(cwd); }
  // Runs the binary from the working folder.
  test::RunResult run(const std::string& args, const std::string& keys) const {
    return test::run_spoluhrac(args, keys, "cd " + cwd.string() + " && " + env());
  }
  std::vector<std::string> data_files() const {
    std::vector<std::string> out;
    std::error_code ec;
    for (fs::directory_iterator it(data(), ec), end; !ec && it != end; it.increment(ec))
      out.push_back(it->path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
  }
};

std::vector<std::string> said(const std::string& out) {
  std::vector<std::string> s;
  for (const auto& l : test::lines(out))
    if (l.rfind("SAY ", 0) == 0) s.push_back(l.substr(4));
  return s;
}

bool has_line(const std::string& out, const std::string& line) {
  auto ls = test::lines(out);
  return std::find(ls.begin(), ls.end(), line) != ls.end();
}

// A game of `id` played at a library Table with seeded random choices (and typed chance
// outcomes in assistant mode) until it ends: the action list of a whole game.
std::vector<Action> random_game(const GameEntry& entry, GameOptions options, Mode mode, std::uint64_t seed) {
  if (entry.mode_is_option) options["mode"] = mode_name(mode);
  auto game = entry.make_game(options);
  Table table(game, mode, seed, {});
  std::uint64_t step = 0;
  while (!table.state().is_terminal() && step < 100000) {
    const auto& s = table.state();
    Action a;
    if (s.is_chance()) {
      auto outcomes = s.chance_outcomes();
      a = outcomes[chance_bits(seed, step) % outcomes.size()].first;
    } else {
      auto legal = s.legal_actions();
      a = legal[chance_bits(seed ^ 0x5eed, step) % legal.size()];
    }
    ++step;
    table.act(a);
    if (mode == Mode::Dealer) table.run_chance();
  }
  return table.state().history();
}

// A journal of the first `count` actions of a game, as the program writes it.
void write_game_journal(const fs::path& path, const GameEntry& entry, GameOptions options, Mode mode,
                        std::uint64_t seed, const std::vector<Action>& actions, std::size_t count,
                        const std::vector<std::string>& names) {
  if (entry.mode_is_option) options["mode"] = mode_name(mode);
  auto game = entry.make_game(options);
  std::vector<std::string> all = names;
  for (int s = static_cast<int>(all.size()); s < game->num_players(); ++s) all.push_back("Hráč " + std::to_string(s + 2));
  Table table(game, mode, seed, all);
  table.restore({actions.begin(), actions.begin() + static_cast<std::ptrdiff_t>(std::min(count, actions.size()))});
  fs::create_directories(path.parent_path());
  table.journal_to(path.string());
}

GameOptions options_of(const std::string& id) {
  if (id == "sipky") return {{"players", "2"}, {"variant", "stojedna"}, {"series", "single"}, {"target", "101"}};
  if (id == "quist") return {{"games", "1"}, {"seating", "chosen"}, {"computers", "none"}};
  if (id == "kivi") return {{"players", "2"}, {"computers", "none"}};
  return {{"players", "2"}};
}

// ---------------------------------------------------------------- files and journals

// Everything under the home other than the data and settings folders, and anything in
// the working folder: files that appeared where they do not belong.
std::vector<std::string> strays(const Home& home) {
  std::vector<std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(home.dir)) {
    if (!e.is_regular_file()) continue;
    const auto rel = fs::relative(e.path(), home.dir).string();
    if (rel.rfind("data/spoluhrac/", 0) == 0 || rel.rfind("config/spoluhrac/", 0) == 0) continue;
    out.push_back(rel);
  }
  return out;
}

TEST(ShellPolish, NoFileAppearsOutsideTheDataDirectoryAfterPlayingTakingBackAndFinishingEveryGameInEveryMode) {
  Home home;
  // Šipky played through whole from the keys: dealer mode with a leave asked and refused,
  // assistant mode with a take-back mid-game and of the final entry.
  const auto actions = test::library_game({{"players", "3"}, {"target", "101"}}, 5);
  auto dealer = home.run(kText + " --seed 5 --game sipky --players 3 --mode dealer --variant stojedna "
                                 "--set series=single --set target=101 --set computers=none --names A,B,C",
                         "back 5 " + test::keys_for(actions, 0) + " ok");
  ASSERT_EQ(dealer.status, 0) << dealer.err;
  EXPECT_TRUE(has_line(dealer.out, "SAY Konec hry do 101. Vítěz: " + std::string("A") + ".") ||
              dealer.out.find("SAY Konec hry do 101.") != std::string::npos)
      << dealer.out;
  auto assistant = home.run(kText + " --game sipky --players 1 --mode assistant --variant stojedna "
                                    "--set series=single --set target=101",
                            "ok 7 2 back ok ok 5 3 0 ok back ok 0 ok ok");
  ASSERT_EQ(assistant.status, 0) << assistant.err;
  EXPECT_TRUE(has_line(assistant.out, "SAY Poslední zápis zrušen.")) << assistant.out;
  EXPECT_TRUE(has_line(assistant.out, "SAY Poslední zápis zrušen, výsledek se nezapsal.")) << assistant.out;

  // Every game in both modes from its journal: resumed from the menu's list, one entry
  // taken back (assistant mode rewrites the journal), and a finished journal recorded.
  std::uint64_t seed = 11;
  for (const auto& entry : game_registry()) {
    for (Mode mode : {Mode::Dealer, Mode::Assistant}) {
      ++seed;
      const auto game = random_game(entry, options_of(entry.id), mode, seed);
      ASSERT_GT(game.size(), 4u) << entry.id;
      write_game_journal(home.data() / "current.journal", entry, options_of(entry.id), mode, seed, game,
                         game.size() / 2, {"Eva"});
      // The main menu's resume item (its fixed number), the game, continue; back + ok.
      const int resume_key = static_cast<int>(game_registry().size()) + 3;
      auto r = home.run(kText, std::to_string(resume_key) + " 1 1 back ok");
      ASSERT_EQ(r.status, 0) << entry.id << r.err;
      EXPECT_TRUE(has_line(r.out, "SAY Pokračuje uložená hra.") || r.out.find("SAY Pokrač") != std::string::npos)
          << entry.id << "\n" << r.out;
      // The whole game, finished: recorded and removed at the next start.
      write_game_journal(home.data() / "current.journal", entry, options_of(entry.id), mode, seed, game, game.size(),
                         {"Eva"});
      auto f = home.run(kText, "");
      ASSERT_EQ(f.status, 0);
      EXPECT_FALSE(fs::exists(home.data() / "current.journal")) << entry.id << ": a finished game is recorded";
    }
  }
  EXPECT_EQ(strays(home), std::vector<std::string>{}) << "files outside the data folder";
  for (const auto& f : home.data_files())
    EXPECT_TRUE(f == "history.db" || f.rfind("interrupted-", 0) == 0 || f == "current.journal") << f;
}

TEST(ShellPolish, JournalOptionOnAFileWithAnUnfinishedGameOffersToResumeItAndNeverOverwritesIt) {
  Home home;
  const fs::path journal = home.dir / "mine.journal";
  const std::string args = kText + " --game sipky --players 2 --mode assistant --variant stojedna "
                                   "--set series=single --set target=101 --journal " + journal.string();
  auto first = home.run(args, "ok 7 2");
  ASSERT_EQ(first.status, 0) << first.err;
  const auto saved = read_journal(journal.string());
  ASSERT_EQ(saved.actions.size(), 4u);
  // A new game on the same file: the program says so and offers the saved one.
  auto second = home.run(args, "");
  ASSERT_EQ(second.status, 0) << second.err;
  EXPECT_NE(second.out.find("SAY Soubor záznamu už obsahuje rozehranou hru, nepřepíšu ho: Numeramis Šipky, dva hráči"),
            std::string::npos)
      << second.out;
  EXPECT_TRUE(has_line(second.out, "SAY 1: Pokračovat v ní.")) << second.out;
  EXPECT_TRUE(has_line(second.out, "SAY 2: Hrát novou hru bez záznamu.")) << second.out;
  EXPECT_EQ(read_journal(journal.string()).actions, saved.actions) << "the unfinished game is not overwritten";
  // 1 continues it, in the same file.
  auto resumed = home.run(args, "1 ok 5 3");
  EXPECT_TRUE(has_line(resumed.out, "SAY Pokračuje uložená hra.")) << resumed.out;
  EXPECT_EQ(read_journal(journal.string()).actions.size(), 8u);
  // 2 plays a new game and leaves the file alone.
  auto fresh = home.run(args, "2 ok 1 1");
  EXPECT_TRUE(has_line(fresh.out, "SAY Šipky do 101. Rozdává Hráč 2.")) << fresh.out;
  EXPECT_EQ(read_journal(journal.string()).actions.size(), 8u);
  // A file that is not a journal at all is not overwritten either.
  const fs::path letter = home.dir / "letter.txt";
  test::write_file(letter.string(), "Milá babičko,\n");
  auto other = home.run(kText + " --game sipky --players 2 --mode assistant --variant stojedna --set series=single "
                                "--set target=101 --journal " + letter.string(),
                        "ok 7 2");
  EXPECT_TRUE(has_line(other.out, "SAY Zadaný soubor záznamu obsahuje něco jiného než hru, nepřepíšu ho. Hraje se bez "
                                  "záznamu."))
      << other.out;
  EXPECT_EQ(test::read_file(letter.string()), "Milá babičko,\n");
}

// Starts a Šipky game in assistant mode, types one throw and leaves it interrupted.
void leave_a_game(const Home& home, const std::string& names) {
  auto r = home.run(kText + " --game sipky --players 2 --mode assistant --variant stojedna --set series=single "
                            "--set target=101 --names " + names,
                    "ok 7 2");
  ASSERT_EQ(r.status, 0) << r.err;
}

TEST(ShellPolish, InterruptedGamesAreListedNewestFirstFromTheMenuAndOneCanBeDeleted) {
  Home home;
  for (const char* names : {"Ada,Bob", "Cyril,Dana", "Ema,Filip"}) {
    leave_a_game(home, names);
    // Each new game keeps the one before aside; the file times tell the order.
    for (const auto& f : home.data_files())
      if (f.rfind("interrupted-", 0) == 0)
        fs::last_write_time(home.data() / f, fs::last_write_time(home.data() / f) - std::chrono::hours(1));
  }
  const std::string resume = test::main_menu_key(test::MainMenuItem::Interrupted);
  auto list = home.run(kText, resume);
  ASSERT_EQ(list.status, 0) << list.err;
  const auto s = said(list.out);
  EXPECT_TRUE(has_line(list.out, "SAY " + resume + ": Pokračovat v přerušené hře, výběr ze tří her.")) << list.out;
  auto at = std::find(s.begin(), s.end(), "Přerušené hry, nejnovější první. Číslice hru vybere, tečka zpět.");
  ASSERT_NE(at, s.end()) << list.out;
  ASSERT_GE(s.end() - at, 4);
  EXPECT_EQ(at[1].rfind("1: Numeramis Šipky, dva hráči: Ema, Filip, dnes ", 0), 0u) << at[1];
  EXPECT_EQ(at[2].rfind("2: Numeramis Šipky, dva hráči: ", 0), 0u) << at[2];
  EXPECT_EQ(at[3].rfind("3: Numeramis Šipky, dva hráči: ", 0), 0u) << at[3];
  // Delete the newest: the interrupted games, 1, 2 (delete).
  auto del = home.run(kText, resume + " 1 2");
  EXPECT_TRUE(has_line(del.out, "SAY 1: Pokračovat v této hře.")) << del.out;
  EXPECT_TRUE(has_line(del.out, "SAY Smazáno: Numeramis Šipky, dva hráči.")) << del.out;
  auto after = home.run(kText, resume + " 1 1");
  EXPECT_NE(after.out.find("SAY " + resume + ": Pokračovat v přerušené hře, výběr ze dvou her."), std::string::npos) << after.out;
  EXPECT_EQ(after.out.find("Ema, Filip"), std::string::npos) << after.out;
  EXPECT_TRUE(has_line(after.out, "SAY Pokračuje uložená hra.")) << after.out;
}

TEST(ShellPolish, AtMostAHandfulOfInterruptedGamesAreKept) {
  Home home;
  for (int i = 0; i < 8; ++i) {
    leave_a_game(home, "P" + std::to_string(i) + ",Q");
    for (const auto& f : home.data_files())
      if (f.rfind("interrupted-", 0) == 0)
        fs::last_write_time(home.data() / f, fs::last_write_time(home.data() / f) - std::chrono::hours(1));
  }
  int aside = 0;
  for (const auto& f : home.data_files()) aside += f.rfind("interrupted-", 0) == 0;
  EXPECT_EQ(aside, 5);
  EXPECT_TRUE(fs::exists(home.data() / "current.journal"));
}

TEST(ShellPolish, MainMenuNumbersDoNotMoveWithAnInterruptedGame) {
  Home home;
  auto before = home.run(kText, "");
  leave_a_game(home, "Ada,Bob");
  const std::string stats = test::main_menu_key(test::MainMenuItem::Statistics);
  const std::string settings = test::main_menu_key(test::MainMenuItem::Settings);
  const std::string resume = test::main_menu_key(test::MainMenuItem::Interrupted);
  auto after = home.run(kText, settings);
  for (const std::string& line : {std::string("SAY 1: Numeramis Šipky."), "SAY " + stats + ": Statistiky.",
                                  "SAY " + settings + ": Nastavení.", std::string("SAY 0: Konec programu.")}) {
    EXPECT_TRUE(has_line(before.out, line)) << line << "\n" << before.out;
    EXPECT_TRUE(has_line(after.out, line)) << line << "\n" << after.out;
  }
  EXPECT_TRUE(has_line(after.out, "SAY " + resume + ": Pokračovat v přerušené hře: Numeramis Šipky, dva hráči.")) << after.out;
  EXPECT_EQ(before.out.find("SAY " + resume + ":"), std::string::npos) << before.out;
  EXPECT_TRUE(has_line(after.out, "SAY Nastavení.")) << settings << " is still the settings\n" << after.out;
}

// ---------------------------------------------------------------- speech

TEST(ShellPolish, MenuNumbersAreReadAlike) {
  auto r = test::run_spoluhrac(kText + " --game sipky --mode dealer --variant stojedna --set series=single --set target=101", "");
  const auto s = said(r.out);
  for (const char* line : {"Kolik vás hraje?", "1: Jeden hráč.", "2: Ve dvou.", "3: Ve třech.", "4: Ve čtyřech.",
                           "5: V pěti.", "6: V šesti.", "8: V osmi."})
    EXPECT_NE(std::find(s.begin(), s.end(), line), s.end()) << line << "\n" << r.out;
}

// Default names are written alike, with digits ("Hráč 1" beside "Hráč 2"), in speech,
// caption and braille; eSpeak is given "Hráč jedna" (narration/spoken_form.h).
TEST(ShellPolish, DefaultNamesAreWrittenAlikeWithDigits) {
  auto r = test::run_spoluhrac(kText + " --game sipky --players 2 --mode assistant --variant stojedna "
                                       "--set series=single --set target=101",
                               "ok 7 2");
  EXPECT_TRUE(has_line(r.out, "SAY Hráč 1 na tahu, první hod.")) << r.out;
  EXPECT_TRUE(has_line(r.out, "SAY Hráč 1: 72, celkem 72, chybí 29 bodů.")) << r.out;
  EXPECT_EQ(r.out.find("Hráč jedna"), std::string::npos) << r.out;
}

TEST(ShellPolish, ErrorsFromFilesAndLibrariesAreSpokenInCzechAndTheDetailGoesToTheLog) {
  Home home;
  fs::create_directories(home.config());
  test::write_file((home.config() / "settings.json").string(), "{\"speech\": [");
  fs::create_directories(home.data());
  test::write_file((home.data() / "current.journal").string(), "{\"format\":\"spoluhrac-journal\",\"version\":1}\nx\n");
  test::write_file((home.data() / "history.db").string(), "this is not a database, it is a text file of some length");
  auto r = home.run(kText + " --game sipky --players 2 --mode assistant --variant stojedna --set series=single "
                            "--set target=101 --journal /nonexistent-folder/x.journal",
                    "ok 7 2");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has_line(r.out, "SAY Soubor nastavení byl poškozený. Uschoval jsem ho a platí výchozí nastavení."))
      << r.out;
  EXPECT_TRUE(has_line(r.out, "SAY Historie her byla poškozená. Uschoval jsem ji a začínám novou.")) << r.out;
  EXPECT_TRUE(has_line(r.out, "SAY Záznam hry nejde zapisovat, hraje se bez něj.")) << r.out;
  auto resumed = home.run(kText, "");
  // What the player hears has no English in it; the log has the detail.
  for (const auto* out : {&r.out, &resumed.out})
    for (const auto& line : said(*out))
      for (const char* english : {"cannot", "No such", "error", "json", "parse", "database", "journal", "file is",
                                  "syntax", ".corrupt"})
        EXPECT_EQ(line.find(english), std::string::npos) << "\"" << line << "\" has \"" << english << "\"";
  EXPECT_NE(r.err.find("No such file or directory"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("settings"), std::string::npos) << r.err;
}

TEST(ShellPolish, TheEntryThatEndsAGameCanBeTakenBackOnceBeforeItIsStored) {
  Home home;
  const std::string args = kText + " --game sipky --players 1 --mode assistant --variant stojedna "
                                   "--set series=single --set target=101 --names Eva";
  // Eva types 72, then 95 by mistake instead of 29 (over the target: the game ends).
  // ... and after the game, the statistics from the main menu.
  auto r = home.run(args, "ok 7 2 ok 9 5 back ok 2 9 ok " + test::main_menu_key(test::MainMenuItem::Statistics));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has_line(r.out, "SAY Zrušit poslední zápis: Eva, konec hry? Enter zruší. Tečka znovu: odejít do "
                              "nabídky. Jiná klávesa: výsledek platí."))
      << r.out;
  EXPECT_TRUE(has_line(r.out, "SAY Poslední zápis zrušen, výsledek se nezapsal.")) << r.out;
  EXPECT_TRUE(has_line(r.out, "SAY Přesně 101! Eva: 29, celkem 101.")) << r.out;
  EXPECT_TRUE(has_line(r.out, "SAY 1: Eva, Numeramis Šipky do 101: jedna partie, jedna výhra, nejvíc sto jedna bodů."))
      << r.out;
  // Only the corrected game is in the history.
  History h(home.data() / "history.db");
  const auto stats = h.stats();
  ASSERT_EQ(stats.size(), 1u);
  EXPECT_EQ(stats[0].games, 1);
  EXPECT_EQ(stats[0].best, 101);
  ASSERT_EQ(h.action_lists().size(), 1u);
}

// ---------------------------------------------------------------- structure

TEST(ShellPolish, HelpNamesEveryGameUnderGame) {
  auto r = test::run_spoluhrac("--help", "");
  EXPECT_EQ(r.status, 0);
  auto at = r.out.find("--game");
  ASSERT_NE(at, std::string::npos) << r.out;
  const std::string line = r.out.substr(at, r.out.find('\n', at) - at);
  for (const auto& entry : game_registry()) EXPECT_NE(line.find(entry.id), std::string::npos) << entry.id << ": " << line;
}

// ---------------------------------------------------------------- menus and choices

TEST(ShellPolish, PlayersChosenWithTheKeyOfTheirNumberInEveryGame) {
  for (const auto& entry : game_registry()) {
    const SetupQuestion* players = nullptr;
    for (const auto& q : entry.questions)
      if (q.option == "players") players = &q;
    if (!players) continue;
    const auto keys = choice_keys(*players);
    for (std::size_t i = 0; i < players->choices.size(); ++i)
      EXPECT_EQ(std::to_string(keys[i]), players->choices[i].value) << entry.id;
  }
  // KIVI from the main menu: 3 = KIVI, 1 = the program rolls (the mode is asked first), 2 = two players.
  auto r = test::run_spoluhrac(kText, "3 1 2");
  const auto s = said(r.out);
  EXPECT_NE(std::find(s.begin(), s.end(), "2: Ve dvou."), s.end()) << r.out;
  EXPECT_NE(std::find(s.begin(), s.end(), "4: Ve čtyřech."), s.end()) << r.out;
  EXPECT_NE(r.out.find(": Počítač hraje za druhého hráče."), std::string::npos) << "two players chosen\n" << r.out;
  // Quist's number of games: 1, 3, 5 on their digits and 10 on 0.
  auto q = test::run_spoluhrac(kText + " --game quist --mode assistant", "");
  EXPECT_NE(q.out.find("SAY 0: "), std::string::npos) << q.out;
  EXPECT_NE(q.out.find("SAY 5: "), std::string::npos) << q.out;
}

// ---------------------------------------------------------------- statistics and settings

TEST(ShellPolish, StatisticsAreCzechSentencesWithoutTheComputersSeats) {
  Home home;
  fs::create_directories(home.data());
  {
    History h(home.data() / "history.db");
    GameRecord quist;
    quist.game = "quist";
    quist.variant = "3 games";
    quist.mode = "dealer";
    for (int seat = 0; seat < 4; ++seat) {
      ResultLine l;
      l.seat = seat;
      l.name = seat == 0 ? "Hráč jedna" : "Hráč " + std::to_string(seat + 1);
      l.score = seat % 2 == 0 ? 8 : 0;
      l.won = false;
      l.computer = seat > 0;
      quist.results.push_back(l);
    }
    ASSERT_TRUE(h.record(quist)) << h.error();
    GameRecord sipky;
    sipky.game = "sipky";
    sipky.variant = "presny 101";
    sipky.mode = "assistant";
    sipky.results.push_back({0, "Eva", 1, 101, true, false, false});
    ASSERT_TRUE(h.record(sipky)) << h.error();
  }
  auto r = home.run(kText, test::main_menu_key(test::MainMenuItem::Statistics));
  const auto s = said(r.out);
  EXPECT_NE(std::find(s.begin(), s.end(), "1: Eva, Numeramis Šipky na přesný výsledek, do 101: jedna partie, jedna výhra, "
                                          "nejvíc sto jedna bodů."),
            s.end())
      << r.out;
  EXPECT_NE(std::find(s.begin(), s.end(),
                      "2: Hráč jedna, Numeramis Quist na tři hry: jedna partie, žádná výhra, nejvíc 8 zdvihů."),
            s.end())
      << r.out;
  EXPECT_EQ(r.out.find("Hráč 2"), std::string::npos) << "the computer's seats are left out\n" << r.out;
  const Catalog cs = Catalog::load(std::string(SPOLUHRAC_SOURCE_DIR) + "/locales/cs.po");
  for (const auto& line : s)
    for (const auto& p : test::czech_grammar_problems(line, cs)) ADD_FAILURE() << p << " in \"" << line << "\"";
}

TEST(ShellPolish, SettingsAreCzechSentences) {
  auto r = test::run_spoluhrac(kText, test::main_menu_key(test::MainMenuItem::Settings) + " 6");
  const auto s = said(r.out);
  for (const char* line : {"1: Podrobnost řeči, běžná.", "2: Rychlost řeči, 175 slov za minutu.",
                           "4: Hlasitost řeči, 100 procent.", "6: Zvukové signály, zapnuty.", "7: Hlasitost signálů, 80 procent.", "8: Jazyk, čeština, platí od příštího spuštění."})
    EXPECT_NE(std::find(s.begin(), s.end(), line), s.end()) << line << "\n" << r.out;
  const Catalog cs = Catalog::load(std::string(SPOLUHRAC_SOURCE_DIR) + "/locales/cs.po");
  for (const auto& line : s)
    for (const auto& p : test::czech_grammar_problems(line, cs)) ADD_FAILURE() << p << " in \"" << line << "\"";
}

// Issue 30: a variant inside the sentence keeps its small letter ("KIVI ve dvou", not "Ve
// dvou"), Numberfloor's best is stars, Člověče says no best (four pieces home means
// nothing), and a lesson's progress reads "hotovo 6 z dvaceti pěti kroků".
TEST(ShellPolish, StatisticsSayVariantsAndBestsInTheGamesOwnWords) {
  Home home;
  fs::create_directories(home.data());
  {
    History h(home.data() / "history.db");
    auto one = [&](const std::string& game, int score) {
      GameRecord r;
      r.game = game;
      r.variant = "2 players";
      r.mode = "dealer";
      r.results.push_back({0, "Eva", 1, score, true, false, false});
      r.results.push_back({1, "Petr", 2, 0, false, false, false});
      ASSERT_TRUE(h.record(r)) << h.error();
    };
    one("kivi", 30);
    one("numberfloor", 5);
    one("clovece", 4);
    ASSERT_TRUE(h.save_lesson_position("Eva", "kivi", "kivi", 5, 25));
    for (int step = 0; step < 6; ++step) ASSERT_TRUE(h.save_lesson_step("Eva", "kivi", "kivi", {step, "s", true, 0}));
  }
  auto r = home.run(kText, test::main_menu_key(test::MainMenuItem::Statistics));
  const auto s = said(r.out);
  // An item, whatever its number: "3: Eva, ..." is said_item("Eva, ...").
  auto said_item = [&](const std::string& text) {
    return std::any_of(s.begin(), s.end(), [&](const std::string& line) {
      const auto colon = line.find(": ");
      return colon != std::string::npos && colon <= 2 && line.substr(colon + 2) == text;
    });
  };
  EXPECT_TRUE(said_item("Eva, KIVI ve dvou: jedna partie, jedna výhra, nejvíc 30 bodů.")) << r.out;
  EXPECT_TRUE(said_item("Eva, Numberfloor ve dvou: jedna partie, jedna výhra, nejvíc 5 hvězd.")) << r.out;
  EXPECT_TRUE(said_item("Eva, Matfyzácké Člověče, nezlob se ve dvou: jedna partie, jedna výhra.")) << r.out;
  EXPECT_EQ(r.out.find("nejvíc čtyři body"), std::string::npos) << r.out;
  EXPECT_TRUE(said_item("Eva, výuka KIVI: hotovo 6 ze dvaceti pěti kroků, příště kapitola 2, Kombinace, krok 1.")) << r.out;
  const Catalog cs = Catalog::load(std::string(SPOLUHRAC_SOURCE_DIR) + "/locales/cs.po");
  for (const auto& line : s)
    for (const auto& p : test::czech_grammar_problems(line, cs)) ADD_FAILURE() << p << " in \"" << line << "\"";
}

// Issue 31: a lesson has chapters, so the next step is named by its chapter (its number in
// the chapter menu and its title) and counted within it, not across the whole lesson: KIVI's
// eighth step is the third of the chapter Kombinace.
TEST(ShellPolish, StatisticsNameTheNextStepByItsChapter) {
  Home home;
  fs::create_directories(home.data());
  {
    History h(home.data() / "history.db");
    ASSERT_TRUE(h.save_lesson_position("Eva", "kivi", "kivi", 7, 25));
    for (int step = 0; step < 7; ++step) ASSERT_TRUE(h.save_lesson_step("Eva", "kivi", "kivi", {step, "s", true, 0}));
  }
  auto r = home.run(kText, test::main_menu_key(test::MainMenuItem::Statistics));
  const auto s = said(r.out);
  auto said_item = [&](const std::string& text) {
    return std::any_of(s.begin(), s.end(), [&](const std::string& line) {
      const auto colon = line.find(": ");
      return colon != std::string::npos && colon <= 2 && line.substr(colon + 2) == text;
    });
  };
  EXPECT_TRUE(said_item("Eva, výuka KIVI: hotovo 7 ze dvaceti pěti kroků, příště kapitola 2, Kombinace, krok 3."))
      << r.out;
  EXPECT_EQ(r.out.find("příště krok"), std::string::npos) << r.out;
  const Catalog cs = Catalog::load(std::string(SPOLUHRAC_SOURCE_DIR) + "/locales/cs.po");
  for (const auto& line : s)
    for (const auto& p : test::czech_grammar_problems(line, cs)) ADD_FAILURE() << p << " in \"" << line << "\"";
}

// Issue 30: no game yet is a sentence, not a numbered item "1: Zatím žádná dohraná hra.".
TEST(ShellPolish, EmptyStatisticsAreASentenceNotAnItem) {
  Home home;
  auto r = home.run(kText, test::main_menu_key(test::MainMenuItem::Statistics) + " 1");
  const auto s = said(r.out);
  EXPECT_NE(std::find(s.begin(), s.end(), "Zatím žádná dohraná hra."), s.end()) << r.out;
  EXPECT_EQ(r.out.find("1: Zatím žádná dohraná hra."), std::string::npos) << r.out;
  // A digit picks nothing, and the refusal does not count items that are not there.
  EXPECT_EQ(s.back(), "Číslice tu nic nevybírá. Tečka: zpět.") << r.out;
}

// Issue 30: a value keeps its small letter ("dvě sekundy", not "Dvě sekundy"), half
// seconds read alike ("jedna a půl sekundy"), and help says what plus and minus do now:
// walk the list, or change the chosen setting (saved at once, no "Enter potvrdí").
TEST(ShellPolish, SettingsValuesHelpAndAdjustingSayWhatTheKeysDo) {
  Home home;
  const std::string settings = test::main_menu_key(test::MainMenuItem::Settings);
  auto r = home.run(kText, settings + " help 9 help prev next");
  const auto s = said(r.out);
  auto has_said = [&](const std::string& line) { return std::find(s.begin(), s.end(), line) != s.end(); };
  EXPECT_TRUE(has_said("Plus a minus procházejí nastavení, číslice 1 až 9 nebo Enter vybere to, které chceš změnit. "
                       "Nula přepne mezi prvními devíti a dalšími nastaveními. Tečka: zpět do nabídky."))
      << r.out;
  EXPECT_TRUE(has_said("Plus a minus mění hodnotu, každá změna se hned uloží. Enter nebo tečka: hotovo.")) << r.out;
  EXPECT_TRUE(has_said("Plus a minus mění hodnotu vybraného nastavení, každá změna se hned uloží. Enter nebo tečka: "
                       "hotovo, zpět na seznam."))
      << r.out;
  bool pace = false, half = false;
  for (const auto& line : s) {
    if (line.rfind("9: Tempo tahů počítače, ", 0) != 0) continue;
    pace = true;
    const std::string value = line.substr(std::string("9: Tempo tahů počítače, ").size());
    EXPECT_TRUE(!value.empty() && !(value[0] >= 'A' && value[0] <= 'Z') && value.rfind("\xC4\x8C", 0) != 0 &&
                value.rfind("\xC5\xA0", 0) != 0)
        << line;
    half = half || value.find(" a půl sekundy") != std::string::npos;
    EXPECT_EQ(value.find("1 a půl"), std::string::npos) << line;
  }
  EXPECT_TRUE(pace) << r.out;
  EXPECT_TRUE(half) << r.out;
  for (const auto& line : s) EXPECT_EQ(line.find("Enter potvrdí"), std::string::npos) << line;
  const Catalog cs = Catalog::load(std::string(SPOLUHRAC_SOURCE_DIR) + "/locales/cs.po");
  for (const auto& line : s)
    for (const auto& p : test::czech_grammar_problems(line, cs)) ADD_FAILURE() << p << " in \"" << line << "\"";
}

// Issue 39, item 13: a second copy started while one plays (from the menu again) would offer
// the running game as interrupted and write the same journal: it says that Spoluhráč
// already runs and ends; the first plays on, and after it a start is a normal start.
TEST(ShellPolish, ASecondCopySaysThatSpoluhracAlreadyRunsAndEnds) {
  Home home;
  test::LiveProgram first("first-copy", kText + " --no-window --no-braille --game sipky --players 2 --mode assistant "
                                                "--variant stojedna --set series=single --set target=101",
                          home.env());
  first.send("ok 7 2");
  // The throw is in the journal: the first copy is playing.
  std::size_t actions = 0;
  for (int i = 0; i < 1000 && actions < 4; ++i) {
    try {
      actions = read_journal((home.data() / "current.journal").string()).actions.size();
    } catch (const std::exception&) {
    }
    if (actions < 4) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ASSERT_EQ(actions, 4u) << first.out() << first.err();
  const auto second = home.run(kText, "1");
  EXPECT_EQ(second.status, 1) << second.out << second.err;
  EXPECT_EQ(said(second.out), std::vector<std::string>{"Spoluhráč už běží, druhý se nespustí. Hraj dál v tom, který běží."})
      << second.out;
  EXPECT_NE(second.err.find("already runs"), std::string::npos) << second.err;
  // The first plays on, its journal its own.
  first.send("ok 1 1");
  first.close_input();
  EXPECT_EQ(first.wait(), 0) << first.err();
  EXPECT_EQ(read_journal((home.data() / "current.journal").string()).actions.size(), 8u);
  // Gone: the next start is a normal one and offers that game as interrupted.
  const auto third = home.run(kText, "");
  EXPECT_EQ(third.status, 0) << third.err;
  EXPECT_TRUE(has_line(third.out, "SAY Hlavní nabídka. Vyber hru číslem.")) << third.out;
}

}  // namespace
}  // namespace sh
