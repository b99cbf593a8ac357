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

std::string page_line_text(const Voice& voice, const PageLine& line) { return voice.render_joined(line); }

std::string seat_view_json(const SeatPage& page, const Voice& voice, int player, const std::string& lang,
                           const std::vector<HeardLine>& said, const HeardLine& note) {
  auto rendered = [&](const std::vector<PageLine>& ls, bool drop_empty) {
    std::vector<std::string> out;
    for (const PageLine& l : ls) {
      std::string text = page_line_text(voice, l);
      if (!drop_empty || !text.empty()) out.push_back(std::move(text));
    }
    return out;
  };
  nlohmann::json v;
  v["name"] = page.name;
  v["game"] = voice.render(page.game);
  v["my_turn"] = page.my_turn;
  v["turn"] = page_line_text(voice, page.turn);
  v["hand"] = rendered(page.hand, false);
  v["table"] = rendered(page.table, true);  // a public line that says nothing is no line
  v["players"] = rendered(page.players, false);
  nlohmann::json actions = nlohmann::json::array();
  for (const auto& b : page.actions) {
    nlohmann::json a = {{"act", std::string(act_name(static_cast<ActKind>(b.act)))}, {"label", voice.render(b.label)}};
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
