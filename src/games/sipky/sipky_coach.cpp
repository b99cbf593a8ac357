#include "games/sipky/sipky_coach.h"

#include <algorithm>

#include "games/sipky/sipky_bot.h"

namespace sh::sipky {

namespace {

bool is_compose(Action a) { return a >= kComposeBase && a < kComposeBase + 10; }

std::vector<Message> compose(const SipkyState& s, Action mine, Action best, int score) {
  const int value = s.compose_value(mine - kComposeBase);
  // Far from the target the lesson teaches high numbers (the rulebook's tactic): a lower
  // number there is told so whatever the strong player's chances say (16 at 0: 61).
  if (score * 2 < s.target()) {
    int high = value;
    for (Action a : s.legal_actions())
      if (is_compose(a) && s.compose_value(a - kComposeBase) > high &&
          score + s.compose_value(a - kComposeBase) + 10 <= s.target())
        high = s.compose_value(a - kComposeBase);
    if (high > value) return {Message("sipky.coach.compose.high_early").with("value", value).with("best", high)};
  }
  if (mine == best) {
    // The strong player's lower number far from the target is a matter of chances; praising
    // it would contradict the simple rule the lesson teaches (high numbers early): silence.
    for (Action a : s.legal_actions()) {
      if (!is_compose(a) || a == mine) continue;
      const int higher = s.compose_value(a - kComposeBase);
      if (higher > value && score + higher <= s.target() && score * 2 < s.target()) return {};
    }
    return {Message("sipky.coach.good.compose").with("value", value)};
  }
  const int other = s.compose_value(best - kComposeBase);
  const int target = s.target(), total = score + value, other_total = score + other;
  Message m("");
  if (total > target && other_total <= target) {
    m = Message("sipky.coach.compose.over").with("target", target).with("total", other_total);
  } else if (other_total == target) {
    m = Message("sipky.coach.compose.exact").with("target", target);
  } else if (other > value && other_total + 10 <= target && score * 2 < target) {
    m = Message("sipky.coach.compose.high_early");
  } else {
    return {};  // a matter of chances, not of a simple reason
  }
  return {m.with("value", value).with("best", other)};
}

}  // namespace

std::optional<Advice> coach_advice(const SipkyState& s) {
  if (s.is_terminal() || s.is_chance()) return std::nullopt;
  const Action best = SipkyBot(Level::Strong).analyse(s).best;
  if (!s.is_legal(best)) return std::nullopt;
  Advice advice;
  advice.action = best;
  if (is_compose(best)) {
    // Far from the target the lesson teaches high numbers (the rulebook's tactic): the hint
    // does not contradict it with the strong player's lower number, a matter of chances.
    const int score = s.players()[static_cast<std::size_t>(s.seat())].score;
    Action high = best;
    for (Action a : s.legal_actions())
      if (is_compose(a) && s.compose_value(a - kComposeBase) > s.compose_value(high - kComposeBase) &&
          score + s.compose_value(a - kComposeBase) <= s.target() && score * 2 < s.target())
        high = a;
    advice.action = high;
    advice.says.push_back(Message(high == best ? "sipky.coach.hint.compose" : "sipky.coach.hint.compose_high")
                              .with("value", s.compose_value(high - kComposeBase)));
    return advice;
  }
  switch (best) {
    case kThrowTwo: advice.says.push_back(Message("sipky.coach.hint.two")); break;
    case kOneCard: advice.says.push_back(Message("sipky.coach.hint.one")); break;
    case kStop: advice.says.push_back(Message("sipky.coach.hint.stop")); break;
    case kDiscardCard: advice.says.push_back(Message("sipky.coach.hint.discard")); break;
    case kKeepCard: advice.says.push_back(Message("sipky.coach.hint.keep")); break;
    default: return std::nullopt;
  }
  return advice;
}

std::vector<Message> coach_choice(const SipkyState& s, Action mine) {
  if (s.is_terminal() || s.is_chance() || !s.is_legal(mine)) return {};
  return coach_choice_against(s, mine, SipkyBot(Level::Strong).analyse(s));
}

std::vector<Message> coach_choice_against(const SipkyState& s, Action mine, const SipkyAnalysis& a) {
  if (s.is_terminal() || s.is_chance() || !s.is_legal(mine)) return {};
  const int score = s.players()[static_cast<std::size_t>(s.seat())].score;
  const int missing = s.target() - score;
  switch (s.phase()) {
    case Phase::Compose:
      if (!is_compose(mine) || !is_compose(a.best)) return {};
      return compose(s, mine, a.best, score);
    case Phase::OneCardChoice: {
      const int card = s.hand().empty() ? 0 : s.hand()[0];
      if (mine == a.best) return {Message(mine == kDiscardCard ? "sipky.coach.good.discard" : "sipky.coach.good").with("card", card)};
      if (mine == kKeepCard && a.best == kDiscardCard)
        return {Message("sipky.coach.keep_over").with("card", card).with("target", s.target())};
      return {};
    }
    case Phase::Decide: {
      // A forced move (the first throw is two cards) is no choice to praise or blame.
      int choices = 0;
      for (Action x : s.legal_actions()) choices += x == kThrowTwo || x == kOneCard || x == kStop ? 1 : 0;
      if (choices < 2) return {};
      // One card against a higher score that has stopped: at most 9 more, a sure loss.
      if (mine == kOneCard && a.best == kThrowTwo && s.config().variant == Variant::Stojedna) {
        int leader = -1;
        for (std::size_t p = 0; p < s.players().size(); ++p)
          if (static_cast<int>(p) != s.seat() && s.players()[p].status != Status::Busted &&
              s.players()[p].status != Status::Active)
            leader = std::max(leader, s.players()[p].score);
        if (leader > score + 9 && leader <= s.target())
          return {Message("sipky.coach.one_short").with("score", score).with("most", score + 9).with("leader", leader)};
      }
      if (mine == a.best) {
        const char* id = mine == kStop ? "sipky.coach.good.stop" : mine == kOneCard ? "sipky.coach.good.one" : "sipky.coach.good.two";
        return {Message(id)};
      }
      if (a.best == kStop && a.stop >= 0.999 && mine != kStop)
        return {Message("sipky.coach.stop_won").with("score", score)};
      if (mine == kThrowTwo && a.best == kOneCard && missing < 10)
        return {Message("sipky.coach.one_near").with("missing", missing)};
      return {};
    }
    default: return {};
  }
}

}  // namespace sh::sipky
