#include "display/table_layout.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "display/layout_boards.h"
#include "display/layout_kit.h"
#include "display/layout_parts.h"

namespace sh::display {

int layout_unit(double zoom, int width, int height) {
  const double scale = std::clamp(std::min(width / 1000.0, height / 720.0), 0.5, 4.0);
  return std::max(6, static_cast<int>(std::lround(20.0 * std::clamp(zoom, kMinZoom, kMaxZoom) * scale)));
}

namespace {

// The sizes of one frame: the unit at zoom 1 and at this zoom, and the window's margin.
struct Sizes {
  int u1 = 0, u = 0, m = 0;
  int width = 0, height = 0;
  // The caption's text at zoom 1 and at this zoom.
  int caption1() const { return u1 * 17 / 10; }
  int caption_z() const { return std::max(caption1(), u * 17 / 10); }
  // The title grows slowly (it is the least the player needs), the status (whose turn it
  // is, the round) faster.
  int title_px() const { return u1 * 3 / 2 + (u - u1) * 3 / 8; }
  int status_px() const { return u1 * 13 / 10 + (u - u1) * 6 / 10; }
};

int caption_height(int px, int rows, int pad) { return lines_height(rows, px) + 2 * pad; }

// The caption: the last reply in a panel with the accent rule on top, wrapped, cut at a
// whole line with the mark.
void caption_box(Builder& b, const std::string& text, Box box, int px, int pad) {
  b.fill(box, b.theme().panel, "caption box");
  b.fill(Box{box.x, box.y, box.w, std::max(2, pad / 4)}, b.theme().accent, "caption rule");
  b.text(Box{box.x + pad, box.y + pad, box.w - 2 * pad, box.h - 2 * pad}, text, b.theme().text, px, "caption", false,
         false, true);
}

// The title and the status: the status beside the title when it fits there on up to two
// lines, else on up to `status_rows` lines under it. Nothing is made smaller: a text too
// long wraps, and what finds no room ends with the cut mark. `with_title` false: the status
// alone. Returns the bottom.
int header(Builder& b, const TablePicture* p, Box area, const Sizes& z, int title_px, int status_px, int status_rows,
           bool with_title = true) {
  const std::string title = !with_title ? std::string() : p && !p->title.empty() ? p->title : "Spoluhráč";
  const std::string status = p ? p->status : std::string();
  const int gap = z.u1;
  int bottom = area.y, title_w = 0, title_h = 0;
  int title_rows = 0;
  if (!title.empty()) {
    title_w = std::min(area.w, text_width(title, title_px, true) + z.u1 / 2);
    title_rows = std::min(2, wrapped_lines(title, title_px, area.w - z.u1 / 2, true));
    title_h = title_rows == 1 ? title_px * 3 / 2 : lines_height(title_rows, title_px);
    bottom = area.y + title_h;
    b.text(Box{area.x, area.y, title_rows == 1 ? title_w : area.w, title_h}, title, b.theme().text, title_px, "title",
           true, false, title_rows > 1);
  }
  if (status.empty()) return bottom;
  const int beside_w = area.w - title_w - gap;
  const bool beside = title_rows == 1 && beside_w >= area.w * 38 / 100 &&
                      wrapped_lines(status, status_px, beside_w - z.u1 / 2, true) <= 2;
  if (beside) {
    const int rows = wrapped_lines(status, status_px, beside_w - z.u1 / 2, true);
    const int h = rows == 1 ? status_px * 3 / 2 : lines_height(rows, status_px);
    b.text(Box{area.x + title_w + gap, area.y + std::max(0, (title_h - h) / 2), beside_w, std::max(h, title_h)}, status,
           b.theme().accent, status_px, "status", true, false, rows > 1);
    return std::max(bottom, area.y + h);
  }
  const int rows = std::min(status_rows, wrapped_lines(status, status_px, area.w - z.u1 / 2, true));
  const int h = rows == 1 ? status_px * 3 / 2 : lines_height(rows, status_px);
  b.text(Box{area.x, bottom, area.w, h}, status, b.theme().accent, status_px, "status", true, false, rows > 1);
  return bottom + h;
}

// The height `header` takes in a box `width` wide.
int header_height(Scene& scene, const Theme& theme, const TablePicture* p, int width, const Sizes& z, int title_px,
                  int status_px) {
  Builder dry(scene, theme, z.u, true);
  return header(dry, p, Box{0, 0, width, 100000}, z, title_px, status_px, 2);
}

// A lesson's task across the window under the title, up to two lines. Returns its height.
int task_box(Builder& b, const TablePicture& p, Box area) {
  if (p.task.empty()) return 0;
  const int u = b.u();
  const int px = u * 11 / 10;
  const int rows = std::min(2, wrapped_lines(p.task, px, area.w - u, false));
  const int h = rows * px * 6 / 5 + u / 3;
  b.fill(Box{area.x, area.y, area.w, h}, b.theme().panel, "task box");
  b.text(Box{area.x + u / 2, area.y + u / 6, area.w - u, h - u / 6}, p.task, b.theme().text, px, "task", false, false,
         true);
  return h;
}

// What the signs mean, dim, on up to two lines. Returns the bottom (nothing when it has no
// room: it is the least the player needs).
int legend(Builder& b, const TablePicture& p, Box area) {
  if (p.legend.empty()) return area.y;
  const int px = std::max(14, b.u() * 9 / 10);
  const int rows = std::min(2, wrapped_lines(p.legend, px, area.w, false));
  const int h = lines_height(rows, px);
  if (h > area.h) return area.y;
  b.text(Box{area.x, area.y, area.w, h}, p.legend, b.theme().dim, px, "legend", false, false, true);
  return area.y + h;
}

// The content units a part may be drawn at, from the zoom's down to zoom 1's.
std::vector<int> units_down(int from, int to) {
  std::vector<int> out;
  for (int v = from; v > to; v -= std::max(1, to / 10)) out.push_back(v);
  out.push_back(to);
  return out;
}

// ------------------------------------------------------------------- cards, lines, menus

// The scores panel's unit and width: as large as the zoom (up to twice zoom 1's), as long
// as a row's sign, score and mark fit in at most 45 % of the width.
struct Panel {
  int unit = 0, width = 0;
};

Panel panel_for(const Builder& b, const TablePicture& p, int width, const Sizes& z) {
  if (p.seats.empty()) return {};
  Panel out{z.u1, 0};
  for (int v : units_down(std::min(z.u, z.u1 * 2), z.u1))
    if (seats_min_width(b.at(v), p) <= width * 45 / 100) {
      out.unit = v;
      break;
    }
  const Builder at = b.at(out.unit);
  const int least = seats_min_width(at, p);
  out.width = std::clamp(seats_width(at, p), std::max(width * 24 / 100, least), std::max(width * 45 / 100, least));
  return out;
}

// The scores panel on the left, the cards, lines and dice beside it, the caption at the
// bottom. When room runs out the caption gives way first (fewer lines, then its zoom-1
// size), then the title, then the cards and lines shrink to halfway between their zoom-1
// size and the zoom's, the scores scroll to whose turn it is, the status line shrinks
// halfway to its zoom-1 size (it still grows with the zoom), and last the cards and lines go
// back to their zoom-1 size; a hand is always drawn whole, a list scrolls with its cursor.
void table_layout(Scene& scene, const TablePicture& p, const std::string& caption, const Theme& theme, const Sizes& z,
                  Box game) {
  Builder b(scene, theme, z.u);
  const int pad = z.u1 / 2;
  const Panel pn = panel_for(b, p, game.w, z);
  Builder panel = b.at(std::max(1, pn.unit));
  const Box main_x{p.seats.empty() ? game.x : game.x + pn.width + z.u1, 0,
                   p.seats.empty() ? game.w : game.w - pn.width - z.u1, 0};
  const int seats_full = p.seats.empty() ? 0 : seats_height(panel, p, pn.width);
  const int seats_least = p.seats.empty() ? 0 : seats_min_height(panel, p, pn.width);
  const bool zoomed = z.u > z.u1;
  // Zoomed in, a card is never narrower than at zoom 1 (a hand takes another line instead),
  // a list never smaller (it scrolls instead); at zoom 1 a list may shrink to three quarters.
  const int least_card = zoomed ? z.u1 * 3 : 0;
  const int least_list = zoomed ? z.u1 * 13 / 10 : std::max(15, z.u1 * 13 / 10 * 3 / 4);
  // How high the main column's content is at content unit `cu`.
  auto needed = [&](int cu) {
    Builder dry = b.at(cu).measuring();
    int h = 0;
    if (!p.card_rows.empty()) h += card_rows(dry, p, Box{main_x.x, 0, main_x.w, 1000000}, least_card) + z.u1 / 4;
    if (!p.lines.empty()) h += lines_height(dry, p, main_x.w, std::max(least_list, zoomed ? cu * 13 / 10 : least_list));
    if (!p.dice.empty()) h += dice_row(dry, p, Box{main_x.x, 0, main_x.w, 1000000});
    return h;
  };
  // The header (title, status, a lesson's task) with or without the title, at a status size.
  auto header_bottom = [&](Builder& on, bool title, int status_px) {
    TablePicture head;
    head.title = title ? (p.title.empty() ? "Spoluhráč" : p.title) : std::string();
    head.status = p.status;
    const int top = header(on, &head, game, z, z.title_px(), status_px, 2, title) + z.u1 / 4;
    const int task_h = task_box(on, p, Box{game.x, top, game.w, 0});
    return top + task_h + (task_h > 0 ? z.u1 / 2 : z.u1 / 4);
  };
  struct Level {
    int px, rows;
    bool title;
    int status_px;
    bool seats_full;
    int least_unit;
  };
  const int cz = z.caption_z(), c1 = z.caption1();
  const int sz = z.status_px(), s1 = z.u1 * 13 / 10;
  const int most = std::max(z.u1, z.u * 3 / 4), half = std::max(z.u1, (z.u + z.u1) / 2);
  const std::vector<Level> levels{
      {cz, 3, true, sz, true, most},   {cz, 2, true, sz, true, most},  {(cz + c1) / 2, 2, true, sz, true, most},
      {c1, 2, true, sz, true, most},   {c1, 2, false, sz, true, most}, {c1, 1, false, sz, true, most},
      {c1, 1, false, sz, true, half},  {c1, 1, false, sz, false, half}, {c1, 1, false, (sz + s1) / 2, false, half},
      {c1, 1, false, (sz + s1) / 2, false, z.u1}};
  const int bottom = game.y + game.h;
  const std::vector<int> units = units_down(z.u, z.u1);
  Level chosen = levels.back();
  int cu = z.u1;
  bool found = false;
  for (const Level& level : levels) {
    Builder dry = b.measuring();
    const int room = bottom - caption_height(level.px, level.rows, pad) - z.u1 / 2 - header_bottom(dry, level.title, level.status_px);
    if ((level.seats_full ? seats_full : seats_least) > room) continue;
    for (int v : units)
      if (v >= level.least_unit && needed(v) <= room) {
        chosen = level, cu = v, found = true;
        break;
      }
    if (found) break;
  }
  const int mid_top = header_bottom(b, chosen.title, chosen.status_px);
  // The caption's box is the level's, whatever is said in it: the table does not move when
  // a new sentence comes.
  const int cap_h = caption_height(chosen.px, chosen.rows, pad);
  caption_box(b, caption, Box{game.x, bottom - cap_h, game.w, cap_h}, chosen.px, pad);
  const Box middle{game.x, mid_top, game.w, bottom - cap_h - z.u1 / 2 - mid_top};
  if (!p.seats.empty()) {
    const int y = seats_panel(panel, p, Box{middle.x, middle.y, pn.width, middle.h});
    legend(panel, p, Box{middle.x, y + pn.unit / 4, pn.width, middle.y + middle.h - y - pn.unit / 4});
  }
  Builder content = b.at(cu);
  const Box main{main_x.x, middle.y, main_x.w, middle.h};
  int y = main.y;
  if (!p.card_rows.empty()) y = card_rows(content, p, main, least_card) + z.u1 / 4;
  if (!p.lines.empty())
    y = lines(content, p, Box{main.x, y, main.w, main.y + main.h - y}, cu * 13 / 10, least_list);
  if (!p.dice.empty()) dice_row(content, p, Box{main.x, y, main.w, main.y + main.h - y});
}

// ------------------------------------------------------------------- boards

// What goes beside a board, top down: the title and status (zoomed in), the dice or throws,
// the list (the moves, the ranking), the seats, the legend. What a choice of the layout
// keeps of them.
struct ColumnPlan {
  int unit = 0;
  bool header = false;       // the status (zoomed in: the header is in the column)
  bool title = false;        // and the title above it
  bool seats_full = true;    // every seat, or the row of whose turn it is with the marks
  bool lines_full = true;    // every line, or the cursor's with the marks
};

// Lays out the column (or, with a measuring Builder, only measures it). Returns the bottom.
int column_content(Builder& b, const TablePicture& p, Box area, const Sizes& z, const ColumnPlan& plan) {
  const int u = b.u();
  int y = area.y;
  const int bottom = area.y + area.h;
  if (plan.header) {
    const int title_px = z.u1 * 3 / 2 + (u - z.u1) * 3 / 8;
    const int status_px = z.u1 * 13 / 10 + (u - z.u1) * 6 / 10;
    TablePicture head;
    head.title = plan.title ? p.title : std::string();
    head.status = p.status;
    y = header(b, &head, Box{area.x, y, area.w, 0}, z, title_px, status_px, 3, plan.title) + z.u1 / 2;
  }
  if (!p.dice.empty())
    y = dice_row(b, p, Box{area.x + u / 4, y + u / 4, area.w - u / 2, b.dry() ? 1000000 : bottom - y - u / 4}) + u / 2;
  const int seats_h = p.seats.empty()    ? 0
                      : plan.seats_full ? seats_height(b, p, area.w)
                                        : seats_min_height(b, p, area.w);
  if (!p.lines.empty()) {
    // Zoomed in, never smaller than at zoom 1; at zoom 1 down to three quarters.
    const int px = u * 11 / 10;
    const int least = plan.header ? z.u1 * 11 / 10 : std::max(15, z.u1 * 11 / 10 * 3 / 4);
    if (b.dry()) {
      const int full = lines_height(b, p, area.w, least, 6);
      y += plan.lines_full ? full : std::min(full, lines_min_height(b, p, area.w, least, 6));
    } else {
      y = lines(b, p, Box{area.x, y, area.w, std::max(u * 3, bottom - y - seats_h - u / 2)}, px, least, 6);
    }
    y += u / 2;
  }
  if (!p.seats.empty()) {
    if (b.dry()) y += seats_h;
    else y = seats_panel(b, p, Box{area.x, y, area.w, bottom - y});
  }
  if (!p.legend.empty() && !b.dry()) y = legend(b, p, Box{area.x, y + u / 4, area.w, bottom - y - u / 4});
  return y;
}

// A board (a grid or a track) and the column beside it. At zoom 1 (and below) the title and
// status are on top and the caption at the bottom across the window, the board as large as
// the room between them; zoomed in, the board grows with the zoom up to the window's height
// and the title, status and caption move into the column. When the column's room runs out,
// the title goes first, then the caption's second line, then the seats scroll to whose
// turn it is, then the board gives back what it grew, then the list scrolls with its
// cursor; the text stays at least halfway to the zoom (1.5 times at 200 %) before it goes
// back to its zoom-1 size.
void board_layout(Scene& scene, const TablePicture& p, const std::string& caption, const Theme& theme, const Sizes& z,
                  Box game, double zoom) {
  Builder b(scene, theme, z.u);
  const bool grid = p.grid && p.grid->rows > 0 && p.grid->cols > 0;
  const int rows = grid ? p.grid->rows : 1, cols = grid ? p.grid->cols : 1;
  const int gap = z.u1;
  const int pad = z.u1 / 2;
  const int c1 = z.caption1();
  // The board's width and height when it fits a box.
  auto board_size = [&](int w, int h) {
    const int cell = std::max(8, std::min(w / cols, h / rows));
    return grid ? std::pair{cell * cols, cell * rows} : std::pair{std::min(w, h), std::min(w, h)};
  };
  // Zoom 1: the header across the top, the caption (two lines) at the bottom.
  const Sizes one{z.u1, z.u1, z.m, z.width, z.height};
  const int col_least = std::max(game.w * 36 / 100, z.u1 * 16);
  const int header1 = header_height(scene, theme, &p, game.w, one, one.title_px(), one.status_px()) + z.u1 / 2;
  const int cap_wide = caption_height(c1, 2, pad);
  const int board1 = board_size(game.w - col_least - gap, game.h - header1 - cap_wide - z.u1 / 2).first;
  auto place = [&](Box area, int side) {
    const auto [bw, bh] = board_size(side, side);
    const Box board = grid ? Box{area.x + area.w - bw, area.y, bw, bh} : Box{area.x, area.y, bw, bh};
    const Box column = grid ? Box{area.x, area.y, area.w - bw - gap, area.h}
                            : Box{area.x + bw + gap, area.y, area.w - bw - gap, area.h};
    return std::pair{board, column};
  };
  auto fits = [&](const ColumnPlan& plan, int column_w, int column_h) {
    Builder dry = b.at(plan.unit).measuring();
    return column_content(dry, p, Box{0, 0, column_w, column_h}, z, plan) <= column_h;
  };
  if (zoom <= 1.0) {
    const int top = header(b, &p, game, z, z.title_px(), z.status_px(), 2) + z.u1 / 2;
    caption_box(b, caption, Box{game.x, game.y + game.h - cap_wide, game.w, cap_wide}, c1, pad);
    const Box middle{game.x, top, game.w, game.y + game.h - cap_wide - z.u1 / 2 - top};
    // The board gives up to 15 % of its side so that every player is shown beside it; then
    // the seats scroll, then the list.
    const int side_max = board_size(middle.w - col_least - gap, middle.h).first;
    int side = side_max;
    ColumnPlan plan{z.u, false, false, true, true};
    bool all = false;
    for (int s = side_max; !all && s >= side_max * 85 / 100; s -= std::max(4, side_max / 25))
      if (fits(plan, game.w - board_size(s, s).first - gap, middle.h)) side = s, all = true;
    if (!all)
      for (const auto& [seats, list] : {std::pair{false, true}, std::pair{false, false}}) {
        plan.seats_full = seats, plan.lines_full = list;
        if (fits(plan, game.w - board_size(side, side).first - gap, middle.h)) break;
      }
    const auto [board, column] = place(middle, side);
    if (grid) grid_board(b, p, board);
    else track_board(b, p, board);
    column_content(b, p, column, z, plan);
    return;
  }
  // Zoomed in: the board grows with the zoom up to the window's height, the column beside
  // it keeping at least 36 % of the width.
  const double grow = static_cast<double>(z.u) / z.u1;
  const int board_most = std::max(board1, std::min({static_cast<int>(board1 * grow), game.h, game.w - col_least - gap}));
  const int half_way = std::max(z.u1, (z.u1 + z.u) / 2);
  const int cap_one = caption_height(c1, 1, pad), cap_two = caption_height(c1, 2, pad);
  auto column_w = [&](int side) { return game.w - board_size(side, side).first - gap; };
  ColumnPlan plan{z.u1, true, false, false, false};
  int side = board1;
  bool found = false;
  for (int least : {half_way, z.u1}) {
    std::vector<std::pair<ColumnPlan, int>> tries;  // a plan and the board's side, best first
    tries.push_back({{least, true, true, true, true}, board_most});
    tries.push_back({{least, true, false, true, true}, board_most});
    for (int s = board_most; s >= board1; s -= std::max(4, board1 / 12))
      tries.push_back({{least, true, false, false, true}, s});
    for (int s = board_most; s >= board1; s -= std::max(4, board1 / 12))
      tries.push_back({{least, true, false, false, false}, s});
    for (const auto& [t, s] : tries) {
      // The caption's two lines while the seats are all shown; one when they scroll.
      const int cap = t.seats_full ? cap_two : cap_one;
      if (!fits(t, column_w(s), game.h - cap - z.u1 / 2)) continue;
      plan = t, side = s, found = true;
      break;
    }
    if (found) break;
  }
  // The text as large as the zoom lets it beside that board.
  const int cap = plan.seats_full ? cap_two : cap_one;
  for (int v : units_down(z.u, plan.unit)) {
    ColumnPlan larger = plan;
    larger.unit = v;
    if (fits(larger, column_w(side), game.h - cap - z.u1 / 2)) {
      plan.unit = v;
      break;
    }
  }
  const auto [board, column] = place(game, side);
  if (grid) grid_board(b, p, board);
  else track_board(b, p, board);
  // The caption takes what the column leaves, as large as the column's text: at least one
  // line at its zoom-1 size, at most four lines; its box does not depend on what is said in
  // it, so the column does not move when a new sentence comes.
  Builder content = b.at(plan.unit);
  Builder dry = content.measuring();
  const int used = column_content(dry, p, Box{column.x, column.y, column.w, column.h}, z, plan) - column.y;
  const int free_h = column.h - used - z.u1 / 2;
  int cap_px = std::max(c1, std::min(plan.unit * 17 / 10, z.caption_z()));
  auto rows_at = [&](int px) { return (free_h - 2 * pad - 2) / std::max(1, px * 6 / 5); };
  while (cap_px > c1 && rows_at(cap_px) < 2) --cap_px;
  const int cap_rows = std::clamp(rows_at(cap_px), 1, 4);
  const int cap_h = caption_height(cap_px, cap_rows, pad);
  caption_box(b, caption, Box{column.x, column.y + column.h - cap_h, column.w, cap_h}, cap_px, pad);
  column_content(content, p, Box{column.x, column.y, column.w, column.h - cap_h - z.u1 / 2}, z, plan);
}

}  // namespace

double zoom_step(double zoom, int direction) {
  if (direction > 0) {
    for (double step : kZoomSteps)
      if (step > zoom + 1e-6) return step;
    return kZoomSteps.back();
  }
  for (auto it = kZoomSteps.rbegin(); it != kZoomSteps.rend(); ++it)
    if (*it < zoom - 1e-6) return *it;
  return kZoomSteps.front();
}

double next_zoom(const TablePicture* picture, const std::string& caption, const Theme& theme, double zoom, int width,
                 int height, const JoinPanel* joins, int direction) {
  const Scene now = lay_out(picture, caption, theme, zoom, width, height, joins);
  for (double z = zoom_step(zoom, direction);; z = zoom_step(z, direction)) {
    if (lay_out(picture, caption, theme, z, width, height, joins).ops != now.ops) return z;
    if (z == zoom_step(z, direction)) return zoom;  // no step changes the picture: stay
  }
}

Scene lay_out(const TablePicture* picture, const std::string& caption, const Theme& theme, double zoom, int width,
              int height, const JoinPanel* joins) {
  Scene scene;
  scene.width = width;
  scene.height = height;
  scene.background = theme.background;
  zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
  Sizes z;
  z.u1 = layout_unit(std::min(zoom, 1.0), width, height);
  z.u = layout_unit(zoom, width, height);
  z.m = z.u1 / 2;
  z.width = width;
  z.height = height;
  Box game{z.m, z.m, width - 2 * z.m, height - 2 * z.m};
  // The phones' join panel on the right, the window's whole height, at its zoom-1 size:
  // zooming never takes the QR codes' room, nor theirs the game's.
  const int unit1 = layout_unit(1.0, width, height);
  if (joins && joins->waiting()) {
    const int join_w = join_panel_width(*joins, game.w, game.h, unit1);
    if (join_w > 0) {
      lay_out_joins(scene, *joins, Box{game.x + game.w - join_w, game.y, join_w, game.h}, theme, unit1);
      game.w -= join_w + z.u1;
    }
  }
  if (!picture) {
    Builder b(scene, theme, z.u);
    header(b, nullptr, game, z, z.title_px(), z.status_px(), 2);
    const int pad = z.u1 / 2;
    const int cap_h = caption_height(z.caption_z(), 3, pad);
    caption_box(b, caption, Box{game.x, game.y + game.h - cap_h, game.w, cap_h}, z.caption_z(), pad);
    return scene;
  }
  if ((picture->grid && picture->grid->rows > 0 && picture->grid->cols > 0) ||
      (picture->track && !picture->track->squares.empty()))
    board_layout(scene, *picture, caption, theme, z, game, zoom);
  else
    table_layout(scene, *picture, caption, theme, z, game);
  return scene;
}

}  // namespace sh::display
