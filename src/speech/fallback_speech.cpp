#include "speech/fallback_speech.h"

namespace sh {

FallbackSpeech::FallbackSpeech(std::unique_ptr<SpeechdSpeech> primary, Speech& fallback, std::string notice,
                               std::function<void()> on_switch)
    : primary_(std::move(primary)), fallback_(&fallback), notice_(std::move(notice)), on_switch_(std::move(on_switch)) {
  std::lock_guard lock(mutex_);
  watch_primary_locked();
}

FallbackSpeech::~FallbackSpeech() {
  // The worker's callback and the retries take our mutex: keep them from changing anything,
  // stop the retries, then the worker.
  {
    std::lock_guard lock(mutex_);
    closing_ = true;
  }
  retry_.reset();
  primary_.reset();
}

// The daemon found gone by the worker (a message in flight, or its idle check): switch at
// once. Only for the connection of the moment: a connection replaced after a reconnect
// reports nothing any more.
void FallbackSpeech::watch_primary_locked() {
  primary_->on_failure([this, watched = primary_.get()] {
    std::lock_guard lock(mutex_);
    if (!closing_ && primary_.get() == watched) switch_over_locked();
  });
}

void FallbackSpeech::switch_over_locked() {
  if (switched_) return;
  switched_ = true;
  if (on_switch_) on_switch_();
  if (!notice_.empty()) fallback_->say(notice_, Priority::Normal);
  for (const std::string& text : primary_->take_unspoken()) fallback_->say(text, Priority::Normal);
}

void FallbackSpeech::reconnect(const SpeechdOptions& options, std::string back_notice, std::function<void()> on_back,
                               std::chrono::milliseconds every) {
  {
    std::lock_guard lock(mutex_);
    options_ = options;
    back_notice_ = std::move(back_notice);
    on_back_ = std::move(on_back);
  }
  retry_ = std::make_unique<SpeechWatch>(every, [this] { try_again(); });
}

void FallbackSpeech::try_again() {
  SpeechdOptions options;
  {
    std::lock_guard lock(mutex_);
    if (!switched_ || closing_ || finishing_) return;
    options = options_;
  }
  // Cheap while no daemon listens (a socket check); the connection itself is made outside
  // the lock, so speech goes on meanwhile.
  if (!SpeechdSpeech::daemon_answers(options)) return;
  SpeechdSpeechResult opened = SpeechdSpeech::open(options);
  if (!opened) return;
  std::unique_ptr<SpeechdSpeech> gone;  // the dead connection, closed after the lock is left
  std::function<void()> on_back;
  {
    std::lock_guard lock(mutex_);
    if (!switched_ || closing_ || finishing_) return;
    gone = std::move(primary_);
    primary_ = std::move(opened.speech);
    watch_primary_locked();
    switched_ = false;
    fallback_->silence();  // one voice at a time: the program's own stops where it is
    if (!back_notice_.empty()) primary_->enqueue(back_notice_, Priority::Normal);
    on_back = on_back_;
  }
  if (on_back) on_back();
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
  // Meanwhile the connection is not replaced: what is queued is finished where it is.
  SpeechdSpeech* primary = nullptr;
  {
    std::lock_guard lock(mutex_);
    finishing_ = true;
    primary = primary_.get();
  }
  if (!switched()) primary->finish();
  // The daemon may have died while it was finishing.
  if (primary->dead()) {
    std::lock_guard lock(mutex_);
    switch_over_locked();
  }
  if (switched()) fallback_->finish();
  std::lock_guard lock(mutex_);
  finishing_ = false;
}

bool FallbackSpeech::switched() const {
  std::lock_guard lock(mutex_);
  return switched_;
}

void FallbackSpeech::set_options(const SpeechdOptions& options) {
  std::lock_guard lock(mutex_);
  options_ = options;
  primary_->set_options(options);
}

void FallbackSpeech::set_fallback(Speech& fallback) {
  std::lock_guard lock(mutex_);
  fallback_ = &fallback;
}

void FallbackSpeech::set_notice(std::string notice) {
  std::lock_guard lock(mutex_);
  notice_ = std::move(notice);
}

void FallbackSpeech::set_back_notice(std::string notice) {
  std::lock_guard lock(mutex_);
  back_notice_ = std::move(notice);
}

}  // namespace sh
