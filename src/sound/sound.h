// Sound cues: short sounds for events players must hear without words.
// Cue names are stable identifiers (the file audio/<name>.wav plays them); the text
// twin prints "SOUND <name>", the null twin drops them.
#pragma once

#include <ostream>
#include <string_view>

namespace sh {

class Sound {
 public:
  virtual ~Sound() = default;
  virtual void play(std::string_view cue) = 0;
  virtual void silence() {}
};

class TextSound final : public Sound {
 public:
  explicit TextSound(std::ostream& out) : out_(out) {}
  void play(std::string_view cue) override {
    out_ << "SOUND " << cue << '\n';
    out_.flush();
  }

 private:
  std::ostream& out_;
};

class NullSound final : public Sound {
 public:
  void play(std::string_view) override {}
};

}  // namespace sh
