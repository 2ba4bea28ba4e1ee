// A formula's decimal literals (engine/src/expr/number_literal.cpp) read as JavaScript reads
// them: the nearest double, Infinity past the largest, 0 below the smallest.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "expr/number_literal.h"

namespace jt::expr {
namespace {

TEST(NumberLiteral, TheFormsTheLexerPasses) {
  EXPECT_EQ(parse_number_literal("1"), 1.0);
  EXPECT_EQ(parse_number_literal("1.5"), 1.5);
  EXPECT_EQ(parse_number_literal(".5"), 0.5);
  EXPECT_EQ(parse_number_literal("1."), 1.0);
  EXPECT_EQ(parse_number_literal("2.5E-2"), 0.025);
  EXPECT_EQ(parse_number_literal("4e+2"), 400.0);
  EXPECT_EQ(parse_number_literal("007"), 7.0);
}

TEST(NumberLiteral, CorrectlyRounded) {
  EXPECT_EQ(parse_number_literal("0.1"), 0.1);
  EXPECT_EQ(parse_number_literal("0.30000000000000004"), 0.1 + 0.2);
  // 2^53 + 1 lies half way between two doubles: the even one, 2^53.
  EXPECT_EQ(parse_number_literal("9007199254740993"), 9007199254740992.0);
  EXPECT_EQ(parse_number_literal("1.7976931348623157e308"), std::numeric_limits<double>::max());
  EXPECT_EQ(parse_number_literal("5e-324"), std::numeric_limits<double>::denorm_min());
}

TEST(NumberLiteral, TooBigIsInfinityTooSmallIsZero) {
  EXPECT_EQ(parse_number_literal("1e400"), std::numeric_limits<double>::infinity());
  EXPECT_EQ(parse_number_literal("1e-400"), 0.0);
  EXPECT_FALSE(std::signbit(parse_number_literal("1e-400")));
}

TEST(NumberLiteral, ManyDigits) {
  // More digits than a double holds still round to the nearest.
  EXPECT_EQ(parse_number_literal("3.14159265358979323846264338327950288"), 3.141592653589793);
  EXPECT_EQ(parse_number_literal("1000000000000000000000"), 1e21);
}

}  // namespace
}  // namespace jt::expr
