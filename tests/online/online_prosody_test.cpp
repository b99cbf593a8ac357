// Online tables with real parts: a private prosody on loopback, the program as the host
// (Czech) of a Quist table whose seats 2 and 3 are held by two guests over XMPP (Petr in
// Czech, Jana in English) and seats 1 and 4 by computers (Quist has four seats; the host
// only referees). The guests are the program's own guest side (OnlineGuest) on their own
// XMPP connections, answering their turns with their first action. The whole game is
// played; each guest heard its own hand and no other, the stanzas each guest got hold no
// other seat's view or private sentence, a stranger's actions are ignored, and each side
// heard its own language. And a Numberfloor table of three guests (Petr and Ota in Czech,
// Jana in English; seat 1 a computer): the same privacy of every hand, and how long a
// guest's key takes to become the sentence the other guests read (printed as [ measured ],
// never asserted). Skipped (with the reason) without prosody or libstrophe.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <variant>

#include "online/online_guest.h"
#include "online/xmpp_client.h"
#include "online_table_parts.h"
#include "prosody_server.h"
#include "test_scale.h"
#include "test_support.h"

namespace sh::online {
namespace {

using test::Guest;
using test::HostProgram;
using test::wait_until;
using test::has_czech_letters;

// The words of a text (letters: ASCII ones and every byte of a UTF-8 letter), of four bytes
// or more, lower-cased, placeholders ({...}) left out.
std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> out;
  std::string w;
  int braces = 0;
  auto flush = [&] {
    if (w.size() >= 4) out.push_back(w);
    w.clear();
  };
  for (char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '{') ++braces;
    if (braces > 0) {
      if (c == '}') --braces;
      flush();
      continue;
    }
    if ((c >= 'a' && c <= 'z') || c >= 0x80) w += ch;
    else if (c >= 'A' && c <= 'Z') w += static_cast<char>(c - 'A' + 'a');
    else flush();
  }
  flush();
  return out;
}

// The words (of four bytes or more, lower-cased) of a catalog's messages, placeholders left out.
std::set<std::string> catalog_words(const std::string& code) {
  std::ifstream in(std::string(SPOLUHRAC_SOURCE_DIR) + "/locales/" + code + ".po");
  std::set<std::string> words;
  std::string line;
  bool in_msgstr = false;
  while (std::getline(in, line)) {
    if (line.rfind("msgstr", 0) == 0) in_msgstr = true;
    else if (line.empty() || line[0] != '"') in_msgstr = false;
    if (!in_msgstr) continue;
    const auto open = line.find('"');
    const auto close = line.rfind('"');
    if (open == std::string::npos || close <= open) continue;
    const std::string text = line.substr(open + 1, close - open - 1);
    for (const auto& w : words_of(text)) words.insert(w);
  }
  return words;
}

// The words of `said` that only the catalog `code` has (not `other`): words of the wrong
// language in a transcript.
std::vector<std::string> words_only_of(const std::string& said, const std::string& code, const std::string& other) {
  static std::map<std::string, std::set<std::string>> cache;
  for (const auto& c : {code, other})
    if (!cache.count(c)) cache[c] = catalog_words(c);
  std::set<std::string> found;
  for (const auto& w : words_of(said))
    if (cache[code].count(w) && !cache[other].count(w)) found.insert(w);
  return {found.begin(), found.end()};
}

// Czech letters with diacritics (the players' names here have none).
// The English guest heard English only and the Czech guest Czech: no word of one catalog
// that the other has not, in the whole transcript (hand, turns, actions, table sentences).
void expect_own_language(const std::string& english, const std::string& czech) {
  // (the check itself: it knows the catalogs' words of each language)
  ASSERT_EQ(words_only_of("Hodí se: poschodí 5. Floor 5, balloon 1.", "cs", "en"), (std::vector<std::string>{"hodí", "poschodí"}));
  ASSERT_EQ(words_only_of("Hodí se: poschodí 5. Floor 5, balloon 1.", "en", "cs"), (std::vector<std::string>{"balloon", "floor"}));
  EXPECT_FALSE(has_czech_letters(english)) << english;
  EXPECT_EQ(words_only_of(english, "cs", "en"), std::vector<std::string>{}) << english;
  EXPECT_TRUE(has_czech_letters(czech)) << czech;
  EXPECT_EQ(words_only_of(czech, "en", "cs"), std::vector<std::string>{}) << czech;
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
  // (the views carry messages: Petr's views rendered in Jana's language hold no hand of hers)
  for (const auto& stanza : petr.got) {
    const auto p = parse_payload(std::string_view(stanza).substr(stanza.find('\n') + 1));
    if (!std::holds_alternative<Payload>(p)) continue;
    for (const auto& line : std::get<Payload>(p).page.hand) EXPECT_EQ(jana.render(line).find(jana_hand), std::string::npos);
  }
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
  // The whole transcript of each: the English guest's hand, turns, actions and the table's
  // sentences in English, the Czech guest's in Czech.
  EXPECT_NE(jana.transcript().find("your cards"), std::string::npos) << jana.transcript();
  EXPECT_NE(petr.transcript().find("tvoje karty"), std::string::npos) << petr.transcript();
  expect_own_language(jana.transcript(), petr.transcript());
}

// The first Say stanza each other guest read after `acting`'s action, in ms; over the game.
std::vector<double> say_latencies(Guest& acting, const std::vector<Guest*>& others) {
  std::vector<double> ms;
  for (const auto& act : acting.acted_at)
    for (auto* g : others)
      for (std::size_t i = 0; i < g->got.size(); ++i) {
        if (g->got_at[i] < act.at) continue;
        const std::string& stanza = g->got[i];
        const auto p = parse_payload(std::string_view(stanza).substr(stanza.find('\n') + 1));
        if (!std::holds_alternative<Payload>(p) || std::get<Payload>(p).kind != Kind::Say) continue;
        ms.push_back(std::chrono::duration<double, std::milli>(g->got_at[i] - act.at).count());
        break;
      }
  return ms;
}

TEST(OnlineProsody, ANumberfloorGameWithThreeGuestsKeepsEveryHandToItsOwnGuest) {
  if (sh::test::kSanitized) GTEST_SKIP() << "a whole game of four connections and the program: the normal build runs this";
  test::ProsodyServer server({{"eva", "heslo-eva"}, {"petr", "heslo-petr"}, {"jana", "heslo-jana"}, {"ota", "heslo-ota"}});
  if (!server.missing().empty()) GTEST_SKIP() << server.missing();
  sh::test::TempHome home("online-numberfloor");
  Guest petr(server.account("petr", "heslo-petr"), "cs");
  Guest jana(server.account("jana", "heslo-jana"), "en");
  Guest ota(server.account("ota", "heslo-ota"), "cs");
  const std::vector<Guest*> all{&petr, &jana, &ota};
  ASSERT_TRUE(wait_until([&] { return petr.connected && jana.connected && ota.connected; }, std::chrono::seconds(20), all))
      << "the guests could not log in";
  // The host's own seat is a computer's (the host only referees and answers the pauses); the
  // beginner variant.
  HostProgram host(home, "--game numberfloor --players 4 --mode dealer --seed 5 --set variant=beginner --set starts=1 "
                         "--set computers=1 --set level=easy --names Eva,Petr,Jana,Ota --speech text --audio none "
                         "--input stdin --no-window --xmpp-account " + server.account_file("eva", "heslo-eva").string() +
                         " --invite 2=petr@localhost --invite 3=jana@localhost --invite 4=ota@localhost");
  ASSERT_TRUE(wait_until([&] {
                return petr.guest().state() == OnlineGuest::State::Playing &&
                       jana.guest().state() == OnlineGuest::State::Playing &&
                       ota.guest().state() == OnlineGuest::State::Playing;
              },
              std::chrono::seconds(20), all))
      << host.out() << host.err();
  // The whole game is played: the winner is named at the host and at every guest. (The host
  // at the keypad lets the computer play on at each take-over pause: Enter.)
  ASSERT_TRUE(wait_until([&] {
                host.answer("Enter: Eva hraje dál.", "ok");
                return host.out().find("Vítěz") != std::string::npos;
              },
                         std::chrono::seconds(sh::test::kSanitized ? 240 : 120), all))
      << host.out() << host.err() << "\n--- Petr:\n" << petr.transcript() << "\n--- Jana:\n" << jana.transcript()
      << "\n--- Ota:\n" << ota.transcript();
  EXPECT_TRUE(wait_until([&] {
    return petr.transcript().find("Vítěz") != std::string::npos && ota.transcript().find("Vítěz") != std::string::npos &&
           jana.transcript().find("Winner") != std::string::npos;
  }, std::chrono::seconds(10), all))
      << "\n--- Petr:\n" << petr.transcript() << "\n--- Jana:\n" << jana.transcript() << "\n--- Ota:\n" << ota.transcript();

  // Every stanza a guest got is its own seat's: its view, sentences to all or to it alone.
  for (auto* g : all) {
    ASSERT_FALSE(g->first_hand.empty());
    EXPECT_FALSE(g->acted_at.empty()) << "the guest never played";
    for (const auto& stanza : g->got) {
      const auto p = parse_payload(std::string_view(stanza).substr(stanza.find('\n') + 1));
      ASSERT_TRUE(std::holds_alternative<Payload>(p)) << stanza;
      const Payload& pl = std::get<Payload>(p);
      EXPECT_EQ(pl.seat, g->guest().seat()) << stanza;
      if (pl.kind == Kind::Say && pl.message.audience.is_seat()) {
        EXPECT_EQ(pl.message.audience.player, g->guest().seat()) << stanza;
      }
    }
  }
  // Each heard its own hand and no other's; no stanza to one guest holds another's hand; the
  // host never said a guest's hand aloud.
  for (auto* g : all) {
    const std::string own = g->first_hand.front();
    EXPECT_NE(g->transcript().find(own), std::string::npos) << own << "\n" << g->transcript();
    EXPECT_EQ(host.out().find(own), std::string::npos) << own;
    for (auto* other : all) {
      if (other == g) continue;
      EXPECT_EQ(other->transcript().find(own), std::string::npos) << own << "\n" << other->transcript();
      // (a view carries messages: rendered in this guest's language, none holds its hand)
      for (const auto& stanza : other->got) {
        const auto p = parse_payload(std::string_view(stanza).substr(stanza.find('\n') + 1));
        if (!std::holds_alternative<Payload>(p)) continue;
        for (const auto& line : std::get<Payload>(p).page.hand) EXPECT_NE(g->render(line), own) << stanza;
      }
    }
  }
  // Each guest in its own language, its hand and its own moves too: the English guest's moves
  // said as the cards ("Lay on the first pile: floor 5."), no action numbers.
  expect_own_language(jana.transcript(), petr.transcript());
  expect_own_language(jana.transcript(), ota.transcript());
  EXPECT_NE(jana.transcript().find("Lay on the"), std::string::npos) << jana.transcript();
  EXPECT_NE(petr.transcript().find("Vyložit na"), std::string::npos) << petr.transcript();
  EXPECT_NE(host.out().find("Ota: u stolu přes internet."), std::string::npos) << host.out();
  EXPECT_NE(jana.transcript().find("Jana: at the table over the internet."), std::string::npos) << jana.transcript();

  // A key on one guest -> the sentence read by every other guest (measured, not asserted).
  std::vector<double> ms;
  for (auto* g : all) {
    std::vector<Guest*> others;
    for (auto* o : all)
      if (o != g) others.push_back(o);
    const auto some = say_latencies(*g, others);
    ms.insert(ms.end(), some.begin(), some.end());
  }
  std::sort(ms.begin(), ms.end());
  if (!ms.empty())
    std::printf("[ measured ] guest key -> sentence at the other guests (via the host, prosody): %zu, p50 %.1f ms, "
                "p99 %.1f ms, max %.1f ms\n",
                ms.size(), ms[ms.size() / 2], ms[std::min(ms.size() - 1, ms.size() * 99 / 100)], ms.back());
}

}  // namespace
}  // namespace sh::online
