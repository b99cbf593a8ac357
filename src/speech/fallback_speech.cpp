#include "speech/fallback_speech.h"

namespace sh {

FallbackSpeech::FallbackSpeech(std::unique_ptr<SpeechdSpeech> primary, Speech& fallback, std::string notice,
                               std::function<void()> on_switch)
    : primary_(std::move(primary)), fallback_(&fallback), notice_(std::move(notice)), on_switch_(std::move(on_switch)) {
  // The daemon found gone by the worker (a message in flight, no key pressed): switch at once.
  primary_->on_failure([this] {
    std::lock_guard lock(mutex_);
    if (!closing_) switch_over_locked();
  });
}

FallbackSpeech::~FallbackSpeech() {
  // The worker's callback takes our mutex: keep it from switching, then stop it.
  {
    std::lock_guard lock(mutex_);
    closing_ = true;
  }
  primary_.reset();
}

void FallbackSpeech::switch_over_locked() {
  if (switched_) return;
  switched_ = true;
  if (on_switch_) on_switch_();
  if (!notice_.empty()) fallback_->say(notice_, Priority::Normal);
  for (const std::string& text : primary_->take_unspoken()) fallback_->say(text, Priority::Normal);
}

void FallbackSpeech::say(std::string_view text, Priority priority) {
  std::lock_guard lock(mutex_);
  if (!switched_) {
    if (primary_->enqueue(text, priority) != 0) return;
    switch_over_locked();
    // The notice and the unfinished messages come first; this one after them.
    fallback_->say(text, Priority::Normal);
    return;
  }
  fallback_->say(text, priority);
}

void FallbackSpeech::silence() {
  std::lock_guard lock(mutex_);
  if (!switched_) primary_->silence();
  else fallback_->silence();
}

void FallbackSpeech::finish() {
  if (!switched()) primary_->finish();
  // The daemon may have died while it was finishing.
  if (primary_->dead()) {
    std::lock_guard lock(mutex_);
    switch_over_locked();
  }
  if (switched()) fallback_->finish();
}

bool FallbackSpeech::switched() const {
  std::lock_guard lock(mutex_);
  return switched_;
}

void FallbackSpeech::set_fallback(Speech& fallback) {
  std::lock_guard lock(mutex_);
  fallback_ = &fallback;
}

void FallbackSpeech::set_notice(std::string notice) {
  std::lock_guard lock(mutex_);
  notice_ = std::move(notice);
}

}  // namespace sh
