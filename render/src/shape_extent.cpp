#include "shape_extent.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "shape_path.h"

namespace jt::render {
namespace {

struct Reach {
  const Affine& m;
  Point dir;
  double best = -std::numeric_limits<double>::infinity();

  double along(double x, double y) const {
    const Point p = m.apply({x, y});
    return dir.x * p.x + dir.y * p.y;
  }
  void point(double x, double y) { best = std::max(best, along(x, y)); }
  // An ellipse of radii rx, ry about (x, y): its centre's reach plus the mapped radii's.
  void disc(double x, double y, double rx, double ry) {
    const double u = rx * (dir.x * m.xx + dir.y * m.yx), v = ry * (dir.x * m.xy + dir.y * m.yy);
    best = std::max(best, along(x, y) + std::hypot(u, v));
  }
};

}  // namespace

double farthest_along(const Shape& s, const Affine& m, Point dir) {
  Reach r{m, dir};
  const double cx = s.ox, cy = s.oy, w = s.w, h = s.h;
  switch (s.type) {
    case ShapeType::kEllipse:
    case ShapeType::kEgg:
      r.disc(cx, cy, w / 2, h / 2);
      if (s.type == ShapeType::kEgg) r.point(cx, cy - h / 2);
      break;
    case ShapeType::kCapsule: {
      const double d = std::max(0.0, h / 2 - w / 2);
      r.disc(cx, cy - d, w / 2, std::min(w, h) / 2);
      r.disc(cx, cy + d, w / 2, std::min(w, h) / 2);
      break;
    }
    case ShapeType::kHcapsule: {
      const double d = std::max(0.0, w / 2 - h / 2);
      r.disc(cx - d, cy, std::min(w, h) / 2, h / 2);
      r.disc(cx + d, cy, std::min(w, h) / 2, h / 2);
      break;
    }
    case ShapeType::kRrect: {
      const double rad = std::clamp(s.r, 0.0, std::min(w, h) / 2);
      for (double sx : {-1.0, 1.0}) {
        for (double sy : {-1.0, 1.0})
          r.disc(cx + sx * (w / 2 - rad), cy + sy * (h / 2 - rad), rad, rad);
      }
      break;
    }
    case ShapeType::kTaper: {
      const double r1 = w / 2, r2 = (s.w2 > 0 ? s.w2 : w) / 2;
      r.disc(cx, cy - h / 2 + r1, r1, r1);
      r.disc(cx, cy + h / 2 - r2, r2, r2);
      break;
    }
    case ShapeType::kTeardrop:
    case ShapeType::kDrop: {
      const double sign = s.type == ShapeType::kDrop ? -1 : 1, rad = w / 2;
      r.disc(cx, cy + sign * (h / 2 - rad), rad, rad);
      r.point(cx, cy - sign * h / 2);
      break;
    }
    case ShapeType::kTri:
    case ShapeType::kSpike:
      r.point(cx + (s.type == ShapeType::kSpike ? s.lean * w : 0), cy - h / 2);
      r.point(cx - w / 2, cy + h / 2);
      r.point(cx + w / 2, cy + h / 2);
      break;
    case ShapeType::kStrokes:
      for (const auto& l : s.lines) {
        r.point(cx + l[0], cy + l[1]);
        r.point(cx + l[2], cy + l[3]);
      }
      break;
    case ShapeType::kPoly:
      for (const auto& sub : s.subs) {
        for (std::size_t i = 0; i < sub.size(); ++i) {
          r.point(cx + sub[i].x, cy + sub[i].y);
          // A smooth outline stays within its points and handles (a Bezier's control hull).
          if (!s.smooth || sub.size() < 3) continue;
          Point c1, c2;
          smooth_handles(sub, i, c1, c2);
          r.point(cx + c1.x, cy + c1.y);
          r.point(cx + c2.x, cy + c2.y);
        }
      }
      break;
  }
  return r.best;
}

}  // namespace jt::render
