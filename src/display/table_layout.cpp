#include "display/table_layout.h"

#include <algorithm>
#include <cmath>

namespace sh::display {

int layout_unit(double zoom, int width, int height) {
  const double scale = std::clamp(std::min(width / 1000.0, height / 720.0), 0.5, 4.0);
  return std::max(6, static_cast<int>(std::lround(20.0 * std::clamp(zoom, kMinZoom, kMaxZoom) * scale)));
}

namespace {

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

int seats_panel(Builder& b, const TablePicture& p, Box area) {
  const int u = b.u();
  const int row_h = u * 23 / 10;
  int y = area.y;
  for (std::size_t i = 0; i < p.seats.size(); ++i) {
    const PictureSeat& seat = p.seats[i];
    const std::string tag = "seat " + std::to_string(i);
    Box row{area.x, y, area.w, row_h - u / 5};
    b.fill(row, b.theme().panel, tag);
    if (seat.to_act) {
      b.fill(Box{row.x, row.y, u / 3, row.h}, b.theme().accent, tag + " turn bar");
      b.text(Box{row.x + u / 3, row.y, u, row.h}, "▶", b.theme().accent, u * 13 / 10, tag + " turn", true, true);
    }
    int x = row.x + u * 3 / 2;
    if (seat.token) {
      const int sign = row.h * 8 / 10;
      b.token(Box{x, row.y + (row.h - sign) / 2, sign, sign}, *seat.token, tag + " sign");
      x += sign + u / 2;
    } else if (seat.colour >= 0) {
      const int sign = row.h * 8 / 10;
      b.seat_sign(Box{x, row.y + (row.h - sign) / 2, sign, sign}, seat.colour, tag + " sign");
      x += sign + u / 2;
    }
    const int score_w = std::max(u * 4, row.w / 3);
    const int mark_w = seat.mark.empty() ? 0 : u * 3 / 2;
    const Rgb name_colour = seat.dimmed ? b.theme().dim : b.theme().text;
    // Texts stay inside the cursor's frame.
    const int t = std::max(3, u / 5);
    const int right = row.x + row.w - t;
    b.text(Box{x, row.y + t, right - score_w - mark_w - x, row.h - 2 * t}, seat.name, name_colour, u * 11 / 10,
           tag + " name");
    b.text(Box{right - score_w - mark_w, row.y + t, score_w - u / 4, row.h - 2 * t}, seat.score, b.theme().text,
           u * 3 / 2, tag + " score", true);
    if (!seat.mark.empty())
      b.text(Box{right - mark_w, row.y + t, mark_w, row.h - 2 * t}, seat.mark, b.theme().accent, u * 3 / 2,
             tag + " mark", true, true);
    if (static_cast<int>(i) == p.cursor_seat) b.frame(row, b.theme().cursor, std::max(3, u / 5), "cursor");
    y += row_h;
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
      b.text(Box{box.x + gap, box.y + gap, box.w - 2 * gap, box.h * 30 / 100}, pc.label, b.theme().text,
             box.h * 22 / 100, tag + " label", true, true);
      b.text(Box{box.x + box.w * 62 / 100, box.y + box.h * 72 / 100, box.w * 36 / 100, box.h * 26 / 100}, pc.value,
             b.theme().dim, box.h * 22 / 100, tag + " value", false, true);
      if (pc.owner >= 0) {
        const int stone = box.h * 56 / 100;
        b.seat_sign(Box{box.x + box.w * 8 / 100, box.y + box.h * 36 / 100, stone, stone}, pc.owner, tag + " stone");
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

int dice_row(Builder& b, const TablePicture& p, Box area) {
  const int u = b.u();
  bool any_held = false;
  for (const auto& die : p.dice) any_held = any_held || die.held;
  // As large as 2.8 units, smaller when the row would not fit its width.
  const int n = static_cast<int>(p.dice.size());
  auto fit = [&](int per_row) { return per_row == 0 ? area.w : (area.w * 10) / (per_row * 12 + (any_held ? 8 : 0)); };
  int d = std::max(8, std::min({area.h, u * 28 / 10, fit(n)}));
  // Too small in one row (a narrow panel): two rows.
  if (d < u * 2 && n > 1) d = std::max(8, std::min({area.h / 2 - u / 4, u * 28 / 10, fit((n + 1) / 2)}));
  int x = area.x, top = area.y;
  bool gap_done = false;
  // Free dice first, then the held ones after a gap, each framed thickly in the accent.
  for (int pass = 0; pass < 2; ++pass) {
    for (std::size_t i = 0; i < p.dice.size(); ++i) {
      const PictureDie& die = p.dice[i];
      if (die.held != (pass == 1)) continue;
      if (pass == 1 && !gap_done) {
        x += d / 4;
        b.fill(Box{x, top, std::max(2, d / 16), d}, b.theme().dim, "held bar");
        x += d * 2 / 5;
        gap_done = true;
      }
      const std::string tag = std::string(die.held ? "held die " : "die ") + std::to_string(i);
      if (x + d > area.x + area.w) {
        x = area.x;
        top += d + d / 5;
      }
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
      x += d + d / 5;
    }
  }
  return top + d;
}

int card_rows(Builder& b, const TablePicture& p, Box area) {
  const int u = b.u();
  int y = area.y;
  for (std::size_t r = 0; r < p.card_rows.size(); ++r) {
    const PictureCardRow& row = p.card_rows[r];
    const std::string tag = "row " + std::to_string(r);
    const int top = y;
    // Every card is drawn: a long row gets narrower cards (down to 1.5 units), then a second
    // line, never a card left out.
    const int n = static_cast<int>(row.cards.size());
    int card_w = u * 3;
    const int card_h = u * 4;
    int gap = u / 2;
    if (n > 0 && n * (card_w + gap) - gap > area.w) {
      card_w = std::max(u * 3 / 2, (area.w + gap) / n - gap);
      gap = std::max(2, u / 4);
    }
    const int per_line = std::max(1, (area.w + gap) / (card_w + gap));
    b.text(Box{area.x, y, area.w, u * 3 / 2}, row.label, b.theme().text, u * 11 / 10, tag + " label", true);
    y += u * 3 / 2;
    for (int c = 0; c < n; ++c) {
      const PictureCard& card = row.cards[static_cast<std::size_t>(c)];
      const std::string ctag = tag + " card " + std::to_string(c);
      if (c > 0 && c % per_line == 0) y += card_h + u * 2;
      const int x = area.x + (c % per_line) * (card_w + gap);
      Box box{x, y + u / 2, card_w, card_h};
      b.fill(box, b.theme().panel, ctag);
      if (card.best) {
        b.text(Box{x, y - u / 4, card_w, u * 3 / 4}, "▲", b.theme().accent, u * 3 / 4, ctag + " best", true, true);
        b.frame(box, b.theme().accent, std::max(3, u / 4), ctag + " best frame");
      } else {
        b.frame(box, b.theme().dim, std::max(1, u / 12), ctag + " frame");
      }
      b.text(Box{box.x, box.y + u / 5, box.w, box.h * 6 / 10}, card.face, b.theme().text, u * 5 / 2, ctag + " face",
             true, true);
      if (card.playable)
        b.text(Box{box.x + box.w - u, box.y + u / 8, u * 7 / 8, u}, "✓", b.theme().accent, u, ctag + " playable", true,
               true);
      if (card.colour >= 0) {
        const int sign = std::min(u * 11 / 10, card_w * 9 / 10);
        b.seat_sign(Box{box.x + (box.w - sign) / 2, box.y + box.h - sign - u / 6, sign, sign}, card.colour,
                    ctag + " sign");
      }
      b.text(Box{x - gap / 2, box.y + box.h + u / 8, card_w + gap, u}, card.by, b.theme().dim, u * 8 / 10,
             ctag + " by", false, true);
      if (static_cast<int>(r) == p.cursor_row && c == p.cursor_card) {
        const int t = std::max(4, u / 4);
        b.frame(Box{box.x - t - 1, box.y - t - 1, box.w + 2 * t + 2, box.h + 2 * t + 2}, b.theme().cursor, t,
                "cursor");
        b.text(Box{x, box.y + box.h + u * 9 / 8, card_w, u * 3 / 4}, "▲", b.theme().cursor, u * 3 / 4,
               ctag + " cursor mark", true, true);
      }
    }
    if (row.cards.empty()) y -= u / 2;
    y += card_h + u * 2;
    if (static_cast<int>(r) == p.cursor_row && p.cursor_card < 0)
      b.frame(Box{area.x - u / 4, top - u / 4, area.w + u / 2, y - top}, b.theme().cursor, std::max(3, u / 5), "cursor");
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

int lines(Builder& b, const TablePicture& p, Box area, int max_rows = 3, int font_px = 0) {
  const int u = b.u();
  // The height the items take at `size`.
  auto needed = [&](int size) {
    const int line = size * 20 / 13;
    int total = 0;
    for (std::size_t i = 0; i < p.lines.size(); ++i) {
      const int rows = std::min(max_rows, wrapped_lines(p.lines[i], size, area.w - u * 2, static_cast<int>(i) == p.cursor_line));
      total += rows == 1 ? line : rows * size * 6 / 5 + u / 2;
    }
    return total;
  };
  // A list longer than its room is drawn smaller (down to three quarters) before items are
  // left out: a sighted partner follows every move the list offers.
  int px = font_px > 0 ? font_px : u * 13 / 10;
  for (const int smallest = px * 3 / 4; px > smallest && needed(px) > area.h;) px -= std::max(1, u / 10);
  const int line_h = px * 20 / 13;
  int y = area.y;
  for (std::size_t i = 0; i < p.lines.size(); ++i) {
    const std::string tag = "line " + std::to_string(i);
    // A long item (a lesson's sentence, a move) wraps onto up to `max_rows` lines.
    const bool on = static_cast<int>(i) == p.cursor_line;
    const int rows = std::min(max_rows, wrapped_lines(p.lines[i], px, area.w - u * 2, on));
    const int h = rows == 1 ? line_h : rows * px * 6 / 5 + u / 2;
    if (y + std::min(h, line_h) > area.y + area.h) break;
    Box box{area.x, y, area.w, std::min(h, area.y + area.h - y) - u / 5};
    if (on) {
      b.fill(box, b.theme().cursor, "cursor");
      b.text(Box{box.x + u / 4, box.y, u * 3 / 2, std::min(box.h, line_h - u / 5)}, "▶", b.theme().cursor_text,
             u * 13 / 10, tag + " marker", true);
    }
    const Rgb colour = on ? b.theme().cursor_text : b.theme().text;
    if (rows == 1)
      b.text(Box{box.x + u * 2, box.y, box.w - u * 2, box.h}, p.lines[i], colour, px, tag, on);
    else
      b.text(Box{box.x + u * 2, box.y + u / 4, box.w - u * 2, box.h - u / 4}, p.lines[i], colour, px, tag, on, false,
             true);
    y += h;
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
  // The pieces on one square: one large, or several smaller side by side.
  auto pieces = [&](const Box& box, const std::vector<PictureToken>& on, const std::string& tag) {
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
    pieces(box, sq.pieces, tag);
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
      const Box sign = cell_box(plan.sign(base.start));
      const int ss = sign.w * 7 / 10;
      b.token(Box{sign.x + (sign.w - ss) / 2, sign.y + (sign.h - ss) / 2, ss, ss}, base.sign, tag + " sign");
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
    const int bs = std::max(10, c * 9 / 20);
    const int chars = static_cast<int>(badge.text->size());
    const Box box{badge.square.x + badge.square.w - bs * 3 / 4, badge.square.y - bs / 3,
                  bs + std::max(0, chars - 1) * bs * 11 / 20, bs};
    b.fill(box, b.theme().accent, badge.tag + " badge");
    b.frame(box, b.theme().background, 1, badge.tag + " badge frame");
    b.text(box, *badge.text, readable_on(b.theme().accent), bs * 9 / 10, badge.tag + " badge text", true, true);
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
              int height) {
  Scene scene;
  scene.width = width;
  scene.height = height;
  scene.background = theme.background;
  const int u = layout_unit(zoom, width, height);
  Builder b(scene, theme, u);
  const int m = u / 2;

  // Title and status, each made smaller rather than running into the other (a long lesson
  // title beside a game's status).
  const int title_h = u * 2;
  const std::string title = picture && !picture->title.empty() ? picture->title : "Spoluhráč";
  const bool has_status = picture && !picture->status.empty();
  auto fitting = [&](const std::string& text, int px, int box_w) {
    const int step = std::max(1, u / 10);
    while (px > u * 8 / 10 && wrapped_lines(text, px, box_w, true) > 1) px -= step;
    return px;
  };
  const int title_w = has_status ? width / 2 - m : width - 2 * m;
  b.text(Box{m, m, title_w, title_h}, title, theme.text, fitting(title, u * 3 / 2, title_w - u / 2), "title", true);
  if (has_status)
    b.text(Box{width / 2, m, width / 2 - m, title_h}, picture->status, theme.accent,
           fitting(picture->status, u * 13 / 10, width / 2 - m - u / 2), "status", true);
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

  // Caption: the last spoken sentence, large, at the bottom.
  const int cap_h = std::min(height * 30 / 100, u * 7);
  Box cap{0, height - cap_h, width, cap_h};
  b.fill(cap, theme.panel, "caption box");
  b.fill(Box{0, cap.y, width, std::max(2, u / 8)}, theme.accent, "caption rule");
  b.text(Box{m, cap.y + u / 2, width - 2 * m, cap_h - u}, caption, theme.text, u * 17 / 10, "caption", false, false,
         true);
  if (!picture) return scene;

  const int top = m + title_h + task_h + u / 2;
  Box middle{m, top, width - 2 * m, cap.y - top - u / 2};
  const TablePicture& p = *picture;
  Box main = middle;
  bool dice_left = false;
  const bool board = p.grid || p.track;
  if (!p.seats.empty()) {
    // Beside a board the panel stays narrow, so zoom does not take the board's room.
    const int panel_w = board ? std::clamp(u * 15, width * 24 / 100, width * 30 / 100)
                              : std::clamp(u * 15, width * 24 / 100, width * 45 / 100);
    const int seats_end = seats_panel(b, p, Box{middle.x, middle.y, panel_w, middle.h});
    main = Box{middle.x + panel_w + u, middle.y, middle.w - panel_w - u, middle.h};
    // A board's dice go under the seats (the board keeps the whole height).
    if (p.grid && !p.dice.empty()) {
      dice_row(b, p, Box{middle.x, seats_end + u / 2, panel_w, middle.y + middle.h - seats_end - u / 2});
      dice_left = true;
    }
  }
  if (p.track) {
    // The ring on the left of the main area, the throws and the list of moves beside it
    // (the ring leaves the list half the width while a person chooses); under it when the
    // window is tall and narrow.
    const int list_w = p.lines.empty() ? u * 8 : std::max(u * 10, main.w * 38 / 100);
    const bool beside = main.w - list_w >= main.h * 3 / 4;
    const int side = beside ? std::min(main.h, main.w - list_w) : std::min(main.w, main.h * 2 / 3);
    track_board(b, p, Box{main.x, main.y, side, side});
    const Box rest = beside ? Box{main.x + side + u / 2, main.y, main.w - side - u / 2, main.h}
                            : Box{main.x, main.y + side + u / 2, main.w, main.h - side - u / 2};
    int ry = rest.y;
    if (!p.dice.empty())
      ry = dice_row(b, p, Box{rest.x + u / 4, rest.y + u / 4, rest.w - u / 2, std::min(u * 3, rest.h / 3)}) + u / 2;
    if (!p.lines.empty()) lines(b, p, Box{rest.x, ry, rest.w, rest.y + rest.h - ry}, 6, u * 11 / 10);
    return scene;
  }
  int y = main.y;
  if (!p.card_rows.empty()) y = card_rows(b, p, Box{main.x, y, main.w, main.y + main.h - y});
  if (!p.lines.empty()) y = lines(b, p, Box{main.x, y, main.w, main.y + main.h - y});
  if (p.grid) {
    const int dice_h = p.dice.empty() || dice_left ? 0 : u * 28 / 10 + u / 2;
    grid(b, p, Box{main.x, y, main.w, main.y + main.h - y - dice_h});
    const int cell = std::max(8, std::min(main.w / std::max(1, p.grid->cols),
                                          (main.y + main.h - y - dice_h) / std::max(1, p.grid->rows)));
    y += cell * p.grid->rows + u / 2;
  }
  if (!p.dice.empty() && !dice_left) {
    dice_row(b, p, Box{main.x, y, main.w, main.y + main.h - y});
  }
  return scene;
}

}  // namespace sh::display
