// Anticipation and settle (docs/SHAPES.md §3.3): from a track set by hand, a body crouches before
// it rises and settles after it lands, by the rule's numbers worked out here; drawn, the crouch
// puts the head lower than the pose alone does, and the settle is over within six frames.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include "jt/render/canvas.h"
#include "landing_acting.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::template_character;

// A track from its samples' dy, first to last (t − 0.24 s .. t + 0.24 s in 0.04 s steps).
Track track_of(std::initializer_list<double> dy) {
  Track t{};
  std::size_t i = 0;
  for (double d : dy)
    t[i++] = d;
  return t;
}

// The track of `f` (a dy or an x by the time) around the frame n/24 s after 1 s.
Track sampled(double (*f)(double), int n) {
  const double t = 1 + n / 24.0;
  Track track{};
  for (std::size_t i = 0; i < track.size(); ++i)
    track[i] = f(t + (static_cast<double>(i) - rt::kTrackSteps) * rt::kTrackStep);
  return track;
}

TEST(LandingActing, AStillBodyIsDrawnAsPosed) {
  EXPECT_EQ(landing_crouch(Track{}), 0);
  Track raised{};
  raised.fill(-30);  // held up by a move, not moving
  EXPECT_EQ(landing_crouch(raised), 0);
}

TEST(LandingActing, CrouchesBeforeARise) {
  // On the ground until t + 0.08 s, 40 px up at t + 0.12 s: it leaves the ground (1 px) at
  // t + 0.08 + 0.04/40 s, so u = 1 − 0.081/0.24 and the crouch is 0.08·27/4·u²(1 − u).
  const Track before_rise = track_of({0, 0, 0, 0, 0, 0, /*now*/ 0, 0, 0, -40, -80, -110, -130});
  EXPECT_NEAR(landing_crouch(before_rise), 0.0799907, 1e-6);
  // Far from the rise (only the last sample is off the ground) the crouch has barely begun.
  const Track early = track_of({0, 0, 0, 0, 0, 0, /*now*/ 0, 0, 0, 0, 0, 0, -40});
  EXPECT_LT(landing_crouch(early), 0.02);
}

TEST(LandingActing, NothingInTheAir) {
  // Rising through now: samples before are below it.
  const Track rising = track_of({0, 0, 0, 0, -10, -25, /*now*/ -40, -55, -70, -80, -90, -95, -98});
  EXPECT_EQ(landing_crouch(rising), 0);
  // Falling through now.
  const Track falling = track_of({-98, -95, -90, -80, -70, -55, /*now*/ -40, -20, 0, 0, 0, 0, 0});
  EXPECT_EQ(landing_crouch(falling), 0);
}

TEST(LandingActing, SquashedJustAfterALanding) {
  // Down from 150 px, on the ground at t − 0.04 s: it met the ground (1 px) at t − 0.04 − 0.04/20
  // s, τ = 0.042 s, and the settle is 0.07·e^(−τ/0.1)·cos(2πτ/0.4)·(1 − τ/0.24).
  const Track landed = track_of({-150, -120, -85, -50, -20, 0, /*now*/ 0, 0, 0, 0, 0, 0, 0});
  EXPECT_NEAR(landing_crouch(landed), 0.0299820, 1e-6);
}

// A fall from rest, g = 1500 px/s², meeting the ground at 1 s, then still.
double fall_dy(double t) {
  return t < 1 ? -1500 * (1 - t) * (1 - t) : 0.0;
}

TEST(LandingActing, SettlesWithinSixFramesOfALanding) {
  std::vector<double> crouch;
  for (int n = 0; n <= 12; ++n)  // the frames at 24 fps from the landing on
    crouch.push_back(landing_crouch(sampled(fall_dy, n)));
  EXPECT_GT(crouch[0], 0);  // squashed as it lands
  EXPECT_GT(crouch[1], 0);
  EXPECT_LT(*std::min_element(crouch.begin(), crouch.end()), 0);  // a little overshoot above
  for (int n = 6; n <= 12; ++n)
    EXPECT_EQ(crouch[static_cast<std::size_t>(n)], 0) << n;  // at rest
  for (double c : crouch)
    EXPECT_LE(std::abs(c), kSettle);
}

TEST(LandingActing, AMoveThatSquashesItselfCrouchesNoDeeper) {
  // The rise of CrouchesBeforeARise (a crouch of 0.0799907 alone), with the move's own squash
  // (1 − sy) before it. As deep as kCrouch or more between now and the take-off: nothing added,
  // so the drawn squash is the move's own (a jump's keys crouch it already).
  const Track before_rise = track_of({0, 0, 0, 0, 0, 0, /*now*/ 0, 0, 0, -40, -80, -110, -130});
  const Track own = track_of({0, 0, 0, 0, 0, 0, /*now*/ 0.14, 0.1, 0.05, 0, 0, 0, 0});
  EXPECT_EQ(landing_crouch(before_rise, own), 0);
  // Half of kCrouch deep (0.04): half the crouch, 0.0399954; the drawn squash, 1 − (1 − 0.04)·(1
  // − 0.04) = 0.0784 at most, within the deeper of kCrouch and its own.
  const Track half = track_of({0, 0, 0, 0, 0, 0, /*now*/ 0.04, 0.02, 0, 0, 0, 0, 0});
  const double crouch = landing_crouch(before_rise, half);
  EXPECT_NEAR(crouch, 0.0799907 / 2, 1e-6);
  EXPECT_LE(1 - (1 - 0.04) * (1 - crouch), kCrouch);
  // A squash after the take-off (a landing's, in the air now) or a stretch changes nothing.
  const Track later = track_of({0, 0, 0, 0, 0, 0, /*now*/ 0, 0, 0, 0.2, 0.2, 0, 0});
  EXPECT_NEAR(landing_crouch(before_rise, later), 0.0799907, 1e-6);
  const Track stretched = track_of({0, 0, 0, 0, 0, 0, /*now*/ -0.12, -0.12, -0.12, 0, 0, 0, 0});
  EXPECT_NEAR(landing_crouch(before_rise, stretched), 0.0799907, 1e-6);
  // A landing the move squashes itself (by kSettle or more since it met the ground): no settle.
  const Track landed = track_of({-150, -120, -85, -50, -20, 0, /*now*/ 0, 0, 0, 0, 0, 0, 0});
  const Track squish = track_of({0, 0, 0, 0, 0, 0.1, /*now*/ 0.05, 0, 0, 0, 0, 0, 0});
  EXPECT_EQ(landing_crouch(landed, squish), 0);
}

// A slow low fall: 100 px/s straight down, on the ground at 1 s, then still.
double slow_fall_dy(double t) {
  return t < 1 ? -100 * (1 - t) : 0.0;
}

TEST(LandingActing, ASlowLowFallSettlesToTheEnd) {
  // Its heights in the track are 24 px at most, and leave it as the settle goes on; the speed it
  // met the ground at, 4 px a step (both samples in the air), × 6 steps is 24 px: its share
  // 24/80 = 0.3 the whole way. τ runs from where the track, straight between its samples,
  // crosses 1 px: at the frame n/24 s after 1 s the last sample above 1 px is k = n + 1 steps
  // back, 100·(0.04·k − n/24) px up, and the next one is on the ground (0), so τ = (k − 1)·0.04 +
  // 0.04·(1 − 0)/(that − 0) = 0.01, 0.050435, 0.090909, 0.131429, 0.172 s, and the settle
  // 0.07·0.3·e^(−τ/0.1)·cos(2πτ/0.4)·(1 − τ/0.24): squashed, then above its rest, not cut short.
  constexpr double kExpected[] = {0.017985660, 0.007034445, 0.000747991, -0.001209468,
                                  -0.000964042};
  for (int n = 0; n <= 12; ++n) {
    const double crouch = landing_crouch(sampled(slow_fall_dy, n));
    if (n < 5) {
      EXPECT_NEAR(crouch, kExpected[n], 2e-9) << n;
    }
    if (n >= 6) {
      EXPECT_EQ(crouch, 0) << n;
    }
  }
}

// Still at 0 until sample kNow − m, then 20 px a step to the right: m steps since it set off.
Track set_off(int m) {
  Track t{};
  for (std::size_t i = 0; i < t.size(); ++i)
    t[i] = 20.0 * std::max(0, static_cast<int>(i) - (static_cast<int>(rt::kTrackSteps) - m));
  return t;
}

TEST(WalkLean, LeansBackAsItSetsOffNotBefore) {
  // It leaves (1 px) 0.05 of a step after its last still sample: τ = (m − 0.05)·0.04 s, v =
  // τ/0.2, and the walk is a whole one (20 px a step × 6 = 120 ≥ 80): 4·(4v(1 − v))² degrees
  // counter-clockwise, its top back to the left. m = 1: v = 0.19, 4·0.6156² = 1.5158534; m = 2:
  // v = 0.39, 4·0.9516² = 3.6221702; m = 3: v = 0.59, 4·0.9676² = 3.7449990; m = 4: v = 0.79,
  // 4·0.6636² = 1.7614598; m = 5: v = 0.99, 4·0.0396² = 0.0062726.
  const double expected[] = {0, 1.5158534, 3.6221702, 3.7449990, 1.7614598, 0.0062726, 0};
  for (int m = 0; m <= 6; ++m)
    EXPECT_NEAR(walk_lean(set_off(m)), expected[m], 1e-6) << m;
  // Nothing before it leaves, even where the track ahead shows the walk coming: the same
  // whether its glide was planned ahead or starts at once.
  EXPECT_EQ(walk_lean(set_off(-2)), 0);
  // To the left, the other way; anywhere on the stage the same.
  Track left{};
  const Track right = set_off(2);
  for (std::size_t i = 0; i < left.size(); ++i)
    left[i] = 900 - right[i];
  EXPECT_NEAR(walk_lean(left), -3.6221702, 1e-6);
  EXPECT_EQ(walk_lean(Track{}), 0);
  // A cut (placed 400 px away at once) is no walk.
  const Track cut = track_of({0, 0, 0, 0, 0, 0, /*now*/ 0, 0, 0, 400, 400, 400, 400});
  EXPECT_EQ(walk_lean(cut), 0);
}

// A walk to the right that starts at once at 1 s: 300 px over 0.6 s eased (smoothstep).
double walk_off(double t) {
  const double x = std::clamp((t - 1) / 0.6, 0.0, 1.0);
  return 300 * x * x * (3 - 2 * x);
}

TEST(WalkLean, ComesInOverFramesAsItSetsOff) {
  // The frames at 24 fps from its start: the lean grows over the first three, then goes back
  // upright by 0.2 s after it left. (4v(1 − v))² rises at most 3.08 per unit of v (at v =
  // 0.211), v = τ/0.2 s: at most 0.64 of kLeanBack from one frame to the next (1/24 s), where
  // the old lean came in whole in one frame.
  std::vector<double> lean;
  for (int n = 0; n <= 8; ++n)
    lean.push_back(walk_lean(sampled(walk_off, n)));
  for (int n = 1; n <= 3; ++n)
    EXPECT_GT(lean[static_cast<std::size_t>(n)], lean[static_cast<std::size_t>(n) - 1]) << n;
  EXPECT_GT(*std::max_element(lean.begin(), lean.end()), 0.8 * kLeanBack);
  for (std::size_t n = 1; n < lean.size(); ++n)
    EXPECT_LE(std::abs(lean[n] - lean[n - 1]), 0.64 * kLeanBack) << n;
  for (int n = 6; n <= 8; ++n)
    EXPECT_EQ(lean[static_cast<std::size_t>(n)], 0) << n;  // upright, walking on
}

// Moving right 20 px a step until sample k, still from then on.
Track stopping(std::size_t k) {
  Track t{};
  for (std::size_t i = 0; i < t.size(); ++i)
    t[i] = 20.0 * static_cast<double>(std::min(i, k));
  return t;
}

TEST(WalkLean, SwaysOnPastWhereItStops) {
  // It comes within 1 px of where it stops 0.05 of a step before sample k: τ = (6 − k + 0.05)·
  // 0.04 s from now (negative ahead). k = 8: τ = −0.078 s, w = τ/0.2 = −0.39, 5·(1 − w²)² =
  // 3.5946721 degrees clockwise (on toward where it went, right); k = 6: τ = 0.002 s, w = τ/0.24,
  // 5·(1 − w²)²·cos(1.1πw) = 4.9972327; k = 4: τ = 0.082 s, w = 0.341667, 1.4833222.
  EXPECT_NEAR(walk_lean(stopping(8)), -3.5946721, 1e-6);
  EXPECT_NEAR(walk_lean(stopping(6)), -4.9972327, 1e-6);
  EXPECT_NEAR(walk_lean(stopping(4)), -1.4833222, 1e-6);
  // Not yet slowing (it stops at the track's last sample): nothing; walking on: nothing.
  EXPECT_EQ(walk_lean(stopping(12)), 0);
  EXPECT_EQ(walk_lean(stopping(20)), 0);
}

// A walk to the right, 300 px over 0.6 s eased (smoothstep), arriving at 1 s.
double walk_x(double t) {
  const double x = std::clamp((t - 0.4) / 0.6, 0.0, 1.0);
  return 300 * x * x * (3 - 2 * x);
}

TEST(WalkLean, SettlesPastUprightAndBackWithinSixFrames) {
  std::vector<double> lean;
  for (int n = -6; n <= 12; ++n)  // the frames at 24 fps from a quarter second before the stop
    lean.push_back(walk_lean(sampled(walk_x, n)));
  // On toward where it went (clockwise, its top to the right) as it stops, clearly, then a
  // little the other way; within kLeanStop.
  EXPECT_LT(*std::min_element(lean.begin(), lean.end()), -0.8 * kLeanStop);
  EXPECT_GT(*std::max_element(lean.begin(), lean.end()), 0.1 * kLeanStop);
  for (double l : lean)
    EXPECT_LE(std::abs(l), kLeanStop);
  // (1 − w²)² changes at most 1.54 per unit of w (w = τ/0.2 s), (1 − w²)²·cos(1.1πw) at most
  // 2.6 (w = τ/0.24 s): at most half of kLeanStop from one frame to the next.
  for (std::size_t n = 1; n < lean.size(); ++n)
    EXPECT_LE(std::abs(lean[n] - lean[n - 1]), 0.5 * kLeanStop) << n;
  for (std::size_t n = 12; n < lean.size(); ++n)
    EXPECT_EQ(lean[n], 0) << n;  // upright from 0.25 s after the stop
}

TEST(ArmOvershoot, ARaisedArmGoesOnPastItsEndAndBack) {
  // Up 25 degrees a step to 150 at t − 0.04 s, then held: within 1 degree of its end 0.04 of a
  // step before that sample (1/25), τ = 1.04·0.04 = 0.0416 s; the turn, the larger of 125 and
  // 25·6 = 150 degrees, is a whole one: 10·e^(−τ/0.1)·sin(2πτ/0.4)·(1 − τ/0.24) = 3.3152609
  // degrees more, the way it turned.
  const Track raised =
      track_of({25, 50, 75, 100, 125, 150, /*now*/ 150, 150, 150, 150, 150, 150, 150});
  EXPECT_NEAR(arm_overshoot(raised), 3.3152609, 1e-6);
  Track lowered{};
  for (std::size_t i = 0; i < lowered.size(); ++i)
    lowered[i] = -raised[i];
  EXPECT_NEAR(arm_overshoot(lowered), -3.3152609, 1e-6);
  // An arm that swings to and fro (a gait's, 30 degrees either way once a second) goes on past
  // next to nothing, a quarter of a degree at most where it slows at the ends: it moves again in
  // the track ahead.
  for (int n = 0; n < 24; ++n) {
    Track swing{};
    for (std::size_t i = 0; i < swing.size(); ++i)
      swing[i] = 30 * std::sin(2 * std::numbers::pi *
                               (n / 24.0 + (static_cast<double>(i) - rt::kTrackSteps) * 0.04));
    EXPECT_LT(std::abs(arm_overshoot(swing)), 0.25) << n;
  }
}

// A wave's arm raised: 0 to 150 degrees over 0.35 s eased (smoothstep), up at 1 s.
double raise_arm(double t) {
  const double x = std::clamp((t - 0.65) / 0.35, 0.0, 1.0);
  return 150 * x * x * (3 - 2 * x);
}

TEST(ArmOvershoot, SettlesAtItsEndWithinSixFrames) {
  std::vector<double> past;
  for (int n = 0; n <= 12; ++n)  // the frames at 24 fps from the end of the raise on
    past.push_back(arm_overshoot(sampled(raise_arm, n)));
  EXPECT_GT(*std::max_element(past.begin(), past.end()), 1);  // on past 150
  for (double p : past)
    EXPECT_LE(std::abs(p), kArmPast / 2);
  for (int n = 6; n <= 12; ++n)
    EXPECT_EQ(past[static_cast<std::size_t>(n)], 0) << n;
}

// The top of the head's drawn box (px, y down).
double head_top(const Character& c, const Track* track) {
  Canvas canvas(400, 450);
  std::vector<DrawnBox> boxes;
  canvas.draw_character(c, rt::Pose{}, {.x = 200, .feet_y = 400, .height = 300},
                        {.boxes = &boxes, .track = track});
  for (const DrawnBox& b : boxes) {
    if (b.kind == DrawnBox::Kind::kPart && b.role == "head") return b.y0;
  }
  ADD_FAILURE() << "no head";
  return 0;
}

TEST(LandingActing, TheCrouchDrawsTheHeadLower) {
  const Track before_rise = track_of({0, 0, 0, 0, 0, 0, /*now*/ 0, 0, 0, -40, -80, -110, -130});
  for (const char* name : {"person", "kid", "monster", "dog"}) {
    const Character c = template_character(name);
    // A crouch of 8 % of a 300 px figure: the head several px lower, its feet still down.
    EXPECT_GT(head_top(c, &before_rise), head_top(c, nullptr) + 5) << name;
  }
}

}  // namespace
}  // namespace jt::render
