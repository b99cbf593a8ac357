#include "play/game_controller.h"

#include "play/host.h"
#include "play/voice.h"

namespace sh {

void GameController::hint(Host& host, Table& table) {
  auto advice = advise(host, table);
  if (!advice || advice->says.empty()) {
    host.voice().say(Message("hint.none"), Priority::Interrupt);
    return;
  }
  host.voice().say(advice->says.front(), Priority::Interrupt);
  for (std::size_t i = 1; i < advice->says.size(); ++i) host.voice().say(advice->says[i]);
  advised(host, table, *advice);
}

void GameController::on_counter(Host& host, Table&, int index, int) {
  host.voice().say(Message("counter.not_used").with("counter", index + 1), Priority::Next);
}

}  // namespace sh
