// The journal format: round trip, a line cut by a crash, a key's group written together
// (an unfinished one dropped at any byte), old journals, corrupt files.
#include <gtest/gtest.h>

#include "core/journal.h"

#include <set>
#include "games/sipky/sipky_game.h"
#include "test_support.h"

namespace sh {
namespace {

const std::string kHeader =
    "{\"format\":\"spoluhrac-journal\",\"version\":1,\"game\":\"sipky\",\"options\":{\"players\":\"2\"},"
    "\"mode\":\"dealer\",\"seed\":7,\"names\":[\"A\",\"B\"]}\n";

TEST(Journal, WriteThenReadGivesTheSameActions) {
  const std::string path = test::temp_path("j.journal");
  {
    JournalWriter w(path, {"sipky", {{"players", "2"}, {"target", "201"}}, "assistant", 99, {"Eva", "Jan"}});
    w.append(10, "throw two");
    w.append(3, "deal 3");
    w.append(4, "deal 4");
  }
  auto j = read_journal(path);
  EXPECT_EQ(j.header.game, "sipky");
  EXPECT_EQ(j.header.options.at("target"), "201");
  EXPECT_EQ(j.header.mode, "assistant");
  EXPECT_EQ(j.header.seed, 99u);
  EXPECT_EQ(j.header.names, (std::vector<std::string>{"Eva", "Jan"}));
  EXPECT_EQ(j.actions, (std::vector<Action>{10, 3, 4}));
  EXPECT_FALSE(j.truncated);
  std::remove(path.c_str());
}

TEST(Journal, ALastLineCutByACrashIsDroppedAndReported) {
  auto j = parse_journal(kHeader + "10\tthrow two\n3\tdeal 3\n1", "j");
  EXPECT_EQ(j.actions, (std::vector<Action>{10, 3}));
  EXPECT_TRUE(j.truncated);
  auto k = parse_journal(kHeader + "10\tthrow two\n3\tdea", "j");
  EXPECT_EQ(k.actions, (std::vector<Action>{10}));
  EXPECT_TRUE(k.truncated);
}

TEST(Journal, AFileWithNoUsableHeaderIsRefused) {
  auto error_of = [](const std::string& text) {
    try {
      parse_journal(text, "j");
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(error_of(""), "j: the journal is empty");
  EXPECT_NE(error_of("not json\n").find("j:1: bad header"), std::string::npos);
  EXPECT_EQ(error_of("{\"format\":\"other\"}\n"), "j:1: not a Spoluhráč journal");
  EXPECT_NE(error_of("{\"format\":\"spoluhrac-journal\",\"version\":9}\n").find("version 9"), std::string::npos);
}

// Issue 39, item 4: one bad line no longer loses the game. The whole keys before it are
// kept; it and every line after it are counted out, with the line and why.
TEST(Journal, ABadLineKeepsTheWholeKeysBeforeItAndCountsTheRest) {
  struct Case {
    std::string lines;
    std::vector<Action> kept;
    int bad_line;
    std::size_t dropped;
    std::string problem;
  };
  const std::vector<Case> cases = {
      {"10\n-3\n4\n", {10}, 3, 2, "j:3: not an action: '-3'"},
      {"10\nx\n4\n", {10}, 3, 2, "j:3: not an action: 'x'"},
      {"10 11\n", {}, 2, 1, "j:2: not an action: '10 11'"},
      // Inside a key: the key's lines before the bad one go too.
      {"10\n+10\n+x\n4\n", {10}, 4, 3, "j:4: not an action: '+x'"},
      {"+\n4\n", {}, 2, 2, "j:2: not an action: '+'"},
      {"++10\n4\n", {}, 2, 2, "j:2: not an action: '++10'"},
      {"+-3\n4\n", {}, 2, 2, "j:2: not an action: '+-3'"},
      {"10\n +3\n", {10}, 3, 1, "j:3: not an action: ' +3'"},
      {"+10 11\n4\n", {}, 2, 2, "j:2: not an action: '+10 11'"},
  };
  for (const Case& c : cases) {
    const auto j = parse_journal(kHeader + c.lines, "j");
    EXPECT_EQ(j.actions, c.kept) << c.lines;
    EXPECT_EQ(j.bad_line, c.bad_line) << c.lines;
    EXPECT_EQ(j.dropped, c.dropped) << c.lines;
    EXPECT_EQ(j.problem, c.problem) << c.lines;
    EXPECT_EQ(j.lines.size(), j.actions.size());
  }
  const auto good = parse_journal(kHeader + "10\n+3\n4\n", "j");
  EXPECT_EQ(good.bad_line, 0);
  EXPECT_EQ(good.dropped, 0u);
  EXPECT_EQ(good.lines, (std::vector<int>{2, 3, 4}));
  EXPECT_EQ(good.key_ends, (std::vector<std::size_t>{1, 3}));
}

TEST(Journal, AnActionTheRulesRefuseIsLeftOutWithItsWholeKey) {
  // Keys: 10 | 5 5 12 | 3 | 7: the rules refuse the second 5 (index 2).
  auto j = parse_journal(kHeader + "10\n+5\n+5\n12\n3\n7\n", "j");
  drop_from(j, 2, "j:4: the action 5 breaks the rules there");
  EXPECT_EQ(j.actions, (std::vector<Action>{10}));
  EXPECT_EQ(j.key_ends, (std::vector<std::size_t>{1}));
  EXPECT_EQ(j.bad_line, 4);
  EXPECT_EQ(j.dropped, 5u);
  EXPECT_EQ(j.problem, "j:4: the action 5 breaks the rules there");
}

TEST(JournalGroups, AKeysActionsAreWrittenAsOneGroupAndReadBack) {
  const std::string path = test::temp_path("group.journal");
  {
    JournalWriter w(path, {"sipky", {{"players", "2"}}, "dealer", 7, {"A", "B"}});
    w.append(10, "throw two");
    w.append_group({{10, "throw two"}, {3, "deal 3"}, {4, "deal 4"}});
    w.append_group({{23, "compose 3"}});
  }
  const std::string text = test::read_file(path);
  // All lines of a group but its last say "more follows"; a group of one is a plain line.
  EXPECT_NE(text.find("\n10\tthrow two\n+10\tthrow two\n+3\tdeal 3\n4\tdeal 4\n23\tcompose 3\n"), std::string::npos) << text;
  auto j = read_journal(path);
  EXPECT_EQ(j.actions, (std::vector<Action>{10, 10, 3, 4, 23}));
  EXPECT_FALSE(j.truncated);
  std::remove(path.c_str());
}

TEST(JournalGroups, AnUnfinishedTrailingGroupIsDroppedAFinishedOneKept) {
  // Killed between the actions of a key: the lines of it written so far all say "more".
  auto cut = parse_journal(kHeader + "10\tthrow two\n+5\thold 2\n+5\thold 2\n", "j");
  EXPECT_EQ(cut.actions, (std::vector<Action>{10}));
  EXPECT_TRUE(cut.truncated);
  auto whole = parse_journal(kHeader + "10\tthrow two\n+5\thold 2\n+5\thold 2\n12\troll\n", "j");
  EXPECT_EQ(whole.actions, (std::vector<Action>{10, 5, 5, 12}));
  EXPECT_FALSE(whole.truncated);
  // The group's last line cut mid-write: the whole key goes.
  auto mid = parse_journal(kHeader + "10\tthrow two\n+5\thold 2\n+5\thold 2\n1", "j");
  EXPECT_EQ(mid.actions, (std::vector<Action>{10}));
  EXPECT_TRUE(mid.truncated);
}

TEST(JournalGroups, AJournalWrittenBeforeGroupsReadsAsBefore) {
  // Written by the program before groups: every line one action, a blank line tolerated.
  auto old = parse_journal(kHeader + "10\tthrow two\n3\tdeal 3\n\n4\tdeal 4\n23\n", "j");
  EXPECT_EQ(old.actions, (std::vector<Action>{10, 3, 4, 23}));
  EXPECT_FALSE(old.truncated);
}

TEST(JournalGroups, CutAtEveryByteTheJournalEndsBeforeOrAfterAWholeKey) {
  const std::string path = test::temp_path("cut.journal");
  // Keys of 1, 5, 1, 3 and 2 actions.
  const std::vector<std::vector<Action>> keys = {{10}, {5, 5, 5, 7, 12}, {3}, {10, 3, 4}, {23, 11}};
  {
    JournalWriter w(path, {"sipky", {{"players", "2"}}, "dealer", 7, {"A", "B"}});
    for (const auto& key : keys) {
      std::vector<std::pair<Action, std::string>> group;
      for (Action a : key) group.emplace_back(a, "action " + std::to_string(a));
      if (key.size() == 1) w.append(key[0], group[0].second);
      else w.append_group(group);
    }
  }
  const std::string text = test::read_file(path);
  std::remove(path.c_str());
  std::vector<Action> all;
  std::set<std::size_t> whole_keys = {0};  // the action counts that end a key
  for (const auto& key : keys) {
    all.insert(all.end(), key.begin(), key.end());
    whole_keys.insert(all.size());
  }
  // The byte lengths at which a key ends (its last line's newline written).
  std::set<std::size_t> key_ends;
  for (std::size_t start = 0, pos = text.find('\n'); pos != std::string::npos; start = pos + 1, pos = text.find('\n', start))
    if (start == 0 || text[start] != '+') key_ends.insert(pos + 1);
  const std::size_t header_end = text.find('\n') + 1;
  int checked = 0;
  for (std::size_t n = header_end; n <= text.size(); ++n) {
    auto j = parse_journal(text.substr(0, n), "j");
    ASSERT_TRUE(whole_keys.count(j.actions.size())) << "cut at byte " << n << ": " << j.actions.size() << " actions";
    ASSERT_EQ(j.actions, std::vector<Action>(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(j.actions.size())));
    // Nothing of a whole key is lost; a cut anywhere else is reported.
    const bool at_key_end = key_ends.count(n) > 0;
    EXPECT_EQ(j.truncated, !at_key_end) << "cut at byte " << n;
    ++checked;
  }
  EXPECT_EQ(checked, static_cast<int>(text.size() - header_end + 1));
  EXPECT_EQ(parse_journal(text, "j").actions, all);
}

TEST(Journal, ReplayOfAnIllegalActionIsRefused) {
  auto game = sipky::make_sipky_game({{"players", "2"}});
  EXPECT_THROW(replay(*game, {sipky::kStop}), std::invalid_argument);
  EXPECT_NO_THROW(replay(*game, {sipky::kThrowTwo, 3, 4, sipky::kComposeBase + 3}));
}

}  // namespace
}  // namespace sh
