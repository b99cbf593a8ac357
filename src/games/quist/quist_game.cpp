#include "games/quist/quist_game.h"

#include <algorithm>
#include <numeric>
#include <sstream>
#include <stdexcept>

namespace sh::quist {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }
using Fields = std::vector<std::pair<std::string, long>>;

// An event's fields built in place (one allocation, no copies of the names): events are
// built for every card of every playout, so this is on the search's hot path.
struct Field {
  const char* name;
  long value;
};
Fields fields(std::initializer_list<Field> list) {
  Fields out;
  out.reserve(list.size());
  for (const Field& f : list) out.emplace_back(f.name, f.value);
  return out;
}

}  // namespace

QuistGame::QuistGame(Options config, GameOptions options)
    : config_(config), options_(std::move(options)) {}

std::unique_ptr<State> QuistGame::new_initial_state() const {
  return std::make_unique<QuistState>(*this);
}

QuistState::QuistState(const QuistGame& game) : game_(game) {
  games_to_play_ = config().games;
  dealer_ = config().dealer;
  Events ignored;  // the initial state is announced from the state itself
  if (config().seating == Seating::Cut)
    stage_ = Stage::Cut;
  else
    begin_game(ignored);
  if (trick_.empty()) trick_.emplace_back();
}

int QuistState::seat_of_player(int player) const {
  for (int s = 0; s < kSeats; ++s)
    if (player_at_seat_[at(s)] == player) return s;
  return -1;
}

bool QuistState::is_computer_seat(int seat) const {
  return config().computers[at(player_at_seat(seat))];
}

int QuistState::to_play() const {
  return (leader_ + static_cast<int>(trick_.back().size())) % kSeats;
}

int QuistState::current_player() const {
  switch (stage_) {
    case Stage::Cut:
    case Stage::Deal:
      return kChancePlayer;
    case Stage::Play:
      return to_play();
    case Stage::MatchOver:
      break;
  }
  return kTerminalPlayer;
}

std::vector<std::pair<Action, int>> QuistState::chance_outcomes() const {
  std::vector<std::pair<Action, int>> outcomes;
  if (stage_ == Stage::Cut || stage_ == Stage::Deal) outcomes.reserve(kValues);
  if (stage_ == Stage::Cut) {
    for (int v = 0; v < kValues; ++v) {
      int weight = kCopies - static_cast<int>(std::count(cuts_.begin(), cuts_.end(), v));
      outcomes.emplace_back(v, weight);
    }
  } else if (stage_ == Stage::Deal) {
    for (int v = 0; v < kValues; ++v) {
      int weight = kCopies - dealt_count_[at(v)];
      if (weight > 0) outcomes.emplace_back(v, weight);
    }
  }
  return outcomes;
}

std::vector<Action> QuistState::legal_actions() const {
  // The same conditions as why_illegal, without building a refusal event per value (this
  // is the hot path of playouts and of State::apply's legality check).
  std::array<Action, kValues> buffer{};
  std::size_t n = 0;
  switch (stage_) {
    case Stage::Cut:
      for (int v = 0; v < kValues; ++v) buffer[n++] = v;
      break;
    case Stage::Deal:
      for (int v = 0; v < kValues; ++v) {
        buffer[n] = v;
        n += dealt_count_[at(v)] < kCopies ? 1 : 0;
      }
      break;
    case Stage::Play:
      if (config().mode == Mode::Dealer) {
        const ValueCounts& hand = hands_[at(to_play())];
        for (int v = 0; v < kValues; ++v) {
          buffer[n] = v;
          n += hand[at(v)] > 0 ? 1 : 0;
        }
      } else {
        for (int v = 0; v < kValues; ++v) {
          buffer[n] = v;
          n += played_[at(v)] < kCopies ? 1 : 0;
        }
      }
      break;
    case Stage::MatchOver:
      break;
  }
  return std::vector<Action>(buffer.begin(), buffer.begin() + static_cast<std::ptrdiff_t>(n));
}

std::optional<Event> QuistState::why_illegal(Action a) const {
  if (stage_ == Stage::MatchOver) return Event("refused.match_over");
  if (!is_card_value(a)) return Event("refused.not_a_card", {{"value", a}});
  switch (stage_) {
    case Stage::Cut:
      // Four cut cards can never exhaust a value; nothing to refuse.
      break;
    case Stage::Deal:
      if (dealt_count_[at(a)] >= kCopies)
        return Event("refused.value_exhausted", {{"value", a}, {"copies", kCopies}});
      break;
    case Stage::Play:
      if (config().mode == Mode::Dealer) {
        if (hands_[at(to_play())][at(a)] == 0)
          return Event("refused.not_in_hand", {{"seat", to_play()}, {"value", a}});
      } else if (played_[at(a)] >= kCopies) {
        return Event("refused.value_exhausted", {{"value", a}, {"copies", kCopies}});
      }
      break;
    case Stage::MatchOver:
      break;
  }
  return std::nullopt;
}

void QuistState::do_apply(Action a, Events& events) {
  switch (stage_) {
    case Stage::Cut:
      apply_cut(a, events);
      break;
    case Stage::Deal:
      apply_deal(a, events);
      break;
    case Stage::Play:
      apply_play(a, events);
      break;
    case Stage::MatchOver:
      throw std::logic_error("quist: the match is over");
  }
}

void QuistState::apply_cut(int value, Events& events) {
  const int player = static_cast<int>(cuts_.size());
  cuts_.push_back(value);
  events.emplace_back("seating.cut", fields({{"player", player}, {"value", value}}));
  if (static_cast<int>(cuts_.size()) < kSeats) return;

  std::vector<int> odd, even;
  for (int p = 0; p < kSeats; ++p) (cuts_[at(p)] % 2 ? odd : even).push_back(p);
  if (odd.size() != 2) {
    ++recuts_;
    events.emplace_back("seating.recut", fields({{"odd", static_cast<long>(odd.size())}, {"round", recuts_}}));
    cuts_.clear();
    return;
  }
  // Player 0 keeps seat 0 with the partner opposite; the lower-numbered opponent sits left.
  const auto& mine = odd[0] == 0 ? odd : even;
  const auto& theirs = odd[0] == 0 ? even : odd;
  player_at_seat_ = {0, theirs[0], mine[1], theirs[1]};
  events.emplace_back("seating.teams", fields({{"seat0", player_at_seat_[0]},
                                                     {"seat1", player_at_seat_[1]},
                                                     {"seat2", player_at_seat_[2]},
                                                     {"seat3", player_at_seat_[3]},
                                                     {"odd_team", team_of(seat_of_player(odd[0]))}}));
  begin_game(events);
}

void QuistState::begin_game(Events& events) {
  hands_ = {};
  cards_left_ = {};
  dealt_count_ = {};
  played_ = {};
  game_tricks_ = {};
  seat_tricks_ = {};
  dealt_ = 0;
  new_trick();
  leader_ = left_of(dealer_);
  if (config().mode == Mode::Dealer) {
    stage_ = Stage::Deal;
  } else {
    stage_ = Stage::Play;
    cards_left_.fill(kHandSize);
  }
  events.emplace_back("game.start", fields({{"game", game_number()},
                                                  {"games", games_to_play_},
                                                  {"dealer", dealer_},
                                                  {"leader", leader_},
                                                  {"extra", extra_game_ ? 1 : 0}}));
}

void QuistState::apply_deal(int value, Events& events) {
  const int seat = (left_of(dealer_) + dealt_) % kSeats;
  ++hands_[at(seat)][at(value)];
  ++cards_left_[at(seat)];
  ++dealt_count_[at(value)];
  ++dealt_;
  events.emplace_back("deal.card", fields({{"seat", seat}, {"value", value}}));
  if (dealt_ == kCardsPerGame) {
    stage_ = Stage::Play;
    events.emplace_back("deal.done", fields({{"dealer", dealer_}, {"leader", leader_}}));
  }
}

void QuistState::new_trick() {
  trick_.resize(1);
  trick_.front().clear();
  trick_.front().reserve(kSeats);
}

bool QuistState::hands_empty() const {
  return std::all_of(cards_left_.begin(), cards_left_.end(), [](int n) { return n == 0; });
}

void QuistState::apply_play(int value, Events& events) {
  const int seat = to_play();
  if (trick_.size() == 1 && trick_.back().empty() && last_trick_) {  // a new lead
    spare_ = std::move(last_trick_->phases);  // its storage serves a later trick
    last_trick_.reset();
  }
  if (config().mode == Mode::Dealer) --hands_[at(seat)][at(value)];
  --cards_left_[at(seat)];
  ++played_[at(value)];
  trick_.back().push_back({seat, value});
  const PhaseBest best = best_of(trick_.back());
  events.emplace_back("card.played",
                      fields({{"seat", seat},
                                    {"value", value},
                                    {"phase", static_cast<long>(trick_.size())},
                                    {"order", static_cast<long>(trick_.back().size())},
                                    {"best_value", best.value},
                                    {"best_seat", best.seat},
                                    {"tied", best.count > 1 ? 1 : 0}}));
  if (static_cast<int>(trick_.back().size()) == kSeats) resolve_phase(events);
}

void QuistState::resolve_phase(Events& events) {
  const PhaseBest best = best_of(trick_.back());
  if (best.count == 1) {
    award_trick(best.seat, false, events);
  } else if (hands_empty()) {
    award_trick(best.seat, true, events);
  } else {
    trick_.emplace_back().reserve(kSeats);
    leader_ = best.seat;
    events.emplace_back("phase.tie", fields({{"value", best.value},
                                                   {"seat", best.seat},
                                                   {"count", best.count},
                                                   {"phase", static_cast<long>(trick_.size())},
                                                   {"stake", static_cast<long>(trick_.size())}}));
  }
}

void QuistState::award_trick(int seat, bool by_tie_rule, Events& events) {
  const int stake = static_cast<int>(trick_.size());
  const int team = team_of(seat);
  const int value = best_of(trick_.back()).value;
  game_tricks_[at(team)] += stake;
  seat_tricks_[at(seat)] += stake;
  std::vector<Phase> next = std::move(spare_);
  spare_ = {};
  last_trick_ = LastTrick{std::move(trick_), seat, stake, by_tie_rule};
  trick_ = std::move(next);
  new_trick();
  leader_ = seat;
  events.emplace_back("trick.won", fields({{"seat", seat},
                                                 {"team", team},
                                                 {"value", value},
                                                 {"tricks", stake},
                                                 {"cards", stake * kSeats},
                                                 {"tie_rule", by_tie_rule ? 1 : 0},
                                                 {"team_tricks", game_tricks_[at(team)]},
                                                 {"other_tricks", game_tricks_[at(1 - team)]}}));
  if (hands_empty()) end_game(events);
}

void QuistState::end_game(Events& events) {
  const int winner = game_tricks_[0] > game_tricks_[1] ? 0 : 1;
  ++wins_[at(winner)];
  for (int t = 0; t < kTeams; ++t) total_tricks_[at(t)] += game_tricks_[at(t)];
  results_.push_back(game_tricks_);
  events.emplace_back("game.end", fields({{"game", game_number()},
                                                {"winner", winner},
                                                {"tricks0", game_tricks_[0]},
                                                {"tricks1", game_tricks_[1]},
                                                {"wins0", wins_[0]},
                                                {"wins1", wins_[1]},
                                                {"total0", total_tricks_[0]},
                                                {"total1", total_tricks_[1]}}));
  const int remaining = games_to_play_ - game_number();
  if (remaining > 0 && !clinched_) {
    for (int t = 0; t < kTeams; ++t) {
      if (wins_[at(t)] > wins_[at(1 - t)] + remaining) {
        clinched_ = true;
        events.emplace_back("match.clinched",
                            fields({{"team", t}, {"remaining", remaining}}));
      }
    }
  }
  if (remaining > 0) {
    ++game_index_;
    dealer_ = left_of(dealer_);
    begin_game(events);
    return;
  }
  if (wins_[0] != wins_[1]) {
    end_match(wins_[0] > wins_[1] ? 0 : 1, extra_game_ ? DecidedBy::ExtraGame : DecidedBy::Games,
              events);
  } else if (total_tricks_[0] != total_tricks_[1]) {
    end_match(total_tricks_[0] > total_tricks_[1] ? 0 : 1, DecidedBy::Tricks, events);
  } else {
    // Equal games (possible only with an even number of games) and equal tricks.
    extra_game_ = true;
    ++games_to_play_;
    ++game_index_;
    dealer_ = left_of(dealer_);
    events.emplace_back("match.extra_game", fields({{"game", game_number()},
                                                          {"wins", wins_[0]},
                                                          {"tricks", total_tricks_[0]}}));
    begin_game(events);
  }
}

void QuistState::end_match(int winner, DecidedBy by, Events& events) {
  stage_ = Stage::MatchOver;
  match_winner_ = winner;
  decided_by_ = by;
  events.emplace_back("match.end", fields({{"winner", winner},
                                                 {"decided_by", static_cast<long>(by)},
                                                 {"wins0", wins_[0]},
                                                 {"wins1", wins_[1]},
                                                 {"total0", total_tricks_[0]},
                                                 {"total1", total_tricks_[1]},
                                                 {"games", game_number()}}));
}

Observation QuistState::observation(int seat) const {
  Observation o;
  o.seat = seat;
  o.team = team_of(seat);
  o.hand_known = config().mode == Mode::Dealer;
  if (o.hand_known) o.hand = hands_[at(seat)];
  o.cards_left = cards_left_;
  o.played = played_;
  o.playing = stage_ == Stage::Play;
  o.to_play = o.playing ? to_play() : -1;
  o.my_turn = o.to_play == seat;
  o.table = trick_;
  o.phase = static_cast<int>(trick_.size());
  o.stake = o.phase;
  o.leader = leader_;
  o.best = best_of(trick_.back());
  o.game_tricks = game_tricks_;
  o.wins = wins_;
  o.total_tricks = total_tricks_;
  o.game_number = game_number();
  o.games_to_play = games_to_play_;
  o.dealer = dealer_;
  o.last_trick = last_trick_;
  return o;
}

std::string QuistState::action_to_string(Action a) const {
  std::ostringstream out;
  switch (stage_) {
    case Stage::Cut:
      out << "player " << cuts_.size() << " cuts " << a;
      break;
    case Stage::Deal:
      out << "deal " << a << " to seat " << (left_of(dealer_) + dealt_) % kSeats;
      break;
    case Stage::Play:
      out << "seat " << to_play() << " lays " << a;
      break;
    case Stage::MatchOver:
      out << "action " << a << " after the match";
      break;
  }
  return out.str();
}

std::string QuistState::to_string() const {
  static const char* const kStageNames[] = {"cut", "deal", "play", "match over"};
  std::ostringstream out;
  out << "quist " << (config().mode == Mode::Dealer ? "dealer" : "assistant") << " mode, "
      << kStageNames[static_cast<int>(stage_)] << ", game " << game_number() << "/"
      << games_to_play_ << ", dealer seat " << dealer_ << "\n";
  out << "seats (player): ";
  for (int s = 0; s < kSeats; ++s) out << s << "(" << player_at_seat(s) << ") ";
  out << "\nwins " << wins_[0] << ":" << wins_[1] << ", match tricks " << total_tricks_[0] << ":"
      << total_tricks_[1] << ", this game " << game_tricks_[0] << ":" << game_tricks_[1] << "\n";
  for (int s = 0; s < kSeats; ++s) {
    out << "seat " << s << " (" << cards_left_[at(s)] << " left)";
    if (config().mode == Mode::Dealer) {
      out << ":";
      for (int v = 0; v < kValues; ++v)
        for (int k = 0; k < hands_[at(s)][at(v)]; ++k) out << " " << v;
    }
    out << "\n";
  }
  out << "table:";
  for (std::size_t p = 0; p < trick_.size(); ++p) {
    out << " [phase " << p + 1 << ":";
    for (const Play& play : trick_[p]) out << " " << play.seat << "=" << play.value;
    out << "]";
  }
  if (stage_ == Stage::Play) out << " next seat " << to_play();
  if (stage_ == Stage::MatchOver) out << " winner team " << match_winner_;
  out << "\n";
  return out.str();
}

}  // namespace sh::quist

namespace sh {

std::shared_ptr<const Game> make_quist_game(const GameOptions& options) {
  return std::make_shared<quist::QuistGame>(quist::parse_options(options), options);
}

}  // namespace sh
