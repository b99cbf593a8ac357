// The journal format: round trip, a line cut by a crash, corrupt files.
#include <gtest/gtest.h>

#include "core/journal.h"
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

TEST(Journal, CorruptFilesAreRefusedWithTheLine) {
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
  EXPECT_EQ(error_of(kHeader + "10\n-3\n4\n"), "j:3: not an action: '-3'");
  EXPECT_EQ(error_of(kHeader + "10\nx\n4\n"), "j:3: not an action: 'x'");
  EXPECT_EQ(error_of(kHeader + "10 11\n"), "j:2: not an action: '10 11'");
}

TEST(Journal, ReplayOfAnIllegalActionIsRefused) {
  auto game = sipky::make_sipky_game({{"players", "2"}});
  EXPECT_THROW(replay(*game, {sipky::kStop}), std::invalid_argument);
  EXPECT_NO_THROW(replay(*game, {sipky::kThrowTwo, 3, 4, sipky::kComposeBase + 3}));
}

}  // namespace
}  // namespace sh
