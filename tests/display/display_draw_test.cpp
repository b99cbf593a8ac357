// The table as drawn: seeded games of KIVI, Quist and Šipky turned into pictures, laid out
// and rendered with the real renderer; pixels are probed where the layout put each stone,
// card and score (the right colour in the right cell, the right digits in the right box).
// Themes and zoom are checked the same way.
#include <gtest/gtest.h>

#include <random>

#include "display/table_layout.h"
#include "display/theme.h"
#include "display_probe.h"
#include "narration/message.h"
#include "games/kivi/kivi_game.h"
#include "games/kivi/kivi_picture.h"
#include "games/quist/quist_game.h"
#include "games/quist/quist_picture.h"
#include "games/sipky/sipky_game.h"
#include "games/sipky/sipky_picture.h"
#include "play/menu_screen.h"

namespace sh {
namespace {

using display::Box;
using display::Rgb;
using display::Scene;
using display::Theme;

const std::vector<std::string> kNames = {"Alojz", "Bedřich", "Cyril", "David"};

// A game and a state of it (the state refers to the game).
struct Played {
  std::shared_ptr<const Game> game;
  std::unique_ptr<State> state;
  State* operator->() const { return state.get(); }
  State& operator*() const { return *state; }
};

Played kivi_midgame(int players, std::uint64_t seed, int stones) {
  Played played{kivi::make_kivi_game({{"players", std::to_string(players)}}), nullptr};
  played.state = played.game->new_initial_state();
  State* s = played.state.get();
  auto placed = [&] {
    const auto& k = static_cast<const kivi::KiviState&>(*s);
    int n = 0;
    for (int c = 0; c < kivi::kCells; ++c) n += k.owner(c) >= 0;
    return n;
  };
  test::play_seeded(*s, seed, [&] { return placed() < stones; });
  // On to a moment with dice rolled and a choice to make.
  test::play_seeded(*s, seed + 1, [&] { return s->is_chance(); });
  return played;
}

// Every stone in its cell in its owner's colour, every free cell without one.
void expect_board(const kivi::KiviState& k, const Scene& scene, const test::Image& img, const Theme& theme, int dx = 0,
                  int dy = 0) {
  int stones = 0;
  for (int cell = 0; cell < kivi::kCells; ++cell) {
    const std::string tag = "cell " + std::to_string(kivi::row_of(cell) + 1) + " " + std::to_string(kivi::col_of(cell) + 1);
    const display::DrawOp* box = scene.find(tag);
    ASSERT_NE(box, nullptr) << tag;
    const display::DrawOp* stone = scene.find(tag + " stone");
    if (k.owner(cell) >= 0) {
      ASSERT_NE(stone, nullptr) << tag << " has a stone of seat " << k.owner(cell);
      int x = 0, y = 0;
      display::shape_probe(stone->box, x, y);
      EXPECT_EQ(img.at(x + dx, y + dy), theme.seats[static_cast<std::size_t>(k.owner(cell))]) << tag;
      ++stones;
    } else {
      EXPECT_EQ(stone, nullptr) << tag << " is free";
      const int x = box->box.x + box->box.w * 36 / 100, y = box->box.y + box->box.h * 82 / 100;
      EXPECT_EQ(img.at(x + dx, y + dy), theme.panel) << tag << " is free";
    }
  }
  EXPECT_GT(stones, 0);
}

TEST(DisplayDraw, KiviStonesLieInTheirCellsInTheOwnersColourAndScoresAreDrawn) {
  test::TestVoice tv;
  auto s = kivi_midgame(3, 11, 9);
  const auto& k = static_cast<const kivi::KiviState&>(*s);
  auto picture = kivi::make_picture(k, kNames, tv.voice, 24);
  const Theme& theme = display::theme_by_id("dark");
  const Scene scene = display::lay_out(picture.get(), "Kolo 4.", theme, 1.0, 1024, 720);
  const test::Image img = test::render_scene(scene);
  expect_board(k, scene, img, theme);
  for (int seat = 0; seat < 3; ++seat) {
    const std::string score = std::to_string(k.score(seat));
    EXPECT_TRUE(test::shows_text(scene, img, "seat " + std::to_string(seat) + " score", score, score + "1"));
    // The seat's sign: its colour with its number.
    const display::DrawOp* sign = scene.find("seat " + std::to_string(seat) + " sign");
    ASSERT_NE(sign, nullptr);
    int x = 0, y = 0;
    display::shape_probe(sign->box, x, y);
    EXPECT_EQ(img.at(x, y), theme.seats[static_cast<std::size_t>(seat)]);
  }
  // Whose turn: the marker beside that seat only.
  for (int seat = 0; seat < 3; ++seat)
    EXPECT_EQ(scene.find("seat " + std::to_string(seat) + " turn") != nullptr, seat == k.turn_player()) << seat;
  // The cell labels say the board's combinations; the cursor frames cell 24 (row 4, col 4).
  EXPECT_TRUE(test::shows_text(scene, img, "cell 1 1 label", "AA BB", "AAA"));
  EXPECT_TRUE(test::shows_text(scene, img, "cell 1 3 label", "Σ≤12", "Σ≥30"));
  const display::DrawOp* cursor = scene.find("cursor");
  const display::DrawOp* cell = scene.find("cell 4 4");
  ASSERT_TRUE(cursor && cell);
  EXPECT_TRUE(cursor->box.contains(cell->box.x, cell->box.y));
  EXPECT_EQ(img.at(cursor->box.x + 1, cursor->box.y + 1), theme.cursor);
  // The dice: as many as rolled, the held ones in the accent colour.
  int dice = 0;
  for (const auto& op : scene.ops)
    if (op.kind == display::DrawOp::Kind::Fill && (op.tag.rfind("die ", 0) == 0 || op.tag.rfind("held die ", 0) == 0) &&
        op.tag.find("pip") == std::string::npos)
      ++dice;
  EXPECT_EQ(dice, 6);
}

TEST(DisplayDraw, KiviHeldDiceAreDrawnFirstOnALineOfTheirOwnInTheAccentColour) {
  test::TestVoice tv;
  auto s = kivi_midgame(2, 5, 3);
  auto& k = static_cast<kivi::KiviState&>(*s);
  // Hold the first value shown.
  int held_value = 0;
  for (int v = 1; v <= 6 && !held_value; ++v)
    if (k.free_dice()[static_cast<std::size_t>(v)] > 0 && k.is_legal(kivi::hold_action(v))) held_value = v;
  ASSERT_GT(held_value, 0);
  s->apply(kivi::hold_action(held_value));
  auto picture = kivi::make_picture(k, kNames, tv.voice, -1);
  const Theme& theme = display::theme_by_id("dark");
  const Scene scene = display::lay_out(picture.get(), "", theme, 1.0, 1024, 720);
  const test::Image img = test::render_scene(scene);
  const display::DrawOp* held = nullptr;
  for (const auto& op : scene.ops)
    if (op.tag.rfind("held die ", 0) == 0 && op.kind == display::DrawOp::Kind::Fill) held = held ? held : &op;
  ASSERT_NE(held, nullptr);
  EXPECT_EQ(img.at(held->box.x + held->box.w / 2, held->box.y + 3 * held->box.h / 4 + 2), theme.accent);
  // Held first, as the speech says them ("drží 3, volné 1, 5 a 6"): every held die on the
  // line above the free ones, never wrapped in among them.
  for (const auto& op : scene.ops)
    if (op.kind == display::DrawOp::Kind::Fill && op.tag.rfind("die ", 0) == 0 && op.tag.find(' ', 4) == std::string::npos) {
      EXPECT_GE(op.box.y, held->box.y + held->box.h) << op.tag;
    }
  EXPECT_EQ(scene.find("cursor"), nullptr);  // no review cursor, no frame
}

TEST(DisplayDraw, QuistTrickShowsWhoLaidWhichCardAndTheTeamsTricks) {
  test::TestVoice tv;
  auto game = make_quist_game({{"mode", "dealer"}, {"games", "1"}});
  auto s = game->new_initial_state();
  const auto& q = static_cast<const quist::QuistState&>(*s);
  // Play on until some tricks are taken and three cards lie on the table.
  test::play_seeded(*s, 3, [&] { return !(q.game_tricks()[0] + q.game_tricks()[1] >= 2 && q.table().size() == 1 && q.table()[0].size() == 3); });
  ASSERT_EQ(q.table().size(), 1u);
  ASSERT_EQ(q.table()[0].size(), 3u);
  auto picture = quist::make_picture(q, kNames, tv.voice, -1);
  const Theme& theme = display::theme_by_id("dark");
  const Scene scene = display::lay_out(picture.get(), "", theme, 1.0, 1024, 720);
  const test::Image img = test::render_scene(scene);
  ASSERT_EQ(picture->card_rows.size(), 1u);  // no hand: nobody asked for one
  const auto best = quist::best_of(q.table()[0]);
  for (std::size_t i = 0; i < 3; ++i) {
    const auto& play = q.table()[0][i];
    const std::string tag = "row 0 card " + std::to_string(i);
    EXPECT_TRUE(test::shows_text(scene, img, tag + " face", std::to_string(play.value), std::to_string((play.value + 1) % 10)));
    const display::DrawOp* sign = scene.find(tag + " sign");
    ASSERT_NE(sign, nullptr);
    int x = 0, y = 0;
    display::shape_probe(sign->box, x, y);
    EXPECT_EQ(img.at(x, y), theme.seats[static_cast<std::size_t>(play.seat)]) << tag;
    EXPECT_EQ(scene.find(tag + " best") != nullptr, play.value == best.value && play.seat == best.seat) << tag;
  }
  for (int team = 0; team < 2; ++team) {
    const std::string tricks = std::to_string(q.game_tricks()[static_cast<std::size_t>(team)]);
    EXPECT_TRUE(test::shows_text(scene, img, "seat " + std::to_string(team) + " score", tricks, tricks + "0"));
  }
  // The player to lay next is marked.
  EXPECT_NE(scene.find("seat " + std::to_string(2 + q.current_player()) + " turn"), nullptr);
}

TEST(DisplayDraw, QuistHandIsDrawnOnlyForItsOwnerWhileItIsTheirTurn) {
  test::TestVoice tv;
  auto game = make_quist_game({{"mode", "dealer"}, {"games", "1"}});
  auto s = game->new_initial_state();
  const auto& q = static_cast<const quist::QuistState&>(*s);
  test::play_seeded(*s, 8, [&] { return s->is_chance(); });
  const int turn = q.current_player();
  ASSERT_GE(turn, 0);
  EXPECT_EQ(quist::make_picture(q, kNames, tv.voice, -1)->card_rows.size(), 0u);
  EXPECT_EQ(quist::make_picture(q, kNames, tv.voice, (turn + 1) % 4)->card_rows.size(), 0u);
  auto shown = quist::make_picture(q, kNames, tv.voice, turn);
  ASSERT_EQ(shown->card_rows.size(), 1u);
  EXPECT_EQ(static_cast<int>(shown->card_rows[0].cards.size()), q.cards_left(turn));
}

TEST(DisplayDraw, SipkyScoresMarksAndTheThrowAreDrawn) {
  test::TestVoice tv;
  // A seeded game at a throw after someone went out (or stopped).
  std::shared_ptr<const Game> game;
  std::unique_ptr<State> s;
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    game = sipky::make_sipky_game({{"players", "3"}});
    s = game->new_initial_state();
    const auto& state = static_cast<const sipky::SipkyState&>(*s);
    auto out = [&] {
      for (const auto& p : state.players())
        if (p.status != sipky::Status::Active) return true;
      return false;
    };
    test::play_seeded(*s, seed, [&] { return !(out() && state.hand().size() == 2); });
    if (!s->is_terminal()) break;
  }
  ASSERT_FALSE(s->is_terminal());
  const auto& k = static_cast<const sipky::SipkyState&>(*s);
  auto picture = sipky::make_picture(k, kNames, tv.voice, 1);
  const Theme& theme = display::theme_by_id("light");
  const Scene scene = display::lay_out(picture.get(), "", theme, 1.0, 1200, 800);
  const test::Image img = test::render_scene(scene);
  for (std::size_t i = 0; i < k.players().size(); ++i) {
    const auto& p = k.players()[i];
    const std::string tag = "seat " + std::to_string(i);
    // The score with the distance to the target while the player still throws ("49, chybí
    // 52": issue 42, "49 (−52)" read as a negative score).
    const std::string score =
        p.status == sipky::Status::Active && p.score < k.target()
            ? tv.voice.render(Message("sipky.picture.score").with("score", p.score).with("missing", k.target() - p.score))
            : std::to_string(p.score);
    if (score != std::to_string(p.score)) {
      EXPECT_NE(score.find("chybí"), std::string::npos) << score;
    }
    EXPECT_TRUE(test::shows_text(scene, img, tag + " score", score, score + "0"));
    // A gap between the name and the score ("Hráč jedna174" was drawn).
    const display::DrawOp* name = scene.find(tag + " name");
    const display::DrawOp* drawn_score = scene.find(tag + " score");
    ASSERT_NE(name, nullptr);
    EXPECT_TRUE(name->box.x + name->box.w + 8 <= drawn_score->box.x || name->box.y + name->box.h <= drawn_score->box.y)
        << tag;
    if (p.status == sipky::Status::Busted) EXPECT_TRUE(test::shows_text(scene, img, tag + " mark", "✗", "★"));
    else EXPECT_EQ(scene.find(tag + " mark") != nullptr, p.status != sipky::Status::Active);
  }
  for (std::size_t c = 0; c < k.hand().size(); ++c)
    EXPECT_TRUE(test::shows_text(scene, img, "row 0 card " + std::to_string(c) + " face", std::to_string(k.hand()[c]),
                                 std::to_string((k.hand()[c] + 3) % 10)));
  // The review cursor is on seat 1's row.
  const display::DrawOp* cursor = scene.find("cursor");
  ASSERT_NE(cursor, nullptr);
  EXPECT_EQ(cursor->box.y, scene.find("seat 1")->box.y);
  EXPECT_EQ(img.at(cursor->box.x, cursor->box.y + cursor->box.h / 2), theme.cursor);
}

TEST(DisplayDraw, MenuItemsAreDrawnWithTheCursorBarOnTheChosenItem) {
  test::TestHost host;
  MenuScreen menu(Message("menu.main"), {{Message("game.sipky"), nullptr}, {Message("game.quist"), nullptr}, {Message("game.kivi"), nullptr}},
                  [](Host&) {}, 0);
  menu.on_key(host, Key::Next);
  menu.on_key(host, Key::Next);
  auto picture = menu.picture(host);
  ASSERT_EQ(picture->lines.size(), 3u);
  EXPECT_EQ(picture->cursor_line, 2);
  const Theme& theme = display::theme_by_id("yellow");
  const Scene scene = display::lay_out(picture.get(), "", theme, 1.0, 1024, 720);
  const test::Image img = test::render_scene(scene);
  const display::DrawOp* bar = scene.find("cursor");
  ASSERT_NE(bar, nullptr);
  EXPECT_EQ(bar->box.y, scene.find("line 2")->box.y);
  EXPECT_EQ(img.at(bar->box.x + 2, bar->box.y + 2), theme.cursor);
  EXPECT_TRUE(test::shows_text(scene, img, "line 2", picture->lines[2], picture->lines[1]));
  EXPECT_EQ(picture->focus, picture->lines[2]);
}

TEST(DisplayDraw, ALessonsTaskIsDrawnAcrossTheWindowBetweenTheTitleAndTheTable) {
  auto picture = std::make_shared<TablePicture>();
  picture->title = "Výuka: Matfyzácké Člověče, nezlob se.";
  picture->status = "12 / 34 · Na tahu Červený, hody 6, 3, teď se použije 6.";
  picture->task = "Úloha: padla šestka a pak trojka, na plánu nemáš nic. Nasaď halmičku: vyber číslo možnosti.";
  for (const char* name : {"Eva", "Zelený"}) {
    PictureSeat seat;
    seat.name = name;
    seat.score = "0/4";
    picture->seats.push_back(seat);
  }
  const Theme& theme = display::theme_by_id("yellow");
  const Scene scene = display::lay_out(picture.get(), "", theme, 1.0, 1024, 720);
  const test::Image img = test::render_scene(scene);
  const display::DrawOp* title = scene.find("title");
  const display::DrawOp* status = scene.find("status");
  const display::DrawOp* task = scene.find("task");
  const display::DrawOp* seat = scene.find("seat 0");
  ASSERT_TRUE(title && status && task && seat);
  EXPECT_GE(task->box.y, title->box.y + title->box.h) << "under the title";
  EXPECT_GE(seat->box.y, task->box.y + task->box.h) << "above the table";
  EXPECT_GE(task->box.w, 1024 * 9 / 10) << "across the window";
  EXPECT_TRUE(test::shows_text(scene, img, "task", picture->task, picture->status));
  // The long title keeps its size and never runs under the status (the status goes under it).
  EXPECT_EQ(title->font_px, display::lay_out(nullptr, "", theme, 1.0, 1024, 720).find("title")->font_px);
  EXPECT_TRUE(title->box.x + title->box.w <= status->box.x || title->box.y + title->box.h <= status->box.y);
}

TEST(DisplayDraw, AListLongerThanItsRoomIsDrawnSmallerInsteadOfLosingItems) {
  auto picture = std::make_shared<TablePicture>();
  picture->title = "Hlavní nabídka.";
  for (int i = 1; i <= 18; ++i) picture->lines.push_back(std::to_string(i) + ": položka nabídky číslo " + std::to_string(i));
  picture->cursor_line = 17;
  const Theme& theme = display::theme_by_id("yellow");
  const Scene scene = display::lay_out(picture.get(), "", theme, 1.0, 1024, 720);
  for (int i = 0; i < 18; ++i) EXPECT_NE(scene.find("line " + std::to_string(i)), nullptr) << i;
  // A short list keeps the full size.
  auto few = std::make_shared<TablePicture>(*picture);
  few->lines.resize(3);
  few->cursor_line = 0;
  const Scene roomy = display::lay_out(few.get(), "", theme, 1.0, 1024, 720);
  EXPECT_LT(scene.find("line 0")->font_px, roomy.find("line 0")->font_px);
}

TEST(DisplayTheme, EveryThemeRedrawsBackgroundTextAndStonesInItsOwnColours) {
  test::TestVoice tv;
  auto s = kivi_midgame(4, 17, 12);
  const auto& k = static_cast<const kivi::KiviState&>(*s);
  auto picture = kivi::make_picture(k, kNames, tv.voice, -1);
  std::vector<Rgb> backgrounds;
  for (const char* id : {"dark", "light", "yellow"}) {
    const Theme& theme = display::theme_by_id(id);
    ASSERT_EQ(theme.id, id);
    const Scene scene = display::lay_out(picture.get(), "Na tahu Cyril.", theme, 1.0, 1024, 720);
    const test::Image img = test::render_scene(scene);
    EXPECT_EQ(img.at(1, 1), theme.background) << id;
    backgrounds.push_back(img.at(1, 1));
    expect_board(k, scene, img, theme);
    // The caption's letters are in the theme's text colour.
    EXPECT_GT(test::count_colour(img, scene.find("caption")->box, theme.text), 50) << id;
  }
  EXPECT_NE(backgrounds[0], backgrounds[1]);
  EXPECT_EQ(display::theme_by_id("yellow").text, (Rgb{255, 255, 0}));
  EXPECT_EQ(display::next_theme("dark").id, "light");
}

TEST(DisplayZoom, ZoomEnlargesTextAndKeepsEveryStoneInItsCell) {
  test::TestVoice tv;
  auto s = kivi_midgame(2, 23, 8);
  const auto& k = static_cast<const kivi::KiviState&>(*s);
  auto picture = kivi::make_picture(k, kNames, tv.voice, -1);
  const Theme& theme = display::theme_by_id("dark");
  const Scene normal = display::lay_out(picture.get(), "Kolo 5.", theme, 1.0, 1280, 900);
  const Scene zoomed = display::lay_out(picture.get(), "Kolo 5.", theme, 2.0, 1280, 900);
  EXPECT_EQ(display::layout_unit(2.0, 1280, 900), 2 * display::layout_unit(1.0, 1280, 900));
  const test::Image a = test::render_scene(normal), b = test::render_scene(zoomed);
  expect_board(k, normal, a, theme);
  expect_board(k, zoomed, b, theme);
  const auto* small = normal.find("seat 0 score");
  const auto* large = zoomed.find("seat 0 score");
  ASSERT_TRUE(small && large);
  // The scores grow at least halfway to the zoom (issue 42: 1.5 times at 200 %); the
  // caption, beside the board in its column, never gets smaller.
  EXPECT_GE(large->font_px * 10, small->font_px * 15);
  EXPECT_GE(zoomed.find("caption")->font_px, normal.find("caption")->font_px);
  const int ink_small = test::count_colour(a, small->box, theme.text);
  const int ink_large = test::count_colour(b, large->box, theme.text);
  EXPECT_GT(ink_large * 10, 18 * ink_small) << "digits drawn larger";
  EXPECT_TRUE(test::shows_text(zoomed, b, "seat 0 score", std::to_string(k.score(0)), std::to_string(k.score(0) + 7)));
  // Resizing: a window half as wide and high lays the same board out smaller, still right.
  const Scene resized = display::lay_out(picture.get(), "", theme, 1.0, 640, 480);
  expect_board(k, resized, test::render_scene(resized), theme);
}

}  // namespace
}  // namespace sh
