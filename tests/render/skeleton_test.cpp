// The skeleton's renderer half: every shipped move on every template gives finite geometry in a
// sane box; limits clamp (not when silly); the part synonyms; IK lands on reachable targets.
#include <gtest/gtest.h>

#include <cmath>

#include "jt/render/skeleton.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::part_index;
using testing::pose_of;
using testing::template_character;

TEST(RenderSkeleton, EveryMoveOnEveryTemplateStaysFiniteAndInABox) {
  const auto moves = testing::shipped_moves();
  ASSERT_GE(moves.size(), 40u);
  for (std::string_view name : kTemplates) {
    const Character c = template_character(name);
    for (const auto& move : moves) {
      for (double t : {0.0, 0.4, 1.1, 2.5, 4.0}) {
        const rt::Pose pose = pose_of(move.program, c.legs, t);
        const Skeleton s = pose_skeleton(c, pose, c.height / 540.0);
        for (const PartPlace& p : s.places) {
          const Point o = p.world.apply({0, 0});
          ASSERT_TRUE(std::isfinite(o.x) && std::isfinite(o.y)) << name << " " << move.name;
          // The pose's dx/dy are applied outside the tree: a part stays near its body.
          EXPECT_LT(std::abs(o.x), 2.5 * c.height) << name << " " << move.name << " t=" << t;
          EXPECT_LT(o.y, 0.6 * c.height) << name << " " << move.name << " t=" << t;
          EXPECT_GT(o.y, -2.0 * c.height) << name << " " << move.name << " t=" << t;
        }
      }
    }
  }
}

rt::Pose pose_with(std::vector<rt::PartValue> parts) {
  rt::Pose p;
  p.parts = std::move(parts);
  return p;
}

TEST(RenderSkeleton, LimitsClampTheSummedAngleUnlessSilly) {
  Character c = template_character("person");
  const CharacterView& v = c.views[0];
  const int head = part_index(v, "head");
  ASSERT_GE(head, 0);
  ASSERT_TRUE(v.parts[static_cast<std::size_t>(head)].limits);
  const double max = v.parts[static_cast<std::size_t>(head)].limits->second;
  const rt::Pose p = pose_with({{"head", max}, {"head", 30}});
  EXPECT_EQ(part_angle(c, v, head, p), max);
  c.silly = true;
  EXPECT_EQ(part_angle(c, v, head, p), max + 30);
}

TEST(RenderSkeleton, ChainFollowersReadOnlyTheirIndexChannels) {
  const Character dog = template_character("dog");
  const CharacterView& v = dog.views[0];
  const rt::Pose p = pose_with({{"tail", 25}, {"tail#2", 5}});
  EXPECT_EQ(part_angle(dog, v, part_index(v, "tail0"), p), 25);
  EXPECT_EQ(part_angle(dog, v, part_index(v, "tail1"), p), 0);
  EXPECT_EQ(part_angle(dog, v, part_index(v, "tail2"), p), 5);
  // The cat's one-piece ear shows the whole bend: it reads ear#1 too.
  const Character cat = template_character("cat");
  const rt::Pose ears = pose_with({{"ear:1", 10}, {"ear:1#1", 10}});
  EXPECT_EQ(part_angle(cat, cat.views[0], part_index(cat.views[0], "ear_r"), ears), 20);
}

TEST(RenderSkeleton, PartSynonyms) {
  const Character dog = template_character("dog");
  const CharacterView& side = dog.views[0];
  const rt::Pose arms = pose_with({{"arm:1", 100}, {"arm:-1", -100}});
  // Front legs read 40 % of the arms; in profile the left one negated: both go forward.
  EXPECT_DOUBLE_EQ(part_angle(dog, side, part_index(side, "leg3"), arms), 40);
  EXPECT_DOUBLE_EQ(part_angle(dog, side, part_index(side, "leg2"), arms), 40);
  EXPECT_EQ(part_angle(dog, side, part_index(side, "leg1"), arms), 0);
  const Character bird = template_character("bird");
  const rt::Pose flap = pose_with({{"arm:1", 60}, {"forearm:1", 20}});
  EXPECT_DOUBLE_EQ(part_angle(bird, bird.views[0], part_index(bird.views[0], "wing_r"), flap), 70);
}

TEST(RenderSkeleton, ReachLandsWithinAPixelOfAReachableTarget) {
  for (std::string_view name : {"person", "kid", "monster"}) {
    const Character c = template_character(name);
    const double units = c.height / 540.0;  // tree units per 1080p px at h = 0.5
    // A point 0.76 of the arm's length from the shoulder (out and up from the hanging hand):
    // within reach whatever the arm's proportions.
    const Skeleton rest = pose_skeleton(c, rt::Pose{}, units);
    const Point hand = *limb_end(rest, c, "hand:1");
    const Point shoulder =
        rest.places[static_cast<std::size_t>(part_index(c.views[0], "arm_r"))].world.apply({0, 0});
    const double length = std::hypot(hand.x - shoulder.x, hand.y - shoulder.y);
    const Point target{shoulder.x + 0.3 * length, shoulder.y + 0.7 * length};
    rt::Pose pose;
    pose.reach.push_back({.limb = "hand:1", .x = target.x / units, .y = -target.y / units, .w = 1});
    const Skeleton s = pose_skeleton(c, pose, units);
    ASSERT_EQ(s.reached.size(), 1u) << name;
    const std::optional<Point> end = limb_end(s, c, "hand:1");
    ASSERT_TRUE(end);
    EXPECT_NEAR(end->x / units, target.x / units, 1) << name;
    EXPECT_NEAR(end->y / units, target.y / units, 1) << name;
  }
}

TEST(RenderSkeleton, AnUnreachablePointLeavesTheLimbAsPosed) {
  const Character c = template_character("person");
  rt::Pose pose;
  pose.reach.push_back({.limb = "hand:1", .x = 3000, .y = 0, .w = 1});
  const Skeleton s = pose_skeleton(c, pose, c.height / 540.0);
  EXPECT_TRUE(s.reached.empty());
  const Skeleton rest = pose_skeleton(c, rt::Pose{}, c.height / 540.0);
  EXPECT_NEAR(limb_end(s, c, "hand:1")->x, limb_end(rest, c, "hand:1")->x, 1e-9);
}

}  // namespace
}  // namespace jt::render
