#include "jt/encode/loudness.h"

#include <algorithm>
#include <cmath>

namespace jt::encode {
namespace {

constexpr double kStep = 0.01;    // seconds between values
constexpr std::size_t kSpan = 1;  // steps either side in the window: 3 steps, 30 ms
constexpr double kFloorDb = -50;  // dBFS that maps to 0
constexpr double kTopDb = -10;    // dBFS that maps to 1

}  // namespace

double LoudnessEnvelope::at(double t) const {
  if (values_.empty() || !(t >= 0)) return 0;
  const double x = t / step_;
  const auto i = static_cast<std::size_t>(x);
  if (i + 1 >= values_.size()) return i + 1 == values_.size() ? values_.back() : 0;
  const double f = x - static_cast<double>(i);
  return values_[i] * (1 - f) + values_[i + 1] * f;
}

LoudnessMeter::LoudnessMeter(int sample_rate, std::size_t total_samples)
    : sample_rate_(sample_rate),
      hop_(static_cast<std::size_t>(std::max(1L, std::lround(sample_rate * kStep)))),
      energy_(total_samples / hop_ + 1, 0.0) {}

void LoudnessMeter::add(std::size_t first, const float* samples, std::size_t count) {
  for (std::size_t n = 0; n < count; ++n) {
    const std::size_t step = (first + n) / hop_;
    if (step >= energy_.size()) break;
    energy_[step] += static_cast<double>(samples[n]) * samples[n];
  }
}

LoudnessEnvelope LoudnessMeter::envelope() const {
  std::vector<float> values(energy_.size(), 0.0f);
  for (std::size_t i = 0; i < energy_.size(); ++i) {
    const std::size_t from = i >= kSpan ? i - kSpan : 0;
    const std::size_t to = std::min(i + kSpan + 1, energy_.size());
    double sum = 0;
    for (std::size_t j = from; j < to; ++j)
      sum += energy_[j];
    const double rms = std::sqrt(sum / static_cast<double>((to - from) * hop_));
    if (rms <= 0) continue;
    const double db = 20 * std::log10(rms);
    values[i] = static_cast<float>(std::clamp((db - kFloorDb) / (kTopDb - kFloorDb), 0.0, 1.0));
  }
  return {std::move(values), static_cast<double>(hop_) / sample_rate_};
}

}  // namespace jt::encode
