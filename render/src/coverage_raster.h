// The exact area of a polygon over each pixel: the scan conversion behind fill_solid
// (docs/PERFORMANCE.md "Solid fills by exact area").
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "jt/render/canvas.h"  // PixelBox

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace jt::render {

// A polygon of one or more closed rings, rasterized by accumulating each edge's signed area
// into the pixels it crosses and summing each row from the left (the method of libart and
// font-rs): every pixel gets the area of the shape over it, in one pass over the edges and one
// over the rows, where Cairo samples 15 sub-rows a row wherever an edge passes. Where rings
// overlap, the winding numbers add (nonzero: covered once is covered; even-odd: twice is not);
// where two edges cross inside one pixel their areas add too, so that pixel may be off by up to
// half its coverage (a few pixels a crossing; Cairo's sampling is off by a fifteenth anywhere).
// Reused from fill to fill, it allocates only while its buffers grow.
class CoverageRaster {
 public:
  void clear();
  // The next point of the current ring; `starts_ring` begins a new one. Rings close by
  // themselves. Coordinates are pixels (Cairo's device space); a point that is no number makes
  // the shape draw nothing.
  void add(double x, double y, bool starts_ring);

  // Calls span(y, x, length, coverage) for runs of pixels inside `clip` the shape covers,
  // coverage 1-255 (255: wholly inside), row by row from the top, left to right; and, a few
  // rows before, span.ahead(y, first, last) with the first and last pixel of a row it covers.
  template <class Span>
  void fill(const PixelBox& clip, bool even_odd, Span&& span);

 private:
  struct Vec2 {
    double x, y;
  };
  PixelBox bounds(const PixelBox& clip) const;
  void edge(Vec2 p, Vec2 q);  // split where it leaves [0, width]; the outside put on its side
  void line(Vec2 p, Vec2 q);  // both ends within [0, width]
  std::uint8_t coverage(float winding) const;

  static constexpr int kAhead = 4;  // rows
  std::vector<Vec2> points_;
  std::vector<std::size_t> ring_ends_;  // one past each ring's last point
  // The band of rows being accumulated: its size in pixels, a row's stride (two cells past its
  // width, where edges at the right end leave their remainders), the signed areas and each
  // row's first and last touched cell.
  int width_ = 0, rows_ = 0, stride_ = 0;
  bool even_odd_ = false;
  bool broken_ = false;  // a point was no number
  std::vector<float> area_;
  std::vector<int> first_, last_;
};

// The first cell in [x, end) an edge touched (or end), four at a time where it can: a shape's
// inside is long runs of untouched cells.
inline int next_touched(const float* row, int x, int end) {
#if defined(__SSE2__)
  const __m128 zero = _mm_setzero_ps();
  for (; x + 4 <= end; x += 4) {
    const int touched = _mm_movemask_ps(_mm_cmpneq_ps(_mm_loadu_ps(row + x), zero));
    if (touched) return x + __builtin_ctz(static_cast<unsigned>(touched));
  }
#endif
  while (x < end && row[x] == 0)
    ++x;
  return x;
}

inline std::uint8_t CoverageRaster::coverage(float winding) const {
  float a = std::abs(winding);
  if (even_odd_) {
    a = std::fmod(a, 2.0f);
    if (a > 1) a = 2 - a;
  }
  return static_cast<std::uint8_t>(std::min(a, 1.0f) * 255 + 0.5f);
}

template <class Span>
void CoverageRaster::fill(const PixelBox& clip, bool even_odd, Span&& span) {
  const PixelBox box = bounds(clip);
  if (box.empty() || broken_) return;
  even_odd_ = even_odd;
  width_ = box.x1 - box.x0;
  stride_ = width_ + 2;
  // Bands of rows small enough that a huge shape keeps the buffer at 4 MB.
  constexpr std::size_t kMostCells = std::size_t{1} << 20;
  const int band = static_cast<int>(std::max<std::size_t>(1, kMostCells / stride_));
  for (int top = box.y0; top < box.y1; top += band) {
    rows_ = std::min(band, box.y1 - top);
    const std::size_t cells = static_cast<std::size_t>(rows_) * stride_;
    if (area_.size() < cells) area_.resize(cells, 0.0f);  // swept back to 0 after each use
    first_.assign(static_cast<std::size_t>(rows_), stride_);
    last_.assign(static_cast<std::size_t>(rows_), -1);
    std::size_t begin = 0;
    for (const std::size_t end : ring_ends_) {
      for (std::size_t i = begin; i < end; ++i) {
        const Vec2 a = points_[i], b = points_[i + 1 < end ? i + 1 : begin];
        edge({a.x - box.x0, a.y - top}, {b.x - box.x0, b.y - top});  // the band's own cells
      }
      begin = end;
    }
    for (int r = 0; r < rows_; ++r) {
      if (r + kAhead < rows_ && last_[r + kAhead] >= 0) {
        // The pixels at a later row's edges, asked for now: each row of a picture is a page
        // apart, where the processor's own prefetching does not reach.
        span.ahead(top + r + kAhead, box.x0 + first_[r + kAhead],
                   box.x0 + std::min(last_[r + kAhead], width_ - 1));
      }
      float* row = area_.data() + static_cast<std::size_t>(r) * stride_;
      const int last = last_[static_cast<std::size_t>(r)];
      float winding = 0;
      for (int x = first_[static_cast<std::size_t>(r)]; x <= last;) {
        winding += row[x];
        row[x] = 0;
        // A run: the cells after it that no edge touched keep its winding.
        const int end = next_touched(row, x + 1, last + 1);
        const std::uint8_t c = coverage(winding);
        const int shown_end = std::min(end, width_);
        if (c != 0 && x < shown_end) span(top + r, box.x0 + x, shown_end - x, c);
        x = end;
      }
    }
  }
}

}  // namespace jt::render
