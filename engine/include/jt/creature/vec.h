// A 2-D vector in world px, with the few operations the creature model is written in.
#pragma once

#include <cmath>

namespace jt::creature {

struct Vec {
  double x = 0, y = 0;
  friend bool operator==(const Vec&, const Vec&) = default;
};

inline Vec operator+(Vec a, Vec b) {
  return {a.x + b.x, a.y + b.y};
}
inline Vec operator-(Vec a, Vec b) {
  return {a.x - b.x, a.y - b.y};
}
inline Vec operator*(Vec a, double s) {
  return {a.x * s, a.y * s};
}
inline double dot(Vec a, Vec b) {
  return a.x * b.x + a.y * b.y;
}
inline double cross(Vec a, Vec b) {
  return a.x * b.y - a.y * b.x;
}
inline double length(Vec a) {
  return std::hypot(a.x, a.y);
}
inline Vec perp(Vec v) {
  return {-v.y, v.x};
}
// The signed angle from a to b, in (-π, π].
inline double angle_between(Vec a, Vec b) {
  return std::atan2(cross(a, b), dot(a, b));
}
inline Vec rotate(Vec v, double angle) {
  const double c = std::cos(angle), s = std::sin(angle);
  return {v.x * c - v.y * s, v.x * s + v.y * c};
}

}  // namespace jt::creature
