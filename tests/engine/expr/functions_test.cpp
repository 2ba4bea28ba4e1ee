// The expression language's number functions (spec §5) with JavaScript's semantics where C's
// differ; expected values from node (Math.*) and Python (floored %), pasted here.
#include "jt/expr/functions.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace jt::expr {
namespace {

constexpr double kFnNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kFnInf = std::numeric_limits<double>::infinity();

TEST(NumberFunctions, ModIsFlooredWithTheDivisorsSign) {
  // python3: -1.0 % 3 == 2.0, 1.0 % -3 == -2.0, 0.0 % -3 == -0.0, -7.5 % 2 == 0.5
  EXPECT_EQ(fn::mod(-1, 3), 2);
  EXPECT_EQ(fn::mod(1, -3), -2);
  EXPECT_EQ(fn::mod(0, -3), 0);
  EXPECT_TRUE(std::signbit(fn::mod(0, -3)));
  EXPECT_EQ(fn::mod(-7.5, 2), 0.5);
  EXPECT_TRUE(std::isnan(fn::mod(1, 0)));
}

TEST(NumberFunctions, PowOfOneToNaNOrInfinityIsNaN) {
  // node: Math.pow(1, NaN) and Math.pow(1, Infinity) are NaN (C's pow says 1).
  EXPECT_TRUE(std::isnan(fn::pow(1, kFnNaN)));
  EXPECT_TRUE(std::isnan(fn::pow(1, kFnInf)));
  EXPECT_TRUE(std::isnan(fn::pow(-1, kFnInf)));
  EXPECT_EQ(fn::pow(2, 10), 1024);
  EXPECT_EQ(fn::pow(kFnNaN, 0), 1);
}

TEST(NumberFunctions, MinAndMaxLetNaNWinAndOrderTheZeros) {
  EXPECT_TRUE(std::isnan(fn::min(kFnNaN, 1)));
  EXPECT_TRUE(std::isnan(fn::max(1, kFnNaN)));
  EXPECT_TRUE(std::signbit(fn::min(0.0, -0.0)));  // node: Math.min(-0, 0) is -0
  EXPECT_TRUE(std::signbit(fn::min(-0.0, 0.0)));
  EXPECT_FALSE(std::signbit(fn::max(-0.0, 0.0)));
  EXPECT_EQ(fn::min(2, 3), 2);
  EXPECT_EQ(fn::max(2, 3), 3);
}

TEST(NumberFunctions, SignRoundAndClamp) {
  EXPECT_EQ(fn::sign(-3), -1);
  EXPECT_EQ(fn::sign(0.5), 1);
  EXPECT_TRUE(std::signbit(fn::sign(-0.0)));  // node: Math.sign(-0) is -0
  EXPECT_TRUE(std::isnan(fn::sign(kFnNaN)));
  EXPECT_EQ(fn::round(2.5), 3);  // floor(x + 0.5)
  EXPECT_EQ(fn::round(-2.5), -2);
  EXPECT_EQ(fn::round(-2.6), -3);
  EXPECT_EQ(fn::clamp(5, 0, 1), 1);
  EXPECT_EQ(fn::clamp(-5, 0, 1), 0);
  EXPECT_EQ(fn::clamp(0.25, 0, 1), 0.25);
}

TEST(NumberFunctions, Smoothstep) {
  EXPECT_EQ(fn::smoothstep(0.5), 0.5);
  EXPECT_EQ(fn::smoothstep(0.25), 0.15625);  // 0.0625 × 2.5
  EXPECT_EQ(fn::smoothstep(-1), 0);
  EXPECT_EQ(fn::smoothstep(2), 1);
  EXPECT_EQ(fn::smoothstep(2, 4, 3), 0.5);
}

TEST(NumberFunctions, HopairIsGroundedForTheCrouchThenAHalfSine) {
  EXPECT_EQ(fn::hopair(0), 0);
  EXPECT_EQ(fn::hopair(0.1), 0);   // the crouch, the first 12 %
  EXPECT_EQ(fn::hopair(0.56), 1);  // half way through the flight: sin(π/2)
  // node: Math.sin(((0.34 - 0.12) / 0.88) * Math.PI) = 0.7071067811865477
  EXPECT_EQ(fn::hopair(0.34), 0.7071067811865477);
  EXPECT_NEAR(fn::hopair(1.34), 0.7071067811865477, 1e-12);  // a cycle later
}

TEST(NumberFunctions, TruthinessIsJavaScripts) {
  EXPECT_FALSE(truthy(0));
  EXPECT_FALSE(truthy(-0.0));
  EXPECT_FALSE(truthy(kFnNaN));
  EXPECT_TRUE(truthy(-1));
  EXPECT_TRUE(truthy(kFnInf));
}

}  // namespace
}  // namespace jt::expr
