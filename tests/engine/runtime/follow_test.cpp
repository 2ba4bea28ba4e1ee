// Follow-through (spec §8.3) against the spring's exact solution and the spec's own numbers.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <string>

#include "runtime_harness.h"

namespace jt::rt {
namespace {

using testing::body;
using testing::Harness;

// The tail follows dy, which steps from 0 to 40 px at t = 1.
std::shared_ptr<const Program> step_follower(double hz, double damping) {
  return body(R"([{"op": "follow", "ch": "part:tail", "source": "dy", "hz": )" +
              std::to_string(hz) + R"(, "damping": )" + std::to_string(damping) + R"(},
                  {"op": "wait", "s": 1}, {"op": "set", "to": {"dy": 40}}])");
}

// The continuous spring y'' = w²(u − y) − 2ζw·y' from rest at 0 toward u = 40: y − u at tau.
double exact_lag(double hz, double zeta, double tau) {
  const double w = 2 * std::numbers::pi * hz;
  if (zeta < 1) {
    const double wd = w * std::sqrt(1 - zeta * zeta);
    return -40 * std::exp(-zeta * w * tau) *
           (std::cos(wd * tau) + zeta / std::sqrt(1 - zeta * zeta) * std::sin(wd * tau));
  }
  if (zeta == 1) return -40 * (1 + w * tau) * std::exp(-w * tau);
  const double r1 = -w * (zeta - std::sqrt(zeta * zeta - 1));
  const double r2 = -w * (zeta + std::sqrt(zeta * zeta - 1));
  const double a = -40 * r2 / (r2 - r1);
  const double b = 40 * r1 / (r2 - r1);
  return a * std::exp(r1 * tau) + b * std::exp(r2 * tau);
}

class RuntimeFollowSpring : public ::testing::TestWithParam<double> {};

TEST_P(RuntimeFollowSpring, WithinAPixelOfTheExactSpringOneTickEarly) {
  const double damping = GetParam();
  Harness h(step_follower(2, damping));
  double worst = 0;
  for (int k = 0; k <= 2 * 240; ++k) {
    const double t = 1 + k / 240.0;
    const double tail = h.part(t, "tail");
    // "the grid answers the continuous spring one tick early"
    worst = std::max(worst, std::abs(tail - exact_lag(2, damping, (k + 1) / 240.0)));
  }
  EXPECT_LT(worst, 1.0);
}

INSTANTIATE_TEST_SUITE_P(UnderCriticalAndOverDamped, RuntimeFollowSpring,
                         ::testing::Values(0.3, 1.0, 2.0));

double first_swing(double hz) {
  Harness h(step_follower(hz, 0));
  double swing = 0;
  for (int k = 0; k < 240; ++k)
    swing = std::max(swing, h.part(1 + k / 240.0, "tail"));
  return swing;
}

TEST(RuntimeFollow, FastSpringsSwingFurtherAsTheSpecSays) {
  EXPECT_NEAR(first_swing(30), 43.5, 0.05);
  EXPECT_NEAR(first_swing(60), 64.6, 0.05);
}

TEST(RuntimeFollow, SettledAtRestBeforeTheSourceMoves) {
  Harness h(step_follower(2, 0.3));
  EXPECT_EQ(h.part(0.5, "tail"), 0);
}

TEST(RuntimeFollow, AZeroHertzSpringAddsNothing) {
  Harness h(body(R"([{"op": "follow", "ch": "part:tail", "source": "dy", "hz": "=0"},
                     {"op": "set", "to": {"dy": 40}}])"));
  Pose p = h.at(1);
  EXPECT_TRUE(p.parts.empty() || p.parts[0].value == 0);
}

TEST(RuntimeFollow, GainScalesAndRestOfScaleChannelsIsOne) {
  Harness h(body(R"([{"op": "follow", "ch": ["sx", "part:ear:1"], "source": "dy", "gain": 0.5},
                     {"op": "wait", "s": 1}, {"op": "set", "to": {"dy": 40}}])"));
  Harness ref(step_follower(2, 0.3));
  const double t = 1.1;
  const double lag = ref.part(t, "tail");
  Pose p = h.at(t);
  EXPECT_DOUBLE_EQ(p.sx, 1 + 0.5 * lag);
  EXPECT_DOUBLE_EQ(p.parts[0].value, 0.5 * lag);
}

}  // namespace
}  // namespace jt::rt
