#include "games/sipky/sipky_picture.h"

#include "games/sipky/sipky_narration.h"
#include "play/voice.h"

namespace sh::sipky {

namespace {

// The last throw laid down: whose it was and its cards, replayed from the history (the
// cards of a throw are gone from the state once it is scored; the window keeps showing them
// until the next throw's cards are dealt, so a computer's throw is seen, not only said).
struct LastThrow {
  int seat = -1;
  std::vector<int> cards;
};

LastThrow last_throw(const SipkyState& s) {
  LastThrow last;
  auto replay = s.game().new_initial_state();
  for (Action a : s.history()) {
    const auto& now = static_cast<const SipkyState&>(*replay);
    std::vector<int> cards = now.hand();
    const int seat = now.seat();
    if (replay->is_chance()) cards.push_back(static_cast<int>(a));
    replay->apply(a);
    if (!cards.empty() && now.hand().empty()) last = {seat, std::move(cards)};
  }
  return last;
}

}  // namespace

int review_seat(const SipkyState& s, int review_index) {
  if (review_index < 0) return -1;
  const int first_player = s.is_terminal() ? 0 : 1;
  if (!s.is_terminal() && review_index == 0) return s.seat();
  const int seat = review_index - first_player;
  return seat < static_cast<int>(s.players().size()) ? seat : -1;
}

TablePictureRef make_picture(const SipkyState& s, const std::vector<std::string>& names, const Voice& voice,
                             int cursor_seat) {
  auto p = std::make_shared<TablePicture>();
  auto name = [&](int seat) {
    return seat >= 0 && static_cast<std::size_t>(seat) < names.size() ? names[static_cast<std::size_t>(seat)]
                                                                      : std::to_string(seat + 1);
  };
  p->title = voice.render(Message("game.sipky"));
  const bool over = s.is_terminal();
  p->status = over ? voice.render(Message("sipky.picture.over").with("target", s.target()))
                   : voice.render(Message("sipky.game_started").with("target", s.target()).with("dealer", name(s.dealer())));
  p->legend = voice.render(Message("sipky.picture.legend"));
  for (std::size_t i = 0; i < s.players().size(); ++i) {
    const PlayerState& ps = s.players()[i];
    const int seat = static_cast<int>(i);
    PictureSeat out;
    out.name = name(seat);
    // The score, and while the player still throws, how far the target is ("74, chybí 27").
    out.score = std::to_string(ps.score);
    if (!over && ps.status == Status::Active && ps.score < s.target())
      out.score = voice.render(Message("sipky.picture.score").with("score", ps.score).with("missing", s.target() - ps.score));
    out.colour = seat;
    out.to_act = !over && seat == s.seat();
    switch (ps.status) {
      case Status::Active: break;
      case Status::Stopped: out.mark = "■"; break;  // stopped: keeps the score
      case Status::Exact: out.mark = "★"; break;
      case Status::Busted: out.mark = "✗"; out.dimmed = true; break;
    }
    p->seats.push_back(std::move(out));
  }
  // The game's end: the ranking as the speech says it, instead of the last cards.
  if (over)
    for (const Message& m : ranking_messages(s.game_ranking(), s.target(), names)) p->lines.push_back(voice.render(m));
  if (!over && !s.hand().empty()) {
    PictureCardRow row;
    row.label = name(s.seat());
    row.hand = true;
    for (int v : s.hand()) row.cards.push_back({std::to_string(v), s.seat(), name(s.seat()), false});
    p->card_rows.push_back(std::move(row));
  } else if (!over) {
    // The throw just laid down, until the next one's cards come.
    const LastThrow last = last_throw(s);
    if (last.seat >= 0) {
      PictureCardRow row;
      row.label = name(last.seat);
      for (int v : last.cards) row.cards.push_back({std::to_string(v), last.seat, name(last.seat), false});
      p->card_rows.push_back(std::move(row));
    }
  }
  if (cursor_seat >= 0 && cursor_seat < static_cast<int>(p->seats.size())) {
    p->cursor_seat = cursor_seat;
    const PictureSeat& c = p->seats[static_cast<std::size_t>(cursor_seat)];
    p->focus = c.name + " " + c.score + (c.mark.empty() ? "" : " " + c.mark);
  }
  return p;
}

}  // namespace sh::sipky
