// A seat's address as a QR code (libqrencode): a square of dark and light modules for the
// window to draw, and as text of Unicode half blocks for a terminal (two rows a line).
#pragma once

#include <string>
#include <vector>

#include "play/join_picture.h"

namespace sh::phones {

using sh::QrCode;  // play/join_picture.h: size 0 when it could not encode

QrCode qr_code(const std::string& text);
// The code with a quiet zone of two modules, dark as the terminal's foreground.
std::string qr_text(const QrCode& code);

}  // namespace sh::phones
