// `point` reads as pointing on the person and the kid (docs/SHAPES.md §3.3): in every view a
// hand whose arm alone turns in across the body slides out the finger folded inside its mitten,
// past the fingertips, its arm reaching out (head on) or forward (in profile) with the elbow
// straight; a hand at rest, a `flex` (both arms in: fists) and a `cower` (hands up) keep the
// finger hidden inside the mitten, and in profile their hands come up in front of the body
// instead of one swinging back; head on a cower's arms are drawn in, hands over the chest.
// Measured on the boxes the parts paint.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "arm_gestures.h"
#include "jt/render/canvas.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::pose_of;
using testing::shipped_moves;
using testing::template_character;

struct HandBoxes {
  DrawnBox hand, finger, other_hand, body;
  bool found = false;
};

// The right hand's, its finger's, the left hand's and the torso's painted boxes, the character
// 300 px tall, facing right.
HandBoxes right_hand(const Character& c, const rt::Pose& pose) {
  Canvas canvas(32, 32);
  std::vector<DrawnBox> boxes;
  canvas.draw_character(c, pose, {.x = 200, .feet_y = 400, .height = 300}, {.boxes = &boxes});
  HandBoxes out;
  int seen = 0;
  for (const DrawnBox& b : boxes) {
    if (b.kind != DrawnBox::Kind::kPart) continue;
    if (b.id == "hand_r") out.hand = b, ++seen;
    if (b.id == "finger_r") out.finger = b, ++seen;
    if (b.id == "hand_l") out.other_hand = b, ++seen;
    if (b.id == "body") out.body = b, ++seen;
  }
  out.found = seen == 4;
  return out;
}

double mid_x(const DrawnBox& b) {
  return (b.x0 + b.x1) / 2;
}
double mid_y(const DrawnBox& b) {
  return (b.y0 + b.y1) / 2;
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
    for (const char* view : {"front", "side", "back"}) {
      SCOPED_TRACE(std::string(name) + " " + view);
      const HandBoxes pointing = right_hand(c, move_pose("point", c, 1.0, view));
      ASSERT_TRUE(pointing.found) << "a finger beside the mitten";
      const double size =
          std::max(pointing.hand.x1 - pointing.hand.x0, pointing.hand.y1 - pointing.hand.y0);
      EXPECT_GT(sticks_out(pointing), 0.3 * size) << "point: the finger out past the mitten";
      for (const char* hidden : {"idle", "flex", "cower"}) {
        const HandBoxes h = right_hand(c, move_pose(hidden, c, 1.0, view));
        ASSERT_TRUE(h.found);
        EXPECT_LE(sticks_out(h), 0.5) << hidden << ": the finger stays inside the mitten";
      }
    }
  }
}

// The pointing arm reaches away from the body with its elbow straight: head on its hand lies
// beyond the torso's side by more than the torso is wide (folded at the elbow, the hand stayed
// by the shoulder), in profile ahead of the torso's front and above its middle (the channels
// alone swing it back).
TEST(RenderPoint, APointingArmReachesOutInEveryView) {
  for (const char* name : {"person", "kid"}) {
    const Character c = template_character(name);
    for (const char* view : {"front", "side", "back"}) {
      SCOPED_TRACE(std::string(name) + " " + view);
      const HandBoxes h = right_hand(c, move_pose("point", c, 1.0, view));
      ASSERT_TRUE(h.found);
      const double width = h.body.x1 - h.body.x0;
      if (std::string(view) == "side") {
        EXPECT_GT(h.hand.x0, h.body.x1) << "ahead of the chest";
        EXPECT_LT(mid_y(h.hand), mid_y(h.body)) << "raised, not hanging";
      } else {
        const double beyond = std::max(h.body.x0 - mid_x(h.hand), mid_x(h.hand) - h.body.x1);
        EXPECT_GT(beyond, width) << "out to the side, the elbow straight";
      }
    }
  }
}

// In profile a flex's fists and a cower's raised hands both come up in front of the body: each
// hand's centre ahead of the torso's and above the torso's middle (the channels alone swing the
// near arm back and the far one forward, a stride).
TEST(RenderPoint, InProfileFlexAndCowerRaiseBothHandsInFront) {
  for (const char* name : {"person", "kid"}) {
    const Character c = template_character(name);
    for (const char* move : {"flex", "cower"}) {
      SCOPED_TRACE(std::string(name) + " " + move);
      const HandBoxes h = right_hand(c, move_pose(move, c, 1.0, "side"));
      ASSERT_TRUE(h.found);
      for (const DrawnBox* hand : {&h.hand, &h.other_hand}) {
        EXPECT_GT(mid_x(*hand), h.body.x1) << hand->id << " in front of the body";
        EXPECT_LT(mid_y(*hand), mid_y(h.body)) << hand->id << " raised";
      }
    }
  }
}

// Head on a cower reads as fear, not "ta-da": both hands drawn in over the torso (each hand's
// centre within the torso's painted width) and up, above the torso's middle; the pose's arms
// raised out make the cower's gesture, one arm raised (a wave) or none does not.
TEST(RenderPoint, HeadOnACowersHandsAreDrawnInOverTheChest) {
  for (const char* name : {"person", "kid"}) {
    const Character c = template_character(name);
    for (double t : {0.5, 1.0, 1.5}) {
      SCOPED_TRACE(std::string(name) + " at " + std::to_string(t));
      const rt::Pose pose = move_pose("cower", c, t, "front");
      EXPECT_GT(cowering(pose), 0.5);
      const HandBoxes h = right_hand(c, pose);
      ASSERT_TRUE(h.found);
      for (const DrawnBox* hand : {&h.hand, &h.other_hand}) {
        EXPECT_GT(mid_x(*hand), h.body.x0) << hand->id << " over the torso";
        EXPECT_LT(mid_x(*hand), h.body.x1) << hand->id << " over the torso";
        EXPECT_LT(mid_y(*hand), mid_y(h.body)) << hand->id << " up";
      }
    }
  }
  rt::Pose wave;
  wave.parts = {{"arm:1", 150}, {"forearm:1", 20}};
  EXPECT_EQ(cowering(wave), 0);
  EXPECT_EQ(cowering(rt::Pose{}), 0);
}

}  // namespace
}  // namespace jt::render

namespace jt::render {
namespace {

// The monster's stubby arms never tuck, but its cower reads as fear too (docs/SHAPES.md §3.3):
// head on both claws drawn in over its body (each claw's centre within the body's painted width)
// and higher than they hang at rest, not raised out to the sides.
TEST(RenderPoint, TheMonstersCowerDrawsItsClawsIn) {
  const Character c = template_character("monster");
  auto claws = [&](const rt::Pose& pose) {
    Canvas canvas(32, 32);
    std::vector<DrawnBox> boxes;
    canvas.draw_character(c, pose, {.x = 200, .feet_y = 400, .height = 300}, {.boxes = &boxes});
    std::vector<DrawnBox> out(3);  // left claw, right claw, body
    for (const DrawnBox& b : boxes) {
      if (b.kind != DrawnBox::Kind::kPart) continue;
      if (b.id == "claw_l") out[0] = b;
      if (b.id == "claw_r") out[1] = b;
      if (b.id == "body") out[2] = b;
    }
    return out;
  };
  const std::vector<DrawnBox> rest = claws(move_pose("idle", c, 1.0, "front"));
  for (double t : {0.5, 1.0, 1.5}) {
    SCOPED_TRACE(t);
    const std::vector<DrawnBox> cower = claws(move_pose("cower", c, t, "front"));
    ASSERT_GT(cower[2].x1, cower[2].x0);
    for (int s = 0; s < 2; ++s) {
      EXPECT_GT(mid_x(cower[s]), cower[2].x0) << "claw " << s << " over the body";
      EXPECT_LT(mid_x(cower[s]), cower[2].x1) << "claw " << s << " over the body";
      EXPECT_LT(mid_y(cower[s]), mid_y(rest[s])) << "claw " << s << " up";
    }
  }
}

}  // namespace
}  // namespace jt::render
