// A walk seen head on (docs/SHAPES.md §3.10): the legs swing toward and away from the viewer, so
// a foot lifts and comes forward, growing as it nears, instead of the feet scissoring sideways
// across the screen. Measured on the boxes the feet paint (DrawOptions::boxes) over one cycle of
// the shipped walk, the walk's travel left out so only the legs move the feet.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "jt/render/canvas.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::pose_of;
using testing::shipped_moves;
using testing::template_character;

constexpr double kCharacterHeight = 300;  // the character's height in canvas px

struct Feet {
  DrawnBox left, right;
};

Feet feet_of(const Character& c, const rt::Pose& pose) {
  Canvas canvas(32, 32);
  std::vector<DrawnBox> boxes;
  canvas.draw_character(c, pose, {.x = 200, .feet_y = 400, .height = kCharacterHeight},
                        {.boxes = &boxes});
  Feet feet;
  for (const DrawnBox& b : boxes) {
    if (b.id == "foot_l") feet.left = b;
    if (b.id == "foot_r") feet.right = b;
  }
  return feet;
}

double centre(const DrawnBox& b) {
  return (b.x0 + b.x1) / 2;
}
double width(const DrawnBox& b) {
  return b.x1 - b.x0;
}

std::shared_ptr<const Program> walk() {
  for (const auto& move : shipped_moves()) {
    if (move.name == "walk") return move.program;
  }
  return nullptr;
}

TEST(RenderFrontStep, AWalkSeenHeadOnStepsInsteadOfScissoring) {
  const auto program = walk();
  ASSERT_TRUE(program);
  constexpr double kCycle = 0.62, kStart = 0.63;  // the walk's `every`; a cycle in
  for (const char* name : {"person", "kid", "monster", "bird"}) {
    const Character c = template_character(name);
    for (const char* view : {"front", "back"}) {
      SCOPED_TRACE(std::string(name) + " " + view);
      rt::Pose still;
      still.view = view;
      const Feet rest = feet_of(c, still);
      ASSERT_GT(width(rest.left), 0);
      ASSERT_GT(width(rest.right), 0);
      double lift = 0, sideways = 0;
      for (int k = 0; k < 16; ++k) {
        rt::Pose pose = pose_of(program, c.legs, kStart + kCycle * k / 16);
        pose.view = view;
        pose.dx = 0;  // the walk's travel across the stage
        const Feet f = feet_of(c, pose);
        lift = std::max(lift, std::abs(f.left.y1 - f.right.y1));
        sideways = std::max({sideways, std::abs(centre(f.left) - centre(rest.left)),
                             std::abs(centre(f.right) - centre(rest.right))});
      }
      EXPECT_GT(lift, 0.025 * kCharacterHeight)
          << "a foot lifts off the floor while the other stands";
      EXPECT_LT(sideways, 0.02 * kCharacterHeight)
          << "the feet stay under the hips, never scissoring";
      // At the start of a cycle the left leg is forward, the right one back: the left foot is the
      // nearer seen from the front (larger), the farther seen from behind (smaller).
      rt::Pose stride = pose_of(program, c.legs, kStart);
      stride.view = view;
      stride.dx = 0;
      const Feet f = feet_of(c, stride);
      const double ratio = width(f.left) / width(f.right);
      if (std::string(view) == "front") {
        EXPECT_GT(ratio, 1.08);
      } else {
        EXPECT_LT(ratio, 1 / 1.08);
      }
    }
  }
}

// Where the walk bends the swinging knee most (its thigh passing under the hip, at 0.16 s of a
// cycle, the right leg), head on the knee comes forward: that thigh is seen shortened by at least
// 15 % against the standing one (it swings toward the viewer with the bend; the old step folded
// only the shin back, the thigh full length). (The shin under the nearer knee is also drawn a
// little wider, by the knee's nearness, as a nearer foot is larger.)
TEST(RenderFrontStep, HeadOnABentKneeComesForward) {
  const auto program = walk();
  ASSERT_TRUE(program);
  for (const char* name : {"person", "kid"}) {
    SCOPED_TRACE(name);
    const Character c = template_character(name);
    rt::Pose pose = pose_of(program, c.legs, 0.16);
    pose.view = "front";
    pose.dx = 0;
    Canvas canvas(32, 32);
    std::vector<DrawnBox> boxes;
    canvas.draw_character(c, pose, {.x = 200, .feet_y = 400, .height = kCharacterHeight},
                          {.boxes = &boxes});
    DrawnBox thigh[2];  // left, right
    for (const DrawnBox& b : boxes) {
      if (b.id == "leg_l") thigh[0] = b;
      if (b.id == "leg_r") thigh[1] = b;
    }
    const auto tall = [](const DrawnBox& b) { return b.y1 - b.y0; };
    ASSERT_GT(tall(thigh[0]), 0);
    EXPECT_LT(tall(thigh[1]), 0.85 * tall(thigh[0])) << "the stepping thigh toward the viewer";
  }
}

}  // namespace
}  // namespace jt::render
