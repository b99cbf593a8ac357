// Speech through eSpeak NG, synthesized in process on one thread and streamed into the
// SDL_mixer output (as its "music" stream, so sound cues on the mixer channels mix on top).
// Priorities: Interrupt cuts what is playing and drops the queue, Next goes before queued
// Normal speech, Normal queues. silence() (barge-in) takes effect at the next audio
// callback, i.e. within one audio period. The audio callback never blocks: samples reach
// it through a lock-free ring. eSpeak NG keeps global state, so only one EspeakSpeech may
// exist at a time in a process (the engine itself is started once and kept until exit).
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

#include "speech/pcm_ring.h"
#include "speech/speech.h"
#include "speech/speech_settings.h"
#include "speech/spsc_queue.h"

namespace sh {

class AudioDevice;
class EspeakSpeech;

struct EspeakSpeechResult {
  std::unique_ptr<EspeakSpeech> speech;
  std::string error;
  explicit operator bool() const { return speech != nullptr; }
};

// What the audio callback did with an utterance, reported for measurements.
struct PlaybackEvent {
  enum class Kind { Started, Finished, Cut };
  Kind kind;
  std::uint64_t utterance;  // the id enqueue() returned
  std::chrono::steady_clock::time_point when;  // when the callback handed the buffer to SDL
};

class EspeakSpeech final : public Speech {
 public:
  using Clock = std::chrono::steady_clock;
  // Called on the audio thread: must not block or allocate.
  using PlaybackObserver = std::function<void(const PlaybackEvent&)>;
  // Called on the synthesis thread with eSpeak's own time from espeak_Synth to its first chunk.
  using SynthObserver = std::function<void(std::uint64_t utterance, Clock::duration first_chunk)>;

  // `device` must outlive the speech. Fails (never throws) when eSpeak NG or the voice
  // cannot be loaded. An empty settings.voice means "cs".
  static EspeakSpeechResult open(AudioDevice& device, const SpeechSettings& settings);
  ~EspeakSpeech() override;
  EspeakSpeech(const EspeakSpeech&) = delete;
  EspeakSpeech& operator=(const EspeakSpeech&) = delete;

  void say(std::string_view text, Priority priority) override;
  void silence() override;
  void finish() override;

  // Like say(); returns the utterance id used in PlaybackEvents.
  std::uint64_t enqueue(std::string_view text, Priority priority);
  // True while something is queued, being synthesized or still to be played.
  bool busy() const;

  SpeechSettings settings() const;
  bool set_voice(const std::string& name);  // false (and unchanged) if eSpeak has no such voice
  void set_rate(int words_per_minute);      // clamped to SpeechSettings::kMinRate..kMaxRate
  void set_pitch(int pitch);                // clamped to 0..100
  void set_volume(int percent);             // clamped to 0..100

  // Set these before speaking (measurements and tests); they are not meant to change often.
  void set_playback_observer(PlaybackObserver observer);
  void set_synth_observer(SynthObserver observer);

 private:
  struct Item {
    std::string text;
    std::uint64_t id;
    Priority priority;
    std::uint64_t generation;  // silence() since enqueue makes it stale
  };
  struct Mark {
    std::uint64_t position = 0;  // sample position in the ring's stream
    std::uint64_t utterance = 0;
    bool start = false;          // start of the utterance, or its end
  };
  struct SynthJob;
  friend struct EspeakCallbacks;

  explicit EspeakSpeech(AudioDevice& device);
  void run();
  void synthesize(const Item& item);
  int on_samples(SynthJob& job, const short* samples, int count);
  void mix(std::int16_t* out, std::size_t frames);
  void emit(PlaybackEvent::Kind kind, std::uint64_t utterance, Clock::time_point when);
  void apply_settings_locked();

  AudioDevice& device_;
  PcmRing ring_;
  SpscQueue<Mark> marks_;

  // Queue of text waiting for synthesis, and the barge-in generation.
  mutable std::mutex queue_mutex_;
  std::condition_variable queue_cv_;
  std::deque<Item> queue_;
  std::uint64_t next_id_ = 1;
  std::atomic<bool> stopping_{false};
  bool synthesizing_ = false;
  bool hooked_ = false;
  std::atomic<std::uint64_t> generation_{0};

  // Serializes the producer's ring writes with silence()'s discard.
  std::mutex produce_mutex_;
  // Serializes every espeak_* call (synthesis thread and setters).
  mutable std::mutex espeak_mutex_;
  SpeechSettings settings_;
  std::atomic<int> gain_q8_{256};

  // Audio-thread state.
  std::uint64_t playing_ = 0;
  PlaybackObserver playback_observer_;  // swapped only while the mixer hook is removed
  SynthObserver synth_observer_;

  std::thread thread_;
};

}  // namespace sh
