// A cartoon frame seen through its camera (docs/CAMERA.md): the whole stage drawn larger, as
// vectors; a close-up filled by its character; a pan moving the background; no stage edge shown.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <numbers>
#include <vector>

#include "jt/json/parse.h"
#include "jt/render/cartoon_frame.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

constexpr int kCameraW = 320, kCameraH = 180;

std::vector<std::uint8_t> camera_pixels(const rt::Frame& frame, const CastDrawings& cast,
                                        const Background* background) {
  Canvas canvas(kCameraW, kCameraH);
  draw_cartoon_frame(canvas, frame, background, cast);
  const auto px = canvas.pixels();
  return {px.begin(), px.end()};
}

rt::Frame kid_frame(double x) {
  rt::Frame frame;
  frame.characters = {testing::placed_character("A", x)};
  return frame;
}

// The picture's rows with anything drawn in them.
int rows_drawn(const std::vector<std::uint8_t>& px) {
  int rows = 0;
  for (int y = 0; y < kCameraH; ++y) {
    for (int x = 0; x < kCameraW; ++x) {
      if (px[(static_cast<std::size_t>(y) * kCameraW + x) * 4 + 3] > 0) {
        ++rows;
        break;
      }
    }
  }
  return rows;
}

TEST(RenderCamera, TheWideShotIsTheWholeStageAsBefore) {
  EXPECT_TRUE(camera_view(rt::Camera{}, 1920, 1080).whole());
  const StageView v = camera_view({.x = 0.25, .y = 0.75, .w = 0.5}, 1920, 1080);
  EXPECT_DOUBLE_EQ(v.scale, 2);
  // The camera's centre is the picture's: 0.25 of the width, 0.75 of the height, at 960, 540.
  EXPECT_DOUBLE_EQ(v.x0 + v.scale * 0.25 * 1920, 960);
  EXPECT_DOUBLE_EQ(v.y0 + v.scale * 0.75 * 1080, 540);
}

TEST(RenderCamera, ACloseUpIsFilledByItsCharacter) {
  CastDrawings cast;
  cast["A"].character = testing::template_character("kid");
  rt::Frame frame = kid_frame(0.4);
  const rt::Figure figure{.x = 0.4, .feet = 0.92, .h = 0.5};
  frame.camera = rt::frame_shot({&figure, 1}, rt::ShotSize::kClose, 16.0 / 9);
  // No stage: the character alone is opaque.
  const int rows = rows_drawn(camera_pixels(frame, cast, nullptr));
  const int wide_rows = rows_drawn(camera_pixels(kid_frame(0.4), cast, nullptr));
  EXPECT_GT(rows, kCameraH * 3 / 4);  // the character covers most of the frame's height
  EXPECT_LT(wide_rows, kCameraH * 6 / 10);
}

TEST(RenderCamera, APanMovesTheBackground) {
  const Background park = testing::shipped_background("park");
  const CastDrawings cast;
  rt::Frame left = kid_frame(0.4), right = kid_frame(0.4);
  left.characters.clear();
  right.characters.clear();
  left.camera = {.x = 0.4, .y = 0.5, .w = 0.5};
  right.camera = {.x = 0.5, .y = 0.5, .w = 0.5};
  const auto a = camera_pixels(left, cast, &park), b = camera_pixels(right, cast, &park);
  EXPECT_NE(a, b);
  // 0.1 of the stage at twice its size is 64 px: b's column x is a's column x + 64.
  int same = 0, count = 0;
  for (int y = 0; y < kCameraH; ++y) {
    for (int x = 0; x + 64 < kCameraW; ++x) {
      const std::size_t i = (static_cast<std::size_t>(y) * kCameraW + x) * 4;
      const std::size_t j = (static_cast<std::size_t>(y) * kCameraW + x + 64) * 4;
      bool close = true;
      for (int c = 0; c < 4; ++c)
        close &= std::abs(int{b[i + c]} - int{a[j + c]}) <= 2;
      same += close;
      ++count;
    }
  }
  EXPECT_GT(same, count * 99 / 100);
}

TEST(RenderCamera, NoZoomShowsTheStagesEdge) {
  const Background park = testing::shipped_background("park");
  const CastDrawings cast;
  for (const rt::Camera camera : {rt::Camera{0, 0, 1 / 12.0}, rt::Camera{1, 1, 1 / 12.0},
                                  rt::Camera{0, 1, 0.3}, rt::Camera{1, 0, 0.7}}) {
    rt::Frame frame;
    frame.camera = camera;
    const auto px = camera_pixels(frame, cast, &park);
    for (std::size_t i = 3; i < px.size(); i += 4)
      ASSERT_EQ(px[i], 255) << i;
  }
}

TEST(RenderCamera, ARolledCameraNeverShowsTheStagesEdge) {
  const Background park = testing::shipped_background("park");
  const CastDrawings cast;
  for (const rt::Camera camera :
       {rt::Camera{.roll = 15}, rt::Camera{.x = 0, .y = 0, .w = 0.3, .roll = -15},
        rt::Camera{.x = 1, .y = 1, .w = 1 / 12.0, .roll = 15},
        rt::Camera{.x = 1, .y = 0, .w = 0.7, .roll = 10}}) {
    rt::Frame frame;
    frame.camera = camera;
    const auto px = camera_pixels(frame, cast, &park);
    for (std::size_t i = 3; i < px.size(); i += 4)
      ASSERT_EQ(px[i], 255) << i << " roll " << camera.roll;
  }
}

// The middle column of what is drawn in the picture's rows y0 .. y1.
double drawn_centre(const std::vector<std::uint8_t>& px, int y0, int y1) {
  double sum = 0;
  int count = 0;
  for (int y = y0; y < y1; ++y) {
    for (int x = 0; x < kCameraW; ++x) {
      if (px[(static_cast<std::size_t>(y) * kCameraW + x) * 4 + 3] > 128) sum += x, ++count;
    }
  }
  return count > 0 ? sum / count : -1;
}

TEST(RenderCamera, ARollTurnsTheStageCounterClockwise) {
  // A point right of the picture's centre goes up, one above it goes left; and back.
  const StageView v = camera_view({.roll = 10}, 1920, 1080);
  double x = v.turn_x + 100, y = v.turn_y;
  const double x0 = (x - v.x0) / v.scale, y0 = (y - v.y0) / v.scale;
  x = x0, y = y0;
  v.map(x, y);
  EXPECT_NEAR(x, v.turn_x + 100 * std::cos(10 * std::numbers::pi / 180), 1e-9);
  EXPECT_NEAR(y, v.turn_y - 100 * std::sin(10 * std::numbers::pi / 180), 1e-9);
  v.unmap(x, y);
  EXPECT_NEAR(x, x0, 1e-9);
  EXPECT_NEAR(y, y0, 1e-9);
  // A kid standing in the middle of a rolled wide shot leans the same way: her head left of her
  // feet at +10 degrees, right of them at -10.
  CastDrawings cast;
  cast["A"].character = testing::template_character("kid");
  for (const double roll : {10.0, -10.0}) {
    rt::Frame frame = kid_frame(0.5);
    frame.camera.roll = roll;
    const auto px = camera_pixels(frame, cast, nullptr);
    int top = 0, bottom = kCameraH;
    while (top < kCameraH && drawn_centre(px, top, top + 1) < 0)
      ++top;
    while (bottom > 0 && drawn_centre(px, bottom - 1, bottom) < 0)
      --bottom;
    ASSERT_LT(top + 20, bottom);
    const double head = drawn_centre(px, top, top + 10),
                 feet = drawn_centre(px, bottom - 10, bottom);
    if (roll > 0) {
      EXPECT_LT(head, feet - 3);
    } else {
      EXPECT_GT(head, feet + 3);
    }
  }
}

}  // namespace
}  // namespace jt::render
