#include "display/layout_parts.h"

#include <algorithm>
#include <vector>

namespace sh::display {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// ---------------------------------------------------------------- the scores panel

// One player's row: a name too long for its place beside the score gets a line of its own
// above the score (a row twice as high); a name longer than that line ends with the cut
// mark. Texts keep their size: nothing is shrunk to fit.
struct SeatRow {
  int h = 0;
  bool two_lines = false;
};

int sign_room(const Builder& b, const PictureSeat& seat) {
  const int u = b.u();
  return (seat.token || seat.colour >= 0) ? u * 17 / 10 + u / 2 : 0;
}

int score_room(const Builder& b, const PictureSeat& seat) {
  const int u = b.u();
  const int score_w = text_width(seat.score, u * 3 / 2, true) + u / 2;
  const int mark_w = seat.mark.empty() ? 0 : text_width(seat.mark, u * 3 / 2, true) + u / 2;
  return score_w + mark_w;
}

// `compact`: one line whatever the name's length (a long name ends with the cut mark), so
// that every player fits.
SeatRow seat_row_plan(const Builder& b, const PictureSeat& seat, int width, bool compact = false) {
  const int u = b.u();
  const int x = u * 3 / 2 + sign_room(b, seat);
  const int name_w = width - x - score_room(b, seat) - u / 2 - u / 4;
  const bool two = !compact && text_width(seat.name, u * 11 / 10, false) > name_w;
  return {two ? u * 43 / 10 : u * 23 / 10, two};
}

// Whether every row can take one line with at least a few letters of its name.
bool compact_fits(const Builder& b, const TablePicture& p, int width) {
  const int u = b.u();
  for (const auto& seat : p.seats) {
    const int name_w = width - u * 3 / 2 - sign_room(b, seat) - score_room(b, seat) - u / 2 - u / 4;
    if (text_width(seat.name, u * 11 / 10, false) > name_w && name_w < text_width("Abcde…", u * 11 / 10, false))
      return false;
  }
  return true;
}

void seat_row(Builder& b, const TablePicture& p, std::size_t i, Box row, bool compact) {
  const int u = b.u();
  const PictureSeat& seat = p.seats[i];
  const std::string tag = "seat " + std::to_string(i);
  const SeatRow plan = seat_row_plan(b, seat, row.w, compact);
  b.fill(row, b.theme().panel, tag);
  if (seat.to_act) {
    b.fill(Box{row.x, row.y, u / 3, row.h}, b.theme().accent, tag + " turn bar");
    b.text(Box{row.x + u / 3, row.y + (row.h - u * 2) / 2, u, u * 2}, "▶", b.theme().accent, u * 13 / 10,
           tag + " turn", true, true);
  }
  int x = row.x + u * 3 / 2;
  const int sign = u * 17 / 10;
  const Box sign_box{x, row.y + (row.h - sign) / 2, sign, sign};
  if (seat.token) {
    b.token(sign_box, *seat.token, tag + " sign");
    x += sign + u / 2;
  } else if (seat.colour >= 0) {
    b.seat_sign(sign_box, seat.colour, tag + " sign");
    x += sign + u / 2;
  }
  const Rgb name_colour = seat.dimmed ? b.theme().dim : b.theme().text;
  // Texts stay inside the cursor's frame.
  const int t = std::max(3, u / 5);
  const int right = row.x + row.w - t - u / 4;
  const int score_w = text_width(seat.score, u * 3 / 2, true) + u / 4;
  const int mark_w = seat.mark.empty() ? 0 : text_width(seat.mark, u * 3 / 2, true) + u / 4;
  const int line_h = u * 3 / 2;
  // The score and the mark: on the row's line, or on the lower line under the name.
  // (Inside the cursor's frame: the one-line row's score takes the row's height less the frame.)
  const int score_y = plan.two_lines ? row.y + row.h - t - u * 2 : row.y + t;
  const int score_h = plan.two_lines ? u * 2 : row.h - 2 * t;
  const int name_y = plan.two_lines ? row.y + t + u / 8 : row.y + (row.h - line_h) / 2;
  const int name_right = plan.two_lines ? right : right - mark_w - score_w - u / 2;
  b.text(Box{x, name_y, name_right - x, line_h}, seat.name, name_colour, u * 11 / 10, tag + " name", false, false,
         true);
  const int score_x = std::max(x, right - mark_w - score_w);
  b.text(Box{score_x, score_y, right - mark_w - score_x, score_h}, seat.score, b.theme().text, u * 3 / 2,
         tag + " score", true);
  if (!seat.mark.empty())
    b.text(Box{right - mark_w + u / 4, score_y, mark_w - u / 4, score_h}, seat.mark, b.theme().accent, u * 3 / 2,
           tag + " mark", true);
  if (static_cast<int>(i) == p.cursor_seat) b.frame(row, b.theme().cursor, std::max(3, u / 5), "cursor");
}

// The players out of view above or below the panel: an arrow, then each one's sign (its
// shape and number, or its token), so the mark is never read as a count of list items.
void seats_mark(Builder& b, const TablePicture& p, Box box, int from, int to, bool above) {
  const int u = b.u();
  const std::string tag = above ? "seats cut above" : "seats cut below";
  b.text(Box{box.x + u / 2, box.y, u * 3 / 2, box.h}, above ? "▲" : "▼", b.theme().text, u * 11 / 10, tag, true);
  int x = box.x + u * 2;
  const int s = std::min(box.h - 2, u * 13 / 10);
  int plain = 0;
  for (int i = from; i < to; ++i) {
    const PictureSeat& seat = p.seats[at(i)];
    const bool sign = seat.token || seat.colour >= 0;
    if (!sign || x + s > box.x + box.w - u * 2) {
      ++plain;
      continue;
    }
    const Box sb{x, box.y + (box.h - s) / 2, s, s};
    const std::string stag = tag + " sign " + std::to_string(i);
    if (seat.token) b.token(sb, *seat.token, stag);
    else b.seat_sign(sb, seat.colour, stag);
    x += s + u / 3;
  }
  if (plain > 0)
    b.text(Box{x, box.y, box.x + box.w - x, box.h}, "+" + std::to_string(plain), b.theme().text, u * 11 / 10,
           tag + " more", true);
}

// ---------------------------------------------------------------- rows of cards

struct RowPlan {
  int card_w = 0, card_h = 0, gap = 0, per_line = 1, lines_n = 0;
  int above = 0, below = 0, line_h = 0, label_h = 0, frame = 0;
  bool by_fits = true;
  int height() const { return label_h + (lines_n > 0 ? lines_n * line_h : 0) + 2 * frame; }
};

RowPlan row_plan(const Builder& b, const TablePicture& p, std::size_t r, int width, int least_card_w) {
  const int u = b.u();
  const PictureCardRow& row = p.card_rows[r];
  RowPlan plan;
  const int n = static_cast<int>(row.cards.size());
  plan.card_w = u * 3;
  plan.card_h = u * 4;
  plan.gap = u / 2;
  if (n > 0 && n * (plan.card_w + plan.gap) - plan.gap > width) {
    plan.card_w = std::max({u * 5 / 2, (width + plan.gap) / n - plan.gap, std::min(plan.card_w, least_card_w)});
    plan.gap = std::max(2, u / 4);
  }
  plan.per_line = std::max(1, (width + plan.gap) / (plan.card_w + plan.gap));
  bool any_best = false, any_by = false;
  for (const auto& card : row.cards) {
    plan.by_fits = plan.by_fits && text_width(card.by, u * 8 / 10, false) <= plan.card_w + plan.gap;
    any_best = any_best || card.best;
    any_by = any_by || !card.by.empty();
  }
  const bool card_cursor = static_cast<int>(r) == p.cursor_row && p.cursor_card >= 0;
  // Room above the cards for the ▲ of the best, below for the names or the cursor's ▲.
  plan.above = any_best ? u : u / 4;
  plan.below = (plan.by_fits && any_by) || card_cursor ? u * 5 / 4 : u / 2;
  if (card_cursor) plan.above = std::max(plan.above, std::max(4, u / 4) + 2);
  plan.line_h = plan.above + plan.card_h + plan.below;
  plan.label_h = row.label.empty() ? 0 : std::min(2, wrapped_lines(row.label, u * 11 / 10, width, true)) * u * 13 / 10 + u / 5;
  plan.lines_n = n > 0 ? (n + plan.per_line - 1) / plan.per_line : 0;
  if (n == 0) plan.line_h = u / 2, plan.lines_n = 1;
  // The review cursor's frame round the whole row has its own room, so it never runs
  // through the names under the cards.
  if (static_cast<int>(r) == p.cursor_row && p.cursor_card < 0) plan.frame = std::max(3, u / 5) + 2;
  return plan;
}

// Draws row `r` from `y`; returns the bottom. `max_bottom`: lines below it are left out and
// counted in `left_out`.
int draw_row(Builder& b, const TablePicture& p, std::size_t r, const RowPlan& plan, Box area, int y, int max_bottom,
             int& left_out) {
  const int u = b.u();
  const PictureCardRow& row = p.card_rows[r];
  const std::string tag = "row " + std::to_string(r);
  const int top = y;
  y += plan.frame;
  if (!row.label.empty())
    b.text(Box{area.x, y, area.w, plan.label_h}, row.label, b.theme().text, u * 11 / 10, tag + " label", true, false,
           true);
  y += plan.label_h;
  const int n = static_cast<int>(row.cards.size());
  for (int c = 0; c < n; ++c) {
    const PictureCard& card = row.cards[at(c)];
    const std::string ctag = tag + " card " + std::to_string(c);
    if (c > 0 && c % plan.per_line == 0) {
      y += plan.line_h;
      if (y + plan.line_h > max_bottom) {
        left_out += n - c;
        return y;
      }
    }
    const int x = area.x + (c % plan.per_line) * (plan.card_w + plan.gap);
    const int card_w = plan.card_w, card_h = plan.card_h, gap = plan.gap;
    Box box{x, y + plan.above, card_w, card_h};
    b.fill(box, b.theme().panel, ctag);
    if (card.best) {
      b.text(Box{x, y, card_w, u}, "▲", b.theme().accent, u * 3 / 4, ctag + " best", true, true);
      b.frame(box, b.theme().accent, std::max(3, u / 4), ctag + " best frame");
    } else {
      b.frame(box, b.theme().dim, std::max(1, u / 12), ctag + " frame");
    }
    // The face: large for a number, smaller for a longer sign ("±1·2"), never to the edge.
    int face_chars = 0;
    for (const char ch : card.face) face_chars += (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
    b.text(Box{box.x + u / 4, box.y + u / 4, box.w - u / 2, box.h * 55 / 100}, card.face, b.theme().text,
           face_chars <= 2 ? u * 5 / 2 : u * 3 / 2, ctag + " face", true, true);
    // The seat's sign at the bottom, and the ✓ of a card that can be laid now in the
    // bottom left corner, both under the face.
    const int sign = std::min(u * 14 / 10, card_w * 9 / 10);
    if (card.playable)
      b.text(Box{box.x + u / 8, box.y + box.h - u * 5 / 4, u * 9 / 8, u * 9 / 8}, "✓", b.theme().accent, u,
             ctag + " playable", true, true);
    if (card.colour >= 0) {
      const int sx = card.playable ? box.x + box.w - sign - u / 8 : box.x + (box.w - sign) / 2;
      b.seat_sign(Box{sx, box.y + box.h - sign - u / 8, sign, sign}, card.colour, ctag + " sign");
    }
    if (plan.by_fits)
      b.text(Box{x - gap / 2, box.y + box.h + u / 8, card_w + gap, u}, card.by, b.theme().dim, u * 8 / 10, ctag + " by",
             false, true);
    if (static_cast<int>(r) == p.cursor_row && c == p.cursor_card) {
      const int t = std::max(4, u / 4);
      b.frame(Box{box.x - t - 1, box.y - t - 1, box.w + 2 * t + 2, box.h + 2 * t + 2}, b.theme().cursor, t, "cursor");
      if (!plan.by_fits || card.by.empty())
        b.text(Box{x, box.y + box.h + u / 4, card_w, u}, "▲", b.theme().cursor, u * 3 / 4, ctag + " cursor mark", true,
               true);
    }
  }
  y += plan.line_h + plan.frame;
  if (plan.frame > 0)
    b.frame(Box{area.x - u / 4, top, area.w + u / 2, y - top}, b.theme().cursor, plan.frame - 2, "cursor");
  return y;
}

}  // namespace

int seats_height(const Builder& b, const TablePicture& p, int width) {
  int roomy = 0, compact = 0;
  for (const auto& seat : p.seats) {
    roomy += seat_row_plan(b, seat, width).h;
    compact += seat_row_plan(b, seat, width, true).h;
  }
  return compact < roomy && compact_fits(b, p, width) ? compact : roomy;
}

int seats_min_height(const Builder& b, const TablePicture& p, int width) {
  if (p.seats.empty()) return 0;
  int tallest = 0;
  const bool compact = compact_fits(b, p, width);
  for (const auto& seat : p.seats) tallest = std::max(tallest, seat_row_plan(b, seat, width, compact).h);
  const int n = static_cast<int>(p.seats.size());
  return n == 1 ? tallest : tallest + 2 * (b.u() * 3 / 2);
}

int seats_width(const Builder& b, const TablePicture& p) {
  const int u = b.u();
  int widest = 0;
  for (const auto& seat : p.seats)
    widest = std::max(widest, u * 3 / 2 + sign_room(b, seat) + text_width(seat.name, u * 11 / 10, false) +
                                  score_room(b, seat) + u / 2 + u / 4 + std::max(3, u / 5));
  return widest;
}

int seats_min_width(const Builder& b, const TablePicture& p) {
  const int u = b.u();
  int widest = 0;
  for (const auto& seat : p.seats)
    widest = std::max(widest, u * 3 / 2 + sign_room(b, seat) + score_room(b, seat) + u / 2 + std::max(3, u / 5));
  return widest;
}

int seats_panel(Builder& b, const TablePicture& p, Box area) {
  const int u = b.u();
  const int n = static_cast<int>(p.seats.size());
  std::vector<int> h(at(n));
  int total = 0;
  for (int i = 0; i < n; ++i) total += (h[at(i)] = seat_row_plan(b, p.seats[at(i)], area.w).h);
  // When the roomy rows do not all fit, every name goes beside its score on one line (cut
  // with the mark): more players are shown, all of them if they fit.
  bool compact = false;
  if (total > area.h && compact_fits(b, p, area.w)) {
    compact = true;
    total = 0;
    for (int i = 0; i < n; ++i) total += (h[at(i)] = seat_row_plan(b, p.seats[at(i)], area.w, true).h);
  }
  int first = 0, last = n;  // the rows shown: [first, last)
  const int mark_h = u * 3 / 2;
  if (total > area.h) {
    int turn = -1;
    for (int i = 0; turn < 0 && i < n; ++i)
      if (p.seats[at(i)].to_act) turn = i;
    const int focus = p.cursor_seat >= 0 ? p.cursor_seat : std::max(turn, 0);
    // As many rows as fit from `first`, the marks' room kept. The first `first` that shows
    // the review cursor's player and whose turn it is; else the cursor's player alone.
    auto shown_to = [&](int from) {
      int y = from > 0 ? mark_h : 0, k = from;
      while (k < n && y + h[at(k)] + (k + 1 < n ? mark_h : 0) <= area.h) y += h[at(k++)];
      return k;
    };
    auto shows = [&](int from, int i) { return i < 0 || (from <= i && i < shown_to(from)); };
    first = -1;
    for (int from = 0; first < 0 && from < n; ++from)
      if (shows(from, focus) && shows(from, turn)) first = from;
    for (int from = 0; first < 0 && from < n; ++from)
      if (shows(from, focus)) first = from;
    first = std::max(first, 0);
    last = shown_to(first);
    if (last == first) first = last = 0;  // no room for a row: only the mark
  }
  int y = area.y;
  if (first > 0) {
    seats_mark(b, p, Box{area.x, y, area.w, mark_h}, 0, first, true);
    y += mark_h;
  }
  for (int i = first; i < last; ++i) {
    const int rh = h[at(i)];
    seat_row(b, p, at(i), Box{area.x, y, area.w, rh - u / 5}, compact);
    y += rh;
  }
  if (last < n) {
    seats_mark(b, p, Box{area.x, y, area.w, mark_h}, last, n, false);
    y += mark_h;
  }
  return y;
}

int card_rows(Builder& b, const TablePicture& p, Box area, int least_card_w) {
  const int u = b.u();
  const std::size_t rows = p.card_rows.size();
  std::vector<RowPlan> plans;
  int total = 0;
  for (std::size_t r = 0; r < rows; ++r) {
    plans.push_back(row_plan(b, p, r, area.w, least_card_w));
    total += plans.back().height();
  }
  const int mark_h = u * 3 / 2;
  // Too many rows: the earliest that are no hand are left out, counted by a mark above.
  std::vector<bool> shown(rows, true);
  int left_above = 0;
  for (std::size_t r = 0; r < rows && total > area.h; ++r) {
    if (p.card_rows[r].hand) continue;
    if (left_above == 0) total += mark_h;
    shown[r] = false;
    total -= plans[r].height();
    left_above += std::max<int>(1, static_cast<int>(p.card_rows[r].cards.size()));
  }
  int y = area.y;
  if (left_above > 0) {
    b.text(Box{area.x, y, area.w, mark_h}, "▲ " + std::to_string(left_above), b.theme().text, u * 11 / 10,
           "cards cut above", true);
    y += mark_h;
  }
  // A row that no longer fits is left out, counted by a mark below; a hand is drawn as far
  // as its lines fit (only in a window far too small are its last lines counted).
  int left_below = 0;
  for (std::size_t r = 0; r < rows; ++r) {
    if (!shown[r]) continue;
    const bool more = r + 1 < rows;
    const int bottom = area.y + area.h - (more ? mark_h : 0);
    if (!p.card_rows[r].hand && (left_below > 0 || y + plans[r].height() > bottom)) {
      left_below += std::max<int>(1, static_cast<int>(p.card_rows[r].cards.size()));
      continue;
    }
    y = draw_row(b, p, r, plans[r], area, y, area.y + area.h, left_below);
  }
  if (left_below > 0) {
    b.text(Box{area.x, y, area.w, mark_h}, "▼ " + std::to_string(left_below), b.theme().text, u * 11 / 10,
           "cards cut below", true);
    y += mark_h;
  }
  return y;
}

int dice_row(Builder& b, const TablePicture& p, Box area) {
  const int u = b.u();
  std::vector<std::size_t> held, free;
  for (std::size_t i = 0; i < p.dice.size(); ++i) (p.dice[i].held ? held : free).push_back(i);
  const int widest = static_cast<int>(std::max(held.size(), free.size()));
  // How high the dice are at size `d` (the groups wrapped to the width).
  auto height_at = [&](int d) {
    const int per_line = std::max(1, (area.w + d / 5) / (d + d / 5));
    int rows = 0;
    for (const auto* group : {&held, &free}) rows += (static_cast<int>(group->size()) + per_line - 1) / per_line;
    return rows * (d + d / 5) - d / 5;
  };
  // As large as 2.8 units, smaller when a group would not fit one line or the dice not the
  // area's height (down to 1.4 units: then the rest is left out with a mark).
  int d = std::min(u * 28 / 10, widest > 0 ? (area.w * 10) / (widest * 12) : u * 28 / 10);
  while (d > u * 14 / 10 && height_at(d) > area.h) d -= std::max(1, u / 10);
  d = std::max(d, u * 14 / 10);
  const int mark_h = u * 3 / 2;
  if (height_at(d) > area.h) area.h -= mark_h;
  const int step = d + d / 5;
  int x = area.x, top = area.y;
  int bottom = area.y;
  int left_out = 0;
  for (const auto* group : {&held, &free}) {
    if (group->empty()) continue;
    if (x != area.x) {
      x = area.x;
      top += step;
    }
    for (std::size_t i : *group) {
      const PictureDie& die = p.dice[i];
      if (x + d > area.x + area.w) {
        x = area.x;
        top += step;
      }
      if (top + d > area.y + area.h) {
        ++left_out;
        continue;
      }
      const std::string tag = std::string(die.held ? "held die " : "die ") + std::to_string(i);
      Box box{x, top, d, d};
      const Rgb face = die.held ? b.theme().accent : b.theme().panel;
      const Rgb pip = die.held ? readable_on(face) : die.used ? b.theme().dim : b.theme().text;
      b.fill(box, face, tag);
      b.frame(box, die.held ? b.theme().text : b.theme().dim, die.held ? std::max(3, d / 10) : std::max(1, d / 24),
              tag + " frame");
      // Pips in a 3x3 layout.
      static const int kPips[7][9] = {{0}, {0, 0, 0, 0, 1, 0, 0, 0, 0}, {1, 0, 0, 0, 0, 0, 0, 0, 1},
                                      {1, 0, 0, 0, 1, 0, 0, 0, 1},    {1, 0, 1, 0, 0, 0, 1, 0, 1},
                                      {1, 0, 1, 0, 1, 0, 1, 0, 1},    {1, 0, 1, 1, 0, 1, 1, 0, 1}};
      const int v = std::clamp(die.value, 0, 6);
      const int pip_size = d / 6;
      for (int k = 0; k < 9; ++k) {
        if (!kPips[v][k]) continue;
        const int px = box.x + d / 4 + (k % 3) * d / 4 - pip_size / 2;
        const int py = box.y + d / 4 + (k / 3) * d / 4 - pip_size / 2;
        b.fill(Box{px, py, pip_size, pip_size}, pip, tag + " pip");
      }
      if (v == 0) b.text(box, "?", b.theme().dim, d / 2, tag + " unrolled", true, true);
      if (die.used) {
        // Struck through: a bar across the face in the dim colour.
        b.fill(Box{box.x, box.y + d / 2 - std::max(2, d / 14), d, std::max(3, d / 7)}, b.theme().dim, tag + " used");
      }
      if (die.now)
        b.frame(Box{box.x - d / 10, box.y - d / 10, d + d / 5, d + d / 5}, b.theme().cursor, std::max(3, d / 12),
                tag + " now");
      bottom = top + d;
      x += step;
    }
  }
  if (left_out > 0) {
    // The mark on its own line under the dice drawn.
    const int my = std::max(area.y, bottom + d / 10);
    b.text(Box{area.x, my, area.w, mark_h}, "▼ " + std::to_string(left_out), b.theme().text, u * 11 / 10, "dice cut",
           true);
    bottom = my + mark_h;
  }
  return bottom;
}

namespace {

int item_height(const Builder& b, const TablePicture& p, int i, int px, int width, int max_rows) {
  const int u = b.u();
  const int rows = std::min(max_rows, wrapped_lines(p.lines[at(i)], px, width - u * 2, i == p.cursor_line));
  return rows == 1 ? px * 20 / 13 : rows * px * 6 / 5 + px / 2;
}

}  // namespace

int lines_height(const Builder& b, const TablePicture& p, int width, int px, int max_rows) {
  int total = 0;
  for (int i = 0; i < static_cast<int>(p.lines.size()); ++i) total += item_height(b, p, i, px, width, max_rows);
  return total;
}

int lines_min_height(const Builder& b, const TablePicture& p, int width, int px, int max_rows) {
  const int n = static_cast<int>(p.lines.size());
  if (n == 0) return 0;
  const int current = std::clamp(p.cursor_line, 0, n - 1);
  return item_height(b, p, current, px, width, max_rows) + (current > 0 ? b.u() * 3 / 2 : 0) +
         (current + 1 < n ? b.u() * 3 / 2 : 0);
}

int lines(Builder& b, const TablePicture& p, Box area, int px, int min_px, int max_rows) {
  const int u = b.u();
  const int n = static_cast<int>(p.lines.size());
  auto item_h = [&](int i, int size) { return item_height(b, p, i, size, area.w, max_rows); };
  auto needed = [&](int size) { return lines_height(b, p, area.w, size, max_rows); };
  // A list longer than its room is drawn smaller (down to `min_px`) before items are left
  // out: a sighted partner follows every move the list offers.
  while (px > min_px && needed(px) > area.h) px = std::max(min_px, px - std::max(1, u / 10));
  const int line_h = px * 20 / 13;
  const int mark_h = u * 3 / 2;
  if (area.h < std::min(mark_h, needed(px))) return area.y;  // no room even for the mark
  int first = 0, last = n;
  if (needed(px) > area.h) {
    const int focus = std::clamp(p.cursor_line, 0, std::max(0, n - 1));
    auto shown_to = [&](int from) {
      int y = from > 0 ? mark_h : 0, k = from;
      while (k < n && y + item_h(k, px) + (k + 1 < n ? mark_h : 0) <= area.h) y += item_h(k++, px);
      return k;
    };
    while (first < focus && shown_to(first) <= focus) ++first;
    last = shown_to(first);
    if (last == first) first = last = 0;  // no room for an item: only the mark
  }
  int y = area.y;
  if (first > 0) {
    b.text(Box{area.x + u * 2, y, area.w - u * 2, mark_h}, "▲ " + std::to_string(first), b.theme().text, u * 11 / 10,
           "lines cut above", true);
    y += mark_h;
  }
  for (int i = first; i < last; ++i) {
    const std::string tag = "line " + std::to_string(i);
    // A long item (a lesson's sentence, a move) wraps onto up to `max_rows` lines.
    const bool on = i == p.cursor_line;
    const int rows = std::min(max_rows, wrapped_lines(p.lines[at(i)], px, area.w - u * 2, on));
    // Spaced by the text's size, so a smaller list keeps its text's full height.
    const int h = std::min(item_h(i, px), area.y + area.h - y);
    Box box{area.x, y, area.w, h - px / 7};
    if (on) {
      b.fill(box, b.theme().cursor, "cursor");
      b.text(Box{box.x + u / 4, box.y, u * 3 / 2, std::min(box.h, line_h - px / 7)}, "▶", b.theme().cursor_text, px,
             tag + " marker", true);
    }
    const Rgb colour = on ? b.theme().cursor_text : b.theme().text;
    if (rows == 1)
      b.text(Box{box.x + u * 2, box.y, box.w - u * 2, box.h}, p.lines[at(i)], colour, px, tag, on);
    else
      b.text(Box{box.x + u * 2, box.y + px / 5, box.w - u * 2, box.h - px / 5}, p.lines[at(i)], colour, px, tag, on,
             false, true);
    y += h;
  }
  if (last < n) {
    b.text(Box{area.x + u * 2, y, area.w - u * 2, mark_h}, "▼ " + std::to_string(n - last), b.theme().text,
           u * 11 / 10, "lines cut below", true);
    y += mark_h;
  }
  return y;
}

}  // namespace sh::display
