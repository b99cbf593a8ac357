#include "games/quist/quist_advice.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>

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

// Why the card `c` is played, in a few words; the partner by name (issue 30).
Message reason(const QuistState& s, const Names& names, const Observation& o, int c) {
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
  if (std::string_view(id) == "quist.hint.partner") m = m.with("partner", seat_name(s, names, partner_of(o.seat)));
  return m;
}

// kHintSamples deals, or as many as the deadline leaves time for.
SearchBudget hint_search_budget(const Deadline& deadline) {
  if (!deadline.at) return SearchBudget{kHintSamples};
  SearchBudget b;
  b.time_ms = deadline.ms_left(0);
  b.max_samples = kHintSamples;
  return b;
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

bool may_advise(const QuistState& s) {
  return s.stage() == Stage::Play && !s.is_terminal() && !s.is_computer_seat(s.current_player());
}

std::optional<Advice> advise_card(const QuistState& s, const Names& names, std::uint64_t seed, const Deadline& deadline) {
  if (!may_advise(s)) return std::nullopt;
  const int seat = s.current_player();
  if (s.config().mode != Mode::Dealer) return assistant_advice(s);
  const Observation o = s.observation(seat);
  const SearchResult r = search(o, seed, hint_search_budget(deadline));
  Advice a;
  a.action = r.best;
  a.says.push_back(reason(s, names, o, r.best));
  if (r.samples > 0) {
    const long percent = std::lround(100.0 * r.chosen().win);
    a.says.push_back(Message("quist.hint.chance").with("percent", percent));
  }
  return a;
}

std::optional<int> coach_reference(const QuistState& s, std::uint64_t seed, const Deadline& deadline) {
  if (s.stage() != Stage::Play || s.is_terminal() || s.config().mode != Mode::Dealer) return std::nullopt;
  const int seat = s.current_player();
  if (s.is_computer_seat(seat)) return std::nullopt;
  const Observation o = s.observation(seat);
  int choices = 0;
  for (int v = 0; v < kValues; ++v) choices += o.hand[at(v)] > 0 ? 1 : 0;
  if (choices < 2) return std::nullopt;  // no choice, nothing to say
  return search(o, seed, hint_search_budget(deadline)).best;
}

std::vector<Message> coach_words(const QuistState& s, const Names& names, Action mine, int best) {
  if (!s.is_legal(mine)) return {};
  const Observation o = s.observation(s.current_player());
  if (best == mine) return {Message("quist.coach.good").with("mine", static_cast<long>(mine))};
  const Message why = reason(s, names, o, best);
  // Only the reasons a child can check at the table, in the coach's words; "try what the
  // others have" or "more tricks are at stake" are the search's chances, not a reason.
  static const std::pair<const char*, const char*> kSure[] = {
      {"quist.hint.lead_top", "quist.coach.why.lead_top"}, {"quist.hint.lead_low", "quist.coach.why.lead_low"},
      {"quist.hint.take", "quist.coach.why.take"},         {"quist.hint.beat", "quist.coach.why.beat"},
      {"quist.hint.tie", "quist.coach.why.tie"},           {"quist.hint.partner", "quist.coach.why.partner"},
      {"quist.hint.low", "quist.coach.why.low"}};
  const std::string_view id = why.id;
  const auto sure = std::find_if(std::begin(kSure), std::end(kSure), [&](const auto& k) { return id == k.first; });
  if (sure == std::end(kSure)) return {};
  // The reason must not hold for the learner's card too.
  const PhaseBest& top = o.best;
  const bool mine_beats = !o.table.back().empty() && mine > top.value;
  if ((id == "quist.hint.take" || id == "quist.hint.beat") && mine_beats) return {};
  if ((id == "quist.hint.partner" || id == "quist.hint.low" || id == "quist.hint.lead_low") && mine <= best) return {};
  if (id == "quist.hint.lead_top" && nobody_reaches(o, mine)) return {};
  if (id == "quist.hint.tie" && mine == top.value) return {};
  Message m(sure->second);
  m.args = why.args;
  return {m.with("mine", static_cast<long>(mine))};
}

std::vector<Message> coach_card(const QuistState& s, const Names& names, Action mine, std::uint64_t seed,
                                const Deadline& deadline) {
  if (!s.is_legal(mine)) return {};
  const std::optional<int> best = coach_reference(s, seed, deadline);
  return best ? coach_words(s, names, mine, *best) : std::vector<Message>{};
}

}  // namespace sh::quist
