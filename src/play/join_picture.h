// How the window shows the way in for the seats held on other devices (the phones' join
// panel): for each seat chosen to be held away, its player's name, its code and the address
// its device opens (drawn as a QR code), or one line saying its device is at the table.
// Built by the seat service (src/phones), drawn by the window (display/join_panel.h), which
// knows nothing else of it.
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace sh {

// A QR code: a square of dark and light modules, row by row (size 0: none).
struct QrCode {
  int size = 0;            // modules per side
  std::vector<bool> dark;  // size * size
  bool at(int x, int y) const { return dark[static_cast<std::size_t>(y * size + x)]; }
};

struct SeatJoin {
  std::string name;
  std::string code;         // as shown: "ABCD-EFGH-JKLMN"
  std::string url;          // the seat page's address with its code
  bool joined = false;      // a device holds the seat now: no QR code
  std::string joined_text;  // then this line ("Eva: telefon připojen.")
  QrCode qr;                // `url` as a QR code, drawn while the seat waits
};

struct JoinPanel {
  std::string heading;  // how to join ("Telefony: otevřete adresu ...")
  std::vector<SeatJoin> seats;
  // Whether some seat still waits for its device (else the panel is not drawn).
  bool waiting() const {
    for (const auto& s : seats)
      if (!s.joined) return true;
    return false;
  }
};
using JoinPanelRef = std::shared_ptr<const JoinPanel>;

}  // namespace sh
