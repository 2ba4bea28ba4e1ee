// Night lights the figures apart from the set (docs/STAGE.md "Grades", ART.md): the set goes dark
// and blue, a face only a little, so it stays readable. Measured on a kid's head drawn over the
// park at night: the lumas of its pixels, against the whole picture graded alike (how night
// was drawn before).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "jt/json/parse.h"
#include "jt/render/canvas.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

constexpr int kNightW = 480, kNightH = 270;

struct Lumas {
  double low = 0, median = 0, high = 0;  // the 10th, 50th and 90th percentiles
};

enum class Light { kDay, kNightApart, kNightAlike };

// The kid's head's pixels by day, at night with its set and figures lit apart, or at night with
// the whole picture drawn by day and graded at once.
Lumas head_lumas(Light light) {
  const bool apart = light == Light::kNightApart;
  const Background set = testing::shipped_background("park");
  const Character kid = testing::template_character("kid");
  Canvas canvas(kNightW, kNightH);
  canvas.background(set, apart ? Grade::kNight : Grade::kNormal);
  std::vector<DrawnBox> boxes;
  canvas.draw_character(kid, {}, {.x = 240, .feet_y = 250, .height = 220}, {.boxes = &boxes});
  if (light != Light::kDay) canvas.grade(Grade::kNight);
  const auto px = canvas.pixels();
  const auto head = std::ranges::find(boxes, std::string("head"), &DrawnBox::id);
  EXPECT_NE(head, boxes.end());
  std::vector<double> lumas;
  // The face: the middle of the head's box (its outline and hair left out).
  const double w = head->x1 - head->x0, h = head->y1 - head->y0;
  for (int y = static_cast<int>(head->y0 + 0.35 * h); y < static_cast<int>(head->y1 - 0.15 * h);
       ++y) {
    for (int x = static_cast<int>(head->x0 + 0.2 * w); x < static_cast<int>(head->x1 - 0.2 * w);
         ++x) {
      const std::uint8_t* p = &px[(static_cast<std::size_t>(y) * kNightW + x) * 4];
      lumas.push_back(0.299 * p[2] + 0.587 * p[1] + 0.114 * p[0]);
    }
  }
  std::ranges::sort(lumas);
  const auto at = [&](double q) {
    return lumas[static_cast<std::size_t>(q * static_cast<double>(lumas.size() - 1))];
  };
  return {at(0.1), at(0.5), at(0.9)};
}

TEST(NightFigures, AFaceStaysReadableAtNight) {
  const Lumas day = head_lumas(Light::kDay), lit = head_lumas(Light::kNightApart),
              alike = head_lumas(Light::kNightAlike);
  // The skin (most of the face) stays a light colour, well above the night's ground (luma 40
  // and below), and the eyes and mouth stand out of it: 90 levels between the face's darkest
  // tenth and its lightest. Graded with the set it was a dim 65 with 45 levels of contrast.
  EXPECT_GE(lit.median, 110);
  EXPECT_GE(lit.high - lit.low, 90);
  EXPECT_GT(lit.median, alike.median + 40);
  // But it is night on the face too: darker than by day.
  EXPECT_LT(lit.median, day.median - 30);
}

}  // namespace
}  // namespace jt::render
