// CardReaderDecoder without a port: bytes and listened times in, laid cards out. A card's
// repeats are one card; the port closing ends its lying (issue 27).
#include "devices/card_reader_decoder.h"

#include <gtest/gtest.h>

namespace sh {
namespace {

const std::string kSeven = rdm6300::encode({0x62, 0xE3086CED});  // "62E3086CED"
const std::string kThree = rdm6300::encode({0x01, 0x02030405});  // "0102030405"

// The cards of one feed, errors left out.
std::vector<std::string> cards(const std::vector<CardReading>& rs) {
  std::vector<std::string> out;
  for (auto& r : rs)
    if (auto* c = std::get_if<LaidCard>(&r)) out.push_back(c->tag_id);
  return out;
}

// A card lying on the reader from `from` to `to` (listened ms): a frame every 50 ms.
std::vector<std::string> lay(CardReaderDecoder& d, const std::string& frame, std::int64_t from, std::int64_t to) {
  std::vector<std::string> out;
  for (std::int64_t t = from; t <= to; t += 50)
    for (auto& c : cards(d.feed(frame, t))) out.push_back(c);
  return out;
}

using Ids = std::vector<std::string>;

TEST(RfidCardReaderDecoder, RepeatsAreOneCardAndALongerLiftIsANewOne) {
  CardReaderDecoder d;
  EXPECT_EQ(lay(d, kSeven, 0, 1000), Ids{"62E3086CED"});
  EXPECT_EQ(lay(d, kSeven, 1250, 1400), Ids{});  // lifted 200 ms: still the same card
  EXPECT_EQ(lay(d, kSeven, 1750, 1800), Ids{"62E3086CED"});  // lifted 350 ms: laid again
  EXPECT_EQ(lay(d, kThree, 1850, 1900), Ids{"0102030405"});  // another card at once
}

TEST(RfidCardReaderDecoder, ChunkingDoesNotMatter) {
  const std::string wire = kSeven + kSeven + "\r\n" + kSeven + kThree + kThree;
  for (std::size_t cut = 0; cut <= wire.size(); ++cut) {
    CardReaderDecoder d;
    auto a = cards(d.feed(wire.substr(0, cut), 0));
    auto b = cards(d.feed(wire.substr(cut), 40));
    a.insert(a.end(), b.begin(), b.end());
    EXPECT_EQ(a, (Ids{"62E3086CED", "0102030405"})) << cut;
  }
}

TEST(RfidCardReaderDecoder, WhileTheProgramIsBusyTheCardStillLies) {
  // Two seconds of frames read at once after a stall: the listened clock stood still.
  CardReaderDecoder d;
  EXPECT_EQ(lay(d, kSeven, 0, 200), Ids{"62E3086CED"});
  std::string piled;
  for (int i = 0; i < 40; ++i) piled += kSeven;
  EXPECT_EQ(cards(d.feed(piled, 250)), Ids{});
  EXPECT_EQ(lay(d, kSeven, 300, 600), Ids{});
}

// The case: the card was laid just before the unplug; after the replug it was laid
// twice, 150 ms each, 250 ms apart. The listened clock stood while the port was closed, so
// without the reconnect both lays looked like the card still lying.
TEST(RfidCardReaderDecoder, AReconnectEndsACardsLyingTheCardLaidAfterItCountsOnce) {
  CardReaderDecoder d;
  EXPECT_EQ(lay(d, kSeven, 0, 150), Ids{"62E3086CED"});
  d.new_connection();  // unplugged at 180, replugged
  EXPECT_EQ(lay(d, kSeven, 200, 350), Ids{"62E3086CED"});
  EXPECT_EQ(lay(d, kSeven, 450, 600), Ids{});  // 100 ms lifted: the same lay
  EXPECT_EQ(lay(d, kThree, 650, 700), Ids{"0102030405"});
}

TEST(RfidCardReaderDecoder, ACardLyingThroughAReplugCountsOnceMore) {
  CardReaderDecoder d;
  EXPECT_EQ(lay(d, kSeven, 0, 500), Ids{"62E3086CED"});
  d.new_connection();
  EXPECT_EQ(lay(d, kSeven, 500, 2000), Ids{"62E3086CED"});  // the reader reads it again
  d.new_connection();  // a replug with no card read in between changes nothing
  d.new_connection();
  EXPECT_EQ(lay(d, kThree, 2000, 2100), Ids{"0102030405"});
}

TEST(RfidCardReaderDecoder, AFrameCutByTheUnplugIsDroppedQuietly) {
  CardReaderDecoder d;
  EXPECT_TRUE(d.feed(kSeven.substr(0, 6), 0).empty());
  d.new_connection();
  auto rs = d.feed(kSeven, 10);
  ASSERT_EQ(rs.size(), 1u) << "no 'cut short' error for the frame the unplug cut";
  EXPECT_EQ(cards(rs), Ids{"62E3086CED"});
}

TEST(RfidCardReaderDecoder, MalformedFramesAreReportedInOrderAndNeverACard) {
  CardReaderDecoder d;
  std::string bad = kSeven;
  bad[11] = bad[11] == '0' ? '1' : '0';  // checksum digit
  auto rs = d.feed("xy" + bad + kThree, 0);
  ASSERT_EQ(rs.size(), 3u);
  EXPECT_EQ(std::get<FrameError>(rs[0]).kind, FrameErrorKind::Garbage);
  EXPECT_EQ(std::get<FrameError>(rs[1]).kind, FrameErrorKind::BadChecksum);
  EXPECT_EQ(std::get<LaidCard>(rs[2]).tag_id, "0102030405");
}

}  // namespace
}  // namespace sh
