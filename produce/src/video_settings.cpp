#include "jt/produce/video_settings.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace jt::produce {

std::int64_t VideoSettings::segment_frames() const {
  return std::llround(segment_length * fps);
}

encode::FrameRate VideoSettings::frame_rate() const {
  return encode::video_frame_rate(fps).value_or(
      encode::FrameRate{static_cast<int>(std::clamp(std::llround(fps), 1LL, 240LL)), 1});
}

std::string VideoSettings::part_name() const {
  return std::to_string(part_index) + "/" + std::to_string(part_count);
}

encode::Quality quality_named(const std::string& name) {
  if (name == "draft") return encode::Quality::kDraft;
  if (name == "high") return encode::Quality::kHigh;
  return encode::Quality::kStandard;
}

int render_threads(int asked) {
  if (asked > 0) return asked;
  return static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 16u));
}

}  // namespace jt::produce
