// A scene's reach {who, at, spot, part} toward another character and its release (docs/CAMERA.md
// "Reaching for a character"): the hand chosen, the offset from the chest aimed at the other's
// spot wherever both stand, the weight's glide, and what a move's own reach keeps.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

#include "director_harness.h"
#include "jt/json/write.h"

namespace jt::rt::testing {
namespace {

constexpr double kReachAspect = 16.0 / 9.0;  // the runtime's default stage

// two_on_stage with B 0.4 tall, so heights tell A's from B's.
Runtime b_smaller(const std::string& blocks) {
  return two_on_stage(blocks, 0.4);
}

// A copy of `who`'s reach of `limb` in `f` (rt.frame() returns a frame by value: a pointer into
// it would outlive it), or none.
std::optional<ReachValue> hand_reach(const Frame& f, const std::string& who,
                                     const std::string& limb) {
  const std::vector<ReachValue>& reach = character_in(f, who).pose.reach;
  const auto it = std::ranges::find(reach, limb, &ReachValue::limb);
  return it == reach.end() ? std::nullopt : std::optional<ReachValue>(*it);
}

TEST(SceneReach, AHandAimsFromTheChestAtTheOthersSpot) {
  Runtime rt = b_smaller(R"({"op": "reach", "who": "A", "at": "B", "spot": "head",
                            "over": 0.5, "ease": "linear"}, {"op": "wait", "s": 2})");
  rt.step_to(0.25);  // half way through its linear 0.5 s
  ASSERT_TRUE(hand_reach(rt.frame(), "A", "hand:1"));
  EXPECT_NEAR(hand_reach(rt.frame(), "A", "hand:1")->w, 0.5, 1e-12);
  rt.step_to(1);
  const std::optional<ReachValue> r = hand_reach(rt.frame(), "A", "hand:1");  // B is on A's right
  ASSERT_TRUE(r);
  EXPECT_FALSE(hand_reach(rt.frame(), "A", "hand:-1"));
  EXPECT_EQ(r->spot, "chest");
  // B's head: x 0.7, 0.85 of its 0.4 above its feet; A's chest 0.6 of its 0.5 above its feet.
  // Offsets in A's heights (0.5 of the picture's height), x across the 16:9 stage.
  EXPECT_NEAR(r->dx, (0.7 - 0.3) * kReachAspect / 0.5, 1e-12);  // outward for the right hand
  EXPECT_NEAR(r->dy, ((0.92 - 0.6 * 0.5) - (0.92 - 0.85 * 0.4)) / 0.5, 1e-12);
  EXPECT_EQ(r->w, 1);
}

TEST(SceneReach, FacingLeftTheHandOnTheOthersSideIsItsRight) {
  // B faces left: A (to its screen left) is ahead of it, on its own right as drawn.
  Runtime rt = b_smaller(R"({"op": "reach", "who": "B", "at": "A"}, {"op": "wait", "s": 2})");
  rt.step_to(1);
  const std::optional<ReachValue> r = hand_reach(rt.frame(), "B", "hand:1");
  ASSERT_TRUE(r);
  EXPECT_NEAR(r->dx, (0.7 - 0.3) * kReachAspect / 0.4, 1e-12);
  EXPECT_NEAR(r->dy, ((0.92 - 0.6 * 0.4) - (0.92 - 0.6 * 0.5)) / 0.4, 1e-12);  // chest to chest
}

TEST(SceneReach, TheLeftHandReachesOutwardTheOtherWay) {
  Runtime rt = b_smaller(R"({"op": "reach", "who": "A", "at": "B", "part": "left hand"},
                               {"op": "wait", "s": 2})");
  rt.step_to(1);
  const std::optional<ReachValue> r = hand_reach(rt.frame(), "A", "hand:-1");
  ASSERT_TRUE(r);
  EXPECT_NEAR(r->dx, -(0.7 - 0.3) * kReachAspect / 0.5, 1e-12);  // across the body: inward
}

TEST(SceneReach, ItFollowsTheOtherWhereverItGoes) {
  Runtime rt = b_smaller(R"({"op": "reach", "who": "A", "at": "B", "over": 0},
      {"op": "place", "who": "B", "x": 0.9, "over": 2, "ease": "linear"})");
  rt.step_to(1);  // B half way: x 0.8
  ASSERT_TRUE(hand_reach(rt.frame(), "A", "hand:1"));
  EXPECT_NEAR(hand_reach(rt.frame(), "A", "hand:1")->dx, (0.8 - 0.3) * kReachAspect / 0.5, 1e-12);
}

TEST(SceneReach, ALetGoGlidesTheWeightBackToNothing) {
  Runtime rt = b_smaller(R"({"op": "reach", "who": "A", "at": "B",
      "part": "both hands", "over": 0},
      {"op": "release", "who": "A", "part": "left hand", "over": 1, "ease": "linear"},
      {"op": "wait", "s": 2})");
  rt.step_to(0.5);
  ASSERT_TRUE(hand_reach(rt.frame(), "A", "hand:-1"));
  EXPECT_NEAR(hand_reach(rt.frame(), "A", "hand:-1")->w, 0.5, 1e-12);
  EXPECT_EQ(hand_reach(rt.frame(), "A", "hand:1")->w, 1);  // the right hand still reaches
  rt.step_to(1.5);
  EXPECT_FALSE(hand_reach(rt.frame(), "A", "hand:-1"));
}

TEST(SceneReach, AMovesOwnReachOfTheSameHandWins) {
  Runtime rt = b_smaller(R"({"op": "reach", "who": "A", "at": "B", "over": 0},
      {"op": "does", "who": "A", "for": 2, "behaviour": {"v": 1, "kind": "behaviour",
         "scripts": [{"body": [{"op": "reach", "part": "hand:1", "at": "hip", "over": 0},
                               {"op": "wait", "s": 5}]}]}},
      {"op": "wait", "s": 2})");
  rt.step_to(1);
  const std::optional<ReachValue> r = hand_reach(rt.frame(), "A", "hand:1");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->spot, "hip");
  EXPECT_EQ(r->dx, 0);
}

TEST(SceneReach, ReachesAreRecordedInThePlan) {
  Runtime rt = b_smaller(R"({"op": "reach", "who": "A", "at": "B", "spot": "head"},
                               {"op": "release", "who": "A", "over": 0.3})");
  ASSERT_GE(rt.timeline().size(), 3u);
  EXPECT_EQ(json::write_compact(record_to_json(rt.timeline()[1])),
            R"({"t":0,"dur":0.4,"kind":"reach","who":"A","at":"B","spot":"head"})");
  EXPECT_EQ(json::write_compact(record_to_json(rt.timeline()[2])),
            R"({"t":0.4,"dur":0.3,"kind":"release","who":"A"})");
}

}  // namespace
}  // namespace jt::rt::testing
