// Everything the program says and plays goes through the Voice: it renders messages in
// the chosen language, hands them to the speech backend with a priority, plays cues, keeps
// the last reply for `repeat`, and silences speech when a key is pressed (barge-in).
// Its verbosity (beginner / normal / terse) picks the catalog variant of every message,
// its People the genders of the players' names for the sentences that agree with them.
// A single `repeat` says the last sentence and the current prompt, not a whole burst of
// computer moves: the cue of a person's turn ("your_turn") or of a game's end ("game_won")
// marks where the prompt begins. It also keeps the last 50 sentences said ("what was said").
#pragma once

#include <cstddef>
#include <deque>
#include <string>
#include <vector>

#include "narration/language.h"
#include "narration/message.h"
#include "sound/sound.h"
#include "speech/speech.h"

namespace sh {

class Voice {
 public:
  Voice(Speech& speech, Sound& sound, const Language& language)
      : speech_(&speech), sound_(&sound), language_(&language) {}

  void say(const Message& m, Priority p = Priority::Normal);
  void say(const std::vector<Message>& ms, Priority p = Priority::Normal);
  void cue(std::string_view name);

  // Called on every key before it acts: silences speech and starts a new reply.
  void key_pressed();
  // Silences speech and cues but keeps the last reply (for `repeat`).
  void barge_in();
  // Speaks the last reply again: the sentence before its prompt and the prompt (the whole
  // reply when no cue marked a prompt in it).
  void repeat();
  // What repeat() says.
  std::vector<std::string> repeated() const;

  // The last kMaxSaid sentences said, oldest first (repeats and aside() are not in it).
  static constexpr std::size_t kMaxSaid = 50;
  const std::deque<std::string>& said() const { return said_; }
  // The sentences said before the current reply, newest first (what a braille display
  // pans to after the reply).
  std::vector<std::string> earlier() const;
  // Speaks a text that is no message of the game (the walk through what was said): it is
  // not kept for repeat nor in said().
  void aside(std::string_view text, Priority p) { speech_->say(text, p); }
  void finish() { speech_->finish(); }

  // While set, messages whose id ends with one of these are not said (a lesson's practice
  // position skips the game's opening announcement: it is not a new game for the learner).
  void set_unsaid_suffixes(std::vector<std::string> suffixes) { unsaid_ = std::move(suffixes); }

  const Language& language() const { return *language_; }
  std::string render(const Message& m) const;
  // Several messages as one text: each rendered, the empty ones left out, joined by spaces.
  std::string render_joined(const std::vector<Message>& ms) const;
  // In a lesson: the learner's name, given to every message as the argument "learner" unless
  // it has one, so that any sentence addressed to the learner agrees with the learner's
  // gender ({learner:g:skončil|skončila}). Empty: none given.
  void set_learner(std::string name) { learner_ = std::move(name); }
  const std::string& learner() const { return learner_; }
  // The genders the name list gave to the players' names (the rest are guessed).
  void set_people(People people) { people_ = std::move(people); }
  const People& people() const { return people_; }
  // Beginner: full sentences and what to press; normal; terse: numbers and names only.
  void set_verbosity(Verbosity v) { verbosity_ = v; }
  Verbosity verbosity() const { return verbosity_; }
  // Swaps backends (a sound card lost mid-game falls back to text, nothing else changes).
  void set_backends(Speech& speech, Sound& sound) {
    speech_ = &speech;
    sound_ = &sound;
  }

 private:
  Speech* speech_;
  Sound* sound_;
  const Language* language_;
  Verbosity verbosity_ = Verbosity::Normal;
  People people_;
  std::string learner_;
  std::vector<std::string> reply_;
  std::size_t prompt_at_ = 0;  // where the reply's prompt begins (0: no mark)
  bool marked_ = false;
  std::deque<std::string> said_;
  std::vector<std::string> unsaid_;
  bool first_in_reply_ = true;
};

}  // namespace sh
