#include "games/sipky/sipky_picture.h"

#include "games/sipky/sipky_narration.h"
#include "play/voice.h"

namespace sh::sipky {

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
  p->status = voice.render(Message("sipky.game_started").with("target", s.target()).with("dealer", name(s.dealer())));
  const bool over = s.is_terminal();
  for (std::size_t i = 0; i < s.players().size(); ++i) {
    const PlayerState& ps = s.players()[i];
    const int seat = static_cast<int>(i);
    PictureSeat out;
    out.name = name(seat);
    // The score, and while the player still throws, how far the target is ("74 (−27)").
    out.score = std::to_string(ps.score);
    if (!over && ps.status == Status::Active && ps.score < s.target())
      out.score += " (−" + std::to_string(s.target() - ps.score) + ")";
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
    for (int v : s.hand()) row.cards.push_back({std::to_string(v), s.seat(), name(s.seat()), false});
    p->card_rows.push_back(std::move(row));
  }
  if (cursor_seat >= 0 && cursor_seat < static_cast<int>(p->seats.size())) {
    p->cursor_seat = cursor_seat;
    const PictureSeat& c = p->seats[static_cast<std::size_t>(cursor_seat)];
    p->focus = c.name + " " + c.score + (c.mark.empty() ? "" : " " + c.mark);
  }
  return p;
}

}  // namespace sh::sipky
