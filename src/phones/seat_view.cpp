#include "phones/seat_view.h"

#include <nlohmann/json.hpp>

#include "phones/phone_message.h"
#include "play/voice.h"

namespace sh::phones {

namespace {

static_assert(static_cast<int>(PageAct::Lay) == static_cast<int>(ActKind::Lay) &&
              static_cast<int>(PageAct::Draw) == static_cast<int>(ActKind::Draw) &&
              static_cast<int>(PageAct::End) == static_cast<int>(ActKind::End) &&
              static_cast<int>(PageAct::Claim) == static_cast<int>(ActKind::Claim));

nlohmann::json said_json(const std::vector<PhoneHub::Said>& said) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& s : said) out.push_back({{"id", s.id}, {"text", s.text}});
  return out;
}

}  // namespace

std::string seat_view_json(const SeatPage& page, int player, const std::string& lang,
                           const std::vector<PhoneHub::Said>& said) {
  nlohmann::json v;
  v["name"] = page.name;
  v["game"] = page.game;
  v["my_turn"] = page.my_turn;
  v["turn"] = page.turn;
  v["hand"] = page.hand;
  v["table"] = page.table;
  v["players"] = page.players;
  nlohmann::json actions = nlohmann::json::array();
  for (const auto& b : page.actions) {
    nlohmann::json a = {{"act", std::string(act_name(static_cast<ActKind>(b.act)))}, {"label", b.label}};
    if (b.value >= 0) a["value"] = b.value;
    actions.push_back(std::move(a));
  }
  v["actions"] = actions;
  if (!page.note.empty()) v["note"] = {{"id", page.note_id}, {"text", page.note}};
  v["player"] = player;
  v["lang"] = lang;
  v["said"] = said_json(said);
  return v.dump();
}

std::vector<std::string> seat_views(const SeatPages& pages, Host& host, const Table& table,
                                    const std::vector<PhoneHub::Said>& said) {
  std::vector<std::string> views;
  const int n = pages.page_players(table);
  const std::string lang = host.voice().language().code();
  for (int p = 0; p < n; ++p)
    views.push_back(pages.page_person(table, p) ? seat_view_json(pages.seat_page(host, table, p), p, lang, said)
                                                : std::string());
  return views;
}

}  // namespace sh::phones
