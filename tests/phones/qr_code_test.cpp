// A seat's address as a QR code: a valid symbol with its three finder patterns.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "phones/qr_code.h"

namespace sh::phones {
namespace {

// A 7x7 finder pattern at (x, y): a dark ring, a light ring, a dark 3x3 centre.
bool finder_at(const QrCode& q, int x0, int y0) {
  for (int y = 0; y < 7; ++y)
    for (int x = 0; x < 7; ++x) {
      const int ring = std::max(std::abs(x - 3), std::abs(y - 3));
      if (q.at(x0 + x, y0 + y) != (ring != 2)) return false;
    }
  return true;
}

TEST(PhonesQr, EncodesASeatsAddress) {
  const QrCode q = qr_code("http://192.168.1.20:8765/s/ABCDEFGHJKMNP");
  ASSERT_GE(q.size, 21);
  EXPECT_EQ((q.size - 17) % 4, 0) << "a QR version's size";
  EXPECT_TRUE(finder_at(q, 0, 0));
  EXPECT_TRUE(finder_at(q, q.size - 7, 0));
  EXPECT_TRUE(finder_at(q, 0, q.size - 7));
  const std::string text = qr_text(q);
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), (q.size + 4 + 1) / 2);
}

}  // namespace
}  // namespace sh::phones
