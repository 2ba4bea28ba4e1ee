#include "jt/produce/frame_span.h"

#include <algorithm>
#include <cmath>

namespace jt::produce {

std::int64_t first_frame_at(double t, double fps) {
  auto i = static_cast<std::int64_t>(std::ceil(t * fps));
  while (i > 0 && static_cast<double>(i - 1) / fps >= t)
    --i;
  while (static_cast<double>(i) / fps < t)
    ++i;
  return std::max<std::int64_t>(i, 0);
}

FrameSpan frames_between(double from, double to, double fps) {
  const std::int64_t first = first_frame_at(from, fps);
  return {first, std::max(first + 1, first_frame_at(to, fps))};
}

}  // namespace jt::produce
