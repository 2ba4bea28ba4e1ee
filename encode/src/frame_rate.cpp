#include "jt/encode/frame_rate.h"

#include <cmath>

namespace jt::encode {

namespace {
constexpr int kMostFps = 240;
// How near a number must be to an NTSC rate to be read as it: 23.976 and 23.98 are
// 24000/1001 (23.97602...), 29.97 is 30000/1001, 59.94 is 60000/1001.
constexpr double kNtscTolerance = 0.005;
}  // namespace

std::optional<FrameRate> video_frame_rate(double fps) {
  if (!std::isfinite(fps) || fps < 1 || fps > kMostFps) return std::nullopt;
  if (fps == std::floor(fps)) return FrameRate{static_cast<int>(fps), 1};
  // N × 1000/1001 for the whole N nearest fps × 1.001.
  const double n = std::round(fps * 1.001);
  if (n < 1 || n > kMostFps) return std::nullopt;
  const FrameRate ntsc{static_cast<int>(n) * 1000, 1001};
  if (std::abs(fps - ntsc.fps()) < kNtscTolerance) return ntsc;
  return std::nullopt;
}

std::string to_string(FrameRate rate) {
  if (rate.den == 1) return std::to_string(rate.num);
  return std::to_string(rate.num) + "/" + std::to_string(rate.den);
}

std::int64_t first_sample_of_frame(std::int64_t frame, int sample_rate, FrameRate rate) {
  // An hour at 240 fps and 48 kHz × 1001: about 4e13, far inside 64 bits.
  return frame * sample_rate * rate.den / rate.num;
}

}  // namespace jt::encode
