// A voice's level (the `loud` input's scale) and the moments a line gets loud (voice_level.h),
// on made-up sounds whose levels are worked out by hand.
#include "jt/encode/voice_level.h"

#include <gtest/gtest.h>

#include <cmath>

namespace jt::encode {
namespace {

constexpr int kLevelTestRate = 1000;  // 10 samples a 10 ms step: easy sums

TEST(VoiceLevel, TheDecibelScale) {
  EXPECT_EQ(level_of_rms(0), 0);
  EXPECT_NEAR(level_of_rms(std::pow(10.0, -50 / 20.0)), 0, 1e-12);
  EXPECT_NEAR(level_of_rms(std::pow(10.0, -30 / 20.0)), 0.5, 1e-12);
  EXPECT_NEAR(level_of_rms(std::pow(10.0, -20 / 20.0)), 0.75, 1e-12);
  EXPECT_EQ(level_of_rms(1), 1) << "above -10 dBFS: 1";
}

// A square wave of amplitude a has RMS a: a constant level per stretch of samples.
std::vector<float> stretches(std::initializer_list<std::pair<double, double>> seconds_and_db) {
  std::vector<float> out;
  for (const auto& [seconds, db] : seconds_and_db) {
    const float a = static_cast<float>(std::pow(10.0, db / 20));
    for (int i = 0; i < static_cast<int>(std::lround(seconds * kLevelTestRate)); ++i)
      out.push_back(i % 2 == 0 ? a : -a);
  }
  return out;
}

TEST(VoiceLevel, ALoudStretchIsOneMomentWhereItsWindowReachesTheThreshold) {
  // -40 dBFS for 0.5 s, then -14 dBFS for 0.3 s, then -40 dBFS. The step at 0.49 s sees the
  // steps 0.48, 0.49 (quiet) and 0.50 (loud): RMS sqrt((2 q² + l²) / 3) with q = 0.01, l =
  // 0.1995: 0.1157, -18.7 dBFS, level 0.78 >= 0.75. The step at 0.48 sees only quiet steps.
  const std::vector<double> m =
      loud_moments(stretches({{0.5, -40}, {0.3, -14}, {0.5, -40}}), kLevelTestRate);
  ASSERT_EQ(m.size(), 1u);
  EXPECT_NEAR(m[0], 0.49, 1e-12);
}

TEST(VoiceLevel, ItMustGetQuietBeforeTheNextMoment) {
  // Loud, -26 dBFS (level 0.6: not quiet enough), loud again: one moment. Loud, -40 (quiet), loud:
  // two, the second where the window first reaches the threshold again (0.1 s before its loud
  // stretch starts at 0.6 s: 0.59).
  EXPECT_EQ(loud_moments(stretches({{0.2, -14}, {0.2, -26}, {0.2, -14}}), kLevelTestRate).size(),
            1u);
  const std::vector<double> two =
      loud_moments(stretches({{0.2, -14}, {0.4, -40}, {0.2, -14}}), kLevelTestRate);
  ASSERT_EQ(two.size(), 2u);
  EXPECT_NEAR(two[0], 0, 1e-12) << "loud from the start";
  EXPECT_NEAR(two[1], 0.59, 1e-12);
}

// The window loud_moments and Soundtrack::loud share: steps of 2 samples with sums of squares
// 0.04, 0, 0.0004. Step 0 sees steps 0 and 1: RMS sqrt(0.04 / 4) = 0.1, -20 dBFS, level 0.75.
// Step 1 sees all three: sqrt(0.0404 / 6) = 0.08206, -21.718 dBFS, level 0.70706. Step 2 sees
// steps 1 and 2: sqrt(0.0004 / 4) = 0.01, -40 dBFS, level 0.25.
TEST(VoiceLevel, AStepsWindowIsTheStepsEitherSideFewerAtTheEnds) {
  const std::vector<double> energy{0.04, 0, 0.0004};
  const auto level = [&](std::size_t step) {
    return window_level(step, energy.size(), 2, [&](std::size_t j) { return energy.at(j); });
  };
  EXPECT_NEAR(level(0), 0.75, 1e-12);
  EXPECT_NEAR(level(1), 0.7070575286817403, 1e-12);
  EXPECT_NEAR(level(2), 0.25, 1e-12);
}

TEST(VoiceLevel, QuietOrEmptyHasNone) {
  EXPECT_TRUE(loud_moments(stretches({{1, -25}}), kLevelTestRate).empty()) << "level 0.625";
  EXPECT_TRUE(loud_moments({}, kLevelTestRate).empty());
  EXPECT_TRUE(loud_moments(stretches({{1, -10}}), 0).empty()) << "no rate";
}

}  // namespace
}  // namespace jt::encode
