// The exact area of a polygon over each pixel (render/src/coverage_raster.cpp): coverage worked
// out by hand for squares and triangles on the pixel grid, windings added (non-zero, even-odd),
// the clip, and a shape with a point that is no number drawing nothing.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <utility>
#include <vector>

#include "coverage_raster.h"

namespace jt::render {
namespace {

// Every pixel's coverage, from the spans.
struct CoverageMap {
  std::map<std::pair<int, int>, int> at;  // (x, y) -> 1..255
  int spans = 0;
  void operator()(int y, int x, int length, std::uint8_t coverage) {
    ++spans;
    for (int i = 0; i < length; ++i) {
      EXPECT_EQ(at.count({x + i, y}), 0u) << "pixel " << x + i << "," << y << " twice";
      at[{x + i, y}] = coverage;
    }
  }
  void ahead(int, int, int) {}
  int of(int x, int y) const {
    const auto it = at.find({x, y});
    return it == at.end() ? 0 : it->second;
  }
};

void add_ring(CoverageRaster& raster, const std::vector<std::pair<double, double>>& ring) {
  bool first = true;
  for (const auto& [x, y] : ring) {
    raster.add(x, y, first);
    first = false;
  }
}

CoverageMap raster_fill(CoverageRaster& raster, PixelBox clip = {0, 0, 100, 100},
                        bool even_odd = false) {
  CoverageMap map;
  raster.fill(clip, even_odd, map);
  return map;
}

TEST(CoverageRaster, ASquareOnTheGridCoversItsPixelsWholly) {
  CoverageRaster r;
  add_ring(r, {{1, 1}, {3, 1}, {3, 3}, {1, 3}});
  const CoverageMap m = raster_fill(r);
  EXPECT_EQ(m.at.size(), 4u);
  for (int y : {1, 2})
    for (int x : {1, 2})
      EXPECT_EQ(m.of(x, y), 255) << x << "," << y;
}

TEST(CoverageRaster, HalfPixelEdgesCoverHalvesAndQuarters) {
  // (0.5,0.5) to (2.5,2.5): corners a quarter (0.25 x 255 -> 64), edges a half (128), the middle
  // pixel whole.
  CoverageRaster r;
  add_ring(r, {{0.5, 0.5}, {2.5, 0.5}, {2.5, 2.5}, {0.5, 2.5}});
  const CoverageMap m = raster_fill(r);
  EXPECT_EQ(m.at.size(), 9u);
  EXPECT_EQ(m.of(0, 0), 64);
  EXPECT_EQ(m.of(2, 2), 64);
  EXPECT_EQ(m.of(1, 0), 128);
  EXPECT_EQ(m.of(0, 1), 128);
  EXPECT_EQ(m.of(1, 1), 255);
}

TEST(CoverageRaster, TheWindingDirectionDoesNotMatter) {
  CoverageRaster r;
  add_ring(r, {{1, 1}, {1, 3}, {3, 3}, {3, 1}});  // the other way round
  const CoverageMap m = raster_fill(r);
  EXPECT_EQ(m.of(1, 1), 255);
  EXPECT_EQ(m.of(2, 2), 255);
}

TEST(CoverageRaster, ADiagonalHalvesThePixelsItCrosses) {
  // The triangle (0,0), (4,0), (0,4): the hypotenuse x + y = 4 cuts pixels (0,3), (1,2), (2,1)
  // and (3,0) in half; the pixels below it are whole.
  CoverageRaster r;
  add_ring(r, {{0, 0}, {4, 0}, {0, 4}});
  const CoverageMap m = raster_fill(r);
  for (int x = 0; x < 4; ++x) {
    EXPECT_EQ(m.of(x, 3 - x), 128) << x;
    for (int y = 0; y < 3 - x; ++y)
      EXPECT_EQ(m.of(x, y), 255) << x << "," << y;
  }
  EXPECT_EQ(m.of(3, 3), 0);
  EXPECT_EQ(m.at.size(), 10u);  // 6 whole + 4 halves
}

TEST(CoverageRaster, OverlappingRingsNonZeroAndEvenOdd) {
  // A 4x4 square with a 2x2 square inside, both the same way round: non-zero fills the inner
  // square (winding 2), even-odd leaves it a hole.
  const std::vector<std::pair<double, double>> outer = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
  const std::vector<std::pair<double, double>> inner = {{1, 1}, {3, 1}, {3, 3}, {1, 3}};
  CoverageRaster r;
  add_ring(r, outer);
  add_ring(r, inner);
  const CoverageMap non_zero = raster_fill(r);
  EXPECT_EQ(non_zero.of(1, 1), 255);
  EXPECT_EQ(non_zero.of(0, 0), 255);
  const CoverageMap even_odd = raster_fill(r, {0, 0, 100, 100}, /*even_odd=*/true);
  EXPECT_EQ(even_odd.of(1, 1), 0);
  EXPECT_EQ(even_odd.of(2, 2), 0);
  EXPECT_EQ(even_odd.of(0, 0), 255);
  EXPECT_EQ(even_odd.at.size(), 12u);
}

TEST(CoverageRaster, TheClipHoldsThePixels) {
  CoverageRaster r;
  add_ring(r, {{-5, -5}, {5, -5}, {5, 5}, {-5, 5}});
  const CoverageMap m = raster_fill(r, {1, 2, 3, 4});
  EXPECT_EQ(m.at.size(), 4u);  // x 1..2, y 2..3
  EXPECT_EQ(m.of(1, 2), 255);
  EXPECT_EQ(m.of(2, 3), 255);
  EXPECT_EQ(m.of(0, 0), 0);
}

TEST(CoverageRaster, APointThatIsNoNumberDrawsNothing) {
  CoverageRaster r;
  add_ring(r, {{1, 1}, {3, 1}, {std::nan(""), 3}, {1, 3}});
  EXPECT_TRUE(raster_fill(r).at.empty());
  // Cleared, it draws again.
  r.clear();
  add_ring(r, {{1, 1}, {3, 1}, {3, 3}, {1, 3}});
  EXPECT_EQ(raster_fill(r).at.size(), 4u);
}

TEST(CoverageRaster, NothingAddedNothingDrawn) {
  CoverageRaster r;
  EXPECT_TRUE(raster_fill(r).at.empty());
}

TEST(CoverageRaster, ALongRowIsOneSpan) {
  // A 40 x 1 bar on the grid: one run of 40 wholly covered pixels.
  CoverageRaster r;
  add_ring(r, {{2, 5}, {42, 5}, {42, 6}, {2, 6}});
  const CoverageMap m = raster_fill(r);
  EXPECT_EQ(m.spans, 1);
  EXPECT_EQ(m.at.size(), 40u);
  EXPECT_EQ(m.of(41, 5), 255);
}

}  // namespace
}  // namespace jt::render
