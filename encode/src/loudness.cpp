#include "jt/encode/loudness.h"

#include <ebur128.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

namespace jt::encode {
namespace {

struct Ebur128Free {
  void operator()(ebur128_state* p) const { ebur128_destroy(&p); }
};

double db_to_gain(double db) {
  return std::pow(10.0, db / 20);
}

}  // namespace

LoudnessMeasure measure_loudness(const TrackMixer& mix, std::size_t size, int rate, int channels,
                                 std::size_t block) {
  LoudnessMeasure m{.integrated = -std::numeric_limits<double>::infinity(), .block_peaks = {}};
  if (channels < 1 || channels > 2 || block == 0) return m;
  std::unique_ptr<ebur128_state, Ebur128Free> state(
      ebur128_init(static_cast<unsigned>(channels), static_cast<unsigned long>(rate),
                   EBUR128_MODE_I | EBUR128_MODE_TRUE_PEAK));
  if (!state) return m;
  const auto width = static_cast<std::size_t>(channels);
  std::vector<float> samples(block * width);
  for (std::size_t from = 0; from < size; from += block) {
    const std::size_t count = std::min(block, size - from);
    mix(from, count, samples.data());
    double peak = 0;
    if (ebur128_add_frames_float(state.get(), samples.data(), count) == EBUR128_SUCCESS) {
      for (unsigned c = 0; c < static_cast<unsigned>(channels); ++c) {
        double channel_peak = 0;
        ebur128_prev_true_peak(state.get(), c, &channel_peak);
        peak = std::max(peak, channel_peak);
      }
    }
    // The true peak is at least the largest sample (libebur128 reports the sample peak when its
    // oversampled one is lower).
    for (std::size_t i = 0; i < count * width; ++i)
      peak = std::max(peak, static_cast<double>(std::abs(samples[i])));
    m.block_peaks.push_back(peak);
  }
  double integrated = 0;
  if (ebur128_loudness_global(state.get(), &integrated) == EBUR128_SUCCESS &&
      std::isfinite(integrated)) {
    m.integrated = integrated;
  }
  return m;
}

double normalising_gain(double measured, double target) {
  if (!std::isfinite(measured)) return 1;
  return db_to_gain(std::min(target - measured, kMaxLoudnessGain));
}

std::vector<float> limiter_gains(const std::vector<double>& block_peaks, double gain,
                                 double ceiling, double release_db) {
  const std::size_t n = block_peaks.size();
  std::vector<double> need(n, 1.0);
  for (std::size_t b = 0; b < n; ++b) {
    const double peak = gain * block_peaks[b];
    if (peak > ceiling) need[b] = ceiling / peak;
  }
  // Release: after a limited block the gain comes back by at most release_db a block.
  const double rise = db_to_gain(release_db);
  std::vector<double> released(n, 1.0);
  for (std::size_t b = 0; b < n; ++b)
    released[b] = std::min(need[b], b == 0 ? 1.0 : released[b - 1] * rise);
  // Each block's gain reached a block early: the smaller of it and its neighbours'.
  std::vector<double> block_gain(n, 1.0);
  for (std::size_t b = 0; b < n; ++b) {
    double g = released[b];
    if (b > 0) g = std::min(g, released[b - 1]);
    if (b + 1 < n) g = std::min(g, released[b + 1]);
    block_gain[b] = g;
  }
  // An edge's gain is the smaller of the two blocks it joins: across a block the gain moves
  // between two values, each at most that block's.
  std::vector<float> edges(n + 1, 1.0f);
  for (std::size_t e = 0; e <= n; ++e) {
    double g = 1.0;
    if (e > 0) g = std::min(g, block_gain[e - 1]);
    if (e < n) g = std::min(g, block_gain[e]);
    // Rounded down to a float, so the float gain is never above the double one.
    auto f = static_cast<float>(g);
    if (static_cast<double>(f) > g) f = std::nextafter(f, 0.0f);
    edges[e] = f;
  }
  return edges;
}

float TrackGain::at(std::size_t sample) const {
  if (edges.empty()) return static_cast<float>(gain);
  const std::size_t b = std::min(sample / block, edges.size() - 2);
  const double f = static_cast<double>(sample - b * block) / static_cast<double>(block);
  return static_cast<float>(gain * (edges[b] * (1 - f) + edges[b + 1] * f));
}

}  // namespace jt::encode
