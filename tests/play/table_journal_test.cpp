// The Table's journal units: the actions of one key reach the journal together, take-backs
// inside a key rewrite it only when the key is done, and nothing of an open key is on disk.
#include <gtest/gtest.h>

#include <cstdio>

#include "core/journal.h"
#include "games/sipky/sipky_game.h"
#include "play/table.h"
#include "test_support.h"

namespace sh {
namespace {

struct JournalFixture {
  std::string path = test::temp_path("table.journal");
  Table table{sipky::make_sipky_game({{"players", "2"}}), Mode::Dealer, 7, {"A", "B"}};
  JournalFixture() {
    table.journal_to(path);
    table.run_chance();
  }
  ~JournalFixture() { std::remove(path.c_str()); }
  std::vector<Action> journaled() const { return read_journal(path).actions; }
  // Throwing two cards: the throw and the two cards the dealer deals, three actions.
  void throw_two() { table.act(sipky::kThrowTwo); }
};

TEST(TableJournal, AKeysActionsAreWrittenTogetherWhenTheUnitCloses) {
  JournalFixture f;
  const auto before = f.table.state().history();
  f.table.begin_unit();
  f.throw_two();
  ASSERT_GE(f.table.state().history().size(), before.size() + 3);
  EXPECT_EQ(f.journaled(), before) << "nothing of an open key is in the journal";
  f.table.end_unit();
  EXPECT_EQ(f.journaled(), f.table.state().history());
  const std::string text = test::read_file(f.path);
  EXPECT_NE(text.find("\n+10\t"), std::string::npos) << text;
}

TEST(TableJournal, UnitsNestAndOnlyTheOutermostWrites) {
  JournalFixture f;
  const auto before = f.table.state().history();
  f.table.begin_unit();
  f.table.begin_unit();
  f.throw_two();
  f.table.end_unit();
  EXPECT_EQ(f.journaled(), before);
  f.table.end_unit();
  EXPECT_EQ(f.journaled(), f.table.state().history());
}

TEST(TableJournal, OutsideAUnitEachActionIsWrittenAtOnce) {
  JournalFixture f;
  f.throw_two();
  EXPECT_EQ(f.journaled(), f.table.state().history());
  EXPECT_EQ(test::read_file(f.path).find("\n+"), std::string::npos) << "no groups outside units";
}

TEST(TableJournal, ATakeBackOfTheOpenKeysOwnActionsWritesOnlyWhatStays) {
  JournalFixture f;
  const auto before = f.table.state().history();
  f.table.begin_unit();
  f.throw_two();
  f.table.undo_to(before.size() + 1);
  f.table.end_unit();
  EXPECT_EQ(f.table.state().history().size(), before.size() + 1);
  EXPECT_EQ(f.journaled(), f.table.state().history());
}

TEST(TableJournal, ATakeBackOfEarlierKeysRewritesTheJournalOnlyWhenTheKeyIsDone) {
  JournalFixture f;
  const auto start = f.table.state().history();
  f.table.begin_unit();
  f.throw_two();
  f.table.end_unit();
  const auto after_first = f.table.state().history();
  ASSERT_EQ(f.journaled(), after_first);

  // The next key takes the first back and plays on: until it is done, the journal still
  // ends after the first key (a crash now resumes before this key, never inside it).
  f.table.begin_unit();
  f.table.undo_to(start.size());
  EXPECT_EQ(f.journaled(), after_first);
  f.throw_two();
  EXPECT_EQ(f.journaled(), after_first);
  f.table.end_unit();
  EXPECT_EQ(f.journaled(), f.table.state().history());
  EXPECT_FALSE(read_journal(f.path).truncated);
}

TEST(TableJournal, ATakeBackOutsideAUnitRewritesAtOnce) {
  JournalFixture f;
  const auto start = f.table.state().history();
  f.throw_two();
  f.table.undo_to(start.size());
  EXPECT_EQ(f.journaled(), start);
}

}  // namespace
}  // namespace sh
