// How long one KIVI computer decision takes at each level, over many seeded positions
// reached by random playouts (2 and 4 players mixed). Reports p50_ms and p99_ms of the
// single decisions (issue 17: easy and normal p99 <= 50 ms, strong p99 <= its 300 ms budget).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <vector>

#include "core/chance.h"
#include "games/kivi/kivi_bot.h"
#include "games/kivi/kivi_game.h"

namespace {

using namespace sh;

// Positions where a player decides: random playouts stopped at seeded points.
std::vector<std::unique_ptr<State>> positions(int count) {
  std::vector<std::unique_ptr<State>> out;
  std::vector<std::shared_ptr<const Game>> games = {kivi::make_kivi_game({{"players", "2"}}),
                                                    kivi::make_kivi_game({{"players", "4"}})};
  static std::vector<std::shared_ptr<const Game>> keep;  // the states refer to their game
  keep.insert(keep.end(), games.begin(), games.end());
  for (int i = 0; static_cast<int>(out.size()) < count; ++i) {
    const auto seed = static_cast<std::uint64_t>(i);
    auto s = games[static_cast<std::size_t>(i % 2)]->new_initial_state();
    const std::uint64_t stop = chance_bits(seed, 1000) % 400;
    for (std::uint64_t step = 0; !s->is_terminal(); ++step) {
      if (!s->is_chance() && step >= stop) break;
      if (s->is_chance()) {
        s->apply(sample_chance(s->chance_outcomes(), seed, step));
      } else {
        auto legal = s->legal_actions();
        s->apply(legal[chance_bits(seed ^ 99, step) % legal.size()]);
      }
    }
    if (!s->is_terminal()) out.push_back(std::move(s));
  }
  return out;
}

void run(benchmark::State& state, Level level) {
  static const auto all = positions(200);
  std::vector<double> ms;
  std::size_t i = 0;
  for (auto _ : state) {
    const State& s = *all[i % all.size()];
    const kivi::KiviBot bot(i, level);
    const auto t0 = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(bot.choose(s));
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    ++i;
  }
  std::sort(ms.begin(), ms.end());
  auto pct = [&](double p) { return ms.empty() ? 0.0 : ms[std::min(ms.size() - 1, static_cast<std::size_t>(p * static_cast<double>(ms.size())))]; };
  state.counters["p50_ms"] = pct(0.50);
  state.counters["p99_ms"] = pct(0.99);
}

void BM_KiviDecisionEasy(benchmark::State& state) { run(state, Level::Easy); }
void BM_KiviDecisionNormal(benchmark::State& state) { run(state, Level::Normal); }
void BM_KiviDecisionStrong(benchmark::State& state) { run(state, Level::Strong); }
BENCHMARK(BM_KiviDecisionEasy)->Iterations(1000);
BENCHMARK(BM_KiviDecisionNormal)->Iterations(1000);
BENCHMARK(BM_KiviDecisionStrong)->Iterations(1000);

}  // namespace
