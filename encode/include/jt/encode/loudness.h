// A soundtrack's loudness brought to a target (EBU R 128's integrated loudness, ITU-R BS.1770,
// measured with libebur128) under a true-peak ceiling: one gain for the whole track, then a
// limiter that lowers only the 10 ms blocks whose true peak would pass the ceiling, with a
// block of look-ahead and a smooth release. Deterministic: the same samples give the same gains.
// docs/ENCODING.md, "Loudness".
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

namespace jt::encode {

inline constexpr double kDefaultLoudness = -16;  // LUFS: online video's usual target
inline constexpr double kPeakCeiling = -1;       // dBTP: the most a true peak of the output is
// The ceiling the limiter aims for, below kPeakCeiling by the margin resampling to 48 kHz and the
// lossy encoders (AAC, Opus) add to a peak.
inline constexpr double kLimiterCeiling = -2;      // dBTP
inline constexpr double kMaxLoudnessGain = 20;     // dB: a near-silent track is not raised more
inline constexpr double kReleaseDbPerSecond = 20;  // how fast a limited block's gain comes back

// What a pass over a track measured: its integrated loudness (-infinity when nothing in it is
// above the gate: silence) and each block's true peak (linear, the largest over its channel).
struct LoudnessMeasure {
  double integrated = 0;
  std::vector<double> block_peaks;
};

// Mixes sample frames [from, from + count) into `out` (-1..1, the channels interleaved: count ×
// channels floats).
using TrackMixer = std::function<void(std::size_t from, std::size_t count, float* out)>;

// Measures `size` sample frames of `channels` (1 or 2: mono, or left and right) at `rate` Hz,
// `block` frames a block; a block's peak is the larger of its channels' (a limiter that uses it
// lowers both channels alike).
LoudnessMeasure measure_loudness(const TrackMixer& mix, std::size_t size, int rate, int channels,
                                 std::size_t block);

// The linear gain that brings `measured` LUFS to `target`, at most kMaxLoudnessGain dB up; 1 for
// a track with nothing measured (silence).
double normalising_gain(double measured, double target);

// The limiter's gains at the blocks' edges (block_peaks.size() + 1 of them, linear, at most 1):
// each block's own need, min(1, ceiling / (gain × peak)), reached one block early (the smaller of
// a block's and its neighbours'), and rising after at most `release_db` a block. Interpolated
// linearly across a block, a sample's gain is never above its block's need.
std::vector<float> limiter_gains(const std::vector<double>& block_peaks, double gain,
                                 double ceiling, double release_db);

// A gain curve for a track: `gain` × the limiter's, interpolated across each block.
struct TrackGain {
  double gain = 1;
  std::size_t block = 1;
  std::vector<float> edges;  // empty: no limiter
  float at(std::size_t sample) const;
};

// What normalising a track did, for -v and the manifest: the target, the loudness measured before
// and after (LUFS; -infinity for silence), the gain applied (dB), the most the limiter took off
// (dB, 0 when it did nothing) and the true peak after (dBTP).
struct LoudnessReport {
  double target = kDefaultLoudness;
  double before = 0, after = 0;
  double gain_db = 0;
  double limited_db = 0;
  double peak_after = 0;
};

}  // namespace jt::encode
