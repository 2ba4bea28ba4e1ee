// The seeded random source behind the `random` name: mulberry32, bit for bit as the JavaScript
// engine runs it, so a seed gives the same draws in every port (spec §0: "random is a seeded
// PRNG per runtime").
#pragma once

#include <cstdint>

namespace jt::expr {

class Prng {
 public:
  // The state starts at ToUint32(seed), as JavaScript's `a|=0` sees any number: fractions are
  // cut toward zero, negatives wrap (-1 is 4294967295), NaN and ±Infinity are 0.
  explicit Prng(double seed);

  // The next draw, in [0, 1): a multiple of 2^-32.
  double next();

  // The whole state, so a runtime can tell whether anything has drawn since it last looked.
  std::uint32_t state() const { return state_; }

 private:
  std::uint32_t state_;
};

}  // namespace jt::expr
