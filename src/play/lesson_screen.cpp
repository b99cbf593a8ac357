#include "play/lesson_screen.h"

#include "play/host.h"
#include "play/voice.h"

namespace sh {

LessonScreen::LessonScreen(Message title, std::vector<std::vector<Message>> steps)
    : title_(std::move(title)), steps_(std::move(steps)) {}

void LessonScreen::enter(Host& host) {
  if (!entered_) {
    host.voice().say(title_);
    host.voice().say(Message("lesson.keys"));
    entered_ = true;
  }
  say_step(host);
}

void LessonScreen::say_step(Host& host) {
  host.voice().say(Message("lesson.step")
                      .with("step", static_cast<long>(step_ + 1))
                      .with("steps", static_cast<long>(steps_.size())));
  host.voice().say(steps_[step_]);
}

void LessonScreen::on_key(Host& host, Key key) {
  switch (key) {
    case Key::Ok:
    case Key::Next:
      if (step_ + 1 >= steps_.size()) {
        host.voice().say(Message("lesson.end"), Priority::Interrupt);
        return;
      }
      ++step_;
      say_step(host);
      return;
    case Key::Prev:
      if (step_ == 0) {
        host.refuse(Message("lesson.at_start"));
        return;
      }
      --step_;
      say_step(host);
      return;
    case Key::Back:
      host.to_main_menu();
      return;
    default:
      host.refuse(Message("lesson.keys"));
      return;
  }
}

void LessonScreen::help(Host& host) { host.voice().say(Message("lesson.keys"), Priority::Interrupt); }

std::vector<Message> LessonScreen::status(Host&) {
  std::vector<Message> out{title_};
  out.insert(out.end(), steps_[step_].begin(), steps_[step_].end());
  return out;
}

}  // namespace sh
