// Šipky computer player speed (run by hand, part of build/spoluhrac-games-bench):
//   BM_SipkyDecisionEasy / Normal / Strong: one decision of SipkyBot at that level in
//   positions of seeded bot games (both variants, targets 101, 201 and 301, 2-8 players),
//   with the per-decision p50_ms and p99_ms (limits: easy and normal 50 ms, strong 300 ms).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <vector>

#include "core/chance.h"
#include "games/sipky/sipky_bot.h"
#include "games/sipky/sipky_game.h"

namespace {

using namespace sh::sipky;

struct Positions {
  std::vector<std::shared_ptr<const sh::Game>> games;
  std::vector<std::unique_ptr<sh::State>> states;
};

const Positions& positions() {
  static const Positions p = [] {
    Positions out;
    const char* targets[] = {"101", "201", "301"};
    for (int g = 0; g < 36; ++g) {
      out.games.push_back(make_sipky_game({{"players", std::to_string(2 + g % 7)},
                                           {"target", targets[g % 3]},
                                           {"variant", g % 4 == 3 ? "presny" : "stojedna"}}));
      auto s = out.games.back()->new_initial_state();
      const SipkyBot bot(g % 2 ? sh::Level::Normal : sh::Level::Easy, static_cast<std::uint64_t>(g));
      std::uint64_t step = 0;
      while (!s->is_terminal()) {
        if (s->is_chance()) {
          s->apply(sh::sample_chance(s->chance_outcomes(), static_cast<std::uint64_t>(g), step++));
          continue;
        }
        out.states.push_back(s->clone());
        s->apply(bot.choose(*s));
        ++step;
      }
    }
    return out;
  }();
  return p;
}

void run_decisions(benchmark::State& state, sh::Level level) {
  const auto& all = positions().states;
  const SipkyBot bot(level, 5);
  std::vector<double> ms;
  std::size_t i = 0;
  for (auto _ : state) {
    const auto& s = *all[(i++ * 7919) % all.size()];  // strided: every game, target and player count early
    const auto t0 = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(bot.choose(s));
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  if (!ms.empty()) {
    state.counters["p50_ms"] = ms[ms.size() / 2];
    state.counters["p99_ms"] = ms[std::min(ms.size() - 1, ms.size() * 99 / 100)];
    state.counters["positions"] = static_cast<double>(all.size());
  }
}

void BM_SipkyDecisionEasy(benchmark::State& state) { run_decisions(state, sh::Level::Easy); }
void BM_SipkyDecisionNormal(benchmark::State& state) { run_decisions(state, sh::Level::Normal); }
void BM_SipkyDecisionStrong(benchmark::State& state) { run_decisions(state, sh::Level::Strong); }
BENCHMARK(BM_SipkyDecisionEasy)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SipkyDecisionNormal)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SipkyDecisionStrong)->Unit(benchmark::kMillisecond)->Iterations(1600);

}  // namespace
