#include "play/lesson_screen.h"

#include <iostream>

#include "play/host.h"
#include "play/menu_screen.h"
#include "play/voice.h"
#include "storage/history.h"

namespace sh {

LessonScreen::LessonScreen(std::vector<Lesson> lessons) : lessons_(std::move(lessons)) {}

LessonScreen::LessonScreen(Lesson lesson) { lessons_.push_back(std::move(lesson)); }

LessonScreen::~LessonScreen() = default;

void LessonScreen::enter(Host& host) {
  if (entered_) {  // back from another screen: say where we are
    if (chooser_) chooser_->enter(host);
    else if (runner_) runner_->enter(host);
    else host.voice().say(Message("lesson.end"));
    return;
  }
  entered_ = true;
  learner_ = host.player_name(0);
  // Every lesson sentence addressed to the learner agrees with the learner's gender.
  host.voice().set_learner(learner_);
  if (lessons_.size() == 1) {
    start_lesson(host, 0);
    return;
  }
  std::vector<MenuItem> items;
  for (std::size_t i = 0; i < lessons_.size(); ++i)
    items.push_back({lessons_[i].title, [this, i](Host&) { chosen_ = i; }});
  chooser_ = std::make_unique<MenuScreen>(Message("lesson.choose"), std::move(items),
                                          [](Host& h) { h.to_main_menu(); });
  chooser_->enter(host);
}

void LessonScreen::start_lesson(Host& host, std::size_t index) {
  lesson_ = index;
  host.voice().say(lesson().title);
  std::size_t from = 0;
  if (history_ && history_->usable()) {
    auto at = history_->lesson_position(learner_, lesson().id);
    if (at && *at > 0 && static_cast<std::size_t>(*at) < lesson().steps.size()) from = static_cast<std::size_t>(*at);
  }
  if (from > 0) {
    host.voice().say(Message("lesson.resumed")
                         .with("learner", learner_)  // whose gender "skončil/a" agrees with
                         .with("step", static_cast<long>(from + 1))
                         .with("steps", static_cast<long>(lesson().steps.size())));
  }
  go_to(host, from, false);
  if (from == 0) host.voice().say(Message("lesson.keys"));
}

void LessonScreen::go_to(Host& host, std::size_t step, bool say_number) {
  runner_.reset();
  ended_ = false;
  step_ = step;
  if (step_ >= lesson().steps.size()) {
    step_ = lesson().steps.size();
    ended_ = true;
    save_position();
    host.voice().cue("game_won");
    host.voice().say(Message("lesson.end"));
    return;
  }
  save_position();
  if (say_number)
    host.voice().say(Message("lesson.step")
                         .with("step", static_cast<long>(step_ + 1))
                         .with("steps", static_cast<long>(lesson().steps.size())));
  runner_ = make_step_runner(lesson().steps[step_]);
  try {
    runner_->enter(host);
  } catch (const std::exception& e) {  // a position the engine does not accept: a bug of the lesson
    std::cerr << "spoluhrac: lesson step " << lesson().steps[step_].id << " cannot start: " << e.what() << '\n';
    runner_.reset();
    host.refuse(Message("lesson.step_broken"));
    go_to(host, step_ + 1, true);
  }
}

void LessonScreen::save_position() {
  if (!history_ || !history_->usable() || !lesson_) return;
  if (!history_->save_lesson_position(learner_, lesson().game, lesson().id, static_cast<int>(step_),
                                      static_cast<int>(lesson().steps.size())))
    std::cerr << "spoluhrac: lesson progress not saved: " << history_->error() << '\n';
}

void LessonScreen::save_step(const StepRunner& runner) {
  if (!history_ || !history_->usable() || !lesson_) return;
  LessonStepRecord r{static_cast<int>(step_), lesson().steps[step_].id, runner.finished() && runner.done(), runner.mistakes()};
  if (!history_->save_lesson_step(learner_, lesson().game, lesson().id, r))
    std::cerr << "spoluhrac: lesson progress not saved: " << history_->error() << '\n';
}

void LessonScreen::after_step_key(Host& host) {
  if (runner_ && runner_->finished()) {
    save_step(*runner_);
    go_to(host, step_ + 1, false);
  }
}

void LessonScreen::skip_step(Host& host) {
  if (runner_ && runner_->mistakes() > 0) save_step(*runner_);
  host.voice().say(Message("lesson.skipped"), Priority::Interrupt);
  go_to(host, step_ + 1, true);
}

void LessonScreen::previous_step(Host& host) {
  if (step_ == 0) {
    host.refuse(Message("lesson.at_start"));
    return;
  }
  if (runner_ && runner_->mistakes() > 0) save_step(*runner_);
  go_to(host, step_ - 1, true);
}

void LessonScreen::on_key(Host& host, Key key) {
  if (confirm_leave_) {
    confirm_leave_ = false;
    // The question also moves: in a task next and prev are the game's keys, so skipping a
    // step or going one back is asked here (plus / minus after back).
    if (key == Key::Next) {
      skip_step(host);
      return;
    }
    if (key == Key::Prev) {
      previous_step(host);
      return;
    }
    if (key == Key::Ok) {
      if (runner_ && runner_->mistakes() > 0) save_step(*runner_);
      host.voice().say(Message("lesson.left"), Priority::Interrupt);
      host.to_main_menu();
    } else {
      host.voice().say(Message("lesson.stay"), Priority::Interrupt);
    }
    return;
  }
  if (chooser_) {
    chooser_->on_key(host, key);
    if (chosen_) {
      const std::size_t i = *chosen_;
      chosen_.reset();
      chooser_.reset();
      start_lesson(host, i);
    }
    return;
  }
  if (!lesson_) return;
  if (ended_) {
    if (key == Key::Prev) go_to(host, lesson().steps.size() - 1, true);
    else if (key == Key::Ok || key == Key::Back) host.to_main_menu();
    else host.voice().say(Message("lesson.end"), Priority::Interrupt);
    return;
  }
  const bool steps_keys = !runner_ || !runner_->takes_next_prev();
  if (key == Key::Next && steps_keys) {
    skip_step(host);
    return;
  }
  if (key == Key::Prev && steps_keys) {
    previous_step(host);
    return;
  }
  if (runner_ && runner_->on_key(host, key)) {
    after_step_key(host);
    return;
  }
  if (key == Key::Back) {
    confirm_leave_ = true;
    host.voice().say(Message("lesson.confirm_leave"), Priority::Interrupt);
    return;
  }
  if (runner_ && !runner_->finished()) runner_->help(host);
}

void LessonScreen::help(Host& host) {
  if (confirm_leave_) {
    host.voice().say(Message("lesson.confirm_leave"), Priority::Interrupt);
    return;
  }
  if (chooser_) {
    chooser_->help(host);
    return;
  }
  // Each step's help names its own keys; after the end, the lesson's.
  if (runner_) {
    runner_->help(host);
  } else {
    host.voice().say(Message("lesson.end"), Priority::Interrupt);
  }
}

void LessonScreen::hint(Host& host) {
  if (runner_ && !confirm_leave_) runner_->hint(host);
  else help(host);
}

void LessonScreen::on_thought(Host& host, std::uint64_t ticket, Action a) {
  if (runner_) {
    runner_->on_thought(host, ticket, a);
    after_step_key(host);
  }
}

void LessonScreen::on_counter(Host& host, int index, int value) {
  if (runner_) runner_->on_counter(host, index, value);
}

std::vector<Message> LessonScreen::status(Host& host) {
  if (chooser_) return chooser_->status(host);
  if (!lesson_) return {};
  std::vector<Message> out{lesson().title, Message("lesson.step")
                                               .with("step", static_cast<long>(std::min(step_ + 1, lesson().steps.size())))
                                               .with("steps", static_cast<long>(lesson().steps.size()))};
  if (runner_) {
    auto more = runner_->status(host);
    out.insert(out.end(), more.begin(), more.end());
  } else {
    out.push_back(Message("lesson.end"));
  }
  return out;
}

TablePictureRef LessonScreen::picture(Host& host) {
  if (chooser_) return chooser_->picture(host);
  if (!lesson_) return nullptr;
  const std::string step_number =
      std::to_string(std::min(step_ + 1, lesson().steps.size())) + " / " + std::to_string(lesson().steps.size());
  if (runner_) {
    if (auto table = runner_->picture(host)) {
      // A task on the game's table: a sighted partner or teacher sees the lesson, the step
      // and the task above the game's own picture (the caption only holds the last sentence).
      auto p = std::make_shared<TablePicture>(*table);
      p->title = host.voice().render(lesson().title);
      p->status = table->status.empty() ? step_number : step_number + " · " + table->status;
      std::string task;
      if (step_ < lesson().steps.size())
        for (const Message& m : lesson().steps[step_].text) task += (task.empty() ? "" : " ") + host.voice().render(m);
      p->task = task;
      return p;
    }
  }
  auto p = std::make_shared<TablePicture>();
  p->title = host.voice().render(lesson().title);
  p->status = step_number;
  if (runner_)
    for (const auto& m : runner_->status(host)) p->lines.push_back(host.voice().render(m));
  return p;
}

}  // namespace sh
