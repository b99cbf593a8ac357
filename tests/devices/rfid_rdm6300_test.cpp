#include "devices/rdm6300.h"

#include <gtest/gtest.h>

namespace sh::rdm6300 {
namespace {

std::vector<TagRead> tags(const std::vector<Result>& rs) {
  std::vector<TagRead> out;
  for (const auto& r : rs)
    if (auto* t = std::get_if<TagRead>(&r)) out.push_back(*t);
  return out;
}
std::vector<FrameErrorKind> errors(const std::vector<Result>& rs) {
  std::vector<FrameErrorKind> out;
  for (const auto& r : rs)
    if (auto* e = std::get_if<FrameError>(&r)) out.push_back(e->kind);
  return out;
}
std::string frame(std::string body) { return "\x02" + body + "\x03"; }

TEST(RfidRdm6300, DecodesTheDatasheetExample) {
  // Version 0x62, tag 0xE3086CED; checksum 62^E3^08^6C^ED = 0x08.
  Framer f;
  auto rs = f.feed(frame("62E3086CED08"));
  ASSERT_TRUE(errors(rs).empty());
  ASSERT_EQ(tags(rs).size(), 1u);
  EXPECT_EQ(tags(rs)[0].version, 0x62);
  EXPECT_EQ(tags(rs)[0].tag, 0xE3086CEDu);
  EXPECT_EQ(tags(rs)[0].id(), "62E3086CED");
  EXPECT_EQ(encode(tags(rs)[0]), frame("62E3086CED08"));
}

TEST(RfidRdm6300, AnySplitGivesTheSameTags) {
  std::string wire = encode({1, 0x11223344}) + encode({2, 0xDEADBEEF});
  for (std::size_t cut = 0; cut <= wire.size(); ++cut) {
    Framer f;
    auto a = f.feed(wire.substr(0, cut));
    auto b = f.feed(wire.substr(cut));
    a.insert(a.end(), b.begin(), b.end());
    ASSERT_TRUE(errors(a).empty()) << cut;
    ASSERT_EQ(tags(a), (std::vector<TagRead>{{1, 0x11223344}, {2, 0xDEADBEEF}})) << cut;
  }
}

TEST(RfidRdm6300, MalformedFrameKinds) {
  Framer f;
  EXPECT_EQ(errors(f.feed(frame("62E3086CED09"))), std::vector{FrameErrorKind::BadChecksum});
  EXPECT_EQ(errors(f.feed(frame("62E3086CEG08"))), std::vector{FrameErrorKind::BadField});
  EXPECT_EQ(errors(f.feed(frame("62E3086C"))), std::vector{FrameErrorKind::BadFormat});  // short
  EXPECT_EQ(errors(f.feed("\x02" "62E3086CED08" "FFFF\x03")), std::vector{FrameErrorKind::TooLong});
  EXPECT_EQ(errors(f.feed("\x02" "62E3" + encode({5, 7}))), std::vector{FrameErrorKind::BadFormat});
  EXPECT_EQ(f.buffered(), 0u);
}

TEST(RfidRdm6300, GarbageIsReportedThenTagStillRead) {
  Framer f;
  auto rs = f.feed("noise\xFF" + encode({9, 42}) + "\r\n");
  EXPECT_EQ(errors(rs), std::vector{FrameErrorKind::Garbage});
  EXPECT_EQ(tags(rs), (std::vector<TagRead>{{9, 42}}));
}

TEST(RfidRdm6300, BufferNeverExceedsOneFrame) {
  Framer f;
  f.feed("\x02" + std::string(1000, 'A'));
  EXPECT_LE(f.buffered(), kFrameSize);
  EXPECT_EQ(tags(f.feed(encode({3, 3}))).size(), 1u);
}

}  // namespace
}  // namespace sh::rdm6300
