// `random` (spec §0, §5): each evaluation of the name draws the next number from the runtime's
// seeded mulberry32, and `&&` / `||` skip their right operand, draws included. Draws for seed 42
// come from JavaScript (make_vectors.js).
#include <gtest/gtest.h>

#include "expr_test_support.h"

namespace jt::expr {
namespace {

using test::compiled;
using test::value_in;

constexpr double kDraw1 = 0.6011037519201636;  // seed 42
constexpr double kDraw2 = 0.44829055899754167;

// The state a fresh seed-42 source has after `n` draws.
std::uint32_t state_after(int n) {
  Prng prng(42);
  for (int i = 0; i < n; ++i)
    prng.next();
  return prng.state();
}

TEST(ExprRandom, EachEvaluationDrawsTheNextNumber) {
  Formula f = compiled("random");
  Prng prng(42);
  EXPECT_EQ(value_in(f, {.prng = prng}), kDraw1);
  EXPECT_EQ(value_in(f, {.prng = prng}), kDraw2);
}

TEST(ExprRandom, EachOccurrenceDraws) {
  struct {
    const char* text;
    double value;
    int draws;
  } const cases[] = {
      {"random + random", 1.0493943109177053, 2},
      {"min(random, random, random)", 0.44829055899754167, 3},
      {"random*10 - random", 5.562746960204095, 2},
      {"random*0", 0.0, 1},                   // never folded away
      {"random || random", kDraw1, 1},        // the first draw is truthy: the second never runs
      {"random < 0.5 || random", kDraw2, 2},  // 0.601 < 0.5 is 0: the right operand runs
      {"random > 0.5 && random", kDraw2, 2},
      {"random < 0.5 && random", 0.0, 1},
      {"0 && random", 0.0, 0},
      {"1 || random", 1.0, 0},
      {"(0 || 0) && random", 0.0, 0},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.text);
    Prng prng(42);
    EXPECT_EQ(value_in(compiled(c.text), {.prng = prng}), c.value);
    EXPECT_EQ(prng.state(), state_after(c.draws));
  }
}

TEST(ExprRandom, ShortCircuitOnAParamDecidesWhenItRuns) {
  Formula f = compiled("x && random", SlotTable({"x"}, {}));
  for (double x : {0.0, 1.0}) {
    const double slots[] = {x};
    Prng prng(42);
    EXPECT_EQ(value_in(f, {.slots = slots, .prng = prng}), x == 0.0 ? 0.0 : kDraw1);
    EXPECT_EQ(prng.state(), state_after(x == 0.0 ? 0 : 1));
  }
}

TEST(ExprRandom, DrawsRandomOnlyWhenARandomCanRun) {
  EXPECT_TRUE(compiled("random*0").draws_random());
  EXPECT_TRUE(compiled("x && random").draws_random());
  EXPECT_FALSE(compiled("0 && random").draws_random());
  EXPECT_FALSE(compiled("tau * 2").draws_random());
}

}  // namespace
}  // namespace jt::expr
