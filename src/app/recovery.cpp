#include "app/recovery.h"

#include <algorithm>
#include <cstdio>
#include <iostream>

#include "app/app.h"
#include "app/game_screen.h"
#include "core/journal.h"
#include "core/user_file.h"
#include "games/registry.h"
#include "online/online_protocol.h"
#include "storage/user_dirs.h"

namespace sh {

namespace fs = std::filesystem;

namespace {

constexpr const char* kAsidePrefix = "interrupted-";
constexpr const char* kAsideSuffix = ".journal";

struct Loaded {
  const GameEntry* entry = nullptr;
  std::unique_ptr<Table> table;
  bool truncated = false;
  // A damaged journal, resumed before its first bad line (journal.h): why, and how many
  // action lines were left out.
  std::string problem;
  std::size_t dropped = 0;
};

// Rebuilds a game from its journal; throws std::runtime_error with the reason (English,
// for the log: the player hears a Czech sentence).
Loaded load(App& app, const fs::path& path) {
  auto journal = read_journal(path.string());
  Loaded out;
  out.entry = find_game(journal.header.game);
  if (!out.entry) throw std::runtime_error(path.string() + ": unknown game '" + journal.header.game + "'");
  auto mode = mode_from_name(journal.header.mode);
  if (!mode || *mode == Mode::Lesson) throw std::runtime_error(path.string() + ": bad mode '" + journal.header.mode + "'");
  if (out.entry->upgrade_options) out.entry->upgrade_options(journal.header.options, journal.header.version);
  std::shared_ptr<const Game> game;
  try {
    game = out.entry->make_game(journal.header.options);
  } catch (const std::invalid_argument& e) {
    throw std::runtime_error(path.string() + ": " + e.what());
  }
  auto names = journal.header.names;
  for (int s = static_cast<int>(names.size()); s < game->num_players(); ++s) names.push_back(app.player_name(s));
  out.table = std::make_unique<Table>(game, *mode, journal.header.seed, names);
  out.table->set_remote_seats(journal.header.remote);
  const std::size_t applied = out.table->restore(journal.actions);
  if (applied < journal.actions.size()) {
    // An action the rules refuse there: the game goes on from the whole key before it.
    drop_from(journal, applied,
              path.string() + ":" + std::to_string(journal.lines[applied]) + ": the action " +
                  std::to_string(journal.actions[applied]) + " breaks the rules there");
    out.table->undo_to(journal.actions.size());
  }
  out.truncated = journal.truncated;
  out.problem = journal.problem;
  out.dropped = journal.dropped;
  return out;
}

// A damaged journal about to be rewritten (or removed) keeps its original beside it, and
// the log says what was left out.
void keep_original(const fs::path& path, const Loaded& l) {
  if (l.problem.empty()) return;
  const fs::path kept = copy_aside(path);
  std::cerr << "spoluhrac: " << l.problem << "; the game goes on from before it, " << l.dropped
            << " action line(s) left out; the original is kept as " << kept << '\n';
}

std::time_t modified(const fs::path& path) {
  std::error_code ec;
  const auto t = fs::last_write_time(path, ec);
  if (ec) return 0;
  const auto sys = std::chrono::time_point_cast<std::chrono::system_clock::duration>(
      t - fs::file_time_type::clock::now() + std::chrono::system_clock::now());
  return std::chrono::system_clock::to_time_t(sys);
}

// "dnes 14:05", "včera 9:30", "před třemi dny".
Message when_message(std::time_t when) {
  const std::time_t now = std::time(nullptr);
  std::tm then{}, today{};
  localtime_r(&when, &then);
  localtime_r(&now, &today);
  char clock[8];
  std::snprintf(clock, sizeof clock, "%d:%02d", then.tm_hour, then.tm_min);
  const std::string time = clock;
  std::tm midnight = today;
  midnight.tm_hour = midnight.tm_min = midnight.tm_sec = 0;
  const std::time_t start_of_today = std::mktime(&midnight);
  if (when >= start_of_today) return Message("recovery.when.today").with("time", time);
  if (when >= start_of_today - 24 * 3600) return Message("recovery.when.yesterday").with("time", time);
  const long days = static_cast<long>((start_of_today - when) / (24 * 3600)) + 1;
  return Message("recovery.when.days").with("days", days);
}

InterruptedGame describe(App& app, const fs::path& path, const Loaded& l) {
  std::string names;
  for (const auto& n : l.table->names()) names += (names.empty() ? "" : ", ") + n;
  const std::time_t when = modified(path);
  Message name = Message("recovery.game")
                     .with("game", app.voice().render(Message(l.entry->name)))
                     .with("players", l.table->game().num_players());
  Message description = Message("recovery.game_listed")
                            .with("game", app.voice().render(name))
                            .with("names", names)
                            .with("when", app.voice().render(when_message(when)));
  std::string where;
  try {
    const auto status = l.entry->make_controller()->status(app, *l.table);
    if (!status.empty()) where = app.voice().render(status.front());
  } catch (const std::exception&) {
    // Nothing to tell it apart by: the description alone.
  }
  return InterruptedGame{path, description, name, when, where};
}

// Records a finished game found in a journal (a crash right at the end, or the database
// could not be written then) and removes the journal once it is recorded.
void record_and_remove(App& app, const fs::path& path, const Loaded& l) {
  auto record = l.entry->make_controller()->record(*l.table);
  History* h = app.history();
  std::error_code ec;
  if (!record || !h || !h->usable() || h->record(*record)) {
    keep_original(path, l);
    fs::remove(path, ec);
  }
}

bool is_aside_name(const std::string& name) {
  return name.rfind(kAsidePrefix, 0) == 0 && name.size() > std::string(kAsideSuffix).size() &&
         name.compare(name.size() - std::string(kAsideSuffix).size(), std::string::npos, kAsideSuffix) == 0;
}

std::vector<fs::path> aside_files(const fs::path& dir) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->is_regular_file() && is_aside_name(it->path().filename().string())) out.push_back(it->path());
  return out;
}

}  // namespace

JournalFileState inspect_journal(App& app, const fs::path& path) {
  std::error_code ec;
  if (!fs::exists(path, ec)) return {};
  try {
    Loaded l = load(app, path);
    if (l.table->state().is_terminal()) return {JournalFileState::Finished, std::nullopt};
    return {JournalFileState::Unfinished, describe(app, path, l)};
  } catch (const std::exception& e) {
    std::cerr << "spoluhrac: " << e.what() << '\n';
    return {JournalFileState::Unreadable, std::nullopt};
  }
}

std::vector<InterruptedGame> interrupted_games(App& app, bool report_problems) {
  std::vector<InterruptedGame> out;
  if (!app.journal_is_automatic()) return out;
  std::vector<fs::path> files = aside_files(app.journal_path().parent_path());
  std::error_code ec;
  if (fs::exists(app.journal_path(), ec)) files.push_back(app.journal_path());
  for (const auto& path : files) {
    try {
      Loaded l = load(app, path);
      if (l.table->state().is_terminal()) {
        record_and_remove(app, path, l);
        continue;
      }
      out.push_back(describe(app, path, l));
    } catch (const std::exception& e) {
      auto kept = move_aside(path);
      std::cerr << "spoluhrac: the interrupted game cannot be continued: " << e.what() << "; kept as " << kept << '\n';
      if (report_problems) app.refuse(Message("recovery.damaged"));
    }
  }
  // Newest first; the current journal before one kept aside in the same second.
  std::stable_sort(out.begin(), out.end(), [&](const InterruptedGame& a, const InterruptedGame& b) {
    if (a.when != b.when) return a.when > b.when;
    return a.path.filename().string() > b.path.filename().string();
  });
  // Two that would sound the same say where play stands in each.
  std::vector<std::string> said;
  for (const auto& g : out) said.push_back(app.voice().render(g.description));
  for (std::size_t i = 0; i < out.size(); ++i)
    if (!out[i].where.empty() && std::count(said.begin(), said.end(), said[i]) > 1)
      out[i].description = Message("recovery.game_listed.where").with("listed", said[i]).with("where", out[i].where);
  return out;
}

bool resume_game(App& app, const fs::path& path) {
  try {
    Loaded l = load(app, path);
    if (l.truncated) app.voice().say(Message("journal.truncated"));
    if (!l.problem.empty()) {
      keep_original(path, l);
      app.refuse(Message("journal.repaired").with("dropped", static_cast<long>(l.dropped)));
    }
    // The seats online: the journal's own (the same guests, the same secrets), or for a journal
    // without any the command line's --invite seats, with fresh secrets.
    std::vector<RemoteSeat> pending = app.take_pending_remote();
    if (l.table->remote_seats().empty() && !pending.empty()) {
      for (auto& r : pending)
        if (r.secret.empty()) r.secret = online::random_hex(online::kSecretLength);
      l.table->set_remote_seats(std::move(pending));
    }
    // Resumed from the main menu (no --invite): logged in again, the guests are invited again.
    if (!l.table->remote_seats().empty() && app.online_setup().host_again) app.online_setup().host_again(app);
    const auto out = app.journal_is_automatic() && path != app.journal_path() ? path : app.journal_path();
    l.table->journal_to(out.string());
    app.reset(std::make_unique<GameScreen>(std::move(l.table), l.entry->make_controller(), true));
    return true;
  } catch (const UserFileError& e) {
    // Not a file a game can be read from: a device, a pipe, a folder, a huge file.
    std::cerr << "spoluhrac: cannot resume: " << e.what() << '\n';
    app.refuse(Message(e.kind() == UserFileError::Kind::NotRegular ? "journal.resume.not_regular"
                       : e.kind() == UserFileError::Kind::TooLarge ? "journal.resume.too_large"
                                                                    : "journal.cannot_resume"));
    return false;
  } catch (const std::exception& e) {
    std::cerr << "spoluhrac: cannot resume: " << e.what() << '\n';
    app.refuse(Message("journal.cannot_resume"));
    return false;
  }
}

void keep_interrupted_game_aside(App& app) {
  if (!app.journal_is_automatic()) return;
  const auto current = inspect_journal(app, app.journal_path());
  if (current.kind != JournalFileState::Unfinished) return;
  std::time_t now = std::time(nullptr);
  std::tm tm{};
  localtime_r(&now, &tm);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
  const fs::path dir = app.journal_path().parent_path();
  fs::path target = dir / (std::string(kAsidePrefix) + stamp + kAsideSuffix);
  for (int i = 2; fs::exists(target) && i < 100; ++i)
    target = dir / (std::string(kAsidePrefix) + stamp + "-" + std::to_string(i) + kAsideSuffix);
  std::error_code ec;
  fs::rename(app.journal_path(), target, ec);
  if (ec) {
    std::cerr << "spoluhrac: cannot keep the interrupted game aside: " << ec.message() << '\n';
    return;
  }
  app.voice().say(Message("recovery.kept_aside"));
  // A handful is enough: the oldest beyond it go (the names sort by time).
  auto files = aside_files(dir);
  std::sort(files.begin(), files.end(), [](const fs::path& a, const fs::path& b) {
    return std::make_pair(modified(a), a.filename().string()) > std::make_pair(modified(b), b.filename().string());
  });
  for (std::size_t i = kMaxKeptAside; i < files.size(); ++i) {
    std::cerr << "spoluhrac: removing the oldest interrupted game " << files[i] << '\n';
    fs::remove(files[i], ec);
  }
}

Message setup_refusal(const std::exception& e) {
  const auto* file = dynamic_cast<const OptionFileError*>(&e);
  if (!file) return Message("setup.invalid");
  const char* id = "setup.file.unreadable";
  switch (file->kind()) {
    case UserFileError::Kind::Missing: id = "setup.file.missing"; break;
    case UserFileError::Kind::NotRegular: id = "setup.file.not_regular"; break;
    case UserFileError::Kind::TooLarge: id = "setup.file.too_large"; break;
    case UserFileError::Kind::Unreadable: id = "setup.file.unreadable"; break;
  }
  return Message(id).with("file", file->file());
}

void report_settings_load(App& app, const SettingsLoad& loaded) {
  if (loaded.error.empty()) return;
  std::cerr << "spoluhrac: settings file: " << loaded.error << "; kept as " << loaded.moved_to << '\n';
  if (loaded.dropped.empty()) {
    app.refuse(Message("settings.damaged"));
    return;
  }
  // Each setting by the name the settings menu gives it (key: "<group>.<name>" or "<name>").
  struct Named {
    const char* group;
    const char* key;
    const char* name;
  };
  static const Named kNames[] = {
      {"", "lang", "settings.lang"},           {"", "verbosity", "settings.verbosity"},
      {"", "speech", "settings.speech"},       {"speech", "rate", "settings.rate"},
      {"speech", "pitch", "settings.pitch"},   {"speech", "volume", "settings.volume"},
      {"speech", "voice", "settings.voice"},   {"speech", "output", "settings.output"},
      {"speech", "auto_choice", "settings.output"}, {"speech", "system_rate", "settings.system_rate"},
      {"", "cues", "settings.cues"},           {"cues", "enabled", "settings.cues"},
      {"cues", "volume", "settings.cue_volume"}, {"", "computers", "settings.computer_pace"},
      {"computers", "pace_ms", "settings.computer_pace"}, {"", "names", "settings.names"},
  };
  std::vector<std::string> names;
  for (const std::string& dropped : loaded.dropped)
    for (const Named& n : kNames) {
      const std::string key = *n.group ? std::string(n.group) + "." + n.key : std::string(n.key);
      if (dropped != key) continue;
      const std::string name = app.voice().render(Message(n.name));
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    }
  std::string list;
  for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
  app.refuse(Message(names.size() == 1 ? "settings.dropped.one" : "settings.dropped.many").with("settings", list));
}

void keep_remote_seat(App& app, int player, const std::string& jid) {
  GameScreen* game = app.game_screen();
  if (!game) return;
  Table& table = game->table();
  auto seats = table.remote_seats();
  for (auto& r : seats)
    if (r.player == player) r.jid = jid;
  table.set_remote_seats(std::move(seats));
  if (table.journal_file().empty()) return;
  try {
    table.journal_to(table.journal_file());
  } catch (const std::runtime_error& e) {
    std::cerr << "spoluhrac: " << e.what() << '\n';
  }
}

bool is_automatic_journal(const App& app, const fs::path& path) {
  if (!app.journal_is_automatic()) return false;
  if (path == app.journal_path()) return true;
  return path.parent_path() == app.journal_path().parent_path() && is_aside_name(path.filename().string());
}

}  // namespace sh
