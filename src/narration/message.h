// A message to speak: a catalog id plus named arguments, and who may hear it (its
// audience). Code never builds sentences; it picks a message id and fills its arguments.
// An argument is a number, a plain text (a player's name: the same in every language), or
// a piece of language itself (Pieces: a nested message, or a list of messages joined by the
// listener's own list words), rendered in the listener's language wherever the sentence is
// rendered, so that a sentence sent to another Spoluhráč carries no words of the sender's
// language.
#pragma once

#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace sh {

struct Message;

// An argument that is language: one message ("poschodí 5" / "floor 5"), or several joined
// as a list: the items but the last by ", ", the last by the catalog message `join` (a
// template with {head} and {last}: "{head} nebo {last}" / "{head} or {last}"; "" joins
// them all by ", "). Each item keeps the first letter its own template gives it
// (narration/fragment.h).
struct Pieces {
  std::vector<Message> items;
  std::string join;
  bool operator==(const Pieces&) const;
};

using MessageArg = std::variant<long, std::string, Pieces>;

// Who a sentence is for. Every sentence has one:
// - Here (the default): the people at this machine, its loudspeaker, window and braille: the
//   answer to a key, a prompt, help, a menu. A seat held on another device (a phone's page)
//   does not get it.
// - Table: everyone at the table, also every seat held on another device: what happens in
//   the game (a card laid, a throw, who won).
// - Seat: one player only (a hand, a hint, a refusal naming a card of a hand). Said aloud
//   only to a player at this machine, never kept where another player can walk back to it,
//   and on another device only to that player's own.
// `player` is the index of the player's name (the seat a game started him at).
struct Audience {
  enum class Kind : unsigned char { Here, Table, Seat };
  Kind kind = Kind::Here;
  int player = -1;

  static Audience here() { return {}; }
  static Audience table() { return {Kind::Table, -1}; }
  static Audience seat(int player) { return {Kind::Seat, player}; }
  bool is_seat() const { return kind == Kind::Seat; }
  bool operator==(const Audience&) const = default;
};

struct Message {
  std::string id;
  std::vector<std::pair<std::string, MessageArg>> args;
  Audience audience;

  Message() = default;
  explicit Message(std::string message_id) : id(std::move(message_id)) {}
  Message(std::string message_id, std::vector<std::pair<std::string, MessageArg>> a)
      : id(std::move(message_id)), args(std::move(a)) {}

  Message& with(std::string name, long value) {
    args.emplace_back(std::move(name), value);
    return *this;
  }
  Message& with(std::string name, int value) { return with(std::move(name), static_cast<long>(value)); }
  Message& with(std::string name, std::string text) {
    args.emplace_back(std::move(name), std::move(text));
    return *this;
  }
  Message& with(std::string name, const char* text) { return with(std::move(name), std::string(text)); }
  // A nested message, rendered in the listener's language.
  Message& with(std::string name, Message piece) {
    args.emplace_back(std::move(name), Pieces{{std::move(piece)}, {}});
    return *this;
  }
  Message& with(std::string name, Pieces pieces) {
    args.emplace_back(std::move(name), std::move(pieces));
    return *this;
  }
  Message& with(std::string name, MessageArg value) {
    args.emplace_back(std::move(name), std::move(value));
    return *this;
  }
  // For one player only (Audience::seat).
  Message& to(int player) {
    audience = Audience::seat(player);
    return *this;
  }
  // For the whole table (Audience::table).
  Message& to_table() {
    audience = Audience::table();
    return *this;
  }
  bool operator==(const Message&) const = default;
};

inline bool Pieces::operator==(const Pieces& o) const { return join == o.join && items == o.items; }

// A list of messages joined by the catalog message `join` ("{head} a {last}").
inline Pieces list_of(std::vector<Message> items, std::string join) { return Pieces{std::move(items), std::move(join)}; }

// The same messages, each for one player only.
inline std::vector<Message> for_player(std::vector<Message> ms, int player) {
  for (auto& m : ms) m.to(player);
  return ms;
}
// The same messages, each for the whole table.
inline std::vector<Message> for_table(std::vector<Message> ms) {
  for (auto& m : ms) m.to_table();
  return ms;
}

}  // namespace sh
