#include "play/coach_step.h"

#include "play/host.h"
#include "play/voice.h"

namespace sh {

void GuidedGameRunner::enter(Host& host) {
  const auto& spec = step_.guided;
  std::vector<std::string> names;
  for (int s = 0; s < spec.game->num_players(); ++s) names.push_back(host.player_name(s));
  table_ = std::make_unique<Table>(spec.game, spec.mode, spec.seed, names);
  controller_ = spec.controller();
  host.voice().say(step_.text);
  controller_->start(host, *table_, false);
}

bool GuidedGameRunner::learner_decides() const {
  const State& s = table_->state();
  return !s.is_terminal() && !s.is_chance() && s.current_player() == 0;
}

bool GuidedGameRunner::on_key(Host& host, Key key) {
  const std::size_t before = table_->state().history().size();
  const bool acting_key = key != Key::Next && key != Key::Prev && key != Key::Back;
  if (acting_key && learner_decides() && advice_at_ != before) {
    advice_ = controller_->advise(host, *table_);
    advice_at_ = before;
  }
  const bool used = controller_->on_key(host, *table_, key);
  const auto& history = table_->state().history();
  if (history.size() > before && advice_at_ == before && advice_) {
    ++comments_;
    if (history[before] == advice_->action) {
      host.voice().say(Message("lesson.coach.good"));
    } else {
      host.voice().say(Message("lesson.coach.better"));
      host.voice().say(advice_->says);
    }
    advice_.reset();
    advice_at_ = static_cast<std::size_t>(-1);
  }
  if (used) return true;
  if (table_->state().is_terminal() && key == Key::Ok) {
    finish(true);
    return true;
  }
  return false;
}

void GuidedGameRunner::help(Host& host) {
  controller_->help(host, *table_);
  host.voice().say(Message("lesson.guided.keys"));
}

void GuidedGameRunner::hint(Host& host) { controller_->hint(host, *table_); }

void GuidedGameRunner::on_thought(Host& host, std::uint64_t ticket, Action a) {
  controller_->on_thought(host, *table_, ticket, a);
}

void GuidedGameRunner::on_counter(Host& host, int index, int value) { controller_->on_counter(host, *table_, index, value); }

std::vector<Message> GuidedGameRunner::status(Host& host) { return controller_->status(host, *table_); }

TablePictureRef GuidedGameRunner::picture(Host& host) { return controller_->picture(host, *table_); }

}  // namespace sh
