#include "play/coach_step.h"

#include "play/host.h"
#include "play/voice.h"

namespace sh {

namespace {

// Points the coach at the Host of the call being handled, for that call only.
class UsingHost {
 public:
  UsingHost(Host*& slot, Host& host) : slot_(slot) { slot_ = &host; }
  ~UsingHost() { slot_ = nullptr; }
  UsingHost(const UsingHost&) = delete;
  UsingHost& operator=(const UsingHost&) = delete;

 private:
  Host*& slot_;
};

}  // namespace

void GuidedGameRunner::enter(Host& host) {
  const auto& spec = step_.guided;
  std::vector<std::string> names;
  for (int s = 0; s < spec.game->num_players(); ++s) names.push_back(host.player_name(s));
  table_ = std::make_unique<Table>(spec.game, spec.mode, spec.seed, names);
  table_->before_act([this](Action a) { on_decision(a); });
  controller_ = spec.controller();
  const UsingHost using_host(host_, host);
  host.voice().say(step_.text);
  controller_->start(host, *table_, false);
  think_ahead(host);
}

void GuidedGameRunner::think_ahead(Host& host) {
  if (learner_decides()) controller_->think_coach(host, *table_);
}

bool GuidedGameRunner::learner_decides() const {
  const State& s = table_->state();
  return !s.is_terminal() && !s.is_chance() && s.current_player() == 0;
}

void GuidedGameRunner::on_decision(Action a) {
  if (!host_ || !learner_decides()) return;
  const std::vector<Message> words = controller_->coached(*host_, *table_, a);
  if (words.empty()) return;
  ++comments_;
  for (const Message& m : words) host_->voice().say(m);
}

bool GuidedGameRunner::on_key(Host& host, Key key) {
  const UsingHost using_host(host_, host);
  if (controller_->on_key(host, *table_, key)) {
    think_ahead(host);
    return true;
  }
  if (table_->state().is_terminal() && key == Key::Ok) {
    finish(true);
    return true;
  }
  return false;
}

void GuidedGameRunner::help(Host& host) {
  const UsingHost using_host(host_, host);
  controller_->help(host, *table_);
  host.voice().say(Message("lesson.guided.keys"));
}

void GuidedGameRunner::hint(Host& host) {
  const UsingHost using_host(host_, host);
  controller_->coach_hint(host, *table_);
}

void GuidedGameRunner::on_thought(Host& host, std::uint64_t ticket, Action a) {
  const UsingHost using_host(host_, host);
  controller_->on_thought(host, *table_, ticket, a);
  think_ahead(host);
}

void GuidedGameRunner::on_counter(Host& host, int index, int value) {
  const UsingHost using_host(host_, host);
  controller_->on_counter(host, *table_, index, value);
}

std::vector<Message> GuidedGameRunner::status(Host& host) { return controller_->status(host, *table_); }

TablePictureRef GuidedGameRunner::picture(Host& host) { return controller_->picture(host, *table_); }

}  // namespace sh
