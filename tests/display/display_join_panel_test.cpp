// The phones' join panel in the window (issue 33): each seat waiting for its phone shows a
// QR code of its page's address, drawn by the real renderer module for module as libqrencode
// made it (whole pixels, at least 4 a module, a white quiet zone, black on white in every
// theme), with the seat's name and code beside it; a seat whose phone is at the table shows
// a line instead; with every phone at the table the panel is gone.
#include <gtest/gtest.h>

#include "display/join_panel.h"
#include "display/table_layout.h"
#include "display/theme.h"
#include "display_probe.h"
#include "games/quist/quist_game.h"
#include "games/quist/quist_picture.h"
#include "phones/qr_code.h"

namespace sh {
namespace {

using display::Box;
using display::JoinPanel;
using display::Scene;
using display::SeatJoin;

const std::string kAddress = "http://192.168.100.200:8765";

SeatJoin waiting(const std::string& name, const std::string& token) {
  return SeatJoin{name, token.substr(0, 4) + "-" + token.substr(4, 4) + "-" + token.substr(8), kAddress + "/s/" + token,
                  false, name + ": telefon připojen.", phones::qr_code(kAddress + "/s/" + token)};
}

JoinPanel two_seats() {
  JoinPanel j;
  j.heading = "Telefony: otevřete adresu " + kAddress + " a zadejte kód svého místa.";
  j.seats = {waiting("Eva", "ABCDEFGHJKMNP"), waiting("Petr", "QRSTUVWXYZ234")};
  return j;
}

TablePictureRef quist_picture(test::TestVoice& tv) {
  auto game = make_quist_game({{"mode", "dealer"}, {"games", "1"}});
  auto s = game->new_initial_state();
  const auto& q = static_cast<const quist::QuistState&>(*s);
  test::play_seeded(*s, 3, [&] { return !(q.table().size() == 1 && q.table()[0].size() == 2); });
  return quist::make_picture(q, {"Eva", "Petr", "Jana", "Karel"}, tv.voice, -1);
}

// Every module of `code` (and its quiet zone) in the image: a whole square of pixels of one
// colour, black where the code is dark, white elsewhere.
::testing::AssertionResult shows_qr(const test::Image& img, const Box& box, const phones::QrCode& code) {
  const int modules = code.size + 2 * display::kQrQuiet;
  if (code.size <= 0) return ::testing::AssertionFailure() << "no code";
  if (box.w != box.h || box.w % modules != 0)
    return ::testing::AssertionFailure() << "not whole modules: " << box.w << "x" << box.h << " for " << modules;
  const int m = box.w / modules;
  if (m < display::kQrMinModule) return ::testing::AssertionFailure() << "module of " << m << " px";
  for (int my = 0; my < modules; ++my)
    for (int mx = 0; mx < modules; ++mx) {
      const int cx = mx - display::kQrQuiet, cy = my - display::kQrQuiet;
      const bool dark = cx >= 0 && cy >= 0 && cx < code.size && cy < code.size && code.at(cx, cy);
      const display::Rgb want = dark ? display::kQrDark : display::kQrLight;
      for (int y = 0; y < m; ++y)
        for (int x = 0; x < m; ++x)
          if (img.at(box.x + mx * m + x, box.y + my * m + y) != want)
            return ::testing::AssertionFailure() << "module " << mx << "," << my << " pixel " << x << "," << y;
    }
  return ::testing::AssertionSuccess();
}

TEST(DisplayJoinPanel, EachWaitingSeatsQrModulesAreTheCodeOfItsAddressInEveryTheme) {
  test::TestVoice tv;
  const auto picture = quist_picture(tv);
  const JoinPanel joins = two_seats();
  for (const auto& theme : display::themes()) {
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{1024, 720}, {1280, 800}}) {
      const Scene scene = display::lay_out(picture.get(), "Eva, kód: A B C D.", theme, 1.0, w, h, &joins);
      const test::Image img = test::render_scene(scene);
      for (std::size_t i = 0; i < joins.seats.size(); ++i) {
        const std::string tag = "join " + std::to_string(i);
        const display::DrawOp* qr = scene.find(tag + " qr");
        ASSERT_NE(qr, nullptr) << theme.id << " " << tag;
        EXPECT_TRUE(shows_qr(img, qr->box, phones::qr_code(joins.seats[i].url))) << theme.id << " " << w << " " << tag;
        // Two seats leave room for larger modules than the least (4 px): they are used.
        EXPECT_GE(qr->box.w / (phones::qr_code(joins.seats[i].url).size + 2 * display::kQrQuiet), 5) << w << " " << tag;
        // The name and the code beside it, right of the code's square, level with it.
        for (const char* part : {" name", " code"}) {
          const display::DrawOp* text = scene.find(tag + part);
          ASSERT_NE(text, nullptr) << tag << part;
          EXPECT_GE(text->box.x, qr->box.x + qr->box.w) << tag << part;
          EXPECT_LT(text->box.y, qr->box.y + qr->box.h) << tag << part;
        }
        EXPECT_EQ(scene.find(tag + " name")->text, joins.seats[i].name);
        EXPECT_EQ(scene.find(tag + " code")->text, joins.seats[i].code);
      }
      // The game is still there, left of the panel.
      const display::DrawOp* panel = scene.find("join");
      ASSERT_NE(panel, nullptr);
      const display::DrawOp* seat = scene.find("seat 0");
      ASSERT_NE(seat, nullptr);
      EXPECT_LE(seat->box.x + seat->box.w, panel->box.x);
    }
  }
}

TEST(DisplayJoinPanel, AJoinedSeatsCodeIsGoneAndComesBackNewWhenRevoked) {
  test::TestVoice tv;
  const auto picture = quist_picture(tv);
  const auto& theme = display::theme_by_id("dark");
  JoinPanel joins = two_seats();
  const Scene before = display::lay_out(picture.get(), "", theme, 1.0, 1024, 720, &joins);
  const Box eva_qr = before.find("join 0 qr")->box;
  // Eva's phone is at the table: her code is gone, a line says so; Petr's stays.
  joins.seats[0].joined = true;
  const Scene joined = display::lay_out(picture.get(), "", theme, 1.0, 1024, 720, &joins);
  EXPECT_EQ(joined.find("join 0 qr"), nullptr);
  EXPECT_EQ(joined.find("join 0 code"), nullptr);
  ASSERT_NE(joined.find("join 0 joined"), nullptr);
  EXPECT_EQ(joined.find("join 0 joined")->text, "Eva: telefon připojen.");
  ASSERT_NE(joined.find("join 1 qr"), nullptr);
  const test::Image img = test::render_scene(joined);
  EXPECT_TRUE(shows_qr(img, joined.find("join 1 qr")->box, phones::qr_code(joins.seats[1].url)));
  EXPECT_FALSE(shows_qr(img, eva_qr, phones::qr_code(joins.seats[0].url))) << "Eva's code is not drawn any more";
  // Revoked: a new code for Eva, drawn again.
  joins.seats[0] = waiting("Eva", "ZYXWVUTSRQPNM");
  const Scene revoked = display::lay_out(picture.get(), "", theme, 1.0, 1024, 720, &joins);
  ASSERT_NE(revoked.find("join 0 qr"), nullptr);
  EXPECT_TRUE(shows_qr(test::render_scene(revoked), revoked.find("join 0 qr")->box, phones::qr_code(joins.seats[0].url)));
  // Every phone at the table: no panel, the game has the whole window as without phones.
  joins.seats[0].joined = joins.seats[1].joined = true;
  const Scene all = display::lay_out(picture.get(), "", theme, 1.0, 1024, 720, &joins);
  const Scene none = display::lay_out(picture.get(), "", theme, 1.0, 1024, 720);
  EXPECT_EQ(all.find("join"), nullptr);
  ASSERT_EQ(all.ops.size(), none.ops.size());
  for (std::size_t i = 0; i < all.ops.size(); ++i) {
    EXPECT_EQ(all.ops[i].tag, none.ops[i].tag);
    EXPECT_EQ(all.ops[i].box.x, none.ops[i].box.x) << all.ops[i].tag;
    EXPECT_EQ(all.ops[i].box.w, none.ops[i].box.w) << all.ops[i].tag;
  }
}

}  // namespace
}  // namespace sh
