#include "speech/speechd_speech.h"

#include <libspeechd.h>
#include <pthread.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>

namespace sh {

namespace {

using namespace std::chrono_literals;

// While a message is with the daemon, the worker sends it a no-op this often to notice
// that it died (libspeechd reports a lost connection only when it is next used).
constexpr auto kPingEvery = 250ms;
// While nothing is being said, a ping this often notices a daemon that died (and so lets a
// FallbackSpeech say so and try again: Orca restarts the daemon when the synthesizer changes).
constexpr auto kIdlePingEvery = 1s;
constexpr auto kFinishAtMost = 30s;

// libspeechd writes to its socket without MSG_NOSIGNAL: a write to a daemon that died
// raises SIGPIPE, which would end the program. Calls made outside the worker run with
// SIGPIPE blocked on this thread, and a SIGPIPE they raised is taken off again; the worker
// (and libspeechd's reader thread, created under this guard) keep it blocked for good.
class SigpipeGuard {
 public:
  SigpipeGuard() {
    sigset_t pipe;
    sigemptyset(&pipe);
    sigaddset(&pipe, SIGPIPE);
    sigset_t pending;
    sigpending(&pending);
    was_pending_ = sigismember(&pending, SIGPIPE) == 1;
    pthread_sigmask(SIG_BLOCK, &pipe, &old_);
  }
  ~SigpipeGuard() {
    if (!was_pending_) {
      sigset_t pipe;
      sigemptyset(&pipe);
      sigaddset(&pipe, SIGPIPE);
      const timespec zero{0, 0};
      while (sigtimedwait(&pipe, nullptr, &zero) > 0) {
      }
    }
    pthread_sigmask(SIG_SETMASK, &old_, nullptr);
  }
  SigpipeGuard(const SigpipeGuard&) = delete;
  SigpipeGuard& operator=(const SigpipeGuard&) = delete;

 private:
  sigset_t old_{};
  bool was_pending_ = false;
};

struct FreeC {
  void operator()(void* p) const { std::free(p); }
};
using CString = std::unique_ptr<char, FreeC>;

struct AddressDeleter {
  void operator()(SPDConnectionAddress* a) const { SPDConnectionAddress__free(a); }
};

struct VoicesDeleter {
  void operator()(SPDVoice** v) const { free_spd_voices(v); }
};

// libspeechd gives its list of module names as a NULL-ended array of malloc'd strings.
std::vector<std::string> take_strings(char** list) {
  std::vector<std::string> out;
  if (!list) return out;
  for (char** p = list; *p; ++p) {
    out.emplace_back(*p);
    std::free(*p);
  }
  std::free(list);
  return out;
}

bool language_matches(const char* voice_lang, const std::string& lang) {
  if (!voice_lang) return false;
  const std::string v = voice_lang;
  return v == lang || v.rfind(lang + "-", 0) == 0 || v.rfind(lang + "_", 0) == 0;
}

}  // namespace

// The connection to the daemon; closing it joins libspeechd's reader thread.
struct SpeechdSpeech::Connection {
  SPDConnection* spd = nullptr;
  explicit Connection(SPDConnection* c) : spd(c) {}
  ~Connection() {
    if (spd) spd_close(spd);
  }
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  bool has_voice_for(const std::string& lang) const {
    std::unique_ptr<SPDVoice*, VoicesDeleter> voices(spd_list_synthesis_voices(spd));
    if (!voices) return false;
    for (SPDVoice** v = voices.get(); *v; ++v)
      if (language_matches((*v)->language, lang)) return true;
    return false;
  }
  std::string current_module() const {
    CString m(spd_get_output_module(spd));
    return m ? std::string(m.get()) : std::string();
  }
};

// libspeechd's callbacks carry no user pointer: this registry finds the SpeechdSpeech of a
// client id (the daemon numbers its clients), so several objects can live at once (tests).
struct SpeechdEvents {
  static std::mutex& mutex() {
    static std::mutex m;
    return m;
  }
  static std::vector<std::pair<std::size_t, SpeechdSpeech*>>& live() {
    static std::vector<std::pair<std::size_t, SpeechdSpeech*>> v;
    return v;
  }
  static void add(std::size_t client, SpeechdSpeech* s) {
    std::lock_guard lock(mutex());
    live().emplace_back(client, s);
  }
  static void remove(SpeechdSpeech* s) {
    std::lock_guard lock(mutex());
    std::erase_if(live(), [s](const auto& e) { return e.second == s; });
  }
  static void event(std::size_t msg_id, std::size_t client_id, SPDNotificationType type) {
    std::lock_guard lock(mutex());
    for (auto& [client, speech] : live())
      if (client == client_id) speech->on_event(msg_id, type == SPD_EVENT_END || type == SPD_EVENT_CANCEL);
  }
};

namespace {

using Address = std::unique_ptr<SPDConnectionAddress, AddressDeleter>;

// The daemon's address: the options' own, else libspeechd's default (SPEECHD_ADDRESS or the
// user's socket in $XDG_RUNTIME_DIR/speech-dispatcher/).
Address daemon_address(const SpeechdOptions& options, std::string& why) {
  Address address;
  if (!options.address.empty()) {
    // The same syntax as SPEECHD_ADDRESS: "unix_socket:/path" (the only one needed here).
    const std::string prefix = "unix_socket:";
    if (options.address.rfind(prefix, 0) != 0) {
      why = "unsupported speech-dispatcher address " + options.address;
      return nullptr;
    }
    address.reset(static_cast<SPDConnectionAddress*>(std::calloc(1, sizeof(SPDConnectionAddress))));
    address->method = SPD_METHOD_UNIX_SOCKET;
    address->unix_socket_name = strdup(options.address.substr(prefix.size()).c_str());
    return address;
  }
  char* error = nullptr;
  address.reset(spd_get_default_address(&error));
  if (!address) why = "speech-dispatcher: " + std::string(error ? error : "no address");
  std::free(error);
  return address;
}

// Whether something accepts connections on the Unix socket (a socket file left by a daemon
// that was killed does not).
bool socket_accepts(const char* path) {
  const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return false;
  sockaddr_un a{};
  a.sun_family = AF_UNIX;
  std::strncpy(a.sun_path, path, sizeof a.sun_path - 1);
  const bool ok = ::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
  ::close(fd);
  return ok;
}

}  // namespace

bool SpeechdSpeech::daemon_answers(const SpeechdOptions& options) {
  std::string why;
  const Address address = daemon_address(options, why);
  if (!address) return false;
  if (address->method != SPD_METHOD_UNIX_SOCKET || address->unix_socket_name == nullptr) return true;  // TCP: try it
  return socket_accepts(address->unix_socket_name);
}

SpeechdSpeechResult SpeechdSpeech::open(const SpeechdOptions& options) {
  SigpipeGuard no_sigpipe;
  char* error = nullptr;
  std::string why;
  const Address address = daemon_address(options, why);
  if (!address) return {nullptr, why};
  // No daemon on the socket: said at once, without asking libspeechd (whose failed spd_open2
  // also leaks a little memory in 0.11.4, which a retry every second would add up).
  if (address->method == SPD_METHOD_UNIX_SOCKET && address->unix_socket_name != nullptr &&
      !socket_accepts(address->unix_socket_name))
    return {nullptr, std::string("speech-dispatcher: no daemon listens on ") + address->unix_socket_name};
  // No autospawn: a daemon the user does not run is not started behind their back.
  SPDConnection* raw = spd_open2("spoluhrac", "main", nullptr, SPD_MODE_THREADED, address.get(), 0, &error);
  if (!raw) {
    why = error ? error : "cannot connect";
    std::free(error);
    return {nullptr, "speech-dispatcher: " + why};
  }
  std::free(error);
  auto connection = std::make_unique<Connection>(raw);
  if (spd_set_language(raw, options.lang.c_str()) != 0) return {nullptr, "speech-dispatcher refused language " + options.lang};
  std::string module = connection->current_module();
  if (!connection->has_voice_for(options.lang)) {
    bool found = false;
    for (const std::string& m : take_strings(spd_list_modules(raw))) {
      if (m == module || m == "dummy") continue;
      if (spd_set_output_module(raw, m.c_str()) != 0) continue;
      spd_set_language(raw, options.lang.c_str());
      if (connection->has_voice_for(options.lang)) {
        module = m;
        found = true;
        break;
      }
    }
    if (!found) return {nullptr, "speech-dispatcher has no voice for language " + options.lang};
  }
  const int client = spd_get_client_id(raw);
  raw->callback_end = &SpeechdEvents::event;
  raw->callback_cancel = &SpeechdEvents::event;
  if (spd_set_notification_on(raw, SPD_END) != 0 || spd_set_notification_on(raw, SPD_CANCEL) != 0)
    return {nullptr, "speech-dispatcher refused end-of-speech notifications"};
  std::unique_ptr<SpeechdSpeech> speech(new SpeechdSpeech(std::move(connection), options, module));
  SpeechdEvents::add(static_cast<std::size_t>(client), speech.get());
  return {std::move(speech), {}};
}

SpeechdSpeech::SpeechdSpeech(std::unique_ptr<Connection> connection, SpeechdOptions options, std::string module)
    : connection_(std::move(connection)), module_(std::move(module)), options_(std::move(options)) {
  options_dirty_ = true;  // the worker sends the rate, pitch and volume that are set
  thread_ = std::thread([this] { run(); });
}

SpeechdSpeech::~SpeechdSpeech() {
  SigpipeGuard no_sigpipe;
  SpeechdEvents::remove(this);
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  cv_.notify_all();
  if (thread_.joinable()) thread_.join();
  if (connection_ && !dead()) spd_cancel(connection_->spd);
  connection_.reset();
}

std::uint64_t SpeechdSpeech::enqueue(std::string_view text, Priority priority) {
  std::lock_guard lock(mutex_);
  if (dead_) return 0;
  Item item{std::string(text), next_id_++, priority};
  switch (priority) {
    case Priority::Interrupt:
      queue_.clear();
      if (in_flight_) cancel_pending_ = true;
      in_flight_.reset();
      in_flight_msg_ = 0;
      queue_.push_back(std::move(item));
      break;
    case Priority::Next: {
      auto it = std::find_if(queue_.begin(), queue_.end(), [](const Item& i) { return i.priority == Priority::Normal; });
      queue_.insert(it, std::move(item));
      break;
    }
    case Priority::Normal:
      queue_.push_back(std::move(item));
      break;
  }
  cv_.notify_all();
  return next_id_ - 1;
}

void SpeechdSpeech::silence() {
  std::lock_guard lock(mutex_);
  queue_.clear();  // dead or not: what the key cut is not wanted any more
  if (in_flight_) cancel_pending_ = true;
  in_flight_.reset();
  in_flight_msg_ = 0;
  cv_.notify_all();
  idle_cv_.notify_all();
}

void SpeechdSpeech::finish() {
  std::unique_lock lock(mutex_);
  idle_cv_.wait_for(lock, kFinishAtMost, [this] { return dead_ || (queue_.empty() && !in_flight_); });
}

void SpeechdSpeech::set_options(const SpeechdOptions& options) {
  std::lock_guard lock(mutex_);
  options_ = options;
  options_dirty_ = true;
  cv_.notify_all();
}

bool SpeechdSpeech::dead() const {
  std::lock_guard lock(mutex_);
  return dead_;
}

std::vector<std::string> SpeechdSpeech::take_unspoken() {
  std::lock_guard lock(mutex_);
  std::vector<std::string> out;
  if (!dead_) return out;
  if (in_flight_) out.push_back(std::move(in_flight_->text));
  in_flight_.reset();
  for (auto& item : queue_) out.push_back(std::move(item.text));
  queue_.clear();
  return out;
}

void SpeechdSpeech::on_failure(std::function<void()> callback) {
  std::lock_guard lock(mutex_);
  on_failure_ = std::move(callback);
}

void SpeechdSpeech::set_hand_observer(HandObserver observer) {
  std::lock_guard lock(mutex_);
  hand_observer_ = std::move(observer);
}

void SpeechdSpeech::on_event(std::size_t msg_id, bool finished) {
  if (!finished) return;
  std::lock_guard lock(mutex_);
  if (in_flight_ && in_flight_msg_ == msg_id) {
    in_flight_.reset();
    in_flight_msg_ = 0;
    cv_.notify_all();
    if (queue_.empty()) idle_cv_.notify_all();
  } else if (in_flight_ && in_flight_msg_ == 0) {
    // The end came before spd_say() returned the id (a fast module): remember it.
    ended_.push_back(msg_id);
    if (ended_.size() > 16) ended_.pop_front();
  }
}

void SpeechdSpeech::die_locked() {
  dead_ = true;
  cv_.notify_all();
  idle_cv_.notify_all();
}

void SpeechdSpeech::run() {
  sigset_t pipe;
  sigemptyset(&pipe);
  sigaddset(&pipe, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe, nullptr);  // see SigpipeGuard
  SPDConnection* spd = connection_->spd;
  std::unique_lock lock(mutex_);
  auto last_ping = Clock::now();
  while (!stopping_ && !dead_) {
    cv_.wait_for(lock, kPingEvery, [this] {
      return stopping_ || cancel_pending_ || options_dirty_ || (!in_flight_ && !queue_.empty());
    });
    if (stopping_) break;
    bool ok = true;
    if (cancel_pending_) {
      cancel_pending_ = false;
      lock.unlock();
      ok = spd_cancel(spd) == 0;
      lock.lock();
    }
    if (ok && options_dirty_) {
      options_dirty_ = false;
      const SpeechdOptions o = options_;
      lock.unlock();
      if (o.rate) ok = ok && spd_set_voice_rate(spd, std::clamp(*o.rate, -100, 100)) == 0;
      if (o.pitch) ok = ok && spd_set_voice_pitch(spd, std::clamp(*o.pitch, -100, 100)) == 0;
      if (o.volume) ok = ok && spd_set_volume(spd, std::clamp(*o.volume, -100, 100)) == 0;
      lock.lock();
    }
    // A message goes out only with the options of the moment: options changed while the
    // last ones were being sent (a key that changed the rate, then its answer) are sent
    // first, in the next round.
    if (ok && !in_flight_ && !queue_.empty() && !cancel_pending_ && !options_dirty_) {
      in_flight_ = std::move(queue_.front());
      queue_.pop_front();
      in_flight_msg_ = 0;
      ended_.clear();
      const std::string text = in_flight_->text;
      const std::uint64_t id = in_flight_->id;
      lock.unlock();
      const int msg = spd_say(spd, SPD_MESSAGE, text.c_str());
      const auto handed = Clock::now();
      lock.lock();
      if (msg < 0) {
        ok = false;
        // Cancelled meanwhile (silence): nothing is lost by the failure but the daemon.
      } else {
        if (hand_observer_) hand_observer_(id, handed);
        if (in_flight_ && in_flight_->id == id) {
          in_flight_msg_ = static_cast<std::size_t>(msg);
          if (std::find(ended_.begin(), ended_.end(), in_flight_msg_) != ended_.end()) {
            in_flight_.reset();
            in_flight_msg_ = 0;
            if (queue_.empty()) idle_cv_.notify_all();
          }
        }
        last_ping = Clock::now();
      }
    } else if (ok && Clock::now() - last_ping >= (in_flight_ ? kPingEvery : kIdlePingEvery)) {
      last_ping = Clock::now();
      const std::string lang = options_.lang;
      lock.unlock();
      // Setting the language again changes nothing and fails cleanly on a dead connection
      // (libspeechd 0.11.4 crashes in spd_get_output_module there).
      ok = spd_set_language(spd, lang.c_str()) == 0;
      lock.lock();
    }
    if (!ok) die_locked();
  }
  if (dead_ && !stopping_) {
    auto callback = on_failure_;
    lock.unlock();
    if (callback) callback();
  }
}

}  // namespace sh
