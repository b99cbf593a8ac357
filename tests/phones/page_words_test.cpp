// The phone pages show the same words now that a game's SeatPage is messages rendered here
// by the host's Voice (play/seat_pages.h) as when the games rendered finished words: whole
// scripted games' views in Czech and English against the fingerprints of the views the
// program built before (captured from the same scripts on main at d6ba401).
#include <gtest/gtest.h>

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "games/numberfloor/numberfloor_controller.h"
#include "games/numberfloor/numberfloor_entry.h"
#include "games/quist/quist_controller.h"
#include "games/quist/quist_entry.h"
#include "games/quist/quist_game.h"
#include "phones/seat_view.h"
#include "phones_test_host.h"

namespace {

// FNV-1a, 64 bits: the fingerprint of a section's text.
std::uint64_t fnv1a(const std::string& s) {
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

// Numberfloor (full variant: balloons, night floors, take-overs) and Quist in dealer mode,
// every seat a person's on a phone; the turn's page plays its first action. All the views
// of all seats at every step, one a line, in `lang`.
std::string views_line(sh::phones::test::PagesHost& host, const sh::SeatPages& pages, sh::Table& table, int p) {
  return sh::phones::seat_view_json(pages.seat_page(host, table, p), host.voice(), p, "cs", {}, {});
}

std::string numberfloor_views(const std::string& lang, const std::string& variant) {
  sh::phones::test::PagesHost host(lang);
  sh::Table table(sh::numberfloor::entry().make_game({{"mode", "dealer"}, {"players", "3"}, {"computers", "none"}, {"variant", variant}}),
                  sh::Mode::Dealer, 11, {"Eva", "Petr", "Jana"});
  sh::numberfloor::NumberfloorController controller;
  host.on_phone = {0, 1, 2};
  controller.start(host, table, false);
  std::string out;
  const auto& s = static_cast<const sh::numberfloor::NumberfloorState&>(table.state());
  for (int step = 0; step < 40 && !table.state().is_terminal(); ++step) {
    for (int p = 0; p < 3; ++p) out += views_line(host, controller, table, p) + "\n";
    const int t = s.turn_player();
    const auto page = nlohmann::json::parse(views_line(host, controller, table, t));
    if (page["actions"].empty()) break;
    const auto& a = page["actions"][0];
    const std::string act = a["act"];
    const sh::PageAct kind = act == "lay" ? sh::PageAct::Lay : act == "draw" ? sh::PageAct::Draw : act == "end" ? sh::PageAct::End : sh::PageAct::Claim;
    controller.page_act(host, table, t, kind, a.contains("value") ? a["value"].get<int>() : -1);
  }
  return out;
}

std::string quist_views(const std::string& lang) {
  sh::phones::test::PagesHost host(lang);
  sh::Table table(sh::quist::entry().make_game({{"mode", "dealer"}, {"computers", "none"}, {"games", "1"}}), sh::Mode::Dealer, 3,
                  {"Eva", "Petr", "Jana", "Karel"});
  table.run_chance();
  sh::quist::QuistController controller;
  host.on_phone = {0, 1, 2, 3};
  std::string out;
  const auto& s = static_cast<const sh::quist::QuistState&>(table.state());
  for (int step = 0; step < 30 && !table.state().is_terminal(); ++step) {
    for (int p = 0; p < 4; ++p) out += views_line(host, controller, table, p) + "\n";
    const int t = s.player_at_seat(s.current_player());
    const auto page = nlohmann::json::parse(views_line(host, controller, table, t));
    if (page["actions"].empty()) break;
    controller.page_act(host, table, t, sh::PageAct::Lay, page["actions"][0]["value"].get<int>());
  }
  return out;
}

struct Expected {
  const char* lang;
  const char* game;
  std::size_t lines;
  std::uint64_t fingerprint;
};

std::string section(const std::string& lang, const std::string& game) {
  if (game == "quist") return quist_views(lang);
  return numberfloor_views(lang, game == "numberfloor full" ? "full" : "beginner");
}

TEST(PhonePageWords, ScriptedGamesShowTheSameWordsAsBefore) {
  const Expected expected[] = {
      {"cs", "numberfloor full", 120, 0x62bf49172b7dcdb8ull},
      {"cs", "numberfloor beginner", 120, 0xbc667b86d910194full},
      {"cs", "quist", 120, 0x5c11f3977cab07ccull},
      {"en", "numberfloor full", 120, 0xe351f6202023a5ffull},
      {"en", "numberfloor beginner", 120, 0x31739962e5dd28d7ull},
      {"en", "quist", 120, 0x6d2c50cffd0479ceull},
  };
  for (const auto& e : expected) {
    const std::string text = section(e.lang, e.game);
    std::size_t lines = 0;
    for (char c : text) lines += c == '\n';
    EXPECT_EQ(lines, e.lines) << e.lang << " " << e.game;
    EXPECT_EQ(fnv1a(text), e.fingerprint) << e.lang << " " << e.game << ": the views differ from before:\n"
                                          << text.substr(0, 3000);
  }
}

TEST(PhonePageWords, TheFirstNumberfloorViewSaysItsCardsInWords) {
  const std::string text = numberfloor_views("cs", "full");
  const std::string first = text.substr(0, text.find('\n'));
  EXPECT_EQ(first,
            R"({"actions":[{"act":"lay","label":"Vyložit: poschodí 2","value":2},{"act":"lay","label":"Vyložit: poschodí 7","value":7}],"game":"Numberfloor","hand":["6 karet: poschodí 0, poschodí 2, poschodí 5, poschodí 6, poschodí 7 a poschodí 9."],"lang":"cs","my_turn":true,"name":"Eva","player":0,"players":["Eva: žádná hvězda, 6 karet v ruce.","Petr: žádná hvězda, 6 karet v ruce.","Jana: žádná hvězda, 6 karet v ruce.","Vyhrává, kdo má 5 hvězd."],"said":[],"table":["Poschodí 2, balón 5: hodí se 2 nebo 7.","Karet v balíčku: 68."],"turn":"Na tahu Eva, 6 karet v ruce. Poschodí 2, balón 5: hodí se 2 nebo 7. Karet v balíčku: 68."})");
}

}  // namespace
