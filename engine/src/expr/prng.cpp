#include "jt/expr/prng.h"

#include <cmath>

namespace jt::expr {
namespace {

// ECMAScript ToUint32: truncate toward zero, then wrap modulo 2^32; NaN and ±Infinity are 0.
std::uint32_t to_uint32(double x) {
  if (!std::isfinite(x)) return 0;
  constexpr double kTwo32 = 4294967296.0;
  double wrapped = std::fmod(std::trunc(x), kTwo32);  // exact, in (-2^32, 2^32)
  if (wrapped < 0.0) wrapped += kTwo32;
  return static_cast<std::uint32_t>(wrapped);
}

}  // namespace

Prng::Prng(double seed) : state_(to_uint32(seed)) {}

// The JavaScript original works in int32 with Math.imul; unsigned 32-bit arithmetic wraps the
// same way and gives the same bits.
double Prng::next() {
  state_ += 0x6D2B79F5u;
  std::uint32_t t = (state_ ^ (state_ >> 15)) * (1u | state_);
  t = (t + (t ^ (t >> 7)) * (61u | t)) ^ t;
  return static_cast<double>(t ^ (t >> 14)) / 4294967296.0;
}

}  // namespace jt::expr
