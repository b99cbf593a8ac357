#include "devices/devsim_script.h"

#include <gtest/gtest.h>

#include <sstream>

namespace sh::devsim {
namespace {

ParseResult parse(const std::string& s) {
  std::istringstream in(s);
  return parse_script(in);
}

TEST(SerialDevsimScript, KeysCommandsAndComments) {
  auto r = parse("# a game\n1 2 ok  # two keys and ok\n\ncounter 3 -7\ntag 62E3086CED 300\n"
                 "garbage FF 0x0d00\nraw $K,1,5*00 # sent as is\nframe K,9,ok\nsleep 200\ngap 50\n"
                 "unplug\nreplug\nreplay\nreset\nwait_host\nwait_ack\nkey back\nhold\n");
  ASSERT_EQ(r.error, "");
  ASSERT_EQ(r.commands.size(), 18u);
  EXPECT_EQ(r.commands[0].op, Op::Key);
  EXPECT_EQ(r.commands[2].key, Key::Ok);
  EXPECT_EQ(r.commands[2].line, 2);
  EXPECT_EQ(r.commands[3].op, Op::Counter);
  EXPECT_EQ(r.commands[3].b, -7);
  EXPECT_EQ(r.commands[4].a, 300);
  EXPECT_EQ(r.commands[5].bytes, std::string("\xFF\x0D\x00", 3));
  EXPECT_EQ(r.commands[6].text, "$K,1,5*00 # sent as is");
  EXPECT_EQ(r.commands[7].op, Op::Frame);
  EXPECT_EQ(r.commands[8].a, 200);
  EXPECT_EQ(r.commands[10].op, Op::Unplug);
  EXPECT_EQ(r.commands[16].key, Key::Back);
  EXPECT_EQ(r.commands[17].op, Op::Hold);
}

TEST(SerialDevsimScript, ErrorsNameTheLine) {
  EXPECT_EQ(parse("1\nenter\n").error, "line 2: unknown command 'enter'");
  EXPECT_EQ(parse("1 enter\n").error, "line 1: 'enter' is not a key name");
  EXPECT_NE(parse("counter 40 1\n").error, "");
  EXPECT_NE(parse("tag 123\n").error, "");
  EXPECT_NE(parse("garbage F\n").error, "");
  EXPECT_NE(parse("sleep soon\n").error, "");
}

}  // namespace
}  // namespace sh::devsim
