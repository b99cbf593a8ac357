#include "play/lesson_chapters.h"

#include <algorithm>

namespace sh {

std::vector<Chapter> chapters_of(const Lesson& lesson) {
  std::vector<Chapter> out;
  for (const auto& c : lesson.chapters) {
    auto it = std::find_if(lesson.steps.begin(), lesson.steps.end(),
                           [&](const LessonStep& s) { return s.id == c.first_step; });
    if (it == lesson.steps.end()) continue;
    if (std::any_of(out.begin(), out.end(), [&](const Chapter& o) { return o.id == c.first_step; })) continue;
    out.push_back({c.first_step, c.title, static_cast<std::size_t>(it - lesson.steps.begin()), 0});
  }
  if (out.empty()) return out;
  std::vector<std::size_t> starts;
  for (const auto& c : out) starts.push_back(c.first);
  std::sort(starts.begin(), starts.end());
  for (auto& c : out) {
    auto next = std::upper_bound(starts.begin(), starts.end(), c.first);
    c.end = next == starts.end() ? lesson.steps.size() : *next;
    if (c.first == starts.front()) c.first = 0;
  }
  return out;
}

std::optional<Message> step_title(const LessonStep& step) {
  if (step.title.id.empty()) return std::nullopt;
  return step.title;
}

}  // namespace sh
