#include "games/numberfloor/numberfloor_entry.h"
#include "games/numberfloor/numberfloor_lesson.h"

#include <stdexcept>
#include <string>

#include "core/user_file.h"

#include "games/numberfloor/numberfloor_controller.h"
#include "games/numberfloor/numberfloor_game.h"
#include "games/numberfloor/numberfloor_narration.h"

namespace sh::numberfloor {

namespace {

bool is(const GameOptions& o, const char* key, const std::string& value) {
  auto it = o.find(key);
  return it != o.end() && it->second == value;
}

bool not_lesson(const GameOptions& o) { return !is(o, "mode", "lesson"); }

// Who begins: the youngest player (the rulebook), for `players` seats.
SetupQuestion starts_question(int players) {
  SetupQuestion q{"starts", "numberfloor.setup.starts", {}};
  for (int seat = 1; seat <= players; ++seat)
    q.choices.push_back({std::to_string(seat), Message("numberfloor.starts.choice").with("n", seat), std::nullopt, {seat}});
  q.applies = [players](const GameOptions& o) { return is(o, "players", std::to_string(players)) && not_lesson(o); };
  return q;
}

// Who the computer plays (the shared question), never in assistant mode: there nobody knows
// the cards, so the engine refuses computer seats.
SetupQuestion dealer_computers_question(int players) {
  SetupQuestion q = computers_question(players);
  q.applies = [base = q.applies](const GameOptions& o) { return base(o) && !is(o, "mode", "assistant"); };
  return q;
}

}  // namespace

Deck deck_for(const GameOptions& options) {
  auto it = options.find("deck");
  if (it == options.end() || it->second.empty() || it->second == "default") return default_deck();
  std::string text;
  try {
    text = read_user_file(it->second, kGameDataFileLimit);
  } catch (const UserFileError& e) {
    throw OptionFileError(e, it->second);
  }
  try {
    return parse_deck(text);
  } catch (const DeckError& e) {
    throw std::invalid_argument("bad Numberfloor deck file " + it->second + ": " + e.what());
  }
}

std::vector<std::vector<Message>> lesson_steps() {
  std::vector<std::vector<Message>> steps;
  for (const Message& m : rule_summary(Variant::Full)) steps.push_back({m});
  steps.push_back({Message("numberfloor.rule.middle")});
  steps.push_back({Message("numberfloor.rule.beginner")});

  // The rulebook's worked turn, replayed by the engine: Anna holds exactly these six cards.
  const std::string anna = "Anna";
  auto game = make_numberfloor_game({{"players", "2"}});
  auto state = game->new_initial_state();
  const std::vector<int> hand = {floor_card(5), floor_card(7), floor_card(9), balloon_card(3), floor_card(6), floor_card(3)};
  const std::vector<int> other = {floor_card(0), floor_card(0), floor_card(1), floor_card(1), floor_card(2), floor_card(2)};
  for (std::size_t k = 0; k < 12; ++k) state->apply(chance_card(k % 2 == 0 ? hand[k / 2] : other[k / 2]));
  state->apply(chance_card(floor_card(3)));
  state->apply(chance_card(balloon_card(2)));
  const auto& s = static_cast<const NumberfloorState&>(*state);
  steps.push_back({Message("numberfloor.example.intro").with("player", anna)});
  for (int card : hand) {
    const int from = s.floor_top(0);
    const int balloon = value_of(s.balloon_top());
    Events events;
    state->apply(lay_action(card), &events);
    std::vector<Message> step;
    for (const Event& e : events) {
      if (e.type == "floor.laid") {
        const int value = static_cast<int>(e.get("value"));
        const bool up = wrap(from + balloon) == value;
        step.push_back(Message(up ? "numberfloor.example.up" : "numberfloor.example.down")
                           .with("player", anna)
                           .with("value", value)
                           .with("from", from)
                           .with("balloon", balloon));
      } else if (e.type == "balloon.laid") {
        step.push_back(Message("numberfloor.example.balloon").with("player", anna).with("value", e.get("value")));
      } else if (e.type == "star.won") {
        step.push_back(Message("numberfloor.example.star").with("player", anna));
      }
    }
    steps.push_back(step);
  }
  steps.push_back({Message("numberfloor.example.end")});
  return steps;
}

GameEntry entry() {
  GameEntry e;
  e.id = "numberfloor";
  e.name = "game.numberfloor";
  // The engine holds the hands in dealer mode and counts them in assistant mode.
  e.mode_is_option = true;
  e.seat_pages = true;
  e.questions = {players_question(kMinPlayers, kMaxPlayers), mode_question(),
                 {"variant", "numberfloor.setup.variant",
                  {{"full", Message("numberfloor.variant.full_choice")},
                   {"middle", Message("numberfloor.variant.middle_choice")},
                   {"beginner", Message("numberfloor.variant.beginner_choice")}},
                  not_lesson}};
  for (int n = kMinPlayers; n <= kMaxPlayers; ++n) e.questions.push_back(starts_question(n));
  for (int n = kMinPlayers; n <= kMaxPlayers; ++n) e.questions.push_back(dealer_computers_question(n));
  e.questions.push_back(level_question());
  e.make_game = [](const GameOptions& options) { return make_numberfloor_game(options, deck_for(options)); };
  e.make_controller = [] { return std::make_unique<NumberfloorController>(); };
  e.make_lesson = make_lesson;
  return e;
}

}  // namespace sh::numberfloor
