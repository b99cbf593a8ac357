// Fits a wrapped text (the caption: the last reply, newest sentence first, one a line)
// into a box of a few lines: lines are broken at spaces to the box's width, and when some
// are left out the last line shown ends with a mark (" …") so nothing is cut unseen.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace sh::display {

// The mark at the end of a cut text.
inline constexpr const char* kCutMark = " …";

// The lines of `text` (its '\n' kept as line breaks) broken at spaces so that each is at
// most `width` wide by `measure` (a word wider than `width` has a line of its own, its end cut
// off with "…"), at most
// `max_lines` of them (at least one); when lines are left out the last ends with kCutMark.
std::vector<std::string> fit_caption(const std::string& text, int width, int max_lines,
                                     const std::function<int(const std::string&)>& measure);

}  // namespace sh::display
