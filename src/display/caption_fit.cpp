#include "display/caption_fit.h"

#include <algorithm>
#include <sstream>
#include <string_view>

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
  if (static_cast<int>(lines.size()) > max_lines) {
    lines.resize(static_cast<std::size_t>(max_lines));
    // The mark takes the place of the last words that leave it no room.
    std::string& last = lines.back();
    while (measure(last + kCutMark) > width) {
      const auto space = last.rfind(' ');
      if (space == std::string::npos || space == 0) break;
      last.erase(space);
    }
    last += kCutMark;
  }
  // A word wider than the box alone loses its end to the mark ("Přemyslo…").
  for (auto& line : lines) {
    if (measure(line) <= width) continue;
    if (line.ends_with(kCutMark)) line.erase(line.size() - std::string_view(kCutMark).size());
    while (!line.empty() && measure(line + "…") > width) {
      std::size_t cut = line.size() - 1;
      while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80) --cut;
      line.erase(cut);
    }
    line += "…";
  }
  return lines;
}

}  // namespace sh::display
