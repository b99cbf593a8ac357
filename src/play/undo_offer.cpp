#include "play/undo_offer.h"

#include "play/host.h"
#include "play/voice.h"
#include "play/table.h"

namespace sh {

void UndoOffer::ask(Host& host, std::size_t back_to, Message question) {
  if (!host.may_take_back_to(back_to)) return;  // nothing of the player's own to take back
  back_to_ = back_to;
  question_ = std::move(question);
  host.voice().say(question_, Priority::Interrupt);
}

UndoOffer::Answer UndoOffer::answer(Host& host, Table& table, Key key, const std::string& undone_id,
                                    const std::string& kept_id) {
  const std::size_t to = *back_to_;
  back_to_.reset();
  if (key == Key::Back) return Answer::Leave;  // the second back: leave for the menu (asks first)
  if (key != Key::Ok) {
    host.voice().say(Message(kept_id), Priority::Interrupt);
    return Answer::Kept;
  }
  table.undo_to(to);
  host.voice().say(Message(undone_id), Priority::Interrupt);
  return Answer::TakenBack;
}

}  // namespace sh
