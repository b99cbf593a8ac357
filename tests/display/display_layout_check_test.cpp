// The layout check of the window for low-vision players (issue 32): every game's picture at
// several positions (long names, the most players, a person choosing, the game's end) is
// laid out at zoom 1, 1.5, 2 and 3 in windows of 1024x720 and 1280x800 and drawn by the real
// renderer in its box-recording mode. In every frame no two texts or items (cards, cells,
// seats, dice, squares, pieces, the caption) overlap unless one belongs to the other, no box
// leaves the window, nothing is cut without its mark, no text is under the readable
// minimum, and no text is smaller than the same text at zoom 1. (Under the sanitizers one
// window size at zoom 1 and 2: test_scale.h.)
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <random>
#include <sstream>

#include "display/table_layout.h"
#include "display/theme.h"
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

// The smallest text drawn (px); a piece's letter on a crowded board may be smaller, down
// to kMinLetterPx (its colour and shape already tell it), or is left out.
constexpr int kMinTextPx = 14;
constexpr int kMinLetterPx = 10;

const std::vector<std::string> kLongNames = {"Bohumila Přemyslovna", "Maximilián Kratochvíl", "Jaroslava Dvořáková",
                                             "Květoslav Procházka", "Svatopluk Čermák",     "Ludmila Nováková",
                                             "Radoslav Horáček",     "Zdeňka Vlčková"};
const std::vector<std::string> kShortNames = {"Eva", "Petr", "Jana", "Ota", "Ivo", "Lea", "Max", "Zoe"};

struct Position {
  std::string name;
  TablePictureRef picture;
  std::string caption;
  display::JoinPanelRef joins = nullptr;  // phones at the table: the seats' QR codes
};

const std::string kCaption =
    "Na tahu Bohumila Přemyslovna. Hodila jsi 3, 5 a 6, drží se dvě kostky.\nMaximilián Kratochvíl položil kámen na "
    "řádek 3, sloupec 4, součet nejvýš 12, dva body.\nJaroslava Dvořáková hodila 1, 1, 4, 4 a 6.";

std::vector<Position> kivi_positions(test::TestVoice& tv) {
  std::vector<Position> out;
  for (const auto& [players, names, seed, stones, to_end] :
       std::vector<std::tuple<int, const std::vector<std::string>*, int, int, bool>>{
           {4, &kLongNames, 3, 14, false}, {2, &kShortNames, 5, 6, false}, {4, &kLongNames, 7, 99, true}}) {
    auto game = kivi::make_kivi_game({{"players", std::to_string(players)}});
    auto s = game->new_initial_state();
    const auto& k = static_cast<const kivi::KiviState&>(*s);
    auto placed = [&] {
      int n = 0;
      for (int c = 0; c < kivi::kCells; ++c) n += k.owner(c) >= 0;
      return n;
    };
    test::play_seeded(*s, static_cast<std::uint64_t>(seed), [&] { return to_end || placed() < stones; });
    if (!to_end) {
      // On to a roll with some dice held.
      test::play_seeded(*s, static_cast<std::uint64_t>(seed) + 1, [&] {
        int held = 0;
        for (int v = 1; v <= 6; ++v) held += k.held()[static_cast<std::size_t>(v)];
        return s->is_chance() || held == 0;
      }, 200);
    }
    out.push_back({"kivi " + std::to_string(players) + (to_end ? " end" : ""),
                   kivi::make_picture(k, *names, tv.voice, to_end ? -1 : 24), kCaption});
  }
  return out;
}

std::vector<Position> quist_positions(test::TestVoice& tv) {
  std::vector<Position> out;
  auto game = make_quist_game({{"mode", "dealer"}, {"games", "1"}});
  auto s = game->new_initial_state();
  const auto& q = static_cast<const quist::QuistState&>(*s);
  test::play_seeded(*s, 3, [&] { return !(q.table().size() == 1 && q.table()[0].size() == 3); });
  out.push_back({"quist trick", quist::make_picture(q, kLongNames, tv.voice, -1), kCaption});
  out.push_back({"quist hand", quist::make_picture(q, kLongNames, tv.voice, q.current_player()), kCaption});
  test::play_seeded(*s, 4, [&] { return !(q.table().size() >= 2 && q.table().back().size() >= 2); });
  out.push_back({"quist phases", quist::make_picture(q, kShortNames, tv.voice, q.current_player()), kCaption});
  test::play_seeded(*s, 5, [&] { return true; });
  out.push_back({"quist end", quist::make_picture(q, kLongNames, tv.voice, -1), kCaption});
  return out;
}

std::vector<Position> sipky_positions(test::TestVoice& tv) {
  std::vector<Position> out;
  for (int players : {3, 8}) {
    auto game = sipky::make_sipky_game({{"players", std::to_string(players)}});
    auto s = game->new_initial_state();
    const auto& k = static_cast<const sipky::SipkyState&>(*s);
    test::play_seeded(*s, 11, [&] { return !(k.hand().size() >= 3 && k.players()[0].score > 40); });
    out.push_back({"sipky " + std::to_string(players), sipky::make_picture(k, kLongNames, tv.voice, 1), kCaption});
    test::play_seeded(*s, 12, [&] { return true; });
    out.push_back({"sipky end " + std::to_string(players), sipky::make_picture(k, kLongNames, tv.voice, -1), kCaption});
  }
  return out;
}

std::vector<Position> numberfloor_positions(test::TestVoice& tv) {
  std::vector<Position> out;
  for (const auto& [variant, players] : std::vector<std::pair<std::string, int>>{{"beginner", 2}, {"full", 5}}) {
    auto game = numberfloor::make_numberfloor_game({{"players", std::to_string(players)}, {"variant", variant}});
    auto s = game->new_initial_state();
    const auto& f = static_cast<const numberfloor::NumberfloorState&>(*s);
    int steps = 0;
    test::play_seeded(*s, 21, [&] { return ++steps < 40 || f.stage() != numberfloor::Stage::Play || s->is_chance(); });
    const int seat = f.turn_player();
    out.push_back({"numberfloor " + variant, numberfloor::make_picture(f, kLongNames, tv.voice, seat, 1), kCaption});
    test::play_seeded(*s, 22, [&] { return true; });
    out.push_back({"numberfloor end " + variant, numberfloor::make_picture(f, kLongNames, tv.voice, -1, -1), kCaption});
  }
  return out;
}

std::vector<Position> clovece_positions(test::TestVoice& tv) {
  std::vector<Position> out;
  for (int players : {4, 6}) {
    auto game = clovece::make_clovece_game({{"players", std::to_string(players)}});
    auto s = game->new_initial_state();
    const auto& c = static_cast<const clovece::CloveceState&>(*s);
    auto on_track = [&] {
      int n = 0;
      for (const auto& p : c.pieces()) n += p.loc.where == clovece::Where::Track;
      return n;
    };
    test::play_seeded(*s, 31, [&] {
      return !(on_track() >= 6 && c.phase() == clovece::Phase::Using && c.legal_moves().size() >= 4);
    });
    out.push_back({"clovece " + std::to_string(players), clovece::make_picture(c, kLongNames, tv.voice, -1, 3), kCaption});
    test::play_seeded(*s, 32, [&] { return true; });
    out.push_back({"clovece end " + std::to_string(players), clovece::make_picture(c, kLongNames, tv.voice, -1, -1),
                   kCaption});
  }
  return out;
}

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
      for (double zoom : zooms) {
        const Scene scene = display::lay_out(pos.picture.get(), pos.caption, theme, zoom, w, h, pos.joins.get());
        const auto texts = test::drawn_texts(scene);

        std::ostringstream where;
        where << pos.name << " " << w << "x" << h << " zoom " << zoom << ": ";
        std::vector<std::string> found = problems(*pos.picture, scene, texts);
        if (pos.joins)
          for (auto& f : join_problems(*pos.joins, scene, texts)) found.push_back(std::move(f));
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

// Phones at the table (issue 33): the join panel with every person's seat waiting (long
// names, the longest address), with one seat waiting beside three joined, and with two of
// two; Quist's positions and Numberfloor's (five seats).
std::vector<Position> with_joins(const std::vector<Position>& positions, int seats) {
  auto panel = [&](int waiting) {
    auto j = std::make_shared<display::JoinPanel>();
    const std::string address = "http://192.168.100.200:65535";
    j->heading = "Telefony: otevřete adresu " + address + " a zadejte kód svého místa.";
    for (int i = 0; i < seats; ++i) {
      const std::string& name = kLongNames[static_cast<std::size_t>(i)];
      const std::string url = address + "/s/ABCDEFGHJKLM" + std::to_string(i);
      j->seats.push_back({name, "ABCD-EFGH-JKLMN", url, i >= waiting, name + ": telefon připojen.", phones::qr_code(url)});
    }
    return display::JoinPanelRef(std::move(j));
  };
  std::vector<Position> out;
  for (const auto& pos : positions)
    for (int waiting : {seats, 1, 2}) {
      Position p = pos;
      p.name += " phones " + std::to_string(waiting) + " waiting";
      p.joins = panel(waiting);
      out.push_back(std::move(p));
    }
  return out;
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

}  // namespace
}  // namespace sh
