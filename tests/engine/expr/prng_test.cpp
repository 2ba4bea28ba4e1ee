// mulberry32 against JavaScript's own run of the spec's one-line original (make_vectors.js).
#include "jt/expr/prng.h"

#include <gtest/gtest.h>

#include <array>

#include "expr_test_support.h"

namespace jt::expr {
namespace {

using test::kInf;
using test::kNaN;

struct SeedCase {
  double seed;
  std::array<double, 5> draws;
};

// Seeds as JavaScript's ToUint32 sees them: fractions cut toward zero, negatives and values
// past 2^32 wrapped, NaN and ±Infinity as 0.
constexpr SeedCase kSeeds[] = {
    {42,
     {0.6011037519201636, 0.44829055899754167, 0.8524657934904099, 0.6697340414393693,
      0.17481389874592423}},
    {0,
     {0.26642920868471265, 0.0003297457005828619, 0.2232720274478197, 0.1462021479383111,
      0.46732782293111086}},
    {-1,
     {0.8964226141106337, 0.189478256739676, 0.7156526781618595, 0.9440599093213677,
      0.8452364315744489}},
    {4294967301.0,
     {0.6897749109193683, 0.7727432732935995, 0.21976301027461886, 0.6231788222212344,
      0.08513720124028623}},
    {3.7,
     {0.7202267837710679, 0.03866216051392257, 0.4561921926215291, 0.07492800964973867,
      0.7630053898319602}},
    {-3.7,
     {0.5127934608608484, 0.46524663479067385, 0.09994429117068648, 0.44028591737151146,
      0.46933195064775646}},
    {1e20,
     {0.19919453910551965, 0.6898185550235212, 0.25297895772382617, 0.21688635321334004,
      0.7041226655710489}},
    {kNaN,
     {0.26642920868471265, 0.0003297457005828619, 0.2232720274478197, 0.1462021479383111,
      0.46732782293111086}},
    {kInf,
     {0.26642920868471265, 0.0003297457005828619, 0.2232720274478197, 0.1462021479383111,
      0.46732782293111086}},
    {-kInf,
     {0.26642920868471265, 0.0003297457005828619, 0.2232720274478197, 0.1462021479383111,
      0.46732782293111086}},
    {2147483648.0,
     {0.8205775609239936, 0.4481089550536126, 0.7836112855002284, 0.5120457962621003,
      0.8388098266441375}},
    {-4294967297.0,
     {0.8964226141106337, 0.189478256739676, 0.7156526781618595, 0.9440599093213677,
      0.8452364315744489}},
    {0.999,
     {0.26642920868471265, 0.0003297457005828619, 0.2232720274478197, 0.1462021479383111,
      0.46732782293111086}},
    {-0.5,
     {0.26642920868471265, 0.0003297457005828619, 0.2232720274478197, 0.1462021479383111,
      0.46732782293111086}},
};

TEST(Prng, FirstDrawForSeed42IsTheSpecValue) {
  Prng prng(42);
  EXPECT_EQ(prng.next(), 0.6011037519201636);
}

TEST(Prng, FirstDrawsMatchJavaScriptForEverySeed) {
  for (const SeedCase& c : kSeeds) {
    SCOPED_TRACE(testing::Message() << "seed " << c.seed);
    Prng prng(c.seed);
    for (double expected : c.draws)
      EXPECT_EQ(prng.next(), expected);
  }
}

TEST(Prng, ThousandthDrawAndSumMatchJavaScript) {
  Prng prng(42);
  double last = 0.0;
  double sum = 0.0;
  for (int i = 0; i < 1000; ++i) {
    last = prng.next();
    sum += last;
  }
  EXPECT_EQ(last, 0.6425111389253289);
  EXPECT_EQ(sum, 509.26995769003406);
}

TEST(Prng, StateChangesOnlyWhenDrawn) {
  Prng prng(7);
  std::uint32_t before = prng.state();
  EXPECT_EQ(before, 7u);
  EXPECT_EQ(prng.state(), before);
  prng.next();
  EXPECT_NE(prng.state(), before);
}

TEST(Prng, CopiesDrawTheSameSequence) {
  Prng a(-3.7);
  a.next();
  Prng b = a;
  for (int i = 0; i < 10; ++i)
    EXPECT_EQ(a.next(), b.next());
}

}  // namespace
}  // namespace jt::expr
