// A paint's colour (docs/CREATURES.md "Colours must parse"): a CSS keyword in any case, #rgb,
// #rgba, #rrggbb, #rrggbbaa, or rgb()/rgba() with channels 0-255 or percentages and alpha 0-1.
#include "jt/creature/paint_colour.h"

#include <gtest/gtest.h>

namespace jt::creature {
namespace {

constexpr double kColourTolerance = 1e-12;

void expect_colour(std::string_view text, double r, double g, double b, double a) {
  const std::optional<Rgba> c = parse_colour(text);
  ASSERT_TRUE(c) << text;
  EXPECT_NEAR(c->r, r, kColourTolerance) << text;
  EXPECT_NEAR(c->g, g, kColourTolerance) << text;
  EXPECT_NEAR(c->b, b, kColourTolerance) << text;
  EXPECT_NEAR(c->a, a, kColourTolerance) << text;
}

TEST(PaintColour, HexFormsWithAndWithoutAlpha) {
  expect_colour("#fff", 1, 1, 1, 1);
  expect_colour("#f008", 1, 0, 0, 136.0 / 255);  // 8 is 88: 136
  expect_colour("#6b8e23", 107.0 / 255, 142.0 / 255, 35.0 / 255, 1);
  expect_colour("#00000080", 0, 0, 0, 128.0 / 255);
  expect_colour("#ABCDEF", 171.0 / 255, 205.0 / 255, 239.0 / 255, 1);
}

TEST(PaintColour, KeywordsInAnyCase) {
  expect_colour("olivedrab", 107.0 / 255, 142.0 / 255, 35.0 / 255, 1);  // CSS: #6b8e23
  expect_colour("OliveDrab", 107.0 / 255, 142.0 / 255, 35.0 / 255, 1);
  expect_colour("rebeccapurple", 102.0 / 255, 51.0 / 255, 153.0 / 255, 1);  // #663399
  expect_colour("transparent", 0, 0, 0, 0);
}

TEST(PaintColour, RgbAndRgbaFunctions) {
  expect_colour("rgb(255, 0, 51)", 1, 0, 0.2, 1);
  expect_colour("rgba(0, 0, 0, 0.5)", 0, 0, 0, 0.5);
  expect_colour("rgb(100%, 50%, 0%)", 1, 0.5, 0, 1);
}

TEST(PaintColour, AnythingElseIsNoColour) {
  for (const char* bad : {"", "#ff", "#fffff", "#ggg", "rgb(1, 2)", "rgba(0, 0, 0)", "notacolour",
                          "rgb(1, 2, 3, 4, 5)"}) {
    EXPECT_FALSE(parse_colour(bad)) << bad;
  }
}

}  // namespace
}  // namespace jt::creature
