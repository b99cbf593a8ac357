// Numberfloor decision time per level (part of build/spoluhrac-games-bench):
//   BM_NumberfloorDecisionEasy / Normal / Strong: one decision of the seat on turn in
//   positions from seeded normal-against-normal games (every variant, 2-5 players),
//   counters p50_ms and p99_ms. Strong plays with its default budget (300 ms of wall time
//   per decision, as in play), deciding afresh each time (no plan followed).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <vector>

#include "core/chance.h"
#include "games/numberfloor/numberfloor_bot.h"
#include "games/numberfloor/numberfloor_game.h"

namespace {

using namespace sh::numberfloor;

struct Positions {
  std::vector<std::shared_ptr<const NumberfloorGame>> games;
  std::vector<std::unique_ptr<sh::State>> states;
};

const Positions& positions() {
  static const Positions all = [] {
    Positions p;
    const NumberfloorBot bot;
    const char* variants[] = {"full", "middle", "beginner"};
    for (int g = 0; g < 30; ++g) {
      p.games.push_back(std::static_pointer_cast<const NumberfloorGame>(
          make_numberfloor_game({{"players", std::to_string(2 + g % 4)}, {"variant", variants[g % 3]}})));
      auto s = p.games.back()->new_initial_state();
      auto& nf = static_cast<NumberfloorState&>(*s);
      std::uint64_t step = 0;
      std::size_t taken = 0;
      while (!s->is_terminal() && taken < 60) {
        if (s->is_chance()) {
          s->apply(sh::sample_chance(s->chance_outcomes(), static_cast<std::uint64_t>(g), step++));
          continue;
        }
        if (step % 2 == 0) {
          p.states.push_back(s->clone());
          ++taken;
        }
        s->apply(bot.choose(nf.observation(nf.turn_player())));
        ++step;
      }
    }
    return p;
  }();
  return all;
}

void run(benchmark::State& state, sh::Level level) {
  const Positions& p = positions();
  std::vector<double> ms;
  std::size_t i = 0;
  for (auto _ : state) {
    // Spread over the positions (a prime stride), each decided by a fresh bot.
    const auto& s = static_cast<const NumberfloorState&>(*p.states[(i * 7919) % p.states.size()]);
    ++i;
    const NumberfloorBot bot(level, level == sh::Level::Strong
                                        ? std::make_shared<NumberfloorGame>(s.config(), s.game().options())
                                        : nullptr);
    const auto o = s.observation(s.turn_player());
    const auto t0 = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(bot.choose(o, i));
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  if (!ms.empty()) {
    state.counters["p50_ms"] = ms[ms.size() / 2];
    state.counters["p99_ms"] = ms[std::min(ms.size() - 1, ms.size() * 99 / 100)];
    state.counters["positions"] = static_cast<double>(p.states.size());
  }
}

void BM_NumberfloorDecisionEasy(benchmark::State& state) { run(state, sh::Level::Easy); }
void BM_NumberfloorDecisionNormal(benchmark::State& state) { run(state, sh::Level::Normal); }
void BM_NumberfloorDecisionStrong(benchmark::State& state) { run(state, sh::Level::Strong); }
BENCHMARK(BM_NumberfloorDecisionEasy)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_NumberfloorDecisionNormal)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_NumberfloorDecisionStrong)->Unit(benchmark::kMillisecond)->Iterations(100);

}  // namespace
