#include "play/voice.h"

namespace sh {

void Voice::say(const Message& m, Priority p) {
  for (const auto& suffix : unsaid_)
    if (m.id.size() >= suffix.size() && m.id.compare(m.id.size() - suffix.size(), suffix.size(), suffix) == 0) return;
  std::string text = render(m);
  // The first sentence after a key answers it and cuts what was playing; the rest queue.
  speech_->say(text, first_in_reply_ ? p : (p == Priority::Interrupt ? Priority::Normal : p));
  first_in_reply_ = false;
  reply_.push_back(std::move(text));
}

void Voice::say(const std::vector<Message>& ms, Priority p) {
  for (const auto& m : ms) say(m, p);
}

std::string Voice::render(const Message& m) const {
  if (learner_.empty()) return language_->render(m, verbosity_, &people_);
  for (const auto& arg : m.args)
    if (arg.first == "learner") return language_->render(m, verbosity_, &people_);
  Message addressed = m;
  addressed.with("learner", learner_);
  return language_->render(addressed, verbosity_, &people_);
}

void Voice::barge_in() {
  speech_->silence();
  sound_->silence();
}

void Voice::key_pressed() {
  barge_in();
  reply_.clear();
  first_in_reply_ = true;
}

void Voice::repeat() {
  std::vector<std::string> again = reply_;
  bool first = true;
  for (const auto& text : again) {
    speech_->say(text, first ? Priority::Interrupt : Priority::Normal);
    first = false;
  }
  reply_ = std::move(again);
}

}  // namespace sh
