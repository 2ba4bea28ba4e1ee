// The expression language's number functions (spec §5), with JavaScript's semantics where C's
// differ, so a formula gives the JS engine's bits. The runtime uses the same definitions for the
// curves it shares with formulas (the hop curve's height is fn::hopair).
#pragma once

namespace jt::expr {

// JavaScript truthiness of a number: 0, -0 and NaN are false.
inline bool truthy(double x) {
  return x == x && x != 0.0;
}

namespace fn {

// Floored modulo with Python's float semantics: the result has the divisor's sign (a zero result
// too), and is NaN when b is 0 (where Python raises). The `%` operator is this function.
double mod(double a, double b);

// Math.pow: std::pow except that a base of ±1 with a NaN or ±Infinity exponent gives NaN (C says
// 1). The `^` operator is this function.
double pow(double base, double exponent);

// Math.min / Math.max of two numbers: NaN wins, and -0 is less than +0.
double min(double a, double b);
double max(double a, double b);

// Math.sign: -1, 1, or x itself for ±0 and NaN.
double sign(double x);

// floor(x + 0.5), as the spec defines round (not Math.round, not C's round).
double round(double x);

// min(max(x, lo), hi) with the JavaScript min and max above.
double clamp(double x, double lo, double hi);

// x clamped to [0, 1], then x*x*(3-2x); the three-argument form maps [a, b] onto [0, 1] first.
double smoothstep(double x);
double smoothstep(double a, double b, double x);

// The height of the studio hop curve (spec §3 "hop") at cycle position c, in 0..1: 0 on the
// ground (the first 12 % of the cycle, the crouch), then a half sine over the rest.
double hopair(double c);

// a + (b - a)·t.
double lerp(double a, double b, double t);

// 1 when x >= edge, else 0 (NaN gives 0); the one-argument form has edge 0.
double step(double edge, double x);
double step(double x);

}  // namespace fn
}  // namespace jt::expr
