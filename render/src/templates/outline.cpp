#include "outline.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "node.h"

namespace jt::render::tpl {
namespace {

constexpr double kDeg = std::numbers::pi / 180.0;

// How far from `from` along the unit direction (dx, dy) the ray leaves the oval (nothing: -1).
double exit_distance(const Oval& o, Point from, double dx, double dy) {
  const double c = std::cos(o.deg * kDeg), s = std::sin(o.deg * kDeg);
  // Into the oval's frame: moved to its centre, turned back, scaled to the unit circle.
  const double px = from.x - o.x, py = from.y - o.y;
  const double lx = (c * px + s * py) / o.rx, ly = (-s * px + c * py) / o.ry;
  const double ux = (c * dx + s * dy) / o.rx, uy = (-s * dx + c * dy) / o.ry;
  const double a = ux * ux + uy * uy, b = 2 * (lx * ux + ly * uy), k = lx * lx + ly * ly - 1;
  const double disc = b * b - 4 * a * k;
  if (disc < 0) return -1;
  return (-b + std::sqrt(disc)) / (2 * a);
}

double round2(double v) {
  return std::round(v * 100) / 100;
}

// The outline seen from `centre`: each ray out to where it leaves the union (`farthest`) or the
// intersection of the ovals.
json::Value traced(const std::vector<Oval>& ovals, Point centre, int n, bool farthest) {
  json::Array outline;
  double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
  for (int i = 0; i < n; ++i) {
    const double t = 2 * std::numbers::pi * i / n, dx = std::cos(t), dy = std::sin(t);
    double r = farthest ? 0 : 1e9;
    for (const Oval& o : ovals) {
      const double d = std::max(0.0, exit_distance(o, centre, dx, dy));
      r = farthest ? std::max(r, d) : std::min(r, d);
    }
    const double x = round2(centre.x + r * dx), y = round2(centre.y + r * dy);
    outline.push_back(json::Array{x, y});
    x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
  }
  return with(shape("poly", round2(x1 - x0), round2(y1 - y0)), "subs", json::Array{outline});
}

}  // namespace

json::Value blob(const std::vector<Oval>& ovals, Point centre, int n) {
  return with(traced(ovals, centre, n, true), "smooth", true);
}

json::Value lens(const std::vector<Oval>& ovals, Point centre, int n) {
  return traced(ovals, centre, n, false);
}

json::Value limb(double len, double w, double w2) {
  return with(shape("taper", w, len + (w + w2) / 2, 0, len / 2 + (w2 - w) / 4), "w2", w2);
}

}  // namespace jt::render::tpl
