#include "app/settings_screen.h"

#include <algorithm>
#include <functional>
#include <variant>

#include "app/app.h"
#include "app/main_menu.h"
#include "narration/fragment.h"
#include "online/xmpp_account.h"
#include "play/seat_service.h"
#include "speech/voice_in_use.h"

namespace sh {

namespace {

struct Setting {
  std::string label;  // message id of the setting's name
  std::function<Message(const Settings&)> value;
  std::function<void(Settings&, int step)> change;
  // A setting kept elsewhere (the phones': play/seat_service.h), read and changed through the host.
  std::function<Message(Host&)> host_value = {};
  std::function<void(Host&, int step)> host_change = {};
  // eSpeak NG's own (the rate in words a minute, the voice variant): through
  // speech-dispatcher they do nothing, and the line says so.
  bool own_voice_only = false;
  // Only said, never changed here (the online account: a file the user writes); choosing it
  // reads it again.
  bool read_only = false;
};

int clamp_step(int v, int step, int by, int lo, int hi);

// The phones at the table (on/off) and their port, when the program has phones.
void add_phone_settings(Host& host, std::vector<Setting>& settings) {
  if (!App::of(host).phones_control()) return;
  auto choice = [](Host& h) { return App::of(h).phones_control()->phones_choice(); };
  settings.push_back({"settings.phones", {}, {},
                      [choice](Host& h) { return Message(choice(h).on ? "settings.phones.on" : "settings.phones.off"); },
                      [choice](Host& h, int) {
                        PhonesChoice c = choice(h);
                        c.on = !c.on;
                        App::of(h).phones_control()->choose_phones(c);
                      }});
  settings.push_back({"settings.phones_port", {}, {},
                      [choice](Host& h) { return Message("setup.number").with("n", choice(h).port); },
                      [choice](Host& h, int step) {
                        PhonesChoice c = choice(h);
                        c.port = clamp_step(c.port, step, 1, 1024, 65535);
                        App::of(h).phones_control()->choose_phones(c);
                      }});
}

int clamp_step(int v, int step, int by, int lo, int hi) { return std::clamp(v + step * by, lo, hi); }

// The account for online tables (issue 41): whose it is (the Jabber address, never the
// password), or where to write it and with what, or why the file there is not used.
void add_online_account(Host& host, std::vector<Setting>& settings) {
  if (App::of(host).config().xmpp_account_path.empty()) return;
  auto value = [](Host& h) {
    const auto& file = App::of(h).config().xmpp_account_path;
    const auto account = online::load_xmpp_account(file);
    if (const auto* a = std::get_if<online::XmppAccount>(&account))
      return Message("settings.online_account.jid").with("jid", a->jid.substr(0, a->jid.find('/')));
    const auto& problem = std::get<online::AccountProblem>(account);
    const std::string& id = problem.message.id;
    return Message(id == "online.account_missing"    ? "settings.online_account.missing"
                   : id == "online.account_readable" ? "settings.online_account.readable"
                                                     : "settings.online_account.damaged")
        .with("file", file.string());
  };
  Setting s{"settings.online_account", {}, {}, value, [](Host&, int) {}};
  s.read_only = true;
  settings.push_back(std::move(s));
}

template <typename T>
void cycle(T& value, const std::vector<T>& options, int step) {
  auto it = std::find(options.begin(), options.end(), value);
  int i = it == options.end() ? 0 : static_cast<int>(it - options.begin());
  const int n = static_cast<int>(options.size());
  value = options[static_cast<std::size_t>(((i + step) % n + n) % n)];
}

std::vector<Setting> all_settings() {
  auto number = [](int v) { return Message("setup.number").with("n", v); };
  auto percent = [](int v) { return Message("settings.percent").with("n", v); };
  return {
      {"settings.verbosity", [](const Settings& s) { return Message("settings.verbosity." + s.verbosity); },
       [](Settings& s, int step) { cycle(s.verbosity, {std::string("beginner"), std::string("normal"), std::string("terse")}, step); }},
      {"settings.rate", [](const Settings& s) { return Message("settings.rate.value").with("n", s.speech_rate); },
       [](Settings& s, int step) { s.speech_rate = clamp_step(s.speech_rate, step, 25, 80, 900); }, {}, {}, true},
      {"settings.pitch", [number](const Settings& s) { return number(s.speech_pitch); },
       [](Settings& s, int step) { s.speech_pitch = clamp_step(s.speech_pitch, step, 10, 0, 100); }},
      {"settings.volume", [percent](const Settings& s) { return percent(s.speech_volume); },
       [](Settings& s, int step) { s.speech_volume = clamp_step(s.speech_volume, step, 10, 0, 100); }},
      {"settings.voice",
       [](const Settings& s) {
         return Message(s.voice.empty() ? "settings.voice.default" : "settings.voice." + s.voice);
       },
       [](Settings& s, int step) {
         // eSpeak NG variants of the running language's voice (cs+f2, en+f2...).
         cycle(s.voice, {std::string(), std::string("f2"), std::string("m3"), std::string("f4"), std::string("m7")}, step);
       },
       {}, {}, true},
      {"settings.cues", [](const Settings& s) { return Message(s.cues ? "settings.cues.on" : "settings.cues.off"); },
       [](Settings& s, int) { s.cues = !s.cues; }},
      {"settings.cue_volume", [percent](const Settings& s) { return percent(s.cue_volume); },
       [](Settings& s, int step) { s.cue_volume = clamp_step(s.cue_volume, step, 10, 0, 100); }},
      {"settings.lang", [](const Settings& s) { return Message("settings.lang." + s.lang); },
       [](Settings& s, int step) { cycle(s.lang, {std::string("cs"), std::string("en")}, step); }},
      {"settings.computer_pace",
       [](const Settings& s) {
         // Half-second steps: "dvě sekundy", "jedna a půl sekundy", "půl sekundy".
         const int whole = s.computer_pace_ms / 1000;
         const bool half = s.computer_pace_ms % 1000 >= 500;
         if (half && whole == 0) return Message("settings.computer_pace.half");
         return Message(half ? "settings.computer_pace.and_half" : "settings.computer_pace.seconds").with("n", whole);
       },
       [](Settings& s, int step) { s.computer_pace_ms = clamp_step(s.computer_pace_ms, step, 500, 0, 5000); }},
      // Where speech goes: applied at once (Outputs::apply), the choice saved.
      {"settings.output", [](const Settings& s) { return Message("settings.output." + s.speech_output); },
       [](Settings& s, int step) {
         cycle(s.speech_output, {std::string("auto"), std::string("espeak"), std::string("speechd")}, step);
       }},
      // speech-dispatcher's rate: first "the system's" (nothing sent: the user's own rate),
      // then its scale -100..100 in steps of 10.
      {"settings.system_rate",
       [](const Settings& s) {
         if (!s.system_rate) return Message("settings.system_rate.system");
         return Message("settings.system_rate.value").with("n", *s.system_rate);
       },
       [](Settings& s, int step) {
         if (!s.system_rate) {
           s.system_rate = step > 0 ? 10 : -10;
           return;
         }
         const int next = *s.system_rate + step * 10;
         if ((*s.system_rate > 0 && next <= 0) || (*s.system_rate < 0 && next >= 0)) s.system_rate.reset();
         else s.system_rate = std::clamp(next, -100, 100);
       }},
  };
}

class SettingsScreen final : public Screen {
 public:
  void enter(Host& app) override {
    if (!phones_added_) {
      add_phone_settings(app, settings_);
      add_online_account(app, settings_);
    }
    phones_added_ = true;
    app.voice().say(status(app));
  }

  // The settings of the page shown (nine a page, as the digits 1-9 pick them), and how 0
  // turns to the other page when there are more than nine.
  std::vector<Message> status(Host& app) override {
    std::vector<Message> out{Message(page_ == 0 ? "settings.title" : "settings.title.more")};
    for (std::size_t i = page_first(); i < page_end(); ++i) out.push_back(line(app, i));
    if (pages() > 1) out.emplace_back(page_ + 1 < pages() ? "settings.page.next" : "settings.page.first");
    return out;
  }

  void on_key(Host& app, Key key) override {
    const int n = static_cast<int>(settings_.size());
    if (is_digit(key)) {
      const int d = digit_of(key);
      if (d == 0 && pages() > 1) {  // the other page: 1-9 pick its settings
        page_ = (page_ + 1) % pages();
        cursor_ = page_first();
        selected_ = false;
        app.voice().cue("menu_move");
        app.voice().say(status(app), Priority::Interrupt);
        return;
      }
      const int on_page = static_cast<int>(page_end() - page_first());
      if (d < 1 || d > on_page) {
        if (pages() > 1)
          app.refuse(Message(page_ + 1 < pages() ? "settings.refused.key_more" : "settings.refused.key_first")
                         .with("count", on_page));
        else
          app.refuse(Message("settings.refused.key").with("count", on_page));
        return;
      }
      select(app, page_first() + static_cast<std::size_t>(d - 1));
      return;
    }
    switch (key) {
      case Key::Next:
      case Key::Prev: {
        const int step = key == Key::Next ? 1 : -1;
        if (selected_ && settings_[cursor_].host_change) {
          settings_[cursor_].host_change(app, step);  // may say that the phones listen or stopped
          app.voice().cue("menu_move");
          app.voice().say(line(app, cursor_));
        } else if (selected_) {
          Settings s = app.settings();
          settings_[cursor_].change(s, step);
          App::of(app).change_settings(s);
          app.voice().cue("menu_move");
          app.voice().say(line(app, cursor_), Priority::Interrupt);
        } else {
          cursor_ = static_cast<std::size_t>(((static_cast<int>(cursor_) + step) % n + n) % n);
          page_ = cursor_ / kPerPage;  // the digits then pick on the cursor's page
          app.voice().cue("menu_move");
          app.voice().say(line(app, cursor_), Priority::Interrupt);
        }
        return;
      }
      case Key::Ok:
        if (selected_) {
          selected_ = false;
          app.voice().say(Message("settings.saved"), Priority::Interrupt);
        } else {
          select(app, cursor_);
        }
        return;
      case Key::Back:
        if (selected_) {
          selected_ = false;
          app.voice().say(Message(page_ == 0 ? "settings.title" : "settings.title.more"), Priority::Interrupt);
        } else {
          app.reset(make_main_menu());
        }
        return;
      default:
        return;
    }
  }

  // True to what the keys do now: in the list plus and minus walk the settings; while one
  // is chosen they change its value (saved at once), and Enter or period leaves it.
  void help(Host& app) override {
    app.voice().say(Message(selected_ ? "settings.help.adjust" : pages() > 1 ? "settings.help.pages" : "settings.help"),
                    Priority::Interrupt);
  }

  // Drawn: every setting with its value, the cursor bar on the one the speech is at; while
  // one is being changed the status line says how (next/prev, ok).
  TablePictureRef picture(Host& app) override {
    auto p = std::make_shared<TablePicture>();
    p->title = app.voice().render(Message(page_ == 0 ? "settings.title" : "settings.title.more"));
    if (selected_) p->status = app.voice().render(Message("settings.adjust"));
    for (std::size_t i = page_first(); i < page_end(); ++i) p->lines.push_back(app.voice().render(line(app, i)));
    if (pages() > 1)
      p->lines.push_back(app.voice().render(Message(page_ + 1 < pages() ? "settings.page.next" : "settings.page.first")));
    p->cursor_line = static_cast<int>(cursor_ - page_first());
    if (cursor_ < p->lines.size()) p->focus = p->lines[cursor_];
    return p;
  }

 private:
  // "9: Tempo tahů počítače, dvě sekundy.": the value keeps its own first letter (a
  // rendered sentence would open with a capital in mid-sentence). Speaking through
  // speech-dispatcher, eSpeak NG's own settings add "jen pro vlastní hlas programu".
  Message line(Host& app, std::size_t i) const {
    const Language& lang = app.voice().language();
    std::string value = render_fragment(lang, settings_[i].host_value ? settings_[i].host_value(app)
                                                                      : settings_[i].value(app.settings()));
    if (settings_[i].own_voice_only && voice_in_use() == VoiceInUse::SpeechDispatcher)
      value = render_fragment(lang, Message("settings.own_voice_only").with("value", value));
    return Message("settings.line")
        .with("number", static_cast<long>(i % kPerPage + 1))
        .with("name", app.voice().render(Message(settings_[i].label)))
        .with("value", value);
  }
  void select(Host& app, std::size_t i) {
    cursor_ = i;
    if (settings_[i].read_only) {  // said again as the file is now; nothing to change
      app.voice().cue("menu_select");
      app.voice().say(line(app, i), Priority::Interrupt);
      return;
    }
    selected_ = true;
    app.voice().cue("menu_select");
    app.voice().say(line(app, i), Priority::Interrupt);
    app.voice().say(Message("settings.adjust"));
  }

  // Nine settings a page: the digits 1-9 pick one, 0 turns the page (issue 43: "10:" could
  // not be typed with one digit).
  static constexpr std::size_t kPerPage = 9;
  std::size_t pages() const { return (settings_.size() + kPerPage - 1) / kPerPage; }
  std::size_t page_first() const { return page_ * kPerPage; }
  std::size_t page_end() const { return std::min(settings_.size(), page_first() + kPerPage); }

  std::vector<Setting> settings_ = all_settings();
  std::size_t page_ = 0;
  std::size_t cursor_ = 0;
  bool selected_ = false;
  bool phones_added_ = false;
};

}  // namespace

std::unique_ptr<Screen> make_settings_screen() { return std::make_unique<SettingsScreen>(); }

}  // namespace sh
