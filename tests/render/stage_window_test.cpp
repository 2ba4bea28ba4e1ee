// A window of a larger picture resampled onto a frame (render/src/stage_window.h): the expected
// values are the weights worked by hand on greys.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "stage_window.h"

namespace jt::render {
namespace {

constexpr std::uint32_t grey(std::uint32_t v) {
  return 0xff000000u | v << 16 | v << 8 | v;
}

std::vector<std::uint32_t> sampled(const std::vector<std::uint32_t>& row, double x0, double k,
                                   int out_width) {
  std::vector<std::uint32_t> out(static_cast<std::size_t>(out_width));
  sample_window({.pixels = row, .width = static_cast<int>(row.size()), .height = 1}, x0, 0, k, out,
                out_width, 1);
  return out;
}

TEST(StageWindow, AWholePixelOffsetIsACopy) {
  const std::vector<std::uint32_t> row = {grey(0), grey(100), grey(200), grey(40)};
  EXPECT_EQ(sampled(row, 0, 1, 4), row);
  // x0 = −1: the frame's pixel X shows the source's X + 1; the last takes the edge.
  EXPECT_EQ(sampled(row, -1, 1, 4),
            (std::vector<std::uint32_t>{grey(100), grey(200), grey(40), grey(40)}));
}

TEST(StageWindow, AHalfPixelOffsetAveragesNeighbours) {
  // Pixel X's centre X + 0.5 shows the source's X + 1, halfway between the centres of X and X + 1:
  // (a · 128 + b · 128) / 256, rounded down.
  const std::vector<std::uint32_t> row = {grey(0), grey(100), grey(201)};
  EXPECT_EQ(sampled(row, -0.5, 1, 3), (std::vector<std::uint32_t>{grey(50), grey(150), grey(201)}));
}

TEST(StageWindow, AFinerSourceIsSampledBetweenItsPixels) {
  // k = 1.25: the frame's pixel 0 shows the source's index point 0.125 (32 of 256 of pixel 1), and
  // pixel 1 the point 1.375 (96 of 256 of pixel 2): (100 · 224 + 200 · 32) / 256 = 112.5 and
  // (200 · 160 + 40 · 96) / 256 = 140.
  const std::vector<std::uint32_t> row = {grey(100), grey(200), grey(40)};
  EXPECT_EQ(sampled(row, 0, 1.25, 2), (std::vector<std::uint32_t>{grey(112), grey(140)}));
}

TEST(StageWindow, TwoSourcePixelsAFramePixelAverageTheirPair) {
  // k = 2: the frame's pixel X shows the source's point 2X + 0.5, between 2X and 2X + 1.
  const std::vector<std::uint32_t> row = {grey(10), grey(30), grey(200), grey(100)};
  EXPECT_EQ(sampled(row, 0, 2, 2), (std::vector<std::uint32_t>{grey(20), grey(150)}));
}

TEST(StageWindow, PremultipliedChannelsMixApart) {
  // Half-transparent red beside opaque blue, halfway: each channel (alpha too) is the mean.
  const std::vector<std::uint32_t> row = {0x80800000u, 0xff0000ffu};
  EXPECT_EQ(sampled(row, -0.5, 1, 1), (std::vector<std::uint32_t>{0xbf40007fu}));
}

TEST(StageWindow, ASourceRowMayBeWiderThanWhatIsRead) {
  // Two rows of 2 pixels, 3 words apart (the third word of each not the picture's): a quarter of
  // the way down, 3/4 of the top and 1/4 of the bottom: (0 · 192 + 200 · 64) / 256 = 50 and
  // (100 · 192 + 20 · 64) / 256 = 80.
  const std::vector<std::uint32_t> rows = {grey(0),   grey(100), grey(255),
                                           grey(200), grey(20),  grey(255)};
  std::vector<std::uint32_t> out(2);
  sample_window({.pixels = rows, .width = 2, .height = 2, .stride = 3}, 0, -0.25, 1, out, 2, 1);
  EXPECT_EQ(out, (std::vector<std::uint32_t>{grey(50), grey(80)}));
}

TEST(StageWindow, RowsMixLikeColumns) {
  // A 1x2 source, a quarter of the way down: 3/4 of the top and 1/4 of the bottom.
  const std::vector<std::uint32_t> column = {grey(0), grey(200)};
  std::vector<std::uint32_t> out(1);
  sample_window({.pixels = column, .width = 1, .height = 2}, 0, -0.25, 1, out, 1, 1);
  EXPECT_EQ(out[0], grey(50));
}

// shot_block for a 384x216 frame: a tile is 9/8 of it and 2 pixels, 434 x 245 (in whole pixels).
TEST(StageWindow, AViewUpToTwiceIsSampledFromTheWholeStage) {
  // Zoom 2, its window from (100, 50): the block is the whole zoomed stage, 768 x 432.
  const auto b = shot_block({.x0 = -100, .y0 = -50, .scale = 2}, 384, 216);
  ASSERT_TRUE(b);
  EXPECT_EQ(*b,
            (ShotBlock{.zoom = 2, .width = 768, .height = 432, .usable_w = 768, .usable_h = 432}));
  // Zoom 1.3 rounds up to 1.375: the stage is 528 x 297 there.
  const auto c = shot_block({.x0 = -10, .y0 = -20, .scale = 1.3}, 384, 216);
  ASSERT_TRUE(c);
  EXPECT_EQ(c->zoom, 1.375);
  EXPECT_EQ(c->width, 528);
  EXPECT_EQ(c->height, 297);
}

TEST(StageWindow, ACloseViewIsSampledFromTheBlockAroundIt) {
  // Zoom 3 centred at 0.75 of the stage's width: x0 = 192 − 0.75 · 384 · 3 = −672, so its window
  // starts at 672, in the second tile (434 to 868); the block runs from 434 to the stage's right
  // edge, 1152. Its top at 0.5 · 216 · 3 − 108 = 216, in the first tile row (0 to 245).
  const auto b = shot_block({.x0 = -672, .y0 = -216, .scale = 3}, 384, 216);
  ASSERT_TRUE(b);
  EXPECT_EQ(
      *b, (ShotBlock{
              .zoom = 3, .x = 434, .width = 718, .height = 490, .usable_w = 718, .usable_h = 490}));
}

TEST(StageWindow, SomeViewsAreDrawnDirectly) {
  EXPECT_FALSE(shot_block({}, 384, 216));  // the wide shot
  EXPECT_FALSE(
      shot_block({.x0 = -100, .scale = 2, .roll = 5, .turn_x = 192, .turn_y = 108}, 384, 216));
  EXPECT_FALSE(shot_block({.x0 = -100, .scale = 2, .stage_w = 384, .stage_h = 216}, 384, 216));
  EXPECT_FALSE(shot_block({.x0 = 10, .y0 = -10, .scale = 2}, 384, 216));  // beyond the stage's left
}

}  // namespace
}  // namespace jt::render
