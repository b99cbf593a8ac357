// The application: a stack of screens driven by logical keys. It applies the keys that
// mean the same everywhere (barge-in, repeat, repeat twice = full status, help) and hands
// the rest to the top screen. Screen changes requested while a key is handled take effect
// after it, so a screen never destroys itself mid-call.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/screen.h"
#include "app/voice.h"
#include "input/key_source.h"

namespace sh {

struct AppConfig {
  std::vector<std::string> names;  // player names by seat; empty = default names
  std::optional<std::uint64_t> seed;
  std::string journal_path;        // where games are journaled ("" = nowhere)
  std::string data_dir;
};

class App {
 public:
  App(Voice& voice, AppConfig config) : voice_(voice), config_(std::move(config)) {}

  // Reads input until it ends, then finishes speaking. Returns the exit status.
  int run(KeyQueue& keys);
  void handle(const InputItem& item);

  void push(std::unique_ptr<Screen> screen);
  void replace(std::unique_ptr<Screen> screen);  // the top screen by another
  void pop();                                    // back to the screen below (shown again)
  void reset(std::unique_ptr<Screen> screen);    // the whole stack by one screen
  void quit() { quitting_ = true; }
  bool quitting() const { return quitting_; }

  Voice& voice() { return voice_; }
  const AppConfig& config() const { return config_; }
  // Name of a seat's player: configured or the default ("Hráč 3").
  std::string player_name(int seat) const;
  std::uint64_t next_seed();
  // Speaks a refusal: the error cue, then the reason.
  void refuse(const Message& reason);

 private:
  void apply_pending();

  Voice& voice_;
  AppConfig config_;
  std::vector<std::unique_ptr<Screen>> stack_;
  struct Change {
    enum Kind { Push, Replace, Pop, Reset } kind;
    std::unique_ptr<Screen> screen;
  };
  std::vector<Change> pending_;
  bool quitting_ = false;
  std::int64_t last_repeat_ms_ = -100000;
  std::uint64_t seeds_used_ = 0;
};

}  // namespace sh
