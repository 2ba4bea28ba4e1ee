// reserve_picture: storage kept when it is large enough (a picture drawn into it does not move),
// new storage of at least the size asked for when not. largest_shot_block, beside it: every shot
// block fits in it.
#include "picture_storage.h"

#include <gtest/gtest.h>

#include "stage_window.h"

namespace jt::render {
namespace {

TEST(PictureStorage, KeptWhenLargeEnough) {
  std::vector<std::uint32_t> pixels;
  reserve_picture(pixels, 1000);
  ASSERT_GE(pixels.capacity(), 1000u);
  EXPECT_TRUE(pixels.empty()) << "storage only: the caller fills it";
  pixels.assign(800, 7);
  const std::uint32_t* where = pixels.data();
  reserve_picture(pixels, 1000);
  EXPECT_EQ(pixels.data(), where);
  EXPECT_EQ(pixels.size(), 800u) << "kept storage keeps its contents";
  pixels.assign(1000, 1);  // a larger picture in the same storage: it does not move
  EXPECT_EQ(pixels.data(), where);
}

TEST(PictureStorage, GrowsWhenTooSmall) {
  std::vector<std::uint32_t> pixels(10, 3);
  // 1080p's largest shot block: large enough to be asked for in huge pages.
  const std::size_t words = std::size_t{4324} * 2434;
  reserve_picture(pixels, words);
  EXPECT_GE(pixels.capacity(), words);
  pixels.assign(words, 0xff00ff00u);
  EXPECT_EQ(pixels.front(), 0xff00ff00u);
  EXPECT_EQ(pixels.back(), 0xff00ff00u);
}

TEST(LargestShotBlock, TwoTilesEachWay) {
  // A tile is 9/8 of the frame a side (rounded down) and 2 pixels: 2162 x 1217 at 1080p.
  EXPECT_EQ(largest_shot_block(1920, 1080), std::size_t{2 * 2162} * (2 * 1217));
  EXPECT_EQ(largest_shot_block(0, 1080), 0u);
}

TEST(LargestShotBlock, HoldsEveryBlock) {
  for (const auto& [w, h] : {std::pair{1920, 1080}, {1280, 720}, {1080, 1920}, {640, 640}}) {
    const std::size_t largest = largest_shot_block(w, h);
    for (double scale = 1.0; scale <= 4.0; scale += 0.0625) {
      for (double fx = 0.0; fx <= 1.0; fx += 0.125) {
        for (double fy = 0.0; fy <= 1.0; fy += 0.25) {
          // A view of the stage scaled by `scale`, its window at (fx, fy) of the room it has.
          const double x0 = -fx * (scale - 1) * w, y0 = -fy * (scale - 1) * h;
          StageView view{.x0 = x0, .y0 = y0, .scale = scale};
          const auto block = shot_block(view, w, h);
          if (!block) continue;
          EXPECT_LE(static_cast<std::size_t>(block->width) * block->height, largest)
              << w << "x" << h << " at " << scale;
        }
      }
    }
  }
}

}  // namespace
}  // namespace jt::render
