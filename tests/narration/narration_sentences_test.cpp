// The sentence table: what players hear, exactly, in Czech and in English. Šipky events go
// through sipky::narrate and the real catalogs at every verbosity; menus, refusals and device
// notices through their message ids; numerals in every case up to 999 and ordinals 1–8 in
// three genders through test templates added to the real catalogs (nouns of the other games
// included: kostka, hvězda, zdvih, pole, kámen). A failing row prints both texts.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "play/table.h"
#include "play/voice.h"
#include "games/sipky/sipky_game.h"
#include "games/sipky/sipky_narration.h"
#include "narration/catalog.h"
#include "narration/language.h"
#include "test_support.h"

namespace sh {
namespace {

// Test templates and the nouns of the other games, appended to the real catalogs.
const char* kCsExtra = R"(
msgid "test.nom"
msgstr "{n:noun.card}"
msgid "test.gen"
msgstr "Bez {n:noun.card:gen}"
msgid "test.dat"
msgstr "{n:noun.card:dat:k}"
msgid "test.acc"
msgstr "Máš {n:noun.card:acc}."
msgid "test.loc"
msgstr "O {n:noun.card:loc}"
msgid "test.ins"
msgstr "{n:noun.card:ins:s}"
msgid "test.points_gen"
msgstr "Do cíle zbývá méně než {n:noun.point:gen}."
msgid "test.players_acc"
msgstr "Vidím {n:noun.player:acc}."
msgid "test.num_from"
msgstr "Krok {n:num.m:gen:z}."
msgid "test.ord_m"
msgstr "{n:ord.m} hráč"
msgid "test.ord_f"
msgstr "{n:ord.f} karta"
msgid "test.ord_n"
msgstr "{n:ord.n} místo"
msgid "test.ord_loc"
msgstr "{n:ord.n:loc:v} kole"
msgid "test.ord_acc"
msgstr "Čekáme na {n:ord.ma:acc} hráče."
msgid "test.noun"
msgstr "{n:noun.t.die}, {n:noun.t.star}, {n:noun.t.trick}, {n:noun.t.field}, {n:noun.t.stone}"
msgid "test.noun_ins"
msgstr "{n:noun.t.die:ins:s}, {n:noun.t.star:ins:s}, {n:noun.t.trick:ins:s}, {n:noun.t.field:ins:s}, {n:noun.t.stone:ins:s}"
msgid "noun.t.die"
msgid_plural "noun.t.die"
msgstr[0] "kostka"
msgstr[1] "kostky"
msgstr[2] "kostek"
msgctxt "gender"
msgid "noun.t.die"
msgstr "f"
msgctxt "ins"
msgid "noun.t.die"
msgid_plural "noun.t.die"
msgstr[0] "kostkou"
msgstr[1] "kostkami"
msgstr[2] "kostkami"
msgid "noun.t.star"
msgid_plural "noun.t.star"
msgstr[0] "hvězda"
msgstr[1] "hvězdy"
msgstr[2] "hvězd"
msgctxt "gender"
msgid "noun.t.star"
msgstr "f"
msgctxt "ins"
msgid "noun.t.star"
msgid_plural "noun.t.star"
msgstr[0] "hvězdou"
msgstr[1] "hvězdami"
msgstr[2] "hvězdami"
msgid "noun.t.trick"
msgid_plural "noun.t.trick"
msgstr[0] "zdvih"
msgstr[1] "zdvihy"
msgstr[2] "zdvihů"
msgctxt "gender"
msgid "noun.t.trick"
msgstr "m"
msgctxt "ins"
msgid "noun.t.trick"
msgid_plural "noun.t.trick"
msgstr[0] "zdvihem"
msgstr[1] "zdvihy"
msgstr[2] "zdvihy"
msgid "noun.t.field"
msgid_plural "noun.t.field"
msgstr[0] "pole"
msgstr[1] "pole"
msgstr[2] "polí"
msgctxt "gender"
msgid "noun.t.field"
msgstr "n"
msgctxt "ins"
msgid "noun.t.field"
msgid_plural "noun.t.field"
msgstr[0] "polem"
msgstr[1] "poli"
msgstr[2] "poli"
msgid "noun.t.stone"
msgid_plural "noun.t.stone"
msgstr[0] "kámen"
msgstr[1] "kameny"
msgstr[2] "kamenů"
msgctxt "gender"
msgid "noun.t.stone"
msgstr "m"
msgctxt "ins"
msgid "noun.t.stone"
msgid_plural "noun.t.stone"
msgstr[0] "kamenem"
msgstr[1] "kameny"
msgstr[2] "kameny"
)";

const char* kEnExtra = R"(
msgid "test.nom"
msgstr "{n:noun.card}"
msgid "test.gen"
msgstr "Without {n:noun.card:gen}"
msgid "test.dat"
msgstr "{n:noun.card:dat:to}"
msgid "test.acc"
msgstr "You hold {n:noun.card:acc}."
msgid "test.loc"
msgstr "About {n:noun.card:loc}"
msgid "test.ins"
msgstr "{n:noun.card:ins:with}"
msgid "test.points_gen"
msgstr "Less than {n:noun.point:gen} to the target."
msgid "test.players_acc"
msgstr "I see {n:noun.player:acc}."
msgid "test.num_from"
msgstr "Step of {n:num.m:gen}."
msgid "test.ord_m"
msgstr "{n:ord.m} player"
msgid "test.ord_f"
msgstr "{n:ord.f} card"
msgid "test.ord_n"
msgstr "{n:ord.n} place"
msgid "test.ord_loc"
msgstr "In the {n:ord.n:loc} round"
msgid "test.ord_acc"
msgstr "Waiting for the {n:ord.ma:acc} player."
msgid "test.noun"
msgstr "{n:noun.t.die}, {n:noun.t.star}, {n:noun.t.trick}, {n:noun.t.field}, {n:noun.t.stone}"
msgid "test.noun_ins"
msgstr "{n:noun.t.die:ins:with}, {n:noun.t.star:ins:with}, {n:noun.t.trick:ins:with}, {n:noun.t.field:ins:with}, {n:noun.t.stone:ins:with}"
msgid "noun.t.die"
msgid_plural "noun.t.die"
msgstr[0] "die"
msgstr[1] "dice"
msgid "noun.t.star"
msgid_plural "noun.t.star"
msgstr[0] "star"
msgstr[1] "stars"
msgid "noun.t.trick"
msgid_plural "noun.t.trick"
msgstr[0] "trick"
msgstr[1] "tricks"
msgid "noun.t.field"
msgid_plural "noun.t.field"
msgstr[0] "cell"
msgstr[1] "cells"
msgid "noun.t.stone"
msgid_plural "noun.t.stone"
msgstr[0] "stone"
msgstr[1] "stones"
)";

Language load_with(const char* code, const char* extra) {
  const std::string dir = std::string(SPOLUHRAC_SOURCE_DIR) + "/locales/";
  const std::string en = test::read_file(dir + "en.po") + kEnExtra;
  const std::string text = std::string(code) == "en" ? en : test::read_file(dir + code + ".po") + extra;
  return Language(Catalog::parse(text, std::string(code) + ".po"), Catalog::parse(en, "en.po"));
}

struct Row {
  std::string what;
  Message message;
  Verbosity verbosity;
  std::string cs, en;
};

const std::vector<std::string> kNames = {"Alojz", "David", "Bedřich", "Cyril", "Zuzana Nováková"};

// The first sentence sipky::narrate makes of an event.
Message narrated(const Event& e, Mode mode = Mode::Dealer) {
  static auto game = sipky::make_sipky_game({{"players", "5"}});
  static auto state = game->new_initial_state();
  auto pieces = sipky::narrate(e, static_cast<const sipky::SipkyState&>(*state), kNames, mode);
  for (const auto& p : pieces)
    if (p.message) return *p.message;
  return Message("(nothing said)");
}

Message msg(std::string id, std::vector<std::pair<std::string, MessageArg>> args = {}) {
  return Message(std::move(id), std::move(args));
}
Message n(const char* id, long value) { return Message(id).with("n", value); }

constexpr Verbosity N = Verbosity::Normal, T = Verbosity::Terse, B = Verbosity::Beginner;

std::vector<Row> sipky_rows() {
  const Event turn{"turn", {{"player", 0}, {"score", 27}, {"target", 101}, {"missing", 74}, {"throws", 1}}};
  const Event turn_first{"turn", {{"player", 4}, {"score", 0}, {"target", 101}, {"missing", 101}, {"throws", 0}}};
  const Event scored{"scored", {{"player", 0}, {"value", 71}, {"score", 98}, {"target", 101}, {"missing", 3}}};
  const Event exact{"exact", {{"player", 2}, {"value", 7}, {"score", 101}, {"target", 101}, {"missing", 0}}};
  const Event busted{"busted", {{"player", 0}, {"value", 4}, {"score", 102}, {"target", 101}, {"missing", -1}}};
  const Event stopped{"stopped", {{"player", 1}, {"score", 99}, {"target", 101}}};
  const Event hand{"hand", {{"player", 3}, {"a", 2}, {"b", 7}}};
  auto rank = [](long place, long player, long score, long busted_flag) {
    return Event{"rank", {{"place", place}, {"player", player}, {"score", score}, {"busted", busted_flag}, {"target", 101}}};
  };
  return {
      {"game started", narrated({"game_started", {{"game", 1}, {"games", 1}, {"target", 101}, {"dealer", 3}}}), N,
       "Šipky do 101. Rozdává Cyril.", "Darts to 101. Cyril deals."},
      {"game started, terse", narrated({"game_started", {{"game", 1}, {"games", 1}, {"target", 201}, {"dealer", 3}}}), T,
       "Do 201, rozdává Cyril.", "To 201, Cyril deals."},
      {"series game 2 of 3", narrated({"game_started", {{"game", 2}, {"games", 3}, {"target", 201}, {"dealer", 0}}}), N,
       "Druhá hra ze tří. Cíl 201, rozdává Alojz.", "Game 2 of 3. Target 201, Alojz deals."},
      {"series game 5 of 5", narrated({"game_started", {{"game", 5}, {"games", 5}, {"target", 101}, {"dealer", 1}}}), N,
       "Pátá hra z pěti. Cíl 101, rozdává David.", "Game 5 of 5. Target 101, David deals."},
      {"series game 1 of 11", narrated({"game_started", {{"game", 1}, {"games", 11}, {"target", 101}, {"dealer", 1}}}), N,
       "První hra z jedenácti. Cíl 101, rozdává David.", "Game 1 of 11. Target 101, David deals."},
      {"series game 3 of 9, terse", narrated({"game_started", {{"game", 3}, {"games", 9}, {"target", 301}, {"dealer", 1}}}),
       T, "Třetí hra, cíl 301.", "Game 3, target 301."},
      {"turn", narrated(turn), N, "Alojz na tahu: 27, chybí 74 bodů.", "Alojz's turn: 27, 74 points to go."},
      {"turn, terse", narrated(turn), T, "Alojz: 27, chybí 74.", "Alojz: 27, 74 to go."},
      {"turn, beginner", narrated(turn), B,
       "Alojz na tahu: 27, do cíle chybí 74 bodů. Enter: dvě karty. Jednička: jen jedna karta. Lomítko: další možnosti.",
       "Alojz's turn: 27, 74 points to the target. Enter: two cards. One: just one card. Slash: more choices."},
      {"turn, one point", narrated({"turn", {{"player", 3}, {"score", 100}, {"missing", 1}, {"throws", 2}}}), N,
       "Cyril na tahu: 100, chybí jeden bod.", "Cyril's turn: 100, 1 point to go."},
      {"turn, two points", narrated({"turn", {{"player", 1}, {"score", 99}, {"missing", 2}, {"throws", 2}}}), N,
       "David na tahu: 99, chybí dva body.", "David's turn: 99, 2 points to go."},
      {"turn, 61 points", narrated({"turn", {{"player", 3}, {"score", 40}, {"missing", 61}, {"throws", 1}}}), N,
       "Cyril na tahu: 40, chybí šedesát jedna bodů.", "Cyril's turn: 40, 61 points to go."},
      {"first turn, a two-word name", narrated(turn_first), N, "Zuzana Nováková na tahu, první hod.",
       "Zuzana Nováková's turn, first throw."},
      {"first turn, terse", narrated(turn_first), T, "Zuzana Nováková, první hod.", "Zuzana Nováková, first throw."},
      {"first turn, beginner", narrated(turn_first), B,
       "Zuzana Nováková na tahu, první hod: vždy dvě karty. Stiskni Enter.",
       "Zuzana Nováková's turn, first throw: always two cards. Press Enter."},
      {"one card", narrated({"one_card", {{"player", 0}}}), N, "Jen jedna karta.", "Just one card."},
      {"hand", narrated(hand), N, "Cyril: karty 2 a 7. 72 nebo 27?", "Cyril: cards 2 and 7. 72 or 27?"},
      {"hand, terse", narrated(hand), T, "2 a 7: 72 nebo 27?", "2 and 7: 72 or 27?"},
      {"hand, beginner", narrated(hand), B,
       "Cyril: karty 2 a 7. Bude to 72, nebo 27? Stiskni číslici karty, která bude desítkou.",
       "Cyril: cards 2 and 7. Will it be 72 or 27? Press the digit of the card that becomes the tens."},
      {"hand with a zero", narrated({"hand", {{"player", 3}, {"a", 0}, {"b", 5}}}), N, "Cyril: karty 0 a 5. 50 nebo 5?",
       "Cyril: cards 0 and 5. 50 or 5?"},
      {"hand, a pair", narrated({"hand", {{"player", 1}, {"a", 4}, {"b", 4}}}), N,
       "David: karty 4 a 4, to je 44. Potvrď Enterem.", "David: cards 4 and 4, that is 44. Confirm with Enter."},
      {"hand in assistant mode is not spoken", narrated(hand, Mode::Assistant), N, "(nothing said)", "(nothing said)"},
      {"zeros folded", narrated({"zeros_folded", {{"player", 0}}}), N, "Dvě nuly se skládají. Dvě nové karty.",
       "Two zeros are folded. Two new cards."},
      {"zero replaced, terse", narrated({"zero_replaced", {{"player", 0}}}), T, "Nula, další karta.",
       "Zero, another card."},
      {"scored", narrated(scored), N, "Alojz: 71, celkem 98, chybí tři body.", "Alojz: 71, total 98, 3 points to go."},
      {"scored, terse", narrated({"scored", {{"player", 0}, {"value", 72}, {"score", 99}, {"missing", 2}}}), T,
       "72, celkem 99.", "72, total 99."},
      {"scored, beginner", narrated(scored), B, "Alojz: hod 71, celkem 98, do cíle chybí tři body.",
       "Alojz: throw 71, total 98, 3 points to the target."},
      {"scored, four to go", narrated({"scored", {{"player", 1}, {"value", 24}, {"score", 97}, {"missing", 4}}}), N,
       "David: 24, celkem 97, chybí čtyři body.", "David: 24, total 97, 4 points to go."},
      {"scored, 21 to go", narrated({"scored", {{"player", 1}, {"value", 80}, {"score", 80}, {"missing", 21}}}), N,
       "David: 80, celkem 80, chybí dvacet jedna bodů.", "David: 80, total 80, 21 points to go."},
      {"scored, 22 to go", narrated({"scored", {{"player", 1}, {"value", 79}, {"score", 79}, {"missing", 22}}}), N,
       "David: 79, celkem 79, chybí 22 bodů.", "David: 79, total 79, 22 points to go."},
      {"scored, 201 to go", narrated({"scored", {{"player", 1}, {"value", 0}, {"score", 100}, {"missing", 201}}}), N,
       "David: 0, celkem 100, chybí dvě stě jedna bodů.", "David: 0, total 100, 201 points to go."},
      {"exact", narrated(exact), N, "Přesně 101! Bedřich: 7, celkem 101.", "Exactly 101! Bedřich: 7, total 101."},
      {"exact, terse", narrated(exact), T, "Přesně! Bedřich 101.", "Exact! Bedřich 101."},
      {"exact, beginner", narrated(exact), B, "Přesně 101! Bedřich: hod 7, celkem 101, cíl trefen přesně.",
       "Exactly 101! Bedřich: throw 7, total 101, the target hit exactly."},
      {"busted", narrated(busted), N, "Přes! Alojz má 102, ze hry venku.", "Bust! Alojz has 102, out."},
      {"busted, terse", narrated(busted), T, "Přes! Alojz 102.", "Bust! Alojz 102."},
      {"busted, beginner", narrated(busted), B, "Přes! Alojz: 102, to je víc než 101. Alojz vypadává ze hry.",
       "Bust! Alojz: 102, more than 101. Alojz is out of the game."},
      {"stopped at 99", narrated(stopped), N, "David končí s devadesáti devíti body.", "David stops with 99 points."},
      {"stopped at 100", narrated({"stopped", {{"player", 3}, {"score", 100}}}), N, "Cyril končí se sto body.",
       "Cyril stops with 100 points."},
      {"stopped at 3", narrated({"stopped", {{"player", 3}, {"score", 3}}}), N, "Cyril končí se třemi body.",
       "Cyril stops with 3 points."},
      {"stopped at 1", narrated({"stopped", {{"player", 3}, {"score", 1}}}), N, "Cyril končí s jedním bodem.",
       "Cyril stops with 1 point."},
      {"stopped at 2", narrated({"stopped", {{"player", 3}, {"score", 2}}}), N, "Cyril končí se dvěma body.",
       "Cyril stops with 2 points."},
      {"stopped at 71", narrated({"stopped", {{"player", 4}, {"score", 71}}}), N,
       "Zuzana Nováková končí se sedmdesáti jedna body.", "Zuzana Nováková stops with 71 points."},
      {"stopped at 187", narrated({"stopped", {{"player", 4}, {"score", 187}}}), N,
       "Zuzana Nováková končí se sto osmdesáti sedmi body.", "Zuzana Nováková stops with 187 points."},
      {"stopped at 299", narrated({"stopped", {{"player", 4}, {"score", 299}}}), N,
       "Zuzana Nováková končí se dvěma sty devadesáti devíti body.", "Zuzana Nováková stops with 299 points."},
      {"stopped, terse", narrated(stopped), T, "David končí, 99.", "David stops, 99."},
      {"stopped, beginner", narrated(stopped), B, "David končí s devadesáti devíti body a dál už nehází.",
       "David stops with 99 points and throws no more."},
      {"overshoot", narrated({"overshoot", {{"player", 0}, {"card", 7}, {"score", 98}, {"target", 101}}}), N,
       "Přes cíl: karta 7 by dala 105. Enter nebo nula: odhodit ji a hrát dál. 7: ponechat ji a vypadnout.",
       "Over the target: card 7 would make 105. Enter or zero: discard it and play on. 7: keep it and go out."},
      {"overshoot, terse", narrated({"overshoot", {{"player", 0}, {"card", 7}, {"score", 98}, {"target", 101}}}), T,
       "Přes: karta 7, 105. Enter odhodit, 7 ponechat.", "Bust: card 7, 105. Enter discards, 7 keeps."},
      {"card discarded", narrated({"card_discarded", {{"player", 0}, {"card", 7}, {"score", 98}}}), N,
       "Karta 7 odhozena, Alojz má dál 98.", "Card 7 discarded, Alojz still has 98."},
      {"reshuffled", narrated({"reshuffled", {{"cards", 61}}}), N, "Balíček došel, znovu míchám. Karet v balíčku: 61.",
       "The stock ran out; reshuffled. Cards in the stock: 61."},
      {"game over, winner", narrated({"game_over", {{"target", 101}, {"winner", 2}}}), N,
       "Konec hry do 101. Vítěz: Bedřich.", "Game to 101 over. Winner: Bedřich."},
      {"game over, winner, terse", narrated({"game_over", {{"target", 101}, {"winner", 4}}}), T,
       "Vítězka: Zuzana Nováková.", "Winner: Zuzana Nováková."},
      {"game over, nobody", narrated({"game_over", {{"target", 301}, {"winner", -1}}}), N,
       "Konec hry do 301. Nikdo nevyhrál.", "Game to 301 over. Nobody won."},
      {"rank 1", narrated(rank(1, 2, 101, 0)), N, "První místo: Bedřich, sto jedna bodů.",
       "First place: Bedřich, 101 points."},
      {"rank 2", narrated(rank(2, 3, 100, 0)), N, "Druhé místo: Cyril, 100 bodů.", "Second place: Cyril, 100 points."},
      {"rank 3, terse", narrated(rank(3, 1, 99, 0)), T, "Třetí: David, 99.", "Third: David, 99."},
      {"rank 4 busted", narrated(rank(4, 0, 102, 1)), N, "Čtvrté místo: Alojz, 102 bodů, přes 101.",
       "Fourth place: Alojz, 102 points, over 101."},
      {"rank 4 busted, terse", narrated(rank(4, 0, 102, 1)), T, "Čtvrté: Alojz, 102, přes.", "Fourth: Alojz, 102, bust."},
      {"rank with one point", narrated(rank(5, 4, 1, 0)), N, "Páté místo: Zuzana Nováková, jeden bod.",
       "Fifth place: Zuzana Nováková, 1 point."},
      {"rank with four points", narrated(rank(6, 4, 4, 0)), N, "Šesté místo: Zuzana Nováková, čtyři body.",
       "Sixth place: Zuzana Nováková, 4 points."},
      {"series over", narrated({"series_over", {{"series", 1}, {"games", 3}}}), N, "Konec série. Celkové pořadí:",
       "The series is over. Final standings:"},
      {"series rank, placement",
       narrated({"series_rank", {{"place", 1}, {"player", 1}, {"value", 11}, {"series", 1}}}), N,
       "První místo: David, 11 bodů za umístění.", "First place: David, 11 points for placings."},
      {"series rank, 603", narrated({"series_rank", {{"place", 2}, {"player", 3}, {"value", 581}, {"series", 2}}}), N,
       "Druhé místo: Cyril, součet pět set osmdesát jedna bodů.", "Second place: Cyril, total 581 points."},
      {"series rank, hits", narrated({"series_rank", {{"place", 1}, {"player", 0}, {"value", 2}, {"series", 3}}}), N,
       "První místo: Alojz, dva přesné zásahy.", "First place: Alojz, 2 exact hits."},
      {"series rank, one hit", narrated({"series_rank", {{"place", 3}, {"player", 0}, {"value", 1}, {"series", 3}}}), N,
       "Třetí místo: Alojz, jeden přesný zásah.", "Third place: Alojz, 1 exact hit."},
      {"enter two", msg("sipky.enter_two", {{"player", "Cyril"}}), N, "Cyril: zadej dvě karty, nejdřív kartu desítek.",
       "Cyril: enter two cards, the tens card first."},
      {"enter two, beginner", msg("sipky.enter_two", {{"player", "Cyril"}}), B,
       "Cyril: zadej číslice obou karet, nejdřív kartu desítek. Nula první znamená nulu odhodit.",
       "Cyril: enter the digits of both cards, the tens card first. Zero first discards the zero."},
      {"enter one, terse", msg("sipky.enter_one", {{"player", "Cyril"}}), T, "Cyril: karta.", "Cyril: one card."},
      {"pending, beginner", msg("sipky.pending", {{"card", 5L}}), B,
       "5. Zadej druhou kartu, nebo první kartu zruš tečkou.",
       "5. Enter the second card, or cancel the first one with period."},
      {"review: a player", msg("sipky.review.player_active", {{"player", "Eva"}, {"score", 0L}, {"missing", 101L}}), N,
       "Eva: 0, chybí sto jedna bodů.", "Eva: 0, 101 points to go."},
      {"review: the series", msg("sipky.review.series", {{"finished", 2L}, {"games", 3L}, {"game", 3L}}), N,
       "Série: hraje se třetí hra ze tří. Pořadí:", "Series: game 3 of 3. Standings:"},
      {"review: unseen", msg("sipky.review.unseen", {{"total", 41L}, {"c0", 1L}, {"c1", 2L}, {"c2", 3L}, {"c3", 4L},
                                                     {"c4", 5L}, {"c5", 6L}, {"c6", 7L}, {"c7", 8L}, {"c8", 0L},
                                                     {"c9", 5L}}),
       N,
       "Neviděných karet 41. Nul 1, jedniček 2, dvojek 3, trojek 4, čtyřek 5, pětek 6, šestek 7, sedmiček 8, "
       "osmiček 0, devítek 5.",
       "41 cards unseen. Zeros 1, ones 2, twos 3, threes 4, fours 5, fives 6, sixes 7, sevens 8, eights 0, nines 5."},
  };
}

std::vector<Row> refusal_rows() {
  auto refused = [](Event e) { return sipky::refusal(e); };
  return {
      {"ninth seven", refused({"refused.no_card_left", {{"card", 7}, {"count", 8}}}), N,
       "Sedmička už nepřijde, všech osm padlo.",
       "No more sevens: all 8 are out."},
      {"cards of the throw first, two", refused({"refused.dealing", {{"player", 0}, {"needed", 2}}}), N,
       "Nejdřív karty hodu, chybí dvě karty.", "First the cards of the throw, 2 cards to go."},
      {"cards of the throw first, one", refused({"refused.dealing", {{"player", 0}, {"needed", 1}}}), N,
       "Nejdřív karty hodu, chybí jedna karta.", "First the cards of the throw, 1 card to go."},
      {"no stop in the exact game", refused({"refused.no_stop_in_exact"}), N,
       "Konec nejde: na přesný výsledek se hraje do zásahu. Jednu kartu, která by přetáhla, smíš odhodit.",
       "No stopping: the exact game goes on until a hit. A single card that would bust may be discarded."},
      {"first throw is two cards", refused({"refused.first_throw_two", {{"player", 0}}}), N,
       "První hod jsou vždy dvě karty.", "The first throw is always two cards."},
      {"not in hand", refused({"refused.not_in_hand", {{"card", 9}, {"a", 2}, {"b", 7}}}), N,
       "Kartu 9 nemáš, máš 2 a 7.", "You do not hold 9; you hold 2 and 7."},
      {"not now", refused({"refused.not_now", {{"player", 0}}}), N, "Teď ne.", "Not now."},
      {"game over", refused({"refused.game_over"}), N, "Hra už skončila.", "The game is over."},
      {"not dealing", refused({"refused.not_dealing"}), N, "Teď se nerozdává.", "No card is being dealt now."},
      {"choose the tens", msg("sipky.refused.choose_tens", {{"a", 2L}, {"b", 7L}, {"va", 27L}, {"vb", 72L}}), N,
       "Vyber desítku: 2 dává 27, 7 dává 72.", "Choose the tens: 2 makes 27, 7 makes 72."},
  };
}

std::vector<Row> app_rows() {
  return {
      {"welcome, beginner", msg("app.welcome"), B, "Spoluhráč. Lomítko kdykoli řekne, co můžeš dělat.",
       "Spoluhráč, your fellow player. Slash tells you at any time what you can do."},
      {"main menu", msg("menu.main"), N, "Hlavní nabídka. Vyber hru číslem.", "Main menu. Choose a game by its number."},
      {"main menu, terse", msg("menu.main"), T, "Hlavní nabídka.", "Main menu."},
      {"main menu, beginner", msg("menu.main"), B,
       "Hlavní nabídka. Vyber hru číslicí, nebo položky procházej plusem a minusem a vyber Enterem.",
       "Main menu. Choose a game by its digit, or walk through the items with plus and minus and pick one with Enter."},
      {"players, beginner", msg("setup.players"), B, "Kolik vás hraje? Stiskni číslici, která je počet hráčů:",
       "How many players? Press the digit of their number:"},
      {"mode, beginner", msg("setup.mode"), B, "Jak budeme hrát? Stiskni číslici položky:",
       "How do we play? Press the digit of an item:"},
      {"mode, terse falls back to normal", msg("setup.mode"), T, "Jak budeme hrát?", "How do we play?"},
      {"menu item", msg("menu.item", {{"number", 1L}, {"label", "Numeramis Šipky"}}), N, "1: Numeramis Šipky.",
       "1: Numeramis Šipky."},
      {"player count 1", msg("setup.player_count.one", {{"count", 1L}}), N, "Jeden hráč", "1 player"},
      {"player count 2", msg("setup.player_count", {{"count", 2L}}), N, "Ve dvou", "2 players"},
      {"player count 5", msg("setup.player_count", {{"count", 5L}}), N, "V pěti", "5 players"},
      {"default name", msg("player.default", {{"number", 3L}}), N, "Hráč 3", "Player 3"},
      {"unknown game", msg("setup.unknown_game", {{"name", "sachy"}}), N, "Neznámá hra: sachy.", "Unknown game: sachy."},
      {"lesson step 1 of 23", msg("lesson.step", {{"step", 1L}, {"steps", 23L}}), N, "Krok 1 ze dvaceti tří.",
       "Step 1 of 23."},
      {"lesson step 3 of 9", msg("lesson.step", {{"step", 3L}, {"steps", 9L}}), N, "Krok 3 z devíti.", "Step 3 of 9."},
      {"lesson step 2 of 2", msg("lesson.step", {{"step", 2L}, {"steps", 2L}}), N, "Krok 2 ze dvou.", "Step 2 of 2."},
      {"lesson step 1 of 100", msg("lesson.step", {{"step", 1L}, {"steps", 100L}}), N, "Krok 1 ze sta.",
       "Step 1 of 100."},
      {"game over hint, terse", msg("game.over_hint"), T, "Konec. Enter: nabídka.", "Over. Enter: menu."},
      {"device lost", msg("device.lost", {{"name", "keypad"}}), N,
       "Odpojeno zařízení keypad. Čekám, až se vrátí; hra pokračuje.",
       "Device keypad disconnected. Waiting for it to come back; the game goes on."},
      {"device found", msg("device.found", {{"name", "keypad"}}), N, "Zařízení keypad je zase připojeno.",
       "Device keypad is connected again."},
      {"device waiting", msg("device.waiting", {{"name", "cards"}}), N,
       "Zařízení cards nenalezeno. Až ho připojíte, začnu ho používat.",
       "Device cards not found. I will use it as soon as it is plugged in."},
      {"unknown card", msg("card.unknown_tag", {{"name", "0A1B2C3D4E"}}), N, "Neznámá karta. Naučte ji v učení karet.",
       "Unknown card. Teach it in card learning."},
      {"counter mismatch", msg("sipky.counter.mismatch", {{"player", "Eva"}, {"score", 53L}, {"value", 35L}}), N,
       "Počítadlo nesouhlasí: Eva má 53, počítadlo ukazuje 35.",
       "Counter mismatch: Eva has 53, the counter shows 35."},
  };
}

std::vector<Row> numeral_rows() {
  return {
      {"nom 1", n("test.nom", 1), N, "Jedna karta", "1 card"},
      {"nom 2", n("test.nom", 2), N, "Dvě karty", "2 cards"},
      {"nom 3", n("test.nom", 3), N, "Tři karty", "3 cards"},
      {"nom 4", n("test.nom", 4), N, "Čtyři karty", "4 cards"},
      {"nom 5", n("test.nom", 5), N, "5 karet", "5 cards"},
      {"nom 0", n("test.nom", 0), N, "0 karet", "0 cards"},
      {"nom 21", n("test.nom", 21), N, "Dvacet jedna karet", "21 cards"},
      {"nom 22", n("test.nom", 22), N, "22 karet", "22 cards"},
      {"nom 101", n("test.nom", 101), N, "Sto jedna karet", "101 cards"},
      {"nom 999", n("test.nom", 999), N, "999 karet", "999 cards"},
      {"gen 1", n("test.gen", 1), N, "Bez jedné karty", "Without 1 card"},
      {"gen 2", n("test.gen", 2), N, "Bez dvou karet", "Without 2 cards"},
      {"gen 3", n("test.gen", 3), N, "Bez tří karet", "Without 3 cards"},
      {"gen 4", n("test.gen", 4), N, "Bez čtyř karet", "Without 4 cards"},
      {"gen 9", n("test.gen", 9), N, "Bez devíti karet", "Without 9 cards"},
      {"gen 100", n("test.gen", 100), N, "Bez sta karet", "Without 100 cards"},
      {"gen 345", n("test.gen", 345), N, "Bez tří set čtyřiceti pěti karet", "Without 345 cards"},
      {"gen 999", n("test.gen", 999), N, "Bez devíti set devadesáti devíti karet", "Without 999 cards"},
      {"dat 1", n("test.dat", 1), N, "K jedné kartě", "To 1 card"},
      {"dat 2", n("test.dat", 2), N, "Ke dvěma kartám", "To 2 cards"},
      {"dat 3", n("test.dat", 3), N, "Ke třem kartám", "To 3 cards"},
      {"dat 4", n("test.dat", 4), N, "Ke čtyřem kartám", "To 4 cards"},
      {"dat 5", n("test.dat", 5), N, "K pěti kartám", "To 5 cards"},
      {"dat 100", n("test.dat", 100), N, "Ke stu kartám", "To 100 cards"},
      {"dat 200", n("test.dat", 200), N, "Ke dvěma stům kartám", "To 200 cards"},
      {"acc 1", n("test.acc", 1), N, "Máš jednu kartu.", "You hold 1 card."},
      {"acc 2", n("test.acc", 2), N, "Máš dvě karty.", "You hold 2 cards."},
      {"acc 5", n("test.acc", 5), N, "Máš 5 karet.", "You hold 5 cards."},
      {"acc 31", n("test.acc", 31), N, "Máš třicet jedna karet.", "You hold 31 cards."},
      {"loc 1", n("test.loc", 1), N, "O jedné kartě", "About 1 card"},
      {"loc 3", n("test.loc", 3), N, "O třech kartách", "About 3 cards"},
      {"loc 4", n("test.loc", 4), N, "O čtyřech kartách", "About 4 cards"},
      {"loc 12", n("test.loc", 12), N, "O dvanácti kartách", "About 12 cards"},
      {"loc 200", n("test.loc", 200), N, "O dvou stech kartách", "About 200 cards"},
      {"ins 1", n("test.ins", 1), N, "S jednou kartou", "With 1 card"},
      {"ins 2", n("test.ins", 2), N, "Se dvěma kartami", "With 2 cards"},
      {"ins 3", n("test.ins", 3), N, "Se třemi kartami", "With 3 cards"},
      {"ins 4", n("test.ins", 4), N, "Se čtyřmi kartami", "With 4 cards"},
      {"ins 5", n("test.ins", 5), N, "S pěti kartami", "With 5 cards"},
      {"ins 6", n("test.ins", 6), N, "Se šesti kartami", "With 6 cards"},
      {"ins 7", n("test.ins", 7), N, "Se sedmi kartami", "With 7 cards"},
      {"ins 8", n("test.ins", 8), N, "S osmi kartami", "With 8 cards"},
      {"ins 10", n("test.ins", 10), N, "S deseti kartami", "With 10 cards"},
      {"ins 21", n("test.ins", 21), N, "Se dvaceti jedna kartami", "With 21 cards"},
      {"ins 22", n("test.ins", 22), N, "Se dvaceti dvěma kartami", "With 22 cards"},
      {"ins 80", n("test.ins", 80), N, "S osmdesáti kartami", "With 80 cards"},
      {"ins 300", n("test.ins", 300), N, "Se třemi sty kartami", "With 300 cards"},
      {"ins 500", n("test.ins", 500), N, "S pěti sty kartami", "With 500 cards"},
      {"gen of points", n("test.points_gen", 3), N, "Do cíle zbývá méně než tří bodů.",
       "Less than 3 points to the target."},
      {"acc of one player (animate)", n("test.players_acc", 1), N, "Vidím jednoho hráče.", "I see 1 player."},
      {"acc of two players", n("test.players_acc", 2), N, "Vidím dva hráče.", "I see 2 players."},
      {"acc of five players", n("test.players_acc", 5), N, "Vidím 5 hráčů.", "I see 5 players."},
      {"a number alone, gen", n("test.num_from", 4), N, "Krok ze čtyř.", "Step of 4."},
      {"a number alone, gen 1", n("test.num_from", 1), N, "Krok z jednoho.", "Step of 1."},
      {"a number alone, gen 999", n("test.num_from", 999), N, "Krok z devíti set devadesáti devíti.",
       "Step of 999."},
      {"other games' nouns, 1", n("test.noun", 1), N, "Jedna kostka, jedna hvězda, jeden zdvih, jedno pole, jeden kámen",
       "1 die, 1 star, 1 trick, 1 cell, 1 stone"},
      {"other games' nouns, 2", n("test.noun", 2), N, "Dvě kostky, dvě hvězdy, dva zdvihy, dvě pole, dva kameny",
       "2 dice, 2 stars, 2 tricks, 2 cells, 2 stones"},
      {"other games' nouns, 4", n("test.noun", 4), N,
       "Čtyři kostky, čtyři hvězdy, čtyři zdvihy, čtyři pole, čtyři kameny",
       "4 dice, 4 stars, 4 tricks, 4 cells, 4 stones"},
      {"other games' nouns, 5", n("test.noun", 5), N, "5 kostek, 5 hvězd, 5 zdvihů, 5 polí, 5 kamenů",
       "5 dice, 5 stars, 5 tricks, 5 cells, 5 stones"},
      {"other games' nouns, ins 1", n("test.noun_ins", 1), N,
       "S jednou kostkou, s jednou hvězdou, s jedním zdvihem, s jedním polem, s jedním kamenem",
       "With 1 die, with 1 star, with 1 trick, with 1 cell, with 1 stone"},
      {"other games' nouns, ins 3", n("test.noun_ins", 3), N,
       "Se třemi kostkami, se třemi hvězdami, se třemi zdvihy, se třemi poli, se třemi kameny",
       "With 3 dice, with 3 stars, with 3 tricks, with 3 cells, with 3 stones"},
  };
}

std::vector<Row> ordinal_rows() {
  const char* m[] = {"První", "Druhý", "Třetí", "Čtvrtý", "Pátý", "Šestý", "Sedmý", "Osmý"};
  const char* f[] = {"První", "Druhá", "Třetí", "Čtvrtá", "Pátá", "Šestá", "Sedmá", "Osmá"};
  const char* nt[] = {"První", "Druhé", "Třetí", "Čtvrté", "Páté", "Šesté", "Sedmé", "Osmé"};
  const char* en[] = {"First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth"};
  std::vector<Row> rows;
  for (long i = 1; i <= 8; ++i) {
    const auto k = static_cast<std::size_t>(i - 1);
    rows.push_back({"ordinal m " + std::to_string(i), n("test.ord_m", i), N, std::string(m[k]) + " hráč",
                    std::string(en[k]) + " player"});
    rows.push_back({"ordinal f " + std::to_string(i), n("test.ord_f", i), N, std::string(f[k]) + " karta",
                    std::string(en[k]) + " card"});
    rows.push_back({"ordinal n " + std::to_string(i), n("test.ord_n", i), N, std::string(nt[k]) + " místo",
                    std::string(en[k]) + " place"});
  }
  rows.push_back({"ordinal loc 1", n("test.ord_loc", 1), N, "V prvním kole", "In the first round"});
  rows.push_back({"ordinal loc 2", n("test.ord_loc", 2), N, "Ve druhém kole", "In the second round"});
  rows.push_back({"ordinal loc 3", n("test.ord_loc", 3), N, "Ve třetím kole", "In the third round"});
  rows.push_back({"ordinal loc 4", n("test.ord_loc", 4), N, "Ve čtvrtém kole", "In the fourth round"});
  rows.push_back({"ordinal loc 5", n("test.ord_loc", 5), N, "V pátém kole", "In the fifth round"});
  rows.push_back({"ordinal loc 21", n("test.ord_loc", 21), N, "Ve dvacátém prvním kole", "In the 21st round"});
  rows.push_back({"ordinal acc animate 2", n("test.ord_acc", 2), N, "Čekáme na druhého hráče.",
                  "Waiting for the second player."});
  rows.push_back({"ordinal acc animate 3", n("test.ord_acc", 3), N, "Čekáme na třetího hráče.",
                  "Waiting for the third player."});
  rows.push_back({"ordinal 101 f", n("test.ord_f", 101), N, "Stá první karta", "101st card"});
  return rows;
}

class SentenceTable : public ::testing::Test {
 protected:
  Language cs = load_with("cs", kCsExtra);
  Language en = load_with("en", kEnExtra);

  void check(const std::vector<Row>& rows) {
    for (const auto& row : rows) {
      auto render = [&](const Language& lang) {
        return row.message.id == "(nothing said)" ? row.message.id : lang.render(row.message, row.verbosity);
      };
      EXPECT_EQ(render(cs), row.cs) << row.what << " (" << verbosity_name(row.verbosity) << ", cs)";
      EXPECT_EQ(render(en), row.en) << row.what << " (" << verbosity_name(row.verbosity) << ", en)";
    }
  }
};

TEST_F(SentenceTable, SipkyEvents) { check(sipky_rows()); }
TEST_F(SentenceTable, Refusals) { check(refusal_rows()); }
TEST_F(SentenceTable, MenusSetupLessonsAndDevices) { check(app_rows()); }
TEST_F(SentenceTable, NumeralsInEveryCase) { check(numeral_rows()); }
TEST_F(SentenceTable, OrdinalsInThreeGenders) { check(ordinal_rows()); }

TEST_F(SentenceTable, HasAtLeastEightyRows) {
  const std::size_t total = sipky_rows().size() + refusal_rows().size() + app_rows().size() + numeral_rows().size() +
                            ordinal_rows().size();
  EXPECT_GE(total, 80u);
  std::cout << "[ sentence table: " << total << " rows, each in Czech and English ]\n";
}

// A verbosity variant that a language lacks falls back to that language's normal message,
// never to another language's variant.
TEST(Verbosity, MissingVariantFallsBackToTheSameLanguage) {
  const std::string head = "msgid \"\"\nmsgstr \"Language: xx\\n\"\n";
  Catalog xx = Catalog::parse(head + "msgid \"a\"\nmsgstr \"A-xx\"\n", "xx.po");
  Catalog fb = Catalog::parse(head + "msgid \"a\"\nmsgstr \"A-en\"\nmsgctxt \"terse\"\nmsgid \"a\"\nmsgstr \"a-en\"\n"
                                     "msgid \"b\"\nmsgstr \"Normal-en\"\nmsgctxt \"terse\"\nmsgid \"b\"\nmsgstr \"Terse-en\"\n",
                              "en.po");
  Language lang(xx, fb);
  EXPECT_EQ(lang.render(Message("a"), Verbosity::Terse), "A-xx");
  EXPECT_EQ(lang.render(Message("b"), Verbosity::Terse), "Terse-en") << "missing in xx altogether: the fallback's variant";
  EXPECT_EQ(lang.render(Message("a"), Verbosity::Beginner), "A-xx");
  EXPECT_EQ(verbosity_from_name("terse"), Verbosity::Terse);
  EXPECT_EQ(verbosity_from_name("beginner"), Verbosity::Beginner);
  EXPECT_EQ(verbosity_from_name("normal"), Verbosity::Normal);
  EXPECT_FALSE(verbosity_from_name("loud"));
}

// The Voice speaks the variant of its verbosity, and `repeat` says the same again.
TEST(VoiceVerbosity, SettingTheVerbosityChangesWhatIsSaid) {
  struct Recorder final : Speech {
    std::vector<std::string> said;
    void say(std::string_view text, Priority) override { said.emplace_back(text); }
    void silence() override {}
    void finish() override {}
  } speech;
  NullSound sound;
  Language cs = Language::load(SPOLUHRAC_SOURCE_DIR, "cs");
  Voice voice(speech, sound, cs);
  const Message scored = Message("sipky.scored").with("player", "Eva").with("value", 72).with("score", 99).with("missing", 2);
  EXPECT_EQ(voice.verbosity(), Verbosity::Normal);
  voice.say(scored);
  voice.set_verbosity(Verbosity::Terse);
  EXPECT_EQ(voice.verbosity(), Verbosity::Terse);
  voice.key_pressed();
  voice.say(scored);
  voice.repeat();
  voice.set_verbosity(Verbosity::Beginner);
  voice.key_pressed();
  voice.say(scored);
  EXPECT_EQ(voice.render(Message("menu.main")),
            "Hlavní nabídka. Vyber hru číslicí, nebo položky procházej plusem a minusem a vyber Enterem.");
  ASSERT_EQ(speech.said.size(), 4u);
  EXPECT_EQ(speech.said[0], "Eva: 72, celkem 99, chybí dva body.");
  EXPECT_EQ(speech.said[1], "72, celkem 99.");
  EXPECT_EQ(speech.said[2], "72, celkem 99.");
  EXPECT_EQ(speech.said[3], "Eva: hod 72, celkem 99, do cíle chybí dva body.");
}

// A language with no grammar class still works from its file: digits and "N." ordinals.
TEST(NewLanguage, WorksFromItsCatalogAlone) {
  const std::string po =
      "msgid \"\"\nmsgstr \"Language: de\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n\"\n"
      "msgid \"t\"\nmsgstr \"{p:ord.m} Platz: {n:noun.card:ins:mit}\"\n"
      "msgid \"noun.card\"\nmsgid_plural \"noun.card\"\nmsgstr[0] \"Karte\"\nmsgstr[1] \"Karten\"\n";
  Language de(Catalog::parse(po, "de.po"), Catalog::parse(po, "de.po"));
  EXPECT_EQ(de.render(Message("t").with("p", 2).with("n", 3)), "2. Platz: mit 3 Karten");
}

}  // namespace
}  // namespace sh
