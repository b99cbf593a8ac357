#include "play/lesson_screen.h"

#include <iostream>

#include "play/host.h"
#include "play/menu_screen.h"
#include "play/voice.h"
#include "storage/history.h"

namespace sh {

LessonScreen::LessonScreen(std::vector<Lesson> lessons) : lessons_(std::move(lessons)) {}

LessonScreen::LessonScreen(Lesson lesson) { lessons_.push_back(std::move(lesson)); }

LessonScreen::~LessonScreen() = default;

void LessonScreen::enter(Host& host) {
  if (entered_) {  // back from another screen: say where we are
    if (menu_) menu_->enter(host);
    else if (runner_) runner_->enter(host);
    else host.voice().say(Message("lesson.end"));
    return;
  }
  entered_ = true;
  learner_ = host.player_name(0);
  // Every lesson sentence addressed to the learner agrees with the learner's gender.
  host.voice().set_learner(learner_);
  if (lessons_.size() == 1) {
    start_lesson(host, 0);
    return;
  }
  std::vector<MenuItem> items;
  for (std::size_t i = 0; i < lessons_.size(); ++i)
    items.push_back({lessons_[i].title, [this, i](Host&) { chosen_ = [this, i](Host& h) { start_lesson(h, i); }; }});
  open_menu(host, std::make_unique<MenuScreen>(Message("lesson.choose"), std::move(items),
                                               [this](Host&) { chosen_ = [](Host& h) { h.to_main_menu(); }; }));
}

void LessonScreen::open_menu(Host& host, std::unique_ptr<MenuScreen> menu) {
  runner_.reset();
  menu_ = std::move(menu);
  menu_->enter(host);
}

void LessonScreen::start_lesson(Host& host, std::size_t index) {
  lesson_ = index;
  host.voice().say(lesson().title);
  chapters_ = chapters_of(lesson());
  if (!chapters_.empty()) {
    if (history_ && history_->usable()) {
      marks_ = history_->lesson_chapters(learner_, lesson().id);
      // A lesson begun before it had chapters: the chapters walked past are finished, the one
      // it was left in is begun at that step.
      const auto at = history_->lesson_position(learner_, lesson().id);
      if (marks_.empty() && at && *at > 0)
        for (const auto& c : chapters_) {
          const auto step = static_cast<std::size_t>(*at);
          if (c.end <= step) marks_.push_back({c.id, c.id, true});
          else if (c.holds(step)) marks_.insert(marks_.begin(), {c.id, lesson().steps[step].id, false});
        }
    }
    show_chapters(host);
    return;
  }
  std::size_t from = 0;
  if (history_ && history_->usable()) {
    auto at = history_->lesson_position(learner_, lesson().id);
    if (at && *at > 0 && static_cast<std::size_t>(*at) < lesson().steps.size()) from = static_cast<std::size_t>(*at);
  }
  if (from > 0) {
    host.voice().say(Message("lesson.resumed")
                         .with("learner", learner_)  // whose gender "skončil/a" agrees with
                         .with("step", static_cast<long>(from + 1))
                         .with("steps", static_cast<long>(lesson().steps.size())));
  }
  go_to(host, from, false);
  if (from == 0) host.voice().say(Message("lesson.keys"));
}

const LessonChapterRecord* LessonScreen::mark_of(std::size_t chapter) const {
  for (const auto& m : marks_)
    if (m.chapter == chapters_.at(chapter).id) return &m;
  return nullptr;
}

std::size_t LessonScreen::proposed_chapter() const {
  for (const auto& m : marks_)  // the last worked on of those begun and not finished
    if (!m.finished)
      for (std::size_t i = 0; i < chapters_.size(); ++i)
        if (chapters_[i].id == m.chapter) return i;
  for (std::size_t i = 0; i < chapters_.size(); ++i) {
    const auto* m = mark_of(i);
    if (!m || !m->finished) return i;
  }
  return 0;
}

std::optional<std::size_t> LessonScreen::next_chapter(std::size_t after) const {
  for (std::size_t k = 1; k < chapters_.size(); ++k) {
    const std::size_t i = (after + k) % chapters_.size();
    const auto* m = mark_of(i);
    if (!m || !m->finished) return i;
  }
  return std::nullopt;
}

void LessonScreen::save_chapter(std::size_t chapter, const std::string& step_id, bool finished) {
  const std::string& id = chapters_.at(chapter).id;
  LessonChapterRecord mark{id, step_id, finished};
  for (auto it = marks_.begin(); it != marks_.end(); ++it)
    if (it->chapter == id) {
      mark.finished = mark.finished || it->finished;
      marks_.erase(it);
      break;
    }
  marks_.insert(marks_.begin(), mark);
  if (!history_ || !history_->usable() || !lesson_) return;
  if (!history_->save_lesson_chapter(learner_, lesson().game, lesson().id, mark))
    std::cerr << "spoluhrac: lesson progress not saved: " << history_->error() << '\n';
}

void LessonScreen::show_chapters(Host& host) {
  chapter_.reset();
  const std::size_t proposed = proposed_chapter();
  const auto* proposed_mark = mark_of(proposed);
  bool all_finished = true;
  std::vector<MenuItem> items;
  for (std::size_t i = 0; i < chapters_.size(); ++i) {
    const auto* m = mark_of(i);
    all_finished = all_finished && m && m->finished;
    const bool begun = m && m->step_id != chapters_[i].id;  // left past its first step
    const char* id = m && m->finished ? "lesson.chapter.item_finished"
                     : begun          ? "lesson.chapter.item_started"
                                      : "lesson.chapter.item";
    items.push_back({Message(id).with("title", host.voice().render(chapters_[i].title)),
                     [this, i](Host&) { chosen_ = [this, i](Host& h) { start_chapter(h, i); }; }});
  }
  const bool go_on = proposed_mark && !proposed_mark->finished && proposed_mark->step_id != chapters_[proposed].id;
  const char* title = all_finished ? "lesson.chapters.all_finished"
                      : go_on      ? "lesson.chapters.continue"
                                   : "lesson.chapters.start";
  Message heading = Message(title)
                        .with("number", static_cast<long>(proposed + 1))
                        .with("title", host.voice().render(chapters_[proposed].title));
  open_menu(host, std::make_unique<MenuScreen>(heading, std::move(items),
                                               [this](Host&) { chosen_ = [](Host& h) { h.to_main_menu(); }; },
                                               proposed));
}

void LessonScreen::start_chapter(Host& host, std::size_t index) {
  chapter_ = index;
  const Chapter& c = chapters_.at(index);
  host.voice().say(Message("lesson.chapter.start")
                       .with("number", static_cast<long>(index + 1))
                       .with("chapters", static_cast<long>(chapters_.size()))
                       .with("title", host.voice().render(c.title)));
  std::size_t from = c.first;
  if (const auto* m = mark_of(index))
    for (std::size_t i = c.first; i < c.end; ++i)
      if (lesson().steps[i].id == m->step_id) from = i;
  if (from > c.first) {
    host.voice().say(Message("lesson.resumed")
                         .with("learner", learner_)  // whose gender "skončil/a" agrees with
                         .with("step", static_cast<long>(from - c.first + 1))
                         .with("steps", static_cast<long>(c.size())));
  }
  go_to(host, from, false);
  if (from == c.first && !keys_said_ && runner_) host.voice().say(Message("lesson.keys"));
  keys_said_ = true;
}

void LessonScreen::finish_chapter(Host& host) {
  const std::size_t done = *chapter_;
  const Chapter& c = chapters_.at(done);
  save_chapter(done, c.id, true);
  const auto next = next_chapter(done);
  // The lesson's place for the statistics: the next chapter's step, or the end.
  if (history_ && history_->usable()) {
    int position = static_cast<int>(lesson().steps.size());
    if (next) {
      position = static_cast<int>(chapters_[*next].first);
      if (const auto* m = mark_of(*next))
        for (std::size_t i = chapters_[*next].first; i < chapters_[*next].end; ++i)
          if (lesson().steps[i].id == m->step_id) position = static_cast<int>(i);
    }
    if (!history_->save_lesson_position(learner_, lesson().game, lesson().id, position,
                                        static_cast<int>(lesson().steps.size())))
      std::cerr << "spoluhrac: lesson progress not saved: " << history_->error() << '\n';
  }
  host.voice().cue("game_won");
  Message heading = Message(next ? "lesson.chapter.finished" : "lesson.chapter.finished_all")
                        .with("number", static_cast<long>(done + 1))
                        .with("title", host.voice().render(c.title));
  std::vector<MenuItem> items;
  if (next)
    items.push_back({Message("lesson.chapter.next").with("title", host.voice().render(chapters_[*next].title)),
                     [this, n = *next](Host&) { chosen_ = [this, n](Host& h) { start_chapter(h, n); }; }});
  items.push_back({Message("lesson.chapters.menu"), [this](Host&) { chosen_ = [this](Host& h) { show_chapters(h); }; }});
  items.push_back({Message("lesson.chapters.leave"), [this](Host&) { chosen_ = [](Host& h) { h.to_main_menu(); }; }});
  open_menu(host, std::make_unique<MenuScreen>(heading, std::move(items),
                                               [this](Host&) { chosen_ = [this](Host& h) { show_chapters(h); }; }));
}

Message LessonScreen::step_number() const {
  const std::size_t first = range_first(), end = range_end();
  return Message("lesson.step")
      .with("step", static_cast<long>(std::min(step_, end - 1) - first + 1))
      .with("steps", static_cast<long>(end - first));
}

void LessonScreen::go_to(Host& host, std::size_t step, bool say_number) {
  runner_.reset();
  ended_ = false;
  step_ = step;
  if (step_ >= range_end()) {
    step_ = range_end();
    if (chapter_) {
      finish_chapter(host);
      return;
    }
    ended_ = true;
    save_position();
    host.voice().cue("game_won");
    host.voice().say(Message("lesson.end"));
    return;
  }
  save_position();
  if (say_number) host.voice().say(step_number());
  runner_ = make_step_runner(lesson().steps[step_]);
  try {
    runner_->enter(host);
  } catch (const std::exception& e) {  // a position the engine does not accept: a bug of the lesson
    std::cerr << "spoluhrac: lesson step " << lesson().steps[step_].id << " cannot start: " << e.what() << '\n';
    runner_.reset();
    host.refuse(Message("lesson.step_broken"));
    go_to(host, step_ + 1, true);
  }
}

void LessonScreen::save_position() {
  if (chapter_ && step_ < lesson().steps.size()) save_chapter(*chapter_, lesson().steps[step_].id, false);
  if (!history_ || !history_->usable() || !lesson_) return;
  if (!history_->save_lesson_position(learner_, lesson().game, lesson().id, static_cast<int>(step_),
                                      static_cast<int>(lesson().steps.size())))
    std::cerr << "spoluhrac: lesson progress not saved: " << history_->error() << '\n';
}

void LessonScreen::save_step(const StepRunner& runner) {
  if (!history_ || !history_->usable() || !lesson_) return;
  LessonStepRecord r{static_cast<int>(step_), lesson().steps[step_].id, runner.finished() && runner.done(), runner.mistakes()};
  if (!history_->save_lesson_step(learner_, lesson().game, lesson().id, r))
    std::cerr << "spoluhrac: lesson progress not saved: " << history_->error() << '\n';
}

void LessonScreen::after_step_key(Host& host) {
  if (runner_ && runner_->finished()) {
    save_step(*runner_);
    go_to(host, step_ + 1, false);
  }
}

void LessonScreen::skip_step(Host& host) {
  if (runner_ && runner_->mistakes() > 0) save_step(*runner_);
  host.voice().say(Message("lesson.skipped"), Priority::Interrupt);
  go_to(host, step_ + 1, true);
}

void LessonScreen::previous_step(Host& host) {
  if (step_ <= range_first()) {
    host.refuse(Message("lesson.at_start"));
    return;
  }
  if (runner_ && runner_->mistakes() > 0) save_step(*runner_);
  go_to(host, step_ - 1, true);
}

void LessonScreen::on_key(Host& host, Key key) {
  if (confirm_leave_) {
    confirm_leave_ = false;
    // The question also moves: in a task next and prev are the game's keys, so skipping a
    // step or going one back is asked here (plus / minus after back).
    if (key == Key::Next) {
      skip_step(host);
      return;
    }
    if (key == Key::Prev) {
      previous_step(host);
      return;
    }
    if (key == Key::Ok) {
      if (runner_ && runner_->mistakes() > 0) save_step(*runner_);
      host.voice().say(Message("lesson.left"), Priority::Interrupt);
      host.to_main_menu();
    } else {
      host.voice().say(Message("lesson.stay"), Priority::Interrupt);
    }
    return;
  }
  if (menu_) {
    menu_->on_key(host, key);
    if (chosen_) {
      auto then = std::move(chosen_);
      chosen_ = nullptr;
      menu_.reset();
      then(host);
    }
    return;
  }
  if (!lesson_) return;
  if (ended_) {
    if (key == Key::Prev) go_to(host, range_end() - 1, true);
    else if (key == Key::Ok || key == Key::Back) host.to_main_menu();
    else host.voice().say(Message("lesson.end"), Priority::Interrupt);
    return;
  }
  const bool steps_keys = !runner_ || !runner_->takes_next_prev();
  if (key == Key::Next && steps_keys) {
    skip_step(host);
    return;
  }
  if (key == Key::Prev && steps_keys) {
    previous_step(host);
    return;
  }
  if (runner_ && runner_->on_key(host, key)) {
    after_step_key(host);
    return;
  }
  if (key == Key::Back) {
    confirm_leave_ = true;
    host.voice().say(Message("lesson.confirm_leave"), Priority::Interrupt);
    return;
  }
  if (runner_ && !runner_->finished()) runner_->help(host);
}

void LessonScreen::help(Host& host) {
  if (confirm_leave_) {
    host.voice().say(Message("lesson.confirm_leave"), Priority::Interrupt);
    return;
  }
  if (menu_) {
    // The chapter menu says what chapters are first.
    if (!chapters_.empty() && !chapter_) host.voice().say(Message("lesson.chapters.help"), Priority::Interrupt);
    else menu_->help(host);
    return;
  }
  // Each step's help names its own keys; after the end, the lesson's.
  if (runner_) {
    runner_->help(host);
  } else {
    host.voice().say(Message("lesson.end"), Priority::Interrupt);
  }
}

void LessonScreen::hint(Host& host) {
  if (runner_ && !confirm_leave_) runner_->hint(host);
  else help(host);
}

void LessonScreen::on_thought(Host& host, std::uint64_t ticket, Action a) {
  if (runner_) {
    runner_->on_thought(host, ticket, a);
    after_step_key(host);
  }
}

void LessonScreen::on_counter(Host& host, int index, int value) {
  if (runner_) runner_->on_counter(host, index, value);
}

std::vector<Message> LessonScreen::status(Host& host) {
  if (menu_) return menu_->status(host);
  if (!lesson_) return {};
  std::vector<Message> out{lesson().title};
  if (chapter_)
    out.push_back(Message("lesson.chapter.start")
                      .with("number", static_cast<long>(*chapter_ + 1))
                      .with("chapters", static_cast<long>(chapters_.size()))
                      .with("title", host.voice().render(chapters_[*chapter_].title)));
  out.push_back(step_number());
  if (runner_) {
    auto more = runner_->status(host);
    out.insert(out.end(), more.begin(), more.end());
  } else {
    out.push_back(Message("lesson.end"));
  }
  return out;
}

TablePictureRef LessonScreen::picture(Host& host) {
  if (menu_) return menu_->picture(host);
  if (!lesson_) return nullptr;
  const std::size_t first = range_first(), end = range_end();
  const std::string step_number = std::to_string(std::min(step_, end - 1) - first + 1) + " / " + std::to_string(end - first);
  // With chapters the title names the chapter too: "Výuka: Numeramis Šipky · Nuly a přes cíl".
  std::string title = host.voice().render(lesson().title);
  if (chapter_) title += " · " + host.voice().render(chapters_[*chapter_].title);
  if (runner_) {
    if (auto table = runner_->picture(host)) {
      // A task on the game's table: a sighted partner or teacher sees the lesson, the step
      // and the task above the game's own picture (the caption only holds the last sentence).
      auto p = std::make_shared<TablePicture>(*table);
      p->title = title;
      p->status = table->status.empty() ? step_number : step_number + " · " + table->status;
      std::string task;
      if (step_ < lesson().steps.size())
        for (const Message& m : lesson().steps[step_].text) task += (task.empty() ? "" : " ") + host.voice().render(m);
      p->task = task;
      return p;
    }
  }
  auto p = std::make_shared<TablePicture>();
  p->title = title;
  p->status = step_number;
  if (runner_)
    for (const auto& m : runner_->status(host)) p->lines.push_back(host.voice().render(m));
  return p;
}

}  // namespace sh
