#include "input/stdin_keys.h"

#include <string>

namespace sh {

void StreamKeys::run(const std::function<void(InputItem)>& sink) {
  std::string token;
  std::int64_t t = 0;
  while (in_ >> token) {
    t += 100;
    InputItem item;
    if (auto k = key_from_name(token)) {
      item.press = KeyPress{*k, t};
    } else {
      item.notice = "input.unknown_key";
      item.notice_arg = token.substr(0, 40);
    }
    sink(std::move(item));
  }
}

}  // namespace sh
