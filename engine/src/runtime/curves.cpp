#include "jt/runtime/curves.h"

#include "jt/expr/functions.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace jt::rt {
namespace {

constexpr double kPi = std::numbers::pi;

// The fraction of the period at phase x, in [0, 1).
double period_fraction(double x) {
  return expr::fn::mod(x / (2 * kPi), 1.0);
}

}  // namespace

std::optional<WaveShape> wave_shape_from_name(std::string_view name) {
  if (name == "sin") return WaveShape::kSin;
  if (name == "cos") return WaveShape::kCos;
  if (name == "abssin") return WaveShape::kAbsSin;
  if (name == "possin") return WaveShape::kPosSin;
  if (name == "dampsin") return WaveShape::kDampSin;
  if (name == "square") return WaveShape::kSquare;
  if (name == "saw") return WaveShape::kSaw;
  if (name == "tri") return WaveShape::kTri;
  return std::nullopt;
}

std::optional<Ease> ease_from_name(std::string_view name) {
  if (name == "linear") return Ease::kLinear;
  if (name == "smooth" || name == "inout") return Ease::kSmooth;
  if (name == "in") return Ease::kIn;
  if (name == "out") return Ease::kOut;
  if (name == "snappy") return Ease::kSnappy;
  return std::nullopt;
}

double wave_shape(WaveShape shape, double x) {
  switch (shape) {
    case WaveShape::kSin:
    case WaveShape::kDampSin:
      return std::sin(x);
    case WaveShape::kCos:
      return std::cos(x);
    case WaveShape::kAbsSin:
      return std::abs(std::sin(x));
    case WaveShape::kPosSin:
      return std::max(0.0, std::sin(x));
    case WaveShape::kSquare:
      // In phase with sin: +1 on the first half of the period, -1 on the second.
      return period_fraction(x) < 0.5 ? 1.0 : -1.0;
    case WaveShape::kSaw: {
      // Rises from 0 like sin, reaches 1 at half the period, jumps to -1 and rises again.
      const double p = period_fraction(x);
      return p < 0.5 ? 2 * p : 2 * p - 2;
    }
    case WaveShape::kTri: {
      // The same peaks and zeros as sin, joined by straight lines.
      const double p = period_fraction(x);
      if (p < 0.25) return 4 * p;
      if (p < 0.75) return 2 - 4 * p;
      return 4 * p - 4;
    }
  }
  return 0;
}

double ease(Ease e, double u) {
  if (u <= 0) return 0;
  if (u >= 1) return 1;
  switch (e) {
    case Ease::kLinear:
      return u;
    case Ease::kSmooth:
      return u * u * (3 - 2 * u);
    case Ease::kIn:
      return u * u;
    case Ease::kOut:
      return std::sin(u * kPi / 2);
    case Ease::kSnappy: {
      // "Back out": overshoots by about 10 % near u = 0.7, then settles on 1.
      constexpr double kBack = 1.70158;
      const double v = u - 1;
      return 1 + (kBack + 1) * v * v * v + kBack * v * v;
    }
  }
  return u;
}

HopSample hop_curve(double cyc, double amp) {
  if (cyc < 0.12) {
    const double k = cyc / 0.12;  // the crouch before take-off: 6 px whatever the height
    return {6 * k, 1 + 0.08 * k, 1 - 0.08 * k};
  }
  const double c = (cyc - 0.12) / 0.88;
  const double h = expr::fn::hopair(cyc);
  if (c > 0.86) {
    const double k = (c - 0.86) / 0.14;  // the squash of the landing
    return {-amp * h, 1 + 0.11 * k, 1 - 0.11 * k};
  }
  return {-amp * h, 1 - 0.10 * h, 1 + 0.12 * h};
}

LegAngles walk_leg(double p, double stride, double give, double bend) {
  if (p < 0.5) {
    const double s = p / 0.5;  // stance: the foot on the ground sweeps back
    return {stride - 2 * stride * s, give * std::sin(s * kPi)};
  }
  const double s = (p - 0.5) / 0.5;  // swing: the foot in the air comes forward
  return {-stride + 2 * stride * s, bend * std::sin(s * kPi)};
}

}  // namespace jt::rt
