#include "app/main_menu.h"

#include <sstream>
#include <stdexcept>

#include "app/app.h"
#include "app/card_learning_screen.h"
#include "app/game_screen.h"
#include "play/menu_screen.h"
#include "app/recovery.h"
#include "app/settings_screen.h"
#include "play/table.h"

namespace sh {

namespace {

// Answers so far and the order they were given, so back can undo the last one.
struct SetupProgress {
  const GameEntry* entry;
  GameOptions answers;
  std::vector<std::string> asked;
};

void ask_next(App& app, std::shared_ptr<SetupProgress> progress, bool replace_top);

std::unique_ptr<Screen> question_screen(const SetupQuestion& q, std::shared_ptr<SetupProgress> progress) {
  std::vector<MenuItem> items;
  for (const auto& choice : q.choices) {
    items.push_back({choice.label, [progress, option = q.option, value = choice.value](Host& host) {
                       App& app = App::of(host);
                       progress->answers[option] = value;
                       progress->asked.push_back(option);
                       ask_next(app, progress, true);
                     }});
  }
  auto back = [progress](Host& host) {
    App& app = App::of(host);
    if (progress->asked.empty()) {
      app.reset(make_main_menu());
      return;
    }
    progress->answers.erase(progress->asked.back());
    progress->asked.pop_back();
    ask_next(app, progress, true);
  };
  return std::make_unique<MenuScreen>(Message(q.prompt), std::move(items), back);
}

void ask_next(App& app, std::shared_ptr<SetupProgress> progress, bool replace_top) {
  for (const auto& q : progress->entry->questions) {
    if (progress->answers.count(q.option) || !q.applies(progress->answers)) continue;
    auto screen = question_screen(q, progress);
    if (replace_top) app.replace(std::move(screen));
    else app.push(std::move(screen));
    return;
  }
  start_game(app, *progress->entry, progress->answers);
}

// A variant code of the history ("presny 101 hits") in words: each word that the catalog
// knows as "variant.<word>" is said from there, numbers as they are.
std::string spoken_variant(App& app, const std::string& code) {
  std::string out, word;
  std::istringstream in(code);
  while (in >> word) {
    if (!out.empty()) out += ' ';
    out += app.voice().language().has("variant." + word) ? app.voice().render(Message("variant." + word)) : word;
  }
  return out;
}

// Statistics per player and game from the history database.
std::unique_ptr<Screen> stats_screen(App& app) {
  std::vector<MenuItem> items;
  if (App::of(app).history()) {
    for (const auto& p : App::of(app).history()->stats()) {
      const GameEntry* entry = find_game(p.game);
      Message line = Message(p.best ? "stats.line" : "stats.line_no_best")
                         .with("player", p.name)
                         .with("game", entry ? app.voice().render(Message(entry->name)) : p.game)
                         .with("variant", spoken_variant(app, p.variant))
                         .with("games", p.games)
                         .with("wins", p.wins)
                         .with("best", p.best.value_or(0));
      items.push_back({line, [line](Host& a) { a.voice().say(line, Priority::Interrupt); }});
    }
  }
  if (items.empty()) {
    Message none = Message(App::of(app).history() && App::of(app).history()->usable() ? "stats.empty" : "stats.unavailable");
    items.push_back({none, [none](Host& a) { a.voice().say(none, Priority::Interrupt); }});
  }
  return std::make_unique<MenuScreen>(Message("stats.title"), std::move(items),
                                      [](Host& a) { a.reset(make_main_menu()); });
}

// The main menu is rebuilt each time it is shown: an interrupted game may have appeared.
class MainMenu final : public Screen {
 public:
  void enter(Host& app) override {
    build(App::of(app));
    menu_->enter(app);
  }
  void on_key(Host& app, Key key) override { menu_->on_key(app, key); }
  void help(Host& app) override { menu_->help(app); }
  std::vector<Message> status(Host& app) override { return menu_->status(app); }

 private:
  void build(App& app) {
    std::vector<MenuItem> items;
    if (auto interrupted = find_interrupted_game(app, true)) {
      items.push_back({Message("menu.continue").with("game", app.voice().render(interrupted->description)),
                       [path = interrupted->path](Host& a) { resume_game(App::of(a), path); }});
    }
    for (const auto& entry : game_registry())
      items.push_back({Message(entry.name), [&entry](Host& a) { start_setup(App::of(a), entry, {}); }});
    items.push_back({Message("menu.stats"), [](Host& a) { a.replace(stats_screen(App::of(a))); }});
    if (!App::of(app).config().card_readers.empty())
      items.push_back({Message("menu.card_learning"),
                       [](Host& a) { a.replace(make_card_learning_screen(App::of(a).config().card_readers)); }});
    items.push_back({Message("menu.settings"), [](Host& a) { a.replace(make_settings_screen()); }});
    items.push_back({Message("menu.quit"), [](Host& a) {
                       a.voice().say(Message("app.goodbye"), Priority::Normal);
                       App::of(a).quit();
                     }});
    menu_ = std::make_unique<MenuScreen>(Message("menu.main"), std::move(items), [](Host& a) {
      a.voice().say(Message("menu.main_back"), Priority::Interrupt);
    });
  }
  std::unique_ptr<MenuScreen> menu_;
};

}  // namespace

std::unique_ptr<Screen> make_main_menu() { return std::make_unique<MainMenu>(); }

void start_setup(App& app, const GameEntry& entry, GameOptions preset) {
  auto progress = std::make_shared<SetupProgress>(SetupProgress{&entry, std::move(preset), {}});
  app.voice().say(Message(entry.name), Priority::Interrupt);
  ask_next(app, progress, false);
}

void start_game(App& app, const GameEntry& entry, GameOptions options) {
  std::string mode_text = options.count("mode") ? options["mode"] : "dealer";
  options.erase("mode");
  if (entry.mode_is_option && mode_text != "lesson") options["mode"] = mode_text;
  auto mode = mode_from_name(mode_text);
  std::shared_ptr<const Game> game;
  try {
    if (!mode) throw std::invalid_argument("mode must be dealer, assistant or lesson, not '" + mode_text + "'");
    game = entry.make_game(options);
  } catch (const std::invalid_argument& e) {
    app.refuse(Message("setup.invalid").with("reason", std::string(e.what())));
    app.reset(make_main_menu());
    return;
  }
  if (*mode == Mode::Lesson) {
    app.reset(entry.make_lesson(options));
    return;
  }
  std::vector<std::string> names;
  for (int s = 0; s < game->num_players(); ++s) names.push_back(app.player_name(s));
  auto table = std::make_unique<Table>(game, *mode, app.next_seed(), names);
  keep_interrupted_game_aside(app);
  try {
    table->journal_to(App::of(app).journal_path().string());
  } catch (const std::runtime_error& e) {
    app.refuse(Message("journal.cannot_write").with("reason", std::string(e.what())));
  }
  app.reset(std::make_unique<GameScreen>(std::move(table), entry.make_controller(), false));
}

}  // namespace sh
