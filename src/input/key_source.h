// Where keys come from. Each device (stdin script, terminal, SDL keyboard, serial keypad)
// is a KeySource; run() blocks, delivering input items to a sink until the device ends.
// The KeyQueue merges several sources (each on its own thread) into one ordered stream.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "input/key.h"

namespace sh {

// One thing a device reports: a key, or a notice the program must speak
// (an unknown key name, a device lost or found). Notices carry a message id of
// the locale catalogs and one optional text argument.
struct InputItem {
  std::optional<KeyPress> press;
  std::string notice;       // message id, e.g. "input.unknown_key"; empty for a key
  std::string notice_arg;   // e.g. the unknown token or the device name
  std::optional<std::pair<int, int>> counter;  // (counter index, value) from a counting set
  bool silence = false;  // silence speech and nothing else (a lone Ctrl in the window)

  static InputItem key(Key k, std::int64_t time_ms) {
    InputItem item;
    item.press = KeyPress{k, time_ms};
    return item;
  }
  static InputItem make_silence() {
    InputItem item;
    item.silence = true;
    return item;
  }
  static InputItem make_notice(std::string id, std::string arg = "") {
    InputItem item;
    item.notice = std::move(id);
    item.notice_arg = std::move(arg);
    return item;
  }
};

class KeySource {
 public:
  virtual ~KeySource() = default;
  // Reads until the device ends or stop() is called, passing every item to `sink`.
  virtual void run(const std::function<void(InputItem)>& sink) = 0;
  // Asks run() to return soon (called from another thread).
  virtual void stop() {}
};

// Merges sources; next() blocks until an item arrives or every source has ended.
class KeyQueue {
 public:
  KeyQueue() = default;
  ~KeyQueue();
  KeyQueue(const KeyQueue&) = delete;
  KeyQueue& operator=(const KeyQueue&) = delete;

  void add(std::unique_ptr<KeySource> source);
  void start();
  std::optional<InputItem> next();
  // Pushes an item as if a device had sent it (tests, internal notices).
  void push(InputItem item);

 private:
  // Shared with the reader threads, so a source still blocked in a read when the queue
  // goes away (stdin has no way to be interrupted) touches nothing freed.
  struct Shared {
    std::mutex mutex;
    std::condition_variable cv;
    std::deque<InputItem> items;
    int running = 0;
  };
  std::shared_ptr<Shared> shared_ = std::make_shared<Shared>();
  std::vector<std::shared_ptr<KeySource>> sources_;
  std::vector<std::thread> threads_;
};

}  // namespace sh
