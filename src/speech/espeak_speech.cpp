#include "speech/espeak_speech.h"

#include <SDL_mixer.h>
#include <espeak-ng/speak_lib.h>

#include <algorithm>
#include <cstdlib>

#include "narration/spoken_form.h"
#include "sound/audio_device.h"

namespace sh {

namespace {

constexpr int kSynthBufferMs = 20;      // eSpeak hands over audio in chunks this long
constexpr int kRingSeconds = 30;        // synthesized speech waiting to be played
constexpr int kLeadingSilence = 64;     // |sample| below this at an utterance start is skipped
constexpr int kLowWaterPeriods = 2;     // start the next queued utterance this close to the end

using namespace std::chrono_literals;

// eSpeak NG is one engine per process. It is started once and never terminated: in
// 1.51, espeak_Terminate() can hang waiting for its internal fifo thread (seen when a
// second EspeakSpeech is opened in the same process), and the OS frees it at exit anyway.
// Returns eSpeak's sample rate, or a value <= 0 when it cannot start.
int espeak_engine_rate() {
  static const int rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, kSynthBufferMs, nullptr,
                                            espeakINITIALIZE_DONT_EXIT);
  return rate;
}

}  // namespace

// Bridges eSpeak's and SDL_mixer's C callbacks to the object.
struct EspeakCallbacks {
  static int synth(short* samples, int count, espeak_EVENT* events);
  static void mix(void* self, Uint8* stream, int len) {
    static_cast<EspeakSpeech*>(self)->mix(reinterpret_cast<std::int16_t*>(stream),
                                          static_cast<std::size_t>(len) / sizeof(std::int16_t));
  }
};

struct EspeakSpeech::SynthJob {
  EspeakSpeech* self;
  std::uint64_t id;
  std::uint64_t generation;
  Clock::time_point requested;
  bool chunk_seen = false;
  bool started = false;
};

int EspeakCallbacks::synth(short* samples, int count, espeak_EVENT* events) {
  if (events == nullptr || events->user_data == nullptr) return 0;
  auto* job = static_cast<EspeakSpeech::SynthJob*>(events->user_data);
  return job->self->on_samples(*job, samples, samples ? count : 0);
}

EspeakSpeech::EspeakSpeech(AudioDevice& device)
    : device_(device),
      ring_(static_cast<std::size_t>(device.rate_hz()) * kRingSeconds),
      marks_(1024) {}

EspeakSpeechResult EspeakSpeech::open(AudioDevice& device, const SpeechSettings& settings) {
  EspeakSpeechResult result;
  std::unique_ptr<EspeakSpeech> speech(new EspeakSpeech(device));
  const int rate = espeak_engine_rate();
  if (rate <= 0) {
    result.error = "eSpeak NG could not start (is espeak-ng-data installed?)";
    return result;
  }
  if (rate != device.rate_hz()) {
    result.error = "eSpeak NG speaks at " + std::to_string(rate) + " Hz but the audio device runs at " +
                   std::to_string(device.rate_hz()) + " Hz";
    return result;
  }
  espeak_SetSynthCallback(&EspeakCallbacks::synth);
  speech->settings_ = settings;
  if (speech->settings_.voice.empty()) speech->settings_.voice = "cs";
  speech->settings_.rate = std::clamp(settings.rate, SpeechSettings::kMinRate, SpeechSettings::kMaxRate);
  speech->settings_.pitch = std::clamp(settings.pitch, 0, 100);
  speech->settings_.volume = std::clamp(settings.volume, 0, 100);
  if (espeak_SetVoiceByName(speech->settings_.voice.c_str()) != EE_OK) {
    result.error = "eSpeak NG has no voice \"" + speech->settings_.voice + "\"";
    return result;
  }
  {
    std::lock_guard lock(speech->espeak_mutex_);
    speech->apply_settings_locked();
  }
  Mix_HookMusic(&EspeakCallbacks::mix, speech.get());
  speech->hooked_ = true;
  speech->thread_ = std::thread([s = speech.get()] { s->run(); });
  result.speech = std::move(speech);
  return result;
}

EspeakSpeech::~EspeakSpeech() {
  if (hooked_) Mix_HookMusic(nullptr, nullptr);  // returns only once the callback is out
  {
    std::lock_guard lock(queue_mutex_);
    stopping_ = true;
    queue_.clear();
    ++generation_;
  }
  queue_cv_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void EspeakSpeech::say(std::string_view text, Priority priority) { enqueue(text, priority); }

std::uint64_t EspeakSpeech::enqueue(std::string_view text, Priority priority) {
  std::uint64_t id = 0;
  {
    std::lock_guard lock(queue_mutex_);
    id = next_id_++;
    if (priority == Priority::Interrupt) {
      queue_.clear();
      std::lock_guard produce(produce_mutex_);
      ++generation_;
      ring_.discard_all();
    }
    Item item{std::string(text), id, priority, generation_.load()};
    if (priority == Priority::Normal) {
      queue_.push_back(std::move(item));
    } else {
      auto first_normal = std::find_if(queue_.begin(), queue_.end(),
                                       [](const Item& i) { return i.priority == Priority::Normal; });
      queue_.insert(first_normal, std::move(item));
    }
  }
  queue_cv_.notify_all();
  return id;
}

void EspeakSpeech::silence() {
  {
    std::lock_guard lock(queue_mutex_);
    queue_.clear();
    std::lock_guard produce(produce_mutex_);
    ++generation_;
    ring_.discard_all();
  }
  queue_cv_.notify_all();
}

bool EspeakSpeech::busy() const {
  std::lock_guard lock(queue_mutex_);
  return !queue_.empty() || synthesizing_ || ring_.available() > 0;
}

void EspeakSpeech::finish() {
  const auto deadline = Clock::now() + 120s;
  while (busy() && !device_.lost() && Clock::now() < deadline) std::this_thread::sleep_for(5ms);
  // The last samples handed to SDL still have to pass the device buffer.
  if (!device_.lost()) std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(2 * device_.period_ms()));
}

void EspeakSpeech::run() {
  std::unique_lock lock(queue_mutex_);
  const std::size_t low_water = static_cast<std::size_t>(kLowWaterPeriods * device_.period_frames());
  while (!stopping_) {
    if (queue_.empty()) {
      queue_cv_.wait(lock);
      continue;
    }
    // Let what is playing get near its end first, so a later Next can still go before
    // queued Normal speech; the next utterance is synthesized in time to follow seamlessly.
    const std::size_t pending = ring_.available();
    if (pending > low_water && !device_.lost()) {
      const auto left = std::chrono::microseconds((pending - low_water) * 1'000'000 / static_cast<std::size_t>(device_.rate_hz()));
      queue_cv_.wait_for(lock, std::min<std::chrono::microseconds>(left, 50ms));
      continue;
    }
    Item item = std::move(queue_.front());
    queue_.pop_front();
    if (item.generation != generation_.load()) continue;
    synthesizing_ = true;
    lock.unlock();
    synthesize(item);
    lock.lock();
    synthesizing_ = false;
  }
}

void EspeakSpeech::synthesize(const Item& item) {
  SynthJob job{this, item.id, item.generation, Clock::now()};
  {
    std::lock_guard lock(espeak_mutex_);
    const std::string text = spoken_form(item.text);  // "Hráč 1" said as "Hráč jedna"
    espeak_Synth(text.c_str(), text.size() + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, nullptr, &job);
  }
  if (!job.started) return;
  std::lock_guard produce(produce_mutex_);
  if (generation_.load() == job.generation) marks_.push(Mark{ring_.written(), job.id, false});
}

int EspeakSpeech::on_samples(SynthJob& job, const short* samples, int count) {
  if (stopping_ || generation_.load() != job.generation) return 1;  // abort: barged in
  if (count <= 0) return 0;
  if (!job.chunk_seen) {
    job.chunk_seen = true;
    if (synth_observer_) synth_observer_(job.id, Clock::now() - job.requested);
  }
  const std::int16_t* p = samples;
  std::size_t n = static_cast<std::size_t>(count);
  if (!job.started) {
    while (n > 0 && std::abs(*p) < kLeadingSilence) {
      ++p;
      --n;
    }
  }
  while (n > 0) {
    {
      std::lock_guard produce(produce_mutex_);
      if (generation_.load() != job.generation) return 1;
      if (!job.started) {
        marks_.push(Mark{ring_.written(), job.id, true});
        job.started = true;
      }
      const std::size_t written = ring_.write(p, n);
      p += written;
      n -= written;
    }
    if (n > 0) {
      if (stopping_ || device_.lost()) return 1;
      std::this_thread::sleep_for(2ms);  // the ring is full: wait for playback
    }
  }
  return 0;
}

void EspeakSpeech::mix(std::int16_t* out, std::size_t frames) {
  const auto now = Clock::now();
  const std::uint64_t before = ring_.read_position();
  const bool dropped = ring_.apply_discard();
  const std::uint64_t from = ring_.read_position();
  if (dropped) {
    // An end mark that arrived after its last sample was handed out: it finished.
    while (auto m = marks_.peek()) {
      if (m->start || m->position > before) break;
      if (m->utterance == playing_) {
        emit(PlaybackEvent::Kind::Finished, playing_, now);
        playing_ = 0;
      }
      marks_.pop();
    }
    if (playing_ != 0) emit(PlaybackEvent::Kind::Cut, playing_, now);
    playing_ = 0;
    while (auto m = marks_.peek()) {
      if (m->position > from || (m->start && m->position == from)) break;
      marks_.pop();
    }
  }
  const std::size_t got = ring_.read(out, frames);
  const int gain = gain_q8_.load(std::memory_order_relaxed);
  if (gain != 256) {
    for (std::size_t i = 0; i < got; ++i) out[i] = static_cast<std::int16_t>((out[i] * gain) / 256);
  }
  std::fill(out + got, out + frames, std::int16_t{0});
  const std::uint64_t end = from + got;
  while (auto m = marks_.peek()) {
    if (m->start && m->position < end) {
      playing_ = m->utterance;
      emit(PlaybackEvent::Kind::Started, playing_, now);
    } else if (!m->start && m->position <= end) {
      if (m->utterance == playing_) {
        emit(PlaybackEvent::Kind::Finished, playing_, now);
        playing_ = 0;
      }
    } else {
      break;
    }
    marks_.pop();
  }
}

void EspeakSpeech::emit(PlaybackEvent::Kind kind, std::uint64_t utterance, Clock::time_point when) {
  if (playback_observer_) playback_observer_(PlaybackEvent{kind, utterance, when});
}

SpeechSettings EspeakSpeech::settings() const {
  std::lock_guard lock(espeak_mutex_);
  return settings_;
}

void EspeakSpeech::apply_settings_locked() {
  espeak_SetParameter(espeakRATE, settings_.rate, 0);
  espeak_SetParameter(espeakPITCH, settings_.pitch, 0);
  gain_q8_.store(settings_.volume * 256 / 100, std::memory_order_relaxed);
}

bool EspeakSpeech::set_voice(const std::string& name) {
  std::lock_guard lock(espeak_mutex_);
  if (espeak_SetVoiceByName(name.c_str()) != EE_OK) {
    espeak_SetVoiceByName(settings_.voice.c_str());
    apply_settings_locked();
    return false;
  }
  settings_.voice = name;
  apply_settings_locked();  // a new voice resets eSpeak's rate and pitch
  return true;
}

void EspeakSpeech::set_rate(int words_per_minute) {
  std::lock_guard lock(espeak_mutex_);
  settings_.rate = std::clamp(words_per_minute, SpeechSettings::kMinRate, SpeechSettings::kMaxRate);
  apply_settings_locked();
}

void EspeakSpeech::set_pitch(int pitch) {
  std::lock_guard lock(espeak_mutex_);
  settings_.pitch = std::clamp(pitch, 0, 100);
  apply_settings_locked();
}

void EspeakSpeech::set_volume(int percent) {
  std::lock_guard lock(espeak_mutex_);
  settings_.volume = std::clamp(percent, 0, 100);
  apply_settings_locked();
}

void EspeakSpeech::set_playback_observer(PlaybackObserver observer) {
  Mix_HookMusic(nullptr, nullptr);
  playback_observer_ = std::move(observer);
  Mix_HookMusic(&EspeakCallbacks::mix, this);
}

void EspeakSpeech::set_synth_observer(SynthObserver observer) {
  std::lock_guard lock(espeak_mutex_);
  synth_observer_ = std::move(observer);
}

}  // namespace sh
