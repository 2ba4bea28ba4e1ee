// The soundtrack's levelling (jt/encode/loudness.h): loudness measured as ITU-R BS.1770 defines
// it, the normalising gain, and the limiter's gains, against values worked out here.
#include "jt/encode/loudness.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <vector>

namespace jt::encode {
namespace {

// A mixer of a sine of `amplitude` at `hz` (at `rate`).
TrackMixer sine_mixer(double amplitude, double hz, int rate) {
  return [=](std::size_t from, std::size_t count, float* out) {
    for (std::size_t i = 0; i < count; ++i) {
      out[i] = static_cast<float>(
          amplitude * std::sin(2 * std::numbers::pi * hz * static_cast<double>(from + i) / rate));
    }
  };
}

// BS.1770's own check: a 997 Hz sine at 0 dBFS in one front channel reads -3.01 LUFS; at -20 dBFS,
// -23.01 LUFS.
TEST(Loudness, ASineReadsAsBs1770Says) {
  const int rate = 48000;
  const LoudnessMeasure m = measure_loudness(sine_mixer(0.1, 997, rate), 10 * rate, rate, 1, 480);
  EXPECT_NEAR(m.integrated, -23.01, 0.05);
  ASSERT_EQ(m.block_peaks.size(), 1000u);
  EXPECT_NEAR(m.block_peaks[500], 0.1, 0.002);  // the true peak of a sine: its amplitude
}

// BS.1770 sums the channels' powers: the same -20 dBFS sine in both of two channels reads 3.01 LU
// louder than in one, -20.00 LUFS; a block's peak is the larger channel's (here the right, at
// 3 × the left's amplitude).
TEST(Loudness, StereoSumsTheChannelsAndPeaksAtTheLouderOne) {
  const int rate = 48000;
  const TrackMixer mono = sine_mixer(0.1, 997, rate);
  std::vector<float> one;
  const TrackMixer both = [&](std::size_t from, std::size_t count, float* out) {
    one.resize(count);
    mono(from, count, one.data());
    for (std::size_t i = 0; i < count; ++i)
      out[2 * i] = out[2 * i + 1] = one[i];
  };
  EXPECT_NEAR(measure_loudness(both, 10 * rate, rate, 2, 480).integrated, -20.0, 0.05);
  const TrackMixer louder_right = [&](std::size_t from, std::size_t count, float* out) {
    one.resize(count);
    mono(from, count, one.data());
    for (std::size_t i = 0; i < count; ++i) {
      out[2 * i] = one[i];
      out[2 * i + 1] = 3 * one[i];
    }
  };
  const LoudnessMeasure m = measure_loudness(louder_right, 10 * rate, rate, 2, 480);
  ASSERT_EQ(m.block_peaks.size(), 1000u);
  EXPECT_NEAR(m.block_peaks[500], 0.3, 0.006);
}

TEST(Loudness, SilenceMeasuresNothing) {
  const LoudnessMeasure m = measure_loudness(
      [](std::size_t, std::size_t n, float* out) { std::fill(out, out + n, 0.0f); }, 22050, 22050,
      1, 221);
  EXPECT_FALSE(std::isfinite(m.integrated));
  EXPECT_EQ(normalising_gain(m.integrated, -16), 1.0);
}

TEST(Loudness, TheGainIsTheDifferenceCappedAt20Db) {
  EXPECT_NEAR(normalising_gain(-20, -16), std::pow(10.0, 4.0 / 20), 1e-12);   // +4 dB
  EXPECT_NEAR(normalising_gain(-10, -16), std::pow(10.0, -6.0 / 20), 1e-12);  // -6 dB
  EXPECT_NEAR(normalising_gain(-60, -16), 10.0, 1e-12);                       // +44 dB: +20
}

TEST(Limiter, APeakIsLoweredABlockEarlyAndReleasedSlowly) {
  // Block 2 peaks at 2 (with gain 1 and ceiling 1 it needs 0.5); 1 dB of release a block.
  const std::vector<double> peaks = {0.1, 0.1, 2.0, 0.1, 0.1, 0.1, 0.1, 0.1};
  const std::vector<float> edges = limiter_gains(peaks, 1.0, 1.0, 1.0);
  ASSERT_EQ(edges.size(), peaks.size() + 1);
  const double rise = std::pow(10.0, 1.0 / 20);
  // Released: 1, 1, 0.5, 0.5 rise, 0.5 rise², ...; a block's gain the least of it and its
  // neighbours'; an edge's the least of its two blocks'.
  const std::vector<double> released = {1,
                                        1,
                                        0.5,
                                        0.5 * rise,
                                        0.5 * rise * rise,
                                        0.5 * std::pow(rise, 3),
                                        0.5 * std::pow(rise, 4),
                                        0.5 * std::pow(rise, 5)};
  std::vector<double> block(8);
  for (std::size_t b = 0; b < 8; ++b) {
    block[b] = released[b];
    if (b > 0) block[b] = std::min(block[b], released[b - 1]);
    if (b < 7) block[b] = std::min(block[b], released[b + 1]);
  }
  const std::vector<double> expected = {block[0],
                                        std::min(block[0], block[1]),
                                        std::min(block[1], block[2]),
                                        std::min(block[2], block[3]),
                                        std::min(block[3], block[4]),
                                        std::min(block[4], block[5]),
                                        std::min(block[5], block[6]),
                                        std::min(block[6], block[7]),
                                        block[7]};
  for (std::size_t e = 0; e < edges.size(); ++e)
    EXPECT_NEAR(edges[e], expected[e], 1e-6) << e;
  // The gain falls across block 0, is the peak's need through blocks 1 and 2 (a block of
  // look-ahead), and rises from block 3.
  EXPECT_NEAR(edges[0], 1.0, 1e-6);
  for (std::size_t e : {1, 2, 3})
    EXPECT_NEAR(edges[e], 0.5, 1e-6) << e;
  EXPECT_GT(edges[5], edges[4]);
}

TEST(Limiter, NoSampleOfABlockPassesTheCeiling) {
  std::vector<double> peaks;
  for (int i = 0; i < 400; ++i)  // peaks from 0.05 to 3, irregularly
    peaks.push_back(0.05 + 2.95 * std::abs(std::sin(i * 0.37) * std::cos(i * 1.3)));
  const double gain = 1.7, ceiling = 0.79;
  const TrackGain curve{
      .gain = gain, .block = 100, .edges = limiter_gains(peaks, gain, ceiling, 0.2)};
  for (std::size_t b = 0; b < peaks.size(); ++b) {
    for (std::size_t i = 0; i < 100; i += 7)
      ASSERT_LE(curve.at(b * 100 + i) * peaks[b], ceiling * (1 + 1e-6)) << b << " " << i;
  }
}

TEST(Limiter, QuietBlocksKeepTheGain) {
  const std::vector<float> edges = limiter_gains({0.1, 0.2, 0.1}, 2.0, 0.9, 1.0);
  for (float e : edges)
    EXPECT_EQ(e, 1.0f);
  const TrackGain curve{.gain = 2.0, .block = 10, .edges = edges};
  EXPECT_FLOAT_EQ(curve.at(15), 2.0f);
}

}  // namespace
}  // namespace jt::encode
