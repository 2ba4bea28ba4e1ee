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

// The centre of a part's shape in the view's tree units: a polygon's box centre, else the
// shape's own offset centre.
Point shape_centre(const Skeleton& s, int i) {
  const Part& p = s.view->parts[static_cast<std::size_t>(i)];
  Point c{p.shape->ox, p.shape->oy};
  if (!p.shape->subs.empty()) {
    double x0 = 1e9, x1 = -1e9, y0 = 1e9, y1 = -1e9;
    for (const auto& sub : p.shape->subs) {
      for (const Point& q : sub) {
        x0 = std::min(x0, q.x), x1 = std::max(x1, q.x);
        y0 = std::min(y0, q.y), y1 = std::max(y1, q.y);
      }
    }
    c = {(x0 + x1) / 2, (y0 + y1) / 2};
  }
  return s.places[static_cast<std::size_t>(i)].world.apply(c);
}

// A point in a part's own frame (its world frame inverted: rotation, scale and shift).
Point in_frame(const Affine& m, Point p) {
  const double det = m.xx * m.yy - m.xy * m.yx, x = p.x - m.x0, y = p.y - m.y0;
  return {(m.yy * x - m.xy * y) / det, (-m.yx * x + m.xx * y) / det};
}

TEST(RenderReach, HandsOnHipsLandWithinTheHipsBoxOnEveryBiped) {
  for (std::string_view name : {"person", "kid", "monster"}) {
    const Character c = template_character(name);
    const double units = c.height / 540.0;
    for (const char* view : {"front", "back", "side"}) {
      rt::Pose pose;
      pose.view = view;
      for (const char* limb : {"hand:1", "hand:-1"})
        pose.reach.push_back({.limb = limb, .spot = "hip", .w = 1});
      const Skeleton s = pose_skeleton(c, pose, units);
      EXPECT_EQ(s.reached.size(), 2u) << name << " " << view;
      const int hips = part_index(*s.view, "hips");
      ASSERT_GE(hips, 0) << name;
      const Shape& box = *s.view->parts[static_cast<std::size_t>(hips)].shape;
      for (int side : {-1, 1}) {
        const int hand = reach_end(*s.view, side) >= 0
                             ? reach_end(*s.view, side)
                             : part_index(*s.view, side < 0 ? "claw_l" : "claw_r");
        ASSERT_GE(hand, 0) << name;
        // The hand's centre in the hips' frame, within the hips' box (its rounded rectangle's
        // width and height about its centre) and in its upper half, at the waist: below the
        // middle it covers the crotch. Head on (and from behind) it is on the hip of its own
        // side (+x the right), in the box's outer half there, not in front of the crotch.
        const Point h =
            in_frame(s.places[static_cast<std::size_t>(hips)].world, shape_centre(s, hand));
        const std::string at = std::string(name) + " " + view + " " + std::to_string(side);
        EXPECT_LE(std::abs(h.x - box.ox), box.w / 2) << at;
        EXPECT_LE(std::abs(h.y - box.oy), box.h / 2) << at;
        EXPECT_LE(h.y, box.oy) << at;
        if (std::string_view(view) != "side") {
          EXPECT_GE((h.x - box.ox) * side, box.w / 4) << at;
        }
      }
    }
  }
}

}  // namespace
}  // namespace jt::render
