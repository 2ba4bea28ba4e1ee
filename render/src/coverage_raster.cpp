#include "coverage_raster.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace jt::render {

void CoverageRaster::clear() {
  points_.clear();
  ring_ends_.clear();
  broken_ = false;
}

// Beyond 16 million pixels a point is held there (Cairo's own coordinates reach 8.4 million):
// an edge's slope across the picture moves by a millionth of a pixel, and no sum overflows.
constexpr double kFar = 16777216;

void CoverageRaster::add(double x, double y, bool starts_ring) {
  if (std::isnan(x) || std::isnan(y)) broken_ = true;  // no shape: nothing is drawn
  if (starts_ring || ring_ends_.empty()) {
    ring_ends_.push_back(points_.size());
  }
  points_.push_back({std::clamp(x, -kFar, kFar), std::clamp(y, -kFar, kFar)});
  ring_ends_.back() = points_.size();
}

PixelBox CoverageRaster::bounds(const PixelBox& clip) const {
  if (points_.empty()) return {};
  double x0 = points_[0].x, y0 = points_[0].y, x1 = x0, y1 = y0;
  for (const Vec2& p : points_) {
    x0 = std::min(x0, p.x), x1 = std::max(x1, p.x);
    y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
  }
  // Clamped before the conversion: a point far off the picture is no overflow.
  const auto floor_in = [](double v, int lo, int hi) {
    return static_cast<int>(std::floor(std::clamp(v, double(lo), double(hi))));
  };
  const auto ceil_in = [](double v, int lo, int hi) {
    return static_cast<int>(std::ceil(std::clamp(v, double(lo), double(hi))));
  };
  return {floor_in(x0, clip.x0, clip.x1), floor_in(y0, clip.y0, clip.y1),
          ceil_in(x1, clip.x0, clip.x1), ceil_in(y1, clip.y0, clip.y1)};
}

// The part of an edge left of the band (x < 0) still turns the winding of every pixel right of
// it: it is laid along x = 0, where its area falls into the first cell; the part right of it
// (x > width) along x = width, past every shown cell. Split where it crosses, the part inside
// keeps its own slope.
void CoverageRaster::edge(Vec2 p, Vec2 q) {
  const double w = width_;
  for (const double side : {0.0, w}) {
    if ((p.x < side && q.x > side) || (p.x > side && q.x < side)) {
      const Vec2 m{side, p.y + (q.y - p.y) * (side - p.x) / (q.x - p.x)};
      edge(p, m);
      edge(m, q);
      return;
    }
  }
  p.x = std::clamp(p.x, 0.0, w);
  q.x = std::clamp(q.x, 0.0, w);
  line(p, q);
}

// One edge's signed area, row by row (font-rs's accumulation): in each row it crosses, the
// cells under it get the area between it and their right side, the next cell the rest, so that
// the sum along the row from the left is the edge's share of the winding at every pixel.
void CoverageRaster::line(Vec2 p, Vec2 q) {
  if (p.y == q.y) return;
  float dir = 1;
  if (p.y > q.y) {
    std::swap(p, q);
    dir = -1;
  }
  const double dxdy = (q.x - p.x) / (q.y - p.y);
  int y = static_cast<int>(std::floor(std::max(p.y, 0.0)));
  const int y_end = static_cast<int>(std::ceil(std::min(q.y, double(rows_))));
  double x = p.x + (std::max(p.y, double(y)) - p.y) * dxdy;
  const double w = width_;
  for (; y < y_end; ++y) {
    const double dy = std::min(y + 1.0, q.y) - std::max(double(y), p.y);
    const double x_next = std::clamp(x + dxdy * dy, 0.0, w);
    const float d = static_cast<float>(dy) * dir;
    const double left = std::min(x, x_next), right = std::max(x, x_next);
    const double left_floor = std::floor(left);
    const int i0 = static_cast<int>(left_floor), i1 = static_cast<int>(std::ceil(right));
    float* row = area_.data() + static_cast<std::size_t>(y) * stride_;
    int last = i0 + 1;
    if (i1 <= i0 + 1) {
      // Within one cell: the area right of the edge's middle stays in it, the rest goes on.
      const float mid = static_cast<float>(0.5 * (x + x_next) - left_floor);
      row[i0] += d - d * mid;
      row[i0 + 1] += d * mid;
    } else {
      // Across cells: a triangle in the first, a trapezoid in each after, the rest in the last.
      const double s = 1 / (right - left);
      const double f0 = left - left_floor;
      const double a0 = 0.5 * s * (1 - f0) * (1 - f0);
      const double f1 = right - i1 + 1;
      const double am = 0.5 * s * f1 * f1;
      row[i0] += static_cast<float>(d * a0);
      if (i1 == i0 + 2) {
        row[i0 + 1] += static_cast<float>(d * (1 - a0 - am));
      } else {
        const double a1 = s * (1.5 - f0);
        row[i0 + 1] += static_cast<float>(d * (a1 - a0));
        const float step = static_cast<float>(d * s);
        for (int i = i0 + 2; i < i1 - 1; ++i)
          row[i] += step;
        const double a2 = a1 + (i1 - i0 - 3) * s;
        row[i1 - 1] += static_cast<float>(d * (1 - a2 - am));
      }
      row[i1] += static_cast<float>(d * am);
      last = i1;
    }
    int& first = first_[static_cast<std::size_t>(y)];
    first = std::min(first, i0);
    int& final = last_[static_cast<std::size_t>(y)];
    final = std::max(final, last);
    x = x_next;
  }
}

}  // namespace jt::render
