// The parts of a whole online table through a private prosody, shared by the tests that play
// one (online_prosody_test.cpp) and the bench program (online_latency_bench.cpp): the host
// program run with its keys written by the caller, a guest (the program's own guest side,
// OnlineGuest, on its own XMPP connection, keeping every stanza it got and when), and a wait
// on a condition that pumps the guests meanwhile.
#pragma once

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <fstream>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "../phones/phones_test_host.h"
#include "online/online_guest.h"
#include "online/xmpp_client.h"
#include "test_support.h"

namespace sh::online::test {

// The host program, its keys written by the caller (keys()).
class HostProgram {
 public:
  HostProgram(const sh::test::TempHome& home, const std::string& args)
      : out_(home.file("host.out")), err_(home.file("host.err")) {
    int fds[2];
    if (pipe(fds) != 0) throw std::runtime_error("pipe");
    const std::string cmd = home.env() + " exec " + SPOLUHRAC_BINARY + " --data-dir " + SPOLUHRAC_SOURCE_DIR + " " + args +
                            " > " + out_ + " 2> " + err_;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(fds[0], 0);
      close(fds[0]);
      close(fds[1]);
      execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    close(fds[0]);
    keys_ = fds[1];
  }
  ~HostProgram() {
    close(keys_);  // the script ends: the program ends
    int status = 0;
    for (int i = 0; i < 200 && waitpid(pid_, &status, WNOHANG) == 0; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(25));
    if (waitpid(pid_, &status, WNOHANG) == 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, &status, 0);
    }
  }
  HostProgram(const HostProgram&) = delete;
  HostProgram& operator=(const HostProgram&) = delete;
  std::string out() const { return sh::test::read_file(out_); }
  std::string err() const { return sh::test::read_file(err_); }
  // Writes keys as the keypad script would ("ok", "next 3 ok").
  void keys(const std::string& words) {
    const std::string line = words + "\n";
    if (write(keys_, line.data(), line.size()) != static_cast<ssize_t>(line.size())) throw std::runtime_error("keys");
  }
  // Presses `key` once for each time the host has said `line` so far (as the host at the
  // keypad would: Numberfloor's take-over pause waits for the host's Enter).
  void answer(const std::string& line, const std::string& key) {
    const std::string text = out();
    int times = 0;
    for (auto at = text.find(line); at != std::string::npos; at = text.find(line, at + line.size())) ++times;
    for (; answered_ < times; ++answered_) keys(key);
  }
  // The program's resident memory in KiB (its /proc status; 0 when gone).
  long rss_kib() const {
    std::ifstream in("/proc/" + std::to_string(pid_) + "/status");
    std::string word;
    while (in >> word)
      if (word == "VmRSS:") {
        long kib = 0;
        in >> kib;
        return kib;
      }
    return 0;
  }

 private:
  std::string out_, err_;
  pid_t pid_ = -1;
  int keys_ = -1;
  int answered_ = 0;
};

using Clock = std::chrono::steady_clock;

// The program with its keys written by the test; killed (SIGKILL), or ended (SIGTERM) at the end.
class Program {
 public:
  Program(const sh::test::TempHome& home, const std::string& name, const std::string& args)
      : out_(home.file(name + ".out")), err_(home.file(name + ".err")) {
    int fds[2];
    if (pipe(fds) != 0) throw std::runtime_error("pipe");
    const std::string cmd = home.env() + " exec " + SPOLUHRAC_BINARY + " --data-dir " + SPOLUHRAC_SOURCE_DIR + " " + args +
                            " > " + out_ + " 2> " + err_;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(fds[0], 0);
      close(fds[0]);
      close(fds[1]);
      execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    close(fds[0]);
    keys_ = fds[1];
  }
  ~Program() {
    if (keys_ >= 0) close(keys_);
    if (pid_ < 0) return;
    // A program at an online table waits on its connection after its keys end: ended at once.
    kill(pid_, SIGTERM);
    int status = 0;
    for (int i = 0; i < 100 && waitpid(pid_, &status, WNOHANG) == 0; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (waitpid(pid_, &status, WNOHANG) == 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, &status, 0);
    }
  }
  Program(const Program&) = delete;
  Program& operator=(const Program&) = delete;
  void keys(const std::string& k) {
    const std::string line = k + "\n";
    ASSERT_EQ(write(keys_, line.data(), line.size()), static_cast<ssize_t>(line.size()));
  }
  // Killed at once, as a crash or a pulled plug would end it.
  void kill_now() {
    kill(pid_, SIGKILL);
    int status = 0;
    waitpid(pid_, &status, 0);
    pid_ = -1;
    close(keys_);
    keys_ = -1;
  }
  std::string out() const { return sh::test::read_file(out_); }
  std::string err() const { return sh::test::read_file(err_); }

 private:
  std::string out_, err_;
  pid_t pid_ = -1;
  int keys_ = -1;
};

template <class F>
bool wait_until(F done, std::chrono::milliseconds limit) {
  const auto end = std::chrono::steady_clock::now() + limit;
  while (std::chrono::steady_clock::now() < end) {
    if (done()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return done();
}

// A guest: its own connection, its own voice and language, every payload it got kept (with
// the moment its connection read it). With `plays`, it accepts the invitation and answers its
// turns with the first action of each new view; without, it only accepts.
class Guest {
 public:
  Guest(const XmppAccount& account, const std::string& lang, bool plays = true)
      : host_(lang),
        guest_(
            [this](const std::string& to, const std::string& body, const std::string& payload) {
              client_.send(to, body, payload);
            },
            lang),
        plays_(plays),
        client_(
            account,
            [this](InputItem item) {
              std::lock_guard lock(mutex_);
              if (item.notice == kStanzaNotice) arrived_.push_back(Clock::now());
              inbox_.push_back(std::move(item));
            },
            kGuestReadsPerSecond) {
    client_.start();
  }
  // Handles what arrived; accepts an invitation; plays its first action on a new view of its turn.
  void pump() {
    std::vector<InputItem> items;
    std::vector<Clock::time_point> arrived;
    {
      std::lock_guard lock(mutex_);
      items.swap(inbox_);
      arrived.swap(arrived_);
    }
    std::size_t stanza = 0;
    for (auto& item : items) {
      if (item.notice == kStanzaNotice) {
        got.push_back(item.notice_arg);
        got_at.push_back(arrived.at(stanza++));
      }
      if (item.notice == kConnectedNotice) {
        connected = true;
        ++connects;
      }
      guest_.on_notice(host_, item);
      if (guest_.state() == OnlineGuest::State::Invited) guest_.on_key(host_, Key::Ok);
    }
    if (!plays_ || guest_.state() != OnlineGuest::State::Playing || guest_.view_version() == acted_on_) return;
    if (!said_hand_ && !guest_.view().hand.empty()) {
      guest_.help(host_);  // the hand, read out (help)
      for (const auto& line : guest_.view().hand) first_hand.push_back(render(line));
      said_hand_ = true;
    }
    const auto& v = guest_.view();
    if (v.my_turn && !v.actions.empty()) {
      acted_on_ = guest_.view_version();
      acted_at.push_back({Clock::now(), got.size()});
      guest_.act(host_, v.actions.front().act, v.actions.front().value);
    }
  }
  std::string transcript() const { return host_.all_said(); }
  // A line of a view (messages) in this guest's language.
  std::string render(const PageLine& line) { return host_.voice().render_joined(line); }
  OnlineGuest& guest() { return guest_; }
  bool connected = false;
  int connects = 0;  // logins (the first and each after a lost connection)
  std::vector<std::string> got;           // "<from>\n<payload>" of every stanza received
  std::vector<Clock::time_point> got_at;  // when each was read off the connection
  std::vector<std::string> first_hand;  // the first view's hand, in this guest's language
  struct Acted {
    Clock::time_point at;
    std::size_t got;  // stanzas received before it
  };
  std::vector<Acted> acted_at;  // every action this guest sent

 private:
  phones::test::PagesHost host_;
  OnlineGuest guest_;
  bool plays_;
  // Before the client: its thread puts what arrives (presence too) here until it is joined.
  std::mutex mutex_;
  std::vector<InputItem> inbox_;
  std::vector<Clock::time_point> arrived_;
  std::uint64_t acted_on_ = 0;
  bool said_hand_ = false;
  XmppClient client_;
};

template <class F>
bool wait_until(F done, std::chrono::milliseconds limit, const std::vector<Guest*>& guests) {
  const auto end = Clock::now() + limit;
  while (Clock::now() < end) {
    for (auto* g : guests) g->pump();
    if (done()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return false;
}

// ---------------------------------------------------------------- reading transcripts

// How often `what` occurs in `text`.
inline int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

// Whether the program has said or printed `what`.
inline bool has(const Program& p, const std::string& what) { return p.out().find(what) != std::string::npos; }

// The SAY lines of `text` from the first holding `from` up to (without) the next "SOUND your_turn".
inline std::vector<std::string> said_from(const std::string& text, const std::string& from) {
  std::vector<std::string> out;
  std::istringstream in(text);
  bool on = false;
  for (std::string line; std::getline(in, line);) {
    if (!on && line.find(from) != std::string::npos) on = true;
    if (!on) continue;
    if (line == "SOUND your_turn") break;
    if (line.rfind("SAY ", 0) == 0) out.push_back(line);
  }
  return out;
}

// Back after a drop: the guest has every table sentence the host said from "Petr vynáší" on,
// each as often as the host said it (counted in the guest's transcript from `guest_from`; the
// order is checked by the outage test: the guest holds a sentence above a gap until the gap is
// filled), it is its turn again, and its next key reaches the host.
inline void expect_every_sentence_and_play_on(Program& host, Program& guest, const std::string& guest_from,
                                              std::chrono::milliseconds limit) {
  const auto table = said_from(host.out(), "Petr vynáší");
  ASSERT_GE(table.size(), 3u) << host.out();
  ASSERT_TRUE(wait_until([&] {
    for (const auto& line : table)
      if (guest.out().find(line) == std::string::npos) return false;
    return true;
  }, limit)) << "--- the host:\n" << host.out() << "--- the guest:\n" << guest.out();
  ASSERT_TRUE(wait_until([&] { return count(guest.out(), "Jsi na tahu.") >= 2; }, limit)) << guest.out();
  const std::string guest_since = guest.out().substr(guest.out().find(guest_from));
  const std::string host_since = host.out().substr(host.out().find("SAY Petr vynáší"));
  for (const auto& line : table) EXPECT_EQ(count(guest_since, line), count(host_since, line)) << line << "\n" << guest_since;
  const auto before = host.out().size();
  guest.keys("ok");
  ASSERT_TRUE(wait_until([&] { return host.out().substr(before).find("Petr") != std::string::npos; }, limit))
      << host.out().substr(before) << guest.out();
}

// Whether `s` holds a Czech letter with a diacritic (an English transcript has none: the
// players' names in these tests have none either).
inline bool has_czech_letters(const std::string& s) {
  for (const char* c : {"á", "č", "ď", "é", "ě", "í", "ň", "ó", "ř", "š", "ť", "ú", "ů", "ý", "ž", "Č", "Ř", "Š", "Ž", "Ú"})
    if (s.find(c) != std::string::npos) return true;
  return false;
}

}  // namespace sh::online::test
