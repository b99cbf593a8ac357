// A seat's address as a QR code (libqrencode): a square of dark and light modules for the
// window to draw, and as text of Unicode half blocks for a terminal (two rows a line).
#pragma once

#include <string>
#include <vector>

namespace sh::phones {

struct QrCode {
  int size = 0;               // modules per side (0: could not encode)
  std::vector<bool> dark;     // size * size, row by row
  bool at(int x, int y) const { return dark[static_cast<std::size_t>(y * size + x)]; }
};

QrCode qr_code(const std::string& text);
// The code with a quiet zone of two modules, dark as the terminal's foreground.
std::string qr_text(const QrCode& code);

}  // namespace sh::phones
