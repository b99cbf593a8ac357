// Commit, then speak (issue 39 item 1): nothing the program has announced may be taken back
// by a crash. The real program, with each applied action traced among its sentences
// (SPOLUHRAC_TEST_TRACE_ACTIONS, play/table.h), shows how many actions every sentence could
// tell of; then it is stopped right after sentence N (SPOLUHRAC_TEST_EXIT_AFTER_SAID,
// play/voice.h), as a crash would, and its journal must already hold all of them; the game
// resumed from that journal goes on. In all five games, with a person's keys, the computers'
// moves, dealt cards and rolled dice between the sentences, and in assistant mode.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "core/journal.h"
#include "play/voice.h"
#include "test_scale.h"
#include "test_support.h"

namespace sh {
namespace {

namespace fs = std::filesystem;

const std::string kRun = "--audio none --speech text --input stdin --no-window ";

struct SpeakCase {
  std::string args;  // after kRun
  std::string keys;
};

void expect_nothing_announced_is_lost(const SpeakCase& c) {
  test::TempHome home;
  const std::string full_journal = home.file("full.journal"), cut_journal = home.file("cut.journal"),
                    resumed_journal = home.file("resumed.journal");
  auto full = test::run_spoluhrac(kRun + c.args + " --journal " + full_journal, c.keys,
                                  home.env() + " SPOLUHRAC_TEST_TRACE_ACTIONS=1");
  ASSERT_EQ(full.status, 0) << full.err;
  // For each sentence, the actions applied before it was spoken; and the sentence.
  std::vector<std::size_t> applied;
  std::vector<std::string> sentences;
  std::size_t now = 0;
  for (const auto& line : test::lines(full.out)) {
    if (line.rfind("ACTION ", 0) == 0) now = std::stoul(line.substr(7));
    else if (line.rfind("SAY ", 0) == 0) {
      applied.push_back(now);
      sentences.push_back(line);
    }
  }
  ASSERT_GE(applied.size(), 25u) << "a game long enough to cut: " << full.out;
  ASSERT_GE(applied.back(), 20u) << "with many actions";
  // Every sentence in the normal build; every third under the sanitizers (each is a run).
  const std::size_t stride = test::kSanitized ? 3 : 1;
  int resumed = 0;
  for (std::size_t n = 1; n <= applied.size(); n += stride) {
    if (applied[n - 1] == 0) continue;  // before the game's first action: nothing to lose
    SCOPED_TRACE("stopped after sentence " + std::to_string(n) + ": " + sentences[n - 1]);
    fs::remove(cut_journal);
    auto cut = test::run_spoluhrac(kRun + c.args + " --journal " + cut_journal, c.keys,
                                   home.env() + " SPOLUHRAC_TEST_EXIT_AFTER_SAID=" + std::to_string(n));
    ASSERT_EQ(cut.status, Voice::kTestExitStatus) << cut.err;
    const auto saved = read_journal(cut_journal);
    EXPECT_GE(saved.actions.size(), applied[n - 1]) << "a sentence was spoken before what it told of was on disk";
    // Now and then (the first cut after an action, then every seventh) the game resumed from
    // what the crash left: it goes on from there.
    if (resumed > 0 && n % 7 != 1) continue;
    ++resumed;
    fs::remove(resumed_journal);
    auto again = test::run_spoluhrac(kRun + "--resume " + cut_journal + " --journal " + resumed_journal, "repeat",
                                     home.env());
    ASSERT_EQ(again.status, 0) << again.err;
    const auto continued = read_journal(resumed_journal).actions;
    ASSERT_GE(continued.size(), saved.actions.size());
    EXPECT_TRUE(std::equal(saved.actions.begin(), saved.actions.end(), continued.begin()));
  }
  EXPECT_GT(resumed, 0);
}

TEST(CommitBeforeSpeak, SipkyTheDealtCardsAndTheComputersThrows) {
  expect_nothing_announced_is_lost({"--seed 31 --game sipky --players 3 --mode dealer --variant stojedna "
                                    "--set series=single --set target=101 --set computers=2,3 --set level=easy "
                                    "--names Eva,B,C",
                                    "2 6 2 5 2"});
}

TEST(CommitBeforeSpeak, QuistACardAndTheComputersCards) {
  expect_nothing_announced_is_lost({"--seed 5 --game quist --mode dealer --set seating=chosen --set computers=2,3,4 "
                                    "--set level=easy --set games=1 --names Eva,Petr,Jana,Karel",
                                    "9 ok 8 ok 7 ok 6 ok 5 ok"});
}

TEST(CommitBeforeSpeak, KiviTheRollsAndTheComputersTurns) {
  expect_nothing_announced_is_lost(
      {"--seed 3 --game kivi --players 2 --mode dealer --set computers=2 --set level=easy --names Eva,Petr", "7 ok 7 ok 7 ok 7 ok"});
}

TEST(CommitBeforeSpeak, KiviTheDiceTypedInAssistantMode) {
  expect_nothing_announced_is_lost({"--seed 4 --game kivi --players 2 --mode assistant --names Eva,Petr",
                                    "5 5 5 3 3 2 7 ok 6 6 4 4 1 2 7 ok 1 2 3 4 5 6 7 ok"});
}

TEST(CommitBeforeSpeak, NumberfloorACardAndTheComputersTurn) {
  expect_nothing_announced_is_lost({"--seed 5 --game numberfloor --mode dealer --players 2 --variant full --names Eva "
                                    "--set computers=2 --set starts=1 --set level=easy",
                                    "next ok next ok 3 0 next ok next ok 3 0 next ok 0"});
}

TEST(CommitBeforeSpeak, ClovecheTheDiceAndTheComputersMoves) {
  expect_nothing_announced_is_lost(
      {"--seed 1 --game clovece --mode dealer --players 2 --names Eva --set computers=2", "ok 1 ok 1 ok 1"});
}

}  // namespace
}  // namespace sh
