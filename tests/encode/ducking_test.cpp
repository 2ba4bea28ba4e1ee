// Music lowered under the lines (docs/ENCODING.md "Sounds and music"): each line [start, end)
// pulls the music down linearly in decibels over the attack before it starts, holds to its end and
// comes back over the release; the deepest pull wins. Values worked by hand with the defaults
// (10 dB, attack 0.25 s, release 0.4 s): half way down is 10^(-5/20) = 0.5623413251903491.
#include "jt/encode/ducking.h"

#include <gtest/gtest.h>

#include <limits>

namespace jt::encode {
namespace {

constexpr double kDuckTolerance = 1e-12;

TEST(Ducking, ALineIsApproachedHeldAndLeft) {
  const DuckEnvelope envelope({{1, 2}});
  EXPECT_FALSE(envelope.empty());
  EXPECT_EQ(envelope.depth(0), 0);
  EXPECT_EQ(envelope.depth(0.75), 0);                       // the attack starts here
  EXPECT_NEAR(envelope.depth(0.875), 0.5, kDuckTolerance);  // half way through it
  EXPECT_EQ(envelope.depth(1), 1);                          // down as the first word comes
  EXPECT_EQ(envelope.depth(1.5), 1);
  EXPECT_EQ(envelope.depth(2), 1);
  EXPECT_NEAR(envelope.depth(2.2), 0.5, kDuckTolerance);  // half way back
  EXPECT_NEAR(envelope.depth(2.4), 0, kDuckTolerance);    // back up
  EXPECT_EQ(envelope.depth(5), 0);
}

TEST(Ducking, TheGainIsTheDepthInDecibels) {
  const DuckEnvelope envelope({{1, 2}});
  EXPECT_EQ(envelope.gain(0), 1);
  EXPECT_NEAR(envelope.gain(1.5), 0.31622776601683794, kDuckTolerance);   // 10^(-10/20)
  EXPECT_NEAR(envelope.gain(0.875), 0.5623413251903491, kDuckTolerance);  // 10^(-5/20)
  const DuckEnvelope deeper({{1, 2}}, {.depth_db = 20});
  EXPECT_NEAR(deeper.gain(1.5), 0.1, kDuckTolerance);
}

TEST(Ducking, BetweenCloseLinesTheDeepestPullWins) {
  // At 2.2 the first line is half way back (0.5) and the second, starting at 2.3, is 0.15 s into
  // its 0.25 s attack (0.6).
  const DuckEnvelope envelope({{2.3, 3}, {1, 2}});  // any order
  EXPECT_NEAR(envelope.depth(2.2), 0.6, kDuckTolerance);
  EXPECT_NEAR(envelope.depth(2.1), 0.75, kDuckTolerance);  // first: 0.75; second: 0.2
}

TEST(Ducking, ALongLineReachesPastShorterOnesThatStartLater) {
  // The long line [0, 10) holds the music down at 5 though [4, 4.5) ended before it.
  const DuckEnvelope envelope({{0, 10}, {4, 4.5}});
  EXPECT_EQ(envelope.depth(5), 1);
  EXPECT_NEAR(envelope.depth(10.1), 0.75, kDuckTolerance);
}

TEST(Ducking, EmptyOrNonFiniteLinesAreLeftOut) {
  const double inf = std::numeric_limits<double>::infinity();
  const DuckEnvelope envelope({{1, 1}, {2, 1.5}, {0, inf}});
  EXPECT_TRUE(envelope.empty());
  EXPECT_EQ(envelope.gain(1), 1);
}

TEST(Ducking, NoAttackOrReleaseIsASwitch) {
  const DuckEnvelope envelope({{1, 2}}, {.attack = 0, .release = 0});
  EXPECT_EQ(envelope.depth(0.999), 0);
  EXPECT_EQ(envelope.depth(1), 1);
  EXPECT_EQ(envelope.depth(2), 1);
  EXPECT_EQ(envelope.depth(2.001), 0);
}

}  // namespace
}  // namespace jt::encode
