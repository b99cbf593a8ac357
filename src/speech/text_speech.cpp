#include "speech/text_speech.h"

namespace sh {

void TextSpeech::say(std::string_view text, Priority) {
  out_ << "SAY " << text << '\n';
  out_.flush();
}

}  // namespace sh
