#include "outline.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "angles.h"
#include "node.h"

namespace jt::render::tpl {
namespace {

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

json::Value centred(const json::Value& poly) {
  const json::Array& subs = poly.find("subs")->as_array();
  double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
  for (const json::Value& sub : subs) {
    for (const json::Value& p : sub.as_array()) {
      const double x = p.as_array()[0].as_number(), y = p.as_array()[1].as_number();
      x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
    }
  }
  const double cx = round2((x0 + x1) / 2), cy = round2((y0 + y1) / 2);
  json::Array moved;
  for (const json::Value& sub : subs) {
    json::Array points;
    for (const json::Value& p : sub.as_array()) {
      points.push_back(json::Array{round2(p.as_array()[0].as_number() - cx),
                                   round2(p.as_array()[1].as_number() - cy)});
    }
    moved.push_back(points);
  }
  json::Value out = with(poly, "subs", moved);
  out.as_object().set("ox", cx);
  out.as_object().set("oy", cy);
  return out;
}

json::Value lens(const std::vector<Oval>& ovals, Point centre, int n) {
  return traced(ovals, centre, n, false);
}

json::Value limb(double len, double w, double w2) {
  return with(shape("taper", w, len + (w + w2) / 2, 0, len / 2 + (w2 - w) / 4), "w2", w2);
}

Point arc_end(double len, double bend) {
  const double turn = bend * kDeg;
  if (std::abs(turn) < 1e-9) return {0, len};
  const double r = len / turn;
  return {r * (std::cos(turn) - 1), r * std::sin(turn)};
}

json::Value bent_limb(double len, double w, double w2, double bend) {
  constexpr int kEdge = 8;  // points along each side
  constexpr int kCap = 3;   // points around each round end, between the sides
  const double turn = bend * kDeg;
  // The centre line at s (0..1 of the length), its heading turned `turn × s` clockwise from +y.
  const auto centre = [&](double s) { return arc_end(len * s, bend * s); };
  json::Array outline;
  const auto add = [&](Point c, double a, double radius, double around) {
    // `around`: 0 the side at +normal, pi/2 straight ahead (the tangent), pi the -normal side.
    const Point normal{std::cos(a), std::sin(a)}, ahead{-std::sin(a), std::cos(a)};
    outline.push_back(json::Array{
        round2(c.x + radius * (std::cos(around) * normal.x + std::sin(around) * ahead.x)),
        round2(c.y + radius * (std::cos(around) * normal.y + std::sin(around) * ahead.y))});
  };
  const auto half = [&](double s) { return (w + (w2 - w) * s) / 2; };
  for (int k = 0; k < kEdge; ++k) {
    const double s = static_cast<double>(k) / (kEdge - 1);
    add(centre(s), turn * s, half(s), 0);
  }
  for (int k = 1; k <= kCap; ++k)
    add(centre(1), turn, half(1), std::numbers::pi * k / (kCap + 1));
  for (int k = kEdge - 1; k >= 0; --k) {
    const double s = static_cast<double>(k) / (kEdge - 1);
    add(centre(s), turn * s, half(s), std::numbers::pi);
  }
  for (int k = 1; k <= kCap; ++k) {
    add(centre(0), 0, half(0), std::numbers::pi + std::numbers::pi * k / (kCap + 1));
  }
  double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
  for (const json::Value& p : outline) {
    const double x = p.as_array()[0].as_number(), y = p.as_array()[1].as_number();
    x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
  }
  json::Value poly =
      with(shape("poly", round2(x1 - x0), round2(y1 - y0)), "subs", json::Array{outline});
  return with(std::move(poly), "smooth", true);
}

}  // namespace jt::render::tpl
