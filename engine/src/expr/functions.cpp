#include "jt/expr/functions.h"

#include <cmath>
#include <numbers>

namespace jt::expr::fn {

double mod(double a, double b) {
  double r = std::fmod(a, b);  // exact; NaN when b is 0 or a is infinite
  if (r == 0.0) return std::copysign(0.0, b);
  if ((r < 0.0) != (b < 0.0)) r += b;
  return r;
}

double pow(double base, double exponent) {
  if (std::fabs(base) == 1.0 && !std::isfinite(exponent)) return std::nan("");
  return std::pow(base, exponent);
}

double min(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::nan("");
  if (a == b) return std::signbit(a) ? a : b;  // only ±0 can differ while equal
  return a < b ? a : b;
}

double max(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::nan("");
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}

double sign(double x) {
  if (x > 0.0) return 1.0;
  if (x < 0.0) return -1.0;
  return x;
}

double round(double x) {
  return std::floor(x + 0.5);
}

double clamp(double x, double lo, double hi) {
  return min(max(x, lo), hi);
}

double smoothstep(double x) {
  double u = clamp(x, 0.0, 1.0);
  return u * u * (3.0 - 2.0 * u);
}

double smoothstep(double a, double b, double x) {
  return smoothstep((x - a) / (b - a));
}

double hopair(double c) {
  // The crouch takes the first 12 % of a cycle, the flight the other 88 %.
  constexpr double kCrouch = 0.12;
  constexpr double kFlight = 0.88;
  double cyc = mod(c, 1.0);
  if (cyc < kCrouch) return 0.0;
  return std::sin(((cyc - kCrouch) / kFlight) * std::numbers::pi);
}

double lerp(double a, double b, double t) {
  return a + (b - a) * t;
}

double step(double edge, double x) {
  return x >= edge ? 1.0 : 0.0;
}

double step(double x) {
  return step(0.0, x);
}

}  // namespace jt::expr::fn
