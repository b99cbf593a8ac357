#include "games/sipky/sipky_entry.h"
#include "games/sipky/sipky_lesson.h"

#include <algorithm>
#include <stdexcept>

#include "core/game_options.h"
#include "games/sipky/sipky_controller.h"
#include "games/sipky/sipky_game.h"
#include "games/sipky/sipky_narration.h"

namespace sh::sipky {

namespace {

bool is(const GameOptions& o, const char* key, const char* value) {
  auto it = o.find(key);
  return it != o.end() && it->second == value;
}

// Who the computer plays (the shared question), only in dealer mode: at a table with
// physical cards every seat is a person (make_game refuses computers in assistant mode).
SetupQuestion dealer_computers_question(int players) {
  SetupQuestion q = computers_question(players);
  q.applies = [base = q.applies](const GameOptions& o) { return base(o) && !is(o, "mode", "assistant"); };
  return q;
}

// A lone player in dealer mode (one answered to "Kolik vás hraje?") is offered computer
// opponents (option "opponents", asked only then; 0 keeps the game solo). make_game turns
// it into the seats: players 1 + k, computers 2..k+1, so journals hold only those.
constexpr int kMaxOpponents = 3;

SetupQuestion opponents_question() {
  SetupQuestion q{"opponents", "sipky.setup.opponents", {}};
  for (int k = 1; k <= kMaxOpponents; ++k)
    q.choices.push_back({std::to_string(k), Message("sipky.setup.opponents." + std::to_string(k))});
  q.choices.push_back({"0", Message("sipky.setup.opponents.0")});
  q.applies = [](const GameOptions& o) { return is(o, "players", "1") && !is(o, "mode", "assistant") && !is(o, "mode", "lesson"); };
  return q;
}

// How well the computers play: also after computer opponents of a lone player.
SetupQuestion sipky_level_question() {
  SetupQuestion q = level_question();
  q.applies = [base = q.applies](const GameOptions& o) {
    auto k = o.find("opponents");
    return base(o) || (k != o.end() && k->second != "0" && !is(o, "mode", "lesson"));
  };
  return q;
}

// The rules engine does not depend on the mode; the menu passes it (mode_is_option) only
// so that computer seats can be refused beside physical cards. It is not kept in the
// game's options (journals stay as they were).
std::shared_ptr<const Game> make_game(GameOptions options) {
  auto mode = options.find("mode");
  const bool assistant = mode != options.end() && mode->second == "assistant";
  if (mode != options.end()) options.erase(mode);
  // Combinations of answers the rules refuse, with the reason said in the menu's language.
  if (is(options, "variant", "presny") && (is(options, "series", "placement") || is(options, "series", "603")))
    throw SetupRefused("the variant presny plays a single game or a hits series",
                       Message("sipky.setup.refused.presny_series"));
  if (!is(options, "variant", "presny") && is(options, "series", "hits"))
    throw SetupRefused("the hits series belongs to the variant presny", Message("sipky.setup.refused.hits_series"));
  if (auto k = options.find("opponents"); k != options.end()) {
    const int opponents = k->second.size() == 1 && k->second[0] >= '0' && k->second[0] <= '0' + kMaxOpponents
                              ? k->second[0] - '0'
                              : throw std::invalid_argument("opponents must be 0 to " + std::to_string(kMaxOpponents));
    options.erase(k);
    if (opponents > 0) {
      std::string seats;
      for (int s = 2; s <= opponents + 1; ++s) seats += (seats.empty() ? "" : ",") + std::to_string(s);
      options["players"] = std::to_string(1 + opponents);
      options["computers"] = seats;
    }
  }
  auto game = make_sipky_game(options);
  if (assistant) {
    const auto computers = parse_seat_list(options, "computers", game->num_players());
    if (std::find(computers.begin(), computers.end(), true) != computers.end())
      throw std::invalid_argument("computers play only in dealer mode, not beside physical cards");
  }
  return game;
}

std::vector<Action> two(int a, int b) { return {kThrowTwo, a, b, kComposeBase + a}; }

}  // namespace

std::vector<ExampleThrow> rulebook_example() {
  // Cards as the rulebook tells them, tens first.
  return {
      {0, two(2, 7)}, {1, two(7, 5)}, {2, two(2, 1)}, {3, two(4, 0)},      // 27 75 21 40
      {0, two(7, 1)}, {1, two(2, 4)}, {2, two(3, 2)}, {3, two(6, 0)},      // 98 99 53 100
      {0, {kOneCard, 4}}, {1, {kStop}}, {2, two(4, 1)}, {3, {kStop}},       // 102 99 94 100
      {2, {kOneCard, 0, 7}},                                                // 101
  };
}

std::vector<std::string> rulebook_example_names() { return {"Alojz", "David", "Bedřich", "Cyril"}; }

std::vector<std::vector<Message>> lesson_steps() {
  std::vector<std::vector<Message>> steps;
  for (int i = 1; i <= 8; ++i) {
    steps.push_back({Message("sipky.lesson." + std::to_string(i))});
    if (i == 7) steps.back().push_back(Message("sipky.lesson.exact_ranking"));  // after the exact variant's rules
  }
  auto names = rulebook_example_names();
  auto game = make_sipky_game({{"players", "4"}});
  auto state = game->new_initial_state();
  steps.push_back({Message("sipky.example.intro")});
  for (const auto& t : rulebook_example()) {
    std::vector<Message> step;
    const std::string who = names[static_cast<std::size_t>(t.seat)];
    if (t.actions.front() == kThrowTwo) {
      int a = t.actions[1], b = t.actions[2];
      int value = a == 0 ? b : a * 10 + b;
      step.push_back(Message("sipky.example.throw").with("player", who).with("a", a).with("b", b).with("value", value));
    } else if (t.actions.front() == kOneCard) {
      step.push_back(Message("sipky.example.one_card").with("player", who));
    } else {
      step.push_back(Message("sipky.example.stop").with("player", who));
    }
    for (Action a : t.actions) {
      Events events;
      state->apply(a, &events);
      for (const auto& e : events) {
        if (e.type == "turn") continue;  // the next step names its player
        for (const auto& piece : narrate(e, static_cast<const SipkyState&>(*state), names, Mode::Assistant))
          if (piece.message) step.push_back(*piece.message);
      }
    }
    steps.push_back(step);
  }
  steps.push_back({Message("sipky.example.end")});
  return steps;
}

GameEntry entry() {
  GameEntry e;
  e.id = "sipky";
  e.name = "game.sipky";
  e.questions = {
      {"variant", "sipky.setup.variant",
       {{"stojedna", Message("sipky.variant.stojedna")}, {"presny", Message("sipky.variant.presny")}}},
      {"series", "sipky.setup.series",
       {{"single", Message("sipky.series.single")},
        {"placement", Message("sipky.series.placement")},
        {"603", Message("sipky.series.603")}},
       [](const GameOptions& o) { return !is(o, "variant", "presny"); }},
      {"series", "sipky.setup.series",
       {{"single", Message("sipky.series.single")}, {"hits", Message("sipky.series.hits")}},
       [](const GameOptions& o) { return is(o, "variant", "presny"); }},
      {"target", "sipky.setup.target",
       {{"101", Message("setup.number").with("n", 101)},
        {"201", Message("setup.number").with("n", 201)},
        {"301", Message("setup.number").with("n", 301)}},
       [](const GameOptions& o) { return !is(o, "series", "603"); }},
      {"games", "sipky.setup.games",
       {{"3", Message("setup.number").with("n", 3)},
        {"5", Message("setup.number").with("n", 5)},
        {"9", Message("setup.number").with("n", 9)},
        {"11", Message("setup.number").with("n", 11)}},
       [](const GameOptions& o) { return is(o, "series", "placement") || is(o, "series", "hits"); }},
      players_question(1, kMaxPlayers),
      mode_question(),
      opponents_question(),
  };
  for (int n = 2; n <= kMaxPlayers; ++n) e.questions.push_back(dealer_computers_question(n));
  e.questions.push_back(sipky_level_question());
  e.mode_is_option = true;  // only to refuse computers beside physical cards (make_game)
  e.make_game = make_game;
  e.make_controller = [] { return std::make_unique<SipkyController>(); };
  e.make_lesson = make_lesson;
  return e;
}

}  // namespace sh::sipky
