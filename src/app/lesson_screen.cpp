#include "app/lesson_screen.h"

#include "app/app.h"
#include "app/main_menu.h"

namespace sh {

LessonScreen::LessonScreen(Message title, std::vector<std::vector<Message>> steps)
    : title_(std::move(title)), steps_(std::move(steps)) {}

void LessonScreen::enter(App& app) {
  if (!entered_) {
    app.voice().say(title_);
    app.voice().say(Message("lesson.keys"));
    entered_ = true;
  }
  say_step(app);
}

void LessonScreen::say_step(App& app) {
  app.voice().say(Message("lesson.step")
                      .with("step", static_cast<long>(step_ + 1))
                      .with("steps", static_cast<long>(steps_.size())));
  app.voice().say(steps_[step_]);
}

void LessonScreen::on_key(App& app, Key key) {
  switch (key) {
    case Key::Ok:
    case Key::Next:
      if (step_ + 1 >= steps_.size()) {
        app.voice().say(Message("lesson.end"), Priority::Interrupt);
        return;
      }
      ++step_;
      say_step(app);
      return;
    case Key::Prev:
      if (step_ == 0) {
        app.refuse(Message("lesson.at_start"));
        return;
      }
      --step_;
      say_step(app);
      return;
    case Key::Back:
      app.reset(make_main_menu());
      return;
    default:
      app.refuse(Message("lesson.keys"));
      return;
  }
}

void LessonScreen::help(App& app) { app.voice().say(Message("lesson.keys"), Priority::Interrupt); }

std::vector<Message> LessonScreen::status(App&) {
  std::vector<Message> out{title_};
  out.insert(out.end(), steps_[step_].begin(), steps_[step_].end());
  return out;
}

}  // namespace sh
