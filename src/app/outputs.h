// Chooses and opens the speech and sound backends from the command line: text, none,
// or real audio when a sound device can be opened. Without a device it falls back to
// text and reports it, so the program says so once.
#pragma once

#include <memory>
#include <ostream>
#include <string>

#include "sound/sound.h"
#include "speech/speech.h"

namespace sh {

struct OutputRequest {
  std::string speech = "auto";  // auto | text | espeak | none
  std::string audio = "auto";   // auto | sdl | none
  std::string lang = "cs";
};

struct Outputs {
  std::unique_ptr<Speech> speech;
  std::unique_ptr<Sound> sound;
  bool audio_missing = false;  // audio was wanted but no device could be opened
  std::string audio_error;     // the reason, for the log
};

Outputs open_outputs(const OutputRequest& request, std::ostream& text_out);

}  // namespace sh
