#include "online/xmpp_client.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <deque>
#include <iostream>
#include <map>
#include <optional>

#include "online/online_protocol.h"

#ifdef SPOLUHRAC_HAS_STROPHE
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <strophe.h>
#include <sys/eventfd.h>
#include <unistd.h>
#endif

namespace sh::online {

#ifdef SPOLUHRAC_HAS_STROPHE

namespace {

struct CtxFree {
  void operator()(xmpp_ctx_t* c) const { xmpp_ctx_free(c); }
};
struct ConnFree {
  void operator()(xmpp_conn_t* c) const { xmpp_conn_release(c); }
};
struct StanzaFree {
  void operator()(xmpp_stanza_t* s) const { xmpp_stanza_release(s); }
};
using Ctx = std::unique_ptr<xmpp_ctx_t, CtxFree>;
using Conn = std::unique_ptr<xmpp_conn_t, ConnFree>;
using Stanza = std::unique_ptr<xmpp_stanza_t, StanzaFree>;

// A text libstrophe allocated, freed with its context.
class Text {
 public:
  Text(xmpp_ctx_t* ctx, char* p) : ctx_(ctx), p_(p) {}
  ~Text() {
    if (p_) xmpp_free(ctx_, p_);
  }
  Text(const Text&) = delete;
  Text& operator=(const Text&) = delete;
  const char* get() const { return p_; }

 private:
  xmpp_ctx_t* ctx_;
  char* p_;
};

// The library's global state, once for the program.
struct Library {
  Library() { xmpp_initialize(); }
  ~Library() { xmpp_shutdown(); }
};
void library() { static Library lib; }

// The times, with SPOLUHRAC_XMPP_PING="AFTER_MS,ANSWER_MS" from the environment when it is there.
XmppTimes times_from_environment() {
  XmppTimes t;
  const char* env = std::getenv("SPOLUHRAC_XMPP_PING");
  if (!env) return t;
  char* end = nullptr;
  const long after = std::strtol(env, &end, 10);
  if (end == env || *end != ',') return t;
  const char* second = end + 1;
  const long answer = std::strtol(second, &end, 10);
  if (end == second || after <= 0 || answer <= 0) return t;
  t.ping_after = std::chrono::milliseconds(after);
  t.ping_answer = std::chrono::milliseconds(answer);
  t.handshake = t.ping_answer;  // a login as slow as a ping's missing answer: given up as soon
  return t;
}

using Clock = std::chrono::steady_clock;

// The socket libstrophe made last on this thread (its socket-option callback sees it before
// the connect): the client's thread polls it. One client a thread, so one slot a thread.
thread_local int t_socket = -1;
// The client of this thread, whose watchdog guards the socket made (Impl::arm).
thread_local void (*t_arm)(void*, int) = nullptr;
thread_local void* t_arm_self = nullptr;

// Also TCP_NODELAY: a stanza is written whole at once, and Nagle's algorithm would hold the
// next small one (the host's burst of sentences) until the server's delayed ACK, up to 40 ms.
int on_socket(xmpp_conn_t* conn, void* sock) {
  t_socket = *static_cast<int*>(sock);
  if (t_arm) t_arm(t_arm_self, t_socket);
  const int one = 1;
  ::setsockopt(t_socket, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  return xmpp_sockopt_cb_keepalive(conn, sock);
}

constexpr const char* kPingNs = "urn:xmpp:ping";

}  // namespace

struct XmppClient::Impl {
  XmppAccount account;
  std::function<void(InputItem)> push;
  int max_per_second = kHostReadsPerSecond;
  std::atomic<bool> stopping{false};
  XmppTimes times = times_from_environment();
  // Written by any thread that queues a stanza, read by the client's thread: its wake-up.
  int wake_fd = -1;
  std::mutex mutex;
  struct Out {
    std::string to, body, payload;
    bool presence = false;  // a directed presence, not a message
  };
  std::deque<Out> outbox;
  std::jthread thread;
  // Read on the client's thread only.
  Ctx ctx;
  Conn conn;
  bool connected = false;
  bool was_connected = false;
  bool want_roster = false;
  std::string resource;  // the resource the server bound first, asked for again on reconnects
  // The first login is tried this many times before it is said to fail (a busy server, or a
  // TLS handshake or a login cut short, refuses one now and then), a little longer apart each
  // time (0.5, 1, 1.5, 2, 2.5 s): a wrong password is said to fail after about 8 s.
  static constexpr int kFirstTries = 6;
  int first_tries = 0;
  std::chrono::steady_clock::time_point retry_at{};
  std::map<std::string, std::pair<std::int64_t, int>> rate;  // sender -> (second, count)
  // Keepalive: when a stanza last came from the server, and when the ping without an answer went.
  Clock::time_point heard{};
  std::optional<Clock::time_point> pinged;
  std::string domain;  // the server pinged (the bound JID's domain)
  int ping_count = 0;
  Clock::time_point connect_started{};

  // The watchdog, a thread of its own: libstrophe 0.12 waits inside the TLS handshake
  // (tls_openssl.c, tls_start: SSL_connect looped while it wants to read, with no timeout), so
  // a server that answers STARTTLS and then says nothing would hold the client's thread for
  // ever. A login's socket not logged in within times.handshake is shut down from here (on a
  // duplicate of the socket that only this client closes, so never another's socket reusing
  // the number): the handshake reads its end, fails, and libstrophe ends the try; the client's
  // thread then tries again as after any dropped line. The watchdog also pushes the notices
  // asked for with notice_at().
  std::mutex watch_mutex;
  std::condition_variable_any watch_cv;
  int guard_fd = -1;  // the duplicate of the login's socket (-1: no login under way)
  Clock::time_point guard_until{};
  bool guard_fired = false;
  bool watch_changed = false;
  std::multimap<Clock::time_point, InputItem> notices_due;  // notice_at(): pushed at their time
  std::jthread watchdog;

  // The client's thread: a login's socket was made (libstrophe's socket-option callback).
  static void arm(void* self_ptr, int fd) {
    auto* self = static_cast<Impl*>(self_ptr);
    std::lock_guard lock(self->watch_mutex);
    if (self->guard_fd >= 0) ::close(self->guard_fd);
    self->guard_fd = ::fcntl(fd, F_DUPFD_CLOEXEC, 0);
    self->guard_until = self->connect_started + self->times.handshake;
    self->guard_fired = false;
    self->watch_changed = true;
    self->watch_cv.notify_all();
  }
  // The client's thread: logged in, or the try is over.
  void disarm() {
    std::lock_guard lock(watch_mutex);
    if (guard_fd >= 0) ::close(guard_fd);
    guard_fd = -1;
  }
  void watch(std::stop_token st) {
    std::unique_lock lock(watch_mutex);
    while (!st.stop_requested()) {
      auto until = Clock::time_point::max();
      if (guard_fd >= 0 && !guard_fired) until = guard_until;
      if (!notices_due.empty()) until = std::min(until, notices_due.begin()->first);
      watch_changed = false;
      if (until == Clock::time_point::max()) watch_cv.wait(lock, st, [&] { return watch_changed; });
      else watch_cv.wait_until(lock, st, until, [&] { return watch_changed; });
      if (st.stop_requested()) return;
      const auto now = Clock::now();
      if (guard_fd >= 0 && !guard_fired && now >= guard_until) {
        guard_fired = true;
        ::shutdown(guard_fd, SHUT_RDWR);
        std::cerr << "spoluhrac: online: the server did not finish the login within "
                  << std::chrono::duration_cast<std::chrono::milliseconds>(times.handshake).count()
                  << " ms: the connection is closed and tried again\n";
      }
      std::vector<InputItem> ready;
      while (!notices_due.empty() && notices_due.begin()->first <= now) {
        ready.push_back(std::move(notices_due.begin()->second));
        notices_due.erase(notices_due.begin());
      }
      if (ready.empty()) continue;
      lock.unlock();
      for (auto& item : ready) push(std::move(item));
      lock.lock();
    }
  }

  static void on_conn(xmpp_conn_t* c, xmpp_conn_event_t event, int /*error*/, xmpp_stream_error_t* /*stream_error*/,
                      void* self_ptr) {
    auto* self = static_cast<Impl*>(self_ptr);
    self->disarm();  // the login is over, either way
    if (event == XMPP_CONN_CONNECT) {
      self->connected = true;
      self->was_connected = true;
      self->heard = Clock::now();
      self->pinged.reset();
      xmpp_handler_add(c, &Impl::on_any, nullptr, nullptr, nullptr, self);
      xmpp_handler_add(c, &Impl::on_ping, kPingNs, "iq", "get", self);
      xmpp_handler_add(c, &Impl::on_message, nullptr, "message", nullptr, self);
      xmpp_handler_add(c, &Impl::on_presence, nullptr, "presence", nullptr, self);
      if (self->want_roster) {  // the roster first: the contacts' presence answers the presence below
        xmpp_id_handler_add(c, &Impl::on_roster, kRosterId, self);
        Stanza iq(xmpp_iq_new(self->ctx.get(), "get", kRosterId));
        Stanza query(xmpp_stanza_new(self->ctx.get()));
        xmpp_stanza_set_name(query.get(), "query");
        xmpp_stanza_set_ns(query.get(), kRosterNs);
        xmpp_stanza_add_child(iq.get(), query.get());
        xmpp_send(c, iq.get());
      }
      Stanza presence(xmpp_presence_new(self->ctx.get()));
      xmpp_send(c, presence.get());
      const char* bound = xmpp_conn_get_bound_jid(c);
      // The same resource again after a reconnect: the full JID others address stays this one.
      if (bound && self->resource.empty()) {
        const std::string b(bound);
        if (const auto slash = b.find('/'); slash != std::string::npos) self->resource = b.substr(slash + 1);
      }
      if (bound) {
        const std::string b(bound);
        const auto at = b.find('@');
        self->domain = b.substr(at == std::string::npos ? 0 : at + 1);
        self->domain = self->domain.substr(0, self->domain.find('/'));
      }
      self->push(InputItem::make_notice(kConnectedNotice, bound ? bound : ""));
    } else {
      const bool was = self->connected;
      self->connected = false;
      self->retry_at = std::chrono::steady_clock::now() + std::chrono::seconds(2);
      if (!self->stopping) {
        if (was) self->push(InputItem::make_notice(kLostNotice));
        else if (!self->was_connected && ++self->first_tries < kFirstTries)  // once more, quietly
          self->retry_at = std::chrono::steady_clock::now() + std::chrono::milliseconds(500 * self->first_tries);
        else if (!self->was_connected)
          self->push(InputItem::make_notice(kFailedNotice, xmpp_conn_is_secured(c) ? "login refused" : "no TLS connection"));
      }
    }
  }

  // Anything from the server: the line is alive (the ping's answer, an error to it, any stanza).
  static int on_any(xmpp_conn_t* /*c*/, xmpp_stanza_t* /*stanza*/, void* self_ptr) {
    auto* self = static_cast<Impl*>(self_ptr);
    self->heard = Clock::now();
    self->pinged.reset();
    return 1;
  }

  // The server's (or anybody's) ping is answered (XEP-0199): some servers close a silent client.
  static int on_ping(xmpp_conn_t* c, xmpp_stanza_t* stanza, void* self_ptr) {
    auto* self = static_cast<Impl*>(self_ptr);
    if (!xmpp_stanza_get_child_by_name_and_ns(stanza, "ping", kPingNs)) return 1;
    const char* id = xmpp_stanza_get_id(stanza);
    Stanza result(xmpp_iq_new(self->ctx.get(), "result", id ? id : ""));
    if (const char* from = xmpp_stanza_get_from(stanza)) xmpp_stanza_set_to(result.get(), from);
    xmpp_send(c, result.get());
    return 1;
  }

  // After ping_after of silence a ping; no stanza within ping_answer of it: the line is dead.
  // Returns how long until the next look is due.
  Clock::duration keep_alive() {
    const auto now = Clock::now();
    if (pinged && now - *pinged >= times.ping_answer) {
      // Dead: said now, and the socket closed at once (xmpp_disconnect would wait for an
      // answer to its stream's end that will not come); the connection is tried again.
      connected = false;
      pinged.reset();
      push(InputItem::make_notice(kLostNotice));
      conn.reset();
      disarm();
      retry_at = Clock::now() + std::chrono::seconds(2);
      return retry_at - Clock::now();
    }
    if (!pinged && now - heard >= times.ping_after) {
      const std::string id = "spoluhrac-ping-" + std::to_string(++ping_count);
      Stanza iq(xmpp_iq_new(ctx.get(), "get", id.c_str()));
      if (!domain.empty()) xmpp_stanza_set_to(iq.get(), domain.c_str());
      Stanza ping(xmpp_stanza_new(ctx.get()));
      xmpp_stanza_set_name(ping.get(), "ping");
      xmpp_stanza_set_ns(ping.get(), kPingNs);
      xmpp_stanza_add_child(iq.get(), ping.get());
      xmpp_send(conn.get(), iq.get());
      pinged = now;
    }
    return pinged ? *pinged + times.ping_answer - now : heard + times.ping_after - now;
  }

  static int on_message(xmpp_conn_t* /*c*/, xmpp_stanza_t* stanza, void* self_ptr) {
    auto* self = static_cast<Impl*>(self_ptr);
    const char* from = xmpp_stanza_get_from(stanza);
    xmpp_stanza_t* el = xmpp_stanza_get_child_by_name_and_ns(stanza, kElement, kNamespace);
    if (!from || !el) return 1;
    const std::string sender(from);
    if (sender.size() > 1024) return 1;
    const auto second =
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
    if (self->rate.size() > 256) self->rate.clear();
    auto& [at, count] = self->rate[sender];
    if (at != second) {
      at = second;
      count = 0;
    }
    if (++count > self->max_per_second) return 1;
    Text text(self->ctx.get(), xmpp_stanza_get_text(el));
    if (!text.get()) return 1;
    const std::string payload(text.get());
    if (payload.size() > kMaxPayloadBytes) return 1;
    self->push(InputItem::make_notice(kStanzaNotice, sender + "\n" + payload));
    return 1;
  }

  // The roster's answer: one "<bare JID>\t<name>" line a contact (a name's tabs and line ends
  // become spaces; over-long addresses are left out, names cut).
  static constexpr const char* kRosterId = "spoluhrac-roster";
  static constexpr const char* kRosterNs = "jabber:iq:roster";
  static int on_roster(xmpp_conn_t* /*c*/, xmpp_stanza_t* stanza, void* self_ptr) {
    auto* self = static_cast<Impl*>(self_ptr);
    const char* type = xmpp_stanza_get_type(stanza);
    xmpp_stanza_t* query = xmpp_stanza_get_child_by_name_and_ns(stanza, "query", kRosterNs);
    if (!type || std::string(type) != "result" || !query) return 0;
    std::string lines;
    std::size_t n = 0;
    for (xmpp_stanza_t* item = xmpp_stanza_get_children(query); item && n < kMaxRosterContacts;
         item = xmpp_stanza_get_next(item)) {
      const char* name = xmpp_stanza_get_name(item);
      const char* jid = xmpp_stanza_get_attribute(item, "jid");
      if (!name || std::string(name) != "item" || !jid) continue;
      const std::string j(jid);
      if (j.empty() || j.size() > 1024 || j.find_first_of("\t\r\n") != std::string::npos) continue;
      const char* label = xmpp_stanza_get_attribute(item, "name");
      std::string l = label ? std::string(label).substr(0, 100) : std::string();
      for (char& ch : l)
        if (ch == '\t' || ch == '\r' || ch == '\n') ch = ' ';
      lines += j + "\t" + l + "\n";
      ++n;
    }
    self->push(InputItem::make_notice(kRosterNotice, lines));
    return 0;  // answered: the handler goes
  }

  // Presence from a full JID: available, or unavailable (its session ended). Subscription
  // requests and errors are not read.
  static int on_presence(xmpp_conn_t* /*c*/, xmpp_stanza_t* stanza, void* self_ptr) {
    auto* self = static_cast<Impl*>(self_ptr);
    const char* from = xmpp_stanza_get_from(stanza);
    if (!from) return 1;
    const std::string sender(from);
    if (sender.size() > 1024 || sender.find('/') == std::string::npos) return 1;
    const char* type = xmpp_stanza_get_type(stanza);
    const std::string t = type ? type : "";
    if (!t.empty() && t != "unavailable") return 1;
    self->push(InputItem::make_notice(kPresenceNotice, sender + (t.empty() ? "\navailable" : "\nunavailable")));
    return 1;
  }

  bool connect() {
    connect_started = Clock::now();
    conn.reset(xmpp_conn_new(ctx.get()));
    if (!conn) return false;
    // TLS or nothing: the password never crosses an unencrypted stream.
    xmpp_conn_set_flags(conn.get(), XMPP_CONN_FLAG_MANDATORY_TLS);
    const std::string jid = resource.empty() ? account.jid : account.jid.substr(0, account.jid.find('/')) + "/" + resource;
    xmpp_conn_set_jid(conn.get(), jid.c_str());
    xmpp_conn_set_pass(conn.get(), account.password.c_str());
    if (!account.cafile.empty()) xmpp_conn_set_cafile(conn.get(), account.cafile.c_str());
    xmpp_conn_set_sockopt_callback(conn.get(), &on_socket);
    const int rc = xmpp_connect_client(conn.get(), account.server.empty() ? nullptr : account.server.c_str(),
                                       static_cast<unsigned short>(account.port), &Impl::on_conn, this);
    return rc == XMPP_EOK;
  }

  void send_waiting() {
    std::deque<Out> out;
    {
      std::lock_guard lock(mutex);
      out.swap(outbox);
    }
    for (auto& o : out) {
      if (o.presence) {
        Stanza presence(xmpp_presence_new(ctx.get()));
        xmpp_stanza_set_to(presence.get(), o.to.c_str());
        xmpp_send(conn.get(), presence.get());
        continue;
      }
      Stanza msg(xmpp_message_new(ctx.get(), "chat", o.to.c_str(), nullptr));
      xmpp_message_set_body(msg.get(), o.body.c_str());
      Stanza el(xmpp_stanza_new(ctx.get()));
      xmpp_stanza_set_name(el.get(), kElement);
      xmpp_stanza_set_ns(el.get(), kNamespace);
      Stanza text(xmpp_stanza_new(ctx.get()));
      xmpp_stanza_set_text(text.get(), o.payload.c_str());
      xmpp_stanza_add_child(el.get(), text.get());
      xmpp_stanza_add_child(msg.get(), el.get());
      xmpp_send(conn.get(), msg.get());
    }
  }

  // libstrophe's socket while it is there (connecting or connected), or -1.
  int live_socket() {
    return conn && t_socket >= 0 && (xmpp_conn_is_connecting(conn.get()) || xmpp_conn_is_connected(conn.get())) ? t_socket
                                                                                                                   : -1;
  }

  // Lets libstrophe write what it holds, read what came and run its timers, without waiting.
  // What its handlers queue while reading (the login's next step, an answer) is written only by
  // its next call, and a TLS record is read 4 KiB at a time (the rest waits decrypted in
  // OpenSSL, where poll() cannot see it): so after a call that had input (or finished a
  // connect) it is called a few times more.
  void pump() {
    int due = 1;
    for (int calls = 0; due > 0 && calls < 16; ++calls, --due) {
      bool input = conn && xmpp_conn_is_connecting(conn.get());
      if (const int fd = live_socket(); fd >= 0) {
        pollfd p{fd, POLLIN, 0};
        input = input || ::poll(&p, 1, 0) > 0;
      }
      xmpp_run_once(ctx.get(), 0);
      if (input) due = 5;
    }
  }

  // Sleeps until the socket has something (or can take what libstrophe holds of ours), a
  // stanza is queued (the eventfd), or `most` passed (at most the idle tick).
  void wait(Clock::duration most) {
    pollfd fds[2] = {{wake_fd, POLLIN, 0}, {-1, 0, 0}};
    nfds_t n = 1;
    if (const int fd = live_socket(); fd >= 0) {
      fds[1].fd = fd;
      fds[1].events = static_cast<short>(
          xmpp_conn_is_connecting(conn.get()) || xmpp_conn_send_queue_len(conn.get()) > 0 ? POLLIN | POLLOUT : POLLIN);
      n = 2;
    }
    const auto ms = std::chrono::ceil<std::chrono::milliseconds>(std::max(most, Clock::duration::zero()));
    const int ready = ::poll(fds, n, static_cast<int>(std::min<std::int64_t>(ms.count(), times.idle_tick.count())));
    if (ready > 0 && (fds[0].revents & POLLIN)) {
      std::uint64_t count = 0;
      [[maybe_unused]] const auto r = ::read(wake_fd, &count, sizeof count);
    }
  }

  void run(std::stop_token) {
    // A write to a connection the server closed is EPIPE for libstrophe to notice, not SIGPIPE,
    // which would end the program: blocked on this thread (the signal goes to the writing thread).
    sigset_t pipe;
    sigemptyset(&pipe);
    sigaddset(&pipe, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe, nullptr);
    library();
    t_arm = &Impl::arm;
    t_arm_self = this;
    ctx.reset(xmpp_ctx_new(nullptr, nullptr));  // no logger: nothing of the login is written anywhere
    if (!ctx || !connect()) {
      push(InputItem::make_notice(kFailedNotice, "cannot start the connection"));
      return;
    }
    while (!stopping) {
      if (connected) send_waiting();
      pump();
      Clock::duration most = times.idle_tick;
      if (connected) {
        most = keep_alive();
      } else if ((!conn || xmpp_conn_is_disconnected(conn.get())) && (was_connected || first_tries < kFirstTries)) {
        if (Clock::now() >= retry_at) {
          retry_at = Clock::now() + std::chrono::seconds(2);
          if (!connect() && !was_connected && ++first_tries >= kFirstTries)
            push(InputItem::make_notice(kFailedNotice, "cannot start the connection"));
        }
        most = retry_at - Clock::now();
      } else if (conn && !xmpp_conn_is_disconnected(conn.get()) &&
                 Clock::now() - connect_started >= times.handshake + times.idle_tick) {
        // A login the server does not answer (it took the socket, then nothing, as a hung server
        // does) whose socket the watchdog shut down and libstrophe has not let go: closed and
        // tried again, as a dead line is.
        conn.reset();
        disarm();
      }
      if (stopping) break;
      bool queued = false;
      if (connected) {
        std::lock_guard lock(mutex);
        queued = !outbox.empty();
      }
      if (!queued) wait(most);
    }
    if (connected) {
      send_waiting();
      xmpp_disconnect(conn.get());
      for (int i = 0; i < 50 && !xmpp_conn_is_disconnected(conn.get()); ++i) xmpp_run_once(ctx.get(), 10);
    }
    conn.reset();
    ctx.reset();
    disarm();
  }
};

XmppClient::XmppClient(XmppAccount account, std::function<void(InputItem)> push, int max_per_second)
    : impl_(std::make_unique<Impl>()) {
  impl_->account = std::move(account);
  impl_->push = std::move(push);
  impl_->max_per_second = max_per_second;
  impl_->wake_fd = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
}

XmppClient::~XmppClient() {
  impl_->stopping = true;
  wake();
  if (impl_->thread.joinable()) impl_->thread.join();
  if (impl_->watchdog.joinable()) {
    impl_->watchdog.request_stop();
    impl_->watchdog.join();
  }
  impl_->disarm();
  if (impl_->wake_fd >= 0) ::close(impl_->wake_fd);
}

void XmppClient::wake() {
  const std::uint64_t one = 1;
  if (impl_->wake_fd >= 0) [[maybe_unused]] const auto w = ::write(impl_->wake_fd, &one, sizeof one);
}

void XmppClient::set_times(const XmppTimes& times) { impl_->times = times; }
const XmppTimes& XmppClient::times() const { return impl_->times; }

void XmppClient::start() {
  impl_->watchdog = std::jthread([this](std::stop_token st) { impl_->watch(st); });
  impl_->thread = std::jthread([this](std::stop_token st) { impl_->run(st); });
}

void XmppClient::notice_at(std::chrono::steady_clock::time_point when, InputItem item) {
  std::lock_guard lock(impl_->watch_mutex);
  impl_->notices_due.emplace(when, std::move(item));
  impl_->watch_changed = true;
  impl_->watch_cv.notify_all();
}

void XmppClient::want_roster() { impl_->want_roster = true; }

void XmppClient::send(const std::string& to, const std::string& body, const std::string& payload) {
  {
    std::lock_guard lock(impl_->mutex);
    impl_->outbox.push_back({to, body, payload});
  }
  wake();
}

void XmppClient::present_to(const std::string& to) {
  {
    std::lock_guard lock(impl_->mutex);
    impl_->outbox.push_back({to, "", "", true});
  }
  wake();
}

bool XmppClient::supported() { return true; }

#else  // built without libstrophe

struct XmppClient::Impl {
  std::function<void(InputItem)> push;
  XmppTimes times;
};

XmppClient::XmppClient(XmppAccount, std::function<void(InputItem)> push, int) : impl_(std::make_unique<Impl>()) {
  impl_->push = std::move(push);
}
XmppClient::~XmppClient() = default;
void XmppClient::start() { impl_->push(InputItem::make_notice(kFailedNotice, "this build has no XMPP library (libstrophe)")); }
void XmppClient::want_roster() {}
void XmppClient::set_times(const XmppTimes& times) { impl_->times = times; }
const XmppTimes& XmppClient::times() const { return impl_->times; }
void XmppClient::wake() {}
void XmppClient::send(const std::string&, const std::string&, const std::string&) {}
void XmppClient::present_to(const std::string&) {}
void XmppClient::notice_at(std::chrono::steady_clock::time_point, InputItem) {}
bool XmppClient::supported() { return false; }

#endif

}  // namespace sh::online
