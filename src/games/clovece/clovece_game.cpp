#include "games/clovece/clovece_game.h"

#include <algorithm>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "core/game_options.h"

namespace sh::clovece {
namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// An event built with its fields in place (each name once, room for `extra` more fields):
// the engine emits one or more per action, so this is on the path of every playout.
Event ev(std::string type, std::initializer_list<std::pair<const char*, long>> fields, std::size_t extra = 0) {
  Event e;
  e.type = std::move(type);
  e.fields.reserve(fields.size() + extra);
  for (const auto& [name, value] : fields) e.fields.emplace_back(name, value);
  return e;
}

bool in_range(Action a, Action base, int count) { return a >= base && a < base + count; }

bool truthy(const std::string& v, const std::string& key) {
  if (v == "1" || v == "yes" || v == "on" || v == "true") return true;
  if (v == "0" || v == "no" || v == "off" || v == "false" || v.empty()) return false;
  throw std::invalid_argument(key + " must be 0 or 1, not '" + v + "'");
}

}  // namespace

int loc_code(const Loc& l) {
  switch (l.where) {
    case Where::Track: return l.index;
    case Where::Home: return 100 + l.seat * 10 + l.index;
    case Where::House: return 200 + l.seat;
    case Where::Limbo: return 300;
  }
  return 300;
}

Loc loc_from_code(int code) {
  if (code >= 0 && code < 100) return {Where::Track, -1, code};
  if (code >= 100 && code < 200) return {Where::Home, (code - 100) / 10, (code - 100) % 10};
  if (code >= 200 && code < 300) return {Where::House, code - 200, 0};
  return {Where::Limbo, -1, 0};
}

// ---------------------------------------------------------------- options and game

Config parse_config(const GameOptions& options) {
  Config config;
  config.players = 4;
  for (const auto& [k, v] : options)
    if (k != "players" && k != "playon" && k != "computers" && k != "mode" && k != "automove" && k != "level")
      throw std::invalid_argument("unknown option for clovece: " + k +
                                  " (known: players, playon, computers, automove, mode, level)");
  if (auto it = options.find("players"); it != options.end())
    config.players = parse_int_option("players", it->second, kMinPlayers, kMaxPlayers);
  if (auto it = options.find("playon"); it != options.end()) config.play_on = truthy(it->second, "playon");
  if (auto it = options.find("automove"); it != options.end()) config.automove = truthy(it->second, "automove");
  config.computer = parse_seat_list(options, "computers", config.players);
  return config;
}

std::shared_ptr<const Game> make_clovece_game(const GameOptions& options) {
  return std::make_shared<CloveceGame>(parse_config(options), options);
}

CloveceGame::CloveceGame(Config config, GameOptions options)
    : config_(std::move(config)), options_(std::move(options)), board_(nullptr) {
  if (config_.players < kMinPlayers || config_.players > kMaxPlayers)
    throw std::invalid_argument("Člověče is for 2 to 6 players");
  config_.computer.resize(at(config_.players), false);
  board_ = &board_for_players(config_.players);
  for (int h : board_->seats.at(config_.players)) {
    starts_.push_back(board_->houses[at(h)].start);
    colours_.push_back(board_->houses[at(h)].colour);
  }
}

std::unique_ptr<State> CloveceGame::new_initial_state() const { return std::make_unique<CloveceState>(*this); }

bool CloveceGame::is_computer(int seat) const {
  return seat >= 0 && seat < config_.players && config_.computer[at(seat)];
}

int CloveceGame::seat_starting_at(int square) const {
  for (int s = 0; s < num_players(); ++s)
    if (start(s) == square) return s;
  return -1;
}

// ---------------------------------------------------------------- state: views

CloveceState::CloveceState(const CloveceGame& game) : game_(game), places_(at(game.num_players()), 0) {
  pieces_.reserve(at(kPieceColours * num_players()));
  contenders_.reserve(at(num_players()));
  for (int s = 0; s < num_players(); ++s) {
    contenders_.push_back(s);
    for (int c = 0; c < kPieceColours; ++c) pieces_.push_back({c, {Where::House, s, 0}, 0});
  }
}

int CloveceState::opening_roller() const {
  if (phase_ != Phase::Opening) return -1;
  return contenders_[opening_values_.size()];
}

int CloveceState::current_throw() const {
  if (phase_ != Phase::Using || next_ >= static_cast<int>(throws_.size())) return 0;
  return throws_[at(next_)];
}

std::vector<int> CloveceState::house_of(int seat) const {
  std::vector<int> out;
  for (const Piece& p : pieces_)
    if (p.loc.where == Where::House && p.loc.seat == seat) out.push_back(p.colour);
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<int> CloveceState::home_of(int seat) const {
  std::vector<int> out(at(game_.home_size()), -1);
  for (const Piece& p : pieces_)
    if (p.loc.where == Where::Home && p.loc.seat == seat) out[at(p.loc.index)] = p.colour;
  return out;
}

int CloveceState::home_count(int seat) const {
  int n = 0;
  for (const Piece& p : pieces_) n += p.loc.where == Where::Home && p.loc.seat == seat;
  return n;
}

std::vector<int> CloveceState::pieces_on(int square) const {
  std::vector<int> out;
  for (std::size_t i = 0; i < pieces_.size(); ++i)
    if (pieces_[i].loc.where == Where::Track && pieces_[i].loc.index == square) out.push_back(static_cast<int>(i));
  std::sort(out.begin(), out.end(), [&](int a, int b) { return pieces_[at(a)].stamp < pieces_[at(b)].stamp; });
  return out;
}

bool CloveceState::may_move_colour(int seat, int colour) const {
  for (const Piece& p : pieces_)
    if (p.colour == colour && p.loc.seat == seat && (p.loc.where == Where::House || p.loc.where == Where::Home))
      return false;
  return true;
}

// Visits every use of a throw of `value` by `seat`, in the order of the numbered list:
// entering (colours in order), track pieces in the order of the seat's path, pieces in
// the home by slot. `f(kind, colour, from, to, action)`; nothing is allocated.
template <class F>
void CloveceState::for_each_use(int seat, int value, F&& f) const {
  const int track = game_.track(), home = game_.home_size(), start = game_.start(seat);
  // What the seat holds, in one pass.
  std::array<bool, kPieceColours> blocked{};
  std::array<bool, 16> slot_taken{};
  std::array<int, 16> slot_colour{};
  std::array<bool, kPieceColours> in_house{};
  for (const Piece& p : pieces_) {
    if (p.loc.seat != seat) continue;
    if (p.loc.where == Where::House) blocked[at(p.colour)] = in_house[at(p.colour)] = true;
    if (p.loc.where == Where::Home) {
      blocked[at(p.colour)] = true;
      slot_taken[at(p.loc.index)] = true;
      slot_colour[at(p.loc.index)] = p.colour;
    }
  }
  if (value == 6) {
    for (int c = 0; c < kPieceColours; ++c)
      if (in_house[at(c)])
        f(MoveKind::Enter, c, Loc{Where::House, seat, 0}, Loc{Where::Track, -1, start}, enter_action(c));
  }
  // Track pieces in the order of the seat's path: keys rel * 1000 + colour * 100 + square,
  // sorted by insertion (at most 24 pieces), equal keys (same colour, same square) once.
  std::array<int, 4 * kMaxPlayers> keys{};
  std::size_t n = 0;
  for (const Piece& p : pieces_) {
    if (p.loc.where != Where::Track || blocked[at(p.colour)]) continue;
    const int key = game_.rel(seat, p.loc.index) * 1000 + p.colour * 100 + p.loc.index;
    std::size_t i = n;
    while (i > 0 && keys[i - 1] > key) {
      keys[i] = keys[i - 1];
      --i;
    }
    if (i > 0 && keys[i - 1] == key) {  // a duplicate: undo the shift
      for (std::size_t j = i; j < n; ++j) keys[j] = keys[j + 1];
      continue;
    }
    keys[i] = key;
    ++n;
  }
  for (std::size_t i = 0; i < n; ++i) {
    const int rel = keys[i] / 1000, colour = keys[i] % 1000 / 100, square = keys[i] % 100;
    const int nr = rel + value;
    const Loc from{Where::Track, -1, square};
    if (nr < track) {
      f(MoveKind::Track, colour, from, Loc{Where::Track, -1, (start + nr) % track}, move_track_action(colour, square));
    } else {
      const int slot = nr - track;
      if (slot >= home || slot_taken[at(slot)]) continue;
      f(MoveKind::IntoHome, colour, from, Loc{Where::Home, seat, slot}, move_track_action(colour, square));
    }
  }
  for (int slot = 0; slot < home; ++slot) {
    if (!slot_taken[at(slot)]) continue;
    const int to = slot + value;
    if (to >= home || slot_taken[at(to)]) continue;
    f(MoveKind::InHome, slot_colour[at(slot)], Loc{Where::Home, seat, slot}, Loc{Where::Home, seat, to},
      move_home_action(slot_colour[at(slot)], slot));
  }
}

Move CloveceState::make_move(MoveKind kind, int colour, const Loc& from, const Loc& to, Action action) const {
  Move m = bare_move(kind, colour, from, to, action);
  add_hits(m);
  return m;
}

Move CloveceState::bare_move(MoveKind kind, int colour, const Loc& from, const Loc& to, Action action) {
  Move m;
  m.action = action;
  m.kind = kind;
  m.colour = colour;
  m.from = from;
  m.to = to;
  return m;
}

void CloveceState::add_hits(Move& m) const {
  if (m.to.where == Where::Track)
    for (const Piece& p : pieces_)
      if (p.loc.where == Where::Track && p.loc.index == m.to.index) {
        for (int i : pieces_on(m.to.index)) m.hits.push_back(pieces_[at(i)].colour);
        break;
      }
}

std::vector<Move> CloveceState::moves_for(int seat, int value) const {
  std::vector<Move> out;
  out.reserve(8);
  for_each_use(seat, value, [&](MoveKind kind, int colour, const Loc& from, const Loc& to, Action action) {
    out.push_back(make_move(kind, colour, from, to, action));
  });
  return out;
}

bool CloveceState::has_use() const {
  // for_each_use(turn_player_, current_throw()) finds some use: the same tests, stopping
  // at the first.
  const int seat = turn_player_, value = current_throw();
  const int track = game_.track(), home = game_.home_size();
  std::array<bool, kPieceColours> blocked{};
  std::array<bool, 16> slot_taken{};
  bool house = false;
  for (const Piece& p : pieces_) {
    if (p.loc.seat != seat) continue;
    if (p.loc.where == Where::House) blocked[at(p.colour)] = house = true;
    if (p.loc.where == Where::Home) blocked[at(p.colour)] = slot_taken[at(p.loc.index)] = true;
  }
  if (value == 6 && house) return true;
  for (const Piece& p : pieces_) {
    if (p.loc.where != Where::Track || blocked[at(p.colour)]) continue;
    const int nr = game_.rel(seat, p.loc.index) + value;
    if (nr < track || (nr - track < home && !slot_taken[at(nr - track)])) return true;
  }
  for (int slot = 0; slot + value < home; ++slot)
    if (slot_taken[at(slot)] && !slot_taken[at(slot + value)]) return true;
  return false;
}

bool CloveceState::find_use(Action a, Move& out) const {
  // The use for_each_use(turn_player_, current_throw()) would list with this action, found
  // directly (without its hits).
  const int seat = turn_player_, value = current_throw();
  const int track = game_.track(), home = game_.home_size();
  if (in_range(a, kEnterBase, kPieceColours)) {
    const int c = a - kEnterBase;
    if (value != 6) return false;
    for (const Piece& p : pieces_)
      if (p.colour == c && p.loc.where == Where::House && p.loc.seat == seat) {
        out = bare_move(MoveKind::Enter, c, Loc{Where::House, seat, 0}, Loc{Where::Track, -1, game_.start(seat)}, a);
        return true;
      }
    return false;
  }
  if (!in_range(a, kMoveBase, kPieceColours * 100)) return false;
  const int c = (a - kMoveBase) / 100, w = (a - kMoveBase) % 100;
  std::array<bool, 16> slot_taken{};
  std::array<int, 16> slot_colour{};
  bool blocked = false, on_square = false;
  for (const Piece& p : pieces_) {
    if (p.loc.seat == seat && p.loc.where == Where::House && p.colour == c) blocked = true;
    if (p.loc.seat == seat && p.loc.where == Where::Home) {
      blocked = blocked || p.colour == c;
      slot_taken[at(p.loc.index)] = true;
      slot_colour[at(p.loc.index)] = p.colour;
    }
    if (p.loc.where == Where::Track && p.loc.index == w && p.colour == c) on_square = true;
  }
  if (w >= kHomeLoc) {  // a piece in the home, by slot
    const int slot = w - kHomeLoc, to = slot + value;
    if (slot >= home || !slot_taken[at(slot)] || slot_colour[at(slot)] != c || to >= home || slot_taken[at(to)])
      return false;
    out = bare_move(MoveKind::InHome, c, Loc{Where::Home, seat, slot}, Loc{Where::Home, seat, to}, a);
    return true;
  }
  if (w >= track || !on_square || blocked) return false;
  const Loc from{Where::Track, -1, w};
  const int nr = game_.rel(seat, w) + value;
  if (nr < track) {
    out = bare_move(MoveKind::Track, c, from, Loc{Where::Track, -1, (game_.start(seat) + nr) % track}, a);
    return true;
  }
  const int slot = nr - track;
  if (slot >= home || slot_taken[at(slot)]) return false;
  out = bare_move(MoveKind::IntoHome, c, from, Loc{Where::Home, seat, slot}, a);
  return true;
}

bool CloveceState::is_legal(Action a) const {
  switch (phase_) {
    case Phase::Opening:
    case Phase::Rolling:
      return a >= die_action(1) && a <= die_action(6);
    case Phase::Using: {
      if (a == kPass) {  // only when every use is entering
        bool any = false, only_enters = true;
        for_each_use(turn_player_, current_throw(), [&](MoveKind kind, int, const Loc&, const Loc&, Action) {
          any = true;
          only_enters = only_enters && kind == MoveKind::Enter;
        });
        return any && only_enters;
      }
      Move m;
      return find_use(a, m);
    }
    case Phase::Gifting:
      return in_range(a, kGiftBase, num_players()) && may_move_colour(a - kGiftBase, gift_colour());
    case Phase::GameOver:
      return false;
  }
  return false;
}

std::vector<Move> CloveceState::legal_moves() const {
  if (phase_ != Phase::Using) return {};
  auto moves = moves_for(turn_player_, current_throw());
  const bool only_enters =
      !moves.empty() && std::all_of(moves.begin(), moves.end(), [](const Move& m) { return m.kind == MoveKind::Enter; });
  if (only_enters) {
    Move pass;
    pass.colour = -1;
    moves.push_back(pass);
  }
  return moves;
}

std::vector<int> CloveceState::eligible(int colour) const {
  std::vector<int> out;
  for (int s = 0; s < num_players(); ++s)
    if (may_move_colour(s, colour)) out.push_back(s);
  return out;
}

int CloveceState::gift_colour() const {
  if (phase_ != Phase::Gifting) return -1;
  return pieces_[at(pending_.front())].colour;
}

std::vector<int> CloveceState::gift_candidates() const {
  if (phase_ != Phase::Gifting) return {};
  return eligible(gift_colour());
}

int CloveceState::winner() const {
  for (int s = 0; s < num_players(); ++s)
    if (place(s) == 1) return s;
  return -1;
}

int CloveceState::piece_at(int colour, const Loc& loc) const {
  int found = -1;
  for (std::size_t i = 0; i < pieces_.size(); ++i) {
    const Piece& p = pieces_[i];
    if (p.colour == colour && p.loc == loc && (found < 0 || p.stamp >= pieces_[at(found)].stamp))
      found = static_cast<int>(i);
  }
  return found;
}

void CloveceState::set_position(const std::vector<Piece>& pieces, int seat) {
  const int n = num_players();
  if (static_cast<int>(pieces.size()) != kPieceColours * n) throw std::invalid_argument("wrong number of pieces");
  std::vector<int> per_colour(kPieceColours, 0), held(at(n * kPieceColours), 0), square(at(game_.track()), 0);
  std::vector<int> slot(at(n * game_.home_size()), 0);
  for (const Piece& p : pieces) {
    if (p.colour < 0 || p.colour >= kPieceColours) throw std::invalid_argument("bad colour");
    ++per_colour[at(p.colour)];
    switch (p.loc.where) {
      case Where::House:
      case Where::Home:
        if (p.loc.seat < 0 || p.loc.seat >= n) throw std::invalid_argument("bad seat");
        if (++held[at(p.loc.seat * kPieceColours + p.colour)] > 1)
          throw std::invalid_argument("a colour twice in one house and home");
        if (p.loc.where == Where::Home &&
            (p.loc.index < 0 || p.loc.index >= game_.home_size() || ++slot[at(p.loc.seat * game_.home_size() + p.loc.index)] > 1))
          throw std::invalid_argument("bad or shared home square");
        break;
      case Where::Track:
        if (p.loc.index < 0 || p.loc.index >= game_.track() || ++square[at(p.loc.index)] > 1)
          throw std::invalid_argument("bad or shared track square");
        break;
      case Where::Limbo: throw std::invalid_argument("a piece off the board");
    }
  }
  for (int c : per_colour)
    if (c != n) throw std::invalid_argument("each colour needs one piece a player");
  pieces_ = pieces;
  for (Piece& p : pieces_) {
    p.stamp = 0;
    if (p.loc.where == Where::Track) p.loc.seat = -1;
  }
  std::fill(places_.begin(), places_.end(), 0);
  finished_count_ = 0;
  for (int s = 0; s < n; ++s)
    if (home_count(s) == game_.home_size()) places_[at(s)] = ++finished_count_;
  contenders_.clear();
  opening_values_.clear();
  pending_.clear();
  throws_.clear();
  next_ = 0;
  turn_player_ = seat;
  phase_ = Phase::Rolling;
}

CloveceState CloveceState::scratch() const { return copy_for(game_); }

CloveceState CloveceState::copy_for(const CloveceGame& game) const { return CloveceState(game, *this); }

CloveceState::CloveceState(const CloveceGame& game, const CloveceState& from)
    : game_(game),
      pieces_(from.pieces_),
      phase_(from.phase_),
      turn_player_(from.turn_player_),
      contenders_(from.contenders_),
      opening_values_(from.opening_values_),
      throws_(from.throws_),
      next_(from.next_),
      clock_(from.clock_),
      pending_(from.pending_),
      places_(from.places_),
      finished_count_(from.finished_count_) {}

void CloveceState::simulate(Action a) {
  Events dropped;
  quiet_ = true;  // no events are built: nobody hears them
  do_apply(a, dropped);
  quiet_ = false;
}

// ---------------------------------------------------------------- state: rules

int CloveceState::current_player() const {
  switch (phase_) {
    case Phase::Opening:
    case Phase::Rolling: return kChancePlayer;
    case Phase::Using:
    case Phase::Gifting: return turn_player_;
    case Phase::GameOver: return kTerminalPlayer;
  }
  return kTerminalPlayer;
}

std::vector<Action> CloveceState::legal_actions() const {
  std::vector<Action> out;
  out.reserve(8);
  switch (phase_) {
    case Phase::Opening:
    case Phase::Rolling:
      for (int v = 1; v <= 6; ++v) out.push_back(die_action(v));
      break;
    case Phase::Using: {
      bool only_enters = true;
      for_each_use(turn_player_, current_throw(), [&](MoveKind kind, int, const Loc&, const Loc&, Action action) {
        out.push_back(action);
        only_enters = only_enters && kind == MoveKind::Enter;
      });
      if (!out.empty() && only_enters) out.push_back(kPass);
      break;
    }
    case Phase::Gifting:
      for (int s : gift_candidates()) out.push_back(gift_action(s));
      break;
    case Phase::GameOver: break;
  }
  return out;
}

std::vector<std::pair<Action, int>> CloveceState::chance_outcomes() const {
  std::vector<std::pair<Action, int>> out;
  if (phase_ != Phase::Opening && phase_ != Phase::Rolling) return out;
  out.reserve(6);
  for (int v = 1; v <= 6; ++v) out.emplace_back(die_action(v), 1);
  return out;
}

std::optional<Event> CloveceState::why_illegal_use(Action a) const {
  const int value = current_throw();
  const int seat = turn_player_;
  if (a == kPass) {
    for (const Move& m : legal_moves())
      if (m.kind == MoveKind::Pass) return std::nullopt;
    return Event("refused.must_use", {{"player", seat}, {"value", value}});
  }
  if (in_range(a, kEnterBase, kPieceColours)) {
    const int colour = a - kEnterBase;
    if (value != 6) return Event("refused.enter_needs_six", {{"value", value}});
    auto house = house_of(seat);
    if (std::find(house.begin(), house.end(), colour) == house.end())
      return Event("refused.not_in_house", {{"colour", colour}});
    return std::nullopt;
  }
  const int colour = (a - kMoveBase) / 100, where = (a - kMoveBase) % 100;
  const bool from_home = where >= kHomeLoc;
  const int track = game_.track(), home = game_.home_size();
  if (colour < 0 || colour >= kPieceColours || (!from_home && where >= track) || (from_home && where - kHomeLoc >= home))
    return Event("refused.unknown_action", {{"action", a}});
  Loc from = from_home ? Loc{Where::Home, seat, where - kHomeLoc} : Loc{Where::Track, -1, where};
  if (piece_at(colour, from) < 0) return Event("refused.no_piece", {{"colour", colour}, {"from", loc_code(from)}});
  auto home_slots = home_of(seat);
  int target_slot = 0;
  if (from_home) {
    target_slot = from.index + value;
  } else {
    auto house = house_of(seat);
    if (std::find(house.begin(), house.end(), colour) != house.end())
      return Event("refused.colour_in_house", {{"colour", colour}});
    if (std::find(home_slots.begin(), home_slots.end(), colour) != home_slots.end())
      return Event("refused.colour_in_home", {{"colour", colour}});
    const int nr = game_.rel(seat, from.index) + value;
    if (nr < track) return std::nullopt;
    target_slot = nr - track;
  }
  if (target_slot >= home)
    return Event("refused.overshoot", {{"colour", colour}, {"value", value}, {"over", target_slot - home + 1}});
  if (home_slots[at(target_slot)] >= 0)
    return Event("refused.home_taken", {{"colour", colour}, {"slot", target_slot}, {"by", home_slots[at(target_slot)]}});
  return std::nullopt;
}

std::optional<Event> CloveceState::why_illegal(Action a) const {
  if (phase_ == Phase::GameOver) return Event("refused.game_over");
  if (in_range(a, kDieBase, 10)) {
    const int v = a - kDieBase;
    if (phase_ != Phase::Opening && phase_ != Phase::Rolling) return Event("refused.not_rolling");
    if (v < 1 || v > 6) return Event("refused.die_value", {{"value", v}});
    return std::nullopt;
  }
  if (phase_ == Phase::Opening || phase_ == Phase::Rolling) {
    const int who = phase_ == Phase::Opening ? opening_roller() : turn_player_;
    return Event("refused.dice_rolling", {{"player", who}});
  }
  if (phase_ == Phase::Gifting) {
    if (in_range(a, kGiftBase, num_players())) {
      const int seat = a - kGiftBase;
      auto c = gift_candidates();
      if (std::find(c.begin(), c.end(), seat) != c.end()) return std::nullopt;
      return Event("refused.cannot_receive", {{"seat", seat}, {"colour", gift_colour()}});
    }
    return Event("refused.gift_pending", {{"player", turn_player_}, {"colour", gift_colour()}});
  }
  // Using.
  if (in_range(a, kGiftBase, 10)) return Event("refused.nothing_to_give");
  if (a == kPass || in_range(a, kEnterBase, kPieceColours) || in_range(a, kMoveBase, kPieceColours * 100))
    return why_illegal_use(a);
  return Event("refused.unknown_action", {{"action", a}});
}

Event CloveceState::loc_event(std::string type, int colour, const Loc& from, const Loc& to) const {
  return ev(std::move(type), {{"player", turn_player_},
                                 {"colour", colour},
                                 {"from", loc_code(from)},
                                 {"to", loc_code(to)},
                                 {"value", current_throw()},
                                 {"throw", next_ + 1}},
            4);
}

void CloveceState::do_apply(Action a, Events& events) {
  if (!silent() && events.empty()) events.reserve(8);  // one allocation for the action's events
  if (in_range(a, kDieBase, 10)) {
    const int v = a - kDieBase;
    if (phase_ == Phase::Opening) {
      opening_die(v, events);
      return;
    }
    throws_.push_back(v);
    if (!silent()) events.push_back(ev("clovece.thrown", {{"player", turn_player_}, {"value", v}, {"count", static_cast<long>(throws_.size())}}));
    if (v == 6) return;  // a six rolls again
    if (!silent()) {
      Event done = ev("clovece.throws", {{"player", turn_player_}, {"count", static_cast<long>(throws_.size())}}, throws_.size() + 2);
      done.fields.emplace_back("sixes", static_cast<long>(throws_.size()) - 1);
      done.fields.emplace_back("last", v);
      for (std::size_t i = 0; i < throws_.size(); ++i) done.fields.emplace_back("t" + std::to_string(i + 1), throws_[i]);
      events.push_back(std::move(done));
    }
    phase_ = Phase::Using;
    next_ = 0;
    advance(events);
    return;
  }
  if (phase_ == Phase::Gifting) {
    const int piece = pending_.front();
    pending_.erase(pending_.begin());
    give(piece, a - kGiftBase, false, events);
    if (give_pending(events)) next_turn(events);
    return;
  }
  if (a == kPass) {
    if (!silent()) events.push_back(ev("clovece.declined", {{"player", turn_player_}, {"value", current_throw()}, {"throw", next_ + 1}}));
    ++next_;
    advance(events);
    return;
  }
  if (Move chosen; find_use(a, chosen)) {
    if (!silent()) add_hits(chosen);  // the hits are for the events only
    apply_move(chosen, events);
    return;
  }
  throw std::logic_error("clovece: unhandled action " + std::to_string(a));
}

void CloveceState::apply_move(const Move& m, Events& events) {
  const int piece = m.kind == MoveKind::Enter ? [&] {
    for (std::size_t i = 0; i < pieces_.size(); ++i)
      if (pieces_[i].colour == m.colour && pieces_[i].loc == m.from) return static_cast<int>(i);
    return -1;
  }() : piece_at(m.colour, m.from);
  Piece& p = pieces_[at(piece)];
  const char* type = m.kind == MoveKind::Enter ? "clovece.entered"
                     : m.kind == MoveKind::Track ? "clovece.moved"
                     : m.kind == MoveKind::IntoHome ? "clovece.went_home"
                                                    : "clovece.moved_in_home";
  p.loc = m.to;
  p.stamp = ++clock_;
  if (!silent()) {
    Event e = loc_event(type, m.colour, m.from, m.to);
    long mask = 0;
    for (int c : m.hits) mask |= 1L << c;
    e.fields.emplace_back("stack", static_cast<long>(m.to.where == Where::Track ? m.hits.size() : 0));
    e.fields.emplace_back("hits", mask);
    if (m.to.where == Where::Track)  // the same pieces in order of arrival (the last to arrive stays)
      for (std::size_t i = 0; i < m.hits.size(); ++i) e.fields.emplace_back("hit" + std::to_string(i + 1), m.hits[i]);
    if (m.to.where == Where::Track) e.fields.emplace_back("rel", game_.rel(turn_player_, m.to.index));
    if (m.kind == MoveKind::IntoHome) e.fields.emplace_back("home_count", home_count(turn_player_));
    events.push_back(std::move(e));
  }
  ++next_;
  if (m.kind == MoveKind::IntoHome && home_count(turn_player_) == game_.home_size()) {
    finish(turn_player_, events);
    if (phase_ == Phase::GameOver) return;
  }
  advance(events);
}

void CloveceState::opening_die(int value, Events& events) {
  const int seat = opening_roller();
  opening_values_.push_back(value);
  if (!silent()) events.push_back(ev("clovece.opening_roll", {{"player", seat}, {"value", value}}));
  if (opening_values_.size() < contenders_.size()) return;
  const int best = *std::max_element(opening_values_.begin(), opening_values_.end());
  std::vector<int> tied;
  for (std::size_t i = 0; i < contenders_.size(); ++i)
    if (opening_values_[i] == best) tied.push_back(contenders_[i]);
  opening_values_.clear();
  if (tied.size() > 1) {
    contenders_ = tied;
    if (!silent()) events.push_back(ev("clovece.opening_tie", {{"value", best}, {"count", static_cast<long>(tied.size())}}));
    return;
  }
  contenders_.clear();
  if (!silent()) events.push_back(ev("clovece.starts", {{"player", tied.front()}, {"value", best}}));
  start_turn(tied.front(), events);
}

void CloveceState::start_turn(int seat, Events& events) {
  turn_player_ = seat;
  throws_.clear();
  next_ = 0;
  phase_ = Phase::Rolling;
  if (!silent()) events.push_back(ev("clovece.turn", {{"player", seat}, {"home", home_count(seat)}}));
}

void CloveceState::advance(Events& events) {
  const int n = static_cast<int>(throws_.size());
  while (next_ < n) {
    if (finished(turn_player_)) {
      next_ = n;
      break;
    }
    if (has_use()) return;
    if (!silent()) events.push_back(ev("clovece.forfeited", {{"player", turn_player_}, {"value", current_throw()}, {"throw", next_ + 1}}));
    ++next_;
  }
  end_turn(events);
}

void CloveceState::end_turn(Events& events) {
  // Squares holding two or more pieces, in the order of the mover's path.
  std::array<std::uint64_t, 2> one{}, more{};  // squares 0..79 holding one piece, two or more
  std::array<int, 4 * kMaxPlayers> squares{};
  std::size_t stacked = 0;
  for (const Piece& p : pieces_) {
    if (p.loc.where != Where::Track) continue;
    const std::size_t word = at(p.loc.index / 64);
    const std::uint64_t bit = std::uint64_t{1} << (p.loc.index % 64);
    if (more[word] & bit) continue;
    if (one[word] & bit) {
      more[word] |= bit;
      squares[stacked++] = p.loc.index;
    } else {
      one[word] |= bit;
    }
  }
  std::sort(squares.begin(), squares.begin() + static_cast<std::ptrdiff_t>(stacked),
            [&](int a, int b) { return game_.rel(turn_player_, a) < game_.rel(turn_player_, b); });
  for (std::size_t k = 0; k < stacked; ++k) {
    const int sq = squares[k];
    auto here = pieces_on(sq);
    const int stays = here.back();
    for (std::size_t i = 0; i + 1 < here.size(); ++i) {
      Piece& p = pieces_[at(here[i])];
      if (!silent()) events.push_back(ev("clovece.captured", {{"player", turn_player_},
                                                  {"colour", p.colour},
                                                  {"square", sq},
                                                  {"by", pieces_[at(stays)].colour},
                                                  {"rel", game_.rel(turn_player_, sq)}}));
      p.loc = {Where::Limbo, -1, 0};
      pending_.push_back(here[i]);
    }
  }
  phase_ = Phase::Gifting;
  if (give_pending(events)) next_turn(events);
}

bool CloveceState::give_pending(Events& events) {
  while (!pending_.empty()) {
    auto who = eligible(pieces_[at(pending_.front())].colour);
    if (who.size() > 1) {
      if (!silent()) events.push_back(ev("clovece.gift_choice", {{"player", turn_player_},
                                                     {"colour", pieces_[at(pending_.front())].colour},
                                                     {"candidates", static_cast<long>(who.size())}}));
      return false;
    }
    const int piece = pending_.front();
    pending_.erase(pending_.begin());
    give(piece, who.front(), true, events);
  }
  return true;
}

void CloveceState::give(int piece, int seat, bool automatic, Events& events) {
  Piece& p = pieces_[at(piece)];
  p.loc = {Where::House, seat, 0};
  p.stamp = ++clock_;
  if (!silent()) events.push_back(ev("clovece.given", {{"player", turn_player_},
                                           {"colour", p.colour},
                                           {"to", seat},
                                           {"automatic", automatic ? 1 : 0},
                                           {"left", static_cast<long>(pending_.size())}}));
}

void CloveceState::finish(int seat, Events& events) {
  places_[at(seat)] = ++finished_count_;
  if (!silent()) events.push_back(ev("clovece.finished", {{"player", seat}, {"place", places_[at(seat)]}}));
  int left = 0, last = -1;
  for (int s = 0; s < num_players(); ++s)
    if (!finished(s)) ++left, last = s;
  if (!game_.play_on() || left <= 1) {
    if (game_.play_on() && left == 1) {
      places_[at(last)] = ++finished_count_;
      if (!silent()) events.push_back(ev("clovece.finished", {{"player", last}, {"place", places_[at(last)]}}));
    }
    phase_ = Phase::GameOver;
    pending_.clear();
    if (!silent()) events.push_back(ev("clovece.game_over", {{"winner", winner()}}));
  }
}

void CloveceState::next_turn(Events& events) {
  if (!silent()) events.push_back(ev("clovece.turn_over", {{"player", turn_player_}}));
  int s = turn_player_;
  do {
    s = (s + 1) % num_players();
  } while (finished(s));
  start_turn(s, events);
}

// ---------------------------------------------------------------- text

std::string CloveceState::action_to_string(Action a) const {
  auto colour = [&](int c) { return std::string(colour_code(game_.piece_colour(c))); };
  if (in_range(a, kDieBase, 10)) return "die " + std::to_string(a - kDieBase);
  if (a == kPass) return "pass";
  if (in_range(a, kEnterBase, kPieceColours)) return "enter " + colour(a - kEnterBase);
  if (in_range(a, kGiftBase, kMaxPlayers))
    return "give to " + std::string(colour_code(game_.house_colour(std::min(a - kGiftBase, num_players() - 1))));
  if (in_range(a, kMoveBase, kPieceColours * 100)) {
    const int c = (a - kMoveBase) / 100, w = (a - kMoveBase) % 100;
    return "move " + colour(c) + (w >= kHomeLoc ? " from home " + std::to_string(w - kHomeLoc + 1)
                                                : " from " + std::to_string(w));
  }
  return "unknown " + std::to_string(a);
}

std::string CloveceState::to_string() const {
  static const char* kPhase[] = {"opening roll", "rolling", "using throws", "giving a captured piece", "game over"};
  auto letter = [&](int c) {
    char ch = colour_code(game_.piece_colour(c))[0];
    return static_cast<char>(ch - 'a' + 'A');
  };
  std::ostringstream out;
  out << "Clovece " << num_players() << " players, " << kPhase[static_cast<int>(phase_)];
  if (turn_player_ >= 0) out << ", turn of " << colour_code(game_.house_colour(turn_player_));
  out << ", throws";
  for (std::size_t i = 0; i < throws_.size(); ++i) out << (static_cast<int>(i) == next_ ? " [" : " ") << throws_[i] << (static_cast<int>(i) == next_ ? "]" : "");
  out << "\ntrack:";
  for (int sq = 0; sq < game_.track(); ++sq) {
    if (sq % 10 == 0) out << ' ';
    auto here = pieces_on(sq);
    if (here.empty()) out << '.';
    for (int i : here) out << letter(pieces_[at(i)].colour);
  }
  out << "\n";
  for (int s = 0; s < num_players(); ++s) {
    out << colour_code(game_.house_colour(s)) << ": house ";
    for (int c : house_of(s)) out << letter(c);
    out << " home ";
    for (int c : home_of(s)) out << (c < 0 ? '.' : letter(c));
    if (finished(s)) out << " place " << place(s);
    out << "\n";
  }
  return out.str();
}

}  // namespace sh::clovece
