// The curves of spec §3, against values JavaScript computes from the spec's formulas
// (node -e with Math.sin etc.; the formulas are written out there, not taken from our code).
#include "jt/runtime/curves.h"

#include <gtest/gtest.h>

#include <cmath>

namespace jt::rt {
namespace {

TEST(RuntimeCurves, WaveShapesMatchJavaScript) {
  EXPECT_DOUBLE_EQ(wave_shape(WaveShape::kSin, 2.0), 0.9092974268256817);
  EXPECT_DOUBLE_EQ(wave_shape(WaveShape::kCos, 2.0), -0.4161468365471424);
  EXPECT_DOUBLE_EQ(wave_shape(WaveShape::kAbsSin, 4.0), 0.7568024953079282);
  EXPECT_DOUBLE_EQ(wave_shape(WaveShape::kPosSin, 4.0), 0.0);
  EXPECT_DOUBLE_EQ(wave_shape(WaveShape::kPosSin, 0.3), 0.29552020666133955);
  EXPECT_DOUBLE_EQ(wave_shape(WaveShape::kAbsSin, -1.2), 0.9320390859672263);
}

TEST(RuntimeCurves, PeriodicShapesFollowSinPhases) {
  const double pi = std::acos(-1.0);
  // square: +1 on the first half period, -1 on the second.
  EXPECT_EQ(wave_shape(WaveShape::kSquare, 0.5 * pi), 1.0);
  EXPECT_EQ(wave_shape(WaveShape::kSquare, 1.5 * pi), -1.0);
  EXPECT_EQ(wave_shape(WaveShape::kSquare, -0.5 * pi), -1.0);
  // tri: the peaks and zeros of sin, straight between.
  EXPECT_DOUBLE_EQ(wave_shape(WaveShape::kTri, 0.5 * pi), 1.0);
  EXPECT_DOUBLE_EQ(wave_shape(WaveShape::kTri, 0.25 * pi), 0.5);
  EXPECT_DOUBLE_EQ(wave_shape(WaveShape::kTri, 1.5 * pi), -1.0);
  // saw: rises through 0 at 0 to 1 at half a period, from -1 after it.
  EXPECT_DOUBLE_EQ(wave_shape(WaveShape::kSaw, 0.5 * pi), 0.5);
  EXPECT_DOUBLE_EQ(wave_shape(WaveShape::kSaw, 1.5 * pi), -0.5);
}

TEST(RuntimeCurves, EasesStartAtZeroEndAtOne) {
  for (Ease e : {Ease::kLinear, Ease::kSmooth, Ease::kIn, Ease::kOut, Ease::kSnappy}) {
    EXPECT_EQ(ease(e, 0.0), 0.0);
    EXPECT_EQ(ease(e, 1.0), 1.0);
  }
  EXPECT_DOUBLE_EQ(ease(Ease::kSmooth, 0.25), 0.15625);  // u²(3 − 2u)
  EXPECT_DOUBLE_EQ(ease(Ease::kIn, 0.5), 0.25);          // u²
  EXPECT_DOUBLE_EQ(ease(Ease::kOut, 0.5), std::sin(std::acos(-1.0) / 4));
  EXPECT_GT(ease(Ease::kSnappy, 0.7), 1.0);  // it overshoots
}

TEST(RuntimeCurves, HopCurveMatchesTheStudioFormula) {
  // Crouch: k = cyc/0.12 = 0.5 → dy 6k, sx 1+0.08k, sy 1−0.08k (6 px whatever the height).
  HopSample crouch = hop_curve(0.06, 95);
  EXPECT_DOUBLE_EQ(crouch.dy, 3);
  EXPECT_DOUBLE_EQ(crouch.sx, 1.04);
  EXPECT_DOUBLE_EQ(crouch.sy, 0.96);
  HopSample air = hop_curve(0.5, 95);
  EXPECT_DOUBLE_EQ(air.dy, -92.82895226726015);
  EXPECT_DOUBLE_EQ(air.sx, 0.9022853134028841);
  EXPECT_DOUBLE_EQ(air.sy, 1.117257623916539);
  HopSample landing = hop_curve(0.95, 95);
  EXPECT_DOUBLE_EQ(landing.dy, -16.867553644158832);
  EXPECT_DOUBLE_EQ(landing.sx, 1.065357142857143);
  EXPECT_DOUBLE_EQ(landing.sy, 0.9346428571428572);
}

TEST(RuntimeCurves, WalkLegStanceAndSwing) {
  LegAngles stance = walk_leg(0.2, 22, 5, 35);
  EXPECT_DOUBLE_EQ(stance.thigh, 4.399999999999999);
  EXPECT_DOUBLE_EQ(stance.shin, 4.755282581475767);
  LegAngles swing = walk_leg(0.7, 22, 5, 35);
  EXPECT_DOUBLE_EQ(swing.thigh, -4.400000000000006);
  EXPECT_DOUBLE_EQ(swing.shin, 33.28697807033037);
}

}  // namespace
}  // namespace jt::rt
