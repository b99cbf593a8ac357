#include "games/clovece/clovece_hint.h"

#include <algorithm>
#include <string>

#include "narration/fragment.h"

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

// Whether `a` captures a piece that only the mover may take, so it goes into his own house
// (the rulebook warns: he would have to "give" it to himself).
bool self_gift(const CloveceState& s, Action a) {
  const int me = s.turn_player();
  auto after = s.clone();
  Events events;
  after->apply(a, &events);
  return std::any_of(events.begin(), events.end(),
                     [&](const Event& e) { return e.type == "clovece.given" && e.get("to", -1) == me; });
}

// Why `m` is good, in words a child follows, or nothing when there is no such simple reason:
// the hint's imperative words, or the coach's (`coach`).
std::optional<Message> reason(const Context& c, const Move& m, bool gift_to_self, bool coach) {
  const CloveceState& s = c.state;
  const int me = s.turn_player();
  const auto id = [coach](const char* hint, const char* coach_id) { return Message(coach ? coach_id : hint); };
  switch (m.kind) {
    case MoveKind::Pass:
      if (coach) return std::nullopt;  // no sure reason
      return Message("clovece.hint.pass");
    case MoveKind::IntoHome:
      return id("clovece.hint.home", "clovece.coach.why.home").with("piece", piece_text(m.colour, c));
    case MoveKind::InHome:
      if (coach) return std::nullopt;
      return Message("clovece.hint.in_home");
    case MoveKind::Enter:
    case MoveKind::Track: break;
  }
  if (!m.hits.empty()) {
    // Pieces belong to nobody: what a capture does is put the piece into a house, and whoever
    // gets it may not move that colour until he enters it. Said when someone but the mover
    // takes it; a piece the mover would have to give himself is no reason at all.
    if (gift_to_self) return std::nullopt;
    return id("clovece.hint.capture", "clovece.coach.why.capture").with("piece", piece_acc_text(m.hits.back(), c));
  }
  if (m.kind == MoveKind::Enter)
    return id("clovece.hint.enter", "clovece.coach.why.enter").with("piece", piece_acc_text(m.colour, c));
  const auto [who, value] = threat_on(s, m.from.index, me);
  if (who >= 0 && threat_on(s, m.to.index, me).first < 0)
    return id("clovece.hint.escape", "clovece.coach.why.escape").with("who", player_text(who, c)).with("value", value);
  return std::nullopt;
}

}  // namespace

Message coach_move_words(const Move& m, const Context& c, bool past) {
  const auto id = [past](const char* did, const char* todo) { return Message(past ? did : todo); };
  switch (m.kind) {
    case MoveKind::Enter:
      return id("clovece.coach.did.enter", "clovece.coach.do.enter").with("piece", piece_acc_text(m.colour, c));
    case MoveKind::Pass: return id("clovece.coach.did.pass", "clovece.coach.do.pass");
    case MoveKind::InHome:
      return id("clovece.coach.did.in_home", "clovece.coach.do.in_home").with("piece", piece_acc_text(m.colour, c));
    case MoveKind::IntoHome:
      return id("clovece.coach.did.into_home", "clovece.coach.do.into_home").with("piece", piece_acc_text(m.colour, c));
    case MoveKind::Track: break;
  }
  return id("clovece.coach.did.move", "clovece.coach.do.move")
      .with("piece", piece_acc_text(m.colour, c))
      .with("from", where_text(m.from, c));
}

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
  if (auto why = reason(c, m, self_gift(s, a), false)) advice.says.push_back(*why);
  return advice;
}

std::optional<Advice> coach_advice(const Context& c, std::uint64_t seed) {
  const CloveceState& s = c.state;
  if (s.phase() == Phase::Gifting) {  // "Dej ji do domečku Modrého: …", not the list's number
    auto advice = advise_move(c, seed);
    if (advice && !advice->says.empty()) advice->says = {advice->says.back()};
    return advice;
  }
  if (s.phase() != Phase::Using) return std::nullopt;
  const CloveceBot strong(seed, Level::Strong, hint_budget());
  const Action a = strong.choose(s);
  const auto legal = s.legal_actions();
  const auto moves = s.legal_moves();
  const auto at = static_cast<std::size_t>(std::find(legal.begin(), legal.end(), a) - legal.begin());
  if (at >= legal.size() || moves.size() != legal.size()) return std::nullopt;
  Advice advice;
  advice.action = a;
  advice.says.push_back(
      Message("clovece.coach.hint").with("best", render_fragment(c.lang, coach_move_words(moves[at], c, false))));
  if (auto why = reason(c, moves[at], self_gift(s, a), true)) advice.says.push_back(*why);
  return advice;
}

std::optional<Action> coach_reference(const CloveceState& s, std::uint64_t seed) {
  if (s.phase() != Phase::Using || s.legal_actions().size() < 2) return std::nullopt;  // no choice: nothing to say
  const CloveceBot strong(seed, Level::Strong, hint_budget());
  return strong.choose(s);
}

std::vector<Message> coach_move(const Context& c, Action mine, std::uint64_t seed, const std::string& learner,
                                const People* people) {
  if (c.state.phase() != Phase::Using || !c.state.is_legal(mine)) return {};
  const std::optional<Action> best = coach_reference(c.state, seed);
  return best ? coach_move_against(c, mine, *best, learner, people) : std::vector<Message>{};
}

std::vector<Message> coach_move_against(const Context& c, Action mine, Action best, const std::string& learner,
                                        const People* people) {
  // What the learner did, in the past tense agreeing with the learner ("nasadila jsi").
  const auto did = [&](const Move& m) {
    return render_fragment(c.lang, coach_move_words(m, c, true).with("learner", learner), people);
  };
  const CloveceState& s = c.state;
  if (s.phase() != Phase::Using || !s.is_legal(mine)) return {};
  const auto legal = s.legal_actions();
  if (legal.size() < 2) return {};  // no choice, nothing to say
  const auto position_of = [&](Action a) {
    return static_cast<std::size_t>(std::find(legal.begin(), legal.end(), a) - legal.begin());
  };
  const auto moves = s.legal_moves();
  const std::size_t my = position_of(mine);
  if (my >= moves.size() || moves.size() != legal.size()) return {};
  const Move& m = moves[my];
  const std::size_t at = position_of(best);
  if (at >= moves.size()) return {};
  if (best == mine) {
    if (self_gift(s, mine)) return {};
    return {Message("clovece.coach.good").with("mine", did(m))};
  }
  const bool best_gives_self = self_gift(s, best);
  if (best_gives_self) return {};  // the rulebook warns against it: no advice for it
  const std::string mine_words = did(m);
  const std::string best_words = render_fragment(c.lang, coach_move_words(moves[at], c, false));
  if (self_gift(s, mine))
    return {Message("clovece.coach.gave_self").with("mine", mine_words).with("best", best_words)
                .with("piece", piece_acc_text(m.hits.empty() ? m.colour : m.hits.back(), c))};
  auto why = reason(c, moves[at], false, true);
  if (!why) return {};
  // A reason the learner's move has as well (both enter a piece, both capture) is no reason.
  if (auto mine_why = reason(c, m, self_gift(s, mine), true); mine_why && mine_why->id == why->id)
    return {};
  return {Message("clovece.coach.better").with("mine", mine_words).with("best", best_words), *why};
}

}  // namespace sh::clovece
