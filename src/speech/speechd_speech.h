// Speech through speech-dispatcher (libspeechd): the player's own synthesizer, voice and
// rate, the same daemon their screen reader (Orca) speaks with. One connection (RAII), one
// worker thread that owns every libspeechd call. The program's priorities are kept by a
// queue on this side, and the daemon gets one message at a time at its MESSAGE priority
// (the next one when the daemon reports the last one ended or was cancelled), so Next goes
// before Normal exactly as with eSpeak NG and nothing is dropped by the daemon's own rules.
// Interrupt and silence() cancel this connection's speech only (spd_cancel), never Orca's.
// When the daemon disappears the object turns "dead": what it had not finished saying is
// handed back by take_unspoken() (see FallbackSpeech), and on_failure() is called once. The
// worker notices a dead daemon within a second even when nothing is being said.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "speech/speech.h"

namespace sh {

class SpeechdSpeech;

// What the daemon is asked to do. An unset rate, pitch or volume is not sent, so the
// user's own defaults (speechd.conf, the client defaults) apply. Scales are the daemon's:
// -100..100, 0 its normal value.
struct SpeechdOptions {
  std::string lang = "cs";     // the language the chosen module must speak
  std::optional<int> rate;
  std::optional<int> pitch;
  std::optional<int> volume;
  std::string address;         // "" = libspeechd's default (SPEECHD_ADDRESS or the user's socket)

  bool operator==(const SpeechdOptions&) const = default;
};

struct SpeechdSpeechResult {
  std::unique_ptr<SpeechdSpeech> speech;
  std::string error;  // why not: no daemon, no module that speaks the language...
  explicit operator bool() const { return speech != nullptr; }
};

class SpeechdSpeech final : public Speech {
 public:
  using Clock = std::chrono::steady_clock;
  // Called on the worker thread right after the daemon accepted a message (spd_say
  // returned): the utterance id enqueue() gave and when (measurements).
  using HandObserver = std::function<void(std::uint64_t utterance, Clock::time_point handed)>;

  // Connects and checks the language: keeps the user's module when it has a voice for
  // options.lang, otherwise switches to the first module that has one, otherwise fails.
  // Never throws; fails within about a second when no daemon answers.
  static SpeechdSpeechResult open(const SpeechdOptions& options);
  // Whether a daemon accepts connections at the options' address (nothing is sent; a TCP
  // address counts as yes). Cheap: for polling.
  static bool daemon_answers(const SpeechdOptions& options);
  ~SpeechdSpeech() override;
  SpeechdSpeech(const SpeechdSpeech&) = delete;
  SpeechdSpeech& operator=(const SpeechdSpeech&) = delete;

  void say(std::string_view text, Priority priority) override { enqueue(text, priority); }
  void silence() override;
  // Waits until everything queued was spoken, the daemon is gone, or 30 s passed.
  void finish() override;

  // Like say(); the utterance id, or 0 when the daemon is gone (the text was not taken).
  std::uint64_t enqueue(std::string_view text, Priority priority);
  // Rate, pitch, volume for the next messages (the language stays).
  void set_options(const SpeechdOptions& options);
  const std::string& module() const { return module_; }

  bool dead() const;
  // Once dead: what was handed to the daemon but not reported finished, then the queue,
  // in order; emptied by the call.
  std::vector<std::string> take_unspoken();
  // Called once, on the worker thread, when the daemon is found gone. Set before speaking.
  void on_failure(std::function<void()> callback);
  void set_hand_observer(HandObserver observer);

 private:
  struct Item {
    std::string text;
    std::uint64_t id = 0;
    Priority priority = Priority::Normal;
  };
  struct Connection;
  friend struct SpeechdEvents;

  SpeechdSpeech(std::unique_ptr<Connection> connection, SpeechdOptions options, std::string module);
  void run();
  void die_locked();
  void on_event(std::size_t msg_id, bool finished);

  std::unique_ptr<Connection> connection_;
  std::string module_;

  mutable std::mutex mutex_;
  std::condition_variable cv_;        // wakes the worker
  std::condition_variable idle_cv_;   // wakes finish()
  std::deque<Item> queue_;
  std::optional<Item> in_flight_;     // handed to the daemon, its end not yet reported
  std::size_t in_flight_msg_ = 0;     // the daemon's id of it (0 until spd_say returned)
  std::deque<std::size_t> ended_;     // ids reported ended before spd_say returned them
  SpeechdOptions options_;
  bool options_dirty_ = false;
  bool cancel_pending_ = false;
  bool dead_ = false;
  bool stopping_ = false;
  std::uint64_t next_id_ = 1;
  std::function<void()> on_failure_;
  HandObserver hand_observer_;

  std::thread thread_;
};

}  // namespace sh
