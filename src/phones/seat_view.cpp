#include "phones/seat_view.h"

#include <nlohmann/json.hpp>

#include "games/quist/quist_game.h"
#include "games/quist/quist_narration.h"

namespace sh::phones {

namespace {

const quist::QuistState* quist_state(const Table& table) {
  if (table.game().id() != "quist" || table.mode() != Mode::Dealer) return nullptr;
  return dynamic_cast<const quist::QuistState*>(&table.state());
}

std::string rendered(const Voice& voice, const std::vector<Message>& ms) {
  std::string out;
  for (const Message& m : ms) {
    std::string t = voice.render(m);
    if (t.empty()) continue;
    if (!out.empty()) out += ' ';
    out += t;
  }
  return out;
}

nlohmann::json said_json(const std::vector<PhoneHub::Said>& said) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& s : said) out.push_back({{"id", s.id}, {"text", s.text}});
  return out;
}

nlohmann::json quist_view(const quist::QuistState& s, const Table& table, const Voice& voice, int player) {
  const auto& names = table.names();
  const int seat = s.seat_of_player(player);
  nlohmann::json v;
  v["name"] = quist::seat_name(s, names, seat);
  v["game"] = voice.render(Message("phones.game.quist"));
  const bool playing = s.stage() == quist::Stage::Play;
  const bool my_turn = playing && s.current_player() == seat;
  v["my_turn"] = my_turn;
  v["turn"] = rendered(voice, quist::turn_prompt(s, names));
  // The own hand only: the narration of this seat's hand, never another's.
  nlohmann::json hand = nlohmann::json::array();
  if (playing)
    for (const auto& item : quist::hand_items(s, names, seat))
      if (item.kind == quist::ReviewItem::Kind::Hand) {
        hand.push_back(rendered(voice, item.messages));
        break;  // card by card: one line
      }
  v["hand"] = hand;
  nlohmann::json table_lines = nlohmann::json::array();
  for (const auto& item : quist::table_items(s, names))
    if (item.kind == quist::ReviewItem::Kind::Public) {
      std::string line = rendered(voice, item.messages);
      if (!line.empty()) table_lines.push_back(line);
    }
  nlohmann::json players = nlohmann::json::array();
  for (int seat_i = 0; seat_i < quist::kSeats; ++seat_i)
    players.push_back(voice.render(Message("phones.cards_left")
                                       .with("player", quist::seat_name(s, names, seat_i))
                                       .with("n", s.cards_left(seat_i))));
  v["table"] = table_lines;
  v["players"] = players;
  nlohmann::json actions = nlohmann::json::array();
  if (my_turn && !s.is_computer_seat(seat)) {
    const auto& own = s.hand(seat);
    for (int value = 0; value < quist::kValues; ++value)
      if (own[static_cast<std::size_t>(value)] > 0 && s.is_legal(value))
        actions.push_back({{"act", "lay"},
                           {"value", value},
                           {"label", voice.render(Message("phones.lay").with("value", value))}});
  }
  v["actions"] = actions;
  return v;
}

}  // namespace

int phone_players(const Table& table) { return quist_state(table) ? quist::kSeats : 0; }

bool phone_person(const Table& table, int player) {
  const auto* s = quist_state(table);
  return s && player >= 0 && player < quist::kSeats && !s->config().computers[static_cast<std::size_t>(player)];
}

int seat_of_player(const Table& table, int player) {
  const auto* s = quist_state(table);
  return s ? s->seat_of_player(player) : -1;
}

std::string seat_view(const Table& table, const Voice& voice, const std::vector<PhoneHub::Said>& said, int player) {
  nlohmann::json v;
  if (const auto* s = quist_state(table)) v = quist_view(*s, table, voice, player);
  v["player"] = player;
  v["lang"] = voice.language().code();
  v["said"] = said_json(said);
  return v.dump();
}

std::vector<std::string> seat_views(const Table& table, const Voice& voice, const std::vector<PhoneHub::Said>& said) {
  std::vector<std::string> views;
  const int n = phone_players(table);
  for (int p = 0; p < n; ++p) views.push_back(phone_person(table, p) ? seat_view(table, voice, said, p) : std::string());
  return views;
}

}  // namespace sh::phones
