// Spoluhráč: the program's entry point. Parses the command line, opens speech, sound and
// input devices, and runs the menu, a game, or a resumed game.
#include <CLI/CLI.hpp>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>

#include "app/app.h"
#include "app/game_screen.h"
#include "app/main_menu.h"
#include "app/outputs.h"
#include "app/recovery.h"
#include "core/journal.h"
#include "games/registry.h"
#include "devices/card_reader_source.h"
#include "devices/card_store.h"
#include "devices/serial_key_source.h"
#include "display/braille_display.h"
#include "display/phone_join.h"
#include "display/picture_board.h"
#include "display/screen_picture.h"
#include "display/table_window.h"
#include "display/window_settings.h"
#include "input/stdin_keys.h"
#include "input/terminal_keys.h"
#include "input/text_board.h"
#include "phones/phone_hub.h"
#include "phones/phone_page.h"
#include "phones/phone_server.h"
#include "phones/phone_speech.h"
#include "phones/phone_table.h"
#include "phones/phones_service.h"
#include "storage/history.h"
#include "storage/settings.h"
#include "storage/user_dirs.h"

namespace {

// How standard input came: a terminal (typed keys), a script (a pipe or a file of key
// names, the scripted contract), or nothing (closed, /dev/null, a socket: a desktop menu).
enum class StdinKind { Terminal, Script, Nothing };

StdinKind stdin_kind() {
  if (isatty(0)) return StdinKind::Terminal;
  struct stat st {};
  if (fstat(0, &st) != 0) return StdinKind::Nothing;
  return S_ISFIFO(st.st_mode) || S_ISREG(st.st_mode) ? StdinKind::Script : StdinKind::Nothing;
}

std::vector<std::string> split_names(const std::string& text) {
  std::vector<std::string> names;
  std::string cur;
  for (char c : text) {
    if (c == ',') {
      names.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty() || !names.empty()) names.push_back(cur);
  return names;
}

}  // namespace

int main(int argc, char** argv) {
  // Without a session bus (a console, a headless box, the tests' Xvfb) libdbus would try to
  // autolaunch one when SDL starts its video, and that read can hang for good: the window
  // never opens. No address means no bus here; SDL then goes on without D-Bus (it only uses it
  // to inhibit the screensaver and for input methods). Set before any thread starts.
  if (std::getenv("DBUS_SESSION_BUS_ADDRESS") == nullptr) setenv("DBUS_SESSION_BUS_ADDRESS", "disabled:", 0);
  CLI::App cli{"Spoluhráč: a speaking companion for Czech tabletop games (Numeramis Šipky, ...)."};
  std::string lang = "cs", speech = "auto", audio = "auto";
  std::vector<std::string> inputs;
  std::optional<std::uint64_t> seed;
  std::string game_id, variant, mode, journal, resume_path, names_text, data_dir = sh::program_data_dir().string();
  std::optional<int> players;
  std::vector<std::string> sets;
  cli.add_option("--lang", lang, "Language of speech and messages")->check(CLI::IsMember({"cs", "en"}));
  cli.add_option("--speech", speech,
                 "Speech output: auto (speech-dispatcher while a screen reader runs, else espeak), espeak (in "
                 "process), speechd (speech-dispatcher), text (SAY lines on stdout), none; auto, espeak and "
                 "speechd are saved in the settings")
      ->check(CLI::IsMember({"auto", "text", "espeak", "speechd", "none"}));
  cli.add_option("--audio", audio, "Audio output: auto, sdl, none")->check(CLI::IsMember({"auto", "sdl", "none"}));
  cli.add_option("--input", inputs,
                 "Key input (repeatable): terminal, stdin (key names), keyboard (the table window), braille "
                 "(a braille display through brltty), serial:PATH or serial:auto (keypad or counting set), "
                 "cards:PATH (RDM6300 card reader)")
      ->check([](const std::string& v) {
        if (v == "terminal" || v == "stdin" || v == "keyboard" || v == "braille") return std::string();
        if ((v.rfind("serial:", 0) == 0 && v.size() > 7) || (v.rfind("cards:", 0) == 0 && v.size() > 6))
          return std::string();
        return "unknown input '" + v + "' (terminal, stdin, keyboard, braille, serial:PATH, serial:auto, cards:PATH)";
      });
  cli.add_option("--seed", seed, "Seed for shuffles and rolls (the same seed, the same game)");
  std::string game_ids;
  for (const auto& entry : sh::game_registry()) game_ids += (game_ids.empty() ? "" : ", ") + entry.id;
  cli.add_option("--game", game_id, "Start this game: " + game_ids);
  cli.add_option("--variant", variant, "Game variant (sipky: stojedna, presny; numberfloor: full, middle, beginner)");
  cli.add_option("--players", players, "Number of players")->check(CLI::Range(1, 8));
  cli.add_option("--mode", mode, "dealer, assistant or lesson")->check(CLI::IsMember({"dealer", "assistant", "lesson"}));
  cli.add_option("--set", sets, "Game option as name=value (repeatable), e.g. target=201, series=603");
  cli.add_option("--names", names_text,
                 "Player names by seat, comma-separated; :ž or :m after a name gives its grammatical gender "
                 "(Eva:ž,Míša:m), else it is guessed from the name");
  cli.add_option("--journal", journal, "Write every action to this file (for --resume)");
  cli.add_option("--resume", resume_path, "Continue the game saved in this journal")->check(CLI::ExistingFile);
  cli.add_option("--data-dir", data_dir, "Folder with locales/ and audio/");
  std::string verbosity;
  cli.add_option("--verbosity", verbosity, "beginner, normal or terse (saved in the settings)")
      ->check(CLI::IsMember({"beginner", "normal", "terse"}));
  bool no_window = false, no_braille = false;
  std::string window_dump;
  cli.add_flag("--no-window", no_window, "Do not open the table window (also: \"window\": false in window.json)");
  cli.add_flag("--no-braille", no_braille, "Do not use a braille display through brltty");
  cli.add_option("--window-dump", window_dump, "Also write every frame of the table window to this BMP file");
  // Phones at the table (src/phones): off unless asked for; nothing listens otherwise.
  bool phones = false;
  int phones_port = 8765;
  std::string phones_host = "0.0.0.0";
  cli.add_flag("--phones", phones,
               "Let each player's phone show that seat's hand (a page on the local network); this run only, the "
               "settings' \"Phones at the table\" keeps it on");
  cli.add_option("--phones-port", phones_port, "Port of the phones' pages (default: the settings', 8765; 0: any free port)")
      ->check(CLI::Range(0, 65535));
  cli.add_option("--phones-host", phones_host, "Address the phones' server listens on (default all: 0.0.0.0)");
  cli.footer("Started from a desktop menu (no terminal, nothing on standard input) it opens the table window.\n"
             "Guide: " + (sh::program_doc_dir(data_dir) / "prirucka.md").string() + " (Czech), " +
             (sh::program_doc_dir(data_dir) / "guide.md").string() + " (English)");
  CLI11_PARSE(cli, argc, argv);

  // Settings saved between runs; the command line overrides them for this run.
  const auto settings_path = sh::default_settings_path();
  sh::SettingsLoad loaded = sh::load_settings(settings_path);
  sh::Settings settings = loaded.settings;
  // (this run only: the settings file keeps what the player chose from the keypad)
  if (!cli.count("--lang")) lang = settings.lang;
  if (verbosity.empty()) verbosity = settings.verbosity;
  // Phones: --phones for this run, or the settings' choice (phones.json); the port likewise.
  const sh::PhonesChoice phones_saved = sh::phones::load_phones_choice(settings_path.parent_path() / "phones.json");
  if (!cli.count("--phones")) phones = phones_saved.on;
  if (!cli.count("--phones-port")) phones_port = phones_saved.port;
  // The speech output is a saved setting: --speech auto/espeak/speechd changes it (text and
  // none are for this run only: scripts and tests).
  if (!cli.count("--speech")) {
    speech = settings.speech_output;
  } else if (speech != "text" && speech != "none" && speech != settings.speech_output) {
    settings.speech_output = speech;
    sh::save_settings(settings_path, settings);
  }

  sh::GameOptions preset;
  for (const auto& s : sets) {
    auto eq = s.find('=');
    if (eq == std::string::npos || eq == 0) {
      std::cerr << "spoluhrac: --set needs name=value, not '" << s << "'\n";
      return 2;
    }
    preset[s.substr(0, eq)] = s.substr(eq + 1);
  }
  if (!variant.empty()) preset["variant"] = variant;
  if (players) preset["players"] = std::to_string(*players);
  if (!mode.empty()) preset["mode"] = mode;

  std::optional<sh::Language> language;
  try {
    language.emplace(sh::Language::load(data_dir, lang));
  } catch (const std::exception& e) {
    std::cerr << "spoluhrac: cannot load the message catalog: " << e.what() << '\n';
    return 2;
  }

  // The table window and the braille display read the caption board and the picture board
  // on their own threads until the key queue stops them: the boards are declared first so
  // they outlive the queue.
  sh::TextBoard board;
  sh::display::PictureBoard pictures;
  sh::KeyQueue keys;
  // A device lost mid-game is reported through the key queue, so the main thread switches.
  sh::Outputs outputs({speech, audio, lang, data_dir}, settings, std::cout,
                      [&keys] { keys.push(sh::InputItem::make_notice("audio.lost")); });
  // The table window opens with --input keyboard, and by default in an interactive run
  // (keys from the terminal) when a display exists, unless --no-window or window.json says
  // no. A braille display is used with --input braille, and by default in an interactive
  // run when brltty answers. Whatever is said is then also shown.
  const auto window_settings_path = sh::display::default_window_settings_path();
  const sh::display::WindowSettings window_settings = sh::display::load_window_settings(window_settings_path);
  // Started from a desktop menu (no terminal, nothing on stdin) the window is the keyboard,
  // so it opens even if window.json says no; stdin is not read, so it never ends the run.
  const StdinKind stdin_is = stdin_kind();
  const bool launched = inputs.empty() && stdin_is == StdinKind::Nothing;
  const bool interactive = inputs.empty() && stdin_is != StdinKind::Script;
  const bool has_display = std::getenv("DISPLAY") || std::getenv("WAYLAND_DISPLAY");
  const bool asked_window = std::find(inputs.begin(), inputs.end(), "keyboard") != inputs.end();
  const bool window = !no_window && (asked_window || (interactive && has_display && (window_settings.window || launched)));
  const bool braille = !no_braille && (std::find(inputs.begin(), inputs.end(), "braille") != inputs.end() || interactive);
  const bool shown = window || braille;
  sh::BoardSpeech board_speech(outputs.speech(), board);
  // With phones, every sentence is also kept for the pages (what the table hears anyway).
  sh::phones::PhoneHub phone_hub([&keys](sh::InputItem item) { keys.push(std::move(item)); });
  sh::phones::PhoneSpeech phone_speech(phone_hub);
  auto speech_out = [&]() -> sh::Speech& {
    sh::Speech* out = &outputs.speech();
    if (shown) {
      board_speech.set_inner(*out);
      out = &board_speech;
    }
    phone_speech.set_inner(*out);  // keeps sentences only while the phones are on
    return phone_speech;
  };
  sh::Voice voice(speech_out(), outputs.sound(), *language);
  voice.set_verbosity(sh::verbosity_from_name(verbosity).value_or(sh::Verbosity::Normal));
  outputs.set_speechd_lost_notice(voice.render(sh::Message("speech.speechd_lost")));

  std::vector<sh::CardReaderSource*> card_readers;
  if (inputs.empty() && stdin_is == StdinKind::Terminal) inputs.push_back("terminal");
  if (inputs.empty() && stdin_is == StdinKind::Script) inputs.push_back("stdin");
  if (window && !asked_window) inputs.push_back("keyboard");
  if (braille && std::find(inputs.begin(), inputs.end(), "braille") == inputs.end()) inputs.push_back("braille");
  // The braille display as the only key input waits for a brltty that is not there yet
  // (started at login with the program, or restarting) instead of ending the program.
  const bool only_braille = braille && std::all_of(inputs.begin(), inputs.end(), [](const std::string& in) { return in == "braille"; });
  if (only_braille && !sh::display::BrailleDisplay::supported()) {
    std::cerr << "spoluhrac: this build has no braille support (BrlAPI); no key input is left\n";
    return 2;
  }
  for (const auto& in : inputs) {
    if (in == "stdin") keys.add(std::make_unique<sh::StreamKeys>(std::cin));
    else if (in == "terminal") keys.add(std::make_unique<sh::TerminalKeys>(0));
    else if (in == "keyboard") {
      if (window)
        keys.add(std::make_unique<sh::display::TableWindow>(&board, &pictures, window_settings, window_settings_path,
                                                            window_dump));
    } else if (in == "braille") {
      if (braille) keys.add(std::make_unique<sh::display::BrailleDisplay>(&board, &pictures, only_braille));
    }
    else if (in.rfind("serial:", 0) == 0) keys.add(sh::make_serial_key_source(in.substr(7)));
    else if (in.rfind("cards:", 0) == 0) {
      auto reader = sh::make_card_reader_source(in.substr(6), std::make_shared<sh::CardStore>(sh::default_card_store_path()));
      card_readers.push_back(reader.get());
      keys.add(std::move(reader));
    }
  }

  sh::AppConfig config;
  config.names = split_names(names_text);
  config.seed = seed;
  config.journal_path = journal;
  config.data_dir = data_dir;
  config.user_data = sh::user_data_dir();
  config.settings_path = settings_path;
  config.card_readers = card_readers;
  // Keys from a script stay reproducible: computers decide at once in the key's handling.
  config.think_in_background = std::find(inputs.begin(), inputs.end(), "stdin") == inputs.end();
  sh::History history(sh::default_history_path());
  sh::App app(voice, config, settings, &history);
  app.on_notice("audio.lost", [&] {
    std::cerr << "spoluhrac: the audio device was lost; speaking as text\n";
    outputs.switch_to_text();
    voice.set_backends(speech_out(), outputs.sound());
  });
  app.on_settings_changed([&](const sh::Settings& s) {
    outputs.apply(s);
    voice.set_verbosity(sh::verbosity_from_name(s.verbosity).value_or(sh::Verbosity::Normal));
    voice.set_backends(speech_out(), outputs.sound());
    // speech-dispatcher chosen in the settings but not usable: said after the key's own
    // answer (as a notice, so that answer does not cut it), eSpeak NG goes on.
    if (const std::string problem = outputs.take_speechd_problem(); !problem.empty()) {
      std::cerr << "spoluhrac: speech-dispatcher is not usable (" << problem << "), speaking with eSpeak NG\n";
      keys.push(sh::InputItem::make_notice("speech.speechd_missing"));
    }
  });

  // The phones (src/phones): started below when on; the settings turn them on and off.
  sh::phones::PhonesService phone_service(phone_hub, phone_speech, phones_host,
                                          settings_path.parent_path() / "phones.json");
  phone_service.attach(app);
  app.set_phones(&phone_service);
  struct PhonesDetach {  // the App forgets the phones before they go
    sh::App& app;
    ~PhonesDetach() { app.set_phones(nullptr); }
  } phones_detach{app};
  app.on_notice_item([&](const sh::InputItem& item) { return phone_service.on_notice(item); });
  // After every key the top screen's picture is published for the window and braille, and
  // every seat's view for the phones. The braille display pans on from the reply into what
  // was said before it.
  app.on_handled([&](sh::Screen& top) {
      phone_service.after_item();
      if (!shown) return;
      // With phones, the window also shows a QR code for every seat whose phone is not at the table.
      pictures.publish(sh::display::picture_of(top, app),
                       phone_service.table() ? sh::display::join_panel_of(app, phone_hub, *phone_service.table(), voice) : nullptr);
      std::string earlier;
      for (const auto& sentence : voice.earlier()) earlier += (earlier.empty() ? "" : " ") + sentence;
      board.set_earlier(std::move(earlier));
    });
  app.on_notice("braille.lost", [] {
    std::cerr << "spoluhrac: the braille display is gone (brltty does not answer); the game goes on, "
                 "trying again every second\n";
  });
  app.on_notice("braille.found", [] { std::cerr << "spoluhrac: the braille display is back\n"; });
  app.on_notice("braille.waiting", [] {
    std::cerr << "spoluhrac: the braille display is not available yet (brltty does not answer); waiting for it, "
                 "trying again every second\n";
  });
  app.on_notice("braille.ready", [] { std::cerr << "spoluhrac: the braille display is connected\n"; });

  if (launched && !window) {
    // No terminal and no window: no key could reach the program. Say how to start it.
    std::cerr << "spoluhrac: no terminal and no display to take keys from. Start Spoluhráč from the desktop's "
                 "menu (Games), or type spoluhrac in a terminal.\n";
    voice.say(sh::Message("app.how_to_start"));
    voice.finish();
    return 1;
  }
  voice.say(sh::Message("app.welcome"));
  if (phones) phone_service.start(phones_port);
  if (outputs.audio_missing()) {
    std::cerr << "spoluhrac: no audio device (" << outputs.audio_error() << "), speaking as text\n";
    voice.say(sh::Message("audio.missing"));
  }
  if (const std::string problem = outputs.take_speechd_problem(); !problem.empty()) {
    std::cerr << "spoluhrac: speech-dispatcher is not usable (" << problem << "), speaking with eSpeak NG\n";
    voice.say(sh::Message("speech.speechd_missing"));
  }
  // What auto picked is said when it changes (the first eSpeak NG run is the usual case and
  // stays quiet), and kept in the settings.
  if (const std::string picked = outputs.auto_choice(); !picked.empty() && picked != settings.speech_auto_choice &&
                                                         !(settings.speech_auto_choice.empty() && picked == "espeak")) {
    voice.say(sh::Message("speech.auto." + picked));
    sh::Settings s = app.settings();
    s.speech_auto_choice = picked;
    app.change_settings(s);
  }
  sh::report_settings_load(app, loaded);
  if (!history.error().empty()) {
    std::cerr << "spoluhrac: history: " << history.error() << '\n';
    app.refuse(sh::Message(history.usable() ? "history.problem_kept" : "history.problem"));
  }
  app.reset(sh::make_main_menu());
  if (!resume_path.empty()) {
    sh::resume_game(app, resume_path);
  } else if (!game_id.empty()) {
    if (const sh::GameEntry* entry = sh::find_game(game_id)) {
      sh::start_setup(app, *entry, preset);
    } else {
      std::cerr << "spoluhrac: unknown game '" << game_id << "'\n";
      app.refuse(sh::Message("setup.unknown_game").with("name", game_id));
    }
  }
  keys.start();
  return app.run(keys);
}
