#include "games/kivi/kivi_game.h"

#include <algorithm>
#include <bit>
#include <sstream>
#include <stdexcept>

#include "core/game_options.h"

namespace sh::kivi {
namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

bool in_range(Action a, Action base, int count) { return a >= base && a < base + count; }

}  // namespace

// ---------------------------------------------------------------- options and game

Config parse_config(const GameOptions& options) {
  Config config;
  for (const auto& [k, v] : options)
    if (k != "players" && k != "board" && k != "computers" && k != "level")
      throw std::invalid_argument("unknown option for kivi: " + k +
                                  " (known: players, board, computers, level)");
  if (auto it = options.find("players"); it != options.end())
    config.players = parse_int_option("players", it->second, kMinPlayers, kMaxPlayers);
  config.board = default_board();
  if (auto it = options.find("board"); it != options.end() && !it->second.empty() &&
                                       it->second != "default") {
    try {
      config.board = load_board(it->second);
    } catch (const BoardError& e) {
      throw std::invalid_argument("bad KIVI board file " + it->second + ": " + e.what());
    }
    config.board_source = it->second;
  }
  config.computer = parse_seat_list(options, "computers", config.players);
  return config;
}

std::shared_ptr<const Game> make_kivi_game(const GameOptions& options) {
  return std::make_shared<KiviGame>(parse_config(options), options);
}

KiviGame::KiviGame(Config config, GameOptions options)
    : config_(std::move(config)), options_(std::move(options)) {
  if (config_.players < kMinPlayers || config_.players > kMaxPlayers)
    throw std::invalid_argument("KIVI is for 2 to 4 players");
  config_.computer.resize(at(config_.players), false);
}

std::unique_ptr<State> KiviGame::new_initial_state() const {
  return std::make_unique<KiviState>(*this);
}

bool KiviGame::is_computer(int seat) const {
  return seat >= 0 && seat < config_.players && config_.computer[at(seat)];
}

// ---------------------------------------------------------------- state: views

KiviState::KiviState(const KiviGame& game)
    : game_(game), placed_(at(game.num_players()), 0), lost_(at(game.num_players()), 0) {
  owners_.fill(kNoOwner);
}

DiceCounts KiviState::dice() const {
  DiceCounts d{};
  for (std::size_t v = 1; v <= 6; ++v) d[v] = held_[v] + free_[v];
  return d;
}

Combination KiviState::cell_combination(int cell) const { return board().combination[at(cell)]; }
int KiviState::cell_value(int cell) const { return board().value[at(cell)]; }

std::vector<int> KiviState::stones_of(int player) const {
  std::vector<int> out;
  for (int c = 0; c < kCells; ++c)
    if (owner(c) == player) out.push_back(c);
  return out;
}

std::vector<int> KiviState::free_cells() const { return stones_of(kNoOwner); }

int KiviState::stones_in_hand(int player) const {
  return kStonesPerPlayer - stones_placed(player) - stones_lost(player);
}

std::uint64_t KiviState::allowed_mask_for(const DiceCounts& d, int player) const {
  if (dice_total(d) != kNumDice) return 0;
  std::uint64_t free = 0, others = 0;
  for (int c = 0; c < kCells; ++c) {
    const int o = owner(c);
    if (o == kNoOwner) free |= std::uint64_t{1} << c;
    else if (o != player) others |= std::uint64_t{1} << c;
  }
  const Joker joker = joker_of(d);
  if (joker == Joker::SixOfAKind) return free | others;
  if (joker != Joker::None) return free;
  // Combinations as bits: shown by the dice, with a free cell, usable (no higher nested
  // combination is both shown and free).
  const unsigned shown = shown_mask(d);
  unsigned has_free = 0;
  for (int c = 0; c < kCells; ++c)
    if (free >> c & 1u) has_free |= 1u << static_cast<int>(cell_combination(c));
  const unsigned open = shown & has_free;
  unsigned usable = 0;
  for (Combination c : all_combinations()) {
    const int i = static_cast<int>(c);
    if (!(open >> i & 1u)) continue;
    bool highest = true;
    for (Combination hi : all_combinations())
      if ((open >> static_cast<int>(hi) & 1u) && is_above(hi, c)) highest = false;
    if (highest) usable |= 1u << i;
  }
  std::uint64_t out = 0;
  if (usable == 0) return out;
  for (int c = 0; c < kCells; ++c)
    if ((free >> c & 1u) && (usable >> static_cast<int>(cell_combination(c)) & 1u)) out |= std::uint64_t{1} << c;
  return out;
}

std::vector<AllowedCell> KiviState::cells_of_mask(std::uint64_t mask, const DiceCounts& d) const {
  std::vector<AllowedCell> out;
  const Joker joker = joker_of(d);
  for (int c = 0; c < kCells; ++c)
    if (mask >> c & 1u) out.push_back({c, cell_combination(c), joker, owner(c) != kNoOwner});
  return out;
}

std::vector<AllowedCell> KiviState::allowed_cells_for(const DiceCounts& d, int player) const {
  return cells_of_mask(allowed_mask_for(d, player), d);
}

std::vector<AllowedCell> KiviState::allowed_cells() const {
  if (phase_ != Phase::Deciding) return {};
  return cells_of_mask(allowed_, dice());
}

std::vector<Combination> KiviState::shown_combinations() const {
  if (phase_ != Phase::Deciding) return {};
  return satisfied_combinations(dice());
}

int KiviState::score(int player) const { return score_of(board(), owners_, player); }

ScoreBreakdown KiviState::breakdown(int player) const {
  return score_breakdown(board(), owners_, player);
}

std::vector<RankLine> KiviState::ranking() const {
  std::vector<RankLine> lines;
  for (int p = 0; p < num_players(); ++p) lines.push_back({0, p, score(p)});
  std::stable_sort(lines.begin(), lines.end(),
                   [](const RankLine& a, const RankLine& b) { return a.score > b.score; });
  for (std::size_t i = 0; i < lines.size(); ++i)
    lines[i].place = (i > 0 && lines[i].score == lines[i - 1].score) ? lines[i - 1].place
                                                                      : static_cast<int>(i) + 1;
  return lines;
}

// ---------------------------------------------------------------- state: rules

int KiviState::current_player() const {
  switch (phase_) {
    case Phase::Rolling: return kChancePlayer;
    case Phase::Deciding: return turn_player_;
    case Phase::Relocating: return turn_player_;  // the thrower moves the displaced stone
    case Phase::GameOver: return kTerminalPlayer;
  }
  return kTerminalPlayer;
}

std::vector<Action> KiviState::legal_actions() const {
  std::vector<Action> out;
  out.reserve(16);
  switch (phase_) {
    case Phase::GameOver: break;
    case Phase::Rolling:
      for (int v = 1; v <= 6; ++v) out.push_back(die_action(v));
      break;
    case Phase::Relocating:
      for (int c = 0; c < kCells; ++c)
        if (owner(c) == kNoOwner) out.push_back(relocate_action(c));
      break;
    case Phase::Deciding: {
      for (int c = 0; c < kCells; ++c)
        if (allowed_ >> c & 1u) out.push_back(place_action(c));
      if (rolls_ < kMaxRolls) {
        for (int v = 1; v <= 6; ++v)
          if (free_[at(v)] > 0) out.push_back(hold_action(v));
        for (int v = 1; v <= 6; ++v)
          if (held_[at(v)] > 0) out.push_back(release_action(v));
        if (dice_total(held_) < kNumDice) out.push_back(kRoll);
      }
      break;
    }
  }
  return out;
}

std::vector<std::pair<Action, int>> KiviState::chance_outcomes() const {
  std::vector<std::pair<Action, int>> out;
  if (phase_ != Phase::Rolling) return out;
  out.reserve(6);
  for (int v = 1; v <= 6; ++v) out.emplace_back(die_action(v), 1);
  return out;
}

Event KiviState::cell_event(std::string type, int cell) const {
  Event e(std::move(type));
  e.fields.reserve(10);  // the placement events add up to seven more
  e.fields.emplace_back("cell", cell);
  e.fields.emplace_back("row", row_of(cell));
  e.fields.emplace_back("col", col_of(cell));
  return e;
}

std::optional<Event> KiviState::why_illegal_place(int cell) const {
  int player = turn_player_;
  int o = owner(cell);
  Combination comb = cell_combination(cell);
  auto refuse = [&](std::string type) {
    Event e = cell_event(std::move(type), cell);
    e.fields.emplace_back("combination", static_cast<long>(comb));
    return e;
  };
  if (o == player) return refuse("refused.own_stone");
  if (allowed_ >> cell & 1u) return std::nullopt;
  auto allowed = allowed_cells();
  if (o != kNoOwner) {
    Event e = refuse("refused.cell_occupied");
    e.fields.emplace_back("owner", o);
    return e;
  }
  DiceCounts d = dice();
  if (!satisfies(d, comb)) return refuse("refused.combination_not_rolled");
  // Shown, free, yet not allowed: a higher nested combination still has a free cell.
  for (const AllowedCell& a : allowed) {
    if (a.joker == Joker::None && is_above(a.combination, comb)) {
      Event e = refuse("refused.higher_combination");
      e.fields.emplace_back("required", static_cast<long>(a.combination));
      return e;
    }
  }
  return refuse("refused.combination_not_rolled");  // not reached with a consistent board
}

std::optional<Event> KiviState::why_illegal(Action a) const {
  if (phase_ == Phase::GameOver) return Event("refused.game_over");
  if (in_range(a, kDieBase, 10)) {
    int v = a - kDieBase;
    if (phase_ != Phase::Rolling) return Event("refused.not_rolling");
    if (v < 1 || v > 6) return Event("refused.die_value", {{"value", v}});
    return std::nullopt;
  }
  if (phase_ == Phase::Rolling)
    return Event("refused.dice_rolling", {{"player", turn_player_}, {"dice_left", pending_}});
  if (phase_ == Phase::Relocating) {
    if (in_range(a, kRelocateBase, kCells)) {
      int cell = a - kRelocateBase;
      if (owner(cell) != kNoOwner) {
        Event e = cell_event("refused.cell_occupied", cell);
        e.fields.emplace_back("combination", static_cast<long>(cell_combination(cell)));
        e.fields.emplace_back("owner", owner(cell));
        return e;
      }
      return std::nullopt;
    }
    return Event("refused.relocation_pending", {{"player", turn_player_}, {"owner", relocating_}});
  }
  // Deciding.
  if (in_range(a, kRelocateBase, kCells)) return Event("refused.nothing_to_relocate");
  if (in_range(a, kHoldBase, 10) || in_range(a, kReleaseBase, 10)) {
    bool hold = a < kReleaseBase;
    int v = a - (hold ? kHoldBase : kReleaseBase);
    if (v < 1 || v > 6) return Event("refused.die_value", {{"value", v}});
    if (rolls_ >= kMaxRolls) return Event("refused.no_rolls_left", {{"rolls", rolls_}});
    if (hold && free_[at(v)] == 0)
      return Event("refused.no_die_to_hold", {{"value", v}, {"held", held_[at(v)]}});
    if (!hold && held_[at(v)] == 0) return Event("refused.no_held_die", {{"value", v}});
    return std::nullopt;
  }
  if (a == kRoll) {
    if (rolls_ >= kMaxRolls) return Event("refused.no_rolls_left", {{"rolls", rolls_}});
    if (dice_total(held_) >= kNumDice) return Event("refused.all_dice_held");
    return std::nullopt;
  }
  if (in_range(a, kPlaceBase, kCells)) return why_illegal_place(a - kPlaceBase);
  return Event("refused.unknown_action", {{"action", a}});
}

void KiviState::do_apply(Action a, Events& events) {
  const int player = turn_player_;
  if (in_range(a, kDieBase, 10)) {
    int v = a - kDieBase;
    ++free_[at(v)];
    --pending_;
    events.push_back(Event("kivi.die", {{"player", player}, {"value", v}, {"dice_left", pending_}}));
    if (pending_ == 0) finish_roll(events);
    return;
  }
  if (in_range(a, kHoldBase, 10)) {
    int v = a - kHoldBase;
    --free_[at(v)];
    ++held_[at(v)];
    events.push_back(Event("kivi.held", {{"player", player}, {"value", v}, {"held", dice_total(held_)}}));
    return;
  }
  if (in_range(a, kReleaseBase, 10)) {
    int v = a - kReleaseBase;
    --held_[at(v)];
    ++free_[at(v)];
    events.push_back(Event("kivi.released", {{"player", player}, {"value", v}, {"held", dice_total(held_)}}));
    return;
  }
  if (a == kRoll) {
    ++rolls_;
    start_roll(events);
    return;
  }
  if (in_range(a, kPlaceBase, kCells)) {
    int cell = a - kPlaceBase;
    // A legal placement is by a joker exactly when the dice show one (then every allowed
    // cell is by the joker).
    const Joker joker = joker_of(dice());
    int victim = owner(cell);
    owners_[at(cell)] = player;
    ++placed_[at(player)];
    Event e = cell_event("kivi.placed", cell);
    e.fields.insert(e.fields.begin(), {"player", player});
    e.fields.emplace_back("combination", static_cast<long>(cell_combination(cell)));
    e.fields.emplace_back("value", cell_value(cell));
    e.fields.emplace_back("joker", static_cast<long>(joker));
    e.fields.emplace_back("displaced", victim != kNoOwner ? 1 : 0);
    e.fields.emplace_back("score", score(player));
    events.push_back(std::move(e));
    if (victim != kNoOwner) {
      Event d = cell_event("kivi.displaced", cell);
      d.fields.insert(d.fields.begin(), {{"player", victim}, {"by", player}});
      d.fields.emplace_back("score", score(victim));
      events.push_back(std::move(d));
      relocating_ = victim;
      phase_ = Phase::Relocating;
      return;
    }
    end_turn(events);
    return;
  }
  if (in_range(a, kRelocateBase, kCells)) {
    int cell = a - kRelocateBase;
    int victim = relocating_;
    owners_[at(cell)] = victim;
    relocating_ = -1;
    Event e = cell_event("kivi.relocated", cell);
    e.fields.insert(e.fields.begin(), {{"player", victim}, {"by", player}});
    e.fields.emplace_back("combination", static_cast<long>(cell_combination(cell)));
    e.fields.emplace_back("value", cell_value(cell));
    e.fields.emplace_back("score", score(victim));
    events.push_back(std::move(e));
    end_turn(events);
    return;
  }
  throw std::logic_error("kivi: unhandled action " + std::to_string(a));
}

void KiviState::finish_roll(Events& events) {
  DiceCounts d = dice();
  auto sorted = sorted_dice(d);
  allowed_ = allowed_mask_for(d, turn_player_);
  const int allowed = std::popcount(allowed_);
  Event e("kivi.rolled", {{"player", turn_player_}, {"roll", rolls_}});
  e.fields.reserve(2 + sorted.size() + 3);
  for (std::size_t i = 0; i < sorted.size(); ++i)
    e.fields.emplace_back("d" + std::to_string(i + 1), sorted[i]);
  e.fields.emplace_back("held", dice_total(held_));
  e.fields.emplace_back("joker", static_cast<long>(joker_of(d)));
  e.fields.emplace_back("allowed", static_cast<long>(allowed));
  events.push_back(std::move(e));
  phase_ = Phase::Deciding;
  if (allowed == 0 && rolls_ >= kMaxRolls) {
    ++lost_[at(turn_player_)];
    events.push_back(Event("kivi.stone_lost", {{"player", turn_player_},
                                                         {"lost", stones_lost(turn_player_)},
                                                         {"in_hand", stones_in_hand(turn_player_)}}));
    end_turn(events);
  }
}

void KiviState::start_roll(Events& events) {
  free_ = DiceCounts{};
  allowed_ = 0;
  pending_ = kNumDice - dice_total(held_);
  phase_ = Phase::Rolling;
  events.push_back(Event("kivi.roll_started", {{"player", turn_player_}, {"roll", rolls_},
                                                         {"dice", pending_}, {"held", dice_total(held_)}}));
}

void KiviState::start_turn(Events& events) {
  held_ = DiceCounts{};
  free_ = DiceCounts{};
  rolls_ = 1;
  events.push_back(Event("kivi.turn_started", {{"player", turn_player_}, {"round", round_ + 1},
                                                         {"in_hand", stones_in_hand(turn_player_)}}));
  start_roll(events);
}

void KiviState::end_turn(Events& events) {
  held_ = DiceCounts{};
  free_ = DiceCounts{};
  pending_ = 0;
  if (++turn_player_ == num_players()) {
    turn_player_ = 0;
    ++round_;
  }
  if (round_ < kRounds) {
    start_turn(events);
    return;
  }
  round_ = kRounds - 1;
  turn_player_ = 0;
  phase_ = Phase::GameOver;
  auto lines = ranking();
  std::vector<RankLine> by_seat(lines);
  std::sort(by_seat.begin(), by_seat.end(),
            [](const RankLine& x, const RankLine& y) { return x.seat < y.seat; });
  for (const RankLine& l : by_seat)
    events.push_back(Event("kivi.final_score", {{"player", l.seat}, {"score", l.score}, {"place", l.place}}));
  long winners = std::count_if(lines.begin(), lines.end(), [](const RankLine& l) { return l.place == 1; });
  events.push_back(Event("kivi.game_over", {{"winner", winners == 1 ? lines[0].seat : -1},
                                                      {"winners", winners},
                                                      {"score", lines[0].score}}));
}

// ---------------------------------------------------------------- text

std::string KiviState::action_to_string(Action a) const {
  auto rc = [](int cell) {
    return "r" + std::to_string(row_of(cell) + 1) + "c" + std::to_string(col_of(cell) + 1);
  };
  if (in_range(a, kPlaceBase, kCells)) return "place " + rc(a - kPlaceBase);
  if (in_range(a, kRelocateBase, kCells)) return "relocate " + rc(a - kRelocateBase);
  if (in_range(a, kHoldBase, 10)) return "hold " + std::to_string(a - kHoldBase);
  if (in_range(a, kReleaseBase, 10)) return "release " + std::to_string(a - kReleaseBase);
  if (a == kRoll) return "roll";
  if (in_range(a, kDieBase, 10)) return "die " + std::to_string(a - kDieBase);
  return "unknown " + std::to_string(a);
}

std::string KiviState::to_string() const {
  static const char* kPhase[] = {"rolling", "deciding", "relocating", "game over"};
  std::ostringstream out;
  out << "KIVI round " << round() << "/" << kRounds;
  if (phase_ != Phase::GameOver) out << ", turn of player " << turn_player_ + 1;
  out << ", " << kPhase[static_cast<int>(phase_)];
  if (phase_ == Phase::Relocating) out << " (player " << turn_player_ + 1 << " moves the stone of player " << relocating_ + 1 << ")";
  out << ", roll " << rolls_ << "/" << kMaxRolls << "\n";
  out << "held:";
  for (int v : sorted_dice(held_)) out << ' ' << v;
  out << " | free:";
  for (int v : sorted_dice(free_)) out << ' ' << v;
  out << " | to roll: " << pending_ << "\n";
  for (int r = 0; r < kSize; ++r) {
    for (int c = 0; c < kSize; ++c) {
      int o = owner(cell_of(r, c));
      out << (o == kNoOwner ? '.' : static_cast<char>('1' + o));
    }
    out << "\n";
  }
  for (int p = 0; p < num_players(); ++p)
    out << "player " << p + 1 << ": placed " << stones_placed(p) << ", lost " << stones_lost(p)
        << ", score " << score(p) << "\n";
  return out.str();
}

}  // namespace sh::kivi
