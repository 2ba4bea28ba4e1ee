// Animal mouths that read at the default framing (issue 30, docs/SHAPES.md §2.1): drawn as tall
// as in a 320x180 render (108 px, h 0.6), a talking cat's mouth and a talking or laughing bird's
// beak show a patch of the mouth's dark inside, where the closed face shows none.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "jt/render/canvas.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

constexpr int kStill = 240;
constexpr double kDefault = 108;  // h 0.6 of a 320x180 frame

// Pixels of the mouth's inside (face_draw.cpp's 0.36, 0.09, 0.12: 92, 23, 31), within 16.
int inside_pixels(const Character& c, const std::string& view, double mouth,
                  const std::string& mood = "") {
  Canvas canvas(2 * kStill, kStill);
  canvas.plain_stage(0.95 * kStill);
  rt::Pose pose;
  pose.view = view;
  pose.mouth = mouth;
  if (!mood.empty()) pose.mood = mood;
  canvas.draw_character(c, pose, {.x = kStill, .feet_y = 0.95 * kStill, .height = kDefault});
  const auto px = canvas.pixels();
  int n = 0;
  for (std::size_t i = 0; i + 3 < px.size(); i += 4) {
    n +=
        std::abs(px[i + 2] - 92) < 16 && std::abs(px[i + 1] - 23) < 16 && std::abs(px[i] - 31) < 16;
  }
  return n;
}

TEST(RenderAnimalMouths, ATalkingBirdsBeakGapesAtTheDefaultFraming) {
  const Character bird = testing::template_character("bird");
  EXPECT_EQ(inside_pixels(bird, "front", 0), 0);
  // Open wide: the beak (16 x 14.5 px at this size) drops its lower half by its own height;
  // the gape between the halves is a patch of at least 40 px (the old beak's about a dozen).
  EXPECT_GE(inside_pixels(bird, "front", 1), 40);
  EXPECT_GE(inside_pixels(bird, "front", 0.5), 15) << "half open still shows";
  // A laugh opens it too, whatever the voice says (the old beak stayed shut).
  EXPECT_GE(inside_pixels(bird, "front", 0, "laugh"), 30);
}

TEST(RenderAnimalMouths, ATalkingCatsMouthOpensBelowItsMuzzle) {
  const Character cat = testing::template_character("cat");
  for (const char* view : {"side", "front"}) {
    SCOPED_TRACE(view);
    EXPECT_EQ(inside_pixels(cat, view, 0), 0);
    EXPECT_GE(inside_pixels(cat, view, 1), 12);
  }
}

}  // namespace
}  // namespace jt::render
