#include "display/caption_fit.h"

#include <algorithm>
#include <sstream>

namespace sh::display {

std::vector<std::string> fit_caption(const std::string& text, int width, int max_lines,
                                     const std::function<int(const std::string&)>& measure) {
  std::vector<std::string> lines;
  std::istringstream paragraphs(text);
  for (std::string paragraph; std::getline(paragraphs, paragraph);) {
    std::istringstream words(paragraph);
    std::string line;
    for (std::string word; words >> word;) {
      if (!line.empty() && measure(line + " " + word) > width) {
        lines.push_back(std::move(line));
        line.clear();
      }
      line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty()) lines.push_back(std::move(line));
  }
  max_lines = std::max(1, max_lines);
  if (static_cast<int>(lines.size()) <= max_lines) return lines;
  lines.resize(static_cast<std::size_t>(max_lines));
  // The mark takes the place of the last words that leave it no room.
  std::string& last = lines.back();
  while (measure(last + kCutMark) > width) {
    const auto space = last.rfind(' ');
    if (space == std::string::npos || space == 0) break;
    last.erase(space);
  }
  last += kCutMark;
  return lines;
}

}  // namespace sh::display
