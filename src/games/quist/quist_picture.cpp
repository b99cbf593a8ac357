#include "games/quist/quist_picture.h"

#include "games/quist/quist_narration.h"
#include "play/voice.h"

namespace sh::quist {

namespace {
PictureCardRow phase_row(const QuistState& s, const Names& names, const Phase& phase, std::string label) {
  PictureCardRow row;
  row.label = std::move(label);
  const PhaseBest best = best_of(phase);
  bool marked = false;
  for (const Play& play : phase) {
    const bool is_best = !marked && play.value == best.value;
    marked = marked || is_best;
    row.cards.push_back({std::to_string(play.value), play.seat, seat_name(s, names, play.seat), is_best});
  }
  return row;
}
}  // namespace

TablePictureRef make_picture(const QuistState& s, const std::vector<std::string>& names, const Voice& voice,
                             int shown_hand_seat, int review, const std::string& review_focus) {
  auto p = std::make_shared<TablePicture>();
  p->title = voice.render(Message("game.quist"));
  Message match("quist.match.score");
  match.with("a1", seat_name(s, names, 0)).with("a2", seat_name(s, names, 2));
  match.with("b1", seat_name(s, names, 1)).with("b2", seat_name(s, names, 3));
  match.with("wa", s.wins()[0]).with("wb", s.wins()[1]);
  p->status = voice.render(match);
  p->legend = voice.render(Message("quist.picture.legend"));
  const int to_play = s.is_terminal() || s.is_chance() ? -1 : s.current_player();
  // The teams: tricks of this game, games won (★).
  for (int team = 0; team < kTeams; ++team) {
    PictureSeat t;
    t.name = seat_name(s, names, team) + " + " + seat_name(s, names, team + 2);
    t.score = std::to_string(s.game_tricks()[static_cast<std::size_t>(team)]);
    t.mark = "★" + std::to_string(s.wins()[static_cast<std::size_t>(team)]);
    if (s.match_winner() == team) t.name = "★ " + t.name;
    p->seats.push_back(std::move(t));
  }
  // The players in seat order with their signs (cards in hand as the score) and whose turn.
  for (int seat = 0; seat < kSeats; ++seat) {
    PictureSeat ps;
    ps.name = seat_name(s, names, seat);
    ps.colour = seat;
    ps.score = "🂠 " + std::to_string(s.cards_left(seat));  // cards in hand, as Numberfloor shows them
    ps.to_act = seat == to_play;
    p->seats.push_back(std::move(ps));
  }
  const auto& trick = s.table();
  // Which rows show what, for the review cursor.
  int trick_rows = 0, last_rows = 0, hand_row = -1;
  for (std::size_t i = 0; i < trick.size(); ++i)
    p->card_rows.push_back(phase_row(s, names, trick[i], trick.size() > 1 ? std::to_string(i + 1) + "." : ""));
  trick_rows = static_cast<int>(p->card_rows.size());
  if (trick.empty() || (trick.size() == 1 && trick.front().empty())) {
    p->card_rows.clear();
    trick_rows = 0;
    if (const auto& last = s.last_trick()) {
      for (std::size_t i = 0; i < last->phases.size(); ++i)
        p->card_rows.push_back(phase_row(s, names, last->phases[i],
                                         "✓ " + seat_name(s, names, last->winner)));
      last_rows = static_cast<int>(p->card_rows.size());
    }
  }
  // The match's end: the result and the standings as the speech says them, instead of the
  // last trick.
  if (s.is_terminal() && s.match_winner() >= 0) {
    p->card_rows.clear();
    last_rows = 0;
    for (const Message& m : final_standings(s, names)) p->lines.push_back(voice.render(m));
  }
  if (shown_hand_seat >= 0 && shown_hand_seat < kSeats && to_play == shown_hand_seat) {
    hand_row = static_cast<int>(p->card_rows.size());
    PictureCardRow hand;
    hand.label = seat_name(s, names, shown_hand_seat) + ":";
    hand.hand = true;
    const ValueCounts& counts = s.hand(shown_hand_seat);
    for (int v = 0; v < kValues; ++v)
      for (int k = 0; k < counts[static_cast<std::size_t>(v)]; ++k)
        hand.cards.push_back({std::to_string(v), shown_hand_seat, "", false});
    p->card_rows.push_back(std::move(hand));
  }
  if (review >= 0) {
    // The review cursor: the item's text on the focus line, its rows or seats framed.
    // Items: the hand (two, in dealer mode on a person's turn), then the public ones.
    p->focus = review_focus;
    const bool hand_items_first = s.config().mode == Mode::Dealer && s.stage() == Stage::Play && to_play >= 0 &&
                                  !s.is_computer_seat(to_play);
    const int hands = hand_items_first ? static_cast<int>(hand_items(s, names, to_play).size()) : 0;
    if (review < hands) {
      p->cursor_row = hand_row;
    } else {
      // The public items in the order table_items() gives them: the trick on the table
      // (while the game runs), the last trick, this game's tricks (while it runs), the match.
      const bool over = s.is_terminal();
      const int j = review - hands;
      if (s.stage() == Stage::Cut) {
        // the cuts: nothing drawn to frame
      } else if (!over && j == 0) {
        if (trick_rows > 0) p->cursor_row = trick_rows - 1;
      } else if (j == (over ? 0 : 1)) {
        if (last_rows > 0) p->cursor_row = last_rows - 1;
      } else if (!over && j == 2) {
        p->cursor_seat = 0;
      }
    }
  }
  if (p->focus.empty() && to_play >= 0) p->focus = "▶ " + seat_name(s, names, to_play);
  return p;
}

}  // namespace sh::quist
