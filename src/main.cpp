// Spoluhráč: the program's entry point. Parses the command line, opens speech, sound and
// input devices, and runs the menu, a game, or a resumed game.
#include <CLI/CLI.hpp>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
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
#include "phones/phones_service.h"
#include "online/online_guest.h"
#include "online/notice_timer.h"
#include "online/online_host.h"
#include "online/online_link.h"
#include "online/online_roster.h"
#include "online/online_setup.h"
#include "online/xmpp_account.h"
#include "online/xmpp_client.h"
#include "play/seat_fanout.h"
#include "speech/screen_reader.h"
#include "storage/data_folder_lock.h"
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
  cli.set_version_flag("--version", std::string("spoluhrac ") + SPOLUHRAC_VERSION, "Print the version and end");
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
  std::string phone_seats;
  int phones_port = 8765;
  std::string phones_host = "0.0.0.0";
  cli.add_option("--phones", phone_seats,
                 "Turn the phones on for this run (the settings' \"Phones at the table\" keeps them on): the seats "
                 "listed (--phones=2,4: seats 2 and 4 play on their phones' pages, the others at the keypad; none: "
                 "all at the keypad) get a code; plain --phones asks at the game's setup")
      ->expected(0, 1);
  cli.add_option("--phones-port", phones_port, "Port of the phones' pages (default: the settings', 8765; 0: any free port)")
      ->check(CLI::Range(0, 65535));
  cli.add_option("--phones-host", phones_host, "Address the phones' server listens on (default all: 0.0.0.0)");
  // Online tables over XMPP (src/online, docs/online.md): off unless --invite or --join.
  std::string xmpp_account = sh::online::default_xmpp_account_path().string();
  std::vector<std::string> invites;
  bool join = false;
  cli.add_option("--xmpp-account", xmpp_account,
                 "The Jabber account for online tables: a JSON file only its owner may read (default "
                 "~/.config/spoluhrac/xmpp.json)");
  cli.add_option("--invite", invites,
                 "Seat a friend online (repeatable): SEAT=JID, e.g. --invite 2=petr@example.org; the seat is held "
                 "by the friend's own Spoluhráč (--join)");
  std::string join_link;
  cli.add_option("--join", join_link,
                 "Wait for an invitation to an online table and play that seat; with an invitation link "
                 "(--join 'xmpp:eva@example.org?spoluhrac;seat=2;secret=…', or the whole line the host sent), ask the "
                 "link's host for that seat")
      ->expected(0, 1);
  cli.footer("Started from a desktop menu (no terminal, nothing on standard input) it opens the table window.\n"
             "Guide: " + (sh::program_doc_dir(data_dir) / "prirucka.md").string() + " (Czech), " +
             (sh::program_doc_dir(data_dir) / "guide.md").string() + " (English)");
  CLI11_PARSE(cli, argc, argv);
  join = cli.count("--join") > 0;
  std::optional<sh::online::InvitationLink> link;
  if (!join_link.empty() && !(link = sh::online::parse_link(join_link))) {
    std::cerr << "spoluhrac: --join: not an invitation link (xmpp:HOST?spoluhrac;seat=N;secret=32 hex digits): '"
              << join_link << "'\n";
    return 2;
  }

  // Settings saved between runs; the command line overrides them for this run.
  const auto settings_path = sh::default_settings_path();
  sh::SettingsLoad loaded = sh::load_settings(settings_path);
  sh::Settings settings = loaded.settings;
  // (this run only: the settings file keeps what the player chose from the keypad)
  if (!cli.count("--lang")) lang = settings.lang;
  if (verbosity.empty()) verbosity = settings.verbosity;
  // Phones: --phones for this run, or the settings' choice (phones.json); the port likewise.
  const sh::PhonesChoice phones_saved = sh::phones::load_phones_choice(settings_path.parent_path() / "phones.json");
  phones = cli.count("--phones") > 0 || phones_saved.on;
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
  if (!phone_seats.empty()) preset["phones"] = phone_seats;
  // The seats given to friends online have pages (they are held away, like the phones' seats).
  std::vector<sh::online::OnlineHost::Invitee> invitees;
  for (const auto& inv : invites) {
    const auto eq = inv.find('=');
    int seat = 0;
    try {
      seat = eq == std::string::npos ? 0 : std::stoi(inv.substr(0, eq));
    } catch (const std::exception&) {
      seat = 0;
    }
    if (seat < 1 || seat > 8 || inv.find('@', eq) == std::string::npos) {
      std::cerr << "spoluhrac: --invite needs SEAT=name@server, not '" << inv << "'\n";
      return 2;
    }
    invitees.push_back({seat - 1, inv.substr(eq + 1)});
  }
  if (!invitees.empty() && !preset.count("phones")) {
    std::string seats;
    for (const auto& inv : invitees) seats += (seats.empty() ? "" : ",") + std::to_string(inv.player + 1);
    preset["phones"] = seats;
  }
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
  const bool asked_braille = std::find(inputs.begin(), inputs.end(), "braille") != inputs.end();
  const bool braille = !no_braille && (asked_braille || interactive);
  const bool shown = window || braille;
  sh::BoardSpeech board_speech(outputs.speech(), board);
  // The phones' pages get what their seats may hear from the Voice (play/seat_service.h).
  sh::phones::PhoneHub phone_hub([&keys](sh::InputItem item) { keys.push(std::move(item)); });
  auto speech_out = [&]() -> sh::Speech& {
    if (!shown) return outputs.speech();
    board_speech.set_inner(outputs.speech());
    return board_speech;
  };
  sh::Voice voice(speech_out(), outputs.sound(), *language);
  voice.set_verbosity(sh::verbosity_from_name(verbosity).value_or(sh::Verbosity::Normal));
  outputs.set_speechd_notices(voice.render(sh::Message("speech.speechd_lost")),
                              voice.render(sh::Message("speech.speechd_back")));
  // --speech auto with the own voice: a screen reader started later (with speech-dispatcher)
  // is found by the outputs' watch, and the main thread switches (the notice below).
  outputs.watch_for_screen_reader([&keys] { keys.push(sh::InputItem::make_notice("speech.recheck")); });

  // One program per data folder: a second copy (a second start from the menu while one
  // plays) would offer the running game as interrupted and write the same journal. Taken
  // before anything of the folder is read (the history, the interrupted game) or a window opens.
  const sh::DataFolderLock data_lock(sh::user_data_dir());
  if (data_lock.taken_by_another()) {
    std::cerr << "spoluhrac: Spoluhráč already runs for this user (" << data_lock.path().string()
              << " is locked); this copy ends\n";
    voice.say(sh::Message("app.already_running"));
    voice.finish();
    return 1;
  }
  if (!data_lock.error().empty()) std::cerr << "spoluhrac: " << data_lock.error() << "; going on without the lock\n";

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
  // The window is the only way keys come (a desktop menu's start, or --input keyboard alone;
  // a braille display added by itself does not count): when it cannot open, the program
  // says how to start it and ends with status 1 instead of running unseen.
  const bool window_only = window && std::all_of(inputs.begin(), inputs.end(), [&](const std::string& in) {
    return in == "keyboard" || (in == "braille" && !asked_braille);
  });
  sh::display::TableWindow* table_window = nullptr;
  for (const auto& in : inputs) {
    if (in == "stdin") keys.add(std::make_unique<sh::StreamKeys>(std::cin));
    else if (in == "terminal") keys.add(std::make_unique<sh::TerminalKeys>(0));
    else if (in == "keyboard") {
      if (window) {
        auto w = std::make_unique<sh::display::TableWindow>(&board, &pictures, window_settings, window_settings_path,
                                                            window_dump);
        // Orca takes the numeric keypad while NumLock is off: asked at focus and the first key.
        w->set_screen_reader_check([] { return sh::screen_reader_status().running; });
        table_window = w.get();
        keys.add(std::move(w));
      }
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
  config.xmpp_account_path = xmpp_account;
  // Keys from a script stay reproducible: computers decide at once in the key's handling.
  config.think_in_background = std::find(inputs.begin(), inputs.end(), "stdin") == inputs.end();
  sh::History history(sh::default_history_path());
  sh::App app(voice, config, settings, &history);
  // Notices the program's shell answers itself (the rest are said as they come, or are the
  // phones'): the window closed, a screen reader found by the outputs' watch, the audio device
  // lost, NumLock to turn on, the window that could not open.
  std::string window_failed;  // why the window could not open ("" while it could)
  // Online (src/online): the account's connection, and the host's guests or this guest.
  std::unique_ptr<sh::online::XmppClient> xmpp;
  std::unique_ptr<sh::online::OnlineHost> online_host;
  std::shared_ptr<sh::online::OnlineGuest> online_guest;
  sh::online::OnlineRoster roster;  // the host's contacts online (a game's setup picks guests from them)
  auto own_notice = [&](const sh::InputItem& item) {
    if (online_guest && online_guest->on_notice(app, item)) return true;  // this program is a guest
    if (item.notice.rfind("online:", 0) == 0 && !online_guest) {
      roster.on_notice(item);
      if (online_host) return item.notice == sh::online::kRosterNotice;  // the rest is the host's
      // Logged in at a game's setup (for the roster), before any seat is online.
      if (item.notice == sh::online::kConnectedNotice) {
        std::cerr << "spoluhrac: online as " << item.notice_arg << '\n';
        voice.say(sh::Message("online.connected"));
      } else if (item.notice == sh::online::kFailedNotice) {
        std::cerr << "spoluhrac: online: cannot connect (" << item.notice_arg << ")\n";
        app.refuse(sh::Message("online.failed"));
      } else if (item.notice == sh::online::kLostNotice) {
        voice.say(sh::Message("online.lost"));
      }
      return true;
    }
    if (item.notice == "window.closed") {  // Escape or the close button: quiet at once, then end
      voice.barge_in();
      app.quit();
      return true;
    }
    if (item.notice == "speech.recheck") {
      if (outputs.recheck()) {
        std::cerr << "spoluhrac: a screen reader runs; speaking through speech-dispatcher\n";
        voice.set_backends(speech_out(), outputs.sound());
        voice.say(sh::Message("speech.auto.speechd"), sh::Priority::Next);
        sh::Settings s = app.settings();
        s.speech_auto_choice = "speechd";
        app.change_settings(s);
      }
      return true;
    }
    if (item.notice == "audio.lost") {
      // Through speech-dispatcher only the cues are gone; eSpeak NG goes on as text.
      const bool speechd = outputs.speech_backend() == "speechd";
      std::cerr << (speechd ? "spoluhrac: the audio device was lost; no sound cues, speech goes on through "
                              "speech-dispatcher\n"
                            : "spoluhrac: the audio device was lost; speaking as text\n");
      outputs.switch_to_text();
      voice.set_backends(speech_out(), outputs.sound());
      voice.barge_in();
      voice.cue("device_lost");
      voice.say(sh::Message(speechd ? "audio.lost_cues" : "audio.lost"), sh::Priority::Interrupt);
      return true;
    }
    if (item.notice == "input.numlock_off") {
      // After the sentence being said, before the rest (the menu still follows).
      std::cerr << "spoluhrac: NumLock is off while a screen reader runs: the numeric keypad's keys go to it\n";
      voice.say(sh::Message("input.numlock_off"), sh::Priority::Next);
      return true;
    }
    if (item.notice == "input.no_display") {
      std::cerr << "spoluhrac: the table window cannot open (" << item.notice_arg << ")\n";
      window_failed = item.notice_arg.empty() ? "no display" : item.notice_arg;
    }
    return false;
  };
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
  sh::phones::PhonesService phone_service(phone_hub, phones_host, settings_path.parent_path() / "phones.json");
  phone_service.attach(app);
  // Online (src/online): the account, its connection, and the host's guests or this guest.
  // A guest (--join, or the main menu's "wait for an invitation") connects and keeps the seat
  // it took beside its data, to rejoin it after a restart.
  auto connect_guest = [&](const sh::online::XmppAccount& a, const std::string& guest_lang) {
    xmpp = std::make_unique<sh::online::XmppClient>(
        a, [&keys](sh::InputItem item) { keys.push(std::move(item)); }, sh::online::kGuestReadsPerSecond);
    online_guest = std::make_shared<sh::online::OnlineGuest>(
        [client = xmpp.get()](const std::string& to, const std::string& body, const std::string& payload) {
          client->send(to, body, payload);
        },
        guest_lang, config.user_data / "online-seat.json",
        [client = xmpp.get()](const std::string& to) { client->present_to(to); });
    // Sentences held above a gap wait at most OnlineGuest::kGapWait: the client wakes the guest.
    online_guest->set_timer([] { return std::chrono::steady_clock::now(); },
                            [client = xmpp.get()](std::chrono::steady_clock::time_point at) {
                              client->notice_at(at, sh::InputItem::make_notice(sh::online::kGapNotice));
                            });
  };
  // The host: its connection (started with the program, or at a game's setup for the roster),
  // and its guests' seats (--invite, or chosen at the setup).
  std::string host_name, host_jid;
  auto connect_host = [&](const sh::online::XmppAccount& a) {
    host_jid = a.jid;
    host_name = a.jid.substr(0, a.jid.find('@'));
    if (!host_name.empty() && host_name[0] >= 'a' && host_name[0] <= 'z') host_name[0] = static_cast<char>(host_name[0] - 'a' + 'A');
    xmpp = std::make_unique<sh::online::XmppClient>(
        a, [&keys](sh::InputItem item) { keys.push(std::move(item)); }, sh::online::kHostReadsPerSecond);
  };
  auto seat_guests = [&](std::vector<sh::online::OnlineHost::Invitee> guests) {
    auto send = [client = xmpp.get()](const std::string& to, const std::string& body, const std::string& payload) {
      client->send(to, body, payload);
    };
    online_host = std::make_unique<sh::online::OnlineHost>(send, host_name, std::move(guests),
                                                           [&keys](sh::InputItem item) { keys.push(std::move(item)); });
    // Table talk ("Petr ještě přemýšlí."): its delayed notices come on the key queue.
    auto timer = std::make_shared<sh::online::NoticeTimer>([&keys](sh::InputItem item) { keys.push(std::move(item)); });
    const auto [thinking_after, thinking_again] = sh::online::thinking_times_from_environment();
    online_host->on_timer([timer](int player, std::chrono::milliseconds delay,
                                  std::optional<sh::InputItem> item) { timer->arm(player, delay, std::move(item)); },
                          thinking_after, thinking_again);
    // Invitation links: each written to a file only its owner reads, whose path is said (and
    // shown in the window with what is said); the address that took one goes in the journal.
    online_host->on_links(
        host_jid,
        [&](sh::Host& h, int player, const std::string& text) {
          const auto file = config.user_data / ("invitation-" + std::to_string(player + 1) + ".txt");
          const std::string problem = sh::online::write_private_file(file, text + "\n");
          if (!problem.empty()) {
            std::cerr << "spoluhrac: online: the invitation link cannot be written: " << problem << '\n';
            h.refuse(sh::Message("online.link_not_written").with("player", app.player_name(player)).with("file", file.string()));
            return;
          }
          std::cerr << "spoluhrac: online: the invitation link for seat " << player + 1 << " is in " << file << '\n';
          h.voice().say(sh::Message("online.link_ready").with("player", app.player_name(player)).with("file", file.string()));
        },
        [&](sh::Host&, int player, const std::string& jid) { sh::keep_remote_seat(app, player, jid); });
  };
  if (!invitees.empty() || join) {
    auto account = sh::online::load_xmpp_account(xmpp_account);
    if (const auto* problem = std::get_if<sh::online::AccountProblem>(&account)) {
      std::cerr << "spoluhrac: online account refused: " << problem->detail << '\n';
      voice.say(problem->message);
      voice.finish();
      return 1;
    }
    const auto& a = std::get<sh::online::XmppAccount>(account);
    if (join) {
      connect_guest(a, lang);
      if (link) online_guest->expect_link(*link);
    } else {
      // The seats go with the first game (started or resumed), which its journal keeps.
      connect_host(a);
      xmpp->want_roster();  // the next game's setup lists the contacts online
      seat_guests({});
      std::vector<sh::RemoteSeat> remote;
      for (const auto& inv : invitees) remote.push_back({inv.player, inv.jid, ""});
      app.set_pending_remote(std::move(remote));
    }
  }
  // The main menu's "wait for an invitation" (for a guest started from the desktop): what
  // --join does, or the account's problem said (and printed) with the menu staying.
  if (!xmpp && sh::online::XmppClient::supported()) {
    app.on_join_online([&](sh::Host& h) {
      auto account = sh::online::load_xmpp_account(xmpp_account);
      if (const auto* problem = std::get_if<sh::online::AccountProblem>(&account)) {
        std::cerr << "spoluhrac: online account refused: " << problem->detail << '\n';
        // Started from the desktop there is no terminal to read: the file and its fields said.
        const std::string& id = problem->message.id;
        h.refuse(id == "online.account_missing"    ? sh::Message("online.join_missing").with("file", xmpp_account)
                 : id == "online.account_damaged" ? sh::Message("online.join_damaged").with("file", xmpp_account)
                                                  : problem->message);
        return;
      }
      if (xmpp) {  // logged in as a host at a game's setup: one account, one role a run
        h.refuse(sh::Message("online.join_busy"));
        return;
      }
      connect_guest(std::get<sh::online::XmppAccount>(account), app.settings().lang);
      app.on_join_online(nullptr);
      xmpp->start();
      h.reset(std::make_unique<sh::online::GuestScreen>(online_guest));
    });
  }
  // Every seat service at the table: the phones' (while their server runs) and the guests'.
  sh::SeatFanout seat_services;
  seat_services.add(phone_service, [&phone_service] { return phone_service.phones_running(); });
  if (online_host)
    seat_services.add(*online_host, nullptr, [&online_host](const sh::Message& m) { return online_host->reword(m); });
  app.set_seats(&seat_services, &phone_service);
  struct PhonesDetach {  // the App forgets the phones before they go
    sh::App& app;
    ~PhonesDetach() { app.set_seats(nullptr, nullptr); }
  } phones_detach{app};
  app.on_notice_item(own_notice);
  // The online host's question about a dropped seat takes its Enter and Del before the game.
  auto host_keys = [&online_host](sh::Host& h, sh::Key k) { return online_host && online_host->take_key(h, k); };
  if (online_host) app.on_key_item(host_keys);
  // A dealer-mode game's setup seats friends online (no --invite, --join): it logs in for the
  // roster, and the seats chosen get the OnlineHost --invite would have made.
  // Every game's setup asks again (the seats go with each game, never kept silently for the
  // next); a game resumed from the main menu with seats online logs in and invites them again.
  if (!online_guest && sh::online::XmppClient::supported()) {
    sh::online::OnlineSetup setup;
    setup.ready = [&] {
      return !online_guest && std::holds_alternative<sh::online::XmppAccount>(sh::online::load_xmpp_account(xmpp_account));
    };
    setup.connect = [&] {
      if (xmpp) return;
      auto account = sh::online::load_xmpp_account(xmpp_account);
      if (const auto* a = std::get_if<sh::online::XmppAccount>(&account)) {
        connect_host(*a);
        xmpp->want_roster();
        xmpp->start();
      }
    };
    setup.roster = [&]() -> const sh::online::OnlineRoster& { return roster; };
    auto host_table = [&] {
      if (!xmpp || online_host) return;
      seat_guests({});
      seat_services.add(*online_host, nullptr, [&online_host](const sh::Message& m) { return online_host->reword(m); });
      app.on_key_item(host_keys);
    };
    setup.seat_guests = [host_table](sh::Host&, std::vector<sh::online::OnlineHost::Invitee>) { host_table(); };
    setup.host_again = [&, host_table](sh::Host& h) {
      if (online_guest) return false;
      if (!xmpp) {
        auto account = sh::online::load_xmpp_account(xmpp_account);
        if (const auto* problem = std::get_if<sh::online::AccountProblem>(&account)) {
          std::cerr << "spoluhrac: the game had seats online; the online account refused: " << problem->detail << '\n';
          h.refuse(sh::Message("online.resume_no_account"));
          h.refuse(problem->message);
          return false;
        }
        connect_host(std::get<sh::online::XmppAccount>(account));
        xmpp->want_roster();
        xmpp->start();
      }
      host_table();
      return true;
    };
    app.set_online_setup(std::move(setup));
  }  // the phones' own notices reach their seat service after these
  // After every key (the App has fed the phones' seats by then) the top screen's picture is
  // published for the window and braille. The braille display pans on from the reply into what
  // was said before it.
  app.on_handled([&](sh::Screen& top) {
      if (!shown) return;
      // With phones, the window also shows a QR code for every phone seat whose phone is not
      // at the table.
      pictures.publish(sh::display::picture_of(top, app), phone_service.join_picture());
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
  // The sources start now (keys wait in the queue until the app runs), so the window opens.
  keys.start();
  // The window as the only way in: the program speaks once it is open, or says how to start
  // it and ends when it cannot open (a DISPLAY that cannot be used: stale, sudo, ssh).
  const auto no_window_exit = [&](const std::string& why) {
    std::cerr << "spoluhrac: the table window cannot open (" << why << ") and no other input takes keys. Start "
                 "Spoluhráč from the desktop's menu (Games), or type spoluhrac in a terminal.\n";
    voice.barge_in();
    voice.say(sh::Message("app.no_window"));
    voice.finish();
    return 1;
  };
  if (window_only && table_window) {
    if (const auto opened = table_window->wait_opened(std::chrono::seconds(10)); opened && !opened->empty())
      return no_window_exit(*opened);
  }
  voice.say(sh::Message("app.welcome"));
  if (phones) phone_service.start(phones_port);
  if (xmpp) xmpp->start();
  if (outputs.audio_missing()) {
    // Through speech-dispatcher the voice is there: only the sound cues are missing.
    const bool speechd = outputs.speech_backend() == "speechd";
    std::cerr << "spoluhrac: no audio device (" << outputs.audio_error() << "), "
              << (speechd ? "no sound cues; speech goes through speech-dispatcher\n" : "speaking as text\n");
    voice.say(sh::Message(speechd ? "audio.missing_cues" : "audio.missing"));
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
  if (online_guest) {
    app.reset(std::make_unique<sh::online::GuestScreen>(online_guest));
  } else if (!resume_path.empty()) {
    sh::resume_game(app, resume_path);
  } else if (!game_id.empty()) {
    if (const sh::GameEntry* entry = sh::find_game(game_id)) {
      sh::start_setup(app, *entry, preset);
    } else {
      std::cerr << "spoluhrac: unknown game '" << game_id << "'\n";
      app.refuse(sh::Message("setup.unknown_game").with("name", game_id));
    }
  }
  const int status = app.run(keys);
  // The window's thread lets go of SDL and X before the process ends: the key queue detaches
  // a source still blocked (stdin), and exit() while that thread was still closing the
  // window (slow on a loaded machine) ended the program with SIGSEGV.
  if (table_window && !table_window->close_and_wait(std::chrono::seconds(10)))
    std::cerr << "spoluhrac: the table window did not close in 10 s\n";
  // The window could not open later and nothing else took keys.
  if (!window_failed.empty() && window_only) return no_window_exit(window_failed);
  return status;
}
