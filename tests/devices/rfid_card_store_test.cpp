#include "devices/card_store.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

#include "devices/card_reader_source.h"
#include "serial_devsim_harness.h"

namespace sh {
namespace {

TEST(RfidCardStore, SavesAndLoadsJson) {
  sh::testing::TempDir dir;
  const auto file = dir.path() / "nested" / "cards.json";
  {
    CardStore s(file);
    EXPECT_TRUE(s.load());  // missing file = empty store
    EXPECT_EQ(s.size(), 0u);
    EXPECT_TRUE(s.set("62E3086CED", 7));
    EXPECT_FALSE(s.set("0102030405", 10));
    EXPECT_TRUE(s.save());
  }
  CardStore again(file);
  EXPECT_TRUE(again.load());
  EXPECT_EQ(again.value_of("62E3086CED"), 7);
  EXPECT_EQ(again.value_of("0102030405"), std::nullopt);
  EXPECT_TRUE(again.forget("62E3086CED"));
  EXPECT_EQ(again.size(), 0u);
}

TEST(RfidCardStore, CorruptFileIsEmptyAndReported) {
  sh::testing::TempDir dir;
  std::ofstream(dir.path() / "cards.json") << "{not json";
  CardStore s(dir.path() / "cards.json");
  EXPECT_FALSE(s.load());
  EXPECT_EQ(s.size(), 0u);
}

TEST(RfidCardStore, DefaultPathFollowsXdgDataHome) {
  const char* old = std::getenv("XDG_DATA_HOME");
  std::string saved = old ? old : "";
  ::setenv("XDG_DATA_HOME", "/tmp/xdg-test", 1);
  EXPECT_EQ(default_card_store_path(), std::filesystem::path("/tmp/xdg-test/spoluhrac/cards.json"));
  ::unsetenv("XDG_DATA_HOME");
  const char* home = std::getenv("HOME");
  if (home) {
    EXPECT_EQ(default_card_store_path(), std::filesystem::path(home) / ".local/share/spoluhrac/cards.json");
  }
  if (old) ::setenv("XDG_DATA_HOME", saved.c_str(), 1);
}

TEST(RfidTagDebouncer, RepeatsOfOneTagAreOneCard) {
  TagDebouncer d(300);
  EXPECT_TRUE(d.new_card("A", 0));
  for (std::int64_t t = 50; t <= 1000; t += 50) EXPECT_FALSE(d.new_card("A", t));  // lying there
  EXPECT_TRUE(d.new_card("A", 1400));  // lifted and laid again
  EXPECT_TRUE(d.new_card("B", 1450));  // another card at once
  EXPECT_TRUE(d.new_card("A", 1500));
}

}  // namespace
}  // namespace sh
