// "Take back the last entry?" in assistant mode, the same for every game: it remembers how
// far back the game would go and the question asked (help says it again), and applies the
// answer: ok takes the entries back (Table::undo_to, the journal follows), back leaves the
// decision to the screen (leaving for the menu, which asks first), any other key keeps them.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "input/key.h"
#include "narration/message.h"

namespace sh {

class Host;
class Table;

class UndoOffer {
 public:
  enum class Answer { TakenBack, Leave, Kept };

  // Asks the question; the game would go back to its first `back_to` actions.
  void ask(Host& host, std::size_t back_to, Message question);
  bool pending() const { return back_to_.has_value(); }
  const Message& question() const { return question_; }
  // Carries out the answer, saying `undone_id` or `kept_id` (nothing for Leave).
  Answer answer(Host& host, Table& table, Key key, const std::string& undone_id, const std::string& kept_id);

 private:
  std::optional<std::size_t> back_to_;
  Message question_;
};

}  // namespace sh
