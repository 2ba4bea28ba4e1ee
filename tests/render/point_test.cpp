// `point` reads as pointing on the person and the kid (docs/SHAPES.md §3.3): head on, a hand
// whose arm alone turns in across the body slides out the finger folded inside its mitten, past
// the fingertips; a hand at rest, a `flex` (both arms in: fists) and a `cower` (hands up) keep
// the finger hidden inside the mitten. Measured on the boxes the parts paint.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "jt/render/canvas.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::pose_of;
using testing::shipped_moves;
using testing::template_character;

struct HandBoxes {
  DrawnBox hand, finger;
  bool found = false;
};

// The right hand's and its finger's painted boxes, the character 300 px tall.
HandBoxes right_hand(const Character& c, const rt::Pose& pose) {
  Canvas canvas(32, 32);
  std::vector<DrawnBox> boxes;
  canvas.draw_character(c, pose, {.x = 200, .feet_y = 400, .height = 300}, {.boxes = &boxes});
  HandBoxes out;
  int seen = 0;
  for (const DrawnBox& b : boxes) {
    if (b.id == "hand_r") out.hand = b, ++seen;
    if (b.id == "finger_r") out.finger = b, ++seen;
  }
  out.found = seen == 2;
  return out;
}

// How far the finger's box reaches out of the hand's (px; 0 or less: within it).
double sticks_out(const HandBoxes& h) {
  return std::max({h.hand.x0 - h.finger.x0, h.finger.x1 - h.hand.x1, h.hand.y0 - h.finger.y0,
                   h.finger.y1 - h.hand.y1});
}

rt::Pose move_pose(const char* name, const Character& c, double t, const char* view) {
  for (const auto& move : shipped_moves()) {
    if (move.name == name) {
      rt::Pose pose = pose_of(move.program, c.legs, t);
      pose.view = view;
      return pose;
    }
  }
  ADD_FAILURE() << "no shipped move " << name;
  return {};
}

TEST(RenderPoint, APointingHandShowsItsFingerAndNoOtherHandDoes) {
  for (const char* name : {"person", "kid"}) {
    const Character c = template_character(name);
    for (const char* view : {"front", "back"}) {
      SCOPED_TRACE(std::string(name) + " " + view);
      const HandBoxes pointing = right_hand(c, move_pose("point", c, 1.0, view));
      ASSERT_TRUE(pointing.found) << "a finger beside the mitten";
      const double size = std::max(pointing.hand.x1 - pointing.hand.x0,
                                   pointing.hand.y1 - pointing.hand.y0);
      EXPECT_GT(sticks_out(pointing), 0.3 * size) << "point: the finger out past the mitten";
      for (const char* hidden : {"idle", "flex", "cower"}) {
        const HandBoxes h = right_hand(c, move_pose(hidden, c, 1.0, view));
        ASSERT_TRUE(h.found);
        EXPECT_LE(sticks_out(h), 0.5) << hidden << ": the finger stays inside the mitten";
      }
    }
  }
}

}  // namespace
}  // namespace jt::render
