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
    if (seat.colour >= 0) {
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
      const Rgb pip = die.held ? readable_on(face) : b.theme().text;
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
      x += d + d / 5;
    }
  }
  return top + d;
}

int card_rows(Builder& b, const TablePicture& p, Box area) {
  const int u = b.u();
  int y = area.y;
  const int card_w = u * 3, card_h = u * 4;
  for (std::size_t r = 0; r < p.card_rows.size(); ++r) {
    const PictureCardRow& row = p.card_rows[r];
    const std::string tag = "row " + std::to_string(r);
    const int top = y;
    b.text(Box{area.x, y, area.w, u * 3 / 2}, row.label, b.theme().text, u * 11 / 10, tag + " label", true);
    y += u * 3 / 2;
    int x = area.x;
    for (std::size_t c = 0; c < row.cards.size(); ++c) {
      const PictureCard& card = row.cards[c];
      const std::string ctag = tag + " card " + std::to_string(c);
      if (x + card_w > area.x + area.w) break;
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
      if (card.colour >= 0) {
        const int sign = u * 11 / 10;
        b.seat_sign(Box{box.x + (box.w - sign) / 2, box.y + box.h - sign - u / 6, sign, sign}, card.colour,
                    ctag + " sign");
      }
      b.text(Box{x - u / 4, box.y + box.h + u / 8, card_w + u / 2, u}, card.by, b.theme().dim, u * 8 / 10,
             ctag + " by", false, true);
      x += card_w + u / 2;
    }
    if (row.cards.empty()) y -= u / 2;
    y += card_h + u * 2;
    if (static_cast<int>(r) == p.cursor_row)
      b.frame(Box{area.x - u / 4, top - u / 4, area.w + u / 2, y - top}, b.theme().cursor, std::max(3, u / 5), "cursor");
  }
  return y;
}

int lines(Builder& b, const TablePicture& p, Box area) {
  const int u = b.u();
  const int line_h = u * 2;
  int y = area.y;
  for (std::size_t i = 0; i < p.lines.size(); ++i) {
    if (y + line_h > area.y + area.h) break;
    const std::string tag = "line " + std::to_string(i);
    Box box{area.x, y, area.w, line_h - u / 5};
    const bool on = static_cast<int>(i) == p.cursor_line;
    if (on) {
      b.fill(box, b.theme().cursor, "cursor");
      b.text(Box{box.x + u / 4, box.y, u * 3 / 2, box.h}, "▶", b.theme().cursor_text, u * 13 / 10, tag + " marker", true);
    }
    b.text(Box{box.x + u * 2, box.y, box.w - u * 2, box.h}, p.lines[i], on ? b.theme().cursor_text : b.theme().text,
           u * 13 / 10, tag, on);
    y += line_h;
  }
  return y;
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

  // Title and status.
  const int title_h = u * 2;
  const std::string title = picture && !picture->title.empty() ? picture->title : "Spoluhráč";
  const bool has_status = picture && !picture->status.empty();
  b.text(Box{m, m, has_status ? width / 2 - m : width - 2 * m, title_h}, title, theme.text, u * 3 / 2, "title", true);
  if (has_status)
    b.text(Box{width / 2, m, width / 2 - m, title_h}, picture->status, theme.accent, u * 13 / 10, "status", true);

  // Caption: the last spoken sentence, large, at the bottom.
  const int cap_h = std::min(height * 30 / 100, u * 7);
  Box cap{0, height - cap_h, width, cap_h};
  b.fill(cap, theme.panel, "caption box");
  b.fill(Box{0, cap.y, width, std::max(2, u / 8)}, theme.accent, "caption rule");
  b.text(Box{m, cap.y + u / 2, width - 2 * m, cap_h - u}, caption, theme.text, u * 17 / 10, "caption", false, false,
         true);
  if (!picture) return scene;

  Box middle{m, m + title_h + u / 2, width - 2 * m, cap.y - (m + title_h + u / 2) - u / 2};
  const TablePicture& p = *picture;
  Box main = middle;
  bool dice_left = false;
  if (!p.seats.empty()) {
    // Beside a board the panel stays narrow, so zoom does not take the board's room.
    const int panel_w = p.grid ? std::clamp(u * 15, width * 24 / 100, width * 30 / 100)
                               : std::clamp(u * 15, width * 24 / 100, width * 45 / 100);
    const int seats_end = seats_panel(b, p, Box{middle.x, middle.y, panel_w, middle.h});
    main = Box{middle.x + panel_w + u, middle.y, middle.w - panel_w - u, middle.h};
    // A board's dice go under the seats (the board keeps the whole height).
    if (p.grid && !p.dice.empty()) {
      dice_row(b, p, Box{middle.x, seats_end + u / 2, panel_w, middle.y + middle.h - seats_end - u / 2});
      dice_left = true;
    }
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
