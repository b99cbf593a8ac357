#include "play/practice_step.h"

#include "play/forwarding_host.h"
#include "play/host.h"
#include "play/lesson_host.h"
#include "play/voice.h"

namespace sh {

namespace {

// Leaves the given messages unsaid while it lives.
class Unsaid {
 public:
  Unsaid(Voice& voice, std::vector<std::string> suffixes) : voice_(voice) {
    voice_.set_unsaid_suffixes(std::move(suffixes));
  }
  ~Unsaid() { voice_.set_unsaid_suffixes({}); }
  Unsaid(const Unsaid&) = delete;
  Unsaid& operator=(const Unsaid&) = delete;

 private:
  Voice& voice_;
};

}  // namespace

std::unique_ptr<Table> practice_table(Host& host, const PracticeSpec& spec) {
  std::vector<std::string> names = spec.names;
  for (int s = static_cast<int>(names.size()); s < spec.game->num_players(); ++s) names.push_back(host.player_name(s));
  auto table = std::make_unique<Table>(spec.game, spec.mode, spec.seed, names);
  auto probe = spec.game->new_initial_state();
  for (Action a : spec.setup) {
    if (probe->is_terminal() || !probe->is_legal(a)) throw std::invalid_argument("a lesson's position is not legal");
    probe->apply(a);
  }
  table->restore(spec.setup);
  return table;
}

void PracticeRunner::set_up(Host& host) {
  table_ = practice_table(host, step_.practice);
  controller_ = step_.practice.controller();
}

void PracticeRunner::enter(Host& host) {
  set_up(host);
  host.voice().say(step_.text);
  LessonHost counted(host);
  // The position is a task, not a new game: its opening announcement ("KIVI: dva hráči,
  // deset kol.", the assistant mode's card codes) is left out; the state of the table is said.
  {
    const Unsaid unsaid(host.voice(), step_.practice.unsaid_at_start);
    controller_->start(counted, *table_, false);
  }
  base_ = table_->state().history().size();
  before_ = table_->state().clone();
}

void PracticeRunner::wrong_try(Host& host, const std::vector<Message>& why) {
  ++mistakes_;
  host.voice().say(why);
  if (mistakes_ >= kLessonTries) {
    host.voice().say(Message("lesson.practice.answer"));
    host.voice().say(step_.practice.answer);
    finish(false);
    return;
  }
  host.voice().say(step_.practice.hint);
  host.voice().say(Message("lesson.practice.again"));
}

bool PracticeRunner::on_key(Host& host, Key key) {
  if (finished()) return false;
  LessonHost counted(host, base_);
  const std::size_t before = table_->state().history().size();
  bool used = false;
  {
    // A position that ends the game ends the task, not the lesson: no "Enter: back to the menu".
    const Unsaid unsaid(host.voice(), {"game.over_hint"});
    used = controller_->on_key(counted, *table_, key);
  }
  // Back with nothing of the learner's to take back: not a take-back of the given position
  // but the lesson's own back (leave, asked first).
  if (counted.take_back_blocked() && table_->state().history().size() == before) return false;
  const auto& history = table_->state().history();
  if (history.size() > base_ && history.size() != before) {
    const std::vector<Action> actions(history.begin() + static_cast<std::ptrdiff_t>(base_), history.end());
    Judgement j = step_.practice.judge(*before_, actions);
    if (j.verdict == Judgement::Verdict::Right) {
      host.voice().cue("exact_hit");
      host.voice().say(Message("lesson.practice.right"));
      host.voice().say(j.why);
      finish(true);
      return true;
    }
    if (j.verdict == Judgement::Verdict::Wrong) {
      table_->undo_to(base_);
      controller_ = step_.practice.controller();  // nothing half typed from the wrong try
      {
        // Started as the first one was (it learns who plays, whose hand is read), silently:
        // the position was said when the task began.
        MutedHost muted(counted);
        controller_->start(muted, *table_, false);
      }
      host.voice().cue("refused");
      std::vector<Message> why{Message("lesson.practice.wrong")};
      why.insert(why.end(), j.why.begin(), j.why.end());
      wrong_try(host, why);
      return true;
    }
    return true;
  }
  if (counted.refusals() > 0) {
    wrong_try(host, {});
    return true;
  }
  return used || key != Key::Back;
}

void PracticeRunner::help(Host& host) {
  host.voice().say(step_.text, Priority::Interrupt);
  controller_->help(host, *table_);
  host.voice().say(Message("lesson.practice.keys"));
}

void PracticeRunner::hint(Host& host) {
  host.voice().say(step_.practice.hint, Priority::Interrupt);
}

void PracticeRunner::on_counter(Host& host, int index, int value) { controller_->on_counter(host, *table_, index, value); }

std::vector<Message> PracticeRunner::status(Host& host) {
  std::vector<Message> out = step_.text;
  auto more = controller_->status(host, *table_);
  out.insert(out.end(), more.begin(), more.end());
  return out;
}

TablePictureRef PracticeRunner::picture(Host& host) { return controller_->picture(host, *table_); }

}  // namespace sh
