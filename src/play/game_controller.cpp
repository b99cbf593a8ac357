#include "play/game_controller.h"

#include "play/host.h"
#include "play/voice.h"

namespace sh {

void GameController::on_counter(Host& host, Table&, int index, int) {
  host.voice().say(Message("counter.not_used").with("counter", index + 1), Priority::Next);
}

}  // namespace sh
