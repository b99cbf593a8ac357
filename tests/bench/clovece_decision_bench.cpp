// Decision time of the Člověče computer player at each level (run by hand:
// build/spoluhrac-games-bench --benchmark_filter=CloveceDecision). One decision in each of
// many seeded positions met in random 4-player playouts; counters p50_ms and p99_ms of one
// decision (limits: easy and normal p99 <= 50 ms; strong p99 <= its budget, 300 ms by
// default, as in play); for strong also min_rounds (the fewest rollout rounds of a
// decision) and round_ms (the longest mean round of a decision).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <vector>

#include "core/chance.h"
#include "games/clovece/clovece_bot.h"
#include "games/clovece/clovece_game.h"

namespace {

using sh::clovece::CloveceBot;

// Decision points with at least two choices from seeded random playouts (the game
// outlives its states).
struct Positions {
  std::shared_ptr<const sh::Game> game = sh::clovece::make_clovece_game({{"players", "4"}});
  std::vector<std::unique_ptr<sh::State>> states;
};

const std::vector<std::unique_ptr<sh::State>>& positions() {
  static const Positions all = [] {
    Positions p;
    auto& out = p.states;
    const sh::Game* game = p.game.get();
    for (std::uint64_t g = 0; out.size() < 200; ++g) {
      auto s = game->new_initial_state();
      std::uint64_t step = 0;
      while (!s->is_terminal() && out.size() < 200) {
        sh::Action a;
        if (s->is_chance()) {
          a = sh::sample_chance(s->chance_outcomes(), g, step);
        } else {
          auto legal = s->legal_actions();
          if (legal.size() > 1 && sh::chance_bits(g ^ 5, step) % 12 == 0) out.push_back(s->clone());
          a = legal[sh::chance_bits(g, step) % legal.size()];
        }
        s->apply(a);
        ++step;
      }
    }
    return p;
  }();
  return all.states;
}

void decisions(benchmark::State& state, sh::Level level) {
  const auto& all = positions();
  std::vector<double> ms;
  int fewest_rounds = 1 << 30;  // strong: the fewest rollout rounds of a searched decision
  double round_ms = 0;          // strong: the longest mean round of a decision
  std::size_t i = 0;
  for (auto _ : state) {
    const sh::State& s = *all[i % all.size()];
    const CloveceBot bot(i, level);
    const auto t0 = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(bot.choose(s));
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    if (bot.last_rounds() > 0) {
      fewest_rounds = std::min(fewest_rounds, bot.last_rounds());
      round_ms = std::max(round_ms, ms.back() / bot.last_rounds());
    }
    ++i;
  }
  std::sort(ms.begin(), ms.end());
  auto pct = [&](double p) { return ms.empty() ? 0.0 : ms[static_cast<std::size_t>(p * static_cast<double>(ms.size() - 1))]; };
  state.counters["decisions"] = static_cast<double>(ms.size());
  state.counters["p50_ms"] = pct(0.50);
  state.counters["p99_ms"] = pct(0.99);
  state.counters["max_ms"] = ms.empty() ? 0.0 : ms.back();
  if (level == sh::Level::Strong) {
    state.counters["min_rounds"] = fewest_rounds;
    state.counters["round_ms"] = round_ms;
  }
}

void BM_CloveceDecisionEasy(benchmark::State& state) { decisions(state, sh::Level::Easy); }
void BM_CloveceDecisionNormal(benchmark::State& state) { decisions(state, sh::Level::Normal); }
void BM_CloveceDecisionStrong(benchmark::State& state) { decisions(state, sh::Level::Strong); }

BENCHMARK(BM_CloveceDecisionEasy)->Iterations(400)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CloveceDecisionNormal)->Iterations(400)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CloveceDecisionStrong)->Iterations(200)->Unit(benchmark::kMillisecond);

}  // namespace
