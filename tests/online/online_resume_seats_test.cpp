// The seats online go with the game (issue 41, round four B, item 1): the journal's header
// keeps which player is a guest, the guest's address and the seat's secret, in a file only its
// owner reads; a game resumed from the main menu (no command line) logs in again and invites the
// same guest with the same secret; the command line's --invite seats go with the first game
// only, so the next game's setup asks again instead of keeping them.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <variant>

#include "app/app.h"
#include "app/game_screen.h"
#include "app/main_menu.h"
#include "app/recovery.h"
#include "core/journal.h"
#include "games/registry.h"
#include "narration/language.h"
#include "online/online_host.h"
#include "sound/sound.h"
#include "test_support.h"

namespace sh::online {
namespace {

struct SentToGuest {
  std::string to;
  Payload payload;
};

TEST(OnlineResumeSeats, TheSeatsOnlineAndTheirSecretsAreInTheJournalWhichOnlyItsOwnerReads) {
  sh::test::TempHome home("online-seats-journal");
  const std::string path = home.file("seats.journal");
  JournalHeader h{"quist", {{"players", "4"}}, "dealer", 5, {"Eva", "Petr", "Jana", "Karel"}};
  h.remote = {{1, "petr@localhost", std::string(32, 'a')}, {2, "", std::string(32, 'b')}};
  { JournalWriter w(path, h); }
  struct stat st {};
  ASSERT_EQ(::stat(path.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 077, 0u) << "the journal holds the seats' secrets (and the seed of every hand)";
  const auto read = read_journal(path);
  EXPECT_EQ(read.header.remote, h.remote);
  // A journal without seats online reads as none.
  h.remote.clear();
  { JournalWriter w(path, h); }
  EXPECT_TRUE(read_journal(path).header.remote.empty());
  EXPECT_EQ(sh::test::read_file(path).find("online"), std::string::npos);
}

// Eva's program with Petr online at seat 2 of a Quist game; what its OnlineHost sends is kept.
struct ResumedHost {
  explicit ResumedHost(const std::filesystem::path& data)
      : language(Language::load(SPOLUHRAC_SOURCE_DIR, "cs")), voice(speech, sound, language), app(voice, config(data)) {
    OnlineSetup setup;
    setup.host_again = [this](Host&) {
      ++logged_in;
      return true;
    };
    app.set_online_setup(std::move(setup));
    app.set_seats(&online, nullptr);
  }
  ~ResumedHost() { app.set_seats(nullptr, nullptr); }
  static AppConfig config(const std::filesystem::path& data) {
    std::filesystem::create_directories(data);
    AppConfig c;
    c.user_data = data;
    c.names = {"Eva", "Petr", "Jana", "Karel"};
    c.seed = 5;
    return c;
  }
  void settle() {
    app.handle(InputItem::make_silence());
    app.after_item();
  }
  std::vector<Payload> invites() const {
    std::vector<Payload> out;
    for (const auto& s : sent)
      if (s.payload.kind == Kind::Invite) out.push_back(s.payload);
    return out;
  }
  sh::test::SpeechRecorder speech;
  NullSound sound;
  Language language;
  Voice voice;
  App app;
  std::vector<SentToGuest> sent;
  OnlineHost online{[this](const std::string& to, const std::string&, const std::string& json) {
                      sent.push_back({to, std::get<Payload>(parse_payload(json))});
                    },
                    "Eva", {}};
  int logged_in = 0;
};

const GameOptions kQuist{{"players", "4"}, {"games", "1"}, {"seating", "chosen"}, {"computers", "1,3,4"},
                         {"level", "easy"}, {"phones", "2"}, {"mode", "dealer"}};

TEST(OnlineResumeSeats, AGameResumedFromTheMainMenuInvitesTheSameGuestWithTheSameSecret) {
  sh::test::TempHome home("online-seats-resume");
  std::string secret;
  {
    ResumedHost eva(home.data());
    start_game(eva.app, *find_game("quist"), kQuist, true, {{1, "petr@localhost", ""}});
    eva.settle();
    const auto invites = eva.invites();
    ASSERT_EQ(invites.size(), 1u);
    EXPECT_EQ(eva.sent[0].to, "petr@localhost");
    EXPECT_EQ(invites[0].seat, 1);
    secret = invites[0].secret;
    ASSERT_TRUE(secret_shape(secret)) << secret;
    EXPECT_EQ(eva.online.secret(1), secret);
    // The journal keeps the seat with that secret.
    const auto journal = read_journal(eva.app.journal_path().string());
    ASSERT_EQ(journal.header.remote.size(), 1u);
    EXPECT_EQ(journal.header.remote[0], (RemoteSeat{1, "petr@localhost", secret}));
  }
  // The program again, without a command line: the main menu's resume.
  ResumedHost again(home.data());
  ASSERT_TRUE(resume_game(again.app, again.app.journal_path()));
  again.settle();
  EXPECT_EQ(again.logged_in, 1) << "logged in again for the seats online";
  const auto invites = again.invites();
  ASSERT_EQ(invites.size(), 1u);
  EXPECT_EQ(again.sent[0].to, "petr@localhost");
  EXPECT_EQ(invites[0].seat, 1);
  EXPECT_EQ(invites[0].secret, secret) << "the same secret as before the resume";
  // The journal written again keeps it too.
  EXPECT_EQ(read_journal(again.app.journal_path().string()).header.remote.at(0).secret, secret);
}

TEST(OnlineResumeSeats, TheCommandLinesSeatsGoWithTheFirstGameOnly) {
  sh::test::TempHome home("online-seats-pending");
  ResumedHost eva(home.data());
  eva.app.set_pending_remote({{1, "petr@localhost", ""}});
  start_game(eva.app, *find_game("quist"), kQuist);
  eva.settle();
  ASSERT_EQ(eva.invites().size(), 1u);
  EXPECT_FALSE(eva.app.has_pending_remote());
  // The next game (here: the same options, nobody chosen online) invites nobody.
  eva.sent.clear();
  start_game(eva.app, *find_game("quist"), kQuist);
  eva.settle();
  EXPECT_TRUE(eva.invites().empty());
  EXPECT_TRUE(eva.app.game_screen()->table().remote_seats().empty());
}

}  // namespace
}  // namespace sh::online
