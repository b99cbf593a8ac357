#include "games/clovece/clovece_picture.h"

#include <algorithm>

#include "games/clovece/clovece_narration.h"
#include "play/voice.h"

namespace sh::clovece {

namespace {

// The first letter of a word, upper case (Czech and Latin letters): "modrá" -> "M",
// "červená" -> "Č", "žlutá" -> "Ž".
std::string initial(const std::string& word) {
  if (word.empty()) return "";
  const auto b0 = static_cast<unsigned char>(word[0]);
  if (b0 < 0x80) return std::string(1, static_cast<char>(b0 >= 'a' && b0 <= 'z' ? b0 - 'a' + 'A' : b0));
  if ((b0 & 0xE0) != 0xC0 || word.size() < 2) return word.substr(0, (b0 & 0xF0) == 0xE0 ? 3 : 4);
  unsigned cp = ((b0 & 0x1Fu) << 6) | (static_cast<unsigned char>(word[1]) & 0x3Fu);
  if (cp >= 0xE0 && cp <= 0xFE && cp != 0xF7) cp -= 0x20;  // Latin-1 lower case
  else if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17E)) cp -= (cp % 2 == 0) ? 1 : 0;
  else if (cp >= 0x100 && cp <= 0x17F) cp -= (cp % 2 == 1) ? 1 : 0;
  std::string out;
  out += static_cast<char>(0xC0 | (cp >> 6));
  out += static_cast<char>(0x80 | (cp & 0x3F));
  return out;
}

int hue_of(Colour c) { return static_cast<int>(c); }

// The square of the track or home a location names, or null.
PictureSquare* square_at(TablePicture& p, const Loc& loc) {
  if (loc.where == Where::Track && loc.index >= 0 && loc.index < static_cast<int>(p.track->squares.size()))
    return &p.track->squares[static_cast<std::size_t>(loc.index)];
  if (loc.where == Where::Home && loc.seat >= 0 && loc.seat < static_cast<int>(p.track->bases.size())) {
    auto& home = p.track->bases[static_cast<std::size_t>(loc.seat)].home;
    if (loc.index >= 0 && loc.index < static_cast<int>(home.size())) return &home[static_cast<std::size_t>(loc.index)];
  }
  return nullptr;
}

}  // namespace

TablePictureRef make_picture(const CloveceState& s, const std::vector<std::string>& names, const Voice& voice,
                             int review, int choice) {
  auto p = std::make_shared<TablePicture>();
  const CloveceGame& g = s.clovece_game();
  const Context c{s, Mode::Dealer, voice.language(), listener_of(s)};
  auto piece = [&](int colour) {
    return PictureToken{hue_of(g.piece_colour(colour)), initial(piece_text(colour, c))};
  };
  p->title = voice.render(Message("game.clovece"));
  p->legend = voice.render(Message("clovece.picture.legend"));
  const std::vector<Message> stands = where_play_stands(c);
  if (!stands.empty() && s.phase() != Phase::Gifting) p->status = voice.render(stands.front());

  // The players: named by their house colour (and the person's name when one was given),
  // pieces at home as the score, places at the end.
  const int acting = s.phase() == Phase::Opening ? s.opening_roller() : s.is_terminal() ? -1 : s.turn_player();
  for (int seat = 0; seat < s.num_players(); ++seat) {
    PictureSeat ps;
    ps.name = player_text(seat, c);
    if (static_cast<std::size_t>(seat) < names.size() && !names[static_cast<std::size_t>(seat)].empty()) {
      const std::string fallback = voice.render(Message("player.default").with("number", seat + 1));
      if (names[static_cast<std::size_t>(seat)] != fallback) ps.name += " · " + names[static_cast<std::size_t>(seat)];
    }
    ps.token = PictureToken{hue_of(g.house_colour(seat)), initial(ps.name)};
    ps.score = std::to_string(s.home_count(seat)) + "/" + std::to_string(g.home_size());
    if (s.place(seat) == 1) ps.mark = "★";
    else if (s.place(seat) > 1) ps.mark = std::to_string(s.place(seat)) + ".";
    ps.to_act = seat == acting;
    p->seats.push_back(std::move(ps));
  }

  // The board: every piece on its square, every house and home.
  PictureTrack track;
  track.squares.resize(static_cast<std::size_t>(g.track()));
  for (int sq = 0; sq < g.track(); ++sq)
    for (int i : s.pieces_on(sq))
      track.squares[static_cast<std::size_t>(sq)].pieces.push_back(piece(s.pieces()[static_cast<std::size_t>(i)].colour));
  for (int seat = 0; seat < s.num_players(); ++seat) {
    PictureBase base;
    base.sign = p->seats[static_cast<std::size_t>(seat)].token.value();
    base.sign.letter = initial(player_text(seat, c));
    base.start = g.start(seat);
    for (int colour : s.house_of(seat)) base.house.push_back(piece(colour));
    for (int colour : s.home_of(seat)) {
      PictureSquare slot;
      if (colour >= 0) slot.pieces.push_back(piece(colour));
      base.home.push_back(std::move(slot));
    }
    track.bases.push_back(std::move(base));
  }
  p->track = std::move(track);

  // The throws of the turn: used ones struck through, the one to use now framed.
  if (s.phase() == Phase::Using || s.phase() == Phase::Rolling || s.phase() == Phase::Gifting) {
    const auto& throws = s.throws();
    for (std::size_t i = 0; i < throws.size(); ++i) {
      PictureDie d;
      d.value = throws[i];
      d.used = static_cast<int>(i) < s.next_throw();
      d.now = s.phase() == Phase::Using && static_cast<int>(i) == s.next_throw();
      p->dice.push_back(d);
    }
  }

  // A person choosing: the numbered list; each move's number on the square it ends on, the
  // browsed move's squares marked.
  const bool person = acting >= 0 && !g.is_computer(acting);
  if (person && s.phase() == Phase::Using) {
    const std::vector<Move> moves = s.legal_moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
      p->lines.push_back(voice.render(move_item(static_cast<int>(i) + 1, moves[i], c)));
      if (PictureSquare* to = square_at(*p, moves[i].to)) {
        to->badge += (to->badge.empty() ? "" : ",") + std::to_string(i + 1);
        if (static_cast<int>(i) == choice) to->marked = true;
      }
      if (static_cast<int>(i) == choice)
        if (PictureSquare* from = square_at(*p, moves[i].from)) from->marked = true;
    }
  } else if (person && s.phase() == Phase::Gifting) {
    for (const Message& m : gift_question(c)) p->lines.push_back(voice.render(m));
    if (choice >= 0) ++choice;  // the question comes first
  }
  // The game's end: the places and who did not finish, as the speech says them.
  if (s.is_terminal())
    for (const Message& m : results(c)) p->lines.push_back(voice.render(m));
  if (choice >= 0 && choice < static_cast<int>(p->lines.size())) {
    p->cursor_line = choice;
    p->focus = p->lines[static_cast<std::size_t>(choice)];
  }

  // The review cursor: the n-th occupied square along the listener's path, from the one
  // nearest the listener's entrance (the order of the spoken review).
  if (review >= 0) {
    std::vector<std::pair<int, int>> order;
    for (int sq = 0; sq < g.track(); ++sq)
      if (!s.pieces_on(sq).empty()) order.emplace_back(g.track() - 1 - g.rel(c.listener, sq), sq);
    std::sort(order.begin(), order.end());
    if (review < static_cast<int>(order.size())) {
      const int sq = order[static_cast<std::size_t>(review)].second;
      p->cursor_square = sq;
      p->focus = voice.render(track_pieces(c)[static_cast<std::size_t>(review)]);
    }
  }
  if (p->focus.empty() && acting >= 0) p->focus = "▶ " + p->seats[static_cast<std::size_t>(acting)].name;
  return p;
}

}  // namespace sh::clovece
