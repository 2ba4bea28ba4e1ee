// libFuzzer target (docs/FUZZING.md): any text as a formula (the text after a value's '='). It
// compiles to a Formula or a CompileError at an offset inside the text, never a crash; a formula
// evaluates at a few times without a sanitizer report, and a copy gives the same bits (a formula
// is a pure function of its context and the random source's state).
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

#include "jt/expr/formula.h"
#include "jt/expr/names.h"
#include "jt/expr/prng.h"

namespace {

constexpr std::size_t kMaxFormulaBytes = 4096;  // a value's formula in a program is short
constexpr std::array<double, 5> kTimes = {0.0, 0.25, 1.0, -3.5, 1e12};

double evaluate(const jt::expr::Formula& formula, double at) {
  const std::array<double, 3> slots = {1.5, -2.0, 0.0};  // speed, n, count
  jt::expr::Prng prng(7);
  const jt::expr::EvalResult r = formula.evaluate(
      {.tau = at, .local = at / 2, .t = at, .dur = 2, .loud = 0.5, .slots = slots, .prng = prng});
  if (!r.ok()) (void)r.error.message();
  return r.value;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > kMaxFormulaBytes) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  static const jt::expr::SlotTable names({"speed", "n"}, {"count"});
  const jt::expr::CompileResult compiled = jt::expr::compile(text, names);
  if (const auto* error = std::get_if<jt::expr::CompileError>(&compiled)) {
    if (error->offset > text.size() || error->message.empty()) __builtin_trap();
    return 0;
  }
  const jt::expr::Formula& formula = std::get<jt::expr::Formula>(compiled);
  const jt::expr::Formula copy = formula;
  for (double at : kTimes) {
    if (std::bit_cast<std::uint64_t>(evaluate(formula, at)) !=
        std::bit_cast<std::uint64_t>(evaluate(copy, at))) {
      __builtin_trap();  // the same formula, context and seed gave two values
    }
  }
  return 0;
}
