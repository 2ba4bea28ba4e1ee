// The kept stage pictures (render/src/stage_picture.h, docs/PERFORMANCE.md "The camera"): a camera
// that moves wants a new picture every frame; the oldest kept one nobody shows any more is drawn
// again for it, so a pan allocates no new picture frame after frame, and the pixels are the same
// as a fresh drawing's.
#include <gtest/gtest.h>

#include <cairo.h>
#include <algorithm>
#include <cstdlib>
#include <memory>
#include <span>
#include <vector>

#include "jt/render/cartoon_frame.h"
#include "render_fixtures.h"
#include "stage_picture.h"

namespace jt::render {
namespace {

constexpr int kPictureW = 64, kPictureH = 36;

StageSpec panned(const Background& park, double x0) {
  return {.kind = StageSpec::Kind::kBackground,
          .background = &park,
          .view = {.x0 = x0, .y0 = -10, .scale = 2}};
}

TEST(StagePicture, AMovingCameraDrawsIntoPicturesNobodyShows) {
  const Background park;
  // Not held by the test: only the kept list has it.
  const std::weak_ptr<const StagePicture> first =
      stage_picture(panned(park, -1), kPictureW, kPictureH);
  ASSERT_FALSE(first.expired());
  // Twenty frames of a pan later the first picture's storage is still in use: it was drawn
  // again for a newer frame instead of freed and a new one made.
  for (int i = 0; i < 20; ++i)
    stage_picture(panned(park, -2 - i), kPictureW, kPictureH);
  EXPECT_FALSE(first.expired());
}

TEST(StagePicture, APictureHeldByACanvasIsNeverDrawnOver) {
  const Background park;
  const std::shared_ptr<const StagePicture> held =
      stage_picture(panned(park, -3.5), kPictureW, kPictureH);
  const std::vector<std::uint32_t> before = held->pixels;
  for (int i = 0; i < 20; ++i)
    stage_picture(panned(park, -40 - i), kPictureW, kPictureH);
  EXPECT_EQ(held->pixels, before);
  // A redrawn picture is the same pixels as one drawn fresh: ask for the held view again after
  // it left the list (the kept one is found, or drawn again into recycled storage).
  const std::shared_ptr<const StagePicture> again =
      stage_picture(panned(park, -3.5), kPictureW, kPictureH);
  EXPECT_EQ(again->pixels, before);
}

// A moving camera's stage is sampled from the shot's picture (docs/RENDER.md "A moving camera's
// stage"), compared here with the view drawn directly. Both show the same vectors, the sampled one
// through a bilinear filter that moves an edge by less than a pixel and mixes only neighbouring
// values, so a pixel's channel lies within the direct picture's values over the pixel and its 8
// neighbours, give or take 3 levels (the 8-bit weights' rounding) and a fifteenth of that range
// (Cairo covers a pixel in 15 sub-rows, so the same edge at another sub-pixel phase covers up to a
// fifteenth of its step more or less). Two things may go past that, on few pixels: a line thinner
// than a pixel, drawn a little larger at the shot's zoom (up to 1/8 more) and point-sampled, can
// keep its full coverage where the direct drawing spreads it over two pixels; so up to 0.2 % of the
// pixels may lie outside, by at most 16 levels (a sixteenth of the scale, a step no one sees on a
// thin line). On the flat parts (most of a set) the two agree within the rounding: the mean
// difference is under 2 levels.
constexpr int kFrameW = 384, kFrameH = 216;

std::vector<std::uint32_t> drawn_directly(const Background& set, const StageView& view, Grade grade,
                                          int w = kFrameW, int h = kFrameH) {
  std::vector<std::uint32_t> pixels(static_cast<std::size_t>(w) * h, 0);
  cairo_surface_t* surface = cairo_image_surface_create_for_data(
      reinterpret_cast<unsigned char*>(pixels.data()), CAIRO_FORMAT_ARGB32, w, h, w * 4);
  cairo_t* cr = cairo_create(surface);
  cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD);
  transform_to_view(cr, view);
  draw_background(cr, set, w, h);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  cairo_surface_destroy(surface);
  apply_grade(grade, std::span(reinterpret_cast<std::uint8_t*>(pixels.data()), pixels.size() * 4),
              w, h, w * 4);
  return pixels;
}

// How many pixels lie outside the direct picture's neighbourhood (by more than 3 levels), and the
// mean difference in levels over every channel.
struct Apart {
  int outside = 0;  // pixels outside the neighbourhood's range
  int most = 0;     // the most any channel lies outside it, in levels
  double mean = 0;
};

Apart apart(const std::vector<std::uint32_t>& sampled, const std::vector<std::uint32_t>& direct,
            int w = kFrameW, int h = kFrameH) {
  Apart a;
  double sum = 0;
  const auto channel = [](std::uint32_t p, int c) { return static_cast<int>(p >> (8 * c) & 255); };
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const std::uint32_t p = sampled[static_cast<std::size_t>(y * w + x)];
      bool inside = true;
      for (int c = 0; c < 4; ++c) {
        int lo = 255, hi = 0;
        for (int dy = -1; dy <= 1; ++dy) {
          for (int dx = -1; dx <= 1; ++dx) {
            const int nx = std::clamp(x + dx, 0, w - 1), ny = std::clamp(y + dy, 0, h - 1);
            const int v = channel(direct[static_cast<std::size_t>(ny * w + nx)], c);
            lo = std::min(lo, v), hi = std::max(hi, v);
          }
        }
        const int v = channel(p, c);
        const int slack = 3 + (hi - lo) / 15;
        if (v < lo - slack || v > hi + slack) inside = false;
        a.most = std::max({a.most, lo - v, v - hi});
        sum += std::abs(v - channel(direct[static_cast<std::size_t>(y * w + x)], c));
      }
      if (!inside) ++a.outside;
    }
  }
  a.mean = sum / (4.0 * w * h);
  return a;
}

StageSpec through(const Background& set, const StageView& view, Grade grade = Grade::kNormal) {
  return {.kind = StageSpec::Kind::kBackground, .background = &set, .grade = grade, .view = view};
}

void expect_sampled_like_drawn(const Background& set, const StageView& view, int w = kFrameW,
                               int h = kFrameH) {
  const auto sampled = stage_picture(through(set, view), w, h);
  const Apart a = apart(sampled->pixels, drawn_directly(set, view, Grade::kNormal, w, h), w, h);
  EXPECT_LE(a.outside, w * h / 500);
  EXPECT_LE(a.most, 16);
  EXPECT_LT(a.mean, 2.0);
}

// The view of a camera `w` of the stage wide centred at (x, y).
StageView camera(double x, double y, double w, int width = kFrameW, int height = kFrameH) {
  return camera_view({.x = x, .y = y, .w = w}, width, height);
}

TEST(StagePicture, APansMiddleFrameIsTheViewDrawnDirectly) {
  const Background park = testing::shipped_background("park");
  // tests/bench/camera/pan.json's pan: zoom 2 from x 0.25 to 0.75 at y 0.6; its middle, between
  // two whole pixels of the shot's picture.
  const StageView view = camera(0.5013, 0.6, 0.5);
  ASSERT_EQ(view.scale, 2);
  expect_sampled_like_drawn(park, view);
}

TEST(StagePicture, AZoomedFrameBetweenTheShotsZoomsIsTheViewDrawnDirectly) {
  const Background park = testing::shipped_background("park");
  // Zoom 1.3: sampled from the picture at 1.375 (11/8), 1.06 of its pixels a frame's pixel.
  const StageView view = camera(0.43, 0.55, 1 / 1.3);
  expect_sampled_like_drawn(park, view);
}

TEST(StagePicture, AZoomedStageOfNoWholeWidthIsSampledRowByRow) {
  // 386 pixels at zoom 1.625 (13/8) are 627.25: the shot's picture is 628 wide, its last column
  // only partly the stage's, and never read.
  const Background park = testing::shipped_background("park");
  const StageView view = camera(0.45, 0.57, 1 / 1.6, 386, 218);
  expect_sampled_like_drawn(park, view, 386, 218);
}

TEST(StagePicture, AGradedFramesStageIsItsSampledStageGraded) {
  // The shot's picture is drawn ungraded and the frame's grade goes over the sampled view, as
  // over a view drawn directly (night lifts the darks, so it is checked on the ungraded stage).
  const Background park = testing::shipped_background("park");
  const StageView view = camera(0.43, 0.55, 1 / 1.3);
  for (const Grade grade : {Grade::kNight, Grade::kBloom, Grade::kWarm}) {
    std::vector<std::uint32_t> expected =
        stage_picture(through(park, view), kFrameW, kFrameH)->pixels;
    apply_grade(grade,
                std::span(reinterpret_cast<std::uint8_t*>(expected.data()), expected.size() * 4),
                kFrameW, kFrameH, kFrameW * 4);
    EXPECT_EQ(stage_picture(through(park, view, grade), kFrameW, kFrameH)->pixels, expected);
  }
}

TEST(StagePicture, AFramesStageIsTheSameWhateverWasDrawnBefore) {
  const Background park = testing::shipped_background("park");
  const StageView middle = camera(0.5013, 0.6, 0.5);
  // As a lane that drew the pan from its start draws it.
  for (int i = 0; i < 12; ++i)
    stage_picture(through(park, camera(0.25 + 0.02 * i, 0.6, 0.5)), kFrameW, kFrameH);
  const std::vector<std::uint32_t> after_the_pan =
      stage_picture(through(park, middle), kFrameW, kFrameH)->pixels;
  // Every kept picture and shot picture pushed out by other sets and zooms, so the middle frame
  // is made afresh, as by a lane that starts there.
  const Background street = testing::shipped_background("street");
  for (int i = 0; i < 12; ++i)
    stage_picture(through(street, camera(0.4 + 0.01 * i, 0.5, 1 / (1.1 + 0.125 * (i % 6)))),
                  kFrameW, kFrameH);
  EXPECT_EQ(stage_picture(through(park, middle), kFrameW, kFrameH)->pixels, after_the_pan);
}

TEST(StagePicture, ACloseUpFollowingItsCharacterIsTheViewDrawnDirectly) {
  const Background park = testing::shipped_background("park");
  // An automatic close shot (zoom about 3) on a character at the stage's right: its block starts
  // a tile in.
  const StageView view = camera(0.71, 0.62, 0.33);
  expect_sampled_like_drawn(park, view);
}

TEST(StagePicture, ARolledViewIsDrawnDirectly) {
  const Background park = testing::shipped_background("park");
  StageView view = camera(0.5, 0.6, 0.5);
  view.roll = 4;
  EXPECT_EQ(stage_picture(through(park, view), kFrameW, kFrameH)->pixels,
            drawn_directly(park, view, Grade::kNormal));
}

}  // namespace
}  // namespace jt::render
