// Text twin of the speech backend: one line "SAY <text>" per utterance on a stream.
// This is the scripted contract that tests and braille-display users rely on.
#pragma once

#include <ostream>

#include "speech/speech.h"

namespace sh {

class TextSpeech final : public Speech {
 public:
  explicit TextSpeech(std::ostream& out) : out_(out) {}
  void say(std::string_view text, Priority priority) override;
  void silence() override {}
  void finish() override { out_.flush(); }

 private:
  std::ostream& out_;
};

// Says nothing at all (--speech none).
class NullSpeech final : public Speech {
 public:
  void say(std::string_view, Priority) override {}
  void silence() override {}
  void finish() override {}
};

}  // namespace sh
