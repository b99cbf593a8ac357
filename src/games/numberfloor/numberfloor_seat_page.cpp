#include "games/numberfloor/numberfloor_seat_page.h"

#include "games/numberfloor/numberfloor_narration.h"

namespace sh::numberfloor {

namespace {

bool has_night_cards(const NumberfloorState& s) {
  for (int v = 0; v < kFloors; ++v)
    if (s.config().cards[static_cast<std::size_t>(night_card(v))] > 0) return true;
  return false;
}

}  // namespace

bool refusal_names_hand(const Event& why) {
  static const char* const kHand[] = {
      "refused.does_not_fit",     "refused.not_in_hand",   "refused.can_play",        "refused.balloon_shuts_floor",
      "refused.pass_can_play",    "refused.no_night_card", "refused.floor_first",     "refused.card_exhausted",
      "refused.takeover_only_balloons",
  };
  for (const char* type : kHand)
    if (why.type == type) return true;
  return false;
}

Message hidden_refusal(const Event& why, const Context& c) {
  const std::string& t = why.type;
  if (t == "refused.does_not_fit")
    return Message("numberfloor.refused.does_not_fit.hidden")
        .with("fits", fits_pieces(static_cast<int>(why.get("floor")), static_cast<std::uint16_t>(why.get("allowed"))));
  if (t == "refused.not_in_hand" || t == "refused.card_exhausted") return Message("numberfloor.refused.not_in_hand.hidden");
  if (t == "refused.can_play") return Message("numberfloor.refused.can_play.hidden");
  if (t == "refused.balloon_shuts_floor") return Message("numberfloor.refused.balloon_shuts_floor.hidden");
  if (t == "refused.pass_can_play") return Message("numberfloor.refused.pass_can_play.hidden");
  if (t == "refused.floor_first") return refusal(why, c);  // names no card
  return Message("numberfloor.refused.takeover.hidden");  // no_night_card, takeover_only_balloons
}

SeatPage numberfloor_seat_page(const NumberfloorState& s, const Table& table, const Voice& voice, int seat) {
  const Context c{s, table.names(), voice.language()};
  SeatPage v;
  v.name = table.name(seat);
  v.game = Message("phones.game.numberfloor");
  const bool playing = s.stage() == Stage::Play;
  v.my_turn = playing && s.turn_player() == seat;
  v.turn = where_play_stands(c);
  // The own hand only, as its owner hears it on request (key 5).
  if (s.stage() != Stage::Deal) v.hand.push_back(hand_summary(c, seat));
  // At the end the table is the ranking.
  for (const Message& m : s.is_terminal() ? final_standings(c) : piles(c)) v.table.push_back({m});
  for (const Message& m : scoreboard(c)) v.players.push_back({m});
  if (!playing) return v;
  auto button = [&](PageAct act, int value, Message label) { v.actions.push_back({act, value, std::move(label)}); };
  if (v.my_turn) {
    for (int type : hand_order(s, seat)) {
      const Message card = card_name(type);
      if (s.is_legal(lay_action(type)))
        button(PageAct::Lay, lay_action(type),
               Message(s.beginner() ? "phones.numberfloor.lay_pile1" : "phones.numberfloor.lay").with("card", card));
      if (s.beginner() && is_floor(type) && s.is_legal(lay2_action(value_of(type))))
        button(PageAct::Lay, lay2_action(value_of(type)), Message("phones.numberfloor.lay_pile2").with("card", card));
    }
    if (s.is_legal(kDraw)) button(PageAct::Draw, -1, Message("phones.numberfloor.draw"));
    if (s.floors_laid() > 0 && s.is_legal(kEndTurn)) button(PageAct::End, -1, Message("phones.numberfloor.end"));
    else if (s.floors_laid() == 0 && s.is_legal(kPass)) button(PageAct::End, -1, Message("phones.numberfloor.pass"));
  } else if (has_night_cards(s) && s.takeover_window() && s.dealer_mode()) {
    // What this seat knows: the public moment, its own night cards and the pile.
    for (int value = 0; value < kFloors; ++value)
      if (s.hand(seat)[static_cast<std::size_t>(night_card(value))] > 0 && fits(s.allowed(0), value))
        button(PageAct::Claim, value, Message("phones.numberfloor.claim").with("card", card_name(night_card(value))));
  }
  return v;
}

}  // namespace sh::numberfloor
