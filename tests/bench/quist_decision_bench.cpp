// Numeramis Quist: how long one computer decision takes at each level, over many seeded
// positions from random playouts (dealer mode, every stage of a game). Counters p50_ms and
// p99_ms are the median and 99th percentile of single decisions; the strong player uses its
// play budget (300 ms wall time per decision, at most SearchBudget::max_samples deals) and
// also reports min_samples (the fewest deals of a decision) and sample_ms (the longest mean
// time of one deal in a decision).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <vector>

#include "core/chance.h"
#include "games/quist/quist_bot.h"
#include "games/quist/quist_game.h"

namespace {

using namespace sh;
using namespace sh::quist;

// Observations of the player to act, from random playouts stopped at a seeded step.
std::vector<Observation> positions(int count) {
  auto game = make_quist_game({{"games", "1"}});
  std::vector<Observation> out;
  for (std::uint64_t seed = 1; static_cast<int>(out.size()) < count; ++seed) {
    auto s = game->new_initial_state();
    const std::uint64_t stop = kCardsPerGame + chance_bits(seed, 7) % (kCardsPerGame - 1);
    std::uint64_t step = 0;
    while (!s->is_terminal() && (s->is_chance() || step < stop)) {
      Action a;
      if (s->is_chance()) {
        a = sample_chance(s->chance_outcomes(), seed, step);
      } else {
        auto legal = s->legal_actions();
        a = legal[chance_bits(seed ^ 99, step) % legal.size()];
      }
      s->apply(a);
      ++step;
    }
    if (s->is_terminal()) continue;
    const auto& q = static_cast<const QuistState&>(*s);
    out.push_back(q.observation(q.current_player()));
  }
  return out;
}

void run_decisions(benchmark::State& state, Level level) {
  static const std::vector<Observation> kPositions = positions(200);
  std::vector<double> ms;
  int fewest = 1 << 30;   // strong: the fewest sampled deals of a searched decision
  double sample_ms = 0;   // strong: the longest mean time of one deal in a decision
  std::size_t i = 0;
  for (auto _ : state) {
    const Observation& o = kPositions[i % kPositions.size()];
    const QuistBot bot(i, level);
    int samples = 0;
    const auto start = std::chrono::steady_clock::now();
    if (level == Level::Strong) {  // what bot.choose does, keeping the count of deals
      const SearchResult r = search(o, i, bot.budget());
      benchmark::DoNotOptimize(r.best);
      samples = r.samples;
    } else {
      benchmark::DoNotOptimize(bot.choose(o));
    }
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    if (samples > 0) {
      fewest = std::min(fewest, samples);
      sample_ms = std::max(sample_ms, ms.back() / samples);
    }
    ++i;
  }
  std::sort(ms.begin(), ms.end());
  auto percentile = [&](double q) { return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * static_cast<double>(ms.size())))]; };
  state.counters["p50_ms"] = percentile(0.50);
  state.counters["p99_ms"] = percentile(0.99);
  state.counters["max_ms"] = ms.back();
  if (level == Level::Strong) {
    state.counters["min_samples"] = fewest;
    state.counters["sample_ms"] = sample_ms;
  }
}

void BM_QuistDecisionEasy(benchmark::State& state) { run_decisions(state, Level::Easy); }
BENCHMARK(BM_QuistDecisionEasy);

void BM_QuistDecisionNormal(benchmark::State& state) { run_decisions(state, Level::Normal); }
BENCHMARK(BM_QuistDecisionNormal);

void BM_QuistDecisionStrong(benchmark::State& state) { run_decisions(state, Level::Strong); }
BENCHMARK(BM_QuistDecisionStrong)->Iterations(200)->Unit(benchmark::kMillisecond);

}  // namespace
