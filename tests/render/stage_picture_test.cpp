// The kept stage pictures (render/src/stage_picture.h, docs/PERFORMANCE.md "The camera"): a camera
// that moves wants a new picture every frame; the oldest kept one nobody shows any more is drawn
// again for it, so a pan allocates no new picture frame after frame, and the pixels are the same
// as a fresh drawing's.
#include <gtest/gtest.h>

#include <memory>
#include <vector>

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

}  // namespace
}  // namespace jt::render
