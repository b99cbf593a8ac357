#include "games/kivi/kivi_picture.h"

#include <algorithm>

#include "games/kivi/kivi_narration.h"
#include "play/voice.h"

namespace sh::kivi {

std::string combination_sign(Combination c) {
  switch (c) {
    case Combination::SumAtMost12: return "Σ≤12";
    case Combination::SumAtLeast30: return "Σ≥30";
    case Combination::AllOdd: return "1 3 5";
    case Combination::AllEven: return "2 4 6";
    default: return std::string(combination_code(c));
  }
}

TablePictureRef make_picture(const KiviState& s, const std::vector<std::string>& names, const Voice& voice,
                             int cursor_cell) {
  auto p = std::make_shared<TablePicture>();
  auto name = [&](int seat) {
    return seat >= 0 && static_cast<std::size_t>(seat) < names.size() ? names[static_cast<std::size_t>(seat)]
                                                                      : std::to_string(seat + 1);
  };
  p->title = voice.render(Message("game.kivi"));
  const bool over = s.phase() == Phase::GameOver;
  const int acting = s.phase() == Phase::Relocating ? s.relocating_player() : s.turn_player();
  if (!over)
    p->status = voice.render(Message("kivi.now")
                                 .with("round", s.round())
                                 .with("player", name(s.turn_player()))
                                 .with("in_hand", s.stones_in_hand(s.turn_player())));
  std::vector<int> winners;
  if (over)
    for (const auto& line : s.ranking())
      if (line.place == 1) winners.push_back(line.seat);
  for (int seat = 0; seat < s.num_players(); ++seat) {
    PictureSeat ps;
    ps.name = name(seat);
    ps.score = std::to_string(s.score(seat));
    ps.colour = seat;
    ps.to_act = !over && seat == acting;
    if (std::find(winners.begin(), winners.end(), seat) != winners.end()) ps.mark = "★";
    p->seats.push_back(std::move(ps));
  }
  PictureGrid g;
  g.rows = kSize;
  g.cols = kSize;
  std::vector<bool> allowed(kCells, false);
  for (const auto& a : s.allowed_cells()) allowed[static_cast<std::size_t>(a.cell)] = true;
  for (int cell = 0; cell < kCells; ++cell) {
    PictureCell pc;
    pc.label = combination_sign(s.cell_combination(cell));
    pc.value = std::to_string(s.cell_value(cell));
    pc.owner = s.owner(cell);
    pc.allowed = allowed[static_cast<std::size_t>(cell)];
    g.cells.push_back(std::move(pc));
  }
  p->grid = std::move(g);
  // The dice highest first, as the speech says them ("5 5 2").
  if (!over) {
    for (int v = 6; v >= 1; --v)
      for (int k = 0; k < s.free_dice()[static_cast<std::size_t>(v)]; ++k) p->dice.push_back({v, false});
    for (int k = 0; k < s.dice_to_roll(); ++k) p->dice.push_back({0, false});
    for (int v = 6; v >= 1; --v)
      for (int k = 0; k < s.held()[static_cast<std::size_t>(v)]; ++k) p->dice.push_back({v, true});
  }
  p->legend = voice.render(Message("kivi.picture.legend"));
  // The game's end: the places and scores as the speech says them.
  if (over)
    for (const Message& m : ranking(Context{s, names, Mode::Dealer, voice.language()})) p->lines.push_back(voice.render(m));
  if (cursor_cell >= 0 && cursor_cell < kCells) {
    p->cursor_cell = cursor_cell;
    const PictureCell& c = p->grid->cells[static_cast<std::size_t>(cursor_cell)];
    p->focus = std::to_string(row_of(cursor_cell) + 1) + "/" + std::to_string(col_of(cursor_cell) + 1) + " " + c.label +
               " =" + c.value + (c.owner >= 0 ? " " + name(c.owner) : "");
  }
  return p;
}

}  // namespace sh::kivi
