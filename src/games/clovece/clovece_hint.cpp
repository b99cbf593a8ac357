#include "games/clovece/clovece_hint.h"

#include <algorithm>

namespace sh::clovece {

StrongBudget hint_budget() {
  StrongBudget b;
  b.time_ms = 300;
  b.max_rounds = 64;
  return b;
}

std::pair<int, int> threat_on(const CloveceState& s, int square, int me) {
  for (int q = 0; q < s.num_players(); ++q) {
    if (q == me || s.finished(q)) continue;
    for (int v = 1; v <= 6; ++v)
      for (const Move& m : s.moves_for(q, v))
        if ((m.kind == MoveKind::Track || m.kind == MoveKind::Enter) && m.to.index == square &&
            !(m.from.where == Where::Track && m.from.index == square))
          return {q, v};
  }
  return {-1, 0};
}

namespace {

Message reason(const Context& c, const Move& m) {
  const CloveceState& s = c.state;
  const int me = s.turn_player();
  switch (m.kind) {
    case MoveKind::Pass: return Message("clovece.hint.pass");
    case MoveKind::IntoHome: return Message("clovece.hint.home").with("piece", piece_text(m.colour, c));
    case MoveKind::InHome: return Message("clovece.hint.in_home");
    case MoveKind::Enter:
    case MoveKind::Track: break;
  }
  if (!m.hits.empty()) {
    // Pieces belong to nobody: what a capture does is put the piece into a house, and whoever
    // gets it may not move that colour until he enters it. Said when someone but the mover
    // may take it (the mover gives it); else the capture has no reason of its own to say.
    const int colour = m.hits.back();
    for (int q = 0; q < s.num_players(); ++q)
      if (q != me && s.may_move_colour(q, colour))
        return Message("clovece.hint.capture").with("piece", piece_acc_text(colour, c));
    return Message("clovece.hint.best");
  }
  if (m.kind == MoveKind::Enter) return Message("clovece.hint.enter").with("piece", piece_acc_text(m.colour, c));
  const auto [who, value] = threat_on(s, m.from.index, me);
  if (who >= 0 && threat_on(s, m.to.index, me).first < 0)
    return Message("clovece.hint.escape").with("who", player_text(who, c)).with("value", value);
  return Message("clovece.hint.best");
}

}  // namespace

std::optional<Advice> advise_move(const Context& c, std::uint64_t seed) {
  const CloveceState& s = c.state;
  if (s.phase() != Phase::Using && s.phase() != Phase::Gifting) return std::nullopt;
  const CloveceBot strong(seed, Level::Strong, hint_budget());
  const Action a = strong.choose(s);
  const auto legal = s.legal_actions();
  const auto at = static_cast<std::size_t>(std::find(legal.begin(), legal.end(), a) - legal.begin());
  if (at >= legal.size()) return std::nullopt;
  Advice advice;
  advice.action = a;
  advice.says.push_back(Message("clovece.hint.choose").with("key", static_cast<long>(at) + 1));
  if (s.phase() == Phase::Gifting) {
    const int seat = a - kGiftBase;
    advice.says.push_back(gift_question(c)[at + 1]);
    advice.says.push_back(Message("clovece.hint.gift").with("whose", player_gen_text(seat, c)));
    return advice;
  }
  const Move m = s.legal_moves()[at];
  advice.says.push_back(move_item(static_cast<int>(at) + 1, m, c));
  advice.says.push_back(reason(c, m));
  return advice;
}

}  // namespace sh::clovece
