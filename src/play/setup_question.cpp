#include "play/setup_question.h"

#include <algorithm>

namespace sh {

SetupQuestion players_question(int min_players, int max_players) {
  SetupQuestion q{"players", "setup.players", {}};
  for (int n = min_players; n <= max_players; ++n)
    q.choices.push_back({std::to_string(n), Message(n == 1 ? "setup.player_count.one" : "setup.player_count").with("count", n),
                         n <= 9 ? std::optional<int>(n) : std::nullopt});
  return q;
}

std::vector<int> choice_keys(const SetupQuestion& q) {
  std::vector<int> keys(q.choices.size(), -1);
  bool numbers = !q.choices.empty();
  std::vector<long> values;
  for (const auto& c : q.choices) {
    const bool digits = !c.value.empty() && c.value.size() <= 6 &&
                        c.value.find_first_not_of("0123456789") == std::string::npos;
    numbers = numbers && digits;
    values.push_back(digits ? std::stol(c.value) : -1);
  }
  // A number above 9 takes 0, as 10 does everywhere, when it is the only one above 9 (3, 5,
  // 9 or 11 games: 11 on 0), so no number sits on another number's digit.
  const bool zero_taken = std::find(values.begin(), values.end(), 0L) != values.end();
  const auto above_nine = std::count_if(values.begin(), values.end(), [](long v) { return v > 9; });
  for (std::size_t i = 0; i < q.choices.size(); ++i) {
    if (q.choices[i].key) keys[i] = *q.choices[i].key;
    else if (numbers && values[i] <= 9) keys[i] = static_cast<int>(values[i]);
    else if (numbers && above_nine == 1 && !zero_taken) keys[i] = 0;
  }
  return keys;
}

SetupQuestion mode_question(const std::string& assistant_label, const std::string& dealer_label) {
  return {"mode", "setup.mode",
          {{"dealer", Message(dealer_label)}, {"assistant", Message(assistant_label)}, {"lesson", Message("mode.lesson")}}};
}

SetupQuestion computers_question(int players) {
  SetupQuestion q{"computers", "setup.computers", {{"none", Message("setup.computers.0")}}};
  static const char* const kNames[] = {"a", "b", "c", "d", "e"};
  for (int k = 1; k < players && k <= 5; ++k) {
    Message label("setup.computers." + std::to_string(k));
    std::string value;
    std::vector<int> seats;
    for (int i = 0; i < k; ++i) {
      const int seat = players - k + 1 + i;
      label.with(kNames[i], seat);
      value += (i ? "," : "") + std::to_string(seat);
      seats.push_back(seat);
    }
    q.choices.push_back({value, label, std::nullopt, seats});
  }
  q.applies = [players](const GameOptions& o) {
    auto count = o.find("players");
    auto mode = o.find("mode");
    return count != o.end() && count->second == std::to_string(players) && (mode == o.end() || mode->second != "lesson");
  };
  return q;
}

SetupQuestion level_question() {
  SetupQuestion q{"level", "setup.level",
                  {{"easy", Message("setup.level.easy"), 1},
                   {"normal", Message("setup.level.normal"), 2},
                   {"strong", Message("setup.level.strong"), 3}}};
  q.applies = [](const GameOptions& o) {
    auto computers = o.find("computers");
    auto mode = o.find("mode");
    return computers != o.end() && !computers->second.empty() && computers->second != "none" &&
           (mode == o.end() || mode->second != "lesson");
  };
  return q;
}

}  // namespace sh
