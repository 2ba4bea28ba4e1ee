// Pictures of another shape than the stage's (docs/RENDER.md "Framing"): the stage's own pixels,
// the camera's part fitted by --fit, never stretched. Expected values worked by hand from the
// stage's 16:9 (spec §7.2) and the picture's shape.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "jt/render/cartoon_frame.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

rt::CharacterFrame figure(double x) {
  return testing::placed_character("A", x);
}

TEST(RenderFraming, TheStagesOwnSize) {
  EXPECT_EQ(stage_size(1920, 1080).width, 1920);
  EXPECT_EQ(stage_size(1920, 1080).height, 1080);
  EXPECT_EQ(stage_size(854, 480).width, 854);  // within 1 % of 16:9: the picture itself
  // Any other shape: 16:9 with the picture's shorter side as its height.
  for (const auto& [w, h] : {std::pair{1080, 1920}, std::pair{1080, 1080}, std::pair{1440, 1080}}) {
    EXPECT_DOUBLE_EQ(stage_size(w, h).width, 1920) << w << "x" << h;
    EXPECT_DOUBLE_EQ(stage_size(w, h).height, 1080) << w << "x" << h;
  }
  EXPECT_DOUBLE_EQ(stage_size(180, 320).width, 320);
  EXPECT_DOUBLE_EQ(stage_size(180, 320).height, 180);
}

TEST(RenderFraming, AStageShapedPictureIsTheCamerasWhateverTheFit) {
  rt::Frame frame;
  frame.characters = {figure(0.3)};
  frame.camera = {.x = 0.3, .y = 0.6, .w = 0.4};
  for (const Fit fit : {Fit::kFrame, Fit::kContain, Fit::kCover}) {
    EXPECT_EQ(frame_view(frame, 1920, 1080, fit), camera_view(frame.camera, 1920, 1080));
  }
  frame.camera = {};
  EXPECT_TRUE(frame_view(frame, 1920, 1080, Fit::kCover).whole());
}

TEST(RenderFraming, ContainAndCoverTheWholeStage) {
  rt::Frame frame;  // the wide shot; the stage 1920x1080 in its own pixels
  // Vertical 1080x1920, contain: as wide as the picture, scale 1080/1920, centred down it.
  StageView v = frame_view(frame, 1080, 1920, Fit::kContain);
  EXPECT_DOUBLE_EQ(v.scale, 0.5625);
  EXPECT_DOUBLE_EQ(v.x0, 0);
  EXPECT_DOUBLE_EQ(v.y0, (1920 - 1080 * 0.5625) / 2);  // 656.25 of sky above, as much ground below
  EXPECT_EQ(v.stage_w, 1920);
  EXPECT_EQ(v.stage_h, 1080);
  // Cover: as tall as the picture, scale 1920/1080, cropped evenly left and right.
  v = frame_view(frame, 1080, 1920, Fit::kCover);
  EXPECT_DOUBLE_EQ(v.scale, 1920.0 / 1080);
  EXPECT_DOUBLE_EQ(v.y0, 0);
  EXPECT_NEAR(v.x0, -(1920 * 1920.0 / 1080 - 1080) / 2, 1e-9);
  // Square 1080x1080, cover: scale 1, 420 px cut each side.
  v = frame_view(frame, 1080, 1080, Fit::kCover);
  EXPECT_DOUBLE_EQ(v.scale, 1);
  EXPECT_DOUBLE_EQ(v.x0, -420);
  EXPECT_DOUBLE_EQ(v.y0, 0);
}

TEST(RenderFraming, AVerticalWideShotHoldsTheSpeakers) {
  // Two characters at x 0.3 and 0.7 (576 and 1344 stage px), h 0.5 (540 px): their heads reach
  // 0.35 × 540 = 189 px either side, 387 to 1533; with 5 % of room either side the picture is
  // 1146 / 0.9 = 1273.33 px of the stage wide, 1273.33 × 16/9 = 2263.70 tall.
  rt::Frame frame;
  frame.characters = {figure(0.3), figure(0.7)};
  const StageView v = frame_view(frame, 1080, 1920);
  const double width = 1146 / 0.9;
  EXPECT_NEAR(v.scale, 1080 / width, 1e-12);
  // The heads' edges are 5 % of the picture's width (54 px) from its sides.
  EXPECT_NEAR(v.x0 + v.scale * 387, 54, 1e-9);
  EXPECT_NEAR(v.x0 + v.scale * 1533, 1080 - 54, 1e-9);
  // Taller than the stage: a third of the extra above it, two thirds below.
  const double top = v.y0, below = 1920 - (v.y0 + v.scale * 1080);
  EXPECT_NEAR(below, 2 * top, 1e-9);
  EXPECT_NEAR(top, (1920 - 1080 * v.scale) / 3, 1e-9);
}

TEST(RenderFraming, AVerticalCloseUpFitsTheHeadAcross) {
  // The camera's part: centre (0.35, 0.5) of the stage, 0.3 of it: 576 x 324 px about (672, 540).
  // The character at 576 px, its face at (0.92 - 0.78 × 0.5) × 1080 = 572.4, in it; its head 387
  // to 765: 378 / 0.9 = 420 px wide, more than the part's 324 × 9/16; centred on it but kept in
  // the part (its left at 672 - 288 = 384): centre 594. 420 × 16/9 = 746.67 tall, from the
  // medium shot's top (1.3 heights above the feet: 993.6 - 702 = 291.6, above the part's top at
  // 378) down to 1038.27, inside the stage: centre 291.6 + 373.33 = 664.93.
  rt::Frame frame;
  frame.characters = {figure(0.3), figure(0.8)};  // B's face is outside the part: not framed
  frame.camera = {.x = 0.35, .y = 0.5, .w = 0.3};
  const StageView v = frame_view(frame, 1080, 1920);
  EXPECT_NEAR(v.scale, 1080 / 420.0, 1e-12);
  EXPECT_NEAR(v.x0 + v.scale * 594, 540, 1e-9);
  EXPECT_NEAR(v.y0 + v.scale * (291.6 + 420 * 16.0 / 9 / 2), 960, 1e-9);  // the centre, 664.93
  EXPECT_NEAR(v.y0 + v.scale * 291.6, 0, 1e-9);  // the medium shot's top is the picture's
}

TEST(RenderFraming, ASquareWideShotIsAsTallAsTheStage) {
  // 1080x1080 of a 1920x1080 stage: 1080 px wide at least; the two heads span 1146 / 0.9 =
  // 1273.33, so it is that wide and tall, a third of the extra 193.33 above the stage.
  rt::Frame frame;
  frame.characters = {figure(0.3), figure(0.7)};
  const StageView v = frame_view(frame, 1080, 1080);
  EXPECT_NEAR(v.scale, 1080 / (1146 / 0.9), 1e-12);
  EXPECT_NEAR(v.y0, (1080 - 1080 * v.scale) / 3, 1e-9);
  // One character alone at the middle: the picture is the stage's height, 1080 px of it.
  frame.characters = {figure(0.5)};
  const StageView one = frame_view(frame, 1080, 1080);
  EXPECT_DOUBLE_EQ(one.scale, 1);
  EXPECT_DOUBLE_EQ(one.x0, -420);
  EXPECT_DOUBLE_EQ(one.y0, 0);
}

// The extent of the dark pixels of a picture: a circle drawn on a white stage.
struct Extent {
  int x0 = 1 << 30, y0 = 1 << 30, x1 = -1, y1 = -1;
};

Extent dark_extent(Canvas& canvas) {
  const auto px = canvas.pixels();
  Extent e;
  for (int y = 0; y < canvas.height(); ++y) {
    for (int x = 0; x < canvas.width(); ++x) {
      const std::size_t i = (static_cast<std::size_t>(y) * canvas.width() + x) * 4;
      if (px[i] < 128 && px[i + 1] < 128 && px[i + 2] < 128) {
        e.x0 = std::min(e.x0, x);
        e.x1 = std::max(e.x1, x);
        e.y0 = std::min(e.y0, y);
        e.y1 = std::max(e.y1, y);
      }
    }
  }
  return e;
}

TEST(RenderFraming, ACircleStaysACircleAtEverySize) {
  Background stage;
  stage.sky_top = stage.sky_bottom = stage.ground_top = stage.ground_bottom = 0xffffff;
  StageShape circle;
  circle.type = StageShape::Type::kEllipse;
  circle.x = 0.5;
  circle.y = 0.5;
  circle.w = circle.h = 0.3;
  circle.fill = 0x000000;
  stage.shapes = {circle};
  const CastDrawings cast;
  for (const auto& [w, h] : {std::pair{320, 180}, std::pair{180, 320}, std::pair{180, 180},
                             std::pair{240, 180}, std::pair{320, 120}}) {
    for (const Fit fit : {Fit::kFrame, Fit::kContain, Fit::kCover}) {
      Canvas canvas(w, h);
      rt::Frame frame;
      draw_cartoon_frame(canvas, frame, &stage, cast, CaptionStyle::kBox, fit);
      const Extent e = dark_extent(canvas);
      ASSERT_GE(e.x1, e.x0) << w << "x" << h << " " << fit_name(fit);
      const int across = e.x1 - e.x0 + 1, down = e.y1 - e.y0 + 1;
      EXPECT_LE(std::abs(across - down), 1)
          << w << "x" << h << " " << fit_name(fit) << ": " << across << " x " << down;
      // And it is in the middle of the picture, the stage's centre.
      EXPECT_LE(std::abs(e.x0 + e.x1 - (w - 1)), 2) << w << "x" << h << " " << fit_name(fit);
    }
  }
}

TEST(RenderFraming, BeyondTheStageIsTheStageExtended) {
  // Contain on a vertical picture: above the stage the sky's top colour, below the ground's
  // bottom colour; never black.
  const Background stage{.sky_top = 0x102030,
                         .sky_bottom = 0x405060,
                         .ground_top = 0x708090,
                         .ground_bottom = 0xa0b0c0,
                         .horizon = 0.7};
  Canvas canvas(90, 160);
  draw_cartoon_frame(canvas, rt::Frame{}, &stage, CastDrawings{}, CaptionStyle::kBox,
                     Fit::kContain);
  const auto px = canvas.pixels();
  const auto rgb = [&](int x, int y) {
    const std::size_t i = (static_cast<std::size_t>(y) * 90 + x) * 4;  // BGRA in memory
    return (std::uint32_t{px[i + 2]} << 16) | (std::uint32_t{px[i + 1]} << 8) | px[i];
  };
  EXPECT_EQ(rgb(45, 5), 0x102030u);
  EXPECT_EQ(rgb(0, 0), 0x102030u);
  EXPECT_EQ(rgb(45, 155), 0xa0b0c0u);
  EXPECT_EQ(rgb(89, 159), 0xa0b0c0u);
}

}  // namespace
}  // namespace jt::render
