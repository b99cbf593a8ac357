#include "display_positions.h"

#include <memory>
#include <tuple>

#include "games/clovece/clovece_game.h"
#include "games/clovece/clovece_picture.h"
#include "games/kivi/kivi_game.h"
#include "games/kivi/kivi_picture.h"
#include "games/numberfloor/numberfloor_game.h"
#include "games/numberfloor/numberfloor_picture.h"
#include "games/quist/quist_game.h"
#include "games/quist/quist_picture.h"
#include "games/sipky/sipky_game.h"
#include "games/sipky/sipky_picture.h"
#include "phones/qr_code.h"

namespace sh::test {

const std::vector<std::string> kLongNames = {"Bohumila Přemyslovna", "Maximilián Kratochvíl", "Jaroslava Dvořáková",
                                             "Květoslav Procházka", "Svatopluk Čermák",     "Ludmila Nováková",
                                             "Radoslav Horáček",     "Zdeňka Vlčková"};
const std::vector<std::string> kShortNames = {"Eva", "Petr", "Jana", "Ota", "Ivo", "Lea", "Max", "Zoe"};

const std::string kCaption =
    "Na tahu Bohumila Přemyslovna. Hodila jsi 3, 5 a 6, drží se dvě kostky.\nMaximilián Kratochvíl položil kámen na "
    "řádek 3, sloupec 4, součet nejvýš 12, dva body.\nJaroslava Dvořáková hodila 1, 1, 4, 4 a 6.";

std::vector<Position> kivi_positions(TestVoice& tv) {
  std::vector<Position> out;
  for (const auto& [players, names, seed, stones, to_end] :
       std::vector<std::tuple<int, const std::vector<std::string>*, int, int, bool>>{
           {4, &kLongNames, 3, 14, false}, {2, &kShortNames, 5, 6, false}, {4, &kLongNames, 7, 99, true}}) {
    auto game = kivi::make_kivi_game({{"players", std::to_string(players)}});
    auto s = game->new_initial_state();
    const auto& k = static_cast<const kivi::KiviState&>(*s);
    auto placed = [&] {
      int n = 0;
      for (int c = 0; c < kivi::kCells; ++c) n += k.owner(c) >= 0;
      return n;
    };
    play_seeded(*s, static_cast<std::uint64_t>(seed), [&] { return to_end || placed() < stones; });
    if (!to_end) {
      // On to a roll with some dice held.
      play_seeded(*s, static_cast<std::uint64_t>(seed) + 1, [&] {
        int held = 0;
        for (int v = 1; v <= 6; ++v) held += k.held()[static_cast<std::size_t>(v)];
        return s->is_chance() || held == 0;
      }, 200);
    }
    out.push_back({"kivi " + std::to_string(players) + (to_end ? " end" : ""),
                   kivi::make_picture(k, *names, tv.voice, to_end ? -1 : 24), kCaption});
  }
  return out;
}

std::vector<Position> quist_positions(TestVoice& tv) {
  std::vector<Position> out;
  auto game = make_quist_game({{"mode", "dealer"}, {"games", "1"}});
  auto s = game->new_initial_state();
  const auto& q = static_cast<const quist::QuistState&>(*s);
  play_seeded(*s, 3, [&] { return !(q.table().size() == 1 && q.table()[0].size() == 3); });
  out.push_back({"quist trick", quist::make_picture(q, kLongNames, tv.voice, -1), kCaption});
  auto hand = quist::make_picture(q, kLongNames, tv.voice, q.current_player());
  out.push_back({"quist hand", hand, kCaption, nullptr, static_cast<int>(hand->card_rows.size()) - 1});
  play_seeded(*s, 4, [&] { return !(q.table().size() >= 2 && q.table().back().size() >= 2); });
  auto phases = quist::make_picture(q, kShortNames, tv.voice, q.current_player());
  out.push_back({"quist phases", phases, kCaption, nullptr, static_cast<int>(phases->card_rows.size()) - 1});
  play_seeded(*s, 5, [&] { return true; });
  out.push_back({"quist end", quist::make_picture(q, kLongNames, tv.voice, -1), kCaption});
  return out;
}

std::vector<Position> sipky_positions(TestVoice& tv) {
  std::vector<Position> out;
  for (int players : {3, 8}) {
    auto game = sipky::make_sipky_game({{"players", std::to_string(players)}});
    auto s = game->new_initial_state();
    const auto& k = static_cast<const sipky::SipkyState&>(*s);
    play_seeded(*s, 11, [&] { return !(k.hand().size() >= 2 && k.players()[0].score > 40); });
    auto throw_picture = sipky::make_picture(k, kLongNames, tv.voice, 1);
    out.push_back({"sipky " + std::to_string(players), throw_picture, kCaption, nullptr, k.hand().empty() ? -1 : 0});
    play_seeded(*s, 12, [&] { return true; });
    out.push_back({"sipky end " + std::to_string(players), sipky::make_picture(k, kLongNames, tv.voice, -1), kCaption});
  }
  return out;
}

std::vector<Position> numberfloor_positions(TestVoice& tv) {
  std::vector<Position> out;
  for (const auto& [variant, players] : std::vector<std::pair<std::string, int>>{{"beginner", 2}, {"full", 5}}) {
    auto game = numberfloor::make_numberfloor_game({{"players", std::to_string(players)}, {"variant", variant}});
    auto s = game->new_initial_state();
    const auto& f = static_cast<const numberfloor::NumberfloorState&>(*s);
    int steps = 0;
    play_seeded(*s, 21, [&] { return ++steps < 40 || f.stage() != numberfloor::Stage::Play || s->is_chance(); });
    const int seat = f.turn_player();
    auto with_hand = numberfloor::make_picture(f, kLongNames, tv.voice, seat, 1);
    out.push_back({"numberfloor " + variant, with_hand, kCaption, nullptr, static_cast<int>(with_hand->card_rows.size()) - 1});
    play_seeded(*s, 22, [&] { return true; });
    out.push_back({"numberfloor end " + variant, numberfloor::make_picture(f, kLongNames, tv.voice, -1, -1), kCaption});
  }
  return out;
}

std::vector<Position> clovece_positions(TestVoice& tv) {
  std::vector<Position> out;
  for (int players : {4, 6}) {
    auto game = clovece::make_clovece_game({{"players", std::to_string(players)}});
    auto s = game->new_initial_state();
    const auto& c = static_cast<const clovece::CloveceState&>(*s);
    auto on_track = [&] {
      int n = 0;
      for (const auto& p : c.pieces()) n += p.loc.where == clovece::Where::Track;
      return n;
    };
    play_seeded(*s, 31, [&] {
      return !(on_track() >= 6 && c.phase() == clovece::Phase::Using && c.legal_moves().size() >= 4);
    });
    out.push_back({"clovece " + std::to_string(players), clovece::make_picture(c, kLongNames, tv.voice, -1, 3), kCaption});
    play_seeded(*s, 32, [&] { return true; });
    out.push_back({"clovece end " + std::to_string(players), clovece::make_picture(c, kLongNames, tv.voice, -1, -1),
                   kCaption});
  }
  return out;
}

// Phones at the table (issue 33): the join panel with every person's seat waiting (long
// names, the longest address), with one seat waiting beside three joined, and with two of
// two; Quist's positions and Numberfloor's (five seats).
std::vector<Position> with_joins(const std::vector<Position>& positions, int seats) {
  auto panel = [&](int waiting) {
    auto j = std::make_shared<display::JoinPanel>();
    const std::string address = "http://192.168.100.200:65535";
    j->heading = "Telefony: otevřete adresu " + address + " a zadejte kód svého místa.";
    for (int i = 0; i < seats; ++i) {
      const std::string& name = kLongNames[static_cast<std::size_t>(i)];
      const std::string url = address + "/s/ABCDEFGHJKLM" + std::to_string(i);
      j->seats.push_back({name, "ABCD-EFGH-JKLMN", url, i >= waiting, name + ": telefon připojen.", phones::qr_code(url)});
    }
    return display::JoinPanelRef(std::move(j));
  };
  std::vector<Position> out;
  for (const auto& pos : positions)
    for (int waiting : {seats, 1, 2}) {
      Position p = pos;
      p.name += " phones " + std::to_string(waiting) + " waiting";
      p.joins = panel(waiting);
      out.push_back(std::move(p));
    }
  return out;
}

}  // namespace sh::test
