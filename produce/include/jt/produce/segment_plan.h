// Which frames make which segment of a video (docs/SCALE.md): `length` frames each from `first`,
// the last one shorter; and which segments a part (--part K/N) makes.
#pragma once

#include <algorithm>
#include <cstdint>
#include <utility>

namespace jt::produce {

struct SegmentPlan {
  std::int64_t first = 0, count = 0, length = 1;

  std::int64_t segments() const { return (count + length - 1) / length; }
  std::int64_t start(std::int64_t s) const { return first + s * length; }
  std::int64_t end(std::int64_t s) const { return std::min(first + count, start(s + 1)); }
  std::int64_t of(std::int64_t frame) const { return (frame - first) / length; }
};

// The segments [begin, end) that part `part` (from 1) of `parts` makes: the K-th of N runs as
// equal as whole segments allow; all of them when `parts` is 0 (the whole video).
inline std::pair<std::int64_t, std::int64_t> segments_of_part(const SegmentPlan& plan, int part,
                                                              int parts) {
  const std::int64_t n = plan.segments();
  if (parts == 0) return {0, n};
  return {(part - 1) * n / parts, part * n / parts};
}

}  // namespace jt::produce
