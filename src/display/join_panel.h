// The phones' join panel of the window (issue 33): while a game with seat pages runs and a
// person's seat has no phone at the table, a column on the right shows that seat's QR code
// (its page's address, dark modules on white with a quiet zone, whatever the theme), with
// the seat's name and its code beside it; a seat whose phone is at the table shows one line
// saying so instead. With every seat's phone at the table the panel is gone. Pure (no SDL):
// the layout places it, the renderer draws its rectangles.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "display/scene.h"
#include "play/join_picture.h"
#include "display/theme.h"

namespace sh::display {

// The panel's content (play/join_picture.h: built by the seat service, drawn here).
using sh::JoinPanel;
using sh::JoinPanelRef;
using sh::QrCode;
using sh::SeatJoin;

// The white margin round a QR code, in modules (the standard's quiet zone).
inline constexpr int kQrQuiet = 4;
// A module is drawn at least this many pixels wide (and always a whole number of them).
inline constexpr int kQrMinModule = 4;
inline constexpr Rgb kQrDark{0, 0, 0};
inline constexpr Rgb kQrLight{255, 255, 255};

// The panel's width in a middle area `area_w` x `area_h` (0: no panel). `unit` is the layout
// unit at zoom 1: the panel keeps its zoom-1 size, so zooming never takes the game's room
// for it.
int join_panel_width(const JoinPanel& joins, int area_w, int area_h, int unit);
// Adds the panel's operations to the scene inside `area`. Tags: "join" (the panel),
// "join heading", "join <i>" (a seat's entry), "join <i> qr" (the code's white square with
// its quiet zone), "join <i> qr module" (runs of dark modules), "join <i> name",
// "join <i> code", "join <i> joined"; "join cut" counts seats left out for want of room.
void lay_out_joins(Scene& scene, const JoinPanel& joins, Box area, const Theme& theme, int unit);

}  // namespace sh::display
