// An audio-guided lesson: short spoken steps walked with next/prev (ok = next). Each game
// builds its steps: the rules, then its rulebook's worked example replayed by its engine.
#pragma once

#include <vector>

#include "play/screen.h"

namespace sh {

class LessonScreen final : public Screen {
 public:
  LessonScreen(Message title, std::vector<std::vector<Message>> steps);
  void enter(Host& host) override;
  void on_key(Host& host, Key key) override;
  void help(Host& host) override;
  std::vector<Message> status(Host& host) override;

 private:
  void say_step(Host& host);

  Message title_;
  std::vector<std::vector<Message>> steps_;
  std::size_t step_ = 0;
  bool entered_ = false;
};

}  // namespace sh
