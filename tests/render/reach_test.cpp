// Reaches on the bodies without arms: a dog's and a cat's front paw, a bird's wing tip land within
// a pixel of a reachable target; and a reaching limb is drawn at the depth its target implies.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "jt/render/skeleton.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::part_index;
using testing::template_character;

// The part a "hand:S" reach moves on a body: the hand (a bird's wing tip), else a four-legged
// body's front paw (foot #2, #3), as docs/SHAPES.md §3.5 says.
int reach_end(const CharacterView& v, int side) {
  for (std::size_t i = 0; i < v.parts.size(); ++i) {
    if (v.parts[i].role == "hand" && v.parts[i].side == side) return static_cast<int>(i);
  }
  for (std::size_t i = 0; i < v.parts.size(); ++i) {
    const Part& p = v.parts[i];
    if (p.role == "foot" && p.side == side && p.index.value_or(0) >= 2) return static_cast<int>(i);
  }
  return -1;
}

// The joint the limb turns from: the upper of its two bones.
Point limb_root(const Skeleton& s, int end) {
  const Part& e = s.view->parts[static_cast<std::size_t>(end)];
  int upper = e.parent;
  if (!e.tip) upper = s.view->parts[static_cast<std::size_t>(upper)].parent;
  return s.places[static_cast<std::size_t>(upper)].world.apply({0, 0});
}

TEST(RenderReach, PawsAndWingTipsLandWithinAPixelOfAReachableTarget) {
  for (std::string_view name : {"dog", "cat", "bird"}) {
    const Character c = template_character(name);
    const double units = c.height / 540.0;  // tree units per 1080p px at h = 0.5
    const Skeleton rest = pose_skeleton(c, rt::Pose{}, units);
    const int end_part = reach_end(*rest.view, 1);
    ASSERT_GE(end_part, 0) << name;
    const Point root = limb_root(rest, end_part);
    const Point end = *limb_end(rest, c, "hand:1");
    // The resting end turned 25° about the root and pulled in to 0.85 of its distance: a point
    // the limb reaches by bending, whatever its proportions.
    const double turn = 25 * std::numbers::pi / 180, pull = 0.85;
    const double ex = end.x - root.x, ey = end.y - root.y;
    const Point target{root.x + pull * (ex * std::cos(turn) - ey * std::sin(turn)),
                       root.y + pull * (ex * std::sin(turn) + ey * std::cos(turn))};
    rt::Pose pose;
    pose.reach.push_back({.limb = "hand:1", .x = target.x / units, .y = -target.y / units, .w = 1});
    const Skeleton s = pose_skeleton(c, pose, units);
    ASSERT_EQ(s.reached.size(), 1u) << name;
    const Point got = *limb_end(s, c, "hand:1");
    EXPECT_NEAR(got.x / units, target.x / units, 1) << name;
    EXPECT_NEAR(got.y / units, target.y / units, 1) << name;
  }
}

rt::Pose reaching(const std::string& limb, const std::string& spot, const std::string& view) {
  rt::Pose pose;
  pose.view = view;
  pose.reach.push_back({.limb = limb, .spot = spot, .w = 1});
  return pose;
}

TEST(RenderReach, AReachingArmIsDrawnAtTheDepthItsTargetImplies) {
  const Character c = template_character("person");
  const double units = c.height / 540.0;
  auto place_of = [&](const Skeleton& s, const std::string& id) {
    return s.places[static_cast<std::size_t>(part_index(*s.view, id))];
  };
  // Head on: the arm reaching across to the chest is in front of everything beside it.
  const Skeleton front = pose_skeleton(c, reaching("hand:1", "chest", "front"), units);
  ASSERT_EQ(front.reached.size(), 1u);
  EXPECT_TRUE(place_of(front, "arm_r").lifted);
  // From behind: a hand on the chest or at the mouth is on the far side of the body.
  for (const char* spot : {"chest", "mouth"}) {
    const Skeleton back = pose_skeleton(c, reaching("hand:1", spot, "back"), units);
    ASSERT_EQ(back.reached.size(), 1u) << spot;
    const PartPlace arm = place_of(back, "arm_r");
    EXPECT_FALSE(arm.lifted) << spot;
    EXPECT_EQ(arm.behind, part_index(*back.view, "body")) << spot;
  }
  // From behind a hand on the hip is in sight.
  EXPECT_TRUE(place_of(pose_skeleton(c, reaching("hand:1", "hip", "back"), units), "arm_r").lifted);
  // In profile the near arm comes in front; the far arm stays behind the body.
  const Skeleton near = pose_skeleton(c, reaching("hand:1", "chest", "side"), units);
  EXPECT_TRUE(place_of(near, "arm_r").lifted);
  const Skeleton far = pose_skeleton(c, reaching("hand:-1", "chest", "side"), units);
  ASSERT_EQ(far.reached.size(), 1u);
  EXPECT_FALSE(place_of(far, "arm_l").lifted);
  EXPECT_EQ(far.places[static_cast<std::size_t>(part_index(*far.view, "arm_l"))].behind, -1);
}

}  // namespace
}  // namespace jt::render
