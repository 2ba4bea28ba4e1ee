#include "jt/encode/ducking.h"

#include <algorithm>
#include <cmath>

namespace jt::encode {

DuckEnvelope::DuckEnvelope(std::vector<std::pair<double, double>> lines, DuckSettings settings)
    : settings_(settings) {
  for (const auto& [start, end] : lines) {
    if (!(end > start) || !std::isfinite(start) || !std::isfinite(end)) continue;
    lines_.emplace_back(start, end);
    longest_ = std::max(longest_, end - start);
  }
  std::sort(lines_.begin(), lines_.end());
}

double DuckEnvelope::depth(double t) const {
  const double attack = settings_.attack, release = settings_.release;
  // A line pulls from start - attack to end + release: the ones starting before t + attack, and
  // of those only the ones starting after t - release - longest_ can reach t.
  auto it =
      std::upper_bound(lines_.begin(), lines_.end(), t + attack,
                       [](double x, const std::pair<double, double>& l) { return x < l.first; });
  const double earliest = t - release - longest_;
  double deepest = 0;
  while (it != lines_.begin()) {
    --it;
    const auto [start, end] = *it;
    if (start < earliest) break;
    double d = 0;
    if (t < start) {
      d = attack > 0 ? 1 - (start - t) / attack : 0;
    } else if (t <= end) {
      d = 1;
    } else {
      d = release > 0 ? 1 - (t - end) / release : 0;
    }
    deepest = std::max(deepest, d);
    if (deepest >= 1) break;
  }
  return std::clamp(deepest, 0.0, 1.0);
}

double DuckEnvelope::gain(double t) const {
  const double d = depth(t);
  return d > 0 ? std::pow(10.0, -settings_.depth_db * d / 20) : 1.0;
}

}  // namespace jt::encode
