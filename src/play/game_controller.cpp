#include "play/game_controller.h"

#include <utility>

#include "play/host.h"
#include "play/voice.h"

namespace sh {

void GameController::hint(Host& host, Table& table) { say_advice(host, table, advise(host, table)); }

void GameController::say_advice(Host& host, Table& table, const std::optional<Advice>& advice) {
  if (!advice || advice->says.empty()) {
    host.voice().say(Message("hint.none"), Priority::Interrupt);
    return;
  }
  host.voice().say(advice->says.front(), Priority::Interrupt);
  for (std::size_t i = 1; i < advice->says.size(); ++i) host.voice().say(advice->says[i]);
  said_advice_ = SaidAdvice{advice->action, table.state().history().size()};
  advised(host, table, *advice);
}

std::optional<Action> GameController::take_advice(const Table& table) {
  const std::optional<SaidAdvice> said = std::exchange(said_advice_, std::nullopt);
  if (!said || said->at != table.state().history().size()) return std::nullopt;
  return said->action;
}

void GameController::on_counter(Host& host, Table&, int index, int) {
  host.voice().say(Message("counter.not_used").with("counter", index + 1), Priority::Next);
}

}  // namespace sh
