#include "devices/line_protocol.h"

#include <gtest/gtest.h>

namespace sh::line {
namespace {

std::vector<Message> messages(const std::vector<Result>& rs) {
  std::vector<Message> out;
  for (const auto& r : rs)
    if (auto* m = std::get_if<Message>(&r)) out.push_back(*m);
  return out;
}

std::vector<FrameErrorKind> errors(const std::vector<Result>& rs) {
  std::vector<FrameErrorKind> out;
  for (const auto& r : rs)
    if (auto* e = std::get_if<FrameError>(&r)) out.push_back(e->kind);
  return out;
}

TEST(SerialLineProtocol, ChecksumIsXorOfPayload) {
  EXPECT_EQ(checksum("Q"), 0x51);
  EXPECT_EQ(encode_payload("Q"), "$Q*51\n");
  EXPECT_EQ(encode(KeyEvent{7, Key::Ok}), "$K,7,ok*78\n");
}

TEST(SerialLineProtocol, EveryMessageRoundTrips) {
  std::vector<Message> all = {IdentifyRequest{}, Ack{255}, Identity{DeviceKind::Counting, "1.2", 9},
                              KeyEvent{0, Key::Back}, KeyEvent{200, Key::D9},
                              CounterEvent{3, 31, -32768}, CounterEvent{4, 0, 32767}};
  std::string wire;
  for (const auto& m : all) wire += encode(m);
  LineFramer f;
  auto rs = f.feed(wire);
  EXPECT_TRUE(errors(rs).empty());
  EXPECT_EQ(messages(rs), all);
  EXPECT_EQ(f.buffered(), 0u);
}

TEST(SerialLineProtocol, AnySplitOfTheStreamGivesTheSameMessages) {
  std::string wire = encode(KeyEvent{1, Key::D5}) + encode(KeyEvent{2, Key::Next}) +
                     encode(CounterEvent{3, 2, 17});
  for (std::size_t cut1 = 0; cut1 <= wire.size(); ++cut1) {
    for (std::size_t cut2 = cut1; cut2 <= wire.size(); cut2 += 3) {
      LineFramer f;
      std::vector<Message> got;
      for (auto piece : {wire.substr(0, cut1), wire.substr(cut1, cut2 - cut1), wire.substr(cut2)}) {
        auto rs = f.feed(piece);
        ASSERT_TRUE(errors(rs).empty()) << cut1 << "," << cut2;
        for (auto& m : messages(rs)) got.push_back(m);
      }
      ASSERT_EQ(got.size(), 3u) << cut1 << "," << cut2;
      EXPECT_EQ(got[2], (Message{CounterEvent{3, 2, 17}}));
    }
  }
}

TEST(SerialLineProtocol, ByteByByteAndCrLfAndLowerCaseHex) {
  std::string wire = "$K,4,help*";
  char b[3];
  std::snprintf(b, 3, "%02x", checksum("K,4,help"));
  wire += b;
  wire += "\r\n\r\n";
  LineFramer f;
  std::vector<Result> all;
  for (char c : wire)
    for (auto& r : f.feed(std::string_view(&c, 1))) all.push_back(r);
  EXPECT_TRUE(errors(all).empty());
  ASSERT_EQ(messages(all).size(), 1u);
  EXPECT_EQ(messages(all)[0], (Message{KeyEvent{4, Key::Help}}));
}

TEST(SerialLineProtocol, GarbageIsReportedAndFramerResynchronises) {
  LineFramer f;
  auto rs = f.feed("\xFF\x00zz" + encode(KeyEvent{1, Key::D1}));
  ASSERT_EQ(errors(rs), std::vector{FrameErrorKind::Garbage});
  EXPECT_EQ(messages(rs), (std::vector<Message>{KeyEvent{1, Key::D1}}));
  EXPECT_NE(std::get<FrameError>(rs[0]).log_line().find("\\xFF"), std::string::npos);
}

TEST(SerialLineProtocol, BadChecksumIsAnErrorAndTheNextFrameStillCounts) {
  LineFramer f;
  auto rs = f.feed("$K,1,5*00\n" + encode(KeyEvent{2, Key::D6}));
  EXPECT_EQ(errors(rs), std::vector{FrameErrorKind::BadChecksum});
  EXPECT_EQ(messages(rs), (std::vector<Message>{KeyEvent{2, Key::D6}}));
  EXPECT_NE(std::get<FrameError>(rs[0]).log_line().find("expected"), std::string::npos);
}

TEST(SerialLineProtocol, TooLongFrameIsDroppedAndBufferStaysBounded) {
  LineFramer f;
  std::string longframe = "$" + std::string(500, 'x');
  auto rs = f.feed(longframe);
  EXPECT_EQ(errors(rs), std::vector{FrameErrorKind::TooLong});
  EXPECT_LE(f.buffered(), kMaxFrame);
  rs = f.feed("yyy\n" + encode(KeyEvent{9, Key::Prev}));
  EXPECT_TRUE(errors(rs).empty());
  EXPECT_EQ(messages(rs), (std::vector<Message>{KeyEvent{9, Key::Prev}}));
}

TEST(SerialLineProtocol, BrokenFramingKinds) {
  LineFramer f;
  EXPECT_EQ(errors(f.feed("$K,1,5\n")), std::vector{FrameErrorKind::BadFormat});        // no '*'
  EXPECT_EQ(errors(f.feed("$K,1,5*ZZ\n")), std::vector{FrameErrorKind::BadFormat});     // not hex
  EXPECT_EQ(errors(f.feed("$K,1,5*4\n")), std::vector{FrameErrorKind::BadFormat});      // one digit
  EXPECT_EQ(errors(f.feed("$K,1\x01,5*00\n")), std::vector{FrameErrorKind::BadFormat}); // control
  auto rs = f.feed("$K,1," + encode(KeyEvent{3, Key::D3}));  // cut short by a new '$'
  EXPECT_EQ(errors(rs), std::vector{FrameErrorKind::BadFormat});
  EXPECT_EQ(messages(rs), (std::vector<Message>{KeyEvent{3, Key::D3}}));
}

TEST(SerialLineProtocol, BadFieldKinds) {
  for (std::string payload : {"K,1,enter", "K,256,5", "K,-1,5", "K,x,5", "K,1", "C,1,32,0",
                              "C,1,0,99999", "C,1,0,", "I,mouse,1.0,0", "I,keypad,,0", "Z", "",
                              "A,300", "Q,1"}) {
    LineFramer f;
    auto rs = f.feed(encode_payload(payload));
    EXPECT_EQ(errors(rs), std::vector{FrameErrorKind::BadField}) << payload;
    EXPECT_TRUE(messages(rs).empty()) << payload;
  }
}

}  // namespace
}  // namespace sh::line
