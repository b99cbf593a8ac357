// Bench program (not a test): how long a payload takes from one Spoluhráč's XMPP client to
// another's through a private prosody on loopback (TLS, the program's own XmppClient), as a
// guest's action travels to the host and the host's sentence on to every other guest: one
// sender, `clients` receivers, `rounds` payloads of the size of a sentence. Prints p50, p99
// and the largest, in milliseconds.
//   build/online_latency_bench [rounds] [clients]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "online/online_protocol.h"
#include "online/xmpp_client.h"
#include "prosody_server.h"

using namespace sh::online;
using Clock = std::chrono::steady_clock;

int main(int argc, char** argv) {
  const int rounds = argc > 1 ? std::atoi(argv[1]) : 200;
  const int clients = argc > 2 ? std::atoi(argv[2]) : 2;
  std::vector<std::pair<std::string, std::string>> accounts{{"host", "h"}};
  for (int i = 0; i < clients; ++i) accounts.push_back({"guest" + std::to_string(i), "g"});
  test::ProsodyServer server(accounts);
  if (!server.missing().empty()) {
    std::fprintf(stderr, "cannot run: %s\n", server.missing().c_str());
    return 77;
  }
  std::mutex mutex;
  std::vector<std::string> jids(static_cast<std::size_t>(clients));
  std::vector<std::vector<Clock::time_point>> got(static_cast<std::size_t>(clients));
  std::vector<std::unique_ptr<XmppClient>> guests;
  for (int i = 0; i < clients; ++i)
    guests.push_back(std::make_unique<XmppClient>(
        server.account("guest" + std::to_string(i), "g"),
        [&, i](sh::InputItem item) {
          std::lock_guard lock(mutex);
          if (item.notice == kConnectedNotice) jids[static_cast<std::size_t>(i)] = item.notice_arg;
          if (item.notice == kStanzaNotice) got[static_cast<std::size_t>(i)].push_back(Clock::now());
        },
        kGuestReadsPerSecond));
  bool host_up = false;
  XmppClient host(server.account("host", "h"), [&](sh::InputItem item) {
    std::lock_guard lock(mutex);
    if (item.notice == kConnectedNotice) host_up = true;
  });
  host.start();
  for (auto& g : guests) g->start();
  for (int i = 0; i < 2000; ++i) {
    {
      std::lock_guard lock(mutex);
      if (host_up && std::all_of(jids.begin(), jids.end(), [](const std::string& j) { return !j.empty(); })) break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  Payload say;
  say.kind = Kind::Say;
  say.table = "0123456789abcdef";
  say.seat = 1;
  say.message = sh::Message("quist.turn").with("player", "Petr").with("value", 42).to_table();
  std::vector<double> ms;
  for (int r = 0; r < rounds; ++r) {
    say.seq = static_cast<std::uint64_t>(r + 1);
    const auto sent = Clock::now();
    for (const auto& jid : jids) host.send(jid, "", to_json(say));
    // Each round waits for every receiver before the next is sent.
    for (int wait = 0; wait < 5000; ++wait) {
      {
        std::lock_guard lock(mutex);
        if (std::all_of(got.begin(), got.end(), [&](const auto& g) { return static_cast<int>(g.size()) > r; })) break;
      }
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
    std::lock_guard lock(mutex);
    for (const auto& g : got)
      if (static_cast<int>(g.size()) > r) ms.push_back(std::chrono::duration<double, std::milli>(g[static_cast<std::size_t>(r)] - sent).count());
  }
  std::sort(ms.begin(), ms.end());
  if (ms.empty()) return 1;
  auto at = [&](double q) { return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * static_cast<double>(ms.size())))]; };
  std::printf("payloads %zu (rounds %d, receivers %d): p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", ms.size(), rounds, clients,
              at(0.50), at(0.99), ms.back());
  return 0;
}
