#include "jt/produce/video_settings.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <filesystem>
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

std::string lower_extension(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  for (char& c : ext)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

bool parse_size(const std::string& text, int& width, int& height) {
  const std::size_t x = text.find('x');
  if (x == std::string::npos) return false;
  const char* begin = text.data();
  const char* end = begin + text.size();
  auto [p1, e1] = std::from_chars(begin, begin + x, width);
  auto [p2, e2] = std::from_chars(begin + x + 1, end, height);
  return e1 == std::errc() && e2 == std::errc() && p1 == begin + x && p2 == end && width >= 16 &&
         height >= 16 && width <= 8192 && height <= 8192;
}

}  // namespace jt::produce
