#include "app/recovery.h"

#include <ctime>
#include <iostream>

#include "app/app.h"
#include "app/game_screen.h"
#include "core/journal.h"
#include "games/registry.h"
#include "storage/user_dirs.h"

namespace sh {

namespace {

struct Loaded {
  const GameEntry* entry = nullptr;
  std::unique_ptr<Table> table;
  bool truncated = false;
};

// Rebuilds a game from its journal; throws std::runtime_error with the reason.
Loaded load(App& app, const std::filesystem::path& path) {
  auto journal = read_journal(path.string());
  Loaded out;
  out.entry = find_game(journal.header.game);
  if (!out.entry) throw std::runtime_error(path.string() + ": unknown game '" + journal.header.game + "'");
  auto mode = mode_from_name(journal.header.mode);
  if (!mode || *mode == Mode::Lesson) throw std::runtime_error(path.string() + ": bad mode '" + journal.header.mode + "'");
  std::shared_ptr<const Game> game;
  try {
    game = out.entry->make_game(journal.header.options);
  } catch (const std::invalid_argument& e) {
    throw std::runtime_error(path.string() + ": " + e.what());
  }
  auto names = journal.header.names;
  for (int s = static_cast<int>(names.size()); s < game->num_players(); ++s) names.push_back(app.player_name(s));
  out.table = std::make_unique<Table>(game, *mode, journal.header.seed, names);
  try {
    out.table->restore(journal.actions);
  } catch (const std::invalid_argument& e) {
    throw std::runtime_error(path.string() + ": an action breaks the rules: " + e.what());
  }
  out.truncated = journal.truncated;
  return out;
}

}  // namespace

std::optional<InterruptedGame> find_interrupted_game(App& app, bool report_problems) {
  if (!app.journal_is_automatic()) return std::nullopt;
  const auto path = app.journal_path();
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return std::nullopt;
  try {
    Loaded l = load(app, path);
    if (l.table->state().is_terminal()) {
      // Finished, but perhaps not in the history yet (a crash right at the end, or the
      // database could not be written then): record it now; remove it only once recorded.
      auto record = l.entry->make_controller()->record(*l.table);
      History* h = app.history();
      if (!record || !h || !h->usable() || h->record(*record)) std::filesystem::remove(path, ec);
      return std::nullopt;
    }
    Message d = Message("recovery.game")
                    .with("game", app.voice().render(Message(l.entry->name)))
                    .with("players", l.table->game().num_players())
                    .with("actions", static_cast<long>(l.table->state().history().size()));
    return InterruptedGame{path, d};
  } catch (const std::exception& e) {
    auto kept = move_aside(path);
    std::cerr << "spoluhrac: the interrupted game cannot be continued: " << e.what() << "; kept as " << kept << '\n';
    if (report_problems)
      app.refuse(Message("recovery.damaged").with("reason", std::string(e.what())).with("kept", kept.filename().string()));
    return std::nullopt;
  }
}

bool resume_game(App& app, const std::filesystem::path& path) {
  try {
    Loaded l = load(app, path);
    if (l.truncated) app.voice().say(Message("journal.truncated"));
    const auto out = app.journal_is_automatic() && path != app.journal_path() ? path : app.journal_path();
    l.table->journal_to(out.string());
    app.reset(std::make_unique<GameScreen>(std::move(l.table), l.entry->make_controller(), true));
    return true;
  } catch (const std::exception& e) {
    std::cerr << "spoluhrac: cannot resume: " << e.what() << '\n';
    app.refuse(Message("journal.cannot_resume").with("reason", std::string(e.what())));
    return false;
  }
}

void keep_interrupted_game_aside(App& app) {
  if (!app.journal_is_automatic()) return;
  if (!find_interrupted_game(app, false)) return;
  std::time_t now = std::time(nullptr);
  std::tm tm{};
  localtime_r(&now, &tm);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
  const auto target = app.journal_path().parent_path() / (std::string("interrupted-") + stamp + ".journal");
  std::error_code ec;
  std::filesystem::rename(app.journal_path(), target, ec);
  if (!ec) app.voice().say(Message("recovery.kept_aside").with("file", target.filename().string()));
}

}  // namespace sh
