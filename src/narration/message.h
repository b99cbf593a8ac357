// A message to speak: a catalog id plus named arguments (numbers or finished text), and
// who may hear it (its audience). Code never builds sentences; it picks a message id and
// fills its arguments.
#pragma once

#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace sh {

using MessageArg = std::variant<long, std::string>;

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
