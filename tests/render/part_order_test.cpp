// The drawing order of a part's own pieces: a face's `z` places it among its part's children
// (docs/SHAPES.md §2), so a face can sit above a band drawn over its head, or under it; a limb's
// segments are one shape, with no outline across a joint (§4 "Seamless joints").
#include <gtest/gtest.h>

#include <algorithm>
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
               "z": )" + std::to_string(face_z) +
                           R"(},
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
  // The head settles onto the floor (docs/SHAPES.md §3.9): its centre 30 px above it, at y 160.
  const std::size_t at = (160u * 200u + 83u) * 4u;
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

// A light body with a blue two-segment arm hanging in front of it: the arm from (100, 130) to
// (100, 160) and the forearm from its joint at (100, 154) down, both in pixels at 1 unit a pixel.
Character body_with_arm() {
  const std::string text = R"({"legs": 2, "kind": "person", "height": 100, "footprint": 20,
    "tree": {"id": "body", "role": "torso", "pos": {"x": 0, "y": -50}, "fill": "#f0e0a0",
      "shape": {"type": "ellipse", "w": 60, "h": 60},
      "children": [{"id": "arm", "role": "arm", "side": 1, "pos": {"x": 0, "y": -10}, "z": 1,
        "fill": "#3050c0", "shape": {"type": "capsule", "w": 16, "h": 30, "oy": 15},
        "children": [{"id": "forearm", "role": "forearm", "side": 1, "pos": {"x": 0, "y": 24},
          "fill": "#3050c0", "shape": {"type": "capsule", "w": 14, "h": 30, "oy": 15}}]}]}})";
  return *read_character(json::parse(text).value).character;
}

// B + G + R of the darkest pixel of row `y` from x0 to x1 of a 200x200 still of `c`.
int darkest(const Character& c, int y, int x0, int x1) {
  Canvas canvas(200, 200);
  canvas.plain_stage(190);
  canvas.draw_character(c, rt::Pose{}, {.x = 100, .feet_y = 190, .height = 100});
  const auto px = canvas.pixels();
  int least = 3 * 255;
  for (int x = x0; x <= x1; ++x) {
    const std::size_t at = (static_cast<std::size_t>(y) * 200u + static_cast<std::size_t>(x)) * 4u;
    least = std::min(least, px[at] + px[at + 1] + px[at + 2]);
  }
  return least;
}

TEST(RenderPartOrder, ALimbsJointShowsNoOutlineButItsSilhouetteDoes) {
  const Character c = body_with_arm();
  const int fill = 0x30 + 0x50 + 0xc0;
  // Down the middle across the elbow (the forearm's round top, inside the arm): the arm's fill.
  for (int y = 150; y <= 158; ++y)
    EXPECT_NEAR(darkest(c, y, 100, 100), fill, 12) << y;
  // The arm's side over the body: still outlined, much darker than the fill.
  EXPECT_LT(darkest(c, 140, 86, 95), fill - 80);
}

}  // namespace
}  // namespace jt::render
