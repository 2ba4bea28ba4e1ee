// The drawing order of a part's own pieces: a face's `z` places it among its part's children
// (docs/SHAPES.md §2), so a face can sit above a band drawn over its head, or under it.
#include <gtest/gtest.h>

#include <array>
#include <string>

#include "jt/json/parse.h"
#include "jt/render/canvas.h"

namespace jt::render {
namespace {

// A head with a blue band across its eyes (a child at z 1) and a face at `face_z`.
Character banded_head(int face_z) {
  const std::string text = R"({"legs": 2, "kind": "person", "height": 100, "footprint": 20,
    "tree": {"id": "head", "role": "head", "pos": {"x": 0, "y": -50}, "fill": "#f1c27d",
      "shape": {"type": "ellipse", "w": 60, "h": 60},
      "face": {"eyeX": 12, "eyeY": 0, "eyeR": 8, "mouthW": 20, "mouthH": 4, "mouthY": 15,
               "z": )" + std::to_string(face_z) + R"(},
      "children": [{"id": "band", "role": null, "pos": {"x": 0, "y": 0}, "z": 1,
                    "fill": "#3050c0", "shape": {"type": "rrect", "w": 50, "h": 14, "r": 2}}]}})";
  return *read_character(json::parse(text).value).character;
}

// The colour at the white of the left eye (left of its pupil): B, G, R of Cairo's ARGB32.
std::array<int, 3> eye_white_pixel(const Character& c) {
  Canvas canvas(200, 200);
  canvas.plain_stage(190);
  canvas.draw_character(c, rt::Pose{}, {.x = 100, .feet_y = 190, .height = 100});
  const auto px = canvas.pixels();
  const std::size_t at = (140u * 200u + 83u) * 4u;
  return {px[at], px[at + 1], px[at + 2]};
}

TEST(RenderPartOrder, AFacesZPlacesItAmongItsPartsChildren) {
  const auto under = eye_white_pixel(banded_head(0));
  EXPECT_GT(under[0], under[2] + 60) << "face z 0: the band (blue) covers the eye";
  const auto over = eye_white_pixel(banded_head(2));
  EXPECT_GT(over[0], 220);
  EXPECT_GT(over[1], 220);
  EXPECT_GT(over[2], 220) << "face z 2: the eye's white is drawn over the band";
}

}  // namespace
}  // namespace jt::render
