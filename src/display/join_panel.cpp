#include "display/join_panel.h"

#include <algorithm>


namespace sh::display {

namespace {

// The width of a one-line text at `px` (as table_layout.cpp plans: DejaVu Sans averages
// about 0.6 of its size per character, bold a little more).
int text_width(const std::string& text, int px, bool bold) {
  int chars = 0;
  for (const char ch : text) chars += (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
  return static_cast<int>(chars * px * (bold ? 0.68 : 0.62)) + 1;
}

// Where everything of the panel goes: sizes, and which entries find room (waiting seats
// first, then the lines of the seats whose phones are at the table).
struct Plan {
  int px = 0;         // the names' and codes' size
  int pad = 0;
  int text_w = 0;     // the column of a name and code beside a QR code
  int heading_h = 0;
  int module = 0;     // pixels a module
  int modules = 0;    // modules a side, quiet zone included
  int width = 0;
  std::vector<std::size_t> order;  // the entries drawn, top down
  int left_out = 0;
  int qr_side() const { return module * modules; }
  int text_h() const { return px * 12 / 5 + px * 3 / 2; }  // a name on up to two lines, the code
  int waiting_h() const { return std::max(qr_side(), text_h()) + pad; }
  int joined_h() const { return px * 12 / 5 + pad; }
};

// The plan in a panel at most `max_w` wide and `area_h` high.
Plan plan_for(const JoinPanel& joins, const std::vector<QrCode>& codes, int max_w, int area_h, int unit) {
  Plan best;
  Plan p;
  p.px = unit * 11 / 10;
  p.pad = unit / 2;
  for (std::size_t i = 0; i < joins.seats.size(); ++i) {
    const SeatJoin& s = joins.seats[i];
    if (s.joined) continue;
    p.text_w = std::max({p.text_w, text_width(s.code, p.px, true), p.px * 5});
    p.modules = std::max(p.modules, codes[i].size + 2 * kQrQuiet);
  }
  p.text_w += p.pad;
  p.heading_h = joins.heading.empty() ? 0 : unit * 18 / 5 + p.pad;  // up to three lines
  const int mark_h = p.px * 3 / 2;
  // The largest module that shows the most waiting seats within the width.
  for (int module = 10; module >= kQrMinModule; --module) {
    p.module = module;
    p.width = 3 * p.pad + p.qr_side() + p.text_w;
    if (p.width > max_w && module > kQrMinModule) continue;
    p.order.clear();
    for (int joined = 0; joined < 2; ++joined)
      for (std::size_t i = 0; i < joins.seats.size(); ++i)
        if (joins.seats[i].joined == (joined == 1)) p.order.push_back(i);
    // As many as fit, room for the mark kept when some do not.
    int y = p.pad + p.heading_h;
    std::size_t shown = 0;
    for (; shown < p.order.size(); ++shown) {
      const int h = joins.seats[p.order[shown]].joined ? p.joined_h() : p.waiting_h();
      const bool last = shown + 1 == p.order.size();
      if (y + h + (last ? 0 : mark_h) > area_h) break;
      y += h;
    }
    p.left_out = static_cast<int>(p.order.size() - shown);
    p.order.resize(shown);
    auto waiting_shown = [&](const Plan& q) {
      int n = 0;
      for (std::size_t i : q.order) n += !joins.seats[i].joined;
      return n;
    };
    if (best.module == 0 || waiting_shown(p) > waiting_shown(best)) best = p;
  }
  return best;
}

std::vector<QrCode> codes_of(const JoinPanel& joins) {
  std::vector<QrCode> out;
  for (const auto& s : joins.seats) out.push_back(s.joined ? QrCode{} : s.qr);
  return out;
}

void add(Scene& scene, DrawOp::Kind kind, Box box, Rgb colour, std::string tag) {
  DrawOp op;
  op.kind = kind;
  op.box = box;
  op.colour = colour;
  op.tag = std::move(tag);
  scene.ops.push_back(std::move(op));
}

void add_text(Scene& scene, Box box, std::string text, Rgb colour, int px, std::string tag, bool bold, bool wrap) {
  DrawOp op;
  op.kind = DrawOp::Kind::Text;
  op.box = box;
  op.text = std::move(text);
  op.colour = colour;
  op.font_px = px;
  op.bold = bold;
  op.wrap = wrap;
  op.tag = std::move(tag);
  scene.ops.push_back(std::move(op));
}

// The code's white square (quiet zone included) and its dark modules, a run of them in a
// row as one rectangle.
void draw_qr(Scene& scene, const QrCode& code, int x, int y, int module, const std::string& tag) {
  const int side = (code.size + 2 * kQrQuiet) * module;
  add(scene, DrawOp::Kind::Fill, Box{x, y, side, side}, kQrLight, tag);
  for (int r = 0; r < code.size; ++r) {
    for (int c = 0; c < code.size;) {
      if (!code.at(c, r)) {
        ++c;
        continue;
      }
      int end = c;
      while (end < code.size && code.at(end, r)) ++end;
      add(scene, DrawOp::Kind::Fill,
          Box{x + (kQrQuiet + c) * module, y + (kQrQuiet + r) * module, (end - c) * module, module}, kQrDark,
          tag + " module");
      c = end;
    }
  }
}

}  // namespace

int join_panel_width(const JoinPanel& joins, int area_w, int area_h, int unit) {
  if (!joins.waiting()) return 0;
  // At most 45% of the width: the game keeps the larger part.
  return plan_for(joins, codes_of(joins), area_w * 45 / 100, area_h, unit).width;
}

void lay_out_joins(Scene& scene, const JoinPanel& joins, Box area, const Theme& theme, int unit) {
  if (!joins.waiting()) return;
  const auto codes = codes_of(joins);
  const Plan p = plan_for(joins, codes, area.w, area.h, unit);
  add(scene, DrawOp::Kind::Fill, area, theme.panel, "join");
  const int inner_w = area.w - 2 * p.pad;
  if (!joins.heading.empty())
    add_text(scene, Box{area.x + p.pad, area.y + p.pad, inner_w, p.heading_h - p.pad}, joins.heading, theme.text, unit,
             "join heading", false, true);
  int y = area.y + p.pad + p.heading_h;
  for (std::size_t i : p.order) {
    const SeatJoin& s = joins.seats[i];
    const std::string tag = "join " + std::to_string(i);
    if (s.joined) {
      add_text(scene, Box{area.x + p.pad, y, inner_w, p.joined_h() - p.pad}, s.joined_text, theme.text, p.px,
               tag + " joined", false, true);
      y += p.joined_h();
      continue;
    }
    if (codes[i].size > 0) draw_qr(scene, codes[i], area.x + p.pad, y, p.module, tag + " qr");
    const int tx = area.x + 2 * p.pad + p.qr_side();
    const int tw = area.x + area.w - p.pad - tx;
    add_text(scene, Box{tx, y, tw, p.px * 12 / 5}, s.name, theme.text, p.px, tag + " name", true, true);
    add_text(scene, Box{tx, y + p.px * 12 / 5, tw, p.px * 3 / 2}, s.code, theme.text, p.px, tag + " code", true,
             false);
    y += p.waiting_h();
  }
  if (p.left_out > 0)
    add_text(scene, Box{area.x + p.pad, y, inner_w, p.px * 3 / 2}, "▼ " + std::to_string(p.left_out), theme.text, p.px,
             "join cut", true, false);
}

}  // namespace sh::display
