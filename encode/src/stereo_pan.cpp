#include "jt/encode/stereo_pan.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace jt::encode {

StereoGains pan_gains(double pan) {
  const double theta = (std::clamp(pan, -1.0, 1.0) + 1) * std::numbers::pi / 4;
  return {static_cast<float>(std::cos(theta)), static_cast<float>(std::sin(theta))};
}

double voice_pan(double stage_x) {
  const double x = std::isfinite(stage_x) ? std::clamp(stage_x, 0.0, 1.0) : 0.5;
  return (x - 0.5) * 2 * kMaxVoicePan;
}

}  // namespace jt::encode
