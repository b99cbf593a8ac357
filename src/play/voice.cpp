#include "play/voice.h"

#include <algorithm>

namespace sh {

void Voice::say(const Message& m, Priority p) {
  for (const auto& suffix : unsaid_)
    if (m.id.size() >= suffix.size() && m.id.compare(m.id.size() - suffix.size(), suffix.size(), suffix) == 0) return;
  std::string text = render(m);
  // The first sentence after a key answers it and cuts what was playing; the rest queue.
  speech_->say(text, first_in_reply_ ? p : (p == Priority::Interrupt ? Priority::Normal : p));
  first_in_reply_ = false;
  said_.push_back(text);
  if (said_.size() > kMaxSaid) said_.pop_front();
  reply_.push_back(std::move(text));
}

void Voice::say(const std::vector<Message>& ms, Priority p) {
  for (const auto& m : ms) say(m, p);
}

void Voice::cue(std::string_view name) {
  // A person's turn or a game's end: what is said from here on is the prompt.
  if (name == "your_turn" || name == "game_won") {
    prompt_at_ = reply_.size();
    marked_ = true;
    speech_->begin_prompt();
  }
  sound_->play(name);
}

std::string Voice::render(const Message& m) const {
  if (learner_.empty()) return language_->render(m, verbosity_, &people_);
  for (const auto& arg : m.args)
    if (arg.first == "learner") return language_->render(m, verbosity_, &people_);
  Message addressed = m;
  addressed.with("learner", learner_);
  return language_->render(addressed, verbosity_, &people_);
}

std::string Voice::render_joined(const std::vector<Message>& ms) const {
  std::string out;
  for (const Message& m : ms) {
    std::string t = render(m);
    if (t.empty()) continue;
    if (!out.empty()) out += ' ';
    out += t;
  }
  return out;
}

void Voice::barge_in() {
  speech_->silence();
  sound_->silence();
}

void Voice::key_pressed() {
  barge_in();
  reply_.clear();
  marked_ = false;
  prompt_at_ = 0;
  first_in_reply_ = true;
}

std::vector<std::string> Voice::repeated() const {
  if (!marked_ || prompt_at_ >= reply_.size() || prompt_at_ <= 1) return reply_;
  // The last sentence before the prompt (what just happened), then the prompt.
  return {reply_.begin() + static_cast<std::ptrdiff_t>(prompt_at_ - 1), reply_.end()};
}

void Voice::repeat() {
  bool first = true;
  for (const auto& text : repeated()) {
    speech_->say(text, first ? Priority::Interrupt : Priority::Normal);
    first = false;
  }
}

std::vector<std::string> Voice::earlier() const {
  std::vector<std::string> out;
  const std::size_t own = std::min(reply_.size(), said_.size());
  for (std::size_t i = said_.size() - own; i-- > 0;) out.push_back(said_[i]);
  return out;
}

}  // namespace sh
