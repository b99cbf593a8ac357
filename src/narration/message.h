// A message to speak: a catalog id plus named arguments (numbers or finished text).
// Code never builds sentences; it picks a message id and fills its arguments.
#pragma once

#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace sh {

using MessageArg = std::variant<long, std::string>;

struct Message {
  std::string id;
  std::vector<std::pair<std::string, MessageArg>> args;

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
  bool operator==(const Message&) const = default;
};

}  // namespace sh
