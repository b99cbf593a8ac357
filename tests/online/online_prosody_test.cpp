// Online tables with real parts: a private prosody on loopback, the program as the host
// (Czech) of a Quist table whose seats 2 and 3 are held by two guests over XMPP (Petr in
// Czech, Jana in English) and seats 1 and 4 by computers (Quist has four seats; the host
// only referees). The guests are the program's own guest side (OnlineGuest) on their own
// XMPP connections, answering their turns with their first action. The whole game is
// played; each guest heard its own hand and no other, the stanzas each guest got hold no
// other seat's view or private sentence, a stranger's actions are ignored, and each side
// heard its own language. Skipped (with the reason) without prosody or libstrophe.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <mutex>
#include <thread>
#include <variant>

#include "../phones/phones_test_host.h"
#include "online/online_guest.h"
#include "online/xmpp_client.h"
#include "prosody_server.h"
#include "test_scale.h"
#include "test_support.h"

namespace sh::online {
namespace {

// The host program, its keys written by the test (none here: it only referees).
class HostProgram {
 public:
  HostProgram(const sh::test::TempHome& home, const std::string& args)
      : out_(home.file("host.out")), err_(home.file("host.err")) {
    int fds[2];
    if (pipe(fds) != 0) throw std::runtime_error("pipe");
    const std::string cmd = home.env() + " exec " + SPOLUHRAC_BINARY + " --data-dir " + SPOLUHRAC_SOURCE_DIR + " " + args +
                            " > " + out_ + " 2> " + err_;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(fds[0], 0);
      close(fds[0]);
      close(fds[1]);
      execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    close(fds[0]);
    keys_ = fds[1];
  }
  ~HostProgram() {
    close(keys_);  // the script ends: the program ends
    int status = 0;
    for (int i = 0; i < 200 && waitpid(pid_, &status, WNOHANG) == 0; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(25));
    if (waitpid(pid_, &status, WNOHANG) == 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, &status, 0);
    }
  }
  std::string out() const { return sh::test::read_file(out_); }
  std::string err() const { return sh::test::read_file(err_); }

 private:
  std::string out_, err_;
  pid_t pid_ = -1;
  int keys_ = -1;
};

// A guest: its own connection, its own voice and language, every payload it got kept.
class Guest {
 public:
  Guest(const XmppAccount& account, const std::string& lang)
      : host_(lang),
        guest_(
            [this](const std::string& to, const std::string& body, const std::string& payload) {
              client_.send(to, body, payload);
            },
            lang),
        client_(
            account,
            [this](InputItem item) {
              std::lock_guard lock(mutex_);
              inbox_.push_back(std::move(item));
            },
            kGuestReadsPerSecond) {
    client_.start();
  }
  // Handles what arrived; accepts an invitation; plays its first action on a new view of its turn.
  void pump() {
    std::vector<InputItem> items;
    {
      std::lock_guard lock(mutex_);
      items.swap(inbox_);
    }
    for (auto& item : items) {
      if (item.notice == kStanzaNotice) got.push_back(item.notice_arg);
      if (item.notice == kConnectedNotice) connected = true;
      guest_.on_notice(host_, item);
      if (guest_.state() == OnlineGuest::State::Invited) guest_.on_key(host_, Key::Ok);
    }
    if (guest_.state() != OnlineGuest::State::Playing || guest_.view_version() == acted_on_) return;
    if (!said_hand_ && !guest_.view().hand.empty()) {
      guest_.help(host_);  // the hand, read out (help)
      first_hand = guest_.view().hand;
      said_hand_ = true;
    }
    const auto& v = guest_.view();
    if (v.my_turn && !v.actions.empty()) {
      acted_on_ = guest_.view_version();
      guest_.act(host_, v.actions.front().act, v.actions.front().value);
    }
  }
  std::string transcript() const { return host_.all_said(); }
  OnlineGuest& guest() { return guest_; }
  bool connected = false;
  std::vector<std::string> got;  // "<from>\n<payload>" of every stanza received
  std::vector<std::string> first_hand;

 private:
  phones::test::PagesHost host_;
  OnlineGuest guest_;
  // Before the client: its thread puts what arrives (presence too) here until it is joined.
  std::mutex mutex_;
  std::vector<InputItem> inbox_;
  std::uint64_t acted_on_ = 0;
  bool said_hand_ = false;
  XmppClient client_;
};

template <class F>
bool wait_until(F done, std::chrono::milliseconds limit, std::vector<Guest*> guests) {
  const auto end = std::chrono::steady_clock::now() + limit;
  while (std::chrono::steady_clock::now() < end) {
    for (auto* g : guests) g->pump();
    if (done()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return false;
}

TEST(OnlineProsody, AQuistGameWithTwoGuestsKeepsEveryHandPrivateAndEachHearsItsOwnLanguage) {
  test::ProsodyServer server({{"eva", "heslo-eva"}, {"petr", "heslo-petr"}, {"jana", "heslo-jana"}, {"mallory", "heslo-m"}});
  if (!server.missing().empty()) GTEST_SKIP() << server.missing();
  sh::test::TempHome home("online-prosody");
  Guest petr(server.account("petr", "heslo-petr"), "cs");
  Guest jana(server.account("jana", "heslo-jana"), "en");
  ASSERT_TRUE(wait_until([&] { return petr.connected && jana.connected; }, std::chrono::seconds(20), {&petr, &jana}))
      << "the guests could not log in";
  HostProgram host(home, "--game quist --players 4 --mode dealer --seed 5 --set games=1 --set seating=chosen "
                         "--set computers=1,4 --set level=easy --names Eva,Petr,Jana,Karel --speech text --audio none "
                         "--input stdin --no-window --xmpp-account " + server.account_file("eva", "heslo-eva").string() +
                         " --invite 2=petr@localhost --invite 3=jana@localhost");
  // Both guests are invited and sit down.
  ASSERT_TRUE(wait_until([&] { return petr.guest().state() == OnlineGuest::State::Playing &&
                                      jana.guest().state() == OnlineGuest::State::Playing; },
                         std::chrono::seconds(20), {&petr, &jana}))
      << host.out() << host.err();
  // A stranger sends Petr's seat an action with the table's id and a guessed secret.
  {
    Guest mallory(server.account("mallory", "heslo-m"), "cs");
    ASSERT_TRUE(wait_until([&] { return mallory.connected; }, std::chrono::seconds(20), {&mallory, &petr, &jana}));
    Payload act;
    act.kind = Kind::Act;
    act.table = petr.guest().table();
    act.seat = 1;
    act.secret = random_hex(kSecretLength);
    act.seq = 1;
    act.act = PageAct::Lay;
    act.value = 1;
    XmppClient raw(server.account("mallory", "heslo-m"), [](InputItem) {});
    raw.start();
    // (sent through a second connection of Mallory's, as any client could)
    raw.send(petr.guest().host_jid(), "", to_json(act));
    ASSERT_TRUE(wait_until([&] { return host.err().find("not this seat's guest") != std::string::npos; },
                           std::chrono::seconds(10), {&petr, &jana}))
        << host.err();
  }
  // The whole game is played.
  ASSERT_TRUE(wait_until([&] { return host.out().find("Konec partie") != std::string::npos; },
                         std::chrono::seconds(sh::test::kSanitized ? 240 : 120), {&petr, &jana}))
      << host.out() << "\n--- Petr:\n" << petr.transcript() << "\n--- Jana:\n" << jana.transcript();
  // (each guest's last sentences may come a moment after the host said them)
  wait_until([&] { return jana.transcript().find("The match is over") != std::string::npos &&
                          petr.transcript().find("Konec partie") != std::string::npos; },
             std::chrono::seconds(5), {&petr, &jana});

  // Each guest heard its own hand, and no other seat's view or private sentence came to it.
  for (auto* g : {&petr, &jana}) {
    ASSERT_FALSE(g->first_hand.empty());
    for (const auto& stanza : g->got) {
      const auto p = parse_payload(std::string_view(stanza).substr(stanza.find('\n') + 1));
      ASSERT_TRUE(std::holds_alternative<Payload>(p)) << stanza;
      const Payload& pl = std::get<Payload>(p);
      EXPECT_EQ(pl.seat, g->guest().seat()) << stanza;
      if (pl.kind == Kind::Say && pl.message.audience.is_seat()) {
        EXPECT_EQ(pl.message.audience.player, g->guest().seat());
      }
    }
  }
  std::string petr_hand, jana_hand;
  for (const auto& c : petr.first_hand) petr_hand += (petr_hand.empty() ? "" : ", ") + c;
  for (const auto& c : jana.first_hand) jana_hand += (jana_hand.empty() ? "" : ", ") + c;
  // (the hand's line is the host's words: Quist's page says it as one sentence)
  EXPECT_NE(petr.transcript().find(petr_hand), std::string::npos) << petr.transcript();
  EXPECT_NE(jana.transcript().find(jana_hand), std::string::npos) << jana.transcript();
  EXPECT_EQ(petr.transcript().find(jana_hand), std::string::npos);
  EXPECT_EQ(jana.transcript().find(petr_hand), std::string::npos);
  for (const auto& stanza : petr.got) EXPECT_EQ(stanza.find("\"hand\":[\"" + jana.first_hand.front()), std::string::npos);
  // The host never said a guest's hand aloud.
  EXPECT_EQ(host.out().find(petr_hand), std::string::npos);
  EXPECT_EQ(host.out().find(jana_hand), std::string::npos);
  // Each in its own language: the Czech host and guest, the English guest.
  EXPECT_NE(host.out().find("Petr: u stolu přes internet."), std::string::npos) << host.out();
  EXPECT_NE(host.out().find("Jana: u stolu přes internet."), std::string::npos) << host.out();
  EXPECT_NE(petr.transcript().find("Petr: u stolu přes internet."), std::string::npos) << petr.transcript();
  EXPECT_NE(jana.transcript().find("Jana: at the table over the internet."), std::string::npos) << jana.transcript();
  EXPECT_NE(jana.transcript().find("The match is over"), std::string::npos) << jana.transcript();
  EXPECT_EQ(jana.transcript().find("Konec partie"), std::string::npos);
  EXPECT_NE(petr.transcript().find("Konec partie"), std::string::npos) << petr.transcript();
}

}  // namespace
}  // namespace sh::online
