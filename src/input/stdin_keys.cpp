#include "input/stdin_keys.h"

#include <string>

namespace sh {

void StreamKeys::run(const std::function<void(InputItem)>& sink) {
  std::string token;
  std::int64_t t = 0;
  while (in_ >> token) {
    t += 100;
    if (auto k = key_from_name(token)) sink(InputItem::key(*k, t));
    else sink(InputItem::make_notice("input.unknown_key", token.substr(0, 40)));
  }
}

}  // namespace sh
