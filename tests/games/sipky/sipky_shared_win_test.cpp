// Issue 30 through the real binary: a tie for the win is said as shared and kept as shared
// in the history and the statistics; a computer's overshooting card in the exact variant
// is said with what the computer did, not with the person's keys.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <algorithm>
#include <filesystem>
#include <tuple>
#include <string>
#include <vector>

#include "test_support.h"

namespace sh {
namespace {

using test::contains_line;
using test::run_spoluhrac;

const std::string kR = "--input stdin --speech text --audio none --no-window --lang cs ";

std::string repeated(const std::string& keys, int times) {
  std::string out;
  for (int i = 0; i < times; ++i) out += keys + " ";
  return out;
}

struct Folders {
  std::string root = test::temp_path("sipky-shared-win");
  std::string env() const { return "XDG_DATA_HOME=" + root + "/data XDG_CONFIG_HOME=" + root + "/config"; }
  ~Folders() { std::filesystem::remove_all(root); }
};

// The first game's results: name, won, shared.
std::vector<std::tuple<std::string, bool, bool>> first_game(const std::string& db_file) {
  std::vector<std::tuple<std::string, bool, bool>> out;
  sqlite3* db = nullptr;
  EXPECT_EQ(sqlite3_open(db_file.c_str(), &db), SQLITE_OK);
  sqlite3_stmt* q = nullptr;
  sqlite3_prepare_v2(db, "SELECT name, won, shared FROM results WHERE game_id = 1 ORDER BY rowid", -1, &q, nullptr);
  while (q && sqlite3_step(q) == SQLITE_ROW)
    out.emplace_back(reinterpret_cast<const char*>(sqlite3_column_text(q, 0)), sqlite3_column_int(q, 1) != 0,
                     sqlite3_column_int(q, 2) != 0);
  sqlite3_finalize(q);
  sqlite3_close(db);
  return out;
}

TEST(SipkySharedWin, ATieForTheWinIsSaidAsSharedAndKeptAsSharedInTheStatistics) {
  Folders f;
  auto r = run_spoluhrac(kR + "--game sipky --mode dealer --players 3 --seed 3",
                         "1 1 1 3 2 " + repeated("help help ok", 30), f.env());
  ASSERT_EQ(r.status, 0) << r.err;
  const auto ls = test::lines(r.out);
  const auto first = std::find(ls.begin(), ls.end(), "SAY První místo: Hráč 1, 97 bodů.");
  ASSERT_TRUE(first != ls.end() && first != ls.begin() && first + 1 != ls.end()) << r.out;
  EXPECT_EQ(*(first - 1), "SAY Konec hry do 101. Vítězí společně Hráč 1 a Hráč 2, shodně 97 bodů.") << r.out;
  EXPECT_EQ(*(first + 1), "SAY Také na prvním místě: Hráč 2, 97 bodů.") << r.out;

  using Line = std::tuple<std::string, bool, bool>;
  EXPECT_EQ(first_game(f.root + "/data/spoluhrac/history.db"),
            (std::vector<Line>{{"Hráč 1", true, true}, {"Hráč 2", true, true}, {"Hráč 3", false, false}}));

  auto stats = run_spoluhrac(kR, test::main_menu_key(test::MainMenuItem::Statistics), f.env());
  ASSERT_EQ(stats.status, 0) << stats.err;
  bool said = false;
  for (const auto& line : test::lines(stats.out))
    if (line.rfind("SAY 1: Hráč 1, Numeramis Šipky do 101:", 0) == 0)
      said = line.find(" Z toho jedna dělená výhra.") != std::string::npos;
  EXPECT_TRUE(said) << stats.out;
}

TEST(SipkySharedWin, AComputersOvershootInTheExactVariantSaysWhatItDid) {
  auto r = run_spoluhrac(kR + "--game sipky --players 3 --names Eva,Petr,Jana --seed 8",
                         "1 2 1 1 3 2 " + repeated("help help ok", 40));
  ASSERT_EQ(r.status, 0) << r.err;
  const auto ls = test::lines(r.out);
  EXPECT_TRUE(contains_line(r.out, "SAY Petr: karta 6 by dala 104, odhazuje ji a má dál 98.")) << r.out;
  // On a computer's turn the person's keys for the choice are never read.
  std::string turn;
  for (const auto& line : ls) {
    if (line.find(" na tahu") != std::string::npos) turn = line;
    if (line.rfind("SAY Přes cíl:", 0) == 0) {
      EXPECT_EQ(turn.rfind("SAY Eva na tahu", 0), 0u) << line << " after " << turn;
    }
  }
}

}  // namespace
}  // namespace sh
