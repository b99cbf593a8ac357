#include "phones/phone_server.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/http/write.hpp>

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>

#include <array>
#include <atomic>
#include <deque>
#include <map>
#include <optional>
#include <stdexcept>
#include <thread>
#include <utility>

namespace sh::phones {

namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = net::ip::tcp;
using Clock = std::chrono::steady_clock;
using error_code = boost::system::error_code;

constexpr std::size_t kMaxBody = 1024;       // an action is a few dozen bytes
// A phone's request header is under 1 KiB, but a browser sends every cookie of the host's
// address (whatever else it serves on other ports): room for some.
constexpr std::uint32_t kMaxHeader = 8192;
constexpr int kRequestsPerWindow = 60;       // per address and 10 seconds: a page needs a few
constexpr auto kRequestWindow = std::chrono::seconds(10);
constexpr auto kGoneGrace = std::chrono::seconds(4);  // a reload is not "left the table"
constexpr auto kTick = std::chrono::milliseconds(250);
// After a refusal that closes the connection: how long what the client still sends is read
// and dropped, so that it reads the answer instead of a reset.
constexpr auto kLinger = std::chrono::seconds(1);
constexpr int kRequestsPerConnection = 100;
constexpr std::size_t kMaxQueued = 256 * 1024;  // bytes waiting for a stream that does not read
constexpr std::size_t kMaxIgnored = 4096;       // bytes a stream's client may send after its request

constexpr const char* kText = "text/plain; charset=utf-8";
constexpr const char* kHtml = "text/html; charset=utf-8";
constexpr std::pair<const char*, const char*> kSecureHeaders[] = {
    {"Cache-Control", "no-store"},
    {"X-Content-Type-Options", "nosniff"},
    {"Referrer-Policy", "no-referrer"},
    {"X-Frame-Options", "DENY"},
    {"Content-Security-Policy",
     "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; "
     "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"},
};

std::string_view sv(beast::string_view s) { return {s.data(), s.size()}; }

bool token_chars(std::string_view t) {
  if (t.empty() || t.size() > 32) return false;
  for (char c : t)
    if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) return false;
  return true;
}

// The value of `name` in a query string ("device=...&x=1"), or "".
std::string query_value(std::string_view query, std::string_view name) {
  while (!query.empty()) {
    const auto amp = query.find('&');
    const std::string_view pair = query.substr(0, amp);
    if (pair.size() > name.size() && pair.starts_with(name) && pair[name.size()] == '=')
      return std::string(pair.substr(name.size() + 1));
    if (amp == std::string_view::npos) break;
    query.remove_prefix(amp + 1);
  }
  return {};
}

// The head of an event stream: written as is, no length; the stream ends when it closes.
std::string stream_head() {
  std::string head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n";
  for (const auto& [name, value] : kSecureHeaders) (((head += name) += ": ") += value) += "\r\n";
  head += "X-Accel-Buffering: no\r\nConnection: close\r\n\r\n";
  return head;
}

}  // namespace

std::string sse_event(std::string_view event, std::uint64_t id, std::string_view data) {
  std::string out = "event: ";
  out += event;
  out += '\n';
  if (id != 0) out += "id: " + std::to_string(id) + "\n";
  std::size_t pos = 0;
  while (true) {
    const auto nl = data.find('\n', pos);
    out += "data: ";
    for (char c : data.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos))
      if (c != '\r') out += c;
    out += '\n';
    if (nl == std::string_view::npos) break;
    pos = nl + 1;
  }
  out += '\n';
  return out;
}

class PhoneServer::Impl {
 public:
  class Connection;

  Impl(PhoneHub& hub, PageWords words, const std::string& host, int port, ServerLimits limits);
  ~Impl();

  void wake();
  void update_streams();
  void accept();
  void admit(tcp::socket socket);
  void tick();
  void shutdown();
  void release(const std::string& address);

  PhoneHub& hub;
  const ServerLimits limits;
  const std::string page;        // the code page, and a seat's page (the same page)
  const std::string page_wrong;  // the code page saying a code opens nothing
  const std::string head = stream_head();
  std::atomic<int> open{0};
  int port = 0;
  // Declared before the io_context: its handlers own the connections, whose destructors
  // still reach these when the io_context is destroyed.
  std::map<std::string, int> per_address;
  std::map<Connection*, std::weak_ptr<Connection>> all;
  std::map<Connection*, std::weak_ptr<Connection>> streams;
  std::atomic<bool> wake_posted{false};
  bool shutting = false;
  net::io_context ioc{1};
  tcp::acceptor acceptor{ioc};
  net::steady_timer ticker{ioc};
  net::steady_timer retry{ioc};
  std::optional<net::executor_work_guard<net::io_context::executor_type>> work;
  std::jthread thread;
};

// One client connection: requests and answers, until it becomes an event stream (a seat's
// page listening) or closes. Lives while an operation of the event loop holds it.
class PhoneServer::Impl::Connection : public std::enable_shared_from_this<Connection> {
 public:
  Connection(Impl& server, tcp::socket socket, std::string address)
      : server_(server), socket_(std::move(socket)), timer_(server.ioc), address_(std::move(address)) {}
  ~Connection() {
    close();
    server_.release(address_);
  }

  void start() {
    server_.all[this] = weak_from_this();
    wait_request();
  }

  // The hub changed: what this stream's page must hear now, if anything.
  void update(const Snapshot& snap) {
    if (closed_ || closing_ || !streaming_) return;
    if (snap.game != game_ || server_.hub.player_of(token_) != player_) return gone("code");
    const SeatState state = server_.hub.seat_state(player_, device_);
    if (!holding_) {
      if (state == SeatState::Waits) return;  // told once; waits quietly
      if (state != SeatState::Holds) return gone(state == SeatState::Refused ? "refused" : "replaced");
      holding_ = true;  // the host gave it the seat
    } else if (state != SeatState::Holds) {
      return gone("replaced");
    }
    send_view(snap);
  }

  // A comment on a stream quiet for a while: proxies and phones keep it open, and a page
  // that went away is noticed.
  void keep_alive(Clock::time_point now) {
    if (streaming_ && !closed_ && !closing_ && !writing_ && out_.empty() && now - last_write_ >= server_.limits.keep_alive)
      push(": ping\n\n", false);
  }

  void close() {
    if (closed_) return;
    closed_ = true;
    disarm();
    error_code ec;
    socket_.shutdown(tcp::socket::shutdown_both, ec);
    socket_.close(ec);
    server_.all.erase(this);
    if (streaming_) {
      server_.streams.erase(this);
      if (joined_) server_.hub.leave(player_, device_);
    }
  }

 private:
  // Between requests: the idle deadline runs until a request's first byte comes.
  void wait_request() {
    if (buffer_.size() > 0) return read_request();  // pipelined
    arm(server_.limits.idle_timeout);
    socket_.async_wait(tcp::socket::wait_read, [self = shared_from_this()](error_code ec) {
      if (ec || self->closed_) return self->close();
      self->read_request();
    });
  }

  // The whole request (header and its small body) must come within the header deadline.
  void read_request() {
    arm(server_.limits.header_timeout);
    parser_.emplace();
    parser_->header_limit(kMaxHeader);
    parser_->body_limit(kMaxBody);
    http::async_read(socket_, buffer_, *parser_,
                     [self = shared_from_this()](error_code ec, std::size_t) { self->on_request(ec); });
  }

  void on_request(error_code ec) {
    if (closed_) return;
    disarm();
    if (ec == http::error::body_limit) return reply(413, "Too large\n", kText, false);
    if (ec == http::error::header_limit || ec == http::error::buffer_overflow)
      return reply(431, "Header too large\n", kText, false);
    if (ec) return close();  // the deadline, a malformed request, or the client went away
    handle(parser_->release());
  }

  void handle(http::request<http::string_body> req) {
    ++requests_;
    const bool keep = req.keep_alive() && requests_ < kRequestsPerConnection;
    if (!server_.hub.allow(address_, Clock::now(), kRequestsPerWindow, kRequestWindow))
      return reply(429, "Too many requests\n", kText, false);
    const std::string_view target = sv(req.target());
    const auto question = target.find('?');
    const std::string_view path = target.substr(0, question);
    const std::string_view query = question == std::string_view::npos ? std::string_view() : target.substr(question + 1);
    const bool get = req.method() == http::verb::get;
    const bool post = req.method() == http::verb::post;
    if (get && path == "/") return reply(200, server_.page, kHtml, keep);
    if (path.starts_with("/s/")) {
      const std::string_view rest = path.substr(3);
      const auto slash = rest.find('/');
      const std::string token(rest.substr(0, slash));
      const std::string_view tail = slash == std::string_view::npos ? std::string_view() : rest.substr(slash);
      if (token_chars(token)) {
        if (get && tail.empty()) {
          // A wrong code gets the code page and nothing of any seat.
          const bool known = server_.hub.player_of(token).has_value();
          return reply(known ? 200 : 404, known ? server_.page : server_.page_wrong, kHtml, keep);
        }
        if (get && tail == "/events") return open_stream(token, query_value(query, "device"), keep);
        if (post && tail == "/act") return act(token, req.body(), keep);
      }
    }
    reply(404, "Not found\n", kText, keep);
  }

  void act(const std::string& token, const std::string& body, bool keep) {
    const auto player = server_.hub.player_of(token);
    if (!player) return reply(404, "Not found\n", kText, keep);
    auto parsed = parse_phone_action(body);
    if (auto* error = std::get_if<ParseError>(&parsed)) return reply(400, error->reason + "\n", kText, keep);
    switch (server_.hub.act(*player, std::get<PhoneAction>(parsed))) {
      case ActResult::Accepted: return reply(204, "", kText, keep);
      case ActResult::NotHolder: return reply(403, "Refused\n", kText, keep);
      case ActResult::Replayed: return reply(409, "Refused\n", kText, keep);
      case ActResult::Stale: return reply(412, "Stale view\n", kText, keep);
      case ActResult::Limited: return reply(429, "Too many requests\n", kText, keep);
    }
    reply(500, "Refused\n", kText, false);
  }

  void reply(int status, std::string body, const char* type, bool keep) {
    auto res = std::make_shared<http::response<http::string_body>>(static_cast<http::status>(status), 11);
    for (const auto& [name, value] : kSecureHeaders) res->set(name, value);
    if (status != 204) {
      res->set(http::field::content_type, type);
      res->body() = std::move(body);
    }
    res->keep_alive(keep);
    res->prepare_payload();
    if (status == 204) res->erase(http::field::content_length);  // no body, and no length either (RFC 9110)
    arm(server_.limits.write_timeout);
    http::async_write(socket_, *res, [self = shared_from_this(), res, keep](error_code ec, std::size_t) {
      if (self->closed_) return;
      self->disarm();
      if (ec) return self->close();
      if (keep) return self->wait_request();
      self->linger();
    });
  }

  // Closing after an answer: our side is done; what the client still sends is read and
  // dropped for a moment, so it reads the answer rather than a reset.
  void linger() {
    error_code ec;
    socket_.shutdown(tcp::socket::shutdown_send, ec);
    arm(kLinger);
    drain();
  }
  void drain() {
    socket_.async_read_some(net::buffer(sink_), [self = shared_from_this()](error_code ec, std::size_t) {
      if (ec || self->closed_) return self->close();
      self->drain();
    });
  }

  // --- an event stream ---
  void open_stream(const std::string& token, const std::string& device, bool keep) {
    const auto player = server_.hub.player_of(token);
    if (!player || !device_id_shape(device)) return reply(404, "Not found\n", kText, keep);
    streaming_ = true;
    player_ = *player;
    token_ = token;
    device_ = device;
    game_ = server_.hub.snapshot()->game;
    server_.streams[this] = weak_from_this();
    push(server_.head, false);
    switch (server_.hub.join(player_, device_)) {
      case JoinResult::Joined:
      case JoinResult::Rejoined:
        joined_ = holding_ = true;
        update(*server_.hub.snapshot());
        break;
      case JoinResult::Waiting:
        joined_ = true;
        push(sse_event("waiting", 0, "{}"), false);
        break;
      case JoinResult::Taken: gone("busy"); break;
    }
    watch();
  }

  // A stream's client sends nothing more: reading only notices when it goes away.
  void watch() {
    socket_.async_read_some(net::buffer(sink_), [self = shared_from_this()](error_code ec, std::size_t n) {
      if (ec || self->closed_) return self->close();
      self->ignored_ += n;
      if (self->ignored_ > kMaxIgnored) return self->close();
      self->watch();
    });
  }

  void send_view(const Snapshot& snap) {
    const auto p = static_cast<std::size_t>(player_);
    const std::uint64_t version = p < snap.seat_versions.size() ? snap.seat_versions[p] : 0;
    if (sent_any_ && version == sent_version_) return;
    sent_any_ = true;
    sent_version_ = version;
    if (p < snap.views.size() && !snap.views[p].empty()) push(sse_event("view", version, snap.views[p]), true);
    else push(sse_event("idle", 0, "{}"), true);
  }

  // The stream ends with the reason its page shows (new code, refused, replaced, busy).
  void gone(const char* why) {
    push(sse_event("gone", 0, std::string(R"({"why":")") + why + "\"}"), false);
    closing_ = true;
    flush();
  }

  // Queues bytes of the stream; a newer view replaces one not yet sent.
  void push(std::string bytes, bool view) {
    if (closed_) return;
    if (view)
      std::erase_if(out_, [&](const Out& o) {
        if (o.view) queued_ -= o.bytes.size();
        return o.view;
      });
    queued_ += bytes.size();
    out_.push_back({view, std::move(bytes)});
    if (queued_ > kMaxQueued) return close();  // a client that does not read
    flush();
  }

  void flush() {
    if (writing_ || closed_) return;
    if (out_.empty()) {
      if (closing_) {
        error_code ec;
        socket_.shutdown(tcp::socket::shutdown_send, ec);
        arm(kLinger);  // watch() reads until the client closes, or the deadline closes it
      }
      return;
    }
    in_flight_.clear();
    for (auto& o : out_) in_flight_ += o.bytes;
    out_.clear();
    queued_ = 0;
    writing_ = true;
    arm(server_.limits.write_timeout);
    net::async_write(socket_, net::buffer(in_flight_), [self = shared_from_this()](error_code ec, std::size_t) {
      self->writing_ = false;
      if (self->closed_) return;
      self->disarm();
      if (ec) return self->close();
      self->last_write_ = Clock::now();
      self->flush();
    });
  }

  // One deadline at a time: when it passes, the connection closes.
  void arm(std::chrono::milliseconds after) {
    const auto generation = ++generation_;
    timer_.expires_after(after);
    timer_.async_wait([self = shared_from_this(), generation](error_code ec) {
      if (!ec && generation == self->generation_) self->close();
    });
  }
  void disarm() {
    ++generation_;
    timer_.cancel();
  }

  struct Out {
    bool view = false;
    std::string bytes;
  };

  Impl& server_;
  tcp::socket socket_;
  net::steady_timer timer_;
  std::string address_;
  beast::flat_buffer buffer_{kMaxHeader + kMaxBody + 1024};
  std::optional<http::request_parser<http::string_body>> parser_;
  std::array<char, 512> sink_{};
  std::uint64_t generation_ = 0;
  int requests_ = 0;
  bool closed_ = false;
  // the stream
  bool streaming_ = false;
  bool joined_ = false;   // counted by the hub (leave() when it ends)
  bool holding_ = false;  // the seat is this device's (else it waits)
  bool closing_ = false;  // "gone" was queued: nothing after it
  int player_ = -1;
  std::string token_;
  std::string device_;
  std::uint64_t game_ = 0;
  bool sent_any_ = false;
  std::uint64_t sent_version_ = 0;
  std::deque<Out> out_;
  std::size_t queued_ = 0;
  std::string in_flight_;
  bool writing_ = false;
  Clock::time_point last_write_ = Clock::now();
  std::size_t ignored_ = 0;
};

PhoneServer::Impl::Impl(PhoneHub& hub_, PageWords words, const std::string& host, int port_wanted, ServerLimits limits_)
    : hub(hub_), limits(limits_), page(phone_page(words, false)), page_wrong(phone_page(words, true)) {
  error_code ec;
  const auto address = net::ip::make_address(host, ec);
  if (port_wanted < 0 || port_wanted > 65535) ec = net::error::invalid_argument;
  const tcp::endpoint endpoint(address, static_cast<unsigned short>(port_wanted));
  if (!ec) acceptor.open(endpoint.protocol(), ec);
  if (!ec) acceptor.set_option(net::socket_base::reuse_address(true), ec);
  if (!ec) acceptor.bind(endpoint, ec);
  if (!ec) acceptor.listen(net::socket_base::max_listen_connections, ec);
  if (ec)
    throw std::runtime_error("cannot listen on " + host + ":" + std::to_string(port_wanted) + ": " + ec.message());
  port = acceptor.local_endpoint().port();
  work.emplace(ioc.get_executor());
  hub.set_listener([this] { wake(); });
  accept();
  tick();
  thread = std::jthread([this] { ioc.run(); });
}

PhoneServer::Impl::~Impl() {
  hub.set_listener(nullptr);
  hub.stop();
  net::post(ioc, [this] { shutdown(); });
  if (thread.joinable()) thread.join();
}

void PhoneServer::Impl::shutdown() {
  shutting = true;
  error_code ec;
  acceptor.close(ec);
  ticker.cancel();
  retry.cancel();
  std::vector<std::shared_ptr<Connection>> open_now;
  for (auto& [raw, weak] : all)
    if (auto c = weak.lock()) open_now.push_back(std::move(c));
  for (auto& c : open_now) c->close();
  work.reset();  // run() returns once the closed connections' handlers have run
}

// Any thread, with the hub locked: one update of the streams is posted at a time.
void PhoneServer::Impl::wake() {
  if (!wake_posted.exchange(true)) net::post(ioc, [this] { update_streams(); });
}

void PhoneServer::Impl::update_streams() {
  wake_posted = false;  // a change from now on posts again
  if (shutting) return;
  const auto snap = hub.snapshot();
  std::vector<std::shared_ptr<Connection>> now;
  for (auto& [raw, weak] : streams)
    if (auto c = weak.lock()) now.push_back(std::move(c));
  for (auto& c : now) c->update(*snap);
}

void PhoneServer::Impl::accept() {
  acceptor.async_accept([this](error_code ec, tcp::socket socket) {
    if (shutting || ec == net::error::operation_aborted) return;
    if (ec) {  // out of descriptors, say: try again in a moment rather than spin
      retry.expires_after(std::chrono::milliseconds(100));
      retry.async_wait([this](error_code e) {
        if (!e && !shutting) accept();
      });
      return;
    }
    admit(std::move(socket));
    accept();
  });
}

void PhoneServer::Impl::admit(tcp::socket socket) {
  error_code ec;
  const auto remote = socket.remote_endpoint(ec);
  if (ec) return;
  std::string address = remote.address().to_string();
  int& of_address = per_address[address];
  if (open.load() >= limits.total || of_address >= limits.per_address) {
    if (of_address == 0) per_address.erase(address);
    socket.close(ec);
    return;
  }
  ++of_address;
  ++open;
  socket.set_option(tcp::no_delay(true), ec);  // an event is one small write: out at once
  std::make_shared<Connection>(*this, std::move(socket), std::move(address))->start();
}

void PhoneServer::Impl::release(const std::string& address) {
  --open;
  const auto it = per_address.find(address);
  if (it != per_address.end() && --it->second <= 0) per_address.erase(it);
}

void PhoneServer::Impl::tick() {
  ticker.expires_after(kTick);
  ticker.async_wait([this](error_code ec) {
    if (ec || shutting) return;
    const auto now = Clock::now();
    hub.tick(now, kGoneGrace);
    std::vector<std::shared_ptr<Connection>> live;
    for (auto& [raw, weak] : streams)
      if (auto c = weak.lock()) live.push_back(std::move(c));
    for (auto& c : live) c->keep_alive(now);
    tick();
  });
}

PhoneServer::PhoneServer(PhoneHub& hub, PageWords words, const std::string& host, int port, ServerLimits limits)
    : impl_(std::make_unique<Impl>(hub, std::move(words), host, port, limits)) {}

PhoneServer::~PhoneServer() = default;

int PhoneServer::port() const { return impl_->port; }

int PhoneServer::connections() const { return impl_->open.load(); }

std::string local_address(int port) {
  std::string ip = "127.0.0.1";
  ifaddrs* list = nullptr;
  if (getifaddrs(&list) == 0) {
    for (ifaddrs* a = list; a; a = a->ifa_next) {
      if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET) continue;
      char buf[INET_ADDRSTRLEN] = {};
      const auto* in = reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
      if (!inet_ntop(AF_INET, &in->sin_addr, buf, sizeof buf)) continue;
      if (std::string_view(buf).starts_with("127.")) continue;
      ip = buf;
      break;
    }
    freeifaddrs(list);
  }
  return "http://" + ip + ":" + std::to_string(port);
}

}  // namespace sh::phones
