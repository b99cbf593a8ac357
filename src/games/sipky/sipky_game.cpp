#include "games/sipky/sipky_game.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>
#include <utility>

#include "core/game_options.h"

namespace sh::sipky {

namespace {

// Competition ranking ("1224") over (seat, value) pairs, highest value first.
std::vector<RankLine> rank_by_value(std::vector<std::pair<int, int>> seat_values, int first_place) {
  std::stable_sort(seat_values.begin(), seat_values.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  std::vector<RankLine> lines;
  for (std::size_t i = 0; i < seat_values.size(); ++i) {
    int place = first_place + static_cast<int>(i);
    if (i > 0 && seat_values[i].second == seat_values[i - 1].second) place = lines.back().place;
    lines.push_back({place, seat_values[i].first, seat_values[i].second, false});
  }
  return lines;
}

}  // namespace

std::vector<RankLine> rank_game(Variant variant, const std::vector<PlayerState>& players) {
  const int n = static_cast<int>(players.size());
  auto at = [&](int s) -> const PlayerState& { return players[static_cast<std::size_t>(s)]; };
  std::vector<RankLine> lines;
  if (variant == Variant::Exact) {
    // Only the exact hit counts: the winner, then everyone still in sharing one place.
    int winner = -1;
    for (int s = 0; s < n && winner < 0; ++s)
      if (at(s).status == Status::Exact) winner = s;
    if (winner >= 0) lines.push_back({1, winner, at(winner).score, false});
    const int in_place = winner >= 0 ? 2 : 1;
    for (int s = 0; s < n; ++s)
      if (s != winner && at(s).status != Status::Busted) lines.push_back({in_place, s, at(s).score, false});
  } else {
    std::vector<std::pair<int, int>> in;
    for (int s = 0; s < n; ++s)
      if (at(s).status != Status::Busted) in.emplace_back(s, at(s).score);
    lines = rank_by_value(std::move(in), 1);
  }
  // Everyone over the target shares the place after everyone else.
  const int over_place = static_cast<int>(lines.size()) + 1;
  for (int s = 0; s < n; ++s)
    if (at(s).status == Status::Busted) lines.push_back({over_place, s, at(s).score, true});
  return lines;
}

int Config::target_of_game(int game_index) const {
  return series == Series::Sum603 ? 101 + 100 * game_index : target;
}

Config parse_config(const GameOptions& o) {
  static const std::vector<std::string> known = {"players", "target", "variant", "series", "games", "computers", "level"};
  for (const auto& [k, v] : o)
    if (std::find(known.begin(), known.end(), k) == known.end())
      throw std::invalid_argument("unknown option for sipky: " + k);
  Config c;
  c.players = parse_int_option("players", option_or(o, "players", "2"), 1, kMaxPlayers);
  c.target = parse_int_option("target", option_or(o, "target", "101"), 101, 301);
  if (c.target != 101 && c.target != 201 && c.target != 301)
    throw std::invalid_argument("target must be 101, 201 or 301");
  std::string variant = option_or(o, "variant", "stojedna");
  if (variant == "stojedna")
    c.variant = Variant::Stojedna;
  else if (variant == "presny" || variant == "exact")
    c.variant = Variant::Exact;
  else
    throw std::invalid_argument("variant must be stojedna or presny, not '" + variant + "'");
  std::string series = option_or(o, "series", "single");
  if (series == "single") {
    c.series = Series::Single;
  } else if (series == "placement") {
    c.series = Series::Placement;
  } else if (series == "603") {
    c.series = Series::Sum603;
  } else if (series == "hits") {
    c.series = Series::Hits;
  } else {
    throw std::invalid_argument("series must be single, placement, 603 or hits, not '" + series + "'");
  }
  if (c.variant == Variant::Stojedna && c.series == Series::Hits)
    throw std::invalid_argument("the hits series belongs to the variant presny");
  if (c.variant == Variant::Exact && (c.series == Series::Placement || c.series == Series::Sum603))
    throw std::invalid_argument("the variant presny plays a single game or a hits series");
  switch (c.series) {
    case Series::Single: c.series_games = 1; break;
    case Series::Sum603: c.series_games = 3; c.target = 101; break;
    case Series::Placement: c.series_games = parse_int_option("games", option_or(o, "games", "3"), 1, 99); break;
    case Series::Hits: c.series_games = parse_int_option("games", option_or(o, "games", "9"), 1, 99); break;
  }
  return c;
}

SipkyGame::SipkyGame(Config config, GameOptions options)
    : config_(config), options_(std::move(options)) {}

std::unique_ptr<State> SipkyGame::new_initial_state() const {
  return std::make_unique<SipkyState>(*this);
}

std::shared_ptr<const Game> make_sipky_game(const GameOptions& options) {
  return std::make_shared<SipkyGame>(parse_config(options), options);
}

SipkyState::SipkyState(const SipkyGame& game) : game_(game) {
  const int n = game.config().players;
  series_points_.assign(static_cast<std::size_t>(n), 0);
  series_sum_.assign(static_cast<std::size_t>(n), 0);
  series_hits_.assign(static_cast<std::size_t>(n), 0);
  dealer_ = n - 1;
  Events ignored;
  game_index_ = -1;
  start_game(ignored);
}

void SipkyState::start_game(Events& events) {
  const int n = config().players;
  ++game_index_;
  target_ = config().target_of_game(game_index_);
  players_.assign(static_cast<std::size_t>(n), PlayerState{});
  stock_.fill(kCardsPerValue);
  out_.fill(0);
  hand_.clear();
  one_card_ = false;
  seat_ = (dealer_ + 1) % n;
  phase_ = Phase::Decide;
  events.push_back({"game_started",
                    {{"game", game_index_ + 1},
                     {"games", config().series_games},
                     {"target", target_},
                     {"dealer", dealer_},
                     {"player", seat_}}});
}

int SipkyState::current_player() const {
  switch (phase_) {
    case Phase::Deal: return kChancePlayer;
    case Phase::SeriesOver: return kTerminalPlayer;
    default: return seat_;
  }
}

int SipkyState::stock_size() const {
  int total = 0;
  for (int c : stock_) total += c;
  return total;
}

int SipkyState::cards_needed() const {
  if (phase_ != Phase::Deal) return 0;
  return (one_card_ ? 1 : 2) - static_cast<int>(hand_.size());
}

int SipkyState::compose_value(int tens) const {
  if (hand_.size() != 2) return -1;
  int other = hand_[0] == tens ? hand_[1] : hand_[0];
  return tens == 0 ? other : tens * 10 + other;
}

std::vector<Action> SipkyState::legal_actions() const {
  std::vector<Action> legal;
  const PlayerState& p = players_[static_cast<std::size_t>(seat_)];
  switch (phase_) {
    case Phase::Decide:
      legal.push_back(kThrowTwo);
      if (p.throws > 0) {
        legal.push_back(kOneCard);
        if (config().variant == Variant::Stojedna) legal.push_back(kStop);
      }
      break;
    case Phase::Deal:
      for (int v = 0; v < 10; ++v)
        if (stock_[static_cast<std::size_t>(v)] > 0) legal.push_back(v);
      break;
    case Phase::Compose:
      legal.push_back(kComposeBase + std::min(hand_[0], hand_[1]));
      if (hand_[0] != hand_[1]) legal.push_back(kComposeBase + std::max(hand_[0], hand_[1]));
      break;
    case Phase::OneCardChoice:
      legal = {kKeepCard, kDiscardCard};
      break;
    case Phase::SeriesOver:
      break;
  }
  return legal;
}

std::vector<std::pair<Action, int>> SipkyState::chance_outcomes() const {
  std::vector<std::pair<Action, int>> outcomes;
  if (phase_ != Phase::Deal) return outcomes;
  for (int v = 0; v < 10; ++v)
    if (stock_[static_cast<std::size_t>(v)] > 0) outcomes.emplace_back(v, stock_[static_cast<std::size_t>(v)]);
  return outcomes;
}

std::optional<Event> SipkyState::why_illegal(Action a) const {
  if (is_legal(a)) return std::nullopt;
  const long player = seat_;
  if (phase_ == Phase::SeriesOver) return Event{"refused.game_over"};
  if (a >= 0 && a <= 9) {
    if (phase_ != Phase::Deal) return Event{"refused.not_dealing"};
    return Event{"refused.no_card_left", {{"card", a}, {"count", kCardsPerValue}}};
  }
  if (phase_ == Phase::Deal) return Event{"refused.dealing", {{"player", player}, {"needed", cards_needed()}}};
  if (a == kStop || a == kOneCard) {
    if (phase_ != Phase::Decide) return Event{"refused.not_now", {{"player", player}}};
    if (a == kStop && config().variant == Variant::Exact) return Event{"refused.no_stop_in_exact"};
    return Event{"refused.first_throw_two", {{"player", player}}};
  }
  if (a >= kComposeBase && a <= kComposeBase + 9) {
    if (phase_ != Phase::Compose) return Event{"refused.not_now", {{"player", player}}};
    return Event{"refused.not_in_hand", {{"card", a - kComposeBase}, {"a", hand_[0]}, {"b", hand_[1]}}};
  }
  return Event{"refused.not_now", {{"player", player}}};
}

int SipkyState::next_active_after(int seat) const {
  const int n = config().players;
  for (int i = 1; i <= n; ++i) {
    int s = (seat + i) % n;
    if (players_[static_cast<std::size_t>(s)].status == Status::Active) return s;
  }
  return -1;
}

void SipkyState::reshuffle_if_empty(Events& events) {
  if (stock_size() > 0) return;
  // Every card not in the current throw goes back into the stock.
  for (int v = 0; v < 10; ++v) stock_[static_cast<std::size_t>(v)] = kCardsPerValue;
  for (int c : hand_) --stock_[static_cast<std::size_t>(c)];
  out_.fill(0);
  events.push_back({"reshuffled", {{"cards", stock_size()}}});
}

void SipkyState::do_apply(Action a, Events& events) {
  PlayerState& p = players_[static_cast<std::size_t>(seat_)];
  const long player = seat_;
  switch (phase_) {
    case Phase::Decide:
      if (a == kStop) {
        p.status = Status::Stopped;
        events.push_back({"stopped", {{"player", player}, {"score", p.score}, {"target", target_}}});
        end_turn(events);
        return;
      }
      one_card_ = (a == kOneCard);
      ++p.throws;
      if (one_card_ && config().variant == Variant::Stojedna) p.last_throw_announced = true;
      events.push_back({one_card_ ? "one_card" : "throw_two", {{"player", player}}});
      phase_ = Phase::Deal;
      reshuffle_if_empty(events);
      return;
    case Phase::Deal:
      deal(a, events);
      return;
    case Phase::Compose: {
      int value = compose_value(a - kComposeBase);
      for (int c : hand_) discard(c);
      hand_.clear();
      score_value(value, events);
      end_turn(events);
      return;
    }
    case Phase::OneCardChoice: {
      int card = hand_.at(0);
      discard(card);
      hand_.clear();
      if (a == kKeepCard) {
        events.push_back({"card_kept", {{"player", player}, {"card", card}, {"score", p.score}}});
        score_value(card, events);
      } else {
        events.push_back({"card_discarded", {{"player", player}, {"card", card}, {"score", p.score}}});
      }
      end_turn(events);
      return;
    }
    case Phase::SeriesOver:
      return;
  }
}

void SipkyState::deal(int value, Events& events) {
  const long player = seat_;
  --stock_[static_cast<std::size_t>(value)];
  hand_.push_back(value);
  events.push_back({"card_dealt", {{"player", player}, {"card", value}}});
  if (one_card_) {
    if (value == 0) {
      discard(0);
      hand_.clear();
      events.push_back({"zero_replaced", {{"player", player}}});
      reshuffle_if_empty(events);
      return;
    }
    const PlayerState& p = players_[static_cast<std::size_t>(seat_)];
    if (config().variant == Variant::Exact && p.score + value > target_) {
      phase_ = Phase::OneCardChoice;
      events.push_back({"overshoot", {{"player", player}, {"card", value}, {"score", p.score}, {"target", target_}}});
      return;
    }
    discard(value);
    hand_.clear();
    score_value(value, events);
    PlayerState& q = players_[static_cast<std::size_t>(seat_)];
    if (q.status == Status::Active && q.last_throw_announced) {
      q.status = Status::Stopped;
      events.push_back({"stopped", {{"player", player}, {"score", q.score}, {"target", target_}}});
    }
    end_turn(events);
    return;
  }
  if (hand_.size() < 2) {
    reshuffle_if_empty(events);
    return;
  }
  if (hand_[0] == 0 && hand_[1] == 0) {
    discard(0);
    discard(0);
    hand_.clear();
    events.push_back({"zeros_folded", {{"player", player}}});
    reshuffle_if_empty(events);
    return;
  }
  phase_ = Phase::Compose;
  events.push_back({"hand", {{"player", player}, {"a", hand_[0]}, {"b", hand_[1]}}});
}

void SipkyState::score_value(int value, Events& events) {
  PlayerState& p = players_[static_cast<std::size_t>(seat_)];
  p.score += value;
  std::vector<std::pair<std::string, long>> fields = {
      {"player", seat_}, {"value", value}, {"score", p.score}, {"target", target_}, {"missing", target_ - p.score}};
  if (p.score > target_) {
    p.status = Status::Busted;
    events.push_back({"busted", fields});
  } else if (p.score == target_) {
    p.status = Status::Exact;
    events.push_back({"exact", fields});
  } else {
    events.push_back({"scored", fields});
  }
}

bool SipkyState::game_over() const {
  bool any_active = false;
  for (const auto& p : players_) {
    if (config().variant == Variant::Exact && p.status == Status::Exact) return true;
    any_active = any_active || p.status == Status::Active;
  }
  return !any_active;
}

void SipkyState::end_turn(Events& events) {
  one_card_ = false;
  if (game_over()) {
    finish_game(events);
    return;
  }
  seat_ = next_active_after(seat_);
  phase_ = Phase::Decide;
  const PlayerState& p = players_[static_cast<std::size_t>(seat_)];
  events.push_back({"turn",
                    {{"player", seat_}, {"score", p.score}, {"target", target_}, {"missing", target_ - p.score},
                     {"throws", p.throws}}});
}

std::vector<RankLine> SipkyState::game_ranking() const { return rank_game(config().variant, players_); }

std::vector<RankLine> SipkyState::series_ranking() const {
  const int n = config().players;
  const std::vector<int>* values = nullptr;
  switch (config().series) {
    case Series::Single: return game_ranking();
    case Series::Placement: values = &series_points_; break;
    case Series::Sum603: values = &series_sum_; break;
    case Series::Hits: values = &series_hits_; break;
  }
  std::vector<std::pair<int, int>> sv;
  for (int s = 0; s < n; ++s) sv.emplace_back(s, (*values)[static_cast<std::size_t>(s)]);
  return rank_by_value(sv, 1);
}

void SipkyState::finish_game(Events& events) {
  const int n = config().players;
  auto ranking = game_ranking();
  // The winner, or the winners of a tie: every line on the first place that wins.
  int winner = -1, winners = 0, score = 0;
  for (const auto& line : ranking)
    if (line.place == 1 && !line.busted && (config().variant == Variant::Stojedna || line.value == target_)) {
      if (winner < 0) winner = line.seat, score = line.value;
      ++winners;
    }
  events.push_back({"game_over",
                    {{"game", game_index_ + 1}, {"games", config().series_games}, {"target", target_},
                     {"winner", winner}, {"winners", winners}, {"score", score}}});
  for (const auto& line : ranking)
    events.push_back({"rank", {{"place", line.place}, {"player", line.seat}, {"score", line.value},
                               {"busted", line.busted ? 1 : 0}, {"target", target_}}});
  for (const auto& line : ranking) {
    auto s = static_cast<std::size_t>(line.seat);
    series_points_[s] += n - line.place + 1;
    if (!line.busted) series_sum_[s] += line.value;
    if (players_[s].status == Status::Exact) ++series_hits_[s];
  }
  ++games_finished_;
  if (games_finished_ < config().series_games) {
    dealer_ = (dealer_ + 1) % n;
    start_game(events);
    const PlayerState& p = players_[static_cast<std::size_t>(seat_)];
    events.push_back({"turn",
                      {{"player", seat_}, {"score", p.score}, {"target", target_}, {"missing", target_},
                       {"throws", 0}}});
    return;
  }
  phase_ = Phase::SeriesOver;
  if (config().series == Series::Single) return;
  events.push_back({"series_over", {{"series", static_cast<long>(config().series)}, {"games", games_finished_}}});
  for (const auto& line : series_ranking())
    events.push_back({"series_rank", {{"place", line.place}, {"player", line.seat}, {"value", line.value},
                                      {"series", static_cast<long>(config().series)}}});
}

std::string SipkyState::action_to_string(Action a) const {
  if (a >= 0 && a <= 9) return "deal " + std::to_string(a);
  if (a == kThrowTwo) return "throw two";
  if (a == kOneCard) return "one card";
  if (a == kStop) return "stop";
  if (a >= kComposeBase && a <= kComposeBase + 9) return "tens " + std::to_string(a - kComposeBase);
  if (a == kKeepCard) return "keep card";
  if (a == kDiscardCard) return "discard card";
  return "unknown " + std::to_string(a);
}

std::string SipkyState::to_string() const {
  std::ostringstream os;
  os << "game " << game_index_ + 1 << "/" << config().series_games << " target " << target_ << " dealer "
     << dealer_ << " seat " << seat_ << " phase " << static_cast<int>(phase_) << " hand";
  for (int c : hand_) os << ' ' << c;
  os << "\nplayers:";
  for (const auto& p : players_)
    os << ' ' << p.score << '/' << static_cast<int>(p.status) << '/' << p.throws;
  os << "\nstock:";
  for (int c : stock_) os << ' ' << c;
  os << "\nseries:";
  for (std::size_t i = 0; i < players_.size(); ++i)
    os << ' ' << series_points_[i] << '/' << series_sum_[i] << '/' << series_hits_[i];
  return os.str();
}

}  // namespace sh::sipky
