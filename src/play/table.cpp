#include "play/table.h"

#include <algorithm>

#include "core/chance.h"

namespace sh {

const char* mode_name(Mode m) {
  switch (m) {
    case Mode::Dealer: return "dealer";
    case Mode::Assistant: return "assistant";
    case Mode::Lesson: return "lesson";
  }
  return "dealer";
}

std::optional<Mode> mode_from_name(const std::string& name) {
  if (name == "dealer") return Mode::Dealer;
  if (name == "assistant") return Mode::Assistant;
  if (name == "lesson") return Mode::Lesson;
  return std::nullopt;
}

Table::Table(std::shared_ptr<const Game> game, Mode mode, std::uint64_t seed, std::vector<std::string> names)
    : game_(std::move(game)), state_(game_->new_initial_state()), mode_(mode), seed_(seed), names_(std::move(names)) {}

JournalHeader Table::header() const {
  return {game_->id(), game_->options(), mode_name(mode_), seed_, names_};
}

GameRecord Table::new_record(std::string variant) const {
  GameRecord r;
  r.game = game_->id();
  r.variant = std::move(variant);
  r.options = game_->options();
  r.mode = mode_name(mode_);
  r.seed = seed_;
  r.actions = state_->history();
  return r;
}

void Table::journal_to(const std::string& path) {
  std::vector<std::pair<Action, std::string>> played;
  auto replayed = game_->new_initial_state();
  for (Action a : state_->history()) {
    played.emplace_back(a, replayed->action_to_string(a));
    replayed->apply(a);
  }
  journal_.reset();
  journal_.emplace(path, header(), played);
}

void Table::restore(const std::vector<Action>& actions) {
  for (Action a : actions) state_->apply(a);
}

void Table::apply_one(Action a, Events& events) {
  std::string description = state_->action_to_string(a);
  state_->apply(a, &events);
  if (journal_) journal_->append(a, description);
}

Events Table::act(Action a) {
  Events events;
  apply_one(a, events);
  if (mode_ == Mode::Dealer) {
    Events more = run_chance();
    events.insert(events.end(), more.begin(), more.end());
  }
  return events;
}

void Table::undo_to(std::size_t n) {
  std::vector<Action> keep(state_->history().begin(),
                           state_->history().begin() + static_cast<std::ptrdiff_t>(std::min(n, state_->history().size())));
  state_ = replay(*game_, keep);
  if (journal_) {
    const std::string path = journal_->path();  // a copy: the writer is replaced
    journal_.reset();
    journal_to(path);
  }
}

Events Table::run_chance() {
  Events events;
  while (state_->is_chance()) {
    Action a = sample_chance(state_->chance_outcomes(), seed_, state_->history().size());
    apply_one(a, events);
  }
  return events;
}

}  // namespace sh
