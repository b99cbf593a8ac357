#include "play/practice_step.h"

#include <string>
#include <string_view>

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

// What a key makes the game say is held here, to say the lesson's verdict first
// ("Správně!", then the game's narration): the sentences (as said, in the learner's
// verbosity) and cues are kept in order; replay() says them on the real voice.
class HoldingHost final : public ForwardingHost {
 public:
  explicit HoldingHost(Host& real) : ForwardingHost(real), voice_(recorder_, recorder_, real.voice().language()) {
    voice_.set_verbosity(real.voice().verbosity());
    voice_.set_people(real.voice().people());  // the learner's gender agrees in held sentences too
    voice_.set_learner(real.voice().learner());
    // A position that ends the game ends the task, not the lesson: no "Enter: back to the menu";
    // and the period is the lesson's (leave or skip), not the game's menu ("Tečka: nabídka.").
    voice_.set_unsaid_suffixes({"game.over_hint", ".help.key.menu"});
  }
  Voice& voice() override { return voice_; }
  void refuse(const Message& reason) override {  // as the program refuses: the cue, then why
    voice_.cue("refused");
    voice_.say(reason, Priority::Interrupt);
  }
  void replay(Voice& to) const {
    for (const auto& [cue, text, priority] : recorder_.held) {
      if (!cue.empty()) to.cue(cue);
      else to.say(Message("lesson.said").with("text", text), priority);
    }
  }

 private:
  struct Recorder final : Speech, Sound {
    struct Item {
      std::string cue, text;
      Priority priority;
    };
    std::vector<Item> held;
    void say(std::string_view text, Priority p) override { held.push_back({{}, std::string(text), p}); }
    void silence() override {}
    void finish() override {}
    void play(std::string_view cue) override { held.push_back({std::string(cue), {}, Priority::Normal}); }
  };
  Recorder recorder_;
  Voice voice_;
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

void PracticeRunner::start_controller(Host& host, bool quiet) {
  // The position is a task, not a new game: its opening announcement ("KIVI: dva hráči,
  // deset kol.", the assistant mode's card codes) is left out; the state of the table is said.
  const Unsaid unsaid(host.voice(), step_.practice.unsaid_at_start);
  if (quiet) {
    MutedHost muted(host);
    LessonHost counted(muted, base_, aids_quiet());
    controller_->start(counted, *table_, false);
    return;
  }
  LessonHost counted(host, base_, aids_quiet());
  controller_->start(counted, *table_, false);
}

void PracticeRunner::enter(Host& host) {
  set_up(host);
  base_ = table_->state().history().size();
  host.voice().say(step_.text);
  start_controller(host);
  base_ = table_->state().history().size();  // the task's position, whatever the start did
  before_ = table_->state().clone();
  fresh_ = true;
}

void PracticeRunner::say_position_again(Host& host) {
  host.voice().say(step_.text);
  controller_ = step_.practice.controller();  // nothing half typed from the try
  start_controller(host);
}

void PracticeRunner::wrong_try(Host& host, const std::vector<Message>& why) {
  if (table_->state().history().size() > base_) table_->undo_to(base_);  // the task's position
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
  // Said last, so that `repeat` ends with it; the position is the task's again, so only the
  // task is said (Enter says the position), on a fresh controller (nothing half typed).
  host.voice().say(step_.text);
  controller_ = step_.practice.controller();
  start_controller(host, true);
  fresh_ = true;
}

bool PracticeRunner::on_key(Host& host, Key key) {
  if (finished()) return false;
  // The first Enter after the task was read asks to hear it: the task and the position again,
  // not the game's Enter (which would roll the dice, take two cards, ...); the next is the game's.
  if (key == Key::Ok && fresh_) {
    fresh_ = false;
    say_position_again(host);
    return true;
  }
  fresh_ = false;
  // What the game says to the key is held: the lesson's verdict comes first.
  HoldingHost holding(host);
  LessonHost counted(holding, base_, aids_quiet());
  const std::size_t before = table_->state().history().size();
  const bool used = controller_->on_key(counted, *table_, key);
  auto say_held = [&] { holding.replay(host.voice()); };
  // Back with nothing of the learner's to take back: not a take-back of the given position
  // but the lesson's own back (leave, asked first).
  if (counted.take_back_blocked() && table_->state().history().size() == before) {
    say_held();
    return false;
  }
  const auto& history = table_->state().history();
  if (history.size() > base_ && history.size() != before) {
    const std::vector<Action> actions(history.begin() + static_cast<std::ptrdiff_t>(base_), history.end());
    Judgement j = step_.practice.judge(*before_, actions);
    if (j.verdict == Judgement::Verdict::Right) {
      // The step ends with the judge's words: what the game went on to say (the next
      // player's prompt, the dice of the next turn) is not said.
      host.voice().cue("exact_hit");
      host.voice().say(Message("lesson.practice.right"));
      host.voice().say(j.why);
      finish(true);
      return true;
    }
    if (j.is_try()) {
      // What the game said after the try is not heard: it is taken back, and the reason
      // says what the learner did. A move the rules allow is no "Tak ne." with the refusal
      // cue: its reason says "To smíš, ale úloha chtěla…".
      std::vector<Message> why;
      if (j.verdict == Judgement::Verdict::Wrong) {
        host.voice().cue("refused");
        why.emplace_back("lesson.practice.wrong");
      }
      why.insert(why.end(), j.why.begin(), j.why.end());
      wrong_try(host, why);
      return true;
    }
    say_held();
    return true;
  }
  if (counted.refusals() > 0) {
    say_held();  // the referee's reason
    wrong_try(host, {});
    return true;
  }
  say_held();
  return used || key != Key::Back;
}

void PracticeRunner::help(Host& host) {
  host.voice().say(step_.text, Priority::Interrupt);
  LessonHost counted(host, base_, aids_quiet());
  controller_->help(counted, *table_);
  host.voice().say(Message("lesson.practice.keys"));
}

void PracticeRunner::hint(Host& host) {
  host.voice().say(step_.practice.hint, Priority::Interrupt);
}

void PracticeRunner::on_counter(Host& host, int index, int value) {
  LessonHost counted(host, base_, aids_quiet());
  controller_->on_counter(counted, *table_, index, value);
}

std::vector<Message> PracticeRunner::status(Host& host) {
  std::vector<Message> out = step_.text;
  LessonHost counted(host, base_, aids_quiet());
  auto more = controller_->status(counted, *table_);
  out.insert(out.end(), more.begin(), more.end());
  return out;
}

TablePictureRef PracticeRunner::picture(Host& host) {
  LessonHost counted(host, base_, aids_quiet());
  return controller_->picture(counted, *table_);
}

}  // namespace sh
