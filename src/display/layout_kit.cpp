#include "display/layout_kit.h"

#include <algorithm>

namespace sh::display {

namespace {

// DejaVu Sans's advance widths in thousandths of the size, for the printable ASCII
// characters from the space on; other characters (Czech letters with their accents, signs)
// count as an average letter. Bold is about 9 % wider.
constexpr int kAdvance[95] = {
    318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,  // space .. /
    636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531,  // 0 .. ?
    1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787,  // @ .. O
    603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500,   // P .. _
    500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612,   // ` .. o
    635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838};       // p .. ~

// The width of one character starting at `c` (a UTF-8 lead byte), in thousandths of the size.
int advance(unsigned char c) {
  if (c >= 0x20 && c < 0x7F) return kAdvance[c - 0x20];
  return 640;
}

}  // namespace

int text_width(const std::string& text, int px, bool bold) {
  long thousandths = 0;
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if ((c & 0xC0) != 0x80) thousandths += advance(c);
  }
  // A few per cent to spare: the renderer wraps at its own measure.
  return static_cast<int>(thousandths * px * (bold ? 112 : 103) / 100000) + 1;
}

int wrapped_lines(const std::string& text, int px, int width, bool bold) {
  const int space = text_width(" ", px, bold) - 1;
  int rows = 1;
  int x = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == '\n') {
      ++rows;
      x = 0;
      ++i;
      continue;
    }
    std::size_t end = text.find_first_of(" \n", i);
    if (end == std::string::npos) end = text.size();
    const int word = text_width(text.substr(i, end - i), px, bold) - 1;
    if (x > 0 && x + space + word > width) {
      ++rows;
      x = word;
    } else {
      x += (x > 0 ? space : 0) + word;
    }
    i = end < text.size() && text[end] == ' ' ? end + 1 : end;
  }
  return rows;
}

void Builder::fill(Box b, Rgb c, std::string tag) {
  if (dry_) return;
  DrawOp op;
  op.kind = DrawOp::Kind::Fill;
  op.box = b;
  op.colour = c;
  op.tag = std::move(tag);
  s_.ops.push_back(std::move(op));
}

void Builder::frame(Box b, Rgb c, int thickness, std::string tag) {
  if (dry_) return;
  DrawOp op;
  op.kind = DrawOp::Kind::Frame;
  op.box = b;
  op.colour = c;
  op.thickness = thickness;
  op.tag = std::move(tag);
  s_.ops.push_back(std::move(op));
}

void Builder::shape(Box b, Rgb c, Shape shape, std::string tag) {
  if (dry_) return;
  DrawOp op;
  op.kind = DrawOp::Kind::Shape;
  op.box = b;
  op.colour = c;
  op.shape = shape;
  op.tag = std::move(tag);
  s_.ops.push_back(std::move(op));
}

void Builder::text(Box b, std::string text, Rgb c, int px, std::string tag, bool bold, bool centred, bool wrap) {
  if (dry_ || text.empty()) return;
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

void Builder::seat_sign(Box b, int seat, const std::string& tag) {
  const Rgb c = seat_colour(seat);
  const Shape sh = shape_of_seat(seat);
  shape(b, c, sh, tag);
  // Centred a little high, so the shape's lower part stays its plain colour (and the
  // triangles' wide part holds the digit).
  const int up = sh == Shape::TriangleDown ? b.h / 5 : sh == Shape::TriangleUp ? -b.h / 10 : b.h / 16;
  Box digits{b.x, b.y + b.h / 4 - up, b.w, b.h / 2};
  text(digits, std::to_string(seat + 1), readable_on(c), b.h * 9 / 20, tag + " number", true, true);
}

void Builder::token(Box b, const PictureToken& t, const std::string& tag) {
  const Rgb c = hue_colour(t.hue);
  const Shape sh = shape_of_seat(t.hue);
  shape(b, t_.text, sh, tag + " outline");
  const int in = std::max(1, b.w / 14);
  const Box inner{b.x + in, b.y + in, b.w - 2 * in, b.h - 2 * in};
  shape(inner, c, sh, tag);
  // A letter too small to read is left out: the colour and the shape tell the piece.
  if (inner.h * 9 / 20 < kMinGlyphPx + 1) return;
  const int up = sh == Shape::TriangleDown ? b.h / 5 : sh == Shape::TriangleUp ? -b.h / 10 : b.h / 16;
  Box letter{inner.x, inner.y + inner.h / 4 - up, inner.w, inner.h / 2};
  text(letter, t.letter, readable_on(c), inner.h * 9 / 20, tag + " letter", true, true);
}

Rgb Builder::hue_colour(int hue) const { return t_.hues[static_cast<std::size_t>(std::max(hue, 0)) % t_.hues.size()]; }
Rgb Builder::seat_colour(int seat) const {
  return t_.seats[static_cast<std::size_t>(std::max(seat, 0)) % t_.seats.size()];
}

}  // namespace sh::display
