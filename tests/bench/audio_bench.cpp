// spoluhrac-bench: latency of the real voice, measured the way a player feels it.
// A key source pushes 500+ key presses into a KeyQueue; a responder loop mirroring the
// program does speech.silence(); speech.say(answer, Priority::Interrupt). We time each key
// to the first sample of its answer handed to SDL's audio callback, and to the callback that
// stops the answer it cut (barge-in). Startup is timed in a child process from its exec to
// the first sample of a welcome sentence. Prints one figure per line: "name value unit".
// Run it with SDL_AUDIODRIVER=disk (SDL_DISKAUDIOFILE=/tmp/x.raw) or SDL_AUDIODRIVER=dummy.
// Options: --keys N (500), --startups N (10), --period FRAMES (256; startup always uses 256),
// --window 1: the table window is open (needs a display, e.g. Xvfb) and, as in the program,
// every key's answer is followed by a new table picture (a Člověče board that changes with
// each key) and the caption, which the window redraws on its own thread; compare the
// key_to_audio figures with and without it (drawing must not slow speech).
// --speechd ADDRESS (unix_socket:PATH) also measures speech-dispatcher the same way: key →
// message handed to the daemon (spd_say returned), and with --module-log FILE (a generic
// module that appends "<CLOCK_REALTIME ns>|<text>" per message, see tests/bench/speechd-bench.sh)
// key → the module got the message, which for a module that synthesizes at once is the
// moment its first sample can be written.
// Built with the project, never run by CTest.
#include <SDL_mixer.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "display/picture_board.h"
#include "display/table_window.h"
#include "games/clovece/clovece_game.h"
#include "games/clovece/clovece_picture.h"
#include "input/key_source.h"
#include "input/text_board.h"
#include "narration/language.h"
#include "play/voice.h"
#include "sound/audio_output.h"
#include "speech/speechd_speech.h"

extern char** environ;

namespace {

using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

constexpr const char* kWelcome = "Vítejte ve hře Spoluhráč.";


double percentile(std::vector<double> v, double p) {
  if (v.empty()) return NAN;
  std::sort(v.begin(), v.end());
  const auto rank = static_cast<std::size_t>(std::ceil(p * double(v.size())));
  return v[std::clamp<std::size_t>(rank, 1, v.size()) - 1];
}

void print(const char* name, double value, const char* unit) { std::printf("%s %.2f %s\n", name, value, unit); }

// Per key: when it entered the program, the utterance answering it, and what the audio
// callback did. Written by one thread each, read after everything has stopped.
struct KeyRecord {
  Clock::time_point pushed;
  std::atomic<std::uint64_t> answer{0};
};

struct UtteranceRecord {
  std::atomic<std::int64_t> started_ns{0};
  std::atomic<std::int64_t> cut_ns{0};
  std::atomic<std::int64_t> first_chunk_ns{0};
};

std::int64_t ns_of(Clock::time_point t) { return t.time_since_epoch().count(); }

// Presses `count` keys at random 20–80 ms intervals, so most keys interrupt an answer.
class BenchKeys final : public sh::KeySource {
 public:
  explicit BenchKeys(std::vector<KeyRecord>& keys) : keys_(keys) {}
  void run(const std::function<void(sh::InputItem)>& sink) override {
    std::mt19937 rng(12345);
    std::uniform_int_distribution<int> gap_ms(20, 80);
    std::this_thread::sleep_for(300ms);  // let the device settle
    for (std::size_t i = 0; i < keys_.size(); ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(gap_ms(rng)));
      sh::InputItem item;
      const auto now = Clock::now();
      item.press = sh::KeyPress{sh::digit_key(int(i % 10)), std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count()};
      keys_[i].pushed = now;
      sink(std::move(item));
    }
    std::this_thread::sleep_for(500ms);  // the last answer plays
  }

 private:
  std::vector<KeyRecord>& keys_;
};

// Timestamps of every audio callback (SDL_mixer's post-mix hook).
struct CallbackClock {
  static constexpr std::size_t kMax = 1 << 16;
  std::vector<std::int64_t> when = std::vector<std::int64_t>(kMax);
  std::atomic<std::size_t> count{0};
  static void hook(void* self, Uint8*, int) {
    auto* c = static_cast<CallbackClock*>(self);
    const std::size_t n = c->count.load(std::memory_order_relaxed);
    if (n < kMax) c->when[n] = ns_of(Clock::now());
    c->count.store(n + 1, std::memory_order_release);
  }
};

// Keys at 20–80 ms against speech-dispatcher: each silences and says its answer (Interrupt).
void speechd_bench(const std::string& address, const std::string& module_log, std::size_t key_count) {
  sh::SpeechdOptions options;
  options.address = address;
  auto opened = sh::SpeechdSpeech::open(options);
  if (!opened) {
    std::fprintf(stderr, "speech-dispatcher: %s\n", opened.error.c_str());
    return;
  }
  sh::SpeechdSpeech& speech = *opened.speech;
  std::vector<std::atomic<std::int64_t>> handed(key_count + 16);
  speech.set_hand_observer([&handed](std::uint64_t id, Clock::time_point t) {
    if (id < handed.size()) handed[id].store(ns_of(t));
  });
  std::vector<std::int64_t> pressed(key_count), pressed_wall(key_count);
  std::vector<std::uint64_t> ids(key_count);
  std::mt19937 rng(54321);
  std::uniform_int_distribution<int> gap_ms(20, 80);
  std::this_thread::sleep_for(300ms);
  for (std::size_t i = 0; i < key_count; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(gap_ms(rng)));
    pressed[i] = ns_of(Clock::now());
    pressed_wall[i] = std::chrono::duration_cast<std::chrono::nanoseconds>(
                          std::chrono::system_clock::now().time_since_epoch()).count();
    speech.silence();
    ids[i] = speech.enqueue("Klávesa " + std::to_string(i) + ": Alojz má " + std::to_string(i % 1000) + " bodů.",
                            sh::Priority::Interrupt);
  }
  std::this_thread::sleep_for(500ms);
  speech.silence();
  std::vector<double> to_handed, to_module;
  std::size_t handed_count = 0;
  for (std::size_t i = 0; i < key_count; ++i) {
    const std::int64_t h = ids[i] < handed.size() ? handed[ids[i]].load() : 0;
    if (h > 0) {
      ++handed_count;
      to_handed.push_back(double(h - pressed[i]) / 1e6);
    }
  }
  std::size_t received = 0;
  if (!module_log.empty()) {
    // "<ns>|Klávesa <i>: ..." per message the module got.
    if (FILE* f = std::fopen(module_log.c_str(), "r")) {
      char line[512];
      while (std::fgets(line, sizeof line, f)) {
        long long ns = 0;
        std::size_t key = 0;
        if (std::sscanf(line, "%lld|Klávesa %zu:", &ns, &key) == 2 && key < key_count) {
          ++received;
          to_module.push_back(double(ns - pressed_wall[key]) / 1e6);
        }
      }
      std::fclose(f);
    }
  }
  print("speechd_keys", double(key_count), "count");
  print("speechd_messages_handed", double(handed_count), "count");
  print("speechd_key_to_handed_p50_ms", percentile(to_handed, 0.50), "ms");
  print("speechd_key_to_handed_p99_ms", percentile(to_handed, 0.99), "ms");
  print("speechd_key_to_handed_max_ms", percentile(to_handed, 1.0), "ms");
  if (!module_log.empty()) {
    print("speechd_module_received", double(received), "count");
    print("speechd_key_to_module_p50_ms", percentile(to_module, 0.50), "ms");
    print("speechd_key_to_module_p99_ms", percentile(to_module, 0.99), "ms");
    print("speechd_key_to_module_max_ms", percentile(to_module, 1.0), "ms");
  }
}

int startup_child(long long t0_ns) {
  auto opened = sh::open_audio_output("cs", sh::AudioSettings{});
  if (!opened) {
    std::fprintf(stderr, "no audio: %s\n", opened.error.c_str());
    return 1;
  }
  std::atomic<std::int64_t> first{0};
  opened.output->speech->set_playback_observer([&first](const sh::PlaybackEvent& e) {
    if (e.kind == sh::PlaybackEvent::Kind::Started && first.load() == 0) first.store(ns_of(e.when));
  });
  opened.output->speech->say(kWelcome, sh::Priority::Interrupt);
  const auto deadline = Clock::now() + 5s;
  while (first.load() == 0 && Clock::now() < deadline) std::this_thread::sleep_for(200us);
  std::printf("%.3f\n", double(first.load() - t0_ns) / 1e6);
  std::fflush(stdout);
  std::_Exit(0);  // the figure is out; skip the orderly shutdown
}

// Starts this program again as a child and returns its "exec to first word" figure.
double measure_startup(const char* self) {
  int fds[2];
  if (pipe(fds) != 0) return NAN;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fds[1], 1);
  posix_spawn_file_actions_addclose(&actions, fds[0]);
  const std::string t0 = std::to_string(ns_of(Clock::now()));
  std::string arg0 = self, flag = "--startup-child";
  std::string t0_arg = t0;
  char* argv[] = {arg0.data(), flag.data(), t0_arg.data(), nullptr};
  pid_t pid = 0;
  const int rc = posix_spawn(&pid, self, &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  close(fds[1]);
  if (rc != 0) {
    close(fds[0]);
    return NAN;
  }
  char buf[64] = {};
  const ssize_t n = read(fds[0], buf, sizeof buf - 1);
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  return n > 0 ? std::atof(buf) : NAN;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 3 && std::strcmp(argv[1], "--startup-child") == 0) return startup_child(std::atoll(argv[2]));
  std::size_t key_count = 500;
  int startups = 10;
  bool window = false;
  std::string speechd_address, module_log;
  sh::AudioSettings settings;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--speechd") == 0) speechd_address = argv[i + 1];
    if (std::strcmp(argv[i], "--module-log") == 0) module_log = argv[i + 1];
    if (std::strcmp(argv[i], "--period") == 0) settings.device.period_frames = std::max(64, std::atoi(argv[i + 1]));
    if (std::strcmp(argv[i], "--keys") == 0) key_count = std::max(1, std::atoi(argv[i + 1]));
    if (std::strcmp(argv[i], "--startups") == 0) startups = std::max(1, std::atoi(argv[i + 1]));
    if (std::strcmp(argv[i], "--window") == 0) window = std::atoi(argv[i + 1]) != 0;
  }

  std::vector<double> startup;
  for (int i = 0; i < startups; ++i) startup.push_back(measure_startup("/proc/self/exe"));

  auto opened = sh::open_audio_output("cs", settings);
  if (!opened) {
    std::fprintf(stderr, "no audio device: %s\n", opened.error.c_str());
    return 1;
  }
  sh::AudioOutput& out = *opened.output;
  sh::EspeakSpeech& speech = *out.speech;

  std::vector<KeyRecord> keys(key_count);
  std::vector<UtteranceRecord> utterances(key_count + 16);
  auto slot = [&utterances](std::uint64_t id) -> UtteranceRecord* {
    return id < utterances.size() ? &utterances[id] : nullptr;
  };
  speech.set_playback_observer([&slot](const sh::PlaybackEvent& e) {
    UtteranceRecord* u = slot(e.utterance);
    if (!u) return;
    if (e.kind == sh::PlaybackEvent::Kind::Started) u->started_ns.store(ns_of(e.when));
    if (e.kind == sh::PlaybackEvent::Kind::Cut) u->cut_ns.store(ns_of(e.when));
  });
  speech.set_synth_observer([&slot](std::uint64_t id, Clock::duration first_chunk) {
    if (UtteranceRecord* u = slot(id)) u->first_chunk_ns.store(std::chrono::nanoseconds(first_chunk).count());
  });
  CallbackClock callbacks;
  Mix_SetPostMix(&CallbackClock::hook, &callbacks);

  // The table window (--window 1): its own thread draws what the responder publishes.
  sh::TextBoard caption;
  sh::display::PictureBoard pictures;
  std::unique_ptr<sh::display::TableWindow> table_window;
  std::thread window_thread;
  std::atomic<bool> window_failed{false};
  struct Quiet final : sh::Speech {
    void say(std::string_view, sh::Priority) override {}
    void silence() override {}
    void finish() override {}
  } quiet;
  sh::NullSound no_sound;
  const sh::Language language = sh::Language::load(SPOLUHRAC_DATA_DIR, "cs");
  sh::Voice picture_voice{quiet, no_sound, language};
  const std::vector<std::string> names{"Alojz", "Bedřich", "Cyril", "David"};
  auto race_game = sh::clovece::make_clovece_game({{"players", "4"}});
  std::vector<std::unique_ptr<sh::State>> positions;  // a game's positions, one per key in turn
  if (window) {
    auto s = race_game->new_initial_state();
    std::mt19937 rng(7);
    for (int i = 0; i < 400 && !s->is_terminal(); ++i) {
      auto legal = s->is_chance() ? std::vector<sh::Action>{} : s->legal_actions();
      if (s->is_chance())
        for (const auto& [a, w] : s->chance_outcomes()) legal.push_back(a);
      s->apply(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]);
      positions.push_back(s->clone());
    }
    table_window = std::make_unique<sh::display::TableWindow>(&caption, &pictures, sh::display::WindowSettings{});
    window_thread = std::thread([&] {
      table_window->run([&](sh::InputItem item) {
        if (!item.notice.empty()) window_failed = true;
      });
    });
  }

  sh::KeyQueue queue;
  queue.add(std::make_unique<BenchKeys>(keys));
  queue.start();
  // The responder: what the program does with every key.
  std::size_t handled = 0;
  while (auto item = queue.next()) {
    if (!item->press) continue;
    speech.silence();
    const std::string answer = "Alojz má " + std::to_string(handled % 1000) + " bodů, na tahu je David a potom Cyril.";
    keys[handled].answer.store(speech.enqueue(answer, sh::Priority::Interrupt));
    if (window) {
      // As the program does after each key: the caption and the screen's new picture.
      caption.set(answer);
      const auto& position =
          static_cast<const sh::clovece::CloveceState&>(*positions[handled % positions.size()]);
      pictures.publish(sh::clovece::make_picture(position, names, picture_voice, -1, 0));
    }
    ++handled;
  }
  if (table_window) {
    table_window->stop();
    window_thread.join();
  }
  speech.silence();
  Mix_SetPostMix(nullptr, nullptr);

  std::vector<double> key_to_audio, bargein, first_chunk;
  std::size_t missing = 0;
  for (std::size_t i = 0; i < handled; ++i) {
    const UtteranceRecord* u = slot(keys[i].answer.load());
    if (!u) continue;
    if (u->first_chunk_ns.load() > 0) first_chunk.push_back(double(u->first_chunk_ns.load()) / 1e6);
    if (u->started_ns.load() > 0) {
      key_to_audio.push_back(double(u->started_ns.load() - ns_of(keys[i].pushed)) / 1e6);
    } else {
      // Cut by the next key before it was heard: its latency was at least the gap to that
      // key, so count that lower bound rather than dropping a slow answer from the figures.
      ++missing;
      if (i + 1 < handled) key_to_audio.push_back(double(ns_of(keys[i + 1].pushed) - ns_of(keys[i].pushed)) / 1e6);
    }
    // The next key cut this answer: time from that key to the callback that stopped it.
    if (i + 1 < handled && u->cut_ns.load() > 0)
      bargein.push_back(double(u->cut_ns.load() - ns_of(keys[i + 1].pushed)) / 1e6);
  }
  std::vector<double> intervals;
  const std::size_t n_cb = std::min(callbacks.count.load(), CallbackClock::kMax);
  for (std::size_t i = 1; i < n_cb; ++i) intervals.push_back(double(callbacks.when[i] - callbacks.when[i - 1]) / 1e6);

  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  rusage child_usage{};
  getrusage(RUSAGE_CHILDREN, &child_usage);

  std::printf("audio_driver %s -\n", out.device->driver_name().c_str());
  std::printf("window %s -\n", !window ? "closed" : window_failed ? "failed" : "open");
  print("keys", double(handled), "count");
  print("answers_never_heard", double(missing), "count");
  print("key_to_audio_p50_ms", percentile(key_to_audio, 0.50), "ms");
  print("key_to_audio_p99_ms", percentile(key_to_audio, 0.99), "ms");
  print("key_to_audio_max_ms", percentile(key_to_audio, 1.0), "ms");
  print("bargein_p50_ms", percentile(bargein, 0.50), "ms");
  print("bargein_p99_ms", percentile(bargein, 0.99), "ms");
  print("bargein_count", double(bargein.size()), "count");
  print("startup_first_word_ms", percentile(startup, 0.50), "ms");
  print("startup_first_word_max_ms", percentile(startup, 1.0), "ms");
  print("espeak_first_chunk_ms", percentile(first_chunk, 0.50), "ms");
  print("espeak_first_chunk_p99_ms", percentile(first_chunk, 0.99), "ms");
  print("audio_period_ms", out.device->period_ms(), "ms");
  print("audio_callback_interval_p50_ms", percentile(intervals, 0.50), "ms");
  print("audio_callback_interval_p99_ms", percentile(intervals, 0.99), "ms");
  print("peak_rss_mb", double(usage.ru_maxrss) / 1024.0, "MB");
  print("startup_child_peak_rss_mb", double(child_usage.ru_maxrss) / 1024.0, "MB");
  std::fflush(stdout);
  if (!speechd_address.empty()) speechd_bench(speechd_address, module_log, key_count);
  std::fflush(stdout);
  std::_Exit(0);
}
