// Everything the program says and plays goes through the Voice: it renders messages in
// the chosen language, hands them to the speech backend with a priority, plays cues, keeps
// the last reply for `repeat`, and silences speech when a key is pressed (barge-in).
// Its verbosity (beginner / normal / terse) picks the catalog variant of every message,
// its People the genders of the players' names for the sentences that agree with them.
// A single `repeat` says the last sentence and the current prompt, not a whole burst of
// computer moves: the cue of a person's turn ("your_turn") or of a game's end ("game_won")
// marks where the prompt begins. It also keeps the last 50 sentences said ("what was said").
//
// Every message has an audience (narration/message.h). A sentence for the whole table also
// goes to the seats held on other devices (play/seat_service.h); a sentence for one player
// whose seat a device holds goes to that device only, never aloud. A sentence for one player
// is kept in what was said, but read back (the walk, braille panning) only while that player
// may read it here (set_private_reader: the only person at the table).
//
// Commit, then speak: between hold() and release() (a journal unit: play/table.h) nothing is
// spoken, played or sent; it waits, in order, until the unit's actions are on disk.
#pragma once

#include <cstddef>
#include <deque>
#include <functional>
#include <string>
#include <vector>

#include "narration/language.h"
#include "narration/message.h"
#include "sound/sound.h"
#include "speech/speech.h"

namespace sh {

class SeatService;

class Voice {
 public:
  Voice(Speech& speech, Sound& sound, const Language& language);

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

  // A sentence said here, with its audience.
  struct Said {
    std::string text;
    Audience audience;
  };
  // The last kMaxSaid sentences said here, oldest first (repeats and aside() are not in it).
  static constexpr std::size_t kMaxSaid = 50;
  const std::deque<Said>& said() const { return said_; }
  // What may be read back here now, newest first: what was said, without the sentences for
  // one player that the private reader does not allow (the walk through what was said).
  std::vector<std::string> readable() const;
  // The readable sentences said before the current reply, newest first (what a braille
  // display pans to after the reply).
  std::vector<std::string> earlier() const;
  // Who may read back a sentence said for one player (unset: nobody).
  void set_private_reader(std::function<bool(int player)> may_read) { private_reader_ = std::move(may_read); }
  // Speaks a text that is no message of the game (the walk through what was said): it is
  // not kept for repeat nor in said().
  void aside(std::string_view text, Priority p);
  // A line shown (caption, braille) above the sentence just said, never spoken.
  void show_above(std::string_view text);
  void finish() { speech_->finish(); }

  // The seats held on other devices (nullptr: none). Not owned.
  void set_seats(SeatService* seats) { seats_ = seats; }

  // Holds back everything said, played or sent until the matching release() (they nest),
  // then lets it out in order.
  void hold() { ++held_; }
  void release();

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

  // Test only: the environment variable SPOLUHRAC_TEST_EXIT_AFTER_SAID=N ends the program with
  // _exit(kTestExitStatus) right after the Nth sentence reached the speech backend, as a
  // crash would (stdout flushed first).
  static constexpr int kTestExitStatus = 87;

 private:
  // Something said, played or sent, waiting while the Voice is held.
  struct Out {
    enum class Kind { Speak, Cue, Send, Show } kind;
    std::string text;
    Priority priority = Priority::Normal;
    Message message;  // Send: the message the seats hear
  };
  void out(Out o);
  void emit(const Out& o);
  bool readable(const Said& s) const;

  Speech* speech_;
  Sound* sound_;
  const Language* language_;
  SeatService* seats_ = nullptr;
  Verbosity verbosity_ = Verbosity::Normal;
  People people_;
  std::string learner_;
  std::vector<std::string> reply_;
  std::size_t prompt_at_ = 0;  // where the reply's prompt begins (0: no mark)
  bool marked_ = false;
  std::deque<Said> said_;
  std::function<bool(int)> private_reader_;
  std::vector<std::string> unsaid_;
  bool first_in_reply_ = true;
  int held_ = 0;
  std::vector<Out> waiting_;
  long exit_after_said_ = 0;  // SPOLUHRAC_TEST_EXIT_AFTER_SAID (0: never)
  long spoken_ = 0;
};

}  // namespace sh
