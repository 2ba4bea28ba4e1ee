// The body's acting the face clock times (docs/SHAPES.md §3.3): a speaker's hand beating on a long
// line (only where no move drives the arms), a laugh's shoulders, a happy dog's or cat's tail.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "body_acting.h"
#include "jt/render/skeleton.h"
#include "render_fixtures.h"

namespace jt::render {
namespace {

using testing::part_index;
using testing::template_character;

double channel_of(const std::vector<rt::PartValue>& values, const std::string& key) {
  for (const rt::PartValue& v : values) {
    if (v.key == key) return v.value;
  }
  return 0;
}

// The pose drawn for `acting` in the view `shown` with the art mirrored by `mirror`.
rt::Pose acting_pose(const Character& c, const rt::Pose& pose, const lipsync::FaceActing& acting,
                     const std::string& shown, double mirror = 1) {
  rt::Pose out = pose;
  if (body_acts(c, pose, acting)) act_body(c, acting, shown, mirror, out);
  return out;
}

// A part's shape centre (tree units, y down).
Point hand_centre(const Skeleton& s, const std::string& id) {
  const int i = part_index(*s.view, id);
  EXPECT_GE(i, 0) << id;
  const Part& p = s.view->parts[static_cast<std::size_t>(i)];
  return s.places[static_cast<std::size_t>(i)].world.apply({p.shape->ox, p.shape->oy});
}

TEST(RenderBodyActing, TheHandTowardThePartnerTurnsOutAndUp) {
  const Character person = template_character("person");
  const lipsync::FaceActing beat{.acted = true, .hand = 1};
  // Head on, facing front: the right arm (+1, on the art's right), 8° out and its forearm 38°,
  // counter-clockwise.
  const rt::Pose front = acting_pose(person, {}, beat, "front");
  EXPECT_EQ(channel_of(front.parts, "arm:1"), 8);
  EXPECT_EQ(channel_of(front.parts, "forearm:1"), 38);
  EXPECT_EQ(channel_of(front.parts, "arm:-1"), 0);
  // Talking to someone on the left of the screen: the left arm, out clockwise.
  lipsync::FaceActing left = beat;
  left.turn = -1;
  const rt::Pose to_left = acting_pose(person, {}, left, "front");
  EXPECT_EQ(channel_of(to_left.parts, "arm:-1"), -8);
  EXPECT_EQ(channel_of(to_left.parts, "forearm:-1"), -38);
  // Drawn mirrored, the screen's left is the art's right.
  EXPECT_EQ(channel_of(acting_pose(person, {}, left, "front", -1).parts, "forearm:1"), 38);
  // In profile the near (right) arm, forward; from behind none.
  EXPECT_EQ(channel_of(acting_pose(person, {}, left, "side").parts, "forearm:1"), 38);
  EXPECT_TRUE(acting_pose(person, {}, beat, "back").parts.empty());
  // Half way up, half the angles.
  const lipsync::FaceActing held{.acted = true, .hand = 0.5};
  EXPECT_EQ(channel_of(acting_pose(person, {}, held, "front").parts, "forearm:1"), 19);
}

TEST(RenderBodyActing, TheHandComesUpOnEveryBiped) {
  const lipsync::FaceActing beat{.acted = true, .hand = 1};
  for (const char* name : {"person", "kid", "monster"}) {
    SCOPED_TRACE(name);
    const Character c = template_character(name);
    const double units = c.height / 540.0;
    const std::string hand = std::string(name) == "monster" ? "claw_r" : "hand_r";
    for (const char* view : {"front", "side"}) {
      SCOPED_TRACE(view);
      rt::Pose rest;
      rest.view = view;
      const Point still = hand_centre(pose_skeleton(c, rest, units), hand);
      const Point up = hand_centre(pose_skeleton(c, acting_pose(c, rest, beat, view), units), hand);
      EXPECT_LT(up.y, still.y - c.height * 0.02) << "the hand rises";
      if (std::string(view) == "front") {
        EXPECT_GT(up.x, still.x) << "out, on its own side";
      }
    }
  }
}

TEST(RenderBodyActing, AMoveThatDrivesTheArmsKeepsThem) {
  const Character person = template_character("person");
  const lipsync::FaceActing beat{.acted = true, .hand = 1};
  rt::Pose pointing;
  pointing.parts.push_back({"arm:1", -28});
  EXPECT_FALSE(body_acts(person, pointing, beat));
  EXPECT_EQ(acting_pose(person, pointing, beat, "front").parts, pointing.parts);
  rt::Pose reaching;
  reaching.reach.push_back({.limb = "hand:-1", .x = 10, .y = 10, .w = 1});
  EXPECT_FALSE(body_acts(person, reaching, beat));
  rt::Pose walking;  // legs only: the arms are free
  walking.parts.push_back({"leg:1", 12});
  EXPECT_TRUE(body_acts(person, walking, beat));
  EXPECT_FALSE(body_acts(person, {}, lipsync::FaceActing{.acted = true}));
  // A dog or cat has no hands to talk with.
  EXPECT_FALSE(body_acts(template_character("dog"), {}, beat));
}

TEST(RenderBodyActing, ALaughLiftsTheShouldersAndAHappyTailWags) {
  const lipsync::FaceActing laugh{.acted = true, .shake = 3};
  const Character kid = template_character("kid"), dog = template_character("dog");
  EXPECT_EQ(channel_of(acting_pose(kid, {}, laugh, "front").lift, "torso"), 3);
  EXPECT_EQ(channel_of(acting_pose(dog, {}, laugh, "side").lift, "head"), 3);
  const lipsync::FaceActing wag{.acted = true, .wag = 18};
  // Head on (and from behind) the root swings the whole tail side to side.
  EXPECT_EQ(channel_of(acting_pose(template_character("cat"), {}, wag, "front").parts, "tail"), 18);
  EXPECT_EQ(channel_of(acting_pose(dog, {}, wag, "back").parts, "tail"), 18);
  // In profile the root barely moves and the swing grows toward the tip (a flick): 0.25, 0.45,
  // 0.65 and 0.85 of the wag, root to tip.
  const rt::Pose flick = acting_pose(dog, {}, wag, "side");
  EXPECT_EQ(channel_of(flick.parts, "tail"), 0);
  EXPECT_DOUBLE_EQ(channel_of(flick.parts, "tail#0"), 4.5);
  EXPECT_DOUBLE_EQ(channel_of(flick.parts, "tail#1"), 8.1);
  EXPECT_DOUBLE_EQ(channel_of(flick.parts, "tail#2"), 11.7);
  EXPECT_DOUBLE_EQ(channel_of(flick.parts, "tail#3"), 15.3);
  // A move that swings the tail (a wag of its own) keeps it; a biped's tail is its own.
  rt::Pose wagging;
  wagging.parts.push_back({"tail#1", 20});
  EXPECT_FALSE(body_acts(dog, wagging, wag));
  EXPECT_FALSE(body_acts(template_character("monster"), {}, wag));
  // The wagging tail moves its tip.
  const double units = dog.height / 540.0;
  rt::Pose side;
  side.view = "side";
  const Point still = hand_centre(pose_skeleton(dog, side, units), "tail3");
  const Point swung =
      hand_centre(pose_skeleton(dog, acting_pose(dog, side, wag, "side"), units), "tail3");
  EXPECT_GT(std::hypot(swung.x - still.x, swung.y - still.y), dog.height * 0.02);
  // A happy dog or cat carries its tail high in profile, also between two wags (a wag of 0):
  // the root turned 16 degrees toward upright and the tip well above its resting place.
  for (const char* name : {"dog", "cat"}) {
    const Character c = template_character(name);
    rt::Pose happy = side;
    happy.mood = "happy";
    const rt::Pose carried =
        acting_pose(c, happy, lipsync::FaceActing{.acted = true, .happy = 1}, "side");
    EXPECT_DOUBLE_EQ(channel_of(carried.parts, "tail#0"), -16) << name;
    // Coming up as the mood begins: at its start level with the rest, half way half the turn.
    const rt::Pose starting =
        acting_pose(c, happy, lipsync::FaceActing{.acted = true, .happy = 0}, "side");
    EXPECT_DOUBLE_EQ(channel_of(starting.parts, "tail#0"), 0) << name;
    const rt::Pose half =
        acting_pose(c, happy, lipsync::FaceActing{.acted = true, .happy = 0.5}, "side");
    EXPECT_DOUBLE_EQ(channel_of(half.parts, "tail#0"), -8) << name;
    const double u = c.height / 540.0;
    const Point rest = hand_centre(pose_skeleton(c, side, u), "tail3"),
                high = hand_centre(pose_skeleton(c, carried, u), "tail3");
    EXPECT_LT(high.y, rest.y - c.height * 0.03) << name << ": the tail carried high";
  }
}

TEST(RenderBodyActing, AHappyTailGoesDownAsTheMoodEnds) {
  // Calm now, happy until a moment ago: the face clock's share going down (1 as the mood ends,
  // 0.5 half way through the quarter second, 0 after), between two wags (a wag of 0): the root
  // 16, 8 and 0 degrees toward upright, in profile, on the dog and the cat.
  rt::Pose calm;
  calm.view = "side";
  calm.mood = "calm";
  for (const char* name : {"dog", "cat"}) {
    const Character c = template_character(name);
    const auto root = [&](double happy) {
      return channel_of(
          acting_pose(c, calm, lipsync::FaceActing{.acted = true, .happy = happy}, "side").parts,
          "tail#0");
    };
    EXPECT_DOUBLE_EQ(root(1), -16) << name << ": as the mood ends";
    EXPECT_DOUBLE_EQ(root(0.5), -8) << name << ": half way down";
    EXPECT_DOUBLE_EQ(root(0), 0) << name << ": down";
    EXPECT_FALSE(body_acts(c, calm, lipsync::FaceActing{.acted = true})) << name;
  }
}

}  // namespace
}  // namespace jt::render
