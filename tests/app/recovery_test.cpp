// Nothing lost: a game interrupted by the end of input or by SIGKILL at random moments is
// offered at the next start and continues exactly; finished games reach the statistics.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <sstream>
#include <thread>

#include "core/chance.h"
#include "core/journal.h"
#include "games/registry.h"
#include "../games/sipky/sipky_test_support.h"
#include "test_support.h"

namespace sh {
namespace {

namespace fs = std::filesystem;

// Main menu items after the games: counted from the registry, so a new game does not move
// them here.
std::string stats_item() { return test::main_menu_key(test::MainMenuItem::Statistics); }
std::string settings_item() { return test::main_menu_key(test::MainMenuItem::Settings); }
std::string resume_item() { return test::main_menu_key(test::MainMenuItem::Interrupted); }

const std::string kGame = "--audio none --speech text --input stdin --seed 31 --game sipky --players 3 --mode dealer "
                          "--variant stojedna --set series=single --set target=201 --set computers=none --names A,B,C";

using Home = test::TempHome;

std::vector<std::string> split(const std::string& keys) {
  std::istringstream in(keys);
  std::vector<std::string> out;
  std::string k;
  while (in >> k) out.push_back(k);
  return out;
}

std::string from_last(const std::string& out, const std::string& prefix) {
  auto pos = out.rfind(prefix);
  return pos == std::string::npos ? "" : out.substr(pos);
}

// Starts the binary, feeds it `keys` one by one with small pauses, and kills it with
// SIGKILL after `kill_after` keys (and a random extra pause).
void run_and_kill(const std::string& args, const Home& home, const std::vector<std::string>& keys,
                  std::size_t kill_after, int extra_us) {
  int in[2];
  ASSERT_EQ(pipe(in), 0);
  pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    dup2(in[0], 0);
    close(in[1]);
    int null = ::open("/dev/null", O_WRONLY);
    dup2(null, 1);
    dup2(null, 2);
    std::string cmd = "exec env " + home.env() + " " + SPOLUHRAC_BINARY + " --data-dir " + SPOLUHRAC_SOURCE_DIR +
                      " " + args;
    execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(in[0]);
  // The game has begun once its journal exists; from then on every key may be the last.
  for (int i = 0; i < 500 && !fs::exists(home.journal()); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  for (std::size_t i = 0; i < kill_after && i < keys.size(); ++i) {
    std::string k = keys[i] + "\n";
    if (write(in[1], k.data(), k.size()) < 0) break;
    std::this_thread::sleep_for(std::chrono::microseconds(1500));
  }
  std::this_thread::sleep_for(std::chrono::microseconds(extra_us));
  kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  close(in[1]);
  EXPECT_TRUE(WIFSIGNALED(status)) << "the program was still running when killed";
}

TEST(Recovery, GameLeftAtTheEndOfInputIsOfferedAndContinuesExactly) {
  const auto actions = test::library_game({{"players", "3"}, {"target", "201"}}, 31);
  const auto keys = test::keys_for(actions, 0);
  auto uncut = test::run_spoluhrac(kGame, keys);
  ASSERT_EQ(uncut.status, 0);
  const std::string ending = from_last(uncut.out, "SAY Konec hry do 201.");
  ASSERT_FALSE(ending.empty()) << uncut.out;

  Home home;
  auto all = split(keys);
  std::string first_half;
  for (std::size_t i = 0; i < all.size() / 2; ++i) first_half += all[i] + " ";
  auto part = test::run_spoluhrac(kGame, first_half, home.env());
  ASSERT_EQ(part.status, 0);
  ASSERT_TRUE(fs::exists(home.journal()));
  const auto saved = read_journal(home.journal().string());

  auto resumed = test::run_spoluhrac("--audio none --speech text --input stdin",
                                     resume_item() + " 1 1 " + test::keys_for(actions, saved.actions.size()), home.env());
  ASSERT_EQ(resumed.status, 0);
  // The interrupted games (after the games, statistics and settings); 1: the newest;
  // 1: continue it.
  EXPECT_NE(resumed.out.find("SAY " + resume_item() + ": Pokračovat v přerušené hře: Numeramis Šipky, tři hráči."), std::string::npos)
      << resumed.out;
  EXPECT_NE(resumed.out.find("SAY Pokračuje uložená hra."), std::string::npos);
  EXPECT_EQ(from_last(resumed.out, "SAY Konec hry do 201."), ending);
  EXPECT_FALSE(fs::exists(home.journal())) << "a finished game's journal is removed";

  // The finished game is in the history: the menu item after the games is the statistics.
  auto stats = test::run_spoluhrac("--audio none --speech text --input stdin", stats_item(), home.env());
  EXPECT_NE(stats.out.find("SAY 1: A, Numeramis Šipky do 201: jedna partie, "), std::string::npos) << stats.out;
}

TEST(Recovery, KilledAtRandomMomentsTheResumedGameMatchesTheUncutOne) {
  const auto actions = test::library_game({{"players", "3"}, {"target", "201"}}, 31);
  const auto keys = split(test::keys_for(actions, 0));
  auto uncut = test::run_spoluhrac(kGame, test::keys_for(actions, 0));
  const std::string ending = from_last(uncut.out, "SAY Konec hry do 201.");
  ASSERT_FALSE(ending.empty());
  int resumed_games = 0;
  for (std::uint64_t round = 0; round < 12; ++round) {
    Home home;
    const std::size_t kill_after = 1 + chance_bits(77, round) % (keys.size() - 1);
    const int extra_us = static_cast<int>(chance_bits(78, round) % 3000);
    run_and_kill(kGame, home, keys, kill_after, extra_us);
    ASSERT_TRUE(fs::exists(home.journal())) << "round " << round;
    const auto saved = read_journal(home.journal().string());
    ASSERT_LE(saved.actions.size(), actions.size());
    for (std::size_t i = 0; i < saved.actions.size(); ++i) ASSERT_EQ(saved.actions[i], actions[i]) << "round " << round;
    auto resumed = test::run_spoluhrac("--audio none --speech text --input stdin",
                                       resume_item() + " 1 1 " + test::keys_for(actions, saved.actions.size()), home.env());
    ASSERT_EQ(resumed.status, 0);
    EXPECT_EQ(from_last(resumed.out, "SAY Konec hry do 201."), ending) << "round " << round << " killed after "
                                                                          << kill_after << " keys";
    ++resumed_games;
  }
  EXPECT_EQ(resumed_games, 12);
}

TEST(Recovery, DamagedJournalIsReportedAndKeptAside) {
  Home home;
  fs::create_directories(home.journal().parent_path());
  test::write_file(home.journal().string(), "{\"format\":\"spoluhrac-journal\",\"version\":1,\"game\":\"sipky\"}\ngarbage\n");
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin", "", home.env());
  ASSERT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("SAY Přerušenou hru nejde obnovit, její záznam je poškozený. Uschoval jsem ho ve složce s daty."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("SOUND refused"), std::string::npos);
  EXPECT_FALSE(fs::exists(home.journal()));
  int kept = 0;
  for (const auto& e : fs::directory_iterator(home.journal().parent_path()))
    if (e.path().filename().string().rfind("current.journal.corrupt-", 0) == 0) ++kept;
  EXPECT_EQ(kept, 1);
}

TEST(Recovery, DamagedSettingsAreReportedAndTheProgramGoesOn) {
  Home home;
  fs::create_directories(home.dir / "config" / "spoluhrac");
  test::write_file((home.dir / "config" / "spoluhrac" / "settings.json").string(), "{\"speech\": [");
  // Šipky, then dealer mode (the menu asks the mode first): its first question.
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin", "1 1", home.env());
  ASSERT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("SAY Soubor nastavení byl poškozený. Uschoval jsem ho a platí výchozí nastavení."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("SAY Jakou hru?"), std::string::npos);
}

TEST(Recovery, SettingsChangedFromTheKeypadAreSavedBetweenRuns) {
  Home home;
  // Main menu: settings; 1 = verbosity; next -> terse; ok.
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin", settings_item() + " 1 next ok", home.env());
  ASSERT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("SAY 1: Podrobnost řeči, stručná."), std::string::npos) << r.out;
  auto again = test::run_spoluhrac("--audio none --speech text --input stdin", settings_item(), home.env());
  EXPECT_NE(again.out.find("SAY 1: Podrobnost řeči, stručná."), std::string::npos) << again.out;
}

}  // namespace
}  // namespace sh

namespace sh {
namespace {

TEST(Recovery, PlayerNamesFromTheSettingsFileAreUsed) {
  Home home;
  fs::create_directories(home.dir / "config" / "spoluhrac");
  test::write_file((home.dir / "config" / "spoluhrac" / "settings.json").string(),
                   "{\"names\": [\"Alojz\", \"Bedřich\"]}");
  auto r = test::run_spoluhrac("--audio none --speech text --input stdin --game sipky --players 2 --mode dealer "
                               "--variant stojedna --set series=single --set target=101 --set computers=none",
                               "", home.env());
  ASSERT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("SAY Šipky do 101. Rozdává Bedřich."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("SAY Alojz na tahu, první hod."), std::string::npos) << r.out;
}

TEST(Recovery, ASoundCardLostMidGameFallsBackToTextAndPlayGoesOn) {
  Home home;
  // SDL's disk driver writing to /dev/full fails like a device pulled out.
  int in[2];
  ASSERT_EQ(pipe(in), 0);
  const std::string out = (home.dir / "out.txt").string();
  pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    dup2(in[0], 0);
    close(in[1]);
    std::string cmd = "exec env " + home.env() + " SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=/dev/full " +
                      SPOLUHRAC_BINARY + " --data-dir " + SPOLUHRAC_SOURCE_DIR + " --input stdin > " + out +
                      " 2>/dev/null";
    execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(in[0]);
  // The keys once the lost device is noticed (up to 30 s: a sanitizer build on a loaded
  // machine starts slowly), so they play after it.
  for (int i = 0; i < 300 && test::read_file(out).find("SOUND device_lost") == std::string::npos; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  (void)!write(in[1], "1 1\n", 4);  // Šipky, dealer mode (the mode is asked first): "Jakou hru?"
  close(in[1]);
  int status = 0;
  waitpid(pid, &status, 0);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  const std::string text = test::read_file(out);
  EXPECT_NE(text.find("SOUND device_lost"), std::string::npos) << text;
  EXPECT_NE(text.find("SAY Zvukové zařízení se odpojilo, dál mluvím jen textem. Hra pokračuje."), std::string::npos)
      << text;
  EXPECT_NE(text.find("SAY Jakou hru?"), std::string::npos) << "the menu goes on in text\n" << text;
}

}  // namespace
}  // namespace sh
