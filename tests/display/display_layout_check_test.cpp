// The layout check of the window for low-vision players (issue 32): every game's picture at
// several positions (long names, the most players, a person choosing, the game's end) is
// laid out at zoom 1, 1.5, 2 and 3 in windows of 1024x720 and 1280x800 and drawn by the real
// renderer in its box-recording mode. In every frame no two texts or items (cards, cells,
// seats, dice, squares, pieces, the caption) overlap unless one belongs to the other, no box
// leaves the window, nothing is cut without its mark, no text is under the readable
// minimum, and no text is smaller than the same text at zoom 1. Nothing the player needs is
// missing (issue 42): every card of the hand asked for, every move of the list (or the
// cursor's move with the marks for the rest), every cell and square of the board with its
// pieces, whose turn it is, every QR code shown at zoom 1 at its zoom-1 size; the board is
// larger at zoom 2 than at zoom 1, and so is the status line. (Under the sanitizers one
// window size at zoom 1 and 2: test_scale.h.) SPOLUHRAC_LAYOUT_SHOTS=<folder> writes every
// frame checked as a PNG, to look at.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <random>
#include <sstream>

#include "display/table_layout.h"
#include "display/theme.h"
#include "display_positions.h"
#include "display_probe.h"
#include "games/clovece/clovece_game.h"
#include "games/clovece/clovece_picture.h"
#include "games/kivi/kivi_game.h"
#include "games/kivi/kivi_picture.h"
#include "games/numberfloor/numberfloor_game.h"
#include "games/numberfloor/numberfloor_picture.h"
#include "games/quist/quist_game.h"
#include "games/quist/quist_picture.h"
#include "games/sipky/sipky_game.h"
#include "games/sipky/sipky_picture.h"
#include "phones/qr_code.h"
#include "test_scale.h"

namespace sh {
namespace {

using display::Box;
using display::DrawOp;
using display::Scene;
using test::Position;
using test::kCaption;
using test::clovece_positions;
using test::kivi_positions;
using test::numberfloor_positions;
using test::quist_positions;
using test::sipky_positions;
using test::with_joins;

// The smallest text drawn (px); a piece's letter on a crowded board may be smaller, down
// to kMinLetterPx (its colour and shape already tell it), or is left out.
constexpr int kMinTextPx = 14;
constexpr int kMinLetterPx = 10;

bool related(const std::string& a, const std::string& b) {
  auto under = [](const std::string& parent, const std::string& child) {
    return child.size() > parent.size() && child.compare(0, parent.size(), parent) == 0 && child[parent.size()] == ' ';
  };
  return a == b || under(a, b) || under(b, a);
}

bool ends_with(const std::string& s, const std::string& tail) { return s.ends_with(tail); }

// A box that takes room on the table (decorations on top of their item are not).
bool is_item(const DrawOp& op) {
  if (op.kind == DrawOp::Kind::Frame || op.kind == DrawOp::Kind::Text || op.tag.empty() || op.tag == "cursor")
    return false;
  // A piece's outline is under its own coloured shape (which holds its letter).
  if (op.kind == DrawOp::Kind::Shape && ends_with(op.tag, " outline")) return false;
  for (const char* deco : {" pip", " used", " bar", " rule", " dot"})
    if (ends_with(op.tag, deco)) return false;
  return true;
}

bool overlap(const Box& a, const Box& b) {
  return std::max(a.x, b.x) < std::min(a.x + a.w, b.x + b.w) && std::max(a.y, b.y) < std::min(a.y + a.h, b.y + b.h);
}

std::string str(const Box& b) {
  return "(" + std::to_string(b.x) + "," + std::to_string(b.y) + " " + std::to_string(b.w) + "x" + std::to_string(b.h) +
         ")";
}

// What is wrong with one frame.
std::vector<std::string> problems(const TablePicture& p, const Scene& scene, const std::vector<display::DrawnText>& texts) {
  std::vector<std::string> out;
  auto inside = [&](const Box& b) { return b.x >= 0 && b.y >= 0 && b.x + b.w <= scene.width && b.y + b.h <= scene.height; };
  for (const DrawOp& op : scene.ops)
    if (!inside(op.box) && op.box.w > 0 && op.box.h > 0) out.push_back("outside the window: " + op.tag + " " + str(op.box));
  struct Item {
    std::string tag;
    Box box;
  };
  std::vector<Item> items;
  for (const DrawOp& op : scene.ops)
    if (is_item(op)) items.push_back({op.tag, op.box});
  for (const auto& t : texts) {
    if (t.box.w > 0 && t.box.h > 0) items.push_back({t.tag, t.box});
    if (t.cut_unmarked) out.push_back("cut without a mark: " + t.tag + " \"" + t.text + "\"");
    const bool letter = ends_with(t.tag, " letter") || ends_with(t.tag, " number");
    if (t.px < (letter ? kMinLetterPx : kMinTextPx))
      out.push_back("text of " + std::to_string(t.px) + " px: " + t.tag + " \"" + t.text + "\"");
    if (!inside(t.box)) out.push_back("text outside the window: " + t.tag);
  }
  for (std::size_t i = 0; i < items.size(); ++i)
    for (std::size_t j = i + 1; j < items.size(); ++j)
      if (!related(items[i].tag, items[j].tag) && overlap(items[i].box, items[j].box))
        out.push_back("overlap: " + items[i].tag + " " + str(items[i].box) + " and " + items[j].tag + " " +
                      str(items[j].box));
  // Whatever the picture holds is drawn, or a mark says that more is left out.
  auto has = [&](const std::string& tag) { return scene.find(tag) != nullptr; };
  auto marked = [&](const std::string& what) {
    for (const auto& t : texts)
      if (t.tag.starts_with(what + " cut")) return true;
    return false;
  };
  for (std::size_t i = 0; i < p.seats.size(); ++i)
    if (!has("seat " + std::to_string(i)) && !marked("seats")) out.push_back("seat " + std::to_string(i) + " left out");
  for (std::size_t i = 0; i < p.lines.size(); ++i)
    if (!has("line " + std::to_string(i)) && !marked("lines")) out.push_back("line " + std::to_string(i) + " left out");
  for (std::size_t r = 0; r < p.card_rows.size(); ++r)
    for (std::size_t c = 0; c < p.card_rows[r].cards.size(); ++c) {
      const std::string tag = "row " + std::to_string(r) + " card " + std::to_string(c);
      if (!has(tag) && !marked("cards")) out.push_back(tag + " left out");
    }
  for (std::size_t d = 0; d < p.dice.size(); ++d)
    if (!has("die " + std::to_string(d)) && !has("held die " + std::to_string(d)) && !marked("dice"))
      out.push_back("die " + std::to_string(d) + " left out");
  return out;
}

// What the player needs that one frame does not show (issue 42): a card of the hand asked
// for, a move of the list (the cursor's move must show; the others, or the marks saying
// how many are above and below it), a cell of the grid with its sign, a square of the track
// or a piece on it, the player whose turn it is.
std::vector<std::string> missing(const Position& pos, const Scene& scene, const std::vector<display::DrawnText>& texts) {
  const TablePicture& p = *pos.picture;
  std::vector<std::string> out;
  auto shown = [&](const std::string& tag) {
    for (const auto& t : texts)
      if (t.tag == tag && t.box.w > 0 && t.box.h > 0) return true;
    return false;
  };
  if (pos.hand_row >= 0 && pos.hand_row < static_cast<int>(p.card_rows.size()))
    for (std::size_t c = 0; c < p.card_rows[static_cast<std::size_t>(pos.hand_row)].cards.size(); ++c) {
      const std::string tag = "row " + std::to_string(pos.hand_row) + " card " + std::to_string(c);
      if (!scene.find(tag) || !shown(tag + " face")) out.push_back("the hand's card left out: " + tag);
    }
  const int n = static_cast<int>(p.lines.size());
  const int current = std::clamp(p.cursor_line, 0, std::max(0, n - 1));
  for (int i = 0; i < n; ++i) {
    const std::string tag = "line " + std::to_string(i);
    if (shown(tag)) continue;
    if (i == current) out.push_back("the list's current line left out: " + tag);
    else if (!shown(i < current ? "lines cut above" : "lines cut below")) out.push_back(tag + " left out with no mark");
  }
  if (p.grid)
    for (int r = 1; r <= p.grid->rows; ++r)
      for (int c = 1; c <= p.grid->cols; ++c) {
        const std::string tag = "cell " + std::to_string(r) + " " + std::to_string(c);
        if (!scene.find(tag) || !shown(tag + " label")) out.push_back("the board's " + tag + " left out");
      }
  if (p.track)
    for (std::size_t i = 0; i < p.track->squares.size(); ++i) {
      const std::string tag = "square " + std::to_string(i);
      if (!scene.find(tag)) out.push_back("the board's " + tag + " left out");
      for (std::size_t k = 0; k < p.track->squares[i].pieces.size() && k < 4; ++k)
        if (!scene.find(tag + " piece " + std::to_string(k))) out.push_back(tag + " piece " + std::to_string(k) + " left out");
    }
  for (std::size_t i = 0; i < p.seats.size(); ++i)
    if (p.seats[i].to_act && !scene.find("seat " + std::to_string(i)))
      out.push_back("whose turn it is left out: seat " + std::to_string(i));
  return out;
}

// The board's drawn side in pixels: the cells' or squares' extent across (0: no board).
int board_side(const Scene& scene) {
  int left = 1 << 30, right = -1;
  for (const DrawOp& op : scene.ops) {
    if (op.kind != DrawOp::Kind::Fill) continue;
    const bool cell = op.tag.starts_with("cell ") && std::count(op.tag.begin(), op.tag.end(), ' ') == 2;
    const bool square = op.tag.starts_with("square ") && std::count(op.tag.begin(), op.tag.end(), ' ') == 1;
    if (!cell && !square) continue;
    left = std::min(left, op.box.x);
    right = std::max(right, op.box.x + op.box.w);
  }
  return right < 0 ? 0 : right - left;
}

// What is wrong with the phones' join panel of one frame: a waiting seat's QR code left out
// without the mark, or drawn in parts of pixels or smaller than 4 px a module.
std::vector<std::string> join_problems(const display::JoinPanel& joins, const Scene& scene,
                                       const std::vector<display::DrawnText>& texts) {
  std::vector<std::string> out;
  bool marked = false;
  for (const auto& t : texts) marked = marked || t.tag == "join cut";
  for (std::size_t i = 0; i < joins.seats.size(); ++i) {
    const std::string tag = "join " + std::to_string(i);
    const DrawOp* qr = scene.find(tag + " qr");
    if (joins.seats[i].joined) {
      if (qr) out.push_back(tag + ": a joined seat's code is drawn");
      continue;
    }
    if (!qr) {
      if (!marked) out.push_back(tag + ": the code left out without a mark");
      continue;
    }
    const int modules = phones::qr_code(joins.seats[i].url).size + 2 * display::kQrQuiet;
    if (qr->box.w != qr->box.h || qr->box.w % modules != 0 || qr->box.w / modules < display::kQrMinModule)
      out.push_back(tag + ": the code's square " + str(qr->box) + " for " + std::to_string(modules) + " modules");
    if (!scene.find(tag + " name") || !scene.find(tag + " code")) out.push_back(tag + ": no name or code beside it");
  }
  return out;
}

// Checks every position at every zoom and window size; returns the problems found, each
// with where it was found (and counts them all).
std::vector<std::string> check(const std::vector<Position>& positions, int& count) {
  std::vector<std::string> report;
  const auto& theme = display::theme_by_id("dark");
  for (const Position& pos : positions) {
    // Under the sanitizers (several times slower) one window size and zoom 1 and 2.
    const std::vector<std::pair<int, int>> windows =
        test::kSanitized ? std::vector<std::pair<int, int>>{{1024, 720}} : std::vector<std::pair<int, int>>{{1024, 720}, {1280, 800}};
    const std::vector<double> zooms = test::kSanitized ? std::vector<double>{1.0, 2.0} : std::vector<double>{1.0, 1.5, 2.0, 3.0};
    for (const auto& [w, h] : windows) {
      std::map<std::string, int> at_one;
      int board1 = 0, status1 = 0;
      std::map<std::string, Box> qr1;
      for (double zoom : zooms) {
        const Scene scene = display::lay_out(pos.picture.get(), pos.caption, theme, zoom, w, h, pos.joins.get());
        const auto texts = test::drawn_texts(scene);
        if (const char* shots = std::getenv("SPOLUHRAC_LAYOUT_SHOTS")) {
          std::ostringstream file;
          file << shots << "/" << pos.name << " " << w << "x" << h << " zoom " << zoom << ".png";
          test::write_png(test::render_scene(scene), file.str());
        }

        std::ostringstream where;
        where << pos.name << " " << w << "x" << h << " zoom " << zoom << ": ";
        std::vector<std::string> found = problems(*pos.picture, scene, texts);
        for (auto& f : missing(pos, scene, texts)) found.push_back(std::move(f));
        if (pos.joins)
          for (auto& f : join_problems(*pos.joins, scene, texts)) found.push_back(std::move(f));
        // Zoom 2 against zoom 1: the board and the status line are larger; every QR code is
        // where and as large as at zoom 1.
        const int board = board_side(scene);
        int status = 0;
        for (const auto& t : texts)
          if (t.tag == "status") status = t.px;
        std::map<std::string, Box> qr;
        for (const DrawOp& op : scene.ops)
          if (op.tag.starts_with("join ") && op.tag.ends_with(" qr")) qr[op.tag] = op.box;
        if (zoom == 1.0) board1 = board, status1 = status, qr1 = qr;
        if (zoom == 2.0 && board1 > 0 && board <= board1)
          found.push_back("the board does not grow: " + std::to_string(board) + " px at zoom 2, " + std::to_string(board1) +
                          " at zoom 1");
        if (zoom == 2.0 && status1 > 0 && status <= status1)
          found.push_back("the status line does not grow: " + std::to_string(status) + " px at zoom 2, " +
                          std::to_string(status1) + " at zoom 1");
        for (const auto& [tag, box] : qr1)
          if (!qr.count(tag) || qr[tag].w != box.w) found.push_back(tag + ": not as at zoom 1 " + str(box));
        std::map<std::string, int> sizes;
        for (const auto& t : texts) sizes.emplace(t.tag, t.px);
        if (zoom == 1.0) at_one = sizes;
        for (const auto& [tag, px] : sizes)
          if (auto it = at_one.find(tag); it != at_one.end() && px < it->second)
            found.push_back("text smaller than at zoom 1: " + tag + " " + std::to_string(px) + " < " +
                            std::to_string(it->second));
        count += static_cast<int>(found.size());
        for (const auto& f : found)
          if (report.size() < 40) report.push_back(where.str() + f);
      }
    }
  }
  return report;
}

void expect_clean(const std::vector<Position>& positions) {
  int count = 0;
  const auto report = check(positions, count);
  std::string all;
  for (const auto& r : report) all += r + "\n";
  EXPECT_EQ(count, 0) << all;
}

TEST(DisplayLayoutCheck, KiviAtEveryZoomAndWindowSize) {
  test::TestVoice tv;
  expect_clean(kivi_positions(tv));
}

TEST(DisplayLayoutCheck, QuistAtEveryZoomAndWindowSize) {
  test::TestVoice tv;
  expect_clean(quist_positions(tv));
}

TEST(DisplayLayoutCheck, QuistWithPhoneSeatsAtEveryZoomAndWindowSize) {
  test::TestVoice tv;
  expect_clean(with_joins(quist_positions(tv), 4));
}

TEST(DisplayLayoutCheck, NumberfloorWithPhoneSeatsAtEveryZoomAndWindowSize) {
  test::TestVoice tv;
  expect_clean(with_joins(numberfloor_positions(tv), 5));
}

TEST(DisplayLayoutCheck, SipkyAtEveryZoomAndWindowSize) {
  test::TestVoice tv;
  expect_clean(sipky_positions(tv));
}

TEST(DisplayLayoutCheck, NumberfloorAtEveryZoomAndWindowSize) {
  test::TestVoice tv;
  expect_clean(numberfloor_positions(tv));
}

TEST(DisplayLayoutCheck, CloveceAtEveryZoomAndWindowSize) {
  test::TestVoice tv;
  expect_clean(clovece_positions(tv));
}

// The end of every game shows the ranking as the speech says it, every line of it drawn
// (Šipky's last cards are gone), at zoom 1 and 2.
TEST(DisplayLayoutCheck, TheEndOfEveryGameShowsTheRankingAsSpoken) {
  test::TestVoice tv;
  std::vector<Position> ends;
  for (auto positions : {kivi_positions(tv), quist_positions(tv), sipky_positions(tv), numberfloor_positions(tv),
                         clovece_positions(tv)})
    for (auto& pos : positions)
      if (pos.name.find("end") != std::string::npos) ends.push_back(pos);
  ASSERT_EQ(ends.size(), 8u);
  const auto& theme = display::theme_by_id("dark");
  for (const Position& pos : ends) {
    const TablePicture& p = *pos.picture;
    ASSERT_GE(p.lines.size(), 2u) << pos.name;
    EXPECT_TRUE(p.card_rows.empty()) << pos.name;
    for (double zoom : {1.0, 2.0}) {
      const Scene scene = display::lay_out(&p, pos.caption, theme, zoom, 1024, 720);
      int shown = 0;
      for (std::size_t i = 0; i < p.lines.size(); ++i) shown += scene.find("line " + std::to_string(i)) != nullptr;
      // Every line at zoom 1; at zoom 2 at least the first ones, the rest behind a mark.
      if (zoom == 1.0) {
        EXPECT_EQ(shown, static_cast<int>(p.lines.size())) << pos.name;
      } else {
        EXPECT_GE(shown, 1) << pos.name;
      }
    }
  }
  // What is drawn is what is said: Šipky's first line names the winner with the score.
  for (const Position& pos : ends)
    if (pos.name.starts_with("sipky")) {
      EXPECT_NE(pos.picture->lines[0].find("místo"), std::string::npos) << pos.picture->lines[0];
    }
}

// Quist's team rows: both labels in one readable size, and a gap before the team's score
// ("Hráč 2 + Hráč 40" was drawn), at every zoom.
TEST(DisplayLayoutCheck, QuistTeamLabelsAreOneSizeAndApartFromTheirScores) {
  test::TestVoice tv;
  const auto positions = quist_positions(tv);
  const auto& theme = display::theme_by_id("dark");
  for (double zoom : {1.0, 1.5, 2.0}) {
    const Scene scene = display::lay_out(positions[0].picture.get(), "", theme, zoom, 1024, 720);
    std::map<std::string, display::DrawnText> drawn;
    for (const auto& t : test::drawn_texts(scene)) drawn.emplace(t.tag, t);
    // (At a larger zoom the panel may scroll to the player on turn: then checked as far as shown.)
    if (zoom > 1.0 && !(drawn.count("seat 0 name") && drawn.count("seat 1 name"))) continue;
    ASSERT_TRUE(drawn.count("seat 0 name") && drawn.count("seat 1 name") && drawn.count("seat 0 score"));
    EXPECT_EQ(drawn["seat 0 name"].px, drawn["seat 1 name"].px) << zoom;
    EXPECT_GE(drawn["seat 0 name"].px, kMinTextPx) << zoom;
    for (const char* team : {"seat 0", "seat 1"}) {
      const Box name = drawn[std::string(team) + " name"].box, score = drawn[std::string(team) + " score"].box;
      EXPECT_TRUE(name.x + name.w + 8 <= score.x || name.y + name.h <= score.y) << team << " at zoom " << zoom;
    }
  }
}

// Numberfloor's hand: a long sign ("±1·2") stays inside its card with a margin, and the ✓ of
// a card that can be laid never covers the sign.
TEST(DisplayLayoutCheck, NumberfloorSignsStayInsideTheirCardsApartFromTheTick) {
  TablePicture p;
  PictureCardRow hand;
  for (const char* face : {"±1", "±1·2", "2·4·6", "7"}) {
    PictureCard card;
    card.face = face;
    card.playable = true;
    hand.cards.push_back(card);
  }
  p.card_rows.push_back(hand);
  const auto& theme = display::theme_by_id("dark");
  for (double zoom : {1.0, 2.0}) {
    const Scene scene = display::lay_out(&p, "", theme, zoom, 1024, 720);
    std::map<std::string, display::DrawnText> drawn;
    for (const auto& t : test::drawn_texts(scene)) drawn.emplace(t.tag, t);
    for (std::size_t c = 0; c < hand.cards.size(); ++c) {
      const std::string tag = "row 0 card " + std::to_string(c);
      const DrawOp* card = scene.find(tag);
      ASSERT_NE(card, nullptr);
      ASSERT_TRUE(drawn.count(tag + " face") && drawn.count(tag + " playable")) << tag;
      const Box face = drawn[tag + " face"].box, tick = drawn[tag + " playable"].box;
      EXPECT_FALSE(overlap(face, tick)) << tag << " at zoom " << zoom;
      const int margin = card->box.w / 12;
      EXPECT_GE(face.x, card->box.x + margin) << tag << " at zoom " << zoom;
      EXPECT_LE(face.x + face.w, card->box.x + card->box.w - margin) << tag << " at zoom " << zoom;
      EXPECT_GE(drawn[tag + " face"].px, kMinTextPx) << tag;
    }
  }
}

// Člověče: a start's sign is a hollow frame with its letter (a piece is a filled shape), and
// a move's number never lies over a piece.
TEST(DisplayLayoutCheck, CloveceStartSignsAreNotPiecesAndMoveNumbersLeaveThePiecesFree) {
  test::TestVoice tv;
  const auto positions = clovece_positions(tv);
  const auto& theme = display::theme_by_id("dark");
  const Scene scene = display::lay_out(positions[0].picture.get(), "", theme, 1.0, 1024, 720);
  int signs = 0, badges = 0;
  for (const DrawOp& op : scene.ops) {
    if (op.tag.starts_with("base ") && op.tag.ends_with(" sign")) {
      EXPECT_EQ(op.kind, DrawOp::Kind::Frame) << op.tag;
      ++signs;
    }
    if (op.tag.ends_with(" badge") && op.kind == DrawOp::Kind::Fill) {
      ++badges;
      const std::string square = op.tag.substr(0, op.tag.size() - 6);
      for (const DrawOp& piece : scene.ops)
        if (piece.kind == DrawOp::Kind::Shape && piece.tag.starts_with(square + " piece")) {
          EXPECT_FALSE(overlap(op.box, piece.box)) << op.tag << " over " << piece.tag;
        }
    }
  }
  EXPECT_EQ(signs, 4);
  EXPECT_GT(badges, 0);
}

// The check itself finds what it should: two texts on each other, a list cut without its
// mark, a text under the minimum, a box outside the window.
TEST(DisplayLayoutCheck, TheCheckFindsOverlapsCutsSmallTextAndBoxesOutside) {
  TablePicture p;
  p.lines = {"a", "b"};
  Scene scene;
  scene.width = 200;
  scene.height = 100;
  DrawOp a;
  a.kind = DrawOp::Kind::Text;
  a.box = {10, 10, 50, 20};
  a.text = "jedna";
  a.font_px = 16;
  a.tag = "line 0";
  DrawOp b = a;
  b.box = {40, 15, 50, 20};
  b.text = "dva";
  b.tag = "title";
  DrawOp c = a;
  c.box = {150, 90, 80, 20};
  c.tag = "status";
  c.font_px = 8;
  scene.ops = {a, b, c};
  const auto found = problems(p, scene, test::drawn_texts(scene));
  std::string all;
  for (const auto& f : found) all += f + "\n";
  EXPECT_NE(all.find("overlap: line 0"), std::string::npos) << all;
  EXPECT_NE(all.find("line 1 left out"), std::string::npos) << all;
  EXPECT_NE(all.find("px: status"), std::string::npos) << all;
  EXPECT_NE(all.find("outside the window: status"), std::string::npos) << all;
}

// The check finds what the player needs missing from a frame: a card of the hand, the
// list's current move, a move left out with no mark, a cell of the board, whose turn it is.
TEST(DisplayLayoutCheck, TheCheckFindsAMissingHandCardMoveCellAndTurn) {
  auto p = std::make_shared<TablePicture>();
  PictureCardRow hand;
  hand.cards = {{"3", -1, "", false}, {"7", -1, "", false}};
  p->card_rows.push_back(hand);
  p->lines = {"1: a", "2: b", "3: c"};
  p->cursor_line = 1;
  p->grid = PictureGrid{1, 1, {PictureCell{"AA", "1", -1, false}}};
  p->seats.push_back(PictureSeat{"Eva", "0", "", 0, std::nullopt, true, false});
  Scene scene;
  scene.width = 200;
  scene.height = 100;
  DrawOp line;
  line.kind = DrawOp::Kind::Text;
  line.box = {10, 10, 50, 20};
  line.text = "3: c";
  line.tag = "line 2";
  scene.ops = {line};
  const Position pos{"made up", p, "", nullptr, 0};
  const auto found = missing(pos, scene, test::drawn_texts(scene));
  std::string all;
  for (const auto& f : found) all += f + "\n";
  EXPECT_NE(all.find("the hand's card left out: row 0 card 0"), std::string::npos) << all;
  EXPECT_NE(all.find("the hand's card left out: row 0 card 1"), std::string::npos) << all;
  EXPECT_NE(all.find("the list's current line left out: line 1"), std::string::npos) << all;
  EXPECT_NE(all.find("line 0 left out with no mark"), std::string::npos) << all;
  EXPECT_EQ(all.find("line 2"), std::string::npos) << all;
  EXPECT_NE(all.find("the board's cell 1 1 left out"), std::string::npos) << all;
  EXPECT_NE(all.find("whose turn it is left out: seat 0"), std::string::npos) << all;
}

}  // namespace
}  // namespace sh
