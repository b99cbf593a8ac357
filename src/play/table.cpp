#include "play/table.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <stdexcept>

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
    : game_(std::move(game)), state_(game_->new_initial_state()), mode_(mode), seed_(seed), names_(std::move(names)) {
  if (const char* n = std::getenv("SPOLUHRAC_TEST_EXIT_AFTER_ACTIONS")) exit_after_ = std::atol(n);
  trace_ = std::getenv("SPOLUHRAC_TEST_TRACE_ACTIONS") != nullptr;
}

JournalHeader Table::header() const {
  return {game_->id(), game_->options(), mode_name(mode_), seed_, names_, remote_};
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
  unwritten_.clear();
  rewrite_ = false;
}

std::size_t Table::restore(const std::vector<Action>& actions) {
  const std::vector<Action> had = state_->history();
  for (std::size_t i = 0; i < actions.size(); ++i) {
    try {
      state_->apply(actions[i]);
    } catch (const std::logic_error&) {  // std::invalid_argument: the rules refuse it
      // Rebuilt from what was applied, whatever the refusal may have left half done.
      std::vector<Action> good = had;
      good.insert(good.end(), actions.begin(), actions.begin() + static_cast<std::ptrdiff_t>(i));
      state_ = replay(*game_, good);
      return i;
    }
  }
  return actions.size();
}

void Table::apply_one(Action a, Events& events) {
  std::string description = state_->action_to_string(a);
  state_->apply(a, &events);
  if (trace_) std::cout << "ACTION " << state_->history().size() << '\n';
  if (!journal_) return;
  if (unit_depth_ == 0) journal_->append(a, description);
  else if (!rewrite_) unwritten_.emplace_back(a, std::move(description));
  if (exit_after_ > 0 && ++handed_ == exit_after_) {
    if (!unwritten_.empty()) journal_->append_group(unwritten_, false);
    ::_exit(kTestExitStatus);
  }
}

void Table::end_unit() {
  if (unit_depth_ > 0) --unit_depth_;
  if (unit_depth_ > 0 || !journal_) return;
  if (rewrite_) {
    const std::string path = journal_->path();  // a copy: the writer is replaced
    journal_to(path);
    return;
  }
  if (unwritten_.empty()) return;
  journal_->append_group(unwritten_);
  unwritten_.clear();
}

Events Table::act(Action a) {
  Events events;
  if (before_act_ && !state_->is_chance()) before_act_(a);
  apply_one(a, events);
  if (mode_ == Mode::Dealer) {
    Events more = run_chance();
    events.insert(events.end(), more.begin(), more.end());
  }
  return events;
}

void Table::undo_to(std::size_t n) {
  const std::size_t had = state_->history().size();
  const std::size_t kept = std::min(n, had);
  std::vector<Action> keep(state_->history().begin(), state_->history().begin() + static_cast<std::ptrdiff_t>(kept));
  state_ = replay(*game_, keep);
  if (!journal_) return;
  if (unit_depth_ > 0) {
    // Inside a key: only its own unwritten actions go at once; reaching further back, the
    // journal is rewritten when the key is done, so it never shows half a key.
    const std::size_t written = had - unwritten_.size();
    if (!rewrite_ && kept >= written) unwritten_.resize(kept - written);
    else rewrite_ = true;
    return;
  }
  const std::string path = journal_->path();  // a copy: the writer is replaced
  journal_to(path);
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
