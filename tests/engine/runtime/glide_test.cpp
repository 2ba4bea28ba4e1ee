// A glide of one base channel (spec §3 "ramp": `over` seconds, `ease` linear | smooth (smoothstep)
// | in (u²) | out (sin(uπ/2))): values by hand at its start, middle and end.
#include <gtest/gtest.h>

#include <cmath>

#include "runtime/state.h"

namespace jt::rt {
namespace {

Glide glide(Ease curve) {
  return Glide{.from = 2, .to = 6, .t0 = 10, .over = 4, .curve = curve};
}

TEST(Glide, EachEaseAtAQuarter) {
  // u = (11 - 10) / 4 = 0.25; from + 4 * ease(u).
  EXPECT_DOUBLE_EQ(glide(Ease::kLinear).at(11), 3.0);
  EXPECT_DOUBLE_EQ(glide(Ease::kSmooth).at(11), 2 + 4 * (0.25 * 0.25 * (3 - 2 * 0.25)));  // 2.625
  EXPECT_DOUBLE_EQ(glide(Ease::kIn).at(11), 2.25);
  EXPECT_NEAR(glide(Ease::kOut).at(11), 2 + 4 * std::sin(0.25 * M_PI / 2), 1e-12);
}

TEST(Glide, StartsAtFromAndEndsExactlyAtTo) {
  for (Ease e : {Ease::kLinear, Ease::kSmooth, Ease::kIn, Ease::kOut, Ease::kSnappy}) {
    EXPECT_DOUBLE_EQ(glide(e).at(10), 2.0);
    EXPECT_EQ(glide(e).at(14), 6.0);  // exactly, not 2 + 4 * ease(1)
    EXPECT_EQ(glide(e).at(100), 6.0);
  }
  // The end is `to` itself, never computed from from and the ease.
  const Glide odd{.from = 0.1, .to = 0.7, .t0 = 0, .over = 1, .curve = Ease::kLinear};
  EXPECT_EQ(odd.at(1), 0.7);
}

// over 0 (an instant glide) is its end at once, even before t0's moment has passed.
TEST(Glide, NoLengthIsTheEndAtOnce) {
  const Glide instant{.from = 1, .to = 5, .t0 = 3, .over = 0};
  EXPECT_EQ(instant.at(3), 5.0);
  EXPECT_EQ(instant.at(0), 5.0);
}

}  // namespace
}  // namespace jt::rt
