// The pan law (jt/encode/stereo_pan.h): constant power, gentle for voices. Expected gains worked
// out by hand (python3: math.cos, math.sin of (pan + 1) × π/4).
#include "jt/encode/stereo_pan.h"

#include <gtest/gtest.h>

namespace jt::encode {
namespace {

TEST(StereoPan, TheMiddleIsMinus3DbInEachChannel) {
  const StereoGains g = pan_gains(0);
  EXPECT_NEAR(g.left, 0.7071067811865476, 1e-7);
  EXPECT_NEAR(g.right, 0.7071067811865476, 1e-7);
}

TEST(StereoPan, TheEndsAreOneChannelAndBeyondThemTheEnd) {
  EXPECT_NEAR(pan_gains(-1).left, 1, 1e-7);
  EXPECT_NEAR(pan_gains(-1).right, 0, 1e-7);
  EXPECT_NEAR(pan_gains(1).left, 0, 1e-7);
  EXPECT_NEAR(pan_gains(1).right, 1, 1e-7);
  EXPECT_EQ(pan_gains(-7).left, pan_gains(-1).left);
  EXPECT_EQ(pan_gains(7).right, pan_gains(1).right);
}

TEST(StereoPan, PowerIsConstantAcrossThePans) {
  // pan 0.5: θ = 3π/8, cos 0.3826834, sin 0.9238795; pan -0.3: θ = 0.7 π/4, cos 0.8526402,
  // sin 0.5224986.
  EXPECT_NEAR(pan_gains(0.5).left, 0.3826834323650898, 1e-7);
  EXPECT_NEAR(pan_gains(0.5).right, 0.9238795325112867, 1e-7);
  EXPECT_NEAR(pan_gains(-0.3).left, 0.8526401643540922, 1e-7);
  EXPECT_NEAR(pan_gains(-0.3).right, 0.5224985647159488, 1e-7);
  for (double pan = -1; pan <= 1; pan += 0.125) {
    const StereoGains g = pan_gains(pan);
    EXPECT_NEAR(double(g.left) * g.left + double(g.right) * g.right, 1, 1e-6) << pan;
  }
}

TEST(StereoPan, AVoiceIsPannedAtMostHalfWayByItsPlaceOnTheStage) {
  EXPECT_EQ(voice_pan(0.5), 0);
  EXPECT_EQ(voice_pan(0), -0.5);
  EXPECT_EQ(voice_pan(1), 0.5);
  EXPECT_NEAR(voice_pan(0.75), 0.25, 1e-12);
  EXPECT_NEAR(voice_pan(0.2), -0.3, 1e-12);
  EXPECT_EQ(voice_pan(-0.4), -0.5) << "off the stage on the left: its edge";
  EXPECT_EQ(voice_pan(1.6), 0.5);
}

}  // namespace
}  // namespace jt::encode
