#include "jt/encode/voice_level.h"

#include <algorithm>
#include <cmath>

namespace jt::encode {

double level_of_rms(double rms) {
  if (!(rms > 0)) return 0;
  const double db = 20 * std::log10(rms);
  return std::clamp((db - kLevelFloorDb) / (kLevelTopDb - kLevelFloorDb), 0.0, 1.0);
}

std::vector<double> loud_moments(std::span<const float> samples, int rate) {
  std::vector<double> moments;
  if (rate <= 0 || samples.empty()) return moments;
  const auto hop = static_cast<std::size_t>(std::max(1L, std::lround(rate * kLevelStep)));
  const std::size_t steps = samples.size() / hop + 1;
  std::vector<double> energy(steps, 0);  // each step's sum of squares
  for (std::size_t i = 0; i < samples.size(); ++i)
    energy[i / hop] += static_cast<double>(samples[i]) * samples[i];
  bool armed = true;
  for (std::size_t step = 0; step < steps; ++step) {
    const double level = window_level(step, steps, hop, [&](std::size_t j) { return energy[j]; });
    if (armed && level >= kLoudAbove) {
      moments.push_back(static_cast<double>(step * hop) / rate);
      armed = false;
    } else if (!armed && level < kQuietAgainBelow) {
      armed = true;
    }
  }
  return moments;
}

}  // namespace jt::encode
