// Voice settings the player can change from the keypad and the program saves between runs.
#pragma once

#include <string>

namespace sh {

struct SpeechSettings {
  static constexpr int kMinRate = 80;    // eSpeak's minimum, words per minute
  static constexpr int kMaxRate = 900;   // above 450 eSpeak NG speeds up with libsonic
  static constexpr int kNormalRate = 175;

  std::string voice;       // eSpeak voice name ("cs", "en", "en-us"...); empty: by language
  int rate = kNormalRate;  // words per minute, kMinRate..kMaxRate
  int pitch = 50;          // 0..100 (eSpeak's scale)
  int volume = 100;        // speech loudness in the mix, 0..100 %

  bool operator==(const SpeechSettings&) const = default;
};

}  // namespace sh
