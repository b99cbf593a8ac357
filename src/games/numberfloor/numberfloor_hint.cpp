#include "games/numberfloor/numberfloor_hint.h"

#include <algorithm>
#include <cmath>

namespace sh::numberfloor {

StrongBudget hint_budget(const Deadline& deadline) {
  StrongBudget b;
  b.iterations = 100;
  b.cap_ms = deadline.ms_left(0);
  return b;
}

namespace {

// The card a lay action puts down, or -1.
int laid_card(Action a) {
  if (a >= kLay && a < kLay + kCardTypes) return a - kLay;
  if (a >= kLayPile2 && a < kLayPile2 + kFloors) return floor_card(a - kLayPile2);
  return -1;
}

// Whether a night floor card may be in another player's hand (seen by `o`'s seat).
bool others_may_take_over(const Observation& o) {
  if (o.players < 2) return false;
  for (int v = 0; v < kFloors; ++v) {
    const auto t = static_cast<std::size_t>(night_card(v));
    if (o.deck[t] - o.on_piles[t] - o.hand[t] > 0) return true;
  }
  return false;
}

}  // namespace

std::vector<Message> hint_reason(const Context& c, const Observation& o, const BotDecision& d) {
  std::vector<Message> out;
  const Action a = d.action;
  const bool beginner = o.variant == Variant::Beginner;
  if (a >= kLay && a < kLay + kCardTypes) {
    const int t = a - kLay;
    if (beginner) out.push_back(Message("numberfloor.hint.lay_pile").with("card", card_text(t, c.lang)).with("pile", 1));
    else out.push_back(Message("numberfloor.hint.lay").with("card", card_text(t, c.lang)));
  } else if (a >= kLayPile2 && a < kLayPile2 + kFloors) {
    out.push_back(Message("numberfloor.hint.lay_pile").with("card", card_text(floor_card(a - kLayPile2), c.lang)).with("pile", 2));
  } else if (a == kDraw) {
    out.push_back(Message("numberfloor.hint.draw"));
  } else if (a == kPass) {
    out.push_back(Message(beginner ? "numberfloor.hint.pass_beginner" : "numberfloor.hint.pass"));
  } else {
    out.push_back(Message("numberfloor.hint.end"));
  }
  const auto& plan = d.plan.actions;
  if (!plan.empty() && a != kEndTurn) {
    CardCounts left = o.hand;
    for (Action p : plan) {
      if (p >= kLay && p < kLay + kCardTypes) --left[static_cast<std::size_t>(p - kLay)];
      else if (p >= kLayPile2 && p < kLayPile2 + kFloors) --left[static_cast<std::size_t>(p - kLayPile2)];
    }
    // A plan of balloons only (the turn's floor card is already out): no "0 floor cards".
    if (d.plan.star) {
      out.push_back(d.plan.floors > 0 ? Message("numberfloor.hint.plan_star").with("floors", d.plan.floors)
                                       : Message("numberfloor.hint.star_now"));
    } else {
      out.push_back(Message(d.plan.floors > 0 ? "numberfloor.hint.plan" : "numberfloor.hint.plan_no_floor")
                        .with("floors", d.plan.floors)
                        .with("left", total(left)));
      if (plan.size() >= 2 && plan[plan.size() - 2] == lay_action(kSkip)) out.push_back(Message("numberfloor.hint.skip"));
    }
  }
  // The odds as a noun ("93 procent"; eSpeak read "v 100 % rozehrávek" as "sto procento"),
  // a sure star as such, and nothing short of sure rounded up to a hundred.
  // Sure only where nobody can take the turn over: a night card this seat has not seen may
  // take it once a floor and a balloon lie, unless this very card empties the hand.
  if (d.samples > 0 && d.star_share >= 1)
    out.push_back(Message(others_may_take_over(o) && !(total(o.hand) == 1 && laid_card(a) >= 0)
                              ? "numberfloor.hint.odds_unless_takeover"
                              : "numberfloor.hint.odds_sure"));
  else if (d.samples > 0 && d.star_share >= 0)
    out.push_back(Message("numberfloor.hint.odds")
                      .with("percent", std::min(99L, static_cast<long>(std::lround(100 * d.star_share)))));
  return out;
}

std::vector<Message> coach_action(const Context& c, const BotDecision& d, Action mine) {
  const int best_card = laid_card(d.action), my_card = laid_card(mine);
  if (mine == d.action) {
    if (my_card < 0) return {};
    return {Message("numberfloor.coach.good").with("card", card_text(my_card, c.lang))};
  }
  // Ending the turn while a card still fitted: a card fewer out of the hand, and, when the
  // strong player's turn emptied the hand, the star of this turn lost. Sure in any case.
  if ((mine == kEndTurn || mine == kPass) && best_card >= 0) {
    const char* id = mine == kPass ? (d.plan.star ? "numberfloor.coach.passed_star" : "numberfloor.coach.passed")
                                   : (d.plan.star ? "numberfloor.coach.ended_star" : "numberfloor.coach.ended");
    return {Message(id).with("card", card_text(best_card, c.lang))};
  }
  return {};  // which card first is a matter of the rest of the turn: no simple reason
}

}  // namespace sh::numberfloor
