// Expressions (spec §5): nanoseconds per evaluation of formulas from the shipped packs, compiled
// once; and, for scale, the same hop-arm formula written in C++ by hand, and compiling one.
// Results and the command that reproduces them: docs/PERFORMANCE.md, "Expressions".
#include <benchmark/benchmark.h>

#include <map>
#include <string>
#include <variant>

#include "jt/expr/formula.h"
#include "jt/expr/functions.h"

namespace jt::expr {
namespace {

// The params the pack formulas use, at typical values: t_in, over (seconds).
const SlotTable kParams({"t_in", "over"}, {});
const double kSlots[] = {1.5, 0.6};

class OneGlobal final : public Globals {
 public:
  std::optional<double> find(std::string_view name) const override {
    auto it = values_.find(name);
    if (it == values_.end()) return std::nullopt;
    return it->second;
  }

 private:
  std::map<std::string, double, std::less<>> values_{{"speed", 2.5}};
};

// Evaluates one formula with a clock that moves every iteration (1/240 s), as a runtime would.
void BM_Evaluate(benchmark::State& state, const char* text) {
  CompileResult compiled = compile(text, kParams);
  if (const auto* error = std::get_if<CompileError>(&compiled)) {
    state.SkipWithError(error->message.c_str());
    return;
  }
  const Formula& formula = std::get<Formula>(compiled);
  OneGlobal globals;
  Prng prng(42);
  Context context{.dur = 4, .loud = 0.4, .slots = kSlots, .globals = &globals, .prng = prng};
  for (auto _ : state) {
    context.tau += 1.0 / 240.0;
    context.local = context.tau;
    EvalResult result = formula.evaluate(context);
    benchmark::DoNotOptimize(result);
  }
}

BENCHMARK_CAPTURE(BM_Evaluate, t_in_default, "min(max(dur*0.6, 0.5), 3.0)");
BENCHMARK_CAPTURE(BM_Evaluate, hop_arm, "-(8 + hopair(mod(tau*1.7, 1))*20)");
BENCHMARK_CAPTURE(BM_Evaluate, fly_in_sway, "7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))");
BENCHMARK_CAPTURE(BM_Evaluate, slide_in_w, "pi/max(t_in, 0.1)");
BENCHMARK_CAPTURE(BM_Evaluate, talk_bob, "-20*loud");
BENCHMARK_CAPTURE(BM_Evaluate, bow_nod, "abs(cos(pi*local/over))");
BENCHMARK_CAPTURE(BM_Evaluate, random_jitter, "random*10 - 5");
BENCHMARK_CAPTURE(BM_Evaluate, page_global, "speed*2");

// The hop-arm formula written by hand with the same functions: the floor under BM_Evaluate.
void BM_NativeHopArm(benchmark::State& state) {
  double tau = 0.0;
  for (auto _ : state) {
    tau += 1.0 / 240.0;
    benchmark::DoNotOptimize(tau);
    double value = -(8 + fn::hopair(fn::mod(tau * 1.7, 1)) * 20);
    benchmark::DoNotOptimize(value);
  }
}
BENCHMARK(BM_NativeHopArm);

// Compiling happens once per formula when a program is prepared.
void BM_Compile(benchmark::State& state) {
  for (auto _ : state) {
    CompileResult compiled = compile("7*(1 - 0.6*smoothstep(min(tau/max(t_in, 0.1), 1)))", kParams);
    benchmark::DoNotOptimize(compiled);
  }
}
BENCHMARK(BM_Compile);

}  // namespace
}  // namespace jt::expr
