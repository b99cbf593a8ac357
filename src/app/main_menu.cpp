#include "app/main_menu.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include "app/app.h"
#include "app/card_learning_screen.h"
#include "app/game_screen.h"
#include "play/lesson_chapters.h"
#include "play/lesson_screen.h"
#include "play/menu_screen.h"
#include "app/recovery.h"
#include "app/settings_screen.h"
#include "core/game_options.h"
#include "narration/fragment.h"
#include "online/online_protocol.h"
#include "storage/user_dirs.h"
#include "play/table.h"

namespace sh {

namespace {

// Answers so far and the order they were given, so back can undo the last one.
struct SetupProgress {
  const GameEntry* entry;
  GameOptions answers;
  std::vector<std::string> asked;
  std::vector<RemoteSeat> remote;  // the seats online chosen (ask_online), for start_game
};

void ask_next(App& app, std::shared_ptr<SetupProgress> progress, bool replace_top);

// A choice's label, with the players' names when they were given for every seat it names.
Message choice_label(const App& app, const SetupChoice& choice) {
  if (choice.seats.empty()) return choice.label;
  Message named(choice.label.id + ".named");
  for (std::size_t i = 0; i < choice.seats.size(); ++i) {
    auto given = app.given_player(choice.seats[i] - 1);
    if (!given) return choice.label;
    named.with("p" + std::to_string(i + 1), given->name);
  }
  return named;
}

// A setup question answered: the answer kept, the next question asked.
void give_answer(Host& host, const std::shared_ptr<SetupProgress>& progress, std::string option, std::string value) {
  progress->answers[option] = std::move(value);
  progress->asked.push_back(std::move(option));
  ask_next(App::of(host), progress, true);
}

// Del at a setup question: the last answer taken back (before the first, the main menu).
void take_back_answer(Host& host, const std::shared_ptr<SetupProgress>& progress) {
  App& app = App::of(host);
  if (progress->asked.empty()) {
    app.reset(make_main_menu());
    return;
  }
  progress->answers.erase(progress->asked.back());
  progress->asked.pop_back();
  ask_next(app, progress, true);
}

// A setup question on screen: in place of the one answered, or on top of the menu.
void show_question(App& app, std::unique_ptr<Screen> screen, bool replace_top) {
  if (replace_top) app.replace(std::move(screen));
  else app.push(std::move(screen));
}

std::unique_ptr<Screen> question_screen(const App& asking, const SetupQuestion& q, std::shared_ptr<SetupProgress> progress) {
  std::vector<MenuItem> items;
  const auto keys = choice_keys(q);
  for (std::size_t i = 0; i < q.choices.size(); ++i) {
    const auto& choice = q.choices[i];
    items.push_back({choice_label(asking, choice),
                     [progress, option = q.option, value = choice.value](Host& host) {
                       give_answer(host, progress, option, value);
                     },
                     keys[i] >= 0 ? std::optional<int>(keys[i]) : std::nullopt});
  }
  auto back = [progress](Host& host) { take_back_answer(host, progress); };
  return std::make_unique<MenuScreen>(Message(q.prompt), std::move(items), back);
}

// The option value of the game's mode, as start_game reads it.
std::string mode_of(const GameOptions& answers) {
  auto it = answers.find("mode");
  return it == answers.end() ? "dealer" : it->second;
}

// The people of the game the answers describe (the computers' seats are not), or nothing
// when the answers make no game (start_game then says why).
std::optional<std::vector<bool>> people_of(const GameEntry& entry, GameOptions answers) {
  try {
    if (!entry.mode_is_option) answers.erase("mode");
    answers.erase("phones");
    for (auto it = answers.begin(); it != answers.end();)
      it = it->first.starts_with("phones:") || it->first.starts_with("online:") ? answers.erase(it) : std::next(it);
    const int n = entry.make_game(answers)->num_players();
    const auto computers = parse_seat_list(answers, "computers", n);
    std::vector<bool> people;
    for (bool c : computers) people.push_back(!c);
    return people;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// With the phones on, a dealer-mode game whose seats can have pages asks where each person
// plays (option "phones", seats from 1): first whether anyone plays on a phone, then, if so,
// for each person's seat "on the keypad or on a phone". Only the seats on phones get codes.
// True when a question was put on screen.
bool ask_phones(App& app, const std::shared_ptr<SetupProgress>& progress, bool replace_top) {
  GameOptions& a = progress->answers;
  if (!progress->entry->seat_pages || mode_of(a) != "dealer") {
    a.erase("phones");  // --phones=2,4 means nothing to a game without pages
    return false;
  }
  if (a.count("phones") || !app.phones_control() || !app.phones_control()->phones_running()) return false;
  const auto people = people_of(*progress->entry, a);
  if (!people) return false;
  auto answer = [progress](Host& host, std::string option, std::string value) {
    give_answer(host, progress, std::move(option), std::move(value));
  };
  auto back = [progress](Host& host) { take_back_answer(host, progress); };
  auto show = [&](std::unique_ptr<Screen> screen) { show_question(app, std::move(screen), replace_top); };
  if (!a.count("phones:any")) {
    std::vector<MenuItem> items{{Message("phones.setup.none"), [answer](Host& h) { answer(h, "phones:any", "no"); }},
                                {Message("phones.setup.some"), [answer](Host& h) { answer(h, "phones:any", "yes"); }}};
    show(std::make_unique<MenuScreen>(Message("phones.setup.any"), std::move(items), back));
    return true;
  }
  std::string seats;
  for (std::size_t p = 0; p < people->size(); ++p) {
    if (!(*people)[p] || a.at("phones:any") != "yes") continue;
    const std::string option = "phones:" + std::to_string(p + 1);
    if (!a.count(option)) {
      const std::string name = app.player_name(static_cast<int>(p));
      std::vector<MenuItem> items{
          {Message("phones.setup.keypad").with("player", name), [answer, option](Host& h) { answer(h, option, "keypad"); }},
          {Message("phones.setup.phone").with("player", name), [answer, option](Host& h) { answer(h, option, "phone"); }}};
      show(std::make_unique<MenuScreen>(Message("phones.setup.seat").with("player", name), std::move(items), back));
      return true;
    }
    if (a.at(option) == "phone") seats += (seats.empty() ? "" : ",") + std::to_string(p + 1);
  }
  // Every answer given: the option the game keeps (and its journal, for a resume).
  for (auto it = a.begin(); it != a.end();) it = it->first.starts_with("phones:") ? a.erase(it) : std::next(it);
  a["phones"] = seats.empty() ? "none" : seats;
  return false;
}

// The contacts of the host's account who are online, to invite one for a seat: each by name
// and address, then "Pozvat odkazem" (an invitation link to pass on: no address) and "Zadat
// adresu jinak" (it says how: --invite). The list is read again
// before each key; when it changed, the new list is said and the key is not taken (a digit
// could otherwise pick another person than the one heard).
class ContactPicker final : public Screen {
 public:
  ContactPicker(std::string player, int seat, std::function<void(Host&, std::string)> pick, std::function<void(Host&)> back)
      : player_(std::move(player)), seat_(seat), pick_(std::move(pick)), back_(std::move(back)) {}
  void enter(Host& host) override {
    rebuild(host);
    menu_->enter(host);
  }
  void on_key(Host& host, Key key) override {
    if (changed(host)) {
      rebuild(host);
      host.voice().say(Message("online.setup.changed"), Priority::Interrupt);
      host.voice().say(menu_->status(host));
      return;
    }
    menu_->on_key(host, key);
  }
  std::vector<Message> status(Host& host) override {
    if (changed(host)) rebuild(host);
    return menu_->status(host);
  }
  void help(Host& host) override { menu_->help(host); }
  TablePictureRef picture(Host& host) override { return menu_->picture(host); }

 private:
  const online::OnlineRoster& roster(Host& host) const { return App::of(host).online_setup().roster(); }
  bool changed(Host& host) const { return roster(host).known() != known_ || roster(host).online() != shown_; }
  void rebuild(Host& host) {
    known_ = roster(host).known();
    shown_ = roster(host).online();
    std::vector<MenuItem> items;
    for (const auto& c : shown_)
      items.push_back({c.name.empty() ? Message("online.setup.contact_jid").with("jid", c.jid)
                                      : Message("online.setup.contact").with("name", c.name).with("jid", c.jid),
                       [pick = pick_, jid = c.jid](Host& h) { pick(h, jid); }});
    if (shown_.empty()) {
      const Message none(known_ ? "online.setup.nobody" : "online.setup.loading");
      items.push_back({none, [none](Host& h) { h.voice().say(none, Priority::Interrupt); }, MenuItem::kNoKey});
    }
    // An invitation link: a seat no address is bound to yet (online/online_link.h).
    items.push_back({Message("online.setup.link"), [pick = pick_](Host& h) { pick(h, ""); }});
    items.push_back({Message("online.setup.other"),
                     [seat = seat_](Host& h) {
                       h.voice().say(Message("online.setup.other_how").with("seat", static_cast<long>(seat + 1)),
                                     Priority::Interrupt);
                     }});
    menu_ = std::make_unique<MenuScreen>(Message("online.setup.pick").with("player", player_), std::move(items), back_);
  }
  std::string player_;
  int seat_;
  std::function<void(Host&, std::string)> pick_;
  std::function<void(Host&)> back_;
  bool known_ = false;
  std::vector<online::OnlineRoster::Contact> shown_;
  std::unique_ptr<MenuScreen> menu_;
};

// With an account for online tables (and no online table yet), a dealer-mode game whose seats
// can have pages asks, after the phones, whether anyone plays online; if so the host's
// program logs in (asking the roster) and, for each person not on a phone, "tady or přes
// internet", and for such a seat a contact to invite. The seats chosen become the online
// host's invitees as --invite makes them, with pages (option "phones") like the phones' seats.
bool ask_online(App& app, const std::shared_ptr<SetupProgress>& progress, bool replace_top) {
  GameOptions& a = progress->answers;
  const online::OnlineSetup& online = app.online_setup();
  progress->remote.clear();
  // The command line's --invite seats this game already: not asked.
  if (!progress->entry->seat_pages || mode_of(a) != "dealer" || app.has_pending_remote() || !online.ready ||
      !online.ready())
    return false;
  const auto people = people_of(*progress->entry, a);
  if (!people) return false;
  std::vector<bool> on_phone(people->size(), false);
  if (auto it = a.find("phones"); it != a.end() && it->second != "none") {
    std::istringstream in(it->second);
    for (std::string n; std::getline(in, n, ',');) {
      const int seat = std::atoi(n.c_str());
      if (seat >= 1 && static_cast<std::size_t>(seat) <= on_phone.size()) on_phone[static_cast<std::size_t>(seat - 1)] = true;
    }
  }
  auto answer = [progress](Host& host, std::string option, std::string value) {
    give_answer(host, progress, std::move(option), std::move(value));
  };
  auto back = [progress](Host& host) { take_back_answer(host, progress); };
  auto show = [&](std::unique_ptr<Screen> screen) { show_question(app, std::move(screen), replace_top); };
  if (!a.count("online:any")) {
    std::vector<MenuItem> items{{Message("online.setup.none"), [answer](Host& h) { answer(h, "online:any", "no"); }},
                                {Message("online.setup.some"), [answer](Host& h) {
                                   App::of(h).online_setup().connect();  // the roster comes while the seats are asked
                                   answer(h, "online:any", "yes");
                                 }}};
    show(std::make_unique<MenuScreen>(Message("online.setup.any"), std::move(items), back));
    return true;
  }
  std::vector<online::OnlineHost::Invitee> invitees;
  for (std::size_t p = 0; p < people->size() && a.at("online:any") == "yes"; ++p) {
    if (!(*people)[p] || on_phone[p]) continue;
    const std::string option = "online:" + std::to_string(p + 1);
    const std::string name = app.player_name(static_cast<int>(p));
    if (!a.count(option)) {
      std::vector<MenuItem> items{
          {Message("online.setup.here").with("player", name), [answer, option](Host& h) { answer(h, option, "here"); }},
          {Message("online.setup.online").with("player", name), [answer, option](Host& h) { answer(h, option, "net"); }}};
      show(std::make_unique<MenuScreen>(Message("online.setup.seat").with("player", name), std::move(items), back));
      return true;
    }
    if (a.at(option) != "net") continue;
    const std::string jid_option = option + ":jid";
    if (!a.count(jid_option)) {
      show(std::make_unique<ContactPicker>(
          name, static_cast<int>(p), [answer, jid_option](Host& h, std::string jid) { answer(h, jid_option, std::move(jid)); },
          back));
      return true;
    }
    invitees.push_back({static_cast<int>(p), a.at(jid_option)});
  }
  // Every answer given: the seats online have pages, as the phones' seats do.
  for (auto it = a.begin(); it != a.end();) it = it->first.starts_with("online:") ? a.erase(it) : std::next(it);
  if (invitees.empty()) return false;
  std::string seats;
  for (std::size_t p = 0; p < on_phone.size(); ++p) {
    const bool online_seat = std::any_of(invitees.begin(), invitees.end(),
                                         [p](const online::OnlineHost::Invitee& i) { return i.player == static_cast<int>(p); });
    if (on_phone[p] || online_seat) seats += (seats.empty() ? "" : ",") + std::to_string(p + 1);
  }
  a["phones"] = seats;
  for (const auto& i : invitees) progress->remote.push_back({i.player, i.jid, ""});
  online.seat_guests(app, std::move(invitees));
  return false;
}

// A lesson asks no setup question but its own (option "lesson": which lesson), so the mode
// is asked first, wherever the game lists it.
bool is_lesson_question(const SetupQuestion& q) { return q.option == "lesson"; }

void ask_next(App& app, std::shared_ptr<SetupProgress> progress, bool replace_top) {
  std::vector<const SetupQuestion*> order;
  for (const auto& q : progress->entry->questions)
    if (q.option == "mode") order.push_back(&q);
  for (const auto& q : progress->entry->questions)
    if (q.option != "mode") order.push_back(&q);
  for (const SetupQuestion* qp : order) {
    const SetupQuestion& q = *qp;
    if (progress->answers.count(q.option) || !q.applies(progress->answers)) continue;
    auto mode = progress->answers.find("mode");
    if (mode != progress->answers.end() && mode->second == "lesson" && q.option != "mode" && !is_lesson_question(q))
      continue;
    show_question(app, question_screen(app, q, progress), replace_top);
    return;
  }
  if (ask_phones(app, progress, replace_top)) return;
  if (ask_online(app, progress, replace_top)) return;
  start_game(app, *progress->entry, progress->answers, true, progress->remote);
}

// A variant code of the history ("presny 101 hits", "3 games", "4 players") in words: a
// number before "games" or "players" goes with it ("na tři hry", "ve čtyřech"), a number
// alone is a target ("do 101"), each other word the catalog knows as "variant.<word>".
// The first part follows the game's name, the others after commas.
std::string spoken_variant(App& app, const std::string& code) {
  std::vector<std::string> words, parts;
  std::istringstream in(code);
  for (std::string w; in >> w;) words.push_back(w);
  auto is_number = [](const std::string& w) {
    return !w.empty() && w.size() <= 6 && w.find_first_not_of("0123456789") == std::string::npos;
  };
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (is_number(w) && i + 1 < words.size() && !is_number(words[i + 1]) &&
        app.voice().language().has("variant.count." + words[i + 1])) {
      // A piece inside the sentence keeps its own first letter ("KIVI ve dvou", not "Ve dvou").
      parts.push_back(
          render_fragment(app.voice().language(), Message("variant.count." + words[i + 1]).with("n", std::stol(w))));
      ++i;
    } else if (is_number(w)) {
      parts.push_back(render_fragment(app.voice().language(), Message("variant.target").with("n", std::stol(w))));
    } else if (app.voice().language().has("variant." + w)) {
      parts.push_back(render_fragment(app.voice().language(), Message("variant." + w)));
    } else {
      parts.push_back(w);
    }
  }
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i == 0 ? " " : ", ") + parts[i];
  return out;
}

// Statistics per player and game from the history database (people only: the computer's
// seats are left out). "Eva, Numeramis Quist na tři hry: jedna partie, žádná výhra,
// nejvíc 8 zdvihů."
std::unique_ptr<Screen> stats_screen(App& app) {
  std::vector<MenuItem> items;
  if (app.history()) {
    for (const auto& p : app.history()->stats()) {
      const GameEntry* entry = find_game(p.game);
      const std::string game = (entry ? app.voice().render(Message(entry->name)) : p.game) + spoken_variant(app, p.variant);
      const bool hits = p.variant.find("hits") != std::string::npos;
      const std::string best_id = hits ? "stats.best.hits" : "stats.best." + p.game;
      Message best = Message(app.voice().language().has(best_id) ? best_id : "stats.best").with("best", p.best.value_or(0));
      // The best result in the game's own unit (Numberfloor: stars), not where it means
      // nothing (Člověče: every winner has all four pieces home).
      const std::string best_text = render_fragment(app.voice().language(), best);
      const bool has_best = p.best && (!entry || entry->best_in_statistics);
      const char* id = p.wins ? (has_best ? "stats.line" : "stats.line_no_best")
                              : (has_best ? "stats.line_no_wins" : "stats.line_no_wins_no_best");
      Message line = Message(id)
                         .with("player", p.name)
                         .with("game", game)
                         .with("games", p.games)
                         .with("wins", p.wins)
                         .with("best", best_text);
      // Wins shared in a tie are said as such: "Z toho jedna dělená výhra."
      if (p.shared_wins > 0)
        line = Message("stats.with_shared").with("line", app.voice().render(line)).with("shared", p.shared_wins);
      items.push_back({line, [line](Host& a) { a.voice().say(line, Priority::Interrupt); }});
    }
  }
  // Lessons: each learner's lessons, steps done, and the steps that took mistakes, so a
  // teacher hears where a class struggles. "Eva, výuka Numeramis Šipky: 5 kroků hotovo z
  // dvaceti osmi, skončil u kroku 6." "Co nejvyšší číslo, dvě chyby." (the step's title; a step
  // without one: "Krok 4, dvě chyby: Úloha: ...", its task).
  if (app.history()) {
    for (const auto& p : app.history()->lesson_progress()) {
      const GameEntry* entry = find_game(p.game);
      const std::string game = entry ? app.voice().render(Message(entry->name)) : p.game;
      int done = 0;
      for (const auto& r : p.records) done += r.done ? 1 : 0;
      // The lesson as the game builds it, to name each step by its title, not only its number,
      // and the next step by its chapter.
      std::vector<Lesson> lessons;
      if (entry && entry->make_lesson)
        if (auto screen = entry->make_lesson({}); auto* ls = dynamic_cast<LessonScreen*>(screen.get()))
          lessons = ls->lessons();
      Message line = p.position >= p.steps ? Message("stats.lesson.finished")
                                           : Message("stats.lesson.line").with("step", p.position + 1);
      // With chapters the next step is named in its chapter: "příště kapitola 2, Přes cíl a
      // nuly, krok 3" (the step counted within the chapter), not across the whole lesson.
      if (p.position < p.steps)
        for (const auto& l : lessons) {
          if (l.id != p.lesson) continue;
          const auto parts = chapters_of(l);
          const auto at = static_cast<std::size_t>(p.position);
          for (std::size_t c = 0; c < parts.size(); ++c)
            if (parts[c].holds(at))
              line = Message("stats.lesson.line_chapter")
                         .with("chapter", static_cast<int>(c + 1))
                         .with("title", app.voice().render(parts[c].title))
                         .with("step", static_cast<int>(at - parts[c].first + 1));
        }
      line.with("player", p.learner).with("game", game).with("done", done).with("steps", p.steps);
      items.push_back({line, [line](Host& a) { a.voice().say(line, Priority::Interrupt); }});
      for (const auto& r : p.records) {
        if (r.mistakes == 0) continue;
        const LessonStep* step = nullptr;
        for (const auto& l : lessons)
          if (l.id == p.lesson) step = find_step(l, r.step_id);
        // By the step's short title ("Co nejvyšší číslo, dvě chyby."), else by its task.
        const auto title = step ? step_title(*step) : std::nullopt;
        Message m = title ? Message("stats.lesson.mistakes_titled")
                                .with("title", app.voice().render(*title))
                                .with("mistakes", r.mistakes)
                    : step && !step->text.empty()
                        ? Message("stats.lesson.mistakes_in")
                              .with("step", r.step + 1)
                              .with("title", app.voice().render(step->text.front()))
                              .with("mistakes", r.mistakes)
                        : Message("stats.lesson.mistakes").with("step", r.step + 1).with("mistakes", r.mistakes);
        items.push_back({m, [m](Host& a) { a.voice().say(m, Priority::Interrupt); }});
      }
    }
  }
  // Nothing to list: said as a sentence, not as an item "1: Zatím žádná dohraná hra."
  if (items.empty()) {
    Message none = Message(app.history() && app.history()->usable() ? "stats.empty" : "stats.unavailable");
    items.push_back({none, [none](Host& a) { a.voice().say(none, Priority::Interrupt); }, MenuItem::kNoKey});
  }
  return std::make_unique<MenuScreen>(Message("stats.title"), std::move(items),
                                      [](Host& a) { a.reset(make_main_menu()); });
}

std::unique_ptr<Screen> interrupted_list(App& app);

// One interrupted game: continue it or delete it.
std::unique_ptr<Screen> interrupted_game_screen(App& app, const InterruptedGame& game) {
  std::vector<MenuItem> items;
  items.push_back({Message("recovery.continue"), [path = game.path](Host& a) { resume_game(App::of(a), path); }});
  items.push_back({Message("recovery.delete"), [path = game.path, name = game.name](Host& a) {
                     std::error_code ec;
                     std::filesystem::remove(path, ec);
                     if (ec) {
                       std::cerr << "spoluhrac: cannot delete " << path << ": " << ec.message() << '\n';
                       a.refuse(Message("recovery.cannot_delete"));
                       return;
                     }
                     a.voice().say(Message("recovery.deleted").with("game", a.voice().render(name)), Priority::Interrupt);
                     if (interrupted_games(App::of(a), false).empty()) a.reset(make_main_menu());
                     else a.replace(interrupted_list(App::of(a)));
                   }});
  return std::make_unique<MenuScreen>(Message("recovery.chosen").with("game", app.voice().render(game.description)),
                                      std::move(items), [](Host& a) { a.replace(interrupted_list(App::of(a))); });
}

// The interrupted games, newest first.
std::unique_ptr<Screen> interrupted_list(App& app) {
  std::vector<MenuItem> items;
  for (const auto& game : interrupted_games(app, true))
    items.push_back({game.description, [game](Host& a) { a.replace(interrupted_game_screen(App::of(a), game)); }});
  if (items.empty()) {
    Message none("recovery.none");
    items.push_back({none, [](Host& a) { a.reset(make_main_menu()); }});
  }
  return std::make_unique<MenuScreen>(Message("recovery.list"), std::move(items),
                                      [](Host& a) { a.reset(make_main_menu()); });
}

// The main menu is rebuilt each time it is shown: an interrupted game may have appeared.
// Its numbers never move: the games from 1, then statistics and settings; the interrupted
// games and the card learning keep the next two numbers, skipped when they are not there;
// 0 ends the program.
class MainMenu final : public Screen {
 public:
  void enter(Host& app) override {
    build(App::of(app));
    menu_->enter(app);
  }
  void on_key(Host& app, Key key) override { menu_->on_key(app, key); }
  void help(Host& app) override {
    menu_->help(app);
    // Where the installed guide is (issue 28): <prefix>/share/doc/spoluhrac.
    const auto folder = program_doc_dir(App::of(app).config().data_dir);
    app.voice().say(Message("app.guide").with("folder", folder.string()), Priority::Normal);
    app.voice().say(Message("said.hint"));  // the walk through what was said (app/App)
  }
  std::vector<Message> status(Host& app) override { return menu_->status(app); }
  TablePictureRef picture(Host& app) override { return menu_->picture(app); }

 private:
  void build(App& app) {
    std::vector<MenuItem> items;
    int number = 1;
    auto next = [&number]() -> std::optional<int> {
      const int n = number++;
      return n <= 9 ? std::optional<int>(n) : std::nullopt;
    };
    for (const auto& entry : game_registry())
      items.push_back({Message(entry.name), [&entry](Host& a) { start_setup(App::of(a), entry, {}); }, next()});
    items.push_back({Message("menu.stats"), [](Host& a) { a.replace(stats_screen(App::of(a))); }, next()});
    items.push_back({Message("menu.settings"), [](Host& a) { a.replace(make_settings_screen()); }, next()});
    const auto resume_key = next();
    const auto games = interrupted_games(app, true);
    if (games.size() == 1) {
      items.push_back({Message("menu.continue").with("game", app.voice().render(games.front().name)),
                       [](Host& a) { a.replace(interrupted_list(App::of(a))); }, resume_key});
    } else if (games.size() > 1) {
      items.push_back({Message("menu.continue_many").with("count", static_cast<long>(games.size())),
                       [](Host& a) { a.replace(interrupted_list(App::of(a))); }, resume_key});
    }
    const auto cards_key = next();
    if (!app.config().card_readers.empty())
      items.push_back({Message("menu.card_learning"),
                       [](Host& a) { a.replace(make_card_learning_screen(App::of(a).config().card_readers)); },
                       cards_key});
    // A guest started from the desktop waits for an invitation here (--join): no digit is
    // left for it, plus and minus reach it (just before the end of the program).
    if (app.join_online())
      items.push_back({Message("menu.join_online"), [](Host& a) {
                         auto join = App::of(a).join_online();  // a copy: joining forgets the App's
                         join(a);
                       }, MenuItem::kNoKey});
    items.push_back({Message("menu.quit"),
                     [](Host& a) {
                       a.voice().say(Message("app.goodbye"), Priority::Normal);
                       App::of(a).quit();
                     },
                     0});
    menu_ = std::make_unique<MenuScreen>(Message("menu.main"), std::move(items), [](Host& a) {
      a.voice().say(Message("menu.main_back"), Priority::Interrupt);
    });
  }
  std::unique_ptr<MenuScreen> menu_;
};

// A new game would overwrite a --journal file that holds an unfinished game: continue
// that one, or play the new one without a journal.
std::unique_ptr<Screen> journal_taken_screen(App& app, const InterruptedGame& saved, const GameEntry& entry,
                                             GameOptions options, std::vector<RemoteSeat> remote) {
  std::vector<MenuItem> items;
  items.push_back({Message("journal.taken.resume"), [path = saved.path](Host& a) { resume_game(App::of(a), path); }});
  items.push_back({Message("journal.taken.new_without"), [&entry, options, remote](Host& a) {
                     start_game(App::of(a), entry, options, /*journal=*/false, remote);
                   }});
  return std::make_unique<MenuScreen>(Message("journal.taken").with("game", app.voice().render(saved.description)), std::move(items),
                                      [](Host& a) { a.reset(make_main_menu()); });
}

}  // namespace

std::unique_ptr<Screen> make_main_menu() { return std::make_unique<MainMenu>(); }

void start_setup(App& app, const GameEntry& entry, GameOptions preset) {
  auto progress = std::make_shared<SetupProgress>(SetupProgress{&entry, std::move(preset), {}, {}});
  app.voice().say(Message(entry.name), Priority::Interrupt);
  ask_next(app, progress, false);
}

void start_game(App& app, const GameEntry& entry, GameOptions options, bool journal, std::vector<RemoteSeat> remote) {
  // The seats online: chosen at this setup, or the command line's for the first game only.
  std::vector<RemoteSeat> pending = app.take_pending_remote();
  if (remote.empty()) remote = std::move(pending);
  for (auto& r : remote)
    if (r.secret.empty()) r.secret = online::random_hex(online::kSecretLength);
  const GameOptions chosen = options;
  std::string mode_text = options.count("mode") ? options["mode"] : "dealer";
  options.erase("mode");
  if (entry.mode_is_option && mode_text != "lesson") options["mode"] = mode_text;
  auto mode = mode_from_name(mode_text);
  if (mode == Mode::Lesson) {
    // The lesson sets up its own positions; its progress is kept with the history.
    auto screen = entry.make_lesson(options);
    if (auto* lesson = dynamic_cast<LessonScreen*>(screen.get())) lesson->keep_progress(app.history());
    app.reset(std::move(screen));
    return;
  }
  std::shared_ptr<const Game> game;
  try {
    if (!mode) throw std::invalid_argument("mode must be dealer, assistant or lesson, not '" + mode_text + "'");
    game = entry.make_game(options);
  } catch (const std::invalid_argument& e) {
    std::cerr << "spoluhrac: the game cannot be set up: " << e.what() << '\n';
    // A refusal the game explains is said with its reason ("Přesná hra se hraje ..."); a deck
    // or board that cannot be read, with its own sentence.
    const auto* refused = dynamic_cast<const SetupRefused*>(&e);
    app.refuse(refused ? refused->reason : setup_refusal(e));
    app.reset(make_main_menu());
    return;
  }
  if (journal && !app.journal_is_automatic()) {
    // --journal names a file: never overwrite a game that is not finished, nor a file
    // that is not a journal at all.
    const auto held = inspect_journal(app, app.journal_path());
    if (held.kind == JournalFileState::Unfinished) {
      app.reset(journal_taken_screen(app, *held.game, entry, chosen, remote));
      return;
    }
    if (held.kind == JournalFileState::Unreadable) {
      std::cerr << "spoluhrac: " << app.journal_path() << " is not a journal of a finished game; not overwritten\n";
      app.refuse(Message("journal.not_a_journal"));
      journal = false;
    }
  }
  std::vector<std::string> names;
  for (int s = 0; s < game->num_players(); ++s) names.push_back(app.player_name(s));
  auto table = std::make_unique<Table>(game, *mode, app.next_seed(), names);
  table->set_remote_seats(std::move(remote));
  if (journal) {
    keep_interrupted_game_aside(app);
    try {
      table->journal_to(App::of(app).journal_path().string());
    } catch (const std::runtime_error& e) {
      std::cerr << "spoluhrac: " << e.what() << '\n';
      app.refuse(Message("journal.cannot_write"));
    }
  }
  app.reset(std::make_unique<GameScreen>(std::move(table), entry.make_controller(), false));
}

}  // namespace sh
