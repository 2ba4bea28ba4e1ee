// The stack machine that runs a compiled formula (engine/src/expr/machine.cpp), with values that
// come only at run time (params), so nothing folds: JavaScript's arithmetic and the spec's floored
// modulo as docs/EXPRESSIONS.md tables them, short circuits that skip a draw, page globals.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "expr/machine.h"
#include "expr/parser.h"
#include "jt/expr/formula.h"
#include "jt/expr/names.h"
#include "jt/expr/prng.h"

namespace jt::expr {
namespace {

constexpr double kMachineNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kMachineInf = std::numeric_limits<double>::infinity();

const SlotTable& machine_slots() {
  static const SlotTable slots({"a", "b", "c"}, {});
  return slots;
}

class MachineGlobals final : public Globals {
 public:
  std::optional<double> find(std::string_view name) const override {
    if (name == "wind") return 2.5;
    return std::nullopt;
  }
};

struct MachineRun {
  EvalResult result;  // its error's name views the parsed formula: read error_name instead
  std::string error_name, error_message;
  std::uint32_t prng_state = 0;
};

MachineRun machine_run(std::string_view text, std::vector<double> slots,
                       const Globals* globals = nullptr, double seed = 42) {
  auto parsed = parse(text, machine_slots());
  if (auto* error = std::get_if<CompileError>(&parsed)) {
    ADD_FAILURE() << text << ": " << error->message;
    return {};
  }
  const ParsedFormula& f = std::get<ParsedFormula>(parsed);
  slots.resize(3, 0.0);
  Prng prng(seed);
  const Context context{.slots = slots, .globals = globals, .prng = prng};
  MachineRun out{.result = run(f.code, context, f.free_names)};
  out.error_name = std::string(out.result.error.name);
  out.error_message = out.result.error.message();
  out.result.error.name = {};
  out.prng_state = prng.state();
  return out;
}

double machine_value(std::string_view text, std::vector<double> slots) {
  const MachineRun r = machine_run(text, std::move(slots));
  EXPECT_TRUE(r.result.ok()) << text << ": " << r.error_message;
  return r.result.value;
}

TEST(Machine, FlooredModulo) {
  EXPECT_EQ(machine_value("a % b", {-7, 3}), 2.0);  // JavaScript says -1
  EXPECT_EQ(machine_value("a % b", {7, -3}), -2.0);
  const double zero = machine_value("a % b", {-4, 2});  // 0 takes the divisor's sign
  EXPECT_EQ(zero, 0.0);
  EXPECT_FALSE(std::signbit(zero));
  EXPECT_TRUE(std::signbit(machine_value("a % b", {4, -2})));
  EXPECT_TRUE(std::isnan(machine_value("a % b", {5, 0})));
  EXPECT_EQ(machine_value("a % b", {-5, kMachineInf}), kMachineInf);  // as Python
}

TEST(Machine, DivisionAsJavaScript) {
  EXPECT_EQ(machine_value("a / b", {1, 0}), kMachineInf);
  EXPECT_EQ(machine_value("a / b", {-1, 0}), -kMachineInf);
  EXPECT_TRUE(std::isnan(machine_value("a / b", {0, 0})));
  EXPECT_TRUE(std::signbit(machine_value("a * b", {0, -1})));  // -0 is kept
}

TEST(Machine, ComparisonsWithNaNAndNegativeZero) {
  EXPECT_EQ(machine_value("a == b", {kMachineNaN, kMachineNaN}), 0.0);
  EXPECT_EQ(machine_value("a != b", {kMachineNaN, kMachineNaN}), 1.0);
  EXPECT_EQ(machine_value("a < b", {kMachineNaN, 1}), 0.0);
  EXPECT_EQ(machine_value("a >= b", {kMachineNaN, 1}), 0.0);
  EXPECT_EQ(machine_value("a == b", {-0.0, 0.0}), 1.0);
  EXPECT_EQ(machine_value("a <= b", {2, 2}), 1.0);
}

TEST(Machine, NotAndTheShortCircuits) {
  EXPECT_EQ(machine_value("!a", {kMachineNaN}), 1.0);
  EXPECT_EQ(machine_value("!a", {-0.0}), 1.0);
  EXPECT_EQ(machine_value("!a", {3}), 0.0);
  EXPECT_EQ(machine_value("a && b", {2, 3}), 3.0);  // the right operand's value, not 1
  EXPECT_EQ(machine_value("a && b", {0, 3}), 0.0);
  EXPECT_TRUE(std::isnan(machine_value("a && b", {kMachineNaN, 3})));
  EXPECT_EQ(machine_value("a || b", {2, 3}), 2.0);
  EXPECT_EQ(machine_value("a || b", {0, 3}), 3.0);
}

TEST(Machine, ASkippedOperandDrawsNothing) {
  const std::uint32_t untouched = Prng(42).state();
  EXPECT_EQ(machine_run("a && random", {0}).prng_state, untouched);
  EXPECT_EQ(machine_run("a || random", {1}).prng_state, untouched);
  EXPECT_NE(machine_run("a && random", {1}).prng_state, untouched);
}

TEST(Machine, RandomIsThePrngsNextDraw) {
  // docs/EXPRESSIONS.md: the first draw for seed 42.
  const MachineRun r = machine_run("random", {});
  ASSERT_TRUE(r.result.ok());
  EXPECT_EQ(r.result.value, 0.6011037519201636);
}

TEST(Machine, FunctionsOnRunTimeValues) {
  EXPECT_TRUE(std::signbit(machine_value("min(a, b)", {0.0, -0.0})));
  EXPECT_FALSE(std::signbit(machine_value("max(a, b)", {-0.0, 0.0})));
  EXPECT_TRUE(std::isnan(machine_value("max(a, b, c)", {1, kMachineNaN, 3})));
  EXPECT_EQ(machine_value("clamp(a, b, c)", {5, 3, 1}), 1.0);         // lo > hi: hi
  EXPECT_TRUE(std::isnan(machine_value("a ^ b", {1, kMachineNaN})));  // C's pow says 1
  EXPECT_EQ(machine_value("a ^ b", {kMachineNaN, 0}), 1.0);
  EXPECT_TRUE(std::signbit(machine_value("sign(a)", {-0.0})));
  EXPECT_EQ(machine_value("step(a, b)", {1, kMachineNaN}), 0.0);
  EXPECT_EQ(machine_value("round(a)", {-0.5}), 0.0);  // floor(-0.5 + 0.5)
  EXPECT_EQ(machine_value("lerp(a, b, c)", {10, 20, 0.25}), 12.5);
}

TEST(Machine, PageGlobalsAtRunTime) {
  const MachineGlobals globals;
  const MachineRun found = machine_run("wind * a", {2}, &globals);
  ASSERT_TRUE(found.result.ok()) << found.error_message;
  EXPECT_EQ(found.result.value, 5.0);
  const MachineRun missing = machine_run("gust + 1", {}, &globals);
  ASSERT_FALSE(missing.result.ok());
  EXPECT_EQ(missing.result.error.kind, EvalError::Kind::kUnknownName);
  EXPECT_EQ(missing.error_name, "gust");
  EXPECT_NE(missing.error_message.find("\"gust\""), std::string::npos) << missing.error_message;
  // No globals at all: the name is unknown too.
  EXPECT_FALSE(machine_run("wind", {}).result.ok());
}

}  // namespace
}  // namespace jt::expr
