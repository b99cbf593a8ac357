#include "play/voice.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstdio>
#include <iostream>

#include "play/seat_service.h"

namespace sh {

Voice::Voice(Speech& speech, Sound& sound, const Language& language)
    : speech_(&speech), sound_(&sound), language_(&language) {
  if (const char* n = std::getenv("SPOLUHRAC_TEST_EXIT_AFTER_SAID")) exit_after_said_ = std::atol(n);
}

void Voice::say(const Message& m, Priority p) {
  for (const auto& suffix : unsaid_)
    if (m.id.size() >= suffix.size() && m.id.compare(m.id.size() - suffix.size(), suffix.size(), suffix) == 0) return;
  std::string text = render(m);
  // A sentence for a player whose seat a device holds goes to that device only.
  const bool away = m.audience.is_seat() && seats_ && seats_->holds(m.audience.player);
  if (seats_ && (away || m.audience.kind == Audience::Kind::Table)) out({Out::Kind::Send, text, p, m});
  if (away) return;
  // The first sentence after a key answers it and cuts what was playing; the rest queue.
  out({Out::Kind::Speak, text, first_in_reply_ ? p : (p == Priority::Interrupt ? Priority::Normal : p), {}});
  first_in_reply_ = false;
  said_.push_back({text, m.audience});
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
  out({Out::Kind::Cue, std::string(name), Priority::Normal, {}});
}

void Voice::aside(std::string_view text, Priority p) { out({Out::Kind::Speak, std::string(text), p, {}}); }
void Voice::show_above(std::string_view text) { out({Out::Kind::Show, std::string(text), Priority::Normal, {}}); }

void Voice::out(Out o) {
  if (held_ > 0) {
    waiting_.push_back(std::move(o));
    return;
  }
  emit(o);
}

void Voice::emit(const Out& o) {
  switch (o.kind) {
    case Out::Kind::Cue: sound_->play(o.text); return;
    case Out::Kind::Send:
      if (seats_) seats_->hear(o.message, o.text);
      return;
    case Out::Kind::Show: speech_->show_above(o.text); return;
    case Out::Kind::Speak:
      speech_->say(o.text, o.priority);
      if (exit_after_said_ > 0 && ++spoken_ >= exit_after_said_) {
        std::cout.flush();
        std::fflush(stdout);
        _exit(kTestExitStatus);
      }
      return;
  }
}

void Voice::release() {
  if (held_ == 0 || --held_ > 0) return;
  auto waiting = std::move(waiting_);
  waiting_.clear();
  for (const Out& o : waiting) emit(o);
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
    aside(text, first ? Priority::Interrupt : Priority::Normal);
    first = false;
  }
}

bool Voice::readable(const Said& s) const {
  return !s.audience.is_seat() || (private_reader_ && private_reader_(s.audience.player));
}

std::vector<std::string> Voice::readable() const {
  std::vector<std::string> out;
  for (auto it = said_.rbegin(); it != said_.rend(); ++it)
    if (readable(*it)) out.push_back(it->text);
  return out;
}

std::vector<std::string> Voice::earlier() const {
  std::vector<std::string> out;
  const std::size_t own = std::min(reply_.size(), said_.size());
  for (std::size_t i = said_.size() - own; i-- > 0;)
    if (readable(said_[i])) out.push_back(said_[i].text);
  return out;
}

}  // namespace sh
