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
  view.page.hand = {"3", "5", "Pětka"};
  view.page.actions = {{PageAct::Lay, 5, "Vyložit 5"}, {PageAct::Draw, -1, "Líznout"}};
  const Payload v = parsed(to_json(view));
  EXPECT_EQ(v.page.hand, view.page.hand);
  ASSERT_EQ(v.page.actions.size(), 2u);
  EXPECT_EQ(v.page.actions[0].value, 5);
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
  const std::string head = R"({"v":1,"t":"act","table":")" + kTable + R"(","seat":0,"secret":")" + kSecret + R"(",)";
  EXPECT_EQ(refusal(""), "empty");
  EXPECT_EQ(refusal(std::string(kMaxPayloadBytes + 1, ' ')), "too large");
  EXPECT_EQ(refusal(std::string(100000, '[')), "too large");
  EXPECT_EQ(refusal(std::string(50, '[') + std::string(50, ']')), "nested too deep");
  EXPECT_EQ(refusal("{\"v\":1"), "not JSON");
  EXPECT_EQ(refusal("[1,2]"), "not an object");
  EXPECT_EQ(refusal(R"({"v":2,"t":"say"})"), "another protocol version");
  EXPECT_EQ(refusal(R"({"v":1,"t":"shout","table":")" + kTable + R"(","seat":0})"), "unknown kind");
  EXPECT_EQ(refusal(head + R"("seq":1,"act":"lay","value":5,"extra":1})"), "unknown key extra");
  EXPECT_EQ(refusal(head + R"("seq":0,"act":"lay","value":5})"), "seq is out of range");
  EXPECT_EQ(refusal(head + R"("seq":1,"act":"lay","value":100})"), "value is out of range");
  EXPECT_EQ(refusal(head + R"("seq":1,"act":"lay","value":-1})"), "lay needs a card");
  EXPECT_EQ(refusal(head + R"("seq":1,"act":"draw","value":3})"), "this act takes no card");
  EXPECT_EQ(refusal(head + R"("seq":1,"act":"cheat","value":3})"), "unknown act");
  EXPECT_EQ(refusal(head + R"("seq":1.5,"act":"lay","value":3})"), "seq is not a whole number");
  EXPECT_EQ(refusal(head + R"("seq":99999999999999999999,"act":"lay","value":3})"), "seq is not a whole number");
  // a secret of the wrong shape, a seat beyond the table, a table id of another shape
  EXPECT_EQ(refusal(R"({"v":1,"t":"decline","table":")" + kTable + R"(","seat":0,"secret":"ABC"})"), "bad secret");
  EXPECT_EQ(refusal(R"({"v":1,"t":"decline","table":")" + kTable + R"(","seat":9,"secret":")" + kSecret + "\"}"),
            "seat is out of range");
  EXPECT_EQ(refusal(R"({"v":1,"t":"decline","table":"xyz","seat":0,"secret":")" + kSecret + "\"}"), "bad table id");
  // a sentence naming no message of the catalogs' shape, or with doubled or odd arguments
  const std::string say = R"({"v":1,"t":"say","table":")" + kTable + R"(","seat":0,"seq":1,"to":"table",)";
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

TEST(OnlineProtocol, IdsAndSecretsAreFreshHex) {
  const std::string a = random_hex(kSecretLength), b = random_hex(kSecretLength);
  EXPECT_TRUE(secret_shape(a));
  EXPECT_TRUE(secret_shape(b));
  EXPECT_NE(a, b);
  EXPECT_TRUE(table_id_shape(random_hex(kTableIdLength)));
}

}  // namespace
}  // namespace sh::online
