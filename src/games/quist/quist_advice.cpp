#include "games/quist/quist_advice.h"

#include <cmath>
#include <string_view>

#include "games/quist/quist_search.h"

namespace sh::quist {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// No card the seat has not seen can equal or beat `v`.
bool nobody_reaches(const Observation& o, int v) {
  for (int w = v; w < kValues; ++w)
    if (kCopies - o.played[at(w)] - o.hand[at(w)] > 0) return false;
  return true;
}

// Why the card `c` is played, in a few words (`partner`: the partner's name).
Message reason(const Observation& o, int c, const std::string& partner) {
  const Phase& phase = o.table.back();
  const int position = static_cast<int>(phase.size());
  const PhaseBest& best = o.best;
  const char* id = "quist.hint.low";
  if (position == 0) {
    if (nobody_reaches(o, c)) id = "quist.hint.lead_top";
    else if (o.stake >= 2) id = "quist.hint.lead_stake";
    else if (c <= 3) id = "quist.hint.lead_low";
    else id = "quist.hint.lead";
  } else if (c > best.value) {
    id = position == kSeats - 1 ? "quist.hint.take" : "quist.hint.beat";
  } else if (c == best.value) {
    id = "quist.hint.tie";
  } else if (best.count == 1 && best.seat == partner_of(o.seat)) {
    id = "quist.hint.partner";
  }
  Message m = Message(id).with("value", c);
  if (std::string_view(id) == "quist.hint.beat") m = m.with("best", best.value);
  if (std::string_view(id) == "quist.hint.partner") m = m.with("partner", partner);
  return m;
}

std::optional<Advice> assistant_advice(const QuistState& s) {
  const Observation o = s.observation(s.current_player());
  const Phase& phase = o.table.back();
  if (static_cast<int>(phase.size()) != kSeats - 1) return std::nullopt;
  if (o.best.count == 1 && o.best.seat == partner_of(o.seat)) return std::nullopt;
  for (int v = o.best.value + 1; v < kValues; ++v) {
    if (o.played[at(v)] >= kCopies) continue;
    Advice a;
    a.action = v;
    a.says.push_back(Message("quist.hint.assistant.take").with("value", v).with("best", o.best.value));
    return a;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Advice> advise_card(const QuistState& s, const Names& names, std::uint64_t seed) {
  if (s.stage() != Stage::Play || s.is_terminal()) return std::nullopt;
  const int seat = s.current_player();
  if (s.is_computer_seat(seat)) return std::nullopt;
  if (s.config().mode != Mode::Dealer) return assistant_advice(s);
  const Observation o = s.observation(seat);
  const SearchResult r = search(o, seed, SearchBudget{kHintSamples});
  Advice a;
  a.action = r.best;
  a.says.push_back(reason(o, r.best, seat_name(s, names, partner_of(seat))));
  if (r.samples > 0) {
    const long percent = std::lround(100.0 * r.chosen().win);
    a.says.push_back(Message("quist.hint.chance").with("percent", percent));
  }
  return a;
}

}  // namespace sh::quist
