// spoluhrac-strength: plays the pairings of every registered game and prints win rates with
// 95 % Wilson intervals. Usage: spoluhrac-strength [--games N] [--game ID] [--threads T]
//   [--pairing strong-normal|normal-easy|easy-random]
// In a pairing the two levels take the sides alternately (seat 1 level A, seat 2 level B,
// ...; the next game starts with B), so each level plays every seat equally often. The
// figure of a level is its win share per seat it held: (sum of its seats' shares) / (seats
// it held over all games), with a Wilson interval that treats seat-games as independent
// trials. They are not independent when a level holds two seats of one game (four
// players): only one seat wins, so its two seats' results are exclusive and that interval
// is wider than the truth. The verdict is therefore taken with the game as the unit: per
// game, A's win share per seat minus B's (paired: same deal, same seats), averaged over the
// games, with a 95 % normal interval from the games' spread; A is clearly better when that
// interval lies above 0. Both are printed. With two players (one seat each) the two tests
// agree.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "core/chance.h"
#include "tests/bench/strength/strength.h"

namespace sh::strength {

namespace {
std::vector<GameSpec>& registry() {
  static std::vector<GameSpec> all;
  return all;
}
}  // namespace

void add_game(GameSpec spec) { registry().push_back(std::move(spec)); }
const std::vector<GameSpec>& games() { return registry(); }

const char* player_name(Player p) {
  switch (p) {
    case Player::Random: return "random";
    case Player::Easy: return "easy";
    case Player::Normal: return "normal";
    case Player::Strong: return "strong";
  }
  return "?";
}

Level level_of(Player p) {
  switch (p) {
    case Player::Easy: return Level::Easy;
    case Player::Normal: return Level::Normal;
    case Player::Strong: return Level::Strong;
    case Player::Random: break;
  }
  throw std::logic_error("the random player has no level");
}

std::vector<double> play_one(const GameSpec& g, int players, const std::vector<Player>& seats, std::uint64_t seed) {
  auto game = g.make_game(players);
  auto s = game->new_initial_state();
  std::uint64_t step = 0;
  while (!s->is_terminal()) {
    Action a;
    if (s->is_chance()) {
      a = sample_chance(s->chance_outcomes(), seed, step);
    } else {
      const Player p = seats.at(static_cast<std::size_t>(s->current_player()));
      if (p == Player::Random) {
        auto legal = s->legal_actions();
        a = legal[chance_bits(seed ^ 0x5eed, step) % legal.size()];
      } else {
        a = g.choose(*s, p, chance_bits(seed, step));
      }
    }
    s->apply(a);
    ++step;
  }
  return g.result(*s);
}

}  // namespace sh::strength

namespace {

using namespace sh::strength;

struct Interval {
  double rate, low, high;
};

Interval wilson(double wins, double n) {
  if (n <= 0) return {0, 0, 0};
  const double z = 1.96, p = wins / n;
  const double denom = 1 + z * z / n;
  const double centre = (p + z * z / (2 * n)) / denom;
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom;
  return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

struct Pairing {
  Player a, b;
  const char* name;
};

}  // namespace

int main(int argc, char** argv) {
  int count = 1000, threads = 2;
  std::string only, only_pairing;
  for (int i = 1; i < argc; ++i) {
    auto arg = [&](const char* name) { return std::strcmp(argv[i], name) == 0 && i + 1 < argc; };
    if (arg("--games")) count = std::atoi(argv[++i]);
    else if (arg("--game")) only = argv[++i];
    else if (arg("--threads")) threads = std::max(1, std::atoi(argv[++i]));
    else if (arg("--pairing")) only_pairing = argv[++i];
    else {
      std::fprintf(stderr, "usage: %s [--games N] [--game ID] [--threads T] [--pairing strong-normal|normal-easy|easy-random]\n", argv[0]);
      return 2;
    }
  }
  const Pairing pairings[] = {{Player::Strong, Player::Normal, "strong-normal"},
                              {Player::Normal, Player::Easy, "normal-easy"},
                              {Player::Easy, Player::Random, "easy-random"}};
  std::printf(
      "| game | players | A v B | games | A win/seat (95%% CI) | B win/seat (95%% CI) | intervals apart | A − B per seat, "
      "game as unit (95%% CI) | A clearly better |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|\n");
  int failures = 0;
  for (const GameSpec& g : games()) {
    if (!only.empty() && g.id != only) continue;
    for (int players : g.player_counts) {
      std::vector<int> sides = g.sides ? g.sides(players) : std::vector<int>{};
      if (sides.empty())
        for (int i = 0; i < players; ++i) sides.push_back(i);
      for (const Pairing& pr : pairings) {
        if (!only_pairing.empty() && only_pairing != pr.name) continue;
        double wins_a = 0, wins_b = 0, seats_a = 0, seats_b = 0;
        double diff_sum = 0, diff_sq = 0;  // per game: A's win share per seat minus B's
        std::mutex m;
        std::atomic<int> next{0};
        std::vector<std::thread> pool;
        for (int t = 0; t < threads; ++t)
          pool.emplace_back([&] {
            for (int k; (k = next++) < count;) {
              std::vector<Player> seats(static_cast<std::size_t>(players));
              for (int i = 0; i < players; ++i)
                seats[static_cast<std::size_t>(i)] = (sides[static_cast<std::size_t>(i)] + k) % 2 == 0 ? pr.a : pr.b;
              auto share = play_one(g, players, seats, 1000003ULL * static_cast<std::uint64_t>(k) + 17);
              std::lock_guard lock(m);
              double game_a = 0, game_b = 0, held_a = 0, held_b = 0;
              for (int i = 0; i < players; ++i) {
                const bool is_a = seats[static_cast<std::size_t>(i)] == pr.a;
                (is_a ? game_a : game_b) += share[static_cast<std::size_t>(i)];
                (is_a ? held_a : held_b) += 1;
              }
              wins_a += game_a;
              wins_b += game_b;
              seats_a += held_a;
              seats_b += held_b;
              const double d = game_a / held_a - game_b / held_b;
              diff_sum += d;
              diff_sq += d * d;
            }
          });
        for (auto& t : pool) t.join();
        const Interval ia = wilson(wins_a, seats_a), ib = wilson(wins_b, seats_b);
        const double n = count, mean = diff_sum / n;
        const double sd = std::sqrt(std::max(0.0, (diff_sq - n * mean * mean) / std::max(1.0, n - 1)));
        const double half = 1.96 * sd / std::sqrt(n);
        const bool apart = ia.low > ib.high;
        const bool clear = mean - half > 0;
        if (!clear) ++failures;
        std::printf("| %s | %d | %s v %s | %d | %.3f (%.3f–%.3f) | %.3f (%.3f–%.3f) | %s | %+.3f (%+.3f to %+.3f) | %s |\n",
                    g.id.c_str(), players, player_name(pr.a), player_name(pr.b), count, ia.rate, ia.low, ia.high,
                    ib.rate, ib.low, ib.high, apart ? "yes" : "no", mean, mean - half, mean + half,
                    clear ? "yes" : "NO");
        std::fflush(stdout);
      }
    }
  }
  return failures == 0 ? 0 : 1;
}
