// One key, one journal entry: the real program, stopped between the actions of a key that
// makes several (the test-only SPOLUHRAC_TEST_EXIT_AFTER_ACTIONS, play/table.h), resumes
// before that key, and the key pressed again gives the uncut game; in every game that has
// such keys (KIVI's hint ok, holds and typed dice; Šipky's two cards; a person's move with
// the computers' turns and dealt cards and dice it sets off in Numberfloor, Člověče, Quist).
#include <gtest/gtest.h>

#include <filesystem>

#include "core/journal.h"
#include "play/table.h"
#include "test_support.h"

namespace sh {
namespace {

namespace fs = std::filesystem;

const std::string kRun = "--audio none --speech text --input stdin --no-window ";

struct KeyCase {
  std::string game;    // the options after kRun (with --seed)
  std::string before;  // keys played first
  std::string key;     // the key (with the keys that only lead to it, such as a hint) of several actions
  // The keys pressed after the resume to make the key again ("": the key): what was typed
  // towards it but not yet played (five dice, a card's first digit) is not in the journal.
  std::string again = "";
};

using Home = test::TempHome;

std::vector<Action> journaled_by(const Home& home, const KeyCase& c, const std::string& keys, const std::string& name) {
  auto r = test::run_spoluhrac(kRun + c.game + " --journal " + home.file(name), keys, home.env());
  EXPECT_EQ(r.status, 0) << r.err;
  return read_journal(home.file(name)).actions;
}

// Stops the program after each action of the key but its last and checks the journal ends
// before the key, then resumes it and presses the key again: the uncut game.
void expect_whole_key(const KeyCase& c) {
  Home home;
  const auto before = journaled_by(home, c, c.before, "before.journal");
  const auto after = journaled_by(home, c, c.before + " " + c.key, "after.journal");
  ASSERT_GE(after.size(), before.size() + 2) << "the key is meant to make several actions";
  ASSERT_EQ(std::vector<Action>(after.begin(), after.begin() + static_cast<std::ptrdiff_t>(before.size())), before);
  for (std::size_t cut = before.size() + 1; cut < after.size(); ++cut) {
    SCOPED_TRACE("stopped after action " + std::to_string(cut) + " of " + std::to_string(after.size()));
    const std::string cut_journal = home.file("cut.journal"), resumed_journal = home.file("resumed.journal");
    auto stopped = test::run_spoluhrac(kRun + c.game + " --journal " + cut_journal, c.before + " " + c.key,
                                       home.env() + " SPOLUHRAC_TEST_EXIT_AFTER_ACTIONS=" + std::to_string(cut));
    ASSERT_EQ(stopped.status, Table::kTestExitStatus) << "the program was meant to stop there\n" << stopped.err;
    const auto saved = read_journal(cut_journal);
    EXPECT_EQ(saved.actions, before) << "the journal holds part of the key";
    EXPECT_TRUE(saved.truncated);

    auto resumed = test::run_spoluhrac(kRun + "--resume " + cut_journal + " --journal " + resumed_journal,
                                       c.again.empty() ? c.key : c.again, home.env());
    ASSERT_EQ(resumed.status, 0) << resumed.err;
    EXPECT_TRUE(test::contains_line(resumed.out, "SAY Poslední záznam hry byl neúplný a vynechal jsem ho.")) << resumed.out;
    EXPECT_EQ(read_journal(resumed_journal).actions, after) << "the key pressed again after the resume";
    fs::remove(cut_journal);
    fs::remove(resumed_journal);
  }
}

TEST(WholeKey, KiviOkAfterTheHintHoldsTheAdvisedDiceAndRollsAsOneEntry) {
  // Seed 3: "drž 4 4 4 a hoď znovu"; ok: three holds, the roll, three dice.
  expect_whole_key({"--seed 3 --game kivi --players 2 --mode dealer --set computers=none --names Eva,Petr", "", "7 ok"});
}

TEST(WholeKey, KiviTheSixthTypedDieEntersTheRollAsOneEntry) {
  expect_whole_key({"--seed 4 --game kivi --players 2 --mode assistant --set computers=none --names Eva,Petr",
                    "5 5 5 3 3", "2", "5 5 5 3 3 2"});
}

TEST(WholeKey, KiviReleasingAllHeldDiceIsOneEntry) {
  expect_whole_key({"--seed 3 --game kivi --players 2 --mode dealer --set computers=none --names Eva,Petr", "4 4 4",
                    "0"});
}

TEST(WholeKey, SipkyThrowingTwoWithTheDealtCardsIsOneEntry) {
  expect_whole_key({"--seed 31 --game sipky --players 3 --mode dealer --variant stojedna --set series=single "
                    "--set target=201 --set computers=none --names A,B,C",
                    "", "ok"});
}

TEST(WholeKey, SipkyTheSecondTypedCardWithTheNumberIsOneEntry) {
  expect_whole_key({"--seed 31 --game sipky --players 3 --mode assistant --variant stojedna --set series=single "
                    "--set target=201 --set computers=none --names A,B,C",
                    "ok 2", "6", "2 6"});
}

TEST(WholeKey, NumberfloorTheEndOfATurnWithTheComputersTurnIsOneEntry) {
  expect_whole_key({"--seed 5 --game numberfloor --mode dealer --players 2 --variant full --names Eva "
                    "--set computers=2 --set starts=1 --set level=normal",
                    "help help ok", "0"});
}

TEST(WholeKey, ClovecheAMoveWithTheDiceAndTheComputersMovesIsOneEntry) {
  // "ok 1": the setup questions (play on: no; the computer: easy); ok: the roll is said again.
  expect_whole_key({"--seed 1 --game clovece --mode dealer --players 2 --names Eva --set computers=2", "ok 1 ok", "1"});
}

TEST(WholeKey, QuistACardWithTheComputersCardsIsOneEntry) {
  expect_whole_key({"--seed 5 --game quist --mode dealer --set seating=chosen --set computers=1,2,3 --set level=normal "
                    "--set games=1 --names Eva,Petr,Jana,Karel",
                    "1", "ok", "1 ok"});
}

TEST(WholeKey, TheInterruptedGameFromTheMenuResumesBeforeTheCutKey) {
  // No --journal: the automatic journal, offered by the menu's "interrupted game" item.
  Home home;
  const std::string game = "--seed 3 --game kivi --players 2 --mode dealer --set computers=none --names Eva,Petr";
  const fs::path journal = home.dir / "data" / "spoluhrac" / "current.journal";
  // The start rolls six dice; ok after the hint holds 4 4 4 (actions 7 to 9) and rolls.
  auto stopped = test::run_spoluhrac(kRun + game, "7 ok", home.env() + " SPOLUHRAC_TEST_EXIT_AFTER_ACTIONS=8");
  ASSERT_EQ(stopped.status, Table::kTestExitStatus) << stopped.err;
  ASSERT_EQ(read_journal(journal.string()).actions.size(), 6u);

  const std::string menu = test::main_menu_key(test::MainMenuItem::Interrupted);
  auto resumed = test::run_spoluhrac(kRun, menu + " 1 1 8", home.env());
  ASSERT_EQ(resumed.status, 0) << resumed.err;
  EXPECT_TRUE(test::contains_line(resumed.out, "SAY Poslední záznam hry byl neúplný a vynechal jsem ho.")) << resumed.out;
  EXPECT_TRUE(test::contains_line(resumed.out, "SAY Pokračuje uložená hra KIVI.")) << resumed.out;
  // Key 8: the dice as the first roll left them, nothing held (one held 4 was never a key's).
  const auto tail = test::lines_from(resumed.out, "SAY Pokračuje uložená hra KIVI.");
  const std::string after = [&] {
    std::string t;
    for (const auto& l : tail) t += l + "\n";
    return t;
  }();
  EXPECT_EQ(after.find("Držené"), std::string::npos) << after;
  EXPECT_EQ(read_journal(journal.string()).actions.size(), 6u);
}

}  // namespace
}  // namespace sh
