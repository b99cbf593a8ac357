#include "play/lesson_kit.h"

#include "play/forwarding_host.h"

namespace sh::lesson_kit {

namespace {

template <class T>
std::vector<T> joined(std::initializer_list<std::vector<T>> parts) {
  std::vector<T> out;
  for (const auto& p : parts) out.insert(out.end(), p.begin(), p.end());
  return out;
}

}  // namespace

Lesson begin(const std::string& game) {
  Lesson l;
  l.id = game;
  l.game = game;
  l.title = Message(game + ".lesson.title");
  return l;
}

void open_chapter(Lesson& lesson, LessonStep first, bool first_in_menu) {
  ChapterStart c{first.id, Message(lesson.game + ".lesson.chapter." + first.id)};
  if (first_in_menu) lesson.chapters.insert(lesson.chapters.begin(), std::move(c));
  else lesson.chapters.push_back(std::move(c));
  lesson.steps.push_back(std::move(first));
}

Lesson finish(Lesson lesson) {
  for (auto& s : lesson.steps)
    if (s.title.id.empty()) s.title = Message(lesson.game + ".lesson.step." + s.id);
  return lesson;
}

std::vector<Action> join(std::initializer_list<std::vector<Action>> parts) { return joined(parts); }
std::vector<Key> join_keys(std::initializer_list<std::vector<Key>> parts) { return joined(parts); }

PracticeSpec practice_spec(const Task& task, std::vector<Action> setup, Judge judge, std::vector<Message> hint,
                           std::vector<Message> answer, std::vector<Key> right, std::vector<Key> wrong) {
  PracticeSpec p;
  p.game = task.game;
  p.mode = task.mode;
  p.setup = std::move(setup);
  p.unsaid_at_start.insert(p.unsaid_at_start.end(), task.unsaid_at_start.begin(), task.unsaid_at_start.end());
  p.controller = task.controller;
  p.judge = std::move(judge);
  p.hint = std::move(hint);
  p.answer = std::move(answer);
  p.right_keys = std::move(right);
  p.wrong_keys = std::move(wrong);
  return p;
}

Judge first_action_is(Action wanted, std::vector<Message> right, std::vector<Message> wrong) {
  return [=](const State&, const std::vector<Action>& actions) {
    if (actions.empty()) return Judgement::pending();
    return actions.front() == wanted ? Judgement::right(right) : Judgement::wrong(wrong);
  };
}

LessonStep ask(std::string step_id, long answer, const char* question, const char* why, const char* hint) {
  return quiz(std::move(step_id), {Message(question)}, {answer, {Message(why)}, {Message(hint)}});
}

void add_example(std::vector<LessonStep>& steps, const std::vector<std::vector<Message>>& old, std::size_t intro) {
  if (old.size() <= intro + 1) return;
  steps.push_back(walkthrough("example", old[intro],
                              std::vector<std::vector<Message>>(old.begin() + static_cast<std::ptrdiff_t>(intro) + 1,
                                                                old.end())));
}

LessonStep guided(const std::string& intro_id, std::shared_ptr<const Game> game, std::uint64_t seed,
                  ControllerFactory controller) {
  GuidedGameSpec spec;
  spec.game = std::move(game);
  spec.seed = seed;
  spec.controller = std::move(controller);
  return guided_game("guided", {Message(intro_id)}, std::move(spec));
}

void PositionController::start(Host& host, Table& table, bool resumed) {
  if (resumed) {
    inner_->start(host, table, resumed);
    return;
  }
  {
    MutedHost muted(host);
    inner_->start(muted, table, false);
  }
  say_position_(host, table);
}

}  // namespace sh::lesson_kit
