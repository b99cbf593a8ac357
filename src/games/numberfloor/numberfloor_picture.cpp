#include "games/numberfloor/numberfloor_picture.h"

#include "games/numberfloor/numberfloor_narration.h"
#include "play/voice.h"

namespace sh::numberfloor {

namespace {

// A card's face as a sighted player knows it: a floor's number, a night floor with the
// moon, a balloon with the ± of its step, the special balloons by sign.
std::string face_of(int type) {
  switch (kind_of(type)) {
    case Kind::Floor: return std::to_string(value_of(type));
    case Kind::Night: return "☾" + std::to_string(value_of(type));
    case Kind::Balloon: return "±" + std::to_string(value_of(type));
    case Kind::Nearest: return "±1·2";
    case Kind::Even: return "2·4·6";
    case Kind::Odd: return "1·3·5";
    case Kind::Skip: return "⊘";
  }
  return "?";
}

std::string joined(const Voice& voice, const std::vector<Message>& ms, std::size_t from, std::size_t to) {
  std::string out;
  for (std::size_t i = from; i < to && i < ms.size(); ++i) out += (out.empty() ? "" : " ") + voice.render(ms[i]);
  return out;
}

}  // namespace

TablePictureRef make_picture(const NumberfloorState& s, const std::vector<std::string>& names, const Voice& voice,
                             int shown_hand, int cursor) {
  auto p = std::make_shared<TablePicture>();
  const Context c{s, names, voice.language()};
  p->title = voice.render(Message("game.numberfloor"));
  p->status = voice.render(Message("numberfloor.stock").with("n", s.stock_size())) + " " +
              voice.render(Message("numberfloor.target").with("target", s.config().stars_to_win));
  p->legend = voice.render(Message("numberfloor.picture.legend"));
  const bool playing = s.stage() == Stage::Play || s.stage() == Stage::Drawing;
  const int turn = playing ? s.turn_player() : -1;
  for (int seat = 0; seat < s.num_players(); ++seat) {
    PictureSeat ps;
    ps.name = seat_name(names, seat);
    ps.colour = seat;
    ps.score = "🂠 " + std::to_string(s.hand_size(seat));
    ps.mark = "★" + std::to_string(s.stars(seat));
    ps.to_act = seat == turn;
    if (s.is_terminal() && s.winner() == seat) ps.name = "★ " + ps.name;
    p->seats.push_back(std::move(ps));
  }
  // The piles: each floor pile's top card with the sentence of what fits on it; the top
  // balloon beside the (first) floor pile.
  const std::vector<Message> pile_text = piles(c);
  for (int pile = 0; pile < s.floor_piles(); ++pile) {
    const std::vector<int>& cards = s.floor_pile(pile);
    if (cards.empty()) continue;
    PictureCardRow row;
    row.label = joined(voice, pile_text, static_cast<std::size_t>(pile), static_cast<std::size_t>(pile) + 1);
    row.cards.push_back({face_of(cards.back()), -1, "", false});
    if (pile == 0 && s.balloon_top() >= 0)
      row.cards.push_back({face_of(s.balloon_top()), -1, "", false});
    p->card_rows.push_back(std::move(row));
  }
  // The game's end: the winner, then everyone by place, as the speech says them.
  if (s.is_terminal()) {
    p->card_rows.clear();
    for (const Message& m : final_standings(c)) p->lines.push_back(voice.render(m));
  }
  // A hand only while its owner asks (the controller says whose); dealer mode only. A
  // computer's hand has no owner at the table to ask for it: never drawn.
  const auto& game = static_cast<const NumberfloorGame&>(s.game());
  if (shown_hand >= 0 && shown_hand < s.num_players() && s.dealer_mode() && playing && !game.is_computer(shown_hand)) {
    PictureCardRow hand;
    hand.label = voice.render(Message("numberfloor.hand.owner").with("player", seat_name(names, shown_hand)));
    hand.hand = true;
    const std::vector<int> order = hand_order(s, shown_hand);
    for (int type : order) {
      const int count = s.hand(shown_hand)[static_cast<std::size_t>(type)];
      PictureCard card{face_of(type), -1, count > 1 ? std::to_string(count) + "×" : "", false};
      card.playable = can_lay_now(s, shown_hand, type);
      hand.cards.push_back(std::move(card));
    }
    p->card_rows.push_back(std::move(hand));
    if (cursor >= 0 && cursor < static_cast<int>(order.size())) {
      p->cursor_row = static_cast<int>(p->card_rows.size()) - 1;
      p->cursor_card = cursor;
      p->focus = voice.render(hand_card(c, shown_hand, order[static_cast<std::size_t>(cursor)]));
    }
  }
  if (p->focus.empty() && turn >= 0) p->focus = "▶ " + seat_name(names, turn);
  return p;
}

}  // namespace sh::numberfloor
