#include "play/said_walk.h"

#include "play/voice.h"

namespace sh {

namespace {
void say_message(Voice& voice, const char* id, Priority p) { voice.aside(voice.render(Message(id)), p); }
}  // namespace

void SaidWalk::open(Voice& voice) {
  entries_ = voice.readable();  // a sentence for one player only while that player may read it here
  at_ = 0;
  if (entries_.empty()) {
    say_message(voice, "said.empty", Priority::Interrupt);
    return;
  }
  active_ = true;
  say_message(voice, "said.open", Priority::Interrupt);
  say_current(voice, false);
}

void SaidWalk::say_current(Voice& voice, bool interrupt) {
  voice.aside(entries_[at_], interrupt ? Priority::Interrupt : Priority::Normal);
  // For the eyes: the caption and braille mark the old sentence as history, with where it is.
  voice.show_above(voice.render(Message("said.mark")
                                    .with("n", static_cast<int>(at_ + 1))
                                    .with("of", static_cast<int>(entries_.size()))));
}

void SaidWalk::on_key(Voice& voice, Key key) {
  switch (key) {
    case Key::Next:
      if (at_ + 1 >= entries_.size()) {
        voice.cue("refused");
        say_message(voice, "said.oldest", Priority::Interrupt);
        return;
      }
      ++at_;
      say_current(voice, true);
      return;
    case Key::Prev:
      if (at_ == 0) {
        voice.cue("refused");
        say_message(voice, "said.newest", Priority::Interrupt);
        return;
      }
      --at_;
      say_current(voice, true);
      return;
    case Key::Repeat: say_current(voice, true); return;
    case Key::Help: say_message(voice, "said.help", Priority::Interrupt); return;
    case Key::Ok:
    case Key::Back:
      active_ = false;
      say_message(voice, "said.closed", Priority::Interrupt);
      for (const auto& text : voice.repeated()) voice.aside(text, Priority::Normal);
      return;
    default:
      voice.cue("refused");
      say_message(voice, "said.keys", Priority::Interrupt);
      return;
  }
}

}  // namespace sh
