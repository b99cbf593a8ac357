#include "phones/phone_server.h"

#include <httplib.h>

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>

#include <stdexcept>

namespace sh::phones {

namespace {

constexpr std::size_t kMaxBody = 1024;
constexpr int kRequestsPerWindow = 60;  // per address and 10 seconds: a page needs a few
constexpr auto kRequestWindow = std::chrono::seconds(10);
constexpr auto kKeepAlive = std::chrono::seconds(5);  // also how soon a closed page is noticed
constexpr auto kGoneGrace = std::chrono::seconds(4);  // a reload is not "left the table"

void secure_headers(httplib::Response& res) {
  res.set_header("Cache-Control", "no-store");
  res.set_header("X-Content-Type-Options", "nosniff");
  res.set_header("Referrer-Policy", "no-referrer");
  res.set_header("X-Frame-Options", "DENY");
  res.set_header("Content-Security-Policy",
                 "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; "
                 "form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
}

void not_found(httplib::Response& res) {
  res.status = 404;
  res.set_content("Not found\n", "text/plain; charset=utf-8");
}

// One server-sent-events stream of a seat's page.
struct Stream {
  int player = -1;
  std::string token;
  std::string device;
  std::uint64_t game = 0;
  std::uint64_t version = 0;
  bool holding = false;
  bool gone = false;
  bool first = true;
};

bool write_event(httplib::DataSink& sink, std::string_view event, std::string_view data) {
  std::string chunk = "event: ";
  chunk += event;
  chunk += "\ndata: ";
  chunk += data;
  chunk += "\n\n";
  return sink.write(chunk.data(), chunk.size());
}

}  // namespace

PhoneServer::PhoneServer(PhoneHub& hub, PageWords words, const std::string& host, int port)
    : hub_(hub), words_(std::move(words)), server_(std::make_unique<httplib::Server>()) {
  // A stream per joined page holds a thread: room for every seat's page, a reload or two,
  // and the actions.
  server_->new_task_queue = [] { return new httplib::ThreadPool(16); };
  server_->set_payload_max_length(kMaxBody);
  server_->set_read_timeout(5, 0);
  server_->set_write_timeout(5, 0);
  server_->set_keep_alive_max_count(20);
  routes();
  port_ = port == 0 ? server_->bind_to_any_port(host) : (server_->bind_to_port(host, port) ? port : -1);
  if (port_ <= 0) throw std::runtime_error("cannot listen on " + host + ":" + std::to_string(port));
  listener_ = std::jthread([this] { server_->listen_after_bind(); });
  // Running before anything may stop it (a stop before the listener starts would be lost).
  for (int i = 0; i < 500 && !server_->is_running(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  ticker_ = std::jthread([this](std::stop_token stop) {
    while (!stop.stop_requested()) {
      std::this_thread::sleep_for(std::chrono::milliseconds(250));
      hub_.tick(std::chrono::steady_clock::now(), kGoneGrace);
    }
  });
}

PhoneServer::~PhoneServer() {
  hub_.stop();  // wakes every stream
  server_->stop();
  if (listener_.joinable()) listener_.join();
  ticker_.request_stop();
}

void PhoneServer::routes() {
  server_->set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
    secure_headers(res);
    if (!hub_.allow(req.remote_addr, std::chrono::steady_clock::now(), kRequestsPerWindow, kRequestWindow)) {
      res.status = 429;
      res.set_content("Too many requests\n", "text/plain; charset=utf-8");
      return httplib::Server::HandlerResponse::Handled;
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });
  server_->Get("/", [this](const httplib::Request&, httplib::Response& res) {
    res.set_content(phone_page(words_, false), "text/html; charset=utf-8");
  });
  server_->Get(R"(/s/([A-Za-z0-9]{1,32}))", [this](const httplib::Request& req, httplib::Response& res) {
    const bool known = hub_.player_of(req.matches[1].str()).has_value();
    if (!known) res.status = 404;
    // A wrong code gets the code page and nothing of any seat.
    res.set_content(phone_page(words_, !known), "text/html; charset=utf-8");
  });
  server_->Get(R"(/s/([A-Za-z0-9]{1,32})/events)", [this](const httplib::Request& req, httplib::Response& res) {
    const auto player = hub_.player_of(req.matches[1].str());
    const std::string device = req.get_param_value("device");
    if (!player || !device_id_shape(device)) return not_found(res);
    auto stream = std::make_shared<Stream>();
    stream->player = *player;
    stream->token = req.matches[1].str();
    stream->device = device;
    stream->game = hub_.game();
    res.set_header("X-Accel-Buffering", "no");
    res.set_chunked_content_provider(
        "text/event-stream",
        [this, stream](std::size_t, httplib::DataSink& sink) {
          if (hub_.stopped()) {
            sink.done();
            return true;
          }
          if (!stream->holding) {
            switch (hub_.join(stream->player, stream->device)) {
              case JoinResult::Joined:
              case JoinResult::Rejoined: stream->holding = true; break;
              case JoinResult::Taken: stream->gone = true; break;
              case JoinResult::Waiting: break;
            }
          }
          // A new game, a revoked device or a seat given to another device: nothing more.
          const auto out = [&] {
            return stream->gone || hub_.player_of(stream->token) != stream->player || hub_.game() != stream->game ||
                   (stream->holding && !hub_.holds(stream->player, stream->device));
          };
          const auto end = [&] {
            stream->gone = true;
            write_event(sink, "gone", "{}");
            sink.done();
            return true;
          };
          if (out()) return end();
          if (!stream->holding) {
            if (stream->first) write_event(sink, "waiting", "{}");
            stream->first = false;
            hub_.wait_newer(stream->version, kKeepAlive);
            stream->version = hub_.snapshot()->version;
            return sink.write(": wait\n\n", 9);
          }
          auto snap = stream->first ? hub_.snapshot() : hub_.wait_newer(stream->version, kKeepAlive);
          if (out()) return end();  // revoked or replaced while it waited: not even this view
          const bool fresh = stream->first || snap->version > stream->version;
          stream->first = false;
          if (!fresh) return sink.write(": ping\n\n", 8);
          stream->version = snap->version;
          const auto p = static_cast<std::size_t>(stream->player);
          if (p < snap->views.size() && !snap->views[p].empty()) return write_event(sink, "view", snap->views[p]);
          return write_event(sink, "idle", "{}");
        },
        [this, stream](bool) {
          if (stream->holding) hub_.leave(stream->player, stream->device);
        });
  });
  server_->Post(R"(/s/([A-Za-z0-9]{1,32})/act)", [this](const httplib::Request& req, httplib::Response& res) {
    const auto player = hub_.player_of(req.matches[1].str());
    if (!player) return not_found(res);
    auto parsed = parse_phone_action(req.body);
    if (auto* error = std::get_if<ParseError>(&parsed)) {
      res.status = 400;
      res.set_content(error->reason + "\n", "text/plain; charset=utf-8");
      return;
    }
    switch (hub_.act(*player, std::get<PhoneAction>(parsed))) {
      case ActResult::Accepted: res.status = 204; break;
      case ActResult::NotHolder: res.status = 403; break;
      case ActResult::Replayed: res.status = 409; break;
      case ActResult::Limited: res.status = 429; break;
    }
  });
  server_->set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (res.body.empty()) res.set_content("Refused\n", "text/plain; charset=utf-8");
  });
}

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
