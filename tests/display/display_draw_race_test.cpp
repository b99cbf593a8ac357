// Numberfloor and Člověče as drawn: seeded games turned into pictures, laid out and
// rendered with the real renderer; pixels are probed where the layout put each pile's top
// card, each hand card, each piece and each home (the right digits on the right card, the
// right colour with the right letter on the right square). Themes and a 60-square board are
// checked the same way.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>

#include "app/settings_screen.h"
#include "display/table_layout.h"
#include "display/theme.h"
#include "display_probe.h"
#include "games/clovece/clovece_game.h"
#include "games/clovece/clovece_narration.h"
#include "games/clovece/clovece_picture.h"
#include "games/numberfloor/numberfloor_game.h"
#include "games/numberfloor/numberfloor_narration.h"
#include "games/numberfloor/numberfloor_picture.h"
#include "games/quist/quist_game.h"
#include "games/quist/quist_narration.h"
#include "games/quist/quist_picture.h"

namespace sh {
namespace {

using display::Box;
using display::DrawOp;
using display::Rgb;
using display::Scene;
using display::Theme;

const std::vector<std::string> kRaceNames = {"Alojz", "Bedřich", "Cyril", "David", "Ema", "Filip"};

// The colour at the probe point of a shape drawn under `tag`.
Rgb shape_colour(const Scene& scene, const test::Image& img, const std::string& tag) {
  const DrawOp* op = scene.find(tag);
  if (!op) return {1, 2, 3};
  int x = 0, y = 0;
  display::shape_probe(op->box, x, y);
  return img.at(x, y);
}

// ----------------------------------------------------------------------------- Numberfloor

struct Floor {
  std::shared_ptr<const Game> game;
  std::unique_ptr<State> state;
  const numberfloor::NumberfloorState& s() const { return static_cast<const numberfloor::NumberfloorState&>(*state); }
};

// A seeded game in play, some cards laid, a person's turn with a few cards in hand.
Floor numberfloor_in_play(const std::string& variant, int players, std::uint64_t seed) {
  Floor f{numberfloor::make_numberfloor_game({{"players", std::to_string(players)}, {"variant", variant}}), nullptr};
  f.state = f.game->new_initial_state();
  int steps = 0;
  test::play_seeded(*f.state, seed, [&] { return ++steps < 40 || f.s().stage() != numberfloor::Stage::Play || f.state->is_chance(); });
  return f;
}

TEST(DisplayDraw, NumberfloorPileTopsHandSizesAndStarsAreDrawn) {
  test::TestVoice tv;
  Floor f = numberfloor_in_play("full", 3, 5);
  const auto& s = f.s();
  ASSERT_EQ(s.stage(), numberfloor::Stage::Play);
  auto picture = numberfloor::make_picture(s, kRaceNames, tv.voice, -1, -1);
  const Theme& theme = display::theme_by_id("dark");
  const Scene scene = display::lay_out(picture.get(), "", theme, 1.0, 1024, 720);
  const test::Image img = test::render_scene(scene);
  // No hand: nobody asked. One row: the floor pile's top and the balloon's top.
  ASSERT_EQ(picture->card_rows.size(), 1u);
  const std::string floor = std::to_string(s.floor_top(0));
  EXPECT_TRUE(test::shows_text(scene, img, "row 0 card 0 face", floor, std::to_string((s.floor_top(0) + 1) % 10)));
  ASSERT_GE(s.balloon_top(), 0);
  if (numberfloor::kind_of(s.balloon_top()) == numberfloor::Kind::Balloon) {
    const int v = numberfloor::value_of(s.balloon_top());
    EXPECT_TRUE(test::shows_text(scene, img, "row 0 card 1 face", "±" + std::to_string(v), "±" + std::to_string(v % 9 + 1)));
  }
  // The row's label says what fits, as the speech does.
  EXPECT_NE(picture->card_rows[0].label.find(floor), std::string::npos) << picture->card_rows[0].label;
  for (int seat = 0; seat < 3; ++seat) {
    const std::string tag = "seat " + std::to_string(seat);
    const std::string size = "🂠 " + std::to_string(s.hand_size(seat));
    EXPECT_TRUE(test::shows_text(scene, img, tag + " score", size, "🂠 " + std::to_string(s.hand_size(seat) + 3)));
    EXPECT_TRUE(test::shows_text(scene, img, tag + " mark", "★" + std::to_string(s.stars(seat)),
                                 "★" + std::to_string(s.stars(seat) + 1)));
    EXPECT_EQ(scene.find(tag + " turn") != nullptr, seat == s.turn_player()) << seat;
  }
  EXPECT_EQ(scene.find("cursor"), nullptr);
}

TEST(DisplayDraw, NumberfloorHandIsDrawnForItsOwnerWithTheCursorOnTheWalkedCard) {
  test::TestVoice tv;
  Floor f = numberfloor_in_play("full", 2, 9);
  const auto& s = f.s();
  const int seat = s.turn_player();
  const auto order = numberfloor::hand_order(s, seat);
  ASSERT_GE(order.size(), 2u);
  auto picture = numberfloor::make_picture(s, kRaceNames, tv.voice, seat, 1);
  ASSERT_EQ(picture->card_rows.size(), 2u);
  const auto& hand = picture->card_rows[1];
  ASSERT_EQ(hand.cards.size(), order.size()) << "one card per kind, as the cursor walks them";
  EXPECT_EQ(picture->cursor_row, 1);
  EXPECT_EQ(picture->cursor_card, 1);
  EXPECT_FALSE(picture->focus.empty());
  const Theme& theme = display::theme_by_id("light");
  const Scene scene = display::lay_out(picture.get(), "", theme, 1.0, 1024, 720);
  const test::Image img = test::render_scene(scene);
  for (std::size_t c = 0; c < order.size(); ++c) {
    const std::string tag = "row 1 card " + std::to_string(c);
    ASSERT_NE(scene.find(tag), nullptr) << tag << " drawn";
    if (numberfloor::kind_of(order[c]) == numberfloor::Kind::Floor) {
      EXPECT_TRUE(test::shows_text(scene, img, tag + " face", std::to_string(order[c]), std::to_string((order[c] + 5) % 10)));
    }
    EXPECT_EQ(scene.find(tag + " playable") != nullptr, numberfloor::can_lay_now(s, seat, order[c])) << tag;
  }
  const DrawOp* cursor = scene.find("cursor");
  const DrawOp* card = scene.find("row 1 card 1");
  ASSERT_TRUE(cursor && card);
  EXPECT_TRUE(cursor->box.contains(card->box.x, card->box.y));
  EXPECT_FALSE(cursor->box.contains(scene.find("row 1 card 0")->box.x, scene.find("row 1 card 0")->box.y));
  EXPECT_EQ(img.at(cursor->box.x + 1, cursor->box.y + cursor->box.h / 2), theme.cursor);
  // Nobody asking: no hand.
  EXPECT_EQ(numberfloor::make_picture(s, kRaceNames, tv.voice, -1, -1)->card_rows.size(), 1u);
}

TEST(DisplayDraw, NumberfloorBeginnerDrawsBothFloorPiles) {
  test::TestVoice tv;
  Floor f = numberfloor_in_play("beginner", 2, 4);
  const auto& s = f.s();
  auto picture = numberfloor::make_picture(s, kRaceNames, tv.voice, -1, -1);
  ASSERT_EQ(picture->card_rows.size(), 2u);
  const Scene scene = display::lay_out(picture.get(), "", display::theme_by_id("yellow"), 1.0, 1024, 720);
  const test::Image img = test::render_scene(scene);
  for (int pile = 0; pile < 2; ++pile) {
    const std::string top = std::to_string(s.floor_top(pile));
    EXPECT_TRUE(test::shows_text(scene, img, "row " + std::to_string(pile) + " card 0 face", top,
                                 std::to_string((s.floor_top(pile) + 4) % 10)));
    EXPECT_EQ(picture->card_rows[static_cast<std::size_t>(pile)].cards.size(), 1u) << "no balloon in Beginner";
  }
}

TEST(DisplayDraw, LongCardRowsKeepEveryCardWhenZoomed) {
  // Nine cards at 1.5x zoom do not fit at the usual width: narrower cards, none left out.
  TablePicture p;
  PictureCardRow row;
  for (int v = 0; v < 9; ++v) row.cards.push_back({std::to_string(v), -1, "", false});
  p.card_rows.push_back(row);
  p.seats.push_back({"Eva", "9", "", 0});
  const Scene scene = display::lay_out(&p, "", display::theme_by_id("dark"), 1.5, 1024, 720);
  const test::Image img = test::render_scene(scene);
  for (int v = 0; v < 9; ++v) {
    const std::string tag = "row 0 card " + std::to_string(v);
    const DrawOp* card = scene.find(tag);
    ASSERT_NE(card, nullptr) << tag;
    EXPECT_LE(card->box.x + card->box.w, 1024) << tag;
    EXPECT_TRUE(test::shows_text(scene, img, tag + " face", std::to_string(v), std::to_string((v + 1) % 10)));
  }
}

// ----------------------------------------------------------------------------- Člověče

struct Race {
  std::shared_ptr<const Game> game;
  std::unique_ptr<State> state;
  const clovece::CloveceState& s() const { return static_cast<const clovece::CloveceState&>(*state); }
};

int track_pieces(const clovece::CloveceState& s) {
  int n = 0;
  for (const auto& p : s.pieces()) n += p.loc.where == clovece::Where::Track;
  return n;
}

// A seeded game with pieces on the track and in some home, at a choice of a move.
Race clovece_midgame(int players, std::uint64_t seed, int on_track) {
  Race r{clovece::make_clovece_game({{"players", std::to_string(players)}}), nullptr};
  r.state = r.game->new_initial_state();
  const auto& s = r.s();
  test::play_seeded(*r.state, seed, [&] {
    return !(track_pieces(s) >= on_track && s.phase() == clovece::Phase::Using && s.legal_moves().size() >= 2);
  });
  return r;
}

// Every piece on its square (track, home, house) in its colour's shade with its letter.
void expect_pieces(const clovece::CloveceState& s, const Scene& scene, const test::Image& img, const Theme& theme) {
  const auto& g = s.clovece_game();
  int seen = 0;
  for (int sq = 0; sq < g.track(); ++sq) {
    const auto on = s.pieces_on(sq);
    const std::string tag = "square " + std::to_string(sq);
    ASSERT_NE(scene.find(tag), nullptr) << tag;
    for (std::size_t k = 0; k < on.size() && k < 4; ++k) {
      const int colour = s.pieces()[static_cast<std::size_t>(on[k])].colour;
      const auto hue = static_cast<std::size_t>(g.piece_colour(colour));
      const std::string piece = tag + " piece " + std::to_string(k);
      EXPECT_EQ(shape_colour(scene, img, piece), theme.hues[hue]) << piece;
      ++seen;
    }
    if (on.empty()) {
      EXPECT_EQ(scene.find(tag + " piece 0"), nullptr) << tag << " is free";
    }
  }
  for (int seat = 0; seat < s.num_players(); ++seat) {
    const std::string base = "base " + std::to_string(seat);
    const auto home = s.home_of(seat);
    for (std::size_t slot = 0; slot < home.size(); ++slot) {
      const std::string tag = base + " home " + std::to_string(slot) + " piece 0";
      if (home[slot] < 0) {
        EXPECT_EQ(scene.find(tag), nullptr) << tag;
        continue;
      }
      EXPECT_EQ(shape_colour(scene, img, tag), theme.hues[static_cast<std::size_t>(g.piece_colour(home[slot]))]) << tag;
      ++seen;
    }
    const auto house = s.house_of(seat);
    for (std::size_t i = 0; i < house.size(); ++i) {
      const std::string tag = base + " house piece " + std::to_string(i);
      EXPECT_EQ(shape_colour(scene, img, tag), theme.hues[static_cast<std::size_t>(g.piece_colour(house[i]))]) << tag;
      ++seen;
    }
    EXPECT_EQ(scene.find(base + " house piece " + std::to_string(house.size())), nullptr);
  }
  EXPECT_EQ(seen, 4 * s.num_players()) << "every piece drawn once";
}

TEST(DisplayDraw, ClovecePiecesStandOnTheirSquaresInTheirColourWithTheirLetter) {
  test::TestVoice tv;
  Race r = clovece_midgame(4, 21, 5);
  const auto& s = r.s();
  ASSERT_GE(track_pieces(s), 5);
  auto picture = clovece::make_picture(s, kRaceNames, tv.voice, -1, -1);
  ASSERT_TRUE(picture->track);
  EXPECT_EQ(picture->track->squares.size(), 40u);
  const Theme& theme = display::theme_by_id("dark");
  const Scene scene = display::lay_out(picture.get(), "", theme, 1.0, 1024, 720);
  const test::Image img = test::render_scene(scene);
  expect_pieces(s, scene, img, theme);
  // The letter beside the colour: "M" on a blue (modrá) piece, never colour alone.
  const clovece::Context c{s, Mode::Dealer, tv.language, 0};
  bool letter_checked = false;
  for (int sq = 0; sq < 40 && !letter_checked; ++sq) {
    const auto on = s.pieces_on(sq);
    if (on.size() != 1) continue;
    const std::string word = clovece::piece_text(s.pieces()[static_cast<std::size_t>(on[0])].colour, c);
    const std::string letter = picture->track->squares[static_cast<std::size_t>(sq)].pieces[0].letter;
    EXPECT_EQ(word.substr(0, letter.size()).size(), letter.size());
    EXPECT_TRUE(test::shows_text(scene, img, "square " + std::to_string(sq) + " piece 0 letter", letter,
                                 letter == "M" ? "Z" : "M"));
    letter_checked = true;
  }
  EXPECT_TRUE(letter_checked);
  // The start squares are framed in their house's colour, with the house's sign outside.
  for (int seat = 0; seat < 4; ++seat) {
    const int start = s.clovece_game().start(seat);
    const DrawOp* frame = scene.find("square " + std::to_string(start) + " start");
    ASSERT_NE(frame, nullptr);
    EXPECT_EQ(img.at(frame->box.x + 1, frame->box.y + frame->box.h / 2),
              theme.hues[static_cast<std::size_t>(s.clovece_game().house_colour(seat))]);
    EXPECT_NE(scene.find("base " + std::to_string(seat) + " sign"), nullptr);
  }
  // The throws: as many dice as thrown, the one in use framed.
  EXPECT_NE(scene.find("die " + std::to_string(s.next_throw()) + " now"), nullptr);
  for (int i = 0; i < s.next_throw(); ++i) EXPECT_NE(scene.find("die " + std::to_string(i) + " used"), nullptr);
  // Whose turn, and the person's list of moves with a number on each target square.
  EXPECT_NE(scene.find("seat " + std::to_string(s.turn_player()) + " turn"), nullptr);
  ASSERT_EQ(picture->lines.size(), s.legal_moves().size());
  for (std::size_t i = 0; i < picture->lines.size(); ++i)
    EXPECT_EQ(picture->lines[i].rfind(std::to_string(i + 1) + ":", 0), 0u) << picture->lines[i];
}

TEST(DisplayDraw, CloveceBrowsedMoveAndReviewCursorAreDrawnWhereTheSpeechIs) {
  test::TestVoice tv;
  Race r = clovece_midgame(3, 8, 4);
  const auto& s = r.s();
  const auto moves = s.legal_moves();
  ASSERT_GE(moves.size(), 2u);
  // Browsing the second move: its line has the bar, its target square is marked.
  auto browsing = clovece::make_picture(s, kRaceNames, tv.voice, -1, 1);
  EXPECT_EQ(browsing->cursor_line, 1);
  EXPECT_EQ(browsing->focus, browsing->lines[1]);
  if (moves[1].to.where == clovece::Where::Track) {
    const auto& target = browsing->track->squares[static_cast<std::size_t>(moves[1].to.index)];
    EXPECT_TRUE(target.marked);
    EXPECT_NE(target.badge.find('2'), std::string::npos);
  }
  const Theme& theme = display::theme_by_id("dark");
  {
    const Scene scene = display::lay_out(browsing.get(), "", theme, 1.0, 1024, 720);
    const test::Image img = test::render_scene(scene);
    const DrawOp* bar = scene.find("cursor");
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->box.contains(scene.find("line 1")->box.x, scene.find("line 1")->box.y));
    EXPECT_FALSE(bar->box.contains(scene.find("line 0")->box.x, scene.find("line 0")->box.y));
    EXPECT_EQ(img.at(bar->box.x + 2, bar->box.y + 2), theme.cursor);
  }
  // The review cursor on the first piece along the listener's path, framed on its square.
  auto review = clovece::make_picture(s, kRaceNames, tv.voice, 0, -1);
  ASSERT_GE(review->cursor_square, 0);
  const clovece::Context c{s, Mode::Dealer, tv.language, clovece::listener_of(s)};
  EXPECT_EQ(review->focus, tv.voice.render(clovece::track_pieces(c).front()));
  EXPECT_FALSE(s.pieces_on(review->cursor_square).empty());
  const Scene scene = display::lay_out(review.get(), "", theme, 1.0, 1024, 720);
  const test::Image img = test::render_scene(scene);
  const DrawOp* cursor = scene.find("cursor");
  const DrawOp* square = scene.find("square " + std::to_string(review->cursor_square));
  ASSERT_TRUE(cursor && square);
  EXPECT_TRUE(cursor->box.contains(square->box.x, square->box.y));
  EXPECT_EQ(img.at(cursor->box.x + 1, cursor->box.y + cursor->box.h / 2), theme.cursor);
}

TEST(DisplayDraw, CloveceSixPlayersBoardHasSixtySquaresThatNeverOverlap) {
  test::TestVoice tv;
  Race r = clovece_midgame(6, 3, 6);
  const auto& s = r.s();
  auto picture = clovece::make_picture(s, kRaceNames, tv.voice, -1, -1);
  EXPECT_EQ(picture->track->squares.size(), 60u);
  EXPECT_EQ(picture->track->bases.size(), 6u);
  const Theme& theme = display::theme_by_id("dark");
  for (auto [w, h] : {std::pair{1024, 720}, std::pair{800, 600}, std::pair{1280, 900}}) {
    const Scene scene = display::lay_out(picture.get(), "", theme, 1.0, w, h);
    std::vector<Box> boxes;
    for (const auto& op : scene.ops)
      if (op.kind == DrawOp::Kind::Fill &&
          (op.tag.rfind("square ", 0) == 0 || op.tag.find(" home ") != std::string::npos) &&
          op.tag.find("badge") == std::string::npos)
        boxes.push_back(op.box);
    ASSERT_EQ(boxes.size(), 60u + 6u * 4u);
    for (std::size_t i = 0; i < boxes.size(); ++i) {
      EXPECT_GE(boxes[i].x, 0);
      EXPECT_LE(boxes[i].x + boxes[i].w, w);
      EXPECT_LE(boxes[i].y + boxes[i].h, scene.find("caption box")->box.y) << "above the caption";
      for (std::size_t j = i + 1; j < boxes.size(); ++j) {
        const Box& a = boxes[i];
        const Box& b = boxes[j];
        const bool apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
        EXPECT_TRUE(apart) << w << "x" << h << ": boxes " << i << " and " << j << " overlap";
      }
    }
    const test::Image img = test::render_scene(scene);
    expect_pieces(s, scene, img, theme);
    if (const char* docs = std::getenv("SPOLUHRAC_DOCS_SHOTS"); docs && w == 1024)
      test::write_png(img, std::string(docs) + "/window-clovece-six.png");
  }
}

TEST(DisplayTheme, CloveceAndNumberfloorFollowTheTheme) {
  test::TestVoice tv;
  Race r = clovece_midgame(4, 21, 5);
  auto race = clovece::make_picture(r.s(), kRaceNames, tv.voice, -1, -1);
  Floor f = numberfloor_in_play("full", 3, 5);
  auto floor = numberfloor::make_picture(f.s(), kRaceNames, tv.voice, -1, -1);
  std::vector<Rgb> reds;
  for (const char* id : {"dark", "light", "yellow", "blue"}) {
    const Theme& theme = display::theme_by_id(id);
    const Scene scene = display::lay_out(race.get(), "", theme, 1.0, 1024, 720);
    const test::Image img = test::render_scene(scene);
    EXPECT_EQ(img.at(1, 1), theme.background) << id;
    expect_pieces(r.s(), scene, img, theme);
    reds.push_back(theme.hues[0]);
    const Scene pile = display::lay_out(floor.get(), "", theme, 1.0, 1024, 720);
    const test::Image pimg = test::render_scene(pile);
    EXPECT_EQ(pimg.at(1, 1), theme.background) << id;
    const std::string top = std::to_string(f.s().floor_top(0));
    EXPECT_TRUE(test::shows_text(pile, pimg, "row 0 card 0 face", top, std::to_string((f.s().floor_top(0) + 2) % 10))) << id;
    EXPECT_GT(test::count_colour(pimg, pile.find("row 0 card 0 face")->box, theme.text), 10) << id;
  }
  EXPECT_NE(reds[0], reds[1]) << "each theme its own shade";
  // Every hue differs from the others and from the background in every theme.
  for (const Theme& theme : display::themes())
    for (std::size_t a = 0; a < theme.hues.size(); ++a) {
      EXPECT_NE(theme.hues[a], theme.background) << theme.id;
      for (std::size_t b = a + 1; b < theme.hues.size(); ++b) EXPECT_NE(theme.hues[a], theme.hues[b]) << theme.id;
    }
}

TEST(DisplayZoom, ClovecePiecesStayOnTheirSquaresWhenZoomed) {
  test::TestVoice tv;
  Race r = clovece_midgame(4, 12, 4);
  auto picture = clovece::make_picture(r.s(), kRaceNames, tv.voice, -1, -1);
  const Theme& theme = display::theme_by_id("dark");
  const Scene normal = display::lay_out(picture.get(), "", theme, 1.0, 1280, 900);
  const Scene zoomed = display::lay_out(picture.get(), "", theme, 1.6, 1280, 900);
  expect_pieces(r.s(), zoomed, test::render_scene(zoomed), theme);
  // Zoom enlarges the text; the board gives up at most a quarter of its size to the larger
  // caption and seats.
  // (The zoomed seats may scroll to whose turn it is: a seat drawn in both.)
  int compared = 0;
  for (std::size_t i = 0; i < picture->seats.size(); ++i) {
    const std::string tag = "seat " + std::to_string(i) + " score";
    if (!zoomed.find(tag) || !normal.find(tag)) continue;
    EXPECT_GT(zoomed.find(tag)->font_px, normal.find(tag)->font_px);
    ++compared;
  }
  EXPECT_GT(compared, 0);
  EXPECT_GE(zoomed.find("square 0")->box.w, normal.find("square 0")->box.w * 3 / 4);
}


TEST(DisplayZoom, QuistTrickKeepsEveryCardWhenZoomedIn) {
  // Zoomed in for low vision, the cards of a trick used to be left out where the row was too
  // narrow (at 300 % only the first card was drawn); now they get narrower and wrap.
  test::TestVoice tv;
  auto game = make_quist_game({{"mode", "dealer"}, {"games", "1"}});
  auto s = game->new_initial_state();
  const auto& q = static_cast<const quist::QuistState&>(*s);
  test::play_seeded(*s, 3, [&] { return !(q.table().size() == 1 && q.table()[0].size() == 3); });
  ASSERT_EQ(q.table()[0].size(), 3u);
  auto picture = quist::make_picture(q, kRaceNames, tv.voice, -1);
  for (double zoom : {1.0, 2.0, 3.0, 4.0}) {
    const Scene scene = display::lay_out(picture.get(), "", display::theme_by_id("dark"), zoom, 1024, 720);
    const test::Image img = test::render_scene(scene);
    for (std::size_t i = 0; i < 3; ++i) {
      const std::string tag = "row 0 card " + std::to_string(i);
      const int v = q.table()[0][i].value;
      ASSERT_NE(scene.find(tag), nullptr) << tag << " at zoom " << zoom;
      EXPECT_LE(scene.find(tag)->box.x + scene.find(tag)->box.w, 1024) << tag << " at zoom " << zoom;
      EXPECT_TRUE(test::shows_text(scene, img, tag + " face", std::to_string(v), std::to_string((v + 1) % 10)))
          << "zoom " << zoom;
    }
  }
}


TEST(DisplayDraw, QuistReviewCursorFramesTheItemTheSpeechIsOn) {
  test::TestVoice tv;
  auto game = make_quist_game({{"mode", "dealer"}, {"games", "1"}});
  auto s = game->new_initial_state();
  const auto& q = static_cast<const quist::QuistState&>(*s);
  test::play_seeded(*s, 5, [&] { return !(q.game_tricks()[0] + q.game_tricks()[1] >= 1 && q.table().size() == 1 && q.table()[0].size() == 2); });
  const int turn = q.current_player();
  ASSERT_GE(turn, 0);
  // The items as the controller walks them: the hand (two items) first, then the table's.
  const auto hands = quist::hand_items(q, kRaceNames, turn);
  const auto items = quist::table_items(q, kRaceNames);
  ASSERT_EQ(hands.size(), 2u);
  ASSERT_FALSE(items.empty());
  // On the hand: the hand row is framed.
  auto on_hand = quist::make_picture(q, kRaceNames, tv.voice, turn, 0, "");
  ASSERT_EQ(on_hand->card_rows.size(), 2u);
  EXPECT_EQ(on_hand->cursor_row, 1);
  // On the trick on the table: its row is framed and the item's text is the focus line.
  const std::string said = tv.voice.render(items[0].messages.front());
  auto on_trick = quist::make_picture(q, kRaceNames, tv.voice, -1, 2, said);
  EXPECT_EQ(on_trick->cursor_row, 0);
  EXPECT_EQ(on_trick->focus, said);
  const Theme& theme = display::theme_by_id("dark");
  const Scene scene = display::lay_out(on_trick.get(), "", theme, 1.0, 1024, 720);
  const test::Image img = test::render_scene(scene);
  const DrawOp* cursor = scene.find("cursor");
  ASSERT_NE(cursor, nullptr);
  EXPECT_TRUE(cursor->box.contains(scene.find("row 0 card 0")->box.x, scene.find("row 0 card 0")->box.y));
  EXPECT_EQ(img.at(cursor->box.x + 1, cursor->box.y + cursor->box.h / 2), theme.cursor);
  // On this game's tricks: the first team's row.
  for (std::size_t j = 0; j < items.size(); ++j)
    if (!items[j].messages.empty() && items[j].messages.front().id == "quist.review.game_tricks") {
      EXPECT_EQ(quist::make_picture(q, kRaceNames, tv.voice, -1, static_cast<int>(2 + j), "")->cursor_seat, 0);
    }
  // No review: no cursor.
  EXPECT_EQ(display::lay_out(quist::make_picture(q, kRaceNames, tv.voice, -1).get(), "", theme, 1.0, 1024, 720).find("cursor"),
            nullptr);
}


TEST(DisplayDraw, SettingsAreDrawnWithTheCursorBarOnTheSettingTheSpeechNamed) {
  test::TestHost host;
  auto screen = make_settings_screen();
  screen->on_key(host, Key::Next);
  screen->on_key(host, Key::Next);
  auto picture = screen->picture(host);
  ASSERT_NE(picture, nullptr);
  ASSERT_GE(picture->lines.size(), 5u);
  EXPECT_EQ(picture->cursor_line, 2);
  EXPECT_EQ(picture->focus, picture->lines[2]);
  const Theme& theme = display::theme_by_id("dark");
  const Scene scene = display::lay_out(picture.get(), "", theme, 1.0, 1024, 720);
  const test::Image img = test::render_scene(scene);
  const DrawOp* bar = scene.find("cursor");
  ASSERT_NE(bar, nullptr);
  EXPECT_TRUE(bar->box.contains(scene.find("line 2")->box.x, scene.find("line 2")->box.y));
  EXPECT_EQ(img.at(bar->box.x + 2, bar->box.y + 2), theme.cursor);
  EXPECT_TRUE(test::shows_text(scene, img, "line 2", picture->lines[2], picture->lines[1]));
}

}  // namespace
}  // namespace sh
