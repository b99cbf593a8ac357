// Bench program (not a test) of online tables through a private prosody on loopback (TLS,
// the program's own XmppClient):
//   build/online_latency_bench [rounds] [clients]
//     a payload's way from one client to `clients` others (one sender, as the host's sentence
//     goes to every guest): p50, p99 and the largest, in milliseconds.
//   build/online_latency_bench table [games]
//     the real host program and five guests (OnlineGuest, answering each turn with their
//     first action) at a Numberfloor table (beginner variant) of five seats, all online:
//     the host's resident memory (VmRSS) with the five seated against the same table with
//     no online seats (no XMPP at all), and a key on a guest -> the sentence at every other
//     client: read off the connection by the four other guests, written to standard output
//     by the host (its file watched every 0.2 ms), p50 and p99 over `games` games.
//   build/online_latency_bench idle [seconds]
//     the real program waiting for an invitation (--join, logged in, nothing happening): the
//     CPU time it used and how often its threads woke (voluntary context switches) over
//     `seconds` (10): what the XMPP client's loop costs when nothing comes.
//   build/online_latency_bench restart [seconds]
//     the real host program and three guests at a Numberfloor table (seat 1 a computer):
//     the server stopped mid-game for `seconds` (10) and started again: how long until every
//     guest is logged in again and the table moves on, and whether every guest got every
//     sentence of the game (the sentences' numbers have no gap) and heard the winner.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <dirent.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

#include <atomic>
#include <set>
#include <variant>

#include "online/online_protocol.h"
#include "online/xmpp_client.h"
#include "online_table_parts.h"
#include "prosody_server.h"

using namespace sh::online;
using test::Clock;
using test::Guest;
using test::HostProgram;
using test::wait_until;

namespace {

double at_quantile(const std::vector<double>& sorted, double q) {
  return sorted[std::min(sorted.size() - 1, static_cast<std::size_t>(q * static_cast<double>(sorted.size())))];
}

void print(const char* what, std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  if (ms.empty()) {
    std::printf("%s: none\n", what);
    return;
  }
  std::printf("%s: %zu, p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", what, ms.size(), at_quantile(ms, 0.5),
              at_quantile(ms, 0.99), ms.back());
}

// When a file grew, watched on a thread of its own.
class GrowthWatch {
 public:
  explicit GrowthWatch(std::string path) : path_(std::move(path)), thread_([this] { run(); }) {}
  ~GrowthWatch() {
    stop_ = true;
    thread_.join();
  }
  std::vector<Clock::time_point> times() {
    std::lock_guard lock(mutex_);
    return times_;
  }

 private:
  void run() {
    off_t size = 0;
    while (!stop_) {
      struct stat st {};
      if (stat(path_.c_str(), &st) == 0 && st.st_size != size) {
        size = st.st_size;
        std::lock_guard lock(mutex_);
        times_.push_back(Clock::now());
      }
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
  }
  std::string path_;
  std::mutex mutex_;
  std::vector<Clock::time_point> times_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

long settled_rss(const HostProgram& host) {
  // The largest of a few readings a moment apart, once the table waits.
  long most = 0;
  for (int i = 0; i < 10; ++i) {
    most = std::max(most, host.rss_kib());
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return most;
}

int table(int games) {
  std::vector<std::pair<std::string, std::string>> accounts{{"eva", "heslo-eva"}};
  const std::vector<std::string> names{"petr", "jana", "ota", "iva", "jan"};
  for (const auto& n : names) accounts.push_back({n, "heslo-" + n});
  test::ProsodyServer server(accounts);
  if (!server.missing().empty()) {
    std::fprintf(stderr, "cannot run: %s\n", server.missing().c_str());
    return 77;
  }
  const std::string game = "--game numberfloor --players 5 --mode dealer --set variant=beginner --set starts=1 "
                           "--set computers=none --names Eva,Petr,Jana,Ota,Iva --speech text --audio none --input stdin "
                           "--no-window";
  // The same table with no online seat: five players at the keypad, the first one's turn.
  {
    sh::test::TempHome home("online-bench-none");
    HostProgram host(home, game + " --seed 1");
    if (!wait_until([&] { return host.out().find("Na tahu") != std::string::npos; }, std::chrono::seconds(20), {})) {
      std::fprintf(stderr, "the table did not start:\n%s%s\n", host.out().c_str(), host.err().c_str());
      return 1;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    std::printf("host RSS, no online seats: %ld KiB\n", settled_rss(host));
  }
  std::vector<double> to_guests, to_host;
  for (int g = 0; g < games; ++g) {
    sh::test::TempHome home("online-bench-table");
    std::vector<std::unique_ptr<Guest>> guests;
    std::vector<Guest*> all;
    for (const auto& n : names) {
      guests.push_back(std::make_unique<Guest>(server.account(n, "heslo-" + n), "cs", /*plays=*/g > 0));
      all.push_back(guests.back().get());
    }
    if (!wait_until([&] { return std::all_of(all.begin(), all.end(), [](Guest* x) { return x->connected; }); },
                    std::chrono::seconds(30), all)) {
      std::fprintf(stderr, "the guests could not log in\n");
      return 1;
    }
    std::string invites;
    for (std::size_t i = 0; i < names.size(); ++i)
      invites += " --invite " + std::to_string(i + 1) + "=" + names[i] + "@localhost";
    HostProgram host(home, game + " --seed " + std::to_string(g + 1) + " --xmpp-account " +
                               server.account_file("eva", "heslo-eva").string() + invites);
    GrowthWatch out(home.file("host.out"));
    auto seated = [&] {
      return std::all_of(all.begin(), all.end(), [](Guest* x) { return x->guest().state() == OnlineGuest::State::Playing; });
    };
    if (!wait_until(seated, std::chrono::seconds(30), all)) {
      std::fprintf(stderr, "the guests were not seated:\n%s%s\n", host.out().c_str(), host.err().c_str());
      return 1;
    }
    if (g == 0) {
      // (the first game only seats them: nobody plays, the table waits on the first seat)
      wait_until([] { return false; }, std::chrono::milliseconds(500), all);
      std::printf("host RSS, five online seats: %ld KiB\n", settled_rss(host));
      continue;
    }
    if (!wait_until([&] { return host.out().find("Vítěz") != std::string::npos; }, std::chrono::seconds(300), all)) {
      std::fprintf(stderr, "the game did not end:\n%s\n", host.out().c_str());
      return 1;
    }
    wait_until([] { return false; }, std::chrono::milliseconds(300), all);
    const auto grew = out.times();
    for (auto* acting : all)
      for (const auto& act : acting->acted_at) {
        for (auto* other : all) {
          if (other == acting) continue;
          for (std::size_t i = 0; i < other->got.size(); ++i) {
            if (other->got_at[i] < act.at) continue;
            const std::string& stanza = other->got[i];
            const auto p = parse_payload(std::string_view(stanza).substr(stanza.find('\n') + 1));
            if (!std::holds_alternative<Payload>(p) || std::get<Payload>(p).kind != Kind::Say) continue;
            to_guests.push_back(std::chrono::duration<double, std::milli>(other->got_at[i] - act.at).count());
            break;
          }
        }
        const auto next = std::lower_bound(grew.begin(), grew.end(), act.at);
        if (next != grew.end()) to_host.push_back(std::chrono::duration<double, std::milli>(*next - act.at).count());
      }
  }
  if (games > 1) {
    print("guest key -> sentence read by each other guest", to_guests);
    print("guest key -> sentence written by the host", to_host);
  }
  return 0;
}

// The CPU time (utime + stime, clock ticks) of a process and the voluntary context switches of
// all its threads.
std::pair<long, long> cpu_and_wakes(pid_t pid) {
  long ticks = 0, wakes = 0;
  {
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::istringstream fields(text.substr(text.rfind(')') + 2));
    std::string f;
    for (int i = 3; i <= 15 && fields >> f; ++i)
      if (i == 14 || i == 15) ticks += std::atol(f.c_str());
  }
  const std::string tasks = "/proc/" + std::to_string(pid) + "/task";
  if (DIR* d = opendir(tasks.c_str())) {
    while (dirent* e = readdir(d)) {
      if (e->d_name[0] == '.') continue;
      std::ifstream in(tasks + "/" + e->d_name + "/status");
      std::string word;
      while (in >> word)
        if (word == "voluntary_ctxt_switches:") {
          long n = 0;
          in >> n;
          wakes += n;
        }
    }
    closedir(d);
  }
  return {ticks, wakes};
}

int idle(int seconds) {
  test::ProsodyServer server(std::vector<std::pair<std::string, std::string>>{{"petr", "heslo-petr"}});
  if (!server.missing().empty()) {
    std::fprintf(stderr, "cannot run: %s\n", server.missing().c_str());
    return 77;
  }
  sh::test::TempHome home("online-bench-idle");
  const std::string out = home.file("idle.out");
  const std::string cmd = home.env() + " exec " + SPOLUHRAC_BINARY + " --data-dir " + SPOLUHRAC_SOURCE_DIR +
                          " --join --speech text --audio none --input stdin --no-window --xmpp-account " +
                          server.account_file("petr", "heslo-petr").string() + " > " + out + " 2>&1";
  int keys[2];
  if (pipe(keys) != 0) return 1;
  const pid_t pid = fork();
  if (pid == 0) {
    dup2(keys[0], 0);
    close(keys[0]);
    close(keys[1]);
    execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(keys[0]);
  const bool waiting = wait_until([&] { return sh::test::read_file(out).find("Čekám na pozvání ke hře.") != std::string::npos; },
                                  std::chrono::seconds(30));
  int rc = 1;
  if (waiting) {
    std::this_thread::sleep_for(std::chrono::seconds(1));
    const auto [ticks0, wakes0] = cpu_and_wakes(pid);
    std::this_thread::sleep_for(std::chrono::seconds(seconds));
    const auto [ticks1, wakes1] = cpu_and_wakes(pid);
    const double ms = 1000.0 * static_cast<double>(ticks1 - ticks0) / static_cast<double>(sysconf(_SC_CLK_TCK));
    std::printf("idle program (--join, waiting for an invitation) over %d s: CPU %.0f ms (%.2f %%), %ld wake-ups (%.1f a second)\n",
                seconds, ms, ms / (10.0 * seconds), wakes1 - wakes0, static_cast<double>(wakes1 - wakes0) / seconds);
    rc = 0;
  } else {
    std::fprintf(stderr, "the program did not log in:\n%s\n", sh::test::read_file(out).c_str());
  }
  close(keys[1]);
  kill(pid, SIGTERM);
  int status = 0;
  waitpid(pid, &status, 0);
  return rc;
}

int restart(int seconds) {
  test::ProsodyServer server({{"eva", "heslo-eva"}, {"petr", "heslo-petr"}, {"jana", "heslo-jana"}, {"ota", "heslo-ota"}});
  if (!server.missing().empty()) {
    std::fprintf(stderr, "cannot run: %s\n", server.missing().c_str());
    return 77;
  }
  sh::test::TempHome home("online-bench-restart");
  Guest petr(server.account("petr", "heslo-petr"), "cs");
  Guest jana(server.account("jana", "heslo-jana"), "en");
  Guest ota(server.account("ota", "heslo-ota"), "cs");
  const std::vector<Guest*> all{&petr, &jana, &ota};
  const auto limit = std::chrono::seconds(30);
  if (!wait_until([&] { return petr.connected && jana.connected && ota.connected; }, limit, all)) return 1;
  HostProgram host(home, "--game numberfloor --players 4 --mode dealer --seed 5 --set variant=beginner --set starts=1 "
                         "--set computers=1 --set level=easy --names Eva,Petr,Jana,Ota --speech text --audio none "
                         "--input stdin --no-window --xmpp-account " + server.account_file("eva", "heslo-eva").string() +
                         " --invite 2=petr@localhost --invite 3=jana@localhost --invite 4=ota@localhost");
  auto acts = [&] { return petr.acted_at.size() + jana.acted_at.size() + ota.acted_at.size(); };
  if (!wait_until([&] {
        host.answer("Enter: Eva hraje dál.", "ok");
        return acts() >= 4;
      }, limit, all)) {
    std::fprintf(stderr, "the table did not start:\n%s%s\n", host.out().c_str(), host.err().c_str());
    return 1;
  }
  server.stop();
  const auto stopped = Clock::now();
  const auto acts_before = acts();
  wait_until([] { return false; }, std::chrono::seconds(seconds), all);
  const auto acts_down = acts() - acts_before;
  const bool host_said = host.out().find("Spojení přes internet se přerušilo.") != std::string::npos;
  server.start();
  if (!server.missing().empty()) {
    std::fprintf(stderr, "prosody did not start again: %s\n", server.missing().c_str());
    return 1;
  }
  const auto started = Clock::now();
  const bool back = wait_until([&] { return petr.connects > 1 && jana.connects > 1 && ota.connects > 1; }, limit, all);
  const auto logged_in = Clock::now();
  const bool moved = wait_until([&] {
    host.answer("Enter: Eva hraje dál.", "ok");
    return acts() > acts_before;
  }, limit, all);
  const auto moved_at = Clock::now();
  const bool ended = wait_until([&] {
    host.answer("Enter: Eva hraje dál.", "ok");
    return host.out().find("Vítěz") != std::string::npos;
  }, std::chrono::seconds(120), all);
  wait_until([&] {
    return petr.transcript().find("Vítěz") != std::string::npos && ota.transcript().find("Vítěz") != std::string::npos &&
           jana.transcript().find("Winner") != std::string::npos;
  }, std::chrono::seconds(10), all);
  auto ms = [](Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double, std::milli>(b - a).count(); };
  std::printf("prosody down %d s (%.1f s measured): the host said the connection dropped: %s; guest actions sent while "
              "down: %zu\n",
              seconds, ms(stopped, started) / 1000, host_said ? "yes" : "NO", acts_down);
  std::printf("after the restart: every guest logged in again %s in %.0f ms; the table moved on %s in %.0f ms; the game "
              "ended: %s\n",
              back ? "yes," : "NO,", ms(started, logged_in), moved ? "yes," : "NO,", ms(started, moved_at), ended ? "yes" : "NO");
  int lost = 0;
  for (auto* g : all) {
    std::set<std::uint64_t> seqs;
    for (const auto& stanza : g->got) {
      const auto p = parse_payload(std::string_view(stanza).substr(stanza.find('\n') + 1));
      if (std::holds_alternative<Payload>(p) && std::get<Payload>(p).kind == Kind::Say) seqs.insert(std::get<Payload>(p).seq);
    }
    const std::uint64_t last = seqs.empty() ? 0 : *seqs.rbegin();
    const std::size_t gaps = static_cast<std::size_t>(last) - seqs.size() + (seqs.count(0) ? 1 : 0);
    const bool winner = g->transcript().find("Vítěz") != std::string::npos || g->transcript().find("Winner") != std::string::npos;
    std::printf("guest at seat %d: sentences 1..%llu, missing %zu, the winner heard: %s\n", g->guest().seat() + 1,
                static_cast<unsigned long long>(last), gaps, winner ? "yes" : "NO");
    if (gaps > 0 || !winner) ++lost;
  }
  return back && moved && ended && lost == 0 ? 0 : 1;
}

int payloads(int argc, char** argv) {
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

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "idle") return idle(argc > 2 ? std::atoi(argv[2]) : 10);
  if (argc > 1 && std::string(argv[1]) == "restart") return restart(argc > 2 ? std::atoi(argv[2]) : 10);
  if (argc > 1 && std::string(argv[1]) == "table") return table(argc > 2 ? std::atoi(argv[2]) + 1 : 4);
  return payloads(argc, argv);
}
