// A phone server over loopback with a stand-in for the game thread: every input item the
// hub pushes (a notice, an action) is kept, and, as the game does after each item, every
// seat's view is published again, changed (it names how many items came), so a test sees
// what a busy table makes the server do. Seat p's view holds "SEAT<p>-SECRET".
#pragma once

#include <algorithm>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "phones/phone_hub.h"
#include "phones/phone_server.h"

namespace sh::phones::test {

class ServedTable {
 public:
  explicit ServedTable(std::vector<bool> coded, ServerLimits limits = {}) : seats_(coded.size()) {
    PageWords words;
    words.lang = "cs";
    words.words["title"] = "Spoluhráč";
    words.words["wrong_code"] = "Tento kód neplatí.";
    server = std::make_unique<PhoneServer>(hub, words, "127.0.0.1", 0, limits);
    hub.new_game(std::move(coded));
    publish();
  }
  ~ServedTable() { server.reset(); }

  // Every seat's view again, changed.
  void publish() {
    std::vector<std::string> views;
    int n = 0;
    {
      std::lock_guard lock(mutex_);
      n = static_cast<int>(items_.size());
    }
    for (std::size_t p = 0; p < seats_; ++p)
      views.push_back(R"({"hand":["SEAT)" + std::to_string(p) + R"(-SECRET"],"n":)" + std::to_string(n) + "}");
    hub.publish("cs", std::move(views));
  }
  std::vector<std::string> items() {
    std::lock_guard lock(mutex_);
    return items_;
  }
  long count(const std::string& item) {
    const auto all = items();
    return std::count(all.begin(), all.end(), item);
  }
  std::string token(int p) const { return hub.tokens()[static_cast<std::size_t>(p)]; }
  int port() const { return server->port(); }
  // The seat's version of its view now (what a page that has the latest view names).
  std::uint64_t version(int p) const { return hub.snapshot()->seat_versions[static_cast<std::size_t>(p)]; }

  PhoneHub hub{[this](InputItem i) { on_item(std::move(i)); }};
  std::unique_ptr<PhoneServer> server;

 private:
  void on_item(InputItem i) {
    {
      std::lock_guard lock(mutex_);
      items_.push_back(i.notice + (i.notice_arg.empty() ? "" : " " + i.notice_arg));
    }
    publish();
  }

  std::size_t seats_;
  std::mutex mutex_;
  std::vector<std::string> items_;
};

}  // namespace sh::phones::test
