#include "games/numberfloor/numberfloor_game.h"

#include <algorithm>
#include <bit>
#include <sstream>
#include <stdexcept>

#include "core/game_options.h"

namespace sh::numberfloor {

namespace {

constexpr CardCounts kNoCards{};

std::size_t at(int i) { return static_cast<std::size_t>(i); }
using Fields = std::vector<std::pair<std::string, long>>;

bool in_range(Action a, Action base, int count) { return a >= base && a < base + count; }

// Bit t set = some card of type t (without branches: legal_actions() asks it per action).
std::uint64_t present(const CardCounts& c) {
  std::uint64_t bits = 0;
  for (std::size_t t = 0; t < c.size(); ++t) bits |= static_cast<std::uint64_t>(c[t] > 0) << t;
  return bits;
}

std::string card_name(int t) {
  if (!is_card_type(t)) return "card " + std::to_string(t);
  switch (kind_of(t)) {
    case Kind::Floor: return "floor " + std::to_string(value_of(t));
    case Kind::Night: return "night " + std::to_string(value_of(t));
    case Kind::Balloon: return "balloon " + std::to_string(value_of(t));
    case Kind::Nearest: return "nearest";
    case Kind::Even: return "even";
    case Kind::Odd: return "odd";
    case Kind::Skip: return "skip";
  }
  return "?";
}

}  // namespace

// ---------------------------------------------------------------- options and game

Config parse_config(const GameOptions& options, const Deck& deck) {
  static const std::vector<std::string> known = {"players", "variant", "mode", "starts", "computers", "deck", "level",
                                                 "phones"};
  for (const auto& [k, v] : options)
    if (std::find(known.begin(), known.end(), k) == known.end())
      throw std::invalid_argument("unknown option for numberfloor: " + k +
                                  " (known: players, variant, mode, starts, computers, deck, level, phones)");
  Config c;
  c.players = parse_int_option("players", option_or(options, "players", "2"), kMinPlayers, kMaxPlayers);
  const std::string variant = option_or(options, "variant", "full");
  if (variant == "full") c.variant = Variant::Full;
  else if (variant == "middle") c.variant = Variant::Middle;
  else if (variant == "beginner") c.variant = Variant::Beginner;
  else throw std::invalid_argument("numberfloor: variant must be full, middle or beginner, not '" + variant + "'");
  const std::string mode = option_or(options, "mode", "dealer");
  if (mode == "dealer") c.mode = Mode::Dealer;
  else if (mode == "assistant") c.mode = Mode::Assistant;
  else throw std::invalid_argument("numberfloor: mode must be dealer or assistant, not '" + mode + "'");
  c.starter = parse_int_option("starts", option_or(options, "starts", "1"), 1, c.players) - 1;
  c.computer = parse_seat_list(options, "computers", c.players);
  if (c.mode == Mode::Assistant && std::find(c.computer.begin(), c.computer.end(), true) != c.computer.end())
    throw std::invalid_argument("numberfloor: computer players need mode=dealer (in assistant mode nobody knows the cards)");
  // The seats held on phones' pages (play/seat_pages.h), read by the program shell.
  parse_seat_list(options, "phones", c.players);
  c.deck = deck;
  c.deck_source = option_or(options, "deck", "default");
  if (c.deck_source.empty()) c.deck_source = "default";
  c.cards = deck.for_variant(c.variant);
  if (std::string problem = deck_problem(c.cards, c.variant, c.players); !problem.empty())
    throw std::invalid_argument("numberfloor: " + problem);
  c.stars_to_win = c.players <= 3 ? 5 : 3;
  for (int v = 0; v < kFloors; ++v) c.has_nights = c.has_nights || c.cards[at(night_card(v))] > 0;
  return c;
}

std::shared_ptr<const Game> make_numberfloor_game(const GameOptions& options, const Deck& deck) {
  return std::make_shared<NumberfloorGame>(parse_config(options, deck), options);
}

NumberfloorGame::NumberfloorGame(Config config, GameOptions options)
    : config_(std::move(config)), options_(std::move(options)) {
  if (config_.players < kMinPlayers || config_.players > kMaxPlayers)
    throw std::invalid_argument("Numberfloor is for 2 to 5 players");
  config_.computer.resize(at(config_.players), false);
}

std::unique_ptr<State> NumberfloorGame::new_initial_state() const {
  return std::make_unique<NumberfloorState>(*this);
}

bool NumberfloorGame::is_computer(int seat) const {
  return seat >= 0 && seat < config_.players && config_.computer[at(seat)];
}

// ---------------------------------------------------------------- state: views

NumberfloorState::NumberfloorState(const NumberfloorGame& game)
    : game_(game) {
  stock_ = config().cards;
  stock_size_ = total(stock_);
  if (dealer_mode()) {
    stage_ = Stage::Deal;
  } else {
    stage_ = Stage::Start;
    std::fill(hand_size_.begin(), hand_size_.begin() + num_players(), kHandSize);
    stock_size_ -= kHandSize * num_players();
  }
}

int NumberfloorState::current_player() const {
  switch (stage_) {
    case Stage::Deal:
    case Stage::Start:
    case Stage::Drawing:
      return kChancePlayer;
    case Stage::Play:
      return turn_;
    case Stage::GameOver:
      break;
  }
  return kTerminalPlayer;
}

int NumberfloorState::floor_top(int pile) const {
  const auto& p = floor_piles_[at(pile)];
  return p.empty() ? -1 : value_of(p.back());
}

std::pair<int, int> NumberfloorState::chance_range() const {
  if (stage_ != Stage::Start) return {0, kCardTypes};
  if (start_step_ < 2) return {0, kBalloonBase};  // a floor card (night too)
  return {kBalloonBase, kNearest};                // a numbered balloon
}

void NumberfloorState::emit(Events& events, const char* type,
                            std::initializer_list<std::pair<const char*, long>> fields) const {
  if (silent()) return;
  events.emplace_back(type, Fields(fields.begin(), fields.end()));
}

void NumberfloorState::pile_push(std::vector<int>& pile, int type) {
  pile.push_back(type);
  ++piled_[at(type)];
}

std::uint16_t NumberfloorState::allowed(int pile) const {
  const int top = floor_top(pile);
  if (top < 0) return 0;
  if (beginner()) return beginner_allowed(top);
  return allowed_fast(top, balloon_top());
}

bool NumberfloorState::takeover_window() const {
  return stage_ == Stage::Play && floors_laid_ >= 1 && balloons_laid_ >= 1 && config().has_nights;
}

bool NumberfloorState::seat_has_floor(int seat) const {
  const CardCounts& h = hands_[at(seat)];
  for (int t = 0; t < kBalloonBase; ++t)
    if (h[at(t)] > 0) return true;
  return false;
}

int NumberfloorState::playable_floor(int seat) const { return playable(seat).first; }

std::pair<int, int> NumberfloorState::playable(int seat) const {
  if (!dealer_mode() || stage_ != Stage::Play) return {-1, -1};
  const CardCounts& h = hands_[at(seat)];
  if (beginner()) {
    for (int t = 0; t < kBalloonBase; ++t)
      if (h[at(t)] > 0 && (fits(allowed(0), value_of(t)) || fits(allowed(1), value_of(t)))) return {t, -1};
    return {-1, -1};
  }
  const int top = floor_top(0);
  // Floor values in the hand (bit v), then the first floor card (type order) that fits
  // under the top balloon, else under a balloon of the hand (the first one in type order).
  std::uint16_t values = 0;
  for (int t = 0; t < kBalloonBase; ++t)
    if (h[at(t)] > 0) values = static_cast<std::uint16_t>(values | (1u << value_of(t)));
  if (values == 0) return {-1, -1};
  const std::uint16_t now = allowed_fast(top, balloon_top());
  if (now & values)
    for (int t = 0; t < kBalloonBase; ++t)
      if (h[at(t)] > 0 && fits(now, value_of(t))) return {t, -1};
  std::array<std::uint16_t, kCardTypes - kBalloonBase> opens{};
  std::uint16_t any = 0;
  for (int b = kBalloonBase; b < kCardTypes; ++b) {
    if (h[at(b)] == 0) continue;
    opens[at(b - kBalloonBase)] = allowed_fast(top, b);
    any = static_cast<std::uint16_t>(any | opens[at(b - kBalloonBase)]);
  }
  if ((any & values) == 0) return {-1, -1};
  for (int t = 0; t < kBalloonBase; ++t) {
    if (h[at(t)] == 0) continue;
    for (int b = kBalloonBase; b < kCardTypes; ++b)
      if (h[at(b)] > 0 && fits(opens[at(b - kBalloonBase)], value_of(t))) return {t, b};
  }
  return {-1, -1};
}

int NumberfloorState::nights_unseen() const {
  const CardCounts& piles = on_piles();
  int n = 0;
  for (int v = 0; v < kFloors; ++v) n += config().cards[at(night_card(v))] - piles[at(night_card(v))];
  return n;
}

Observation NumberfloorState::observation(int seat) const {
  Observation o;
  o.seat = seat;
  o.players = num_players();
  o.variant = config().variant;
  o.hand_known = dealer_mode();
  if (o.hand_known) o.hand = hands_[at(seat)];
  o.hand_sizes = hand_size_;
  o.stars = stars_;
  o.deck = config().cards;
  o.stars_to_win = config().stars_to_win;
  o.stock = stock_size_;
  o.floor_top = {floor_top(0), beginner() ? floor_top(1) : -1};
  o.balloon_top = balloon_top();
  o.on_piles = on_piles();
  o.turn_player = stage_ == Stage::Play ? turn_ : -1;
  o.floors_laid = floors_laid_;
  o.balloons_laid = balloons_laid_;
  o.drawn = drawn_;
  o.last_laid = last_laid_;
  return o;
}

std::unique_ptr<NumberfloorState> NumberfloorState::from_view(const NumberfloorGame& game, const Observation& o,
                                                             const std::array<CardCounts, kMaxPlayers>& hands,
                                                             const CardCounts& stock) {
  auto s = std::make_unique<NumberfloorState>(game);
  const int n = game.num_players();
  for (int p = 0; p < n; ++p) {
    s->hands_[at(p)] = p == o.seat ? o.hand : hands[at(p)];
    s->hand_size_[at(p)] = total(s->hands_[at(p)]);
    s->stars_[at(p)] = o.stars[at(p)];
  }
  s->stock_ = stock;
  s->stock_size_ = total(stock);
  // The piles: every card below its pile's top in any order (only the tops matter, and the
  // rest returns to the stock on a reshuffle), the tops as o sees them.
  CardCounts rest = o.on_piles;
  std::array<int, 2> tops{-1, -1};
  for (int p = 0; p < 2; ++p) {
    const int v = o.floor_top[at(p)];
    if (v < 0) continue;
    const int t = rest[at(floor_card(v))] > 0 ? floor_card(v) : night_card(v);
    --rest[at(t)];
    tops[at(p)] = t;
  }
  if (o.balloon_top >= 0) --rest[at(o.balloon_top)];
  for (int t = 0; t < kCardTypes; ++t)
    for (int k = 0; k < rest[at(t)]; ++k) s->pile_push(is_floor(t) ? s->floor_piles_[0] : s->balloon_pile_, t);
  for (int p = 0; p < 2; ++p)
    if (tops[at(p)] >= 0) s->pile_push(s->floor_piles_[at(p)], tops[at(p)]);
  if (o.balloon_top >= 0) s->pile_push(s->balloon_pile_, o.balloon_top);
  s->stage_ = Stage::Play;
  s->start_step_ = 2;
  s->dealt_ = kHandSize * n;
  s->turn_ = o.turn_player;
  s->floors_laid_ = o.floors_laid;
  s->balloons_laid_ = o.balloons_laid;
  s->drawn_ = o.drawn;
  s->last_laid_ = o.last_laid;
  return s;
}

// ---------------------------------------------------------------- legality

std::vector<std::pair<Action, int>> NumberfloorState::chance_outcomes() const {
  std::vector<std::pair<Action, int>> out;
  if (stage_ != Stage::Deal && stage_ != Stage::Start && stage_ != Stage::Drawing) return out;
  out.reserve(kCardTypes);
  const auto [lo, hi] = chance_range();
  if (dealer_mode()) {
    for (std::uint64_t left = present(stock_) >> lo; left != 0; left &= left - 1) {
      const int t = lo + std::countr_zero(left);
      if (t >= hi) break;
      out.emplace_back(chance_card(t), stock_[at(t)]);
    }
    return out;
  }
  const CardCounts& cards = config().cards;
  for (int t = lo; t < hi; ++t)
    if (const int weight = cards[at(t)] - piled_[at(t)]; weight > 0) out.emplace_back(chance_card(t), weight);
  return out;
}

bool NumberfloorState::available(int seat, int t) const {
  if (dealer_mode()) return hands_[at(seat)][at(t)] > 0;
  return hand_size_[at(seat)] > 0 && config().cards[at(t)] - piled_[at(t)] > 0;
}

std::uint16_t NumberfloorState::floor_values(int seat) const {
  const CardCounts& h = hands_[at(seat)];
  std::uint16_t values = 0;
  for (int t = 0; t < kBalloonBase; ++t)
    if (h[at(t)] > 0) values = static_cast<std::uint16_t>(values | (1u << value_of(t)));
  return values;
}

std::uint16_t NumberfloorState::open_after(int seat, int b) const {
  const CardCounts& h = hands_[at(seat)];
  const int top = floor_top(0);
  std::uint16_t open = allowed_fast(top, b);
  for (int k = kBalloonBase; k < kCardTypes; ++k)
    if (k != b && h[at(k)] > 0) open = static_cast<std::uint16_t>(open | allowed_fast(top, k));
  return open;
}

bool NumberfloorState::shuts_out(int seat, int b) const {
  if (!dealer_mode() || beginner() || floors_laid_ > 0 || is_floor(b)) return false;
  return can_lay_floor(seat) && (open_after(seat, b) & floor_values(seat)) == 0;
}

bool NumberfloorState::floor_possible() const {
  const std::uint16_t mask = allowed(0);
  const CardCounts& cards = config().cards;
  for (int v = 0; v < kFloors; ++v)
    if (fits(mask, v) && (cards[at(floor_card(v))] > piled_[at(floor_card(v))] ||
                          cards[at(night_card(v))] > piled_[at(night_card(v))]))
      return true;
  return false;
}

bool NumberfloorState::owes_floor() const {
  if (beginner() || floors_laid_ > 0 || balloons_laid_ == 0) return false;
  return dealer_mode() ? can_lay_floor(turn_) : floor_possible();
}

bool NumberfloorState::can_lay_floor(int seat) const {
  // playable(seat).first >= 0 as masks: a floor value of the hand fits under the top
  // balloon or under a balloon of the hand.
  const CardCounts& h = hands_[at(seat)];
  std::uint16_t values = 0;
  for (int t = 0; t < kBalloonBase; ++t)
    if (h[at(t)] > 0) values = static_cast<std::uint16_t>(values | (1u << value_of(t)));
  if (values == 0) return false;
  const int top = floor_top(0);
  std::uint16_t open = allowed_fast(top, balloon_top());
  for (int b = kBalloonBase; b < kCardTypes; ++b)
    if (h[at(b)] > 0) open = static_cast<std::uint16_t>(open | allowed_fast(top, b));
  return (open & values) != 0;
}

std::vector<Action> NumberfloorState::legal_actions() const {
  std::vector<Action> actions;
  if (stage_ == Stage::GameOver) return actions;
  const bool dealer = dealer_mode();
  if (stage_ != Stage::Play) {  // as chance_outcomes(), without the weights
    actions.reserve(kCardTypes);
    const auto [lo, hi] = chance_range();
    const CardCounts& from = dealer ? stock_ : config().cards;
    const CardCounts& minus = dealer ? kNoCards : on_piles();
    for (int t = lo; t < hi; ++t)
      if (from[at(t)] - minus[at(t)] > 0) actions.push_back(chance_card(t));
    return actions;
  }
  actions.reserve(16);
  const int seat = turn_;
  const bool beginner_game = beginner();
  const std::uint16_t mask0 = allowed(0);
  const std::uint16_t mask1 = beginner_game ? allowed(1) : 0;
  const bool balloons_ok = hand_size_[at(seat)] > 1 || floors_laid_ > 0;
  bool can_draw = !beginner_game && floors_laid_ == 0 && !drawn_;
  // Before the turn's first floor card, whether a floor card could be laid now (dealer:
  // of the hand, with the top balloon or one of the hand; assistant: public view).
  bool floor_now = false;
  if (dealer) {
    const int top = floor_top(0);
    const std::uint64_t held = present(hands_[at(seat)]);
    std::uint16_t values = 0;
    if (!beginner_game && floors_laid_ == 0) {  // one pass over the hand: can_lay_floor(seat)
      std::uint16_t open = allowed_fast(top, balloon_top());
      for (std::uint64_t left = held; left != 0; left &= left - 1) {
        const int t = std::countr_zero(left);
        if (is_floor(t)) values = static_cast<std::uint16_t>(values | (1u << value_of(t)));
        else open = static_cast<std::uint16_t>(open | allowed_fast(top, t));
      }
      floor_now = (open & values) != 0;
    }
    for (std::uint64_t left = held; left != 0; left &= left - 1) {
      const int t = std::countr_zero(left);  // the hand's card types in increasing order
      if (is_floor(t)) {
        if (fits(mask0, value_of(t))) actions.push_back(lay_action(t));
      } else if (balloons_ok && !(floor_now && (open_after(seat, t) & values) == 0)) {
        actions.push_back(lay_action(t));  // not a balloon that shuts out every floor card
      }
    }
    can_draw = can_draw && !floor_now;
  } else {
    for (int t = 0; t < kCardTypes; ++t) {
      if (!available(seat, t)) continue;
      if (is_floor(t) ? fits(mask0, value_of(t)) : balloons_ok) actions.push_back(lay_action(t));
    }
    floor_now = !beginner_game && floors_laid_ == 0 && balloons_laid_ > 0 && floor_possible();
    can_draw = can_draw && !floor_now;
  }
  // A balloon laid before the first floor card: no PAS while a floor card could follow.
  const bool owes = floor_now && balloons_laid_ > 0;
  if (beginner_game)
    for (int v = 0; v < kFloors; ++v)
      if (available(seat, floor_card(v)) && fits(mask1, v)) actions.push_back(lay2_action(v));
  if (can_draw) actions.push_back(kDraw);
  if (floors_laid_ == 0 && (beginner_game || drawn_) && !owes) actions.push_back(kPass);
  if (floors_laid_ > 0) actions.push_back(kEndTurn);
  if (takeover_window() && (!dealer || seat_has_floor(seat)))
    for (int s = 0; s < num_players(); ++s) {
      if (s == seat) continue;
      for (int v = 0; v < kFloors; ++v)
        if (available(s, night_card(v)) && fits(mask0, v)) actions.push_back(takeover_action(s, v));
    }
  return actions;  // made in increasing order: lays, second pile, draw, PAS, end, take-overs
}

bool NumberfloorState::is_legal(Action a) const {
  switch (stage_) {
    case Stage::GameOver:
      return false;
    case Stage::Deal:
    case Stage::Start:
    case Stage::Drawing: {
      if (!in_range(a, kChanceCard, kCardTypes)) return false;
      const int t = a - kChanceCard;
      const auto [lo, hi] = chance_range();
      if (t < lo || t >= hi) return false;
      if (dealer_mode()) return stock_[at(t)] > 0;
      return config().cards[at(t)] - piled_[at(t)] > 0;
    }
    case Stage::Play:
      break;
  }
  const int seat = turn_;
  if (in_range(a, kLay, kCardTypes)) {
    const int t = a - kLay;
    if (!available(seat, t)) return false;
    if (is_floor(t)) return fits(allowed(0), value_of(t));
    return (hand_size_[at(seat)] > 1 || floors_laid_ > 0) && !shuts_out(seat, t);
  }
  if (in_range(a, kLayPile2, kFloors))
    return beginner() && available(seat, floor_card(a - kLayPile2)) && fits(allowed(1), a - kLayPile2);
  if (a == kDraw)
    return !beginner() && floors_laid_ == 0 && !drawn_ && !(dealer_mode() && can_lay_floor(seat)) && !owes_floor();
  // PAS (PRODUCT.md, referee decision; both rulebooks): Full and Middle, "nemůže nebo nechce"
  // after drawing two: only after the draw, and then whether a card fits or not (a player who
  // can lay a floor card before drawing must lay one: he may not draw). Beginner, "nemůže
  // (nebo nechce)": at the start of a turn whether a card fits or not, and PAS draws two.
  // Never once a floor card is laid (the turn then ends by kEndTurn), nor after a balloon
  // while a floor card could follow it (a turn with a balloon lays a floor card).
  if (a == kPass) return floors_laid_ == 0 && (beginner() || drawn_) && !owes_floor();
  if (a == kEndTurn) return floors_laid_ > 0;
  if (is_takeover(a)) {
    const int s = takeover_seat(a), v = takeover_value(a);
    return s < num_players() && s != seat && takeover_window() && (!dealer_mode() || seat_has_floor(seat)) &&
           available(s, night_card(v)) && fits(allowed(0), v);
  }
  return false;
}

std::optional<Event> NumberfloorState::why_illegal(Action a) const {
  switch (stage_) {
    case Stage::GameOver:
      return Event("refused.game_over", {{"winner", winner_}});
    case Stage::Deal:
    case Stage::Start:
    case Stage::Drawing:
      return why_illegal_chance(a);
    case Stage::Play:
      return why_illegal_play(a);
  }
  return Event("refused.not_now");
}

std::optional<Event> NumberfloorState::why_illegal_chance(Action a) const {
  if (!in_range(a, kChanceCard, kCardTypes)) return Event("refused.cards_first");
  const int t = a - kChanceCard;
  if (stage_ == Stage::Start && start_step_ < 2 && !is_floor(t))
    return Event("refused.start_floor", {{"card", t}});
  if (stage_ == Stage::Start && start_step_ == 2 && !is_numbered_balloon(t))
    return Event("refused.start_balloon", {{"card", t}});
  if (config().cards[at(t)] == 0) return Event("refused.not_in_variant", {{"card", t}});
  if (dealer_mode()) {
    if (stock_[at(t)] == 0) return Event("refused.card_exhausted", {{"card", t}, {"copies", config().cards[at(t)]}});
  } else if (on_piles()[at(t)] >= config().cards[at(t)]) {
    return Event("refused.card_exhausted", {{"card", t}, {"copies", config().cards[at(t)]}});
  }
  return std::nullopt;
}

Event NumberfloorState::refused_fit(int type, int pile) const {
  return Event("refused.does_not_fit", {{"card", type},
                                        {"value", value_of(type)},
                                        {"pile", pile},
                                        {"floor", floor_top(pile)},
                                        {"balloon", beginner() ? -1 : balloon_top()},
                                        {"allowed", allowed(pile)}});
}

std::optional<Event> NumberfloorState::why_illegal_lay(int seat, int t, int pile) const {
  if (!is_card_type(t)) return Event("refused.not_a_card", {{"card", t}});
  if (config().cards[at(t)] == 0) return Event("refused.not_in_variant", {{"card", t}});
  if (dealer_mode()) {
    if (hands_[at(seat)][at(t)] == 0) return Event("refused.not_in_hand", {{"seat", seat}, {"card", t}});
  } else {
    if (on_piles()[at(t)] >= config().cards[at(t)])
      return Event("refused.card_exhausted", {{"card", t}, {"copies", config().cards[at(t)]}});
    if (hand_size_[at(seat)] == 0) return Event("refused.hand_empty", {{"seat", seat}});
  }
  if (is_floor(t)) {
    if (!fits(allowed(pile), value_of(t))) return refused_fit(t, pile);
  } else if (hand_size_[at(seat)] == 1 && floors_laid_ == 0) {
    return Event("refused.floor_first", {{"seat", seat}, {"card", t}});
  } else if (shuts_out(seat, t)) {  // the floor card fits under the top balloon (see shuts_out)
    return Event("refused.balloon_shuts_floor", {{"seat", seat}, {"card", t}, {"floor", playable_floor(seat)}});
  }
  return std::nullopt;
}

std::optional<Event> NumberfloorState::why_illegal_takeover(Action a) const {
  const int s = takeover_seat(a), v = takeover_value(a);
  if (s >= num_players()) return Event("refused.not_an_action", {{"action", a}});
  if (!config().has_nights) return Event("refused.no_takeover_in_variant");
  if (s == turn_) return Event("refused.takeover_own_turn", {{"seat", s}});
  if (floors_laid_ < 1 || balloons_laid_ < 1)
    return Event("refused.takeover_too_early",
                 {{"seat", s}, {"from", turn_}, {"floors", floors_laid_}, {"balloons", balloons_laid_}});
  const int t = night_card(v);
  // The claimer's own card and the public piles first: a refusal says nothing about a hand
  // the claimer cannot see unless the claim itself was a valid one.
  if (dealer_mode()) {
    if (hands_[at(s)][at(t)] == 0) return Event("refused.no_night_card", {{"seat", s}, {"value", v}});
  } else {
    if (config().cards[at(t)] == 0 || on_piles()[at(t)] >= config().cards[at(t)])
      return Event("refused.card_exhausted", {{"card", t}, {"copies", config().cards[at(t)]}});
    if (hand_size_[at(s)] == 0) return Event("refused.hand_empty", {{"seat", s}});
  }
  if (!fits(allowed(0), v)) return refused_fit(t, 0);
  if (dealer_mode() && !seat_has_floor(turn_))
    return Event("refused.takeover_only_balloons", {{"seat", s}, {"from", turn_}});
  return std::nullopt;
}

std::optional<Event> NumberfloorState::why_illegal_play(Action a) const {
  if (is_takeover(a)) return why_illegal_takeover(a);
  if (in_range(a, kLay, kCardTypes)) return why_illegal_lay(turn_, a - kLay, 0);
  if (in_range(a, kLayPile2, kFloors)) {
    if (!beginner()) return Event("refused.one_floor_pile");
    return why_illegal_lay(turn_, floor_card(a - kLayPile2), 1);
  }
  if (a == kDraw) {
    if (beginner()) return Event("refused.beginner_draw");
    if (floors_laid_ > 0) return Event("refused.floor_laid_end_turn", {{"seat", turn_}});
    if (drawn_) return Event("refused.already_drawn", {{"seat", turn_}});
    if (const auto [f, b] = playable(turn_); f >= 0)
      return Event("refused.can_play", {{"seat", turn_}, {"card", f}, {"balloon", b}});
    if (owes_floor()) return Event("refused.balloon_needs_floor", {{"seat", turn_}, {"draw", 1}});
    return std::nullopt;
  }
  if (a == kPass) {
    if (floors_laid_ > 0) return Event("refused.floor_laid_end_turn", {{"seat", turn_}});
    if (!beginner() && !drawn_) return Event("refused.draw_first", {{"seat", turn_}});
    if (owes_floor()) {
      if (const auto [f, b] = playable(turn_); f >= 0)
        return Event("refused.pass_can_play", {{"seat", turn_}, {"card", f}, {"balloon", b}});
      return Event("refused.balloon_needs_floor", {{"seat", turn_}, {"draw", 0}});
    }
    return std::nullopt;
  }
  if (a == kEndTurn) {
    if (floors_laid_ == 0)
      return Event("refused.need_floor", {{"seat", turn_}, {"drawn", drawn_ ? 1 : 0}, {"beginner", beginner() ? 1 : 0}});
    return std::nullopt;
  }
  if (in_range(a, kChanceCard, kCardTypes)) return Event("refused.not_now");
  return Event("refused.not_an_action", {{"action", a}});
}

// ---------------------------------------------------------------- applying actions

void NumberfloorState::do_apply(Action a, Events& events) {
  if (stage_ == Stage::GameOver) throw std::logic_error("numberfloor: the game is over");
  if (!silent() && events.empty()) events.reserve(4);  // an action emits one to a few events
  if (stage_ != Stage::Play) {
    apply_chance(a - kChanceCard, events);
    return;
  }
  if (is_takeover(a)) {
    const int s = takeover_seat(a), v = takeover_value(a);
    emit(events, "turn.taken_over", {{"seat", s}, {"from", turn_}, {"value", v}});
    turn_ = s;
    floors_laid_ = 0;
    balloons_laid_ = 0;
    drawn_ = false;
    last_laid_ = -1;
    lay(s, night_card(v), 0, true, events);
  } else if (in_range(a, kLay, kCardTypes)) {
    lay(turn_, a - kLay, 0, false, events);
  } else if (in_range(a, kLayPile2, kFloors)) {
    lay(turn_, floor_card(a - kLayPile2), 1, false, events);
  } else if (a == kDraw) {
    drawn_ = true;
    begin_draws(turn_, kDrawCount, DrawReason::Retry, events);
  } else if (a == kPass) {
    emit(events, "turn.pass", {{"seat", turn_}, {"hand", hand_size_[at(turn_)]}});
    if (beginner()) begin_draws(turn_, kDrawCount, DrawReason::Pass, events);
    else end_turn(true, events);
  } else if (a == kEndTurn) {
    emit(events, "turn.end", {{"seat", turn_}, {"hand", hand_size_[at(turn_)]}});
    end_turn(false, events);
  }
}

void NumberfloorState::take_from_stock(int type) {
  if (dealer_mode()) --stock_[at(type)];
  --stock_size_;
}

void NumberfloorState::apply_chance(int t, Events& events) {
  take_from_stock(t);
  const int n = num_players();
  if (stage_ == Stage::Deal) {
    const int seat = (config().starter + dealt_) % n;
    ++hands_[at(seat)][at(t)];
    ++hand_size_[at(seat)];
    ++dealt_;
    emit(events, "deal.card", {{"seat", seat}, {"card", t}});
    if (dealt_ < kHandSize * n) return;
    for (int s = 0; s < n; ++s) {
      if (seat_has_floor(s)) continue;
      // A hand of balloons only: the deal is void, every card goes back.
      emit(events, "deal.void", {{"seat", s}});
      for (int p = 0; p < n; ++p) {
        for (int k = 0; k < kCardTypes; ++k) stock_[at(k)] += hands_[at(p)][at(k)];
        hands_[at(p)] = {};
        hand_size_[at(p)] = 0;
      }
      stock_size_ = total(stock_);
      dealt_ = 0;
      return;
    }
    emit(events, "deal.done", {{"starter", config().starter}});
    stage_ = Stage::Start;
    start_step_ = 0;
    return;
  }
  if (stage_ == Stage::Start) {
    if (start_step_ < 2) {
      pile_push(floor_piles_[at(start_step_)], t);
      emit(events, "start.floor", {{"card", t}, {"value", value_of(t)}, {"pile", start_step_}});
      if (beginner() && start_step_ == 0) {
        start_step_ = 1;
        return;
      }
      if (!beginner()) {
        start_step_ = 2;
        if (!chance_outcomes().empty()) return;
        emit(events, "start.no_balloon", {});  // an edited deck without numbered balloons left
      }
    } else {
      pile_push(balloon_pile_, t);
      emit(events, "start.balloon", {{"card", t}, {"value", value_of(t)},
                                                  {"allowed", allowed(0)}});
    }
    start_turn(config().starter, events);
    return;
  }
  // Stage::Drawing (dealer mode)
  ++hands_[at(draw_seat_)][at(t)];
  ++hand_size_[at(draw_seat_)];
  --pending_;
  emit(events, "card.drawn", {{"seat", draw_seat_}, {"card", t}});
  settle_draws(events);
}

void NumberfloorState::lay(int seat, int t, int pile, bool takeover, Events& events) {
  if (dealer_mode()) --hands_[at(seat)][at(t)];
  --hand_size_[at(seat)];
  last_laid_ = t;
  if (is_floor(t)) {
    pile_push(floor_piles_[at(pile)], t);
    ++floors_laid_;
    if (!silent())
      emit(events, "floor.laid", {{"seat", seat},
                                             {"card", t},
                                             {"value", value_of(t)},
                                             {"night", is_night(t) ? 1 : 0},
                                             {"pile", pile},
                                             {"hand", hand_size_[at(seat)]},
                                             {"takeover", takeover ? 1 : 0},
                                             {"allowed", allowed(pile)}});
  } else {
    pile_push(balloon_pile_, t);
    ++balloons_laid_;
    if (!silent())
      emit(events, "balloon.laid", {{"seat", seat},
                                               {"card", t},
                                               {"value", value_of(t)},
                                               {"hand", hand_size_[at(seat)]},
                                               {"floor", floor_top(0)},
                                               {"allowed", allowed(0)}});
  }
  if (hand_size_[at(seat)] == 0) award_star(seat, events);
}

void NumberfloorState::start_turn(int seat, Events& events) {
  stage_ = Stage::Play;
  turn_ = seat;
  floors_laid_ = 0;
  balloons_laid_ = 0;
  drawn_ = false;
  last_laid_ = -1;
  emit(events, "turn.start", {{"seat", seat}, {"hand", hand_size_[at(seat)]}});
}

void NumberfloorState::end_turn(bool passed, Events& events) {
  const int next = (turn_ + 1) % num_players();
  if (!passed && last_laid_ == kSkip) {
    emit(events, "turn.skip", {{"seat", next}, {"by", turn_}});
    begin_draws(next, kDrawCount, DrawReason::Skip, events);
    return;
  }
  start_turn(next, events);
}

void NumberfloorState::award_star(int seat, Events& events) {
  ++stars_[at(seat)];
  emit(events, "star.won", {{"seat", seat}, {"stars", stars_[at(seat)]}, {"target", config().stars_to_win}});
  if (stars_[at(seat)] >= config().stars_to_win) {
    stage_ = Stage::GameOver;
    winner_ = seat;
    emit(events, "game.won", {{"seat", seat}, {"stars", stars_[at(seat)]}});
    return;
  }
  skip_next_ = last_laid_ == kSkip;
  begin_draws(seat, kHandSize, DrawReason::Star, events);
}

void NumberfloorState::begin_draws(int seat, int count, DrawReason reason, Events& events) {
  draw_seat_ = seat;
  pending_ = count;
  reason_ = reason;
  drawn_base_ = hand_size_[at(seat)];
  emit(events, "draw.start", {{"seat", seat}, {"count", count}, {"reason", static_cast<long>(reason)}});
  if (dealer_mode()) {
    stage_ = Stage::Drawing;
    settle_draws(events);
    return;
  }
  // Assistant mode: the player takes the cards; they are counted, not named.
  while (pending_ > 0) {
    if (stock_size_ == 0) reshuffle(events);
    if (stock_size_ == 0) break;
    --stock_size_;
    ++hand_size_[at(seat)];
    --pending_;
  }
  settle_draws(events);
}

void NumberfloorState::settle_draws(Events& events) {
  if (pending_ > 0 && stock_size_ == 0) reshuffle(events);
  if (pending_ > 0 && stock_size_ == 0) {
    emit(events, "draw.short", {{"seat", draw_seat_}, {"missing", pending_}});
    pending_ = 0;
  }
  if (pending_ > 0) return;
  if (!silent())
    emit(events, "draw.done", {{"seat", draw_seat_},
                                          {"count", hand_size_[at(draw_seat_)] - drawn_base_},
                                          {"hand", hand_size_[at(draw_seat_)]},
                                          {"reason", static_cast<long>(reason_)},
                                          {"stock", stock_size_}});
  after_draws(events);
}

void NumberfloorState::after_draws(Events& events) {
  const int n = num_players();
  switch (reason_) {
    case DrawReason::Retry:
      stage_ = Stage::Play;
      return;
    case DrawReason::Star:
    case DrawReason::Pass: {
      const int next = (draw_seat_ + 1) % n;
      if (reason_ == DrawReason::Star && skip_next_) {
        skip_next_ = false;
        emit(events, "turn.skip", {{"seat", next}, {"by", draw_seat_}});
        begin_draws(next, kDrawCount, DrawReason::Skip, events);
        return;
      }
      start_turn(next, events);
      return;
    }
    case DrawReason::Skip:
      emit(events, "turn.skipped", {{"seat", draw_seat_}, {"hand", hand_size_[at(draw_seat_)]}});
      start_turn((draw_seat_ + 1) % n, events);
      return;
  }
}

void NumberfloorState::reshuffle(Events& events) {
  int moved = 0;
  auto take_all_but_top = [&](std::vector<int>& pile) {
    if (pile.size() < 2) return;
    for (std::size_t i = 0; i + 1 < pile.size(); ++i) {
      if (dealer_mode()) ++stock_[at(pile[i])];
      --piled_[at(pile[i])];
      ++moved;
    }
    pile.erase(pile.begin(), pile.end() - 1);
  };
  for (auto& pile : floor_piles_) take_all_but_top(pile);
  take_all_but_top(balloon_pile_);
  stock_size_ += moved;
  if (moved > 0) emit(events, "stock.reshuffled", {{"cards", moved}});
}

// ---------------------------------------------------------------- text

std::string NumberfloorState::action_to_string(Action a) const {
  if (in_range(a, kChanceCard, kCardTypes)) {
    const int t = a - kChanceCard;
    switch (stage_) {
      case Stage::Deal: return "deal " + card_name(t) + " to seat " + std::to_string((config().starter + dealt_) % num_players());
      case Stage::Start: return "start card " + card_name(t);
      case Stage::Drawing: return "seat " + std::to_string(draw_seat_) + " draws " + card_name(t);
      default: return "card " + card_name(t);
    }
  }
  const std::string who = "seat " + std::to_string(turn_);
  if (is_takeover(a))
    return "seat " + std::to_string(takeover_seat(a)) + " takes over with night " + std::to_string(takeover_value(a));
  if (in_range(a, kLay, kCardTypes)) return who + " lays " + card_name(a - kLay);
  if (in_range(a, kLayPile2, kFloors)) return who + " lays floor " + std::to_string(a - kLayPile2) + " on pile 2";
  if (a == kDraw) return who + " draws two";
  if (a == kPass) return who + " passes";
  if (a == kEndTurn) return who + " ends the turn";
  return "action " + std::to_string(a);
}

std::string NumberfloorState::to_string() const {
  static const char* const kVariants[] = {"full", "middle", "beginner"};
  static const char* const kStages[] = {"deal", "start", "play", "drawing", "game over"};
  std::ostringstream out;
  out << "numberfloor " << kVariants[static_cast<int>(config().variant)] << ", "
      << (dealer_mode() ? "dealer" : "assistant") << " mode, " << kStages[static_cast<int>(stage_)]
      << ", stock " << stock_size_ << "\n";
  for (int p = 0; p < floor_piles(); ++p) out << "floor pile " << p + 1 << ": top " << floor_top(p) << " (" << floor_piles_[at(p)].size() << " cards)\n";
  if (!beginner()) out << "balloon top: " << (balloon_top() < 0 ? "none" : card_name(balloon_top())) << "\n";
  for (int s = 0; s < num_players(); ++s) {
    out << "seat " << s << ": " << stars_[at(s)] << " stars, " << hand_size_[at(s)] << " cards";
    if (dealer_mode()) {
      out << ":";
      for (int t = 0; t < kCardTypes; ++t)
        for (int k = 0; k < hands_[at(s)][at(t)]; ++k) out << " [" << card_name(t) << "]";
    }
    out << "\n";
  }
  if (stage_ == Stage::Play)
    out << "turn seat " << turn_ << ", floors laid " << floors_laid_ << ", balloons laid " << balloons_laid_
        << (drawn_ ? ", drawn" : "") << "\n";
  if (stage_ == Stage::GameOver) out << "winner seat " << winner_ << "\n";
  return out.str();
}

}  // namespace sh::numberfloor
