// The online payload reader on hostile input: oversized, too deep, unknown keys, wrong
// shapes and versions are refused whole; what the host and guest write reads back the same.
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "online/online_protocol.h"

namespace sh::online {
namespace {

const std::string kTable = "0123456789abcdef";
const std::string kSecret = "0123456789abcdef0123456789abcdef";

Payload parsed(const std::string& s) {
  auto r = parse_payload(s);
  if (const auto* bad = std::get_if<Refused>(&r)) ADD_FAILURE() << "refused: " << bad->reason << " in " << s;
  return std::holds_alternative<Payload>(r) ? std::get<Payload>(r) : Payload{};
}

std::string refusal(const std::string& s) {
  auto r = parse_payload(s);
  return std::holds_alternative<Refused>(r) ? std::get<Refused>(r).reason : std::string();
}

TEST(OnlineProtocol, EveryKindReadsBackWhatWasWritten) {
  Payload say;
  say.kind = Kind::Say;
  say.table = kTable;
  say.seat = 2;
  say.seq = 7;
  say.message = Message("quist.laid").with("player", "Eva").with("value", 5);
  say.message.to(2);
  const Payload s = parsed(to_json(say));
  EXPECT_EQ(s.kind, Kind::Say);
  EXPECT_EQ(s.message, say.message);
  EXPECT_EQ(s.seq, 7u);

  Payload view;
  view.kind = Kind::View;
  view.table = kTable;
  view.seat = 1;
  view.version = 3;
  view.page.name = "Petr";
  view.page.game = Message("phones.game.quist");
  view.page.hand = {{Message("quist.review.hand").with("player", "Petr").with("cards", "3, 5")}};
  view.page.actions = {{PageAct::Lay, 5, Message("phones.lay").with("value", 5)},
                       {PageAct::Draw, -1, Message("phones.numberfloor.draw")}};
  const Payload v = parsed(to_json(view));
  EXPECT_EQ(v.page.hand, view.page.hand);
  ASSERT_EQ(v.page.actions.size(), 2u);
  EXPECT_EQ(v.page.actions[0].value, 5);
  EXPECT_EQ(v.page.actions[0].label, view.page.actions[0].label);
  EXPECT_EQ(v.page.actions[1].act, PageAct::Draw);

  Payload act;
  act.kind = Kind::Act;
  act.table = kTable;
  act.seat = 0;
  act.secret = kSecret;
  act.seq = 1;
  act.act = PageAct::Lay;
  act.value = 42;
  const Payload a = parsed(to_json(act));
  EXPECT_EQ(a.value, 42);
  EXPECT_EQ(a.secret, kSecret);

  for (Kind k : {Kind::Invite, Kind::Accept, Kind::Decline, Kind::Rejoin}) {
    Payload p;
    p.kind = k;
    p.table = kTable;
    p.seat = 3;
    p.secret = kSecret;
    p.game = "quist";
    p.host = "Eva";
    p.lang = "en";
    EXPECT_EQ(parsed(to_json(p)).kind, k) << kind_name(k);
  }
}

TEST(OnlineProtocol, HostileInputIsRefusedWhole) {
  const std::string head = R"({"v":2,"t":"act","table":")" + kTable + R"(","seat":0,"secret":")" + kSecret + R"(",)";
  EXPECT_EQ(refusal(""), "empty");
  EXPECT_EQ(refusal(std::string(kMaxPayloadBytes + 1, ' ')), "too large");
  EXPECT_EQ(refusal(std::string(100000, '[')), "too large");
  EXPECT_EQ(refusal(std::string(50, '[') + std::string(50, ']')), "nested too deep");
  EXPECT_EQ(refusal("{\"v\":1"), "not JSON");
  EXPECT_EQ(refusal("[1,2]"), "not an object");
  EXPECT_EQ(refusal(R"({"v":1,"t":"say"})"), "another protocol version");
  EXPECT_EQ(refusal(R"({"v":2,"t":"shout","table":")" + kTable + R"(","seat":0})"), "unknown kind");
  EXPECT_EQ(refusal(head + R"("seq":1,"act":"lay","value":5,"extra":1})"), "unknown key extra");
  EXPECT_EQ(refusal(head + R"("seq":0,"act":"lay","value":5})"), "seq is out of range");
  EXPECT_EQ(refusal(head + R"("seq":1,"act":"lay","value":100})"), "value is out of range");
  EXPECT_EQ(refusal(head + R"("seq":1,"act":"lay","value":-1})"), "lay needs a card");
  EXPECT_EQ(refusal(head + R"("seq":1,"act":"draw","value":3})"), "this act takes no card");
  EXPECT_EQ(refusal(head + R"("seq":1,"act":"cheat","value":3})"), "unknown act");
  EXPECT_EQ(refusal(head + R"("seq":1.5,"act":"lay","value":3})"), "seq is not a whole number");
  EXPECT_EQ(refusal(head + R"("seq":99999999999999999999,"act":"lay","value":3})"), "seq is not a whole number");
  // a secret of the wrong shape, a seat beyond the table, a table id of another shape
  EXPECT_EQ(refusal(R"({"v":2,"t":"decline","table":")" + kTable + R"(","seat":0,"secret":"ABC"})"), "bad secret");
  EXPECT_EQ(refusal(R"({"v":2,"t":"decline","table":")" + kTable + R"(","seat":9,"secret":")" + kSecret + "\"}"),
            "seat is out of range");
  EXPECT_EQ(refusal(R"({"v":2,"t":"decline","table":"xyz","seat":0,"secret":")" + kSecret + "\"}"), "bad table id");
  // a sentence naming no message of the catalogs' shape, or with doubled or odd arguments
  const std::string say = R"({"v":2,"t":"say","table":")" + kTable + R"(","seat":0,"seq":1,"to":"table",)";
  EXPECT_EQ(refusal(say + R"("id":"../etc/passwd","args":[]})"), "bad message id");
  EXPECT_EQ(refusal(say + R"("id":"quist.laid","args":[["a",1],["a",2]]})"), "bad argument name");
  EXPECT_EQ(refusal(say + R"("id":"quist.laid","args":[["a",[1]]]})"), "bad argument value");
  EXPECT_EQ(refusal(say + R"("id":"quist.laid","args":[["a",1.5]]})"), "bad argument value");
  EXPECT_EQ(refusal(say + R"("id":"quist.laid","args":[],"to":"all"})"), "bad audience");
  // invalid UTF-8 inside a text
  EXPECT_EQ(refusal(say + "\"id\":\"quist.laid\",\"args\":[[\"a\",\"\xff\"]]}"), "not JSON");
  // a text over its cap
  EXPECT_EQ(refusal(say + R"("id":"quist.laid","args":[["a",")" + std::string(kMaxText + 1, 'x') + "\"]]}"),
            "bad argument value");
}

// Version 2: a sentence's arguments may be pieces of language (a nested message, a list of
// messages with its join message), and a view is messages (lines of them), never words.
Message floor_card(long value) {
  return Message("numberfloor.card.floor")
      .with("value", value == 1 ? Pieces{{Message("numberfloor.label_one")}, {}}
                                : Pieces{{Message("numberfloor.label").with("value", value)}, {}});
}

SeatPage nested_page() {
  SeatPage page;
  page.name = "Jana";
  page.game = Message("phones.game.numberfloor");
  page.my_turn = true;
  page.turn = {Message("numberfloor.review.turn").with("player", "Jana"), Message("online.your_turn")};
  page.hand = {{Message("numberfloor.hand.all").with("n", 3).with(
      "cards", list_of({floor_card(1), floor_card(7), Message("numberfloor.card.skip")}, "numberfloor.list.and"))}};
  page.table = {{Message("numberfloor.pile_no_balloon")
                     .with("floor", Pieces{{Message("numberfloor.label").with("value", 5)}, {}})
                     .with("fits", list_of({Message("numberfloor.label").with("value", 5), Message("numberfloor.label_one")},
                                           "numberfloor.list.or"))}};
  page.players = {{Message("numberfloor.score").with("player", "Jana").with("stars", 0).with("cards", 3)}};
  page.actions = {{PageAct::Lay, 7, Message("phones.numberfloor.lay").with("card", floor_card(7))},
                  {PageAct::Draw, -1, Message("phones.numberfloor.draw")}};
  return page;
}

TEST(OnlineProtocol, NestedArgumentsAndTheViewOfMessagesReadBack) {
  EXPECT_EQ(kProtocolVersion, 2);
  EXPECT_EQ(std::string(kNamespace), "urn:spoluhrac:online:2");
  Payload say;
  say.kind = Kind::Say;
  say.table = kTable;
  say.seat = 1;
  say.seq = 3;
  say.message = Message("numberfloor.laid_balloon")
                    .with("player", "Jana")
                    .with("card", Message("numberfloor.card.balloon").with("value", 2))
                    .with("fits", list_of({Message("numberfloor.label").with("value", 8), Message("numberfloor.label_one")},
                                          "numberfloor.list.or"))
                    .to_table();
  EXPECT_EQ(parsed(to_json(say)).message, say.message);

  Payload view;
  view.kind = Kind::View;
  view.table = kTable;
  view.seat = 1;
  view.version = 1;
  view.page = nested_page();
  const std::string json = to_json(view);
  EXPECT_EQ(parsed(json).page, view.page);
  // No words: the view holds the players' names and message ids, not the catalogs' texts.
  EXPECT_EQ(json.find("poschod"), std::string::npos) << json;
  EXPECT_NE(json.find("numberfloor.card.floor"), std::string::npos);
}

TEST(OnlineProtocol, AViewOfABigHandStaysUnderThePayloadCap) {
  // A Numberfloor hand of 40 cards (more than a hand grows to in play) and a button for each:
  // about 14.8 KiB.
  SeatPage page = nested_page();
  std::vector<Message> cards;
  for (int i = 0; i < 40; ++i) cards.push_back(floor_card(i % 10));
  page.hand = {{Message("numberfloor.hand.all").with("n", 40).with("cards", list_of(cards, "numberfloor.list.and"))}};
  page.actions.clear();
  for (int i = 0; i < 40; ++i)
    page.actions.push_back({PageAct::Lay, i, Message("phones.numberfloor.lay_pile1").with("card", floor_card(i % 10))});
  Payload view;
  view.kind = Kind::View;
  view.table = kTable;
  view.seat = 0;
  view.version = 1;
  view.page = page;
  const std::string json = to_json(view);
  EXPECT_LT(json.size(), kMaxPayloadBytes * 3 / 4) << json.size();
  EXPECT_EQ(parsed(json).page, page);
}

TEST(OnlineProtocol, NestedArgumentsAreCappedInDepthAndLength) {
  const std::string say = R"({"v":2,"t":"say","table":")" + kTable + R"(","seat":0,"seq":1,"to":"table",)";
  auto nested = [](int levels) {
    std::string arg = R"(["n",1])";
    for (int i = 0; i < levels; ++i) arg = R"(["p",{"items":[{"id":"numberfloor.label","args":[)" + arg + R"(]}],"join":""}])";
    return arg;
  };
  EXPECT_EQ(refusal(say + R"("id":"quist.laid","args":[)" + nested(kMaxPieceDepth) + "]}"), "");
  EXPECT_EQ(refusal(say + R"("id":"quist.laid","args":[)" + nested(kMaxPieceDepth + 1) + "]}"), "pieces nested too deep");
  std::string many;
  for (std::size_t i = 0; i <= kMaxList; ++i) many += std::string(i ? "," : "") + R"({"id":"numberfloor.label","args":[]})";
  EXPECT_EQ(refusal(say + R"("id":"quist.laid","args":[["p",{"items":[)" + many + R"(],"join":""}]]})"),
            "items is not a short list");
  // An empty list is read (a hand with no card left: "0 cards: ." must reach the guest).
  EXPECT_EQ(refusal(say + R"("id":"quist.laid","args":[["p",{"items":[],"join":"numberfloor.list.and"}]]})"), "");
  EXPECT_EQ(refusal(say + R"("id":"quist.laid","args":[["p",{"items":[{"id":"x","args":[]}],"join":"../x"}]]})"),
            "bad join id");
  EXPECT_EQ(refusal(say + R"("id":"quist.laid","args":[["p",{"items":[{"id":"x","args":[]}],"join":"","more":1}]]})"),
            "unknown key more");
  EXPECT_EQ(refusal(say + R"("id":"quist.laid","args":[["p",{"items":[{"id":"x","args":[],"to":"all"}],"join":""}]]})"),
            "unknown key to");
  // A view's words are refused: its lines are lists of messages.
  Payload view;
  view.kind = Kind::View;
  view.table = kTable;
  view.seat = 0;
  view.version = 1;
  view.page = nested_page();
  std::string words = to_json(view);
  const auto turn = words.find(R"("turn":[)");
  const auto end = words.find(R"(],"v":)", turn);
  ASSERT_NE(end, std::string::npos) << words;
  words.replace(turn, end + 1 - turn, R"("turn":"Na tahu je Jana.")");
  EXPECT_EQ(refusal(words), "a line is not a short list") << words;
}

TEST(OnlineProtocol, IdsAndSecretsAreFreshHex) {
  const std::string a = random_hex(kSecretLength), b = random_hex(kSecretLength);
  EXPECT_TRUE(secret_shape(a));
  EXPECT_TRUE(secret_shape(b));
  EXPECT_NE(a, b);
  EXPECT_TRUE(table_id_shape(random_hex(kTableIdLength)));
}

}  // namespace
}  // namespace sh::online
