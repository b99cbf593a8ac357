// Numeramis Quist test helpers: creating matches, laying scripted cards, and scripting
// whole games with a chosen trick score (assistant mode, where any available value may be laid).
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "core/chance.h"
#include "games/quist/quist_game.h"

namespace sh::quist::testing {

// A game and a state of it (the state refers to the game, which must outlive it).
struct Match {
  std::shared_ptr<const Game> game;
  std::unique_ptr<State> state;

  explicit Match(const GameOptions& options)
      : game(make_quist_game(options)), state(game->new_initial_state()) {}
  QuistState& q() { return static_cast<QuistState&>(*state); }
  Events apply(Action a) {
    Events events;
    state->apply(a, &events);
    return events;
  }
};

// A position of a match with `options` after a seeded number of random cards (the chance
// dealt from `seed`): the seat to act there.
inline std::unique_ptr<Match> playout_position(std::uint64_t seed, const GameOptions& options = {{"games", "1"}}) {
  auto m = std::make_unique<Match>(options);
  const std::uint64_t stop = chance_bits(seed, 3) % (kCardsPerGame - 1);
  std::uint64_t step = 0, laid = 0;
  while (!m->state->is_terminal() && (m->state->is_chance() || laid < stop)) {
    if (m->state->is_chance()) {
      m->apply(sample_chance(m->state->chance_outcomes(), seed, step));
    } else {
      auto legal = m->state->legal_actions();
      m->apply(legal[chance_bits(seed ^ 77, step) % legal.size()]);
      ++laid;
    }
    ++step;
  }
  return m;
}

inline const Event* find_event(const Events& events, const std::string& type) {
  for (const Event& e : events)
    if (e.type == type) return &e;
  return nullptr;
}

inline int count_events(const Events& events, const std::string& type) {
  int n = 0;
  for (const Event& e : events) n += e.type == type ? 1 : 0;
  return n;
}

// Lays `values` in turn order (whoever is to play), collecting all events.
inline Events lay(Match& m, const std::vector<int>& values) {
  Events all;
  for (int v : values) {
    Events e = m.apply(v);
    all.insert(all.end(), e.begin(), e.end());
  }
  return all;
}

// Plays a whole assistant-mode game in which `team` takes exactly `tricks` tricks (one per
// phase, no ties): the first of the winning team to lay in a phase lays the highest value
// still available, everyone else the lowest. Returns the game's events.
inline Events script_game(Match& m, int team, int tricks) {
  QuistState& s = m.q();
  EXPECT_EQ(s.config().mode, Mode::Assistant);
  Events all;
  auto available = [&](int from, int step) {
    for (int c = from; c >= 0 && c < kValues; c += step)
      if (s.played()[static_cast<std::size_t>(c)] < kCopies) return c;
    return -1;
  };
  for (int round = 0; round < kTricksPerGame && !s.is_terminal(); ++round) {
    const int winning_team = round < tricks ? team : 1 - team;
    for (int k = 0; k < kSeats; ++k) {
      const int seat = s.current_player();
      bool winner = team_of(seat) == winning_team;
      for (const Play& p : s.table().back()) winner = winner && team_of(p.seat) != winning_team;
      Events e = m.apply(winner ? available(kValues - 1, -1) : available(0, 1));
      all.insert(all.end(), e.begin(), e.end());
    }
  }
  EXPECT_EQ(count_events(all, "game.end"), 1);
  return all;
}

}  // namespace sh::quist::testing
