// A frame of the window as a flat list of drawing operations in pixels: filled and framed
// rectangles, seat shapes and text in boxes. The layout (table_layout.h) makes it from a
// table picture, the renderer (scene_renderer.h) draws it with SDL; tests read the same
// list to know where a cell, a stone or a score is and probe the pixels there.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace sh::display {

struct Rgb {
  std::uint8_t r = 0, g = 0, b = 0;
  bool operator==(const Rgb&) const = default;
};

struct Box {
  int x = 0, y = 0, w = 0, h = 0;
  bool contains(int px, int py) const { return px >= x && py >= y && px < x + w && py < y + h; }
  bool operator==(const Box&) const = default;
};

// The shape that goes with a seat's colour, so colour is never alone.
enum class Shape : std::uint8_t { Circle, Square, TriangleUp, Diamond, TriangleDown, Cross };
Shape shape_of_seat(int seat);

struct DrawOp {
  enum class Kind : std::uint8_t { Fill, Frame, Shape, Text };
  Kind kind = Kind::Fill;
  Box box;
  Rgb colour;
  int thickness = 1;           // Frame: line width in pixels
  display::Shape shape = display::Shape::Circle;  // Shape
  std::string text;            // Text (UTF-8)
  int font_px = 16;            // Text: wanted size; shrunk to fit the box
  bool bold = false;
  bool wrap = false;           // Text: wrapped to the box width, top-aligned
  bool centred = false;        // Text: centred in the box (else left, vertically centred)
  std::string tag;             // what it shows, e.g. "cell 3 4 stone", "seat 1 score"
  bool operator==(const DrawOp&) const = default;
};

// A point inside a shape drawn at `box` that is of the shape's colour (off the number
// drawn in its middle): where a test probes a stone's colour.
inline void shape_probe(const Box& box, int& px, int& py) {
  px = box.x + box.w / 2;
  py = box.y + box.h * 82 / 100;
}

struct Scene {
  int width = 0, height = 0;
  Rgb background;
  std::vector<DrawOp> ops;

  // The first operation with this tag (nullptr if none).
  const DrawOp* find(const std::string& tag) const {
    for (const auto& op : ops)
      if (op.tag == tag) return &op;
    return nullptr;
  }
};

}  // namespace sh::display
