#include "play/game_controller.h"

#include <utility>

#include "play/deadline.h"
#include "play/host.h"
#include "play/voice.h"

namespace sh {

GameController::AdviceSearch GameController::advice_search(Host& host, Table& table) {
  // A game without a search of its own: advise() now, on the keys' thread.
  std::optional<Advice> advice = advise(host, table);
  if (!advice) return nullptr;
  return [advice = std::move(advice)](const Deadline&) { return advice; };
}

void GameController::hint(Host& host, Table& table) { think_advice(host, table, advice_search(host, table)); }

void GameController::think_advice(Host& host, Table& table, AdviceSearch search) {
  asked_hint_.reset();  // a hint asked before no longer counts
  if (!search) {
    say_advice(host, table, std::nullopt);
    return;
  }
  const std::uint64_t ticket = ++hint_tickets_;
  asked_hint_ = AskedHint{ticket, table.state().history()};
  // Whether think_then has returned: an answer after that comes after other speech.
  auto returned = std::make_shared<bool>(false);
  const std::weak_ptr<const bool> alive = alive_;
  Table* const where = &table;
  const bool at_once = host.think_then(
      [search = std::move(search), alive, where, ticket, returned, this](const Deadline& deadline) -> Host::Thought {
        std::optional<Advice> advice = search(deadline);  // the worker touches nothing else
        return [advice = std::move(advice), alive, where, ticket, returned, this](Host& h) {
          if (alive.expired()) return;                                // the game was left
          if (!asked_hint_ || asked_hint_->ticket != ticket) return;  // another hint was asked
          const bool same_position = where->state().history() == asked_hint_->at;
          asked_hint_.reset();
          if (same_position) say_advice(h, *where, advice, *returned);
        };
      },
      kHintThinkMs);
  *returned = true;
  if (!at_once) host.voice().say(Message("hint.thinking"), Priority::Interrupt);
}

void GameController::say_advice(Host& host, Table& table, const std::optional<Advice>& advice, bool late) {
  // Thought away from the keys, the advice waits for what is being said (a review the player
  // asked for meanwhile, "Přemýšlím o radě."); asked and ready at once, it is the reply.
  const Priority first = late ? Priority::Normal : Priority::Interrupt;
  if (!advice || advice->says.empty()) {
    host.voice().say(Message("hint.none"), first);
    return;
  }
  host.voice().say(advice->says.front(), first);
  for (std::size_t i = 1; i < advice->says.size(); ++i) host.voice().say(advice->says[i]);
  said_advice_ = SaidAdvice{advice->action, table.state().history().size()};
  advised(host, table, *advice);
}

std::optional<Action> GameController::take_advice(const Table& table) {
  const std::optional<SaidAdvice> said = std::exchange(said_advice_, std::nullopt);
  if (!said || said->at != table.state().history().size()) return std::nullopt;
  return said->action;
}

void GameController::think_coach(Host& host, Table& table) {
  const std::vector<Action>& at = table.state().history();
  if (coach_thought_ && coach_thought_->at == at) return;  // already thought about (or thinking)
  coach_thought_.reset();
  CoachSearch search = coach_search(host, table);
  if (!search) return;  // coached() asks coach() at once
  const std::uint64_t ticket = ++hint_tickets_;
  coach_thought_ = CoachThought{ticket, at, nullptr};
  const std::weak_ptr<const bool> alive = alive_;
  host.think_then(
      [search = std::move(search), alive, ticket, this](const Deadline& deadline) -> Host::Thought {
        CoachJudge judge = search(deadline);  // the worker touches nothing else
        return [judge = std::move(judge), alive, ticket, this](Host&) {
          if (alive.expired() || !coach_thought_ || coach_thought_->ticket != ticket) return;
          // An empty judge (nothing to say here) is kept as one that says nothing.
          coach_thought_->judge = judge ? judge : [](Action) { return std::vector<Message>{}; };
        };
      },
      kHintThinkMs);
}

std::vector<Message> GameController::coached(Host& host, Table& table, Action a) {
  if (!coach_thought_ || coach_thought_->at != table.state().history()) return coach(host, table, a);
  if (!coach_thought_->judge) return {};  // still thinking: the learner was quicker
  return coach_thought_->judge(a);
}

void GameController::on_counter(Host& host, Table&, int index, int) {
  host.voice().say(Message("counter.not_used").with("counter", index + 1), Priority::Next);
}

}  // namespace sh
