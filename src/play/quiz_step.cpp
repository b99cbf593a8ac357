#include "play/quiz_step.h"

#include "play/host.h"
#include "play/voice.h"

namespace sh {

void QuizRunner::enter(Host& host) {
  host.voice().say(step_.text);
  host.voice().say(Message("lesson.quiz.keys"));
}

bool QuizRunner::on_key(Host& host, Key key) {
  if (finished()) return false;
  if (is_digit(key)) {
    if (typed_.size() >= 6) {
      host.refuse(Message("lesson.quiz.too_long"));
      return true;
    }
    typed_ += static_cast<char>('0' + digit_of(key));
    host.voice().say(Message("lesson.quiz.typed").with("n", std::stol(typed_)), Priority::Interrupt);
    return true;
  }
  if (key == Key::Back) {
    if (typed_.empty()) return false;
    typed_.clear();
    host.voice().say(Message("lesson.quiz.cleared"), Priority::Interrupt);
    return true;
  }
  if (key != Key::Ok) return false;
  if (typed_.empty()) {
    host.refuse(Message("lesson.quiz.type_first"));
    return true;
  }
  const long answer = std::stol(typed_);
  typed_.clear();
  if (answer == step_.quiz.answer) {
    host.voice().cue("exact_hit");
    host.voice().say(Message("lesson.quiz.right").with("n", answer));
    host.voice().say(step_.quiz.why);
    finish(true);
    return true;
  }
  ++mistakes_;
  host.voice().cue("refused");
  host.voice().say(Message("lesson.quiz.wrong").with("n", answer));
  if (mistakes_ >= kLessonTries) {
    host.voice().say(Message("lesson.quiz.answer").with("n", step_.quiz.answer));
    host.voice().say(step_.quiz.why);
    finish(false);
    return true;
  }
  host.voice().say(step_.quiz.hint);
  host.voice().say(Message("lesson.practice.again"));
  return true;
}

void QuizRunner::help(Host& host) {
  host.voice().say(step_.text, Priority::Interrupt);
  host.voice().say(Message("lesson.quiz.keys"));
}

void QuizRunner::hint(Host& host) { host.voice().say(step_.quiz.hint, Priority::Interrupt); }

std::vector<Message> QuizRunner::status(Host&) { return step_.text; }

}  // namespace sh
