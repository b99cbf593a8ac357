// What the parts of the window's layout share: a Builder that adds drawing operations to a
// scene at one size unit (or only measures, adding nothing), and the text-size estimates the
// layout plans with. Pure (no SDL).
#pragma once

#include <string>

#include "display/scene.h"
#include "display/theme.h"
#include "play/table_picture.h"

namespace sh::display {

// A letter or digit inside a piece or a stone is drawn at least this large, or not at all.
inline constexpr int kMinGlyphPx = 10;

// The width of a one-line text at `px` from DejaVu Sans's advance widths (bold a little
// wider), with a few per cent to spare: an estimate the layout plans with.
int text_width(const std::string& text, int px, bool bold);
// How many lines `text` takes at `px` in a box `width` wide, wrapped at spaces as the
// renderer does (the same estimate).
int wrapped_lines(const std::string& text, int px, int width, bool bold);
// The height of `lines` wrapped lines at `px` (the renderer's line skip is about 1.17 of the
// size).
inline int lines_height(int lines, int px) { return lines * px * 6 / 5 + 2; }

class Builder {
 public:
  // `dry`: nothing is added to the scene (the parts are run to measure how much room they take).
  Builder(Scene& scene, const Theme& theme, int unit, bool dry = false) : s_(scene), t_(theme), u_(unit), dry_(dry) {}

  void fill(Box b, Rgb c, std::string tag = {});
  void frame(Box b, Rgb c, int thickness, std::string tag = {});
  void shape(Box b, Rgb c, Shape shape, std::string tag = {});
  void text(Box b, std::string text, Rgb c, int px, std::string tag = {}, bool bold = false, bool centred = false,
            bool wrap = false);
  // A seat's sign: its shape in its colour with its number inside.
  void seat_sign(Box b, int seat, const std::string& tag);
  // A piece or sign in a real colour: its hue's shape outlined in the text colour, with its
  // letter inside (left out when too small to read).
  void token(Box b, const PictureToken& t, const std::string& tag);

  Rgb hue_colour(int hue) const;
  Rgb seat_colour(int seat) const;
  const Theme& theme() const { return t_; }
  int u() const { return u_; }
  bool dry() const { return dry_; }
  // The same scene and theme at another unit.
  Builder at(int unit) const { return Builder(s_, t_, unit, dry_); }
  Builder measuring() const { return Builder(s_, t_, u_, true); }

 private:
  Scene& s_;
  const Theme& t_;
  int u_;
  bool dry_;
};

}  // namespace sh::display
