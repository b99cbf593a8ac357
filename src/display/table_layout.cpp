#include "display/table_layout.h"

#include <algorithm>
#include <cmath>

namespace sh::display {

int layout_unit(double zoom, int width, int height) {
  const double scale = std::clamp(std::min(width / 1000.0, height / 720.0), 0.5, 4.0);
  return std::max(6, static_cast<int>(std::lround(20.0 * std::clamp(zoom, kMinZoom, kMaxZoom) * scale)));
}

namespace {

// A letter or digit inside a piece or a stone is drawn at least this large, or not at all.
constexpr int kMinGlyphPx = 10;

class Builder {
 public:
  Builder(Scene& scene, const Theme& theme, int unit) : s_(scene), t_(theme), u_(unit) {}

  void fill(Box b, Rgb c, std::string tag = {}) {
    DrawOp op;
    op.kind = DrawOp::Kind::Fill;
    op.box = b;
    op.colour = c;
    op.tag = std::move(tag);
    s_.ops.push_back(std::move(op));
  }
  void frame(Box b, Rgb c, int thickness, std::string tag = {}) {
    DrawOp op;
    op.kind = DrawOp::Kind::Frame;
    op.box = b;
    op.colour = c;
    op.thickness = thickness;
    op.tag = std::move(tag);
    s_.ops.push_back(std::move(op));
  }
  void text(Box b, std::string text, Rgb c, int px, std::string tag = {}, bool bold = false, bool centred = false,
            bool wrap = false) {
    if (text.empty()) return;
    DrawOp op;
    op.kind = DrawOp::Kind::Text;
    op.box = b;
    op.text = std::move(text);
    op.colour = c;
    op.font_px = std::max(6, px);
    op.tag = std::move(tag);
    op.bold = bold;
    op.centred = centred;
    op.wrap = wrap;
    s_.ops.push_back(std::move(op));
  }
  // A seat's sign: its shape in its colour with its number inside.
  void seat_sign(Box b, int seat, const std::string& tag) {
    const Rgb c = seat_colour(seat);
    const Shape shape = shape_of_seat(seat);
    DrawOp op;
    op.kind = DrawOp::Kind::Shape;
    op.box = b;
    op.colour = c;
    op.shape = shape;
    op.tag = tag;
    s_.ops.push_back(std::move(op));
    // Centred a little high, so the shape's lower part stays its plain colour (and the
    // triangles' wide part holds the digit).
    const int up = shape == Shape::TriangleDown ? b.h / 5 : shape == Shape::TriangleUp ? -b.h / 10 : b.h / 16;
    Box digits{b.x, b.y + b.h / 4 - up, b.w, b.h / 2};
    text(digits, std::to_string(seat + 1), readable_on(c), b.h * 9 / 20, tag + " number", true, true);
  }
  // A piece or sign in a real colour: its hue's shape, outlined in the text colour (so a
  // pale hue stands out on a pale background), with its letter inside.
  void token(Box b, const PictureToken& t, const std::string& tag) {
    const Rgb c = hue_colour(t.hue);
    const Shape shape = shape_of_seat(t.hue);
    DrawOp outline;
    outline.kind = DrawOp::Kind::Shape;
    outline.box = b;
    outline.colour = t_.text;
    outline.shape = shape;
    outline.tag = tag + " outline";
    s_.ops.push_back(std::move(outline));
    const int in = std::max(1, b.w / 14);
    const Box inner{b.x + in, b.y + in, b.w - 2 * in, b.h - 2 * in};
    DrawOp op;
    op.kind = DrawOp::Kind::Shape;
    op.box = inner;
    op.colour = c;
    op.shape = shape;
    op.tag = tag;
    s_.ops.push_back(std::move(op));
    // A letter too small to read is left out: the colour and the shape tell the piece.
    if (inner.h * 9 / 20 < kMinGlyphPx) return;
    const int up = shape == Shape::TriangleDown ? b.h / 5 : shape == Shape::TriangleUp ? -b.h / 10 : b.h / 16;
    Box letter{inner.x, inner.y + inner.h / 4 - up, inner.w, inner.h / 2};
    text(letter, t.letter, readable_on(c), inner.h * 9 / 20, tag + " letter", true, true);
  }
  Rgb hue_colour(int hue) const { return t_.hues[static_cast<std::size_t>(std::max(hue, 0)) % t_.hues.size()]; }
  Rgb seat_colour(int seat) const { return t_.seats[static_cast<std::size_t>(std::max(seat, 0)) % t_.seats.size()]; }

  const Theme& theme() const { return t_; }
  int u() const { return u_; }

 private:
  Scene& s_;
  const Theme& t_;
  int u_;
};

// The width of a one-line text at `px` (DejaVu Sans averages about 0.6 of its size per
// character, bold a little more): an estimate the layout plans with.
int text_width(const std::string& text, int px, bool bold) {
  int chars = 0;
  for (const char ch : text) chars += (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
  return static_cast<int>(chars * px * (bold ? 0.68 : 0.62)) + 1;
}

int wrapped_lines(const std::string& text, int px, int width, bool bold);

// One player's row of the scores panel: whose turn (▶ on the accent bar), the seat's sign,
// the name, the score and a mark. A name too long for its place beside the score gets a
// line of its own above the score (a row twice as high); a name longer than that line ends
// with the cut mark. Texts keep their size: nothing is shrunk to fit.
struct SeatRow {
  int h = 0;
  bool two_lines = false;
};

SeatRow seat_row_plan(const Builder& b, const PictureSeat& seat, int width) {
  const int u = b.u();
  const int sign = u * 17 / 10;
  const int x = u * 3 / 2 + ((seat.token || seat.colour >= 0) ? sign + u / 2 : 0);
  const int score_w = text_width(seat.score, u * 3 / 2, true) + u / 2;
  const int mark_w = seat.mark.empty() ? 0 : text_width(seat.mark, u * 3 / 2, true) + u / 2;
  const int name_w = width - x - score_w - mark_w - u / 2 - u / 4;
  const bool two = text_width(seat.name, u * 11 / 10, false) > name_w;
  return {two ? u * 43 / 10 : u * 23 / 10, two};
}

void seat_row(Builder& b, const TablePicture& p, std::size_t i, Box row) {
  const int u = b.u();
  const PictureSeat& seat = p.seats[i];
  const std::string tag = "seat " + std::to_string(i);
  const SeatRow plan = seat_row_plan(b, seat, row.w);
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
  const int score_y = plan.two_lines ? row.y + row.h - t - u * 2 : row.y + (row.h - u * 2) / 2;
  const int name_y = plan.two_lines ? row.y + t + u / 8 : row.y + (row.h - line_h) / 2;
  const int name_right = plan.two_lines ? right : right - mark_w - score_w - u / 2;
  b.text(Box{x, name_y, name_right - x, line_h}, seat.name, name_colour, u * 11 / 10, tag + " name", false, false,
         true);
  const int score_x = std::max(x, right - mark_w - score_w);
  b.text(Box{score_x, score_y, right - mark_w - score_x, u * 2}, seat.score, b.theme().text, u * 3 / 2,
         tag + " score", true);
  if (!seat.mark.empty())
    b.text(Box{right - mark_w + u / 4, score_y, mark_w - u / 4, u * 2}, seat.mark, b.theme().accent, u * 3 / 2,
           tag + " mark", true);
  if (static_cast<int>(i) == p.cursor_seat) b.frame(row, b.theme().cursor, std::max(3, u / 5), "cursor");
}

// The scores panel: a row a player. When the rows do not all fit, the panel shows those
// around whose turn it is (or the review cursor's player) with a mark above and below
// saying how many more there are ("▲ 2", "▼ 3").
int seats_panel(Builder& b, const TablePicture& p, Box area) {
  const int u = b.u();
  const int n = static_cast<int>(p.seats.size());
  std::vector<int> h(static_cast<std::size_t>(n));
  int total = 0;
  for (int i = 0; i < n; ++i) total += (h[static_cast<std::size_t>(i)] = seat_row_plan(b, p.seats[static_cast<std::size_t>(i)], area.w).h);
  int first = 0, last = n;  // the rows shown: [first, last)
  const int mark_h = u * 3 / 2;
  if (total > area.h) {
    int focus = p.cursor_seat;
    for (int i = 0; focus < 0 && i < n; ++i)
      if (p.seats[static_cast<std::size_t>(i)].to_act) focus = i;
    focus = std::max(focus, 0);
    // As many rows as fit from `first`, the marks' room kept; `first` moves on until the
    // focus is among them.
    auto shown_to = [&](int from) {
      int y = from > 0 ? mark_h : 0, k = from;
      while (k < n && y + h[static_cast<std::size_t>(k)] + (k + 1 < n ? mark_h : 0) <= area.h) y += h[static_cast<std::size_t>(k++)];
      return k;
    };
    while (first < focus && shown_to(first) <= focus) ++first;
    last = shown_to(first);
    if (last == first) first = last = 0;  // no room for a row: only the mark
  }
  int y = area.y;
  if (first > 0) {
    b.text(Box{area.x + u, y, area.w - u, mark_h}, "▲ " + std::to_string(first), b.theme().text, u * 11 / 10,
           "seats cut above", true);
    y += mark_h;
  }
  for (int i = first; i < last; ++i) {
    const int rh = h[static_cast<std::size_t>(i)];
    seat_row(b, p, static_cast<std::size_t>(i), Box{area.x, y, area.w, rh - u / 5});
    y += rh;
  }
  if (last < n) {
    b.text(Box{area.x + u, y, area.w - u, mark_h}, "▼ " + std::to_string(n - last), b.theme().text, u * 11 / 10,
           "seats cut below", true);
    y += mark_h;
  }
  return y;
}

void grid(Builder& b, const TablePicture& p, Box area) {
  const PictureGrid& g = *p.grid;
  if (g.rows <= 0 || g.cols <= 0) return;
  const int cell = std::max(8, std::min(area.w / g.cols, area.h / g.rows));
  const int x0 = area.x + (area.w - cell * g.cols) / 2;
  const int gap = std::max(2, cell / 24);
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) {
      const std::size_t i = static_cast<std::size_t>(r * g.cols + c);
      if (i >= g.cells.size()) continue;
      const PictureCell& pc = g.cells[i];
      const std::string tag = "cell " + std::to_string(r + 1) + " " + std::to_string(c + 1);
      Box box{x0 + c * cell + gap, area.y + r * cell + gap, cell - 2 * gap, cell - 2 * gap};
      b.fill(box, b.theme().panel, tag);
      // The cell's signs grow with the zoom as far as the cell lets them.
      const int u = b.u();
      // A long sign ("AA BB CC") takes two lines rather than getting smaller; the stone
      // then sits lower.
      int label_px = std::clamp(u * 8 / 10, box.h * 22 / 100, box.h * 28 / 100);
      int label_h = box.h * 30 / 100;
      while (label_px > box.h * 22 / 100 && text_width(pc.label, label_px, true) > box.w - 2 * gap) --label_px;
      const bool two = text_width(pc.label, label_px, true) > box.w - 2 * gap;
      if (two) {
        label_px = std::max(box.h * 22 / 100, 14);
        label_h = label_px * 5 / 2;
      }
      b.text(Box{box.x + gap, box.y + gap, box.w - 2 * gap, label_h}, pc.label, b.theme().text, label_px,
             tag + " label", true, !two, two);
      b.text(Box{box.x + box.w * 62 / 100, box.y + box.h * 72 / 100, box.w * 36 / 100, box.h * 26 / 100}, pc.value,
             b.theme().dim, std::clamp(u * 8 / 10, box.h * 22 / 100, box.h * 25 / 100), tag + " value", false, true);
      if (pc.owner >= 0) {
        const int stone_y = std::max(box.h * 36 / 100, gap + label_h);
        const int stone = std::min(box.h * 56 / 100, box.h - gap - stone_y);
        b.seat_sign(Box{box.x + box.w * 8 / 100, box.y + stone_y, stone, stone}, pc.owner, tag + " stone");
      } else if (pc.allowed) {
        const int dot = box.h * 22 / 100;
        b.fill(Box{box.x + box.w * 22 / 100, box.y + box.h * 52 / 100, dot, dot}, b.theme().accent, tag + " allowed dot");
      }
      if (pc.allowed) b.frame(box, b.theme().accent, std::max(2, cell / 20), tag + " allowed");
      if (static_cast<int>(i) == p.cursor_cell)
        b.frame(Box{box.x - gap, box.y - gap, box.w + 2 * gap, box.h + 2 * gap}, b.theme().cursor,
                std::max(4, cell / 10), "cursor");
    }
  }
}

// The dice: the held ones first (as the speech says them), in their own line, framed thickly
// in the accent; then the free ones. Each group wraps onto more lines when the area is
// narrow; dice that find no room are counted by a mark ("▼ 2").
int dice_row(Builder& b, const TablePicture& p, Box area) {
  const int u = b.u();
  std::vector<std::size_t> held, free;
  for (std::size_t i = 0; i < p.dice.size(); ++i) (p.dice[i].held ? held : free).push_back(i);
  const int widest = static_cast<int>(std::max(held.size(), free.size()));
  // How high the dice are at size `d` (the groups wrapped to the width).
  auto height_at = [&](int d) {
    const int per_line = std::max(1, (area.w + d / 5) / (d + d / 5));
    int lines = 0;
    for (const auto* group : {&held, &free})
      lines += (static_cast<int>(group->size()) + per_line - 1) / per_line;
    return lines * (d + d / 5) - d / 5;
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
  if (left_out > 0 && area.h + mark_h >= mark_h) {
    // The mark on its own line under the dice drawn.
    const int my = std::max(area.y, bottom + d / 10);
    if (my + mark_h <= area.y + area.h + mark_h) {
      b.text(Box{area.x, my, area.w, mark_h}, "▼ " + std::to_string(left_out), b.theme().text, u * 11 / 10,
             "dice cut", true);
      bottom = my + mark_h;
    }
  }
  return bottom;
}

// The rows of cards, each under its label. A long row gets narrower cards (down to 2.5
// units, so a face stays readable), then more lines; a line that finds no room below is
// left out with a mark ("▼ 3") and so is every row after it.
int card_rows(Builder& b, const TablePicture& p, Box area) {
  const int u = b.u();
  int y = area.y;
  const int bottom = area.y + area.h;
  const int mark_h = u * 3 / 2;
  int left_out = 0;
  for (std::size_t r = 0; r < p.card_rows.size(); ++r) {
    const PictureCardRow& row = p.card_rows[r];
    const std::string tag = "row " + std::to_string(r);
    const int top = y;
    const int n = static_cast<int>(row.cards.size());
    int card_w = u * 3;
    const int card_h = u * 4;
    int gap = u / 2;
    if (n > 0 && n * (card_w + gap) - gap > area.w) {
      card_w = std::max(u * 5 / 2, (area.w + gap) / n - gap);
      gap = std::max(2, u / 4);
    }
    const int per_line = std::max(1, (area.w + gap) / (card_w + gap));
    // The names under the cards, when they fit a card's width at a readable size.
    bool by_fits = true;
    for (const auto& card : row.cards) by_fits = by_fits && text_width(card.by, u * 8 / 10, false) <= card_w + gap;
    // Room above the cards for the ▲ of the best, below for the names or the cursor's ▲.
    bool any_best = false, any_by = false;
    for (const auto& card : row.cards) {
      any_best = any_best || card.best;
      any_by = any_by || !card.by.empty();
    }
    const int above = any_best ? u : u / 4;
    const int below = (by_fits && any_by) || static_cast<int>(r) == p.cursor_row ? u * 5 / 4 : u / 2;
    const int line_h = above + card_h + below;
    // The label on up to two lines (a pile's sentence), the second ending with the cut mark.
    const int label_h = row.label.empty() ? 0
                                          : std::min(2, wrapped_lines(row.label, u * 11 / 10, area.w, true)) * u * 13 / 10 +
                                                u / 5;
    const int lines_n = n > 0 ? (n + per_line - 1) / per_line : 0;
    const bool last_row = r + 1 == p.card_rows.size();
    if (left_out > 0 || y + label_h + line_h > bottom - (last_row && lines_n <= 1 ? 0 : mark_h)) {
      left_out += std::max(1, n);
      continue;
    }
    if (!row.label.empty())
      b.text(Box{area.x, y, area.w, label_h}, row.label, b.theme().text, u * 11 / 10, tag + " label", true, false,
             true);
    y += label_h;
    for (int c = 0; c < n; ++c) {
      const PictureCard& card = row.cards[static_cast<std::size_t>(c)];
      const std::string ctag = tag + " card " + std::to_string(c);
      if (c > 0 && c % per_line == 0) {
        y += line_h;
        const bool final_line = last_row && c + per_line >= n;
        if (y + line_h > bottom - (final_line ? 0 : mark_h)) {
          left_out += n - c;
          break;
        }
      }
      const int x = area.x + (c % per_line) * (card_w + gap);
      Box box{x, y + above, card_w, card_h};
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
      if (by_fits)
        b.text(Box{x - gap / 2, box.y + box.h + u / 8, card_w + gap, u}, card.by, b.theme().dim, u * 8 / 10,
               ctag + " by", false, true);
      if (static_cast<int>(r) == p.cursor_row && c == p.cursor_card) {
        const int t = std::max(4, u / 4);
        b.frame(Box{box.x - t - 1, box.y - t - 1, box.w + 2 * t + 2, box.h + 2 * t + 2}, b.theme().cursor, t,
                "cursor");
        if (!by_fits || card.by.empty())
          b.text(Box{x, box.y + box.h + u / 4, card_w, u}, "▲", b.theme().cursor, u * 3 / 4,
                 ctag + " cursor mark", true, true);
      }
    }
    if (left_out > 0) continue;
    y += n > 0 ? line_h : u / 2;
    if (static_cast<int>(r) == p.cursor_row && p.cursor_card < 0)
      b.frame(Box{area.x - u / 4, top - u / 4, area.w + u / 2, y - top}, b.theme().cursor, std::max(3, u / 5), "cursor");
  }
  if (left_out > 0) {
    b.text(Box{area.x, y, area.w, mark_h}, "▼ " + std::to_string(left_out), b.theme().text, u * 11 / 10, "cards cut",
           true);
    y += mark_h;
  }
  return y;
}

// How many lines `text` takes at `px` in a box `width` wide, wrapped at spaces as the
// renderer does: an estimate (DejaVu Sans averages about 0.6 of its size per character,
// bold a little more), so a long item wraps instead of shrinking.
int wrapped_lines(const std::string& text, int px, int width, bool bold) {
  const double per_char = px * (bold ? 0.68 : 0.62);
  int rows = 1;
  double x = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t end = text.find(' ', i);
    if (end == std::string::npos) end = text.size();
    std::size_t chars = 0;
    for (std::size_t k = i; k < end; ++k) chars += (static_cast<unsigned char>(text[k]) & 0xC0) != 0x80;
    const double word = static_cast<double>(chars) * per_char;
    if (x > 0 && x + per_char + word > width) {
      ++rows;
      x = word;
    } else {
      x += (x > 0 ? per_char : 0) + word;
    }
    i = end + 1;
  }
  return rows;
}

// The list of lines (menu items, moves, a lesson's text) with the cursor bar. A list longer
// than its room is drawn smaller (down to three quarters) before items are left out: a
// sighted partner follows every move the list offers. Still too long, it scrolls with the
// cursor: the items around it are shown with a mark above and below saying how many more
// there are ("▲ 2", "▼ 5").
int lines(Builder& b, const TablePicture& p, Box area, int max_rows = 3, int font_px = 0) {
  const int u = b.u();
  const int n = static_cast<int>(p.lines.size());
  auto item_h = [&](int i, int size) {
    const int rows =
        std::min(max_rows, wrapped_lines(p.lines[static_cast<std::size_t>(i)], size, area.w - u * 2, i == p.cursor_line));
    return rows == 1 ? size * 20 / 13 : rows * size * 6 / 5 + u / 2;
  };
  auto needed = [&](int size) {
    int total = 0;
    for (int i = 0; i < n; ++i) total += item_h(i, size);
    return total;
  };
  int px = font_px > 0 ? font_px : u * 13 / 10;
  for (const int smallest = std::max(px * 3 / 4, 15); px > smallest && needed(px) > area.h;) px -= std::max(1, u / 10);
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
    const int rows = std::min(max_rows, wrapped_lines(p.lines[static_cast<std::size_t>(i)], px, area.w - u * 2, on));
    const int h = std::min(item_h(i, px), area.y + area.h - y);
    Box box{area.x, y, area.w, h - u / 5};
    if (on) {
      b.fill(box, b.theme().cursor, "cursor");
      b.text(Box{box.x + u / 4, box.y, u * 3 / 2, std::min(box.h, line_h - u / 5)}, "▶", b.theme().cursor_text,
             u * 13 / 10, tag + " marker", true);
    }
    const Rgb colour = on ? b.theme().cursor_text : b.theme().text;
    if (rows == 1)
      b.text(Box{box.x + u * 2, box.y, box.w - u * 2, box.h}, p.lines[static_cast<std::size_t>(i)], colour, px, tag,
             on);
    else
      b.text(Box{box.x + u * 2, box.y + u / 4, box.w - u * 2, box.h - u / 4}, p.lines[static_cast<std::size_t>(i)],
             colour, px, tag, on, false, true);
    y += h;
  }
  if (last < n) {
    b.text(Box{area.x + u * 2, y, area.w - u * 2, mark_h}, "▼ " + std::to_string(n - last), b.theme().text,
           u * 11 / 10, "lines cut below", true);
    y += mark_h;
  }
  return y;
}

// A race board's plan on a grid of N x N cells: the track runs clockwise round the edge
// (square i on edge cell (i + offset) mod 4(N-1), starting at the top left corner); each
// base's home goes inwards from its entrance (the square before its start), its sign sits
// inside next to its start square, and its house is a 2x2 block `house_along` cells further
// along and `house_depth` cells in. The plan is searched for (the start squares away from
// the corners, nothing overlapping), so any board of the data files gets one.
struct RingPlan {
  int n = 0, N = 0, offset = 0, house_along = 0, house_depth = 0;
  bool bases_fit = false;

  int sides() const { return N - 1; }
  // The edge cell (row, col) of perimeter position `pos`.
  std::pair<int, int> edge(int pos) const {
    const int L = sides(), k = pos / L, a = pos % L;
    switch (k) {
      case 0: return {0, a};
      case 1: return {a, N - 1};
      case 2: return {N - 1, N - 1 - a};
      default: return {N - 1 - a, 0};
    }
  }
  int pos_of(int square) const { return ((square + offset) % (4 * sides()) + 4 * sides()) % (4 * sides()); }
  // The cell `in` cells inwards and `along` cells further along from a perimeter position.
  std::pair<int, int> from(int pos, int in, int along) const {
    static constexpr int kIn[4][2] = {{1, 0}, {0, -1}, {-1, 0}, {0, 1}};
    static constexpr int kAlong[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    const int k = pos / sides();
    const auto [r, c] = edge(pos);
    return {r + kIn[k][0] * in + kAlong[k][0] * along, c + kIn[k][1] * in + kAlong[k][1] * along};
  }
  std::pair<int, int> square(int i) const { return edge(pos_of(i)); }
  std::pair<int, int> home(int start, int slot) const { return from(pos_of(start - 1), slot + 1, 0); }
  std::pair<int, int> sign(int start) const { return from(pos_of(start), 1, 0); }
  std::pair<int, int> house(int start, int i) const {
    return from(pos_of(start), house_depth + i / 2, house_along + i % 2);
  }
};

RingPlan plan_ring(const PictureTrack& t) {
  RingPlan plan;
  plan.n = static_cast<int>(t.squares.size());
  plan.N = (plan.n + 3) / 4 + 1;
  const int N = plan.N, P = 4 * plan.sides();
  auto fits = [&]() {
    std::vector<char> used(static_cast<std::size_t>(N * N), 0);
    auto take = [&](std::pair<int, int> cell) {
      const auto [r, c] = cell;
      if (r < 1 || c < 1 || r > N - 2 || c > N - 2) return false;
      char& u = used[static_cast<std::size_t>(r * N + c)];
      if (u) return false;
      u = 1;
      return true;
    };
    for (const auto& base : t.bases) {
      const int ps = plan.pos_of(base.start), pe = plan.pos_of(base.start - 1);
      if (ps % plan.sides() == 0 || pe % plan.sides() == 0 || ps / plan.sides() != pe / plan.sides()) return false;
      for (int slot = 0; slot < static_cast<int>(base.home.size()); ++slot)
        if (!take(plan.home(base.start, slot))) return false;
      if (!take(plan.sign(base.start))) return false;
      for (int i = 0; i < 4; ++i)
        if (!take(plan.house(base.start, i))) return false;
    }
    return true;
  };
  const int middle = plan.sides() / 2;
  for (int k = 0; k < P; ++k) {
    for (int sign : {1, -1}) {
      plan.offset = ((middle + sign * k) % P + P) % P;
      for (int along : {2, 1, 3, 0, -3, 4, -4, -2}) {
        for (int depth : {2, 1, 3}) {
          plan.house_along = along;
          plan.house_depth = depth;
          if (fits()) {
            plan.bases_fit = true;
            return plan;
          }
        }
      }
    }
  }
  plan.offset = middle;  // no room for the bases: the track alone
  return plan;
}

// A race board: the track as a ring of squares round the edge of a square grid, each
// house's start square framed in its colour with its sign just inside, its home as a row
// of squares framed in its colour from the square before the start towards the centre,
// its house (the pieces waiting to enter) as a framed 2x2 block nearby.
void track_board(Builder& b, const TablePicture& p, Box area) {
  const PictureTrack& t = *p.track;
  if (t.squares.empty()) return;
  const RingPlan plan = plan_ring(t);
  const int N = plan.N;
  const int side = std::min(area.w, area.h);
  const int c = std::max(6, side / N);
  const int x0 = area.x, y0 = area.y;
  const int gap = std::max(1, c / 16);
  const int thick = std::max(3, c / 10);
  auto cell_box = [&](std::pair<int, int> cell) {
    return Box{x0 + cell.second * c + gap, y0 + cell.first * c + gap, c - 2 * gap, c - 2 * gap};
  };
  // Badges (the numbers of the moves ending on a square) go on top of everything.
  struct Badge {
    Box square;
    const std::string* text;
    std::string tag;
  };
  std::vector<Badge> badges;
  // A square's badge: in its top right quarter, inside the square; the pieces then go into
  // its bottom left quarter, so the number never covers a piece.
  const int bs = std::min(std::max(13, c * 2 / 5), (c - 2 * gap) / 2);
  // The pieces on one square: one large, or several smaller side by side.
  auto pieces = [&](Box box, const std::vector<PictureToken>& on, const std::string& tag, bool badge) {
    if (badge) {
      const int room = std::max(box.h - bs, box.h / 2);
      box = Box{box.x, box.y + box.h - room, room, room};
    }
    const int k = static_cast<int>(on.size());
    if (k == 1) {
      const int size = box.w * 84 / 100;
      b.token(Box{box.x + (box.w - size) / 2, box.y + (box.h - size) / 2, size, size}, on[0], tag + " piece 0");
      return;
    }
    const int size = box.w / 2;
    for (int i = 0; i < k && i < 4; ++i)
      b.token(Box{box.x + (i % 2) * size, box.y + (k == 2 ? box.h / 4 : (i / 2) * size), size, size},
              on[static_cast<std::size_t>(i)], tag + " piece " + std::to_string(i));
  };
  auto square = [&](const Box& box, const PictureSquare& sq, const std::string& tag, const Rgb* frame_colour) {
    b.fill(box, b.theme().panel, tag);
    if (frame_colour) b.frame(box, *frame_colour, thick, tag + " start");
    else b.frame(box, b.theme().dim, 1, tag + " frame");
    pieces(box, sq.pieces, tag, !sq.badge.empty());
    if (sq.marked) {
      // Outside the square, so a start square's own colour stays visible inside it.
      const int mt = std::max(3, c / 12);
      b.frame(Box{box.x - gap - mt, box.y - gap - mt, box.w + 2 * (gap + mt), box.h + 2 * (gap + mt)}, b.theme().accent, mt,
              tag + " marked");
    }
    if (!sq.badge.empty()) badges.push_back({box, &sq.badge, tag});
  };
  std::vector<const PictureBase*> base_at(t.squares.size(), nullptr);
  if (plan.bases_fit)
    for (const auto& base : t.bases)
      if (base.start >= 0 && base.start < plan.n) base_at[static_cast<std::size_t>(base.start)] = &base;
  for (int i = 0; i < plan.n; ++i) {
    const PictureBase* base = base_at[static_cast<std::size_t>(i)];
    const Rgb start_colour = base ? b.hue_colour(base->sign.hue) : Rgb{};
    square(cell_box(plan.square(i)), t.squares[static_cast<std::size_t>(i)], "square " + std::to_string(i),
           base ? &start_colour : nullptr);
  }
  if (plan.bases_fit) {
    for (std::size_t k = 0; k < t.bases.size(); ++k) {
      const PictureBase& base = t.bases[k];
      const Rgb colour = b.hue_colour(base.sign.hue);
      const std::string tag = "base " + std::to_string(k);
      for (std::size_t slot = 0; slot < base.home.size(); ++slot)
        square(cell_box(plan.home(base.start, static_cast<int>(slot))), base.home[slot],
               tag + " home " + std::to_string(slot), &colour);
      // The start's sign: a hollow square in the house's colour with its letter, so it is
      // never taken for a piece.
      const Box sign = cell_box(plan.sign(base.start));
      const int ss = sign.w * 8 / 10;
      const Box sb{sign.x + (sign.w - ss) / 2, sign.y + (sign.h - ss) / 2, ss, ss};
      b.frame(sb, colour, std::max(3, ss / 8), tag + " sign");
      b.text(Box{sb.x + ss / 8, sb.y + ss / 8, ss - ss / 4, ss - ss / 4}, base.sign.letter, b.theme().text,
             std::max(kMinGlyphPx, ss / 2), tag + " sign letter", true, true);
      // The house: its frame round the 2x2 block, a piece in each of its cells.
      const Box first = cell_box(plan.house(base.start, 0)), last = cell_box(plan.house(base.start, 3));
      const int left = std::min(first.x, last.x), top = std::min(first.y, last.y);
      const int right = std::max(first.x + first.w, last.x + last.w), bottom = std::max(first.y + first.h, last.y + last.h);
      b.frame(Box{left - gap, top - gap, right - left + 2 * gap, bottom - top + 2 * gap}, colour, std::max(2, thick / 2),
              tag + " house");
      for (std::size_t i = 0; i < base.house.size() && i < 4; ++i) {
        const Box box = cell_box(plan.house(base.start, static_cast<int>(i)));
        const int size = box.w * 84 / 100;
        b.token(Box{box.x + (box.w - size) / 2, box.y + (box.h - size) / 2, size, size}, base.house[i],
                tag + " house piece " + std::to_string(i));
      }
    }
  }
  for (const Badge& badge : badges) {
    const int chars = static_cast<int>(badge.text->size());
    const int bw = std::min(badge.square.w, bs + std::max(0, chars - 1) * bs * 11 / 20);
    const Box box{badge.square.x + badge.square.w - bw, badge.square.y, bw, bs};
    b.fill(box, b.theme().accent, badge.tag + " badge");
    b.frame(box, b.theme().background, 1, badge.tag + " badge frame");
    // Too many moves for the square's width: the first ones and the cut mark.
    const bool wrap = text_width(*badge.text, bs * 85 / 100, true) > bw;
    b.text(box, *badge.text, readable_on(b.theme().accent), bs * 85 / 100, badge.tag + " badge number", true, !wrap,
           wrap);
  }
  if (p.cursor_square >= 0 && p.cursor_square < plan.n) {
    const Box box = cell_box(plan.square(p.cursor_square));
    const int w = std::max(4, c / 7);
    b.frame(Box{box.x - gap - w / 2, box.y - gap - w / 2, box.w + 2 * gap + w, box.h + 2 * gap + w}, b.theme().cursor, w,
            "cursor");
  }
}

}  // namespace

Scene lay_out(const TablePicture* picture, const std::string& caption, const Theme& theme, double zoom, int width,
              int height, const JoinPanel* joins) {
  Scene scene;
  scene.width = width;
  scene.height = height;
  scene.background = theme.background;
  // Text grows with the zoom up to twice its size at zoom 1: more would leave a window of
  // 1024x720 room for a handful of words (the zoom setting goes on up to kMaxZoom).
  const int u1 = layout_unit(std::min(zoom, 1.0), width, height);
  const int u = layout_unit(std::min(zoom, kMaxTextZoom), width, height);
  Builder b(scene, theme, u);
  // The scores panel and the cards grow up to one and a half times: larger, a window of
  // 1024x720 would show only part of the players or of a trick and a hand.
  Builder panel(scene, theme, std::min(u, layout_unit(std::min(zoom, 1.5), width, height)));
  // The title row and the caption's box: beside a board they keep their size at zoom 1, so
  // zoom never takes the board's room (their text grows inside them); elsewhere they grow
  // up to one and a half times.
  const bool board = picture && (picture->grid || picture->track);
  const int hu = board ? u1 : std::min(u, u1 * 3 / 2);
  const int m = hu / 2;

  // Title and status, each made smaller rather than running into the other (a long lesson
  // title beside a game's status).
  const int title_h = hu * 2;
  const std::string title = picture && !picture->title.empty() ? picture->title : "Spoluhráč";
  const bool has_status = picture && !picture->status.empty();
  auto fitting = [&](const std::string& text, int px, int box_w) {
    while (px > hu * 8 / 10 && wrapped_lines(text, px, box_w, true) > 1) --px;
    return px;
  };
  // Still too long at the smallest size: two lines, the second ending with the cut mark.
  auto header = [&](Box box, const std::string& text, Rgb colour, int px, const char* tag) {
    const bool wrap = wrapped_lines(text, px, box.w - hu / 2, true) > 1;
    if (wrap) box = Box{box.x, box.y + std::max(0, (box.h - px * 12 / 5) / 2), box.w, std::min(box.h, px * 12 / 5 + 2)};
    b.text(box, text, colour, px, tag, true, false, wrap);
  };
  const int title_w = has_status ? width / 2 - m : width - 2 * m;
  header(Box{m, m, title_w, title_h}, title, theme.text, fitting(title, u * 3 / 2, title_w - hu / 2), "title");
  if (has_status)
    header(Box{width / 2, m, width / 2 - m, title_h}, picture->status, theme.accent,
           fitting(picture->status, u * 13 / 10, width / 2 - m - hu / 2), "status");
  // A lesson's task: across the window under the title, up to two lines.
  int task_h = 0;
  if (picture && !picture->task.empty()) {
    const int px = u * 11 / 10;
    const int rows = std::min(2, wrapped_lines(picture->task, px, width - 2 * m - u, false));
    task_h = rows * px * 6 / 5 + u / 3;
    b.fill(Box{m, m + title_h, width - 2 * m, task_h}, theme.panel, "task box");
    b.text(Box{m + u / 2, m + title_h + u / 6, width - 2 * m - u, task_h - u / 6}, picture->task, theme.text, px, "task",
           false, false, true);
  }

  // Caption: the last reply, newest sentence first, large, at the bottom.
  const int cap_h = std::min(height * 30 / 100, hu * 7);
  Box cap{0, height - cap_h, width, cap_h};
  b.fill(cap, theme.panel, "caption box");
  b.fill(Box{0, cap.y, width, std::max(2, hu / 8)}, theme.accent, "caption rule");
  // At least two lines of it (the newest sentence is seldom shorter), never smaller than at zoom 1.
  const int cap_px = std::max(u1 * 17 / 10, std::min(u * 17 / 10, (cap_h - hu) * 10 / 24));
  b.text(Box{m, cap.y + hu / 2, width - 2 * m, cap_h - hu}, caption, theme.text, cap_px, "caption", false, false, true);
  if (!picture) return scene;

  const int top = m + title_h + task_h + hu / 2;
  Box middle{m, top, width - 2 * m, cap.y - top - hu / 2};
  // The phones' join panel on the right, at its zoom-1 size; the game takes the rest.
  const int join_w = joins ? join_panel_width(*joins, middle.w, middle.h, u1) : 0;
  if (join_w > 0) {
    lay_out_joins(scene, *joins, Box{middle.x + middle.w - join_w, middle.y, join_w, middle.h}, theme, u1);
    middle.w -= join_w + u / 2;
  }
  const TablePicture& p = *picture;
  Box main = middle;
  if (p.grid && p.grid->rows > 0 && p.grid->cols > 0) {
    // The board keeps the size it has at zoom 1 (the whole height); the scores panel takes
    // the rest of the width, with the dice under the seats.
    const int panel_w1 = std::clamp(u1 * 15, width * 24 / 100, width * 30 / 100);
    const int cell = std::max(8, std::min((middle.w - panel_w1 - u1) / p.grid->cols, middle.h / p.grid->rows));
    const int side_w = cell * p.grid->cols;
    const int panel_w = p.seats.empty() ? 0 : middle.w - side_w - u;
    // The dice on top (the roll is what a player decides on), at most two fifths of the
    // height; the seats under them.
    int seats_top = middle.y;
    if (!p.dice.empty())
      seats_top = dice_row(b, p, Box{middle.x + u / 4, middle.y + u / 4, (p.seats.empty() ? middle.w : panel_w) - u / 2,
                                     p.seats.empty() ? middle.h : middle.h * 2 / 5}) + u / 2;
    // The game's end: the ranking first (up to half the height), the seats under it.
    if (!p.lines.empty())
      seats_top = lines(b, p, Box{middle.x, seats_top, p.seats.empty() ? middle.w : panel_w,
                                  p.seats.empty() ? middle.h : middle.h / 2}) + u / 2;
    if (!p.seats.empty()) seats_panel(panel, p, Box{middle.x, seats_top, panel_w, middle.y + middle.h - seats_top});
    grid(b, p, Box{middle.x + middle.w - side_w, middle.y, side_w, cell * p.grid->rows});
    return scene;
  }
  if (p.track) {
    // The ring on the left, the throws and the list of moves beside it (the ring leaves the
    // list at least 38% of the width at zoom 1), the seats left of the ring; under it when
    // the window is tall and narrow. The ring keeps its zoom-1 size: zoom enlarges the rest.
    // When the list's column would get too narrow for the zoomed text, the seats move from
    // the left into the right column, under the throws and the list.
    const int panel_w = p.seats.empty() ? 0 : std::clamp(u * 15, width * 24 / 100, width * 30 / 100) + u;
    const int panel_w1 = p.seats.empty() ? 0 : std::clamp(u1 * 15, width * 24 / 100, width * 30 / 100) + u1;
    const int main_w1 = middle.w - panel_w1;
    const int list_w = p.lines.empty() ? u1 * 8 : std::max(u1 * 10, main_w1 * 38 / 100);
    const bool beside = main_w1 - list_w >= middle.h * 3 / 4;
    const int side =
        std::max(8, beside ? std::min(middle.h, main_w1 - list_w) : std::min(middle.w - panel_w1, middle.h * 2 / 3));
    const bool stacked = beside && !p.seats.empty() && middle.w - panel_w - side - u / 2 < u * 14;
    if (!p.seats.empty() && !stacked) seats_panel(panel, p, Box{middle.x, middle.y, panel_w - u, middle.h});
    main = stacked ? middle : Box{middle.x + panel_w, middle.y, middle.w - panel_w, middle.h};
    track_board(b, p, Box{main.x, main.y, side, side});
    const Box rest = beside ? Box{main.x + side + u / 2, main.y, main.w - side - u / 2, main.h}
                            : Box{main.x, main.y + side + u / 2, main.w, main.h - side - u / 2};
    int ry = rest.y;
    if (!p.dice.empty())
      ry = dice_row(b, p, Box{rest.x + u / 4, rest.y + u / 4, rest.w - u / 2, std::min(u * 3, rest.h / 3)}) + u / 2;
    // Stacked: whose turn (the seats, at most half the height) before the list.
    if (stacked)
      ry = seats_panel(panel, p, Box{rest.x, ry, rest.w, p.lines.empty() ? rest.y + rest.h - ry : rest.h / 2}) + u / 2;
    if (!p.lines.empty()) lines(b, p, Box{rest.x, ry, rest.w, rest.y + rest.h - ry}, 6, u * 11 / 10);
    return scene;
  }
  if (!p.seats.empty()) {
    // Beside the join panel the seats get their share of the narrower room.
    const int room = join_w > 0 ? middle.w : width;
    const int panel_w = std::clamp(u * 15, room * 24 / 100, room * (join_w > 0 ? 60 : 45) / 100);
    seats_panel(panel, p, Box{middle.x, middle.y, panel_w, middle.h});
    main = Box{middle.x + panel_w + u, middle.y, middle.w - panel_w - u, middle.h};
  }
  int y = main.y;
  if (!p.card_rows.empty()) y = card_rows(panel, p, Box{main.x, y, main.w, main.y + main.h - y});
  if (!p.lines.empty()) y = lines(b, p, Box{main.x, y, main.w, main.y + main.h - y});
  if (!p.dice.empty()) dice_row(b, p, Box{main.x, y, main.w, main.y + main.h - y});
  return scene;
}

}  // namespace sh::display
