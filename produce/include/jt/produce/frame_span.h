// Which frames a time span covers: frame i is shown at time i / fps, so a still and a part
// (--from) show what the whole video shows at that time.
#pragma once

#include <cstdint>

namespace jt::produce {

// The first frame at or after `t` seconds: the smallest i >= 0 with i / fps >= t (computed as
// the division the frames are stepped with, not as ceil(t * fps), which can be one off).
std::int64_t first_frame_at(double t, double fps);

// The frames a render of `from` to `to` seconds draws: [first, end), at least one.
struct FrameSpan {
  std::int64_t first = 0, end = 1;
  std::int64_t count() const { return end - first; }
};
FrameSpan frames_between(double from, double to, double fps);

}  // namespace jt::produce
