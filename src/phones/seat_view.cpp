#include "phones/seat_view.h"

#include <nlohmann/json.hpp>

#include "phones/phone_message.h"

namespace sh::phones {

namespace {

static_assert(static_cast<int>(PageAct::Lay) == static_cast<int>(ActKind::Lay) &&
              static_cast<int>(PageAct::Draw) == static_cast<int>(ActKind::Draw) &&
              static_cast<int>(PageAct::End) == static_cast<int>(ActKind::End) &&
              static_cast<int>(PageAct::Claim) == static_cast<int>(ActKind::Claim));

}  // namespace

std::string seat_view_json(const SeatPage& page, int player, const std::string& lang,
                           const std::vector<HeardLine>& said, const HeardLine& note) {
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
  if (note.id > 0) v["note"] = {{"id", note.id}, {"text", note.text}};
  v["player"] = player;
  v["lang"] = lang;
  nlohmann::json lines = nlohmann::json::array();
  for (const auto& s : said) lines.push_back({{"id", s.id}, {"text", s.text}});
  v["said"] = lines;
  return v.dump();
}

}  // namespace sh::phones
