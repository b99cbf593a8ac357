#include "games/quist/quist_seat_page.h"

#include "games/quist/quist_narration.h"

namespace sh::quist {

SeatPage quist_seat_page(const QuistState& s, const Table& table, int player) {
  const auto& names = table.names();
  const int seat = s.seat_of_player(player);
  SeatPage v;
  v.name = seat_name(s, names, seat);
  v.game = Message("phones.game.quist");
  const bool playing = s.stage() == Stage::Play;
  v.my_turn = playing && s.current_player() == seat;
  v.turn = turn_prompt(s, names);
  // The own hand only: the narration of this seat's hand, never another's.
  if (playing)
    for (const auto& item : hand_items(s, names, seat))
      if (item.kind == ReviewItem::Kind::Hand) {
        v.hand.push_back(item.messages);
        break;  // card by card: one line
      }
  for (const auto& item : table_items(s, names))
    if (item.kind == ReviewItem::Kind::Public && !item.messages.empty()) v.table.push_back(item.messages);
  for (int seat_i = 0; seat_i < kSeats; ++seat_i)
    v.players.push_back(
        {Message("phones.cards_left").with("player", seat_name(s, names, seat_i)).with("n", s.cards_left(seat_i))});
  if (v.my_turn && !s.is_computer_seat(seat)) {
    const auto& own = s.hand(seat);
    for (int value = 0; value < kValues; ++value)
      if (own[static_cast<std::size_t>(value)] > 0 && s.is_legal(value))
        v.actions.push_back({PageAct::Lay, value, Message("phones.lay").with("value", value)});
  }
  return v;
}

}  // namespace sh::quist
