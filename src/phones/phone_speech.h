// The loudspeaker's sentences, copied for the pages: a Speech that hands every sentence on
// to the real backend and keeps it in the PhoneHub ("the last messages as the speech says
// them"). Only what the whole table hears anyway goes this way.
#pragma once

#include "phones/phone_hub.h"
#include "speech/speech.h"

namespace sh::phones {

class PhoneSpeech final : public Speech {
 public:
  explicit PhoneSpeech(PhoneHub& hub) : hub_(hub) {}
  void set_inner(Speech& inner) { inner_ = &inner; }
  // Whether sentences are kept for the pages (while the phones are on).
  void keep(bool on) { keep_ = on; }
  void say(std::string_view text, Priority priority) override {
    if (keep_) hub_.said(text);
    if (inner_) inner_->say(text, priority);
  }
  void begin_prompt() override {
    if (inner_) inner_->begin_prompt();
  }
  void silence() override {
    if (inner_) inner_->silence();
  }
  void finish() override {
    if (inner_) inner_->finish();
  }

 private:
  PhoneHub& hub_;
  Speech* inner_ = nullptr;
  bool keep_ = true;
};

}  // namespace sh::phones
