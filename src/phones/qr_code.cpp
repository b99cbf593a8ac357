#include "phones/qr_code.h"

#include <qrencode.h>

#include <memory>

namespace sh::phones {

QrCode qr_code(const std::string& text) {
  QrCode out;
  std::unique_ptr<QRcode, decltype(&QRcode_free)> code(QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1),
                                                      &QRcode_free);
  if (!code) return out;
  out.size = code->width;
  out.dark.resize(static_cast<std::size_t>(out.size * out.size));
  for (std::size_t i = 0; i < out.dark.size(); ++i) out.dark[i] = (code->data[i] & 1) != 0;
  return out;
}

std::string qr_text(const QrCode& code) {
  constexpr int kQuiet = 2;
  const int n = code.size + 2 * kQuiet;
  auto dark = [&](int x, int y) {
    x -= kQuiet;
    y -= kQuiet;
    return x >= 0 && y >= 0 && x < code.size && y < code.size && code.at(x, y);
  };
  std::string out;
  for (int y = 0; y < n; y += 2) {
    for (int x = 0; x < n; ++x) {
      const bool top = dark(x, y), bottom = dark(x, y + 1);
      out += top && bottom ? "\u2588" : top ? "\u2580" : bottom ? "\u2584" : " ";
    }
    out += '\n';
  }
  return out;
}

}  // namespace sh::phones
