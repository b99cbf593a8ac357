#include "sipky_test_support.h"

#include "play/table.h"
#include "core/chance.h"
#include "games/sipky/sipky_game.h"

namespace sh::test {

// Keys that make the binary take the same decisions as an action list (dealer mode).
std::string keys_for(const std::vector<Action>& actions, std::size_t from) {
  std::string keys;
  for (std::size_t i = from; i < actions.size(); ++i) {
    Action a = actions[i];
    if (a >= 0 && a <= 9) continue;  // dealt by the program
    if (a == sipky::kThrowTwo) keys += "ok ";
    else if (a == sipky::kOneCard) keys += "1 ";
    else if (a == sipky::kStop) keys += "0 ok ";
    else if (a == sipky::kDiscardCard) keys += "ok ";
    else if (a >= sipky::kComposeBase && a <= sipky::kComposeBase + 9) keys += std::to_string(a - sipky::kComposeBase) + " ";
  }
  return keys;
}

std::string keys_for(const GameOptions& options, const std::vector<Action>& actions, std::size_t from) {
  auto game = sipky::make_sipky_game(options);
  auto state = game->new_initial_state();
  std::string keys;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const int game_before = static_cast<const sipky::SipkyState&>(*state).game_index();
    state->apply(actions[i]);
    if (i < from) continue;
    keys += keys_for({actions[i]}, 0);
    if (static_cast<const sipky::SipkyState&>(*state).game_index() != game_before) keys += "ok ";
  }
  return keys;
}

// Plays a dealer-mode series with random decisions in the library, as the binary will.
std::vector<Action> library_game(const GameOptions& options, std::uint64_t seed) {
  auto game = sipky::make_sipky_game(options);
  Table table(game, Mode::Dealer, seed, {"A", "B", "C"});
  table.run_chance();
  std::uint64_t step = 0;
  while (!table.state().is_terminal()) {
    auto legal = table.state().legal_actions();
    // Prefer throwing while far from the target, so games are long but end.
    const auto& s = static_cast<const sipky::SipkyState&>(table.state());
    Action a = legal[chance_bits(seed ^ 77, step++) % legal.size()];
    if (s.phase() == sipky::Phase::Decide && s.players()[s.seat()].score < s.target() - 30) a = sipky::kThrowTwo;
    if (s.phase() == sipky::Phase::OneCardChoice) a = sipky::kDiscardCard;
    table.act(a);
  }
  return table.state().history();
}

}  // namespace sh::test
