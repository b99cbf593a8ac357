#include "display/layout_boards.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace sh::display {

namespace {

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

}  // namespace

Box grid_board(Builder& b, const TablePicture& p, Box area) {
  const PictureGrid& g = *p.grid;
  if (g.rows <= 0 || g.cols <= 0) return Box{area.x, area.y, 0, 0};
  const int cell = std::max(8, std::min(area.w / g.cols, area.h / g.rows));
  const int x0 = area.x + (area.w - cell * g.cols) / 2;
  const int gap = std::max(2, cell / 24);
  const int u = b.u();
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) {
      const std::size_t i = static_cast<std::size_t>(r * g.cols + c);
      if (i >= g.cells.size()) continue;
      const PictureCell& pc = g.cells[i];
      const std::string tag = "cell " + std::to_string(r + 1) + " " + std::to_string(c + 1);
      Box box{x0 + c * cell + gap, area.y + r * cell + gap, cell - 2 * gap, cell - 2 * gap};
      b.fill(box, b.theme().panel, tag);
      b.frame(box, b.theme().dim, 1, tag + " frame");
      // Every stone is as large as every other, in the bottom left corner; the value in the
      // bottom right; the combination above them, on one line or, when long ("AAAA BB"),
      // on two rather than smaller.
      const int stone = box.h * 46 / 100;
      const int stone_y = box.h - stone - gap;
      int label_px = std::clamp(u * 8 / 10, box.h * 22 / 100, box.h * 28 / 100);
      while (label_px > box.h * 22 / 100 && text_width(pc.label, label_px, true) > box.w - 2 * gap) --label_px;
      const bool two = text_width(pc.label, label_px, true) > box.w - 2 * gap;
      int label_h = box.h * 30 / 100;
      if (two) {
        label_px = std::max(14, std::min(box.h * 22 / 100, (stone_y - gap) * 10 / 24));
        label_h = std::max(label_px * 12 / 5, stone_y - gap);
      }
      b.text(Box{box.x + gap, box.y + gap, box.w - 2 * gap, label_h}, pc.label, b.theme().text, label_px, tag + " label",
             true, !two, two);
      b.text(Box{box.x + box.w * 60 / 100, box.y + box.h * 70 / 100, box.w * 38 / 100, box.h * 28 / 100}, pc.value,
             b.theme().dim, std::clamp(u * 8 / 10, box.h * 24 / 100, box.h * 27 / 100), tag + " value", true, true);
      if (pc.owner >= 0) {
        b.seat_sign(Box{box.x + box.w * 6 / 100, box.y + stone_y, stone, stone}, pc.owner, tag + " stone");
      } else if (pc.allowed) {
        const int dot = box.h * 22 / 100;
        b.fill(Box{box.x + box.w * 18 / 100, box.y + stone_y, dot, dot}, b.theme().accent, tag + " allowed dot");
      }
      if (pc.allowed) b.frame(box, b.theme().accent, std::max(2, cell / 20), tag + " allowed");
      if (static_cast<int>(i) == p.cursor_cell)
        b.frame(Box{box.x - gap, box.y - gap, box.w + 2 * gap, box.h + 2 * gap}, b.theme().cursor,
                std::max(4, cell / 10), "cursor");
    }
  }
  return Box{x0, area.y, cell * g.cols, cell * g.rows};
}

// A race board: the track as a ring of squares round the edge of a square grid, each
// house's start square framed in its colour with its sign just inside, its home as a row
// of squares framed in its colour from the square before the start towards the centre,
// its house (the pieces waiting to enter) as a framed 2x2 block nearby.
Box track_board(Builder& b, const TablePicture& p, Box area) {
  const PictureTrack& t = *p.track;
  if (t.squares.empty()) return Box{area.x, area.y, 0, 0};
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
  return Box{x0, y0, c * N, c * N};
}

}  // namespace sh::display
