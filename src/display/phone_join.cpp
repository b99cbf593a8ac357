#include "display/phone_join.h"

#include "phones/phone_hub.h"
#include "phones/phone_table.h"
#include "phones/seat_tokens.h"
#include "phones/seat_view.h"
#include "play/voice.h"

namespace sh::display {

JoinPanelRef join_panel_of(const App& app, const phones::PhoneHub& hub, const phones::PhoneTable& phone_table,
                           const Voice& voice) {
  const Table* table = phones::game_table(app);
  if (!table) return nullptr;
  const std::string& address = phone_table.address();
  const int players = phone_table.players(app);
  const auto tokens = hub.tokens();
  if (players <= 0 || static_cast<int>(tokens.size()) != players) return nullptr;
  auto panel = std::make_shared<JoinPanel>();
  panel->heading = voice.render(Message("phones.address").with("address", address));
  for (int p = 0; p < players; ++p) {
    if (!phone_table.person(app, p)) continue;
    SeatJoin seat;
    seat.name = table->name(p);
    const std::string& token = tokens[static_cast<std::size_t>(p)];
    seat.code = phones::spoken_code(token);
    seat.url = phones::seat_address(address, token);
    seat.joined = hub.connected(p);
    seat.joined_text = voice.render(Message("phones.joined").with("player", seat.name));
    panel->seats.push_back(std::move(seat));
  }
  return panel;
}

}  // namespace sh::display
