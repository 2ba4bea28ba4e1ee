// A character a scene glides across the stage steps (docs/CAMERA.md "Walking"): the gait's walk
// cycle (spec §3, stride 22, give 5, bend 35, arms −0.5 × thigh) at the phase of the distance
// travelled, one cycle a character's height (0.8 on four legs), faded in and out over a quarter.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "director_harness.h"

namespace jt::rt::testing {
namespace {

double part(const CharacterFrame& c, const std::string& key) {
  for (const PartValue& p : c.pose.parts) {
    if (p.key == key) return p.value;
  }
  return 0;
}

CharacterFrame at(Runtime& rt, double t, const std::string& who = "A") {
  rt.step_to(t);
  return character_in(rt.frame(), who);
}

TEST(StageWalk, LegsStepAtThePhaseOfTheDistanceTravelled) {
  // A (h 0.5, facing right) glides from x 0.3 to 0.9 over 2 s, linearly. At 1 s it is at 0.6:
  // 0.3 of the stage's width = 0.3 × 16/9 / 0.5 = 1.0667 heights done and as many left, so the
  // weight is 1 and the phase 0.0667: the left leg in stance at s = 0.1333 (thigh 22 − 44 s,
  // shin 5 sin(s π)), the right leg half a cycle on, in swing (thigh −22 + 44 s, shin 35 sin(s π)).
  Runtime rt =
      two_on_stage(R"({"op": "place", "who": "A", "x": 0.9, "over": 2, "ease": "linear"})");
  const CharacterFrame a = at(rt, 1.0);
  const double s = 2 * (0.3 * 16.0 / 9.0 / 0.5 - 1);
  const double lift = std::sin(s * std::numbers::pi);
  EXPECT_NEAR(part(a, "leg:-1"), 22 - 44 * s, 1e-9);
  EXPECT_NEAR(part(a, "shin:-1"), 5 * lift, 1e-9);
  EXPECT_NEAR(part(a, "leg:1"), -22 + 44 * s, 1e-9);
  EXPECT_NEAR(part(a, "shin:1"), 35 * lift, 1e-9);
  EXPECT_NEAR(part(a, "arm:-1"), -0.5 * (22 - 44 * s), 1e-9);
  EXPECT_NEAR(part(a, "arm:1"), -0.5 * (-22 + 44 * s), 1e-9);
  // The bob and the roll of the gait: −4 |sin 2πφ| px and 1.5 sin 2πφ degrees.
  const double wave = std::sin(2 * std::numbers::pi * (s / 2));
  EXPECT_NEAR(a.pose.dy, -4 * std::abs(wave), 1e-9);
  EXPECT_NEAR(a.pose.rot, 1.5 * wave, 1e-9);
}

TEST(StageWalk, FourLegsStepInDiagonalPairsAtTheirOwnCycle) {
  // B (h 0.5, facing left, four legs) walks from 0.7 to 0.1, linearly over 2 s: at 1 s 0.3 of
  // the width done, 1.0667 heights, a cycle of 0.8: phase 0.3333, legs 0 and 3 in stance at
  // s = 0.6667, legs 1 and 2 half a cycle on, in swing.
  Runtime rt({.fps = 24});
  const CartoonStart start = rt.start_cartoon(prepare_text(
      R"({"v": 1, "kind": "cartoon", "name": "c",
          "cast": {"B": {"legs": 4, "at": {"x": 0.7, "y": 0.92, "h": 0.5, "facing": -1}}},
          "scripts": [{"hat": {"on": "scene", "name": "one"}, "body": [
            {"op": "place", "who": "B", "x": 0.1, "over": 2, "ease": "linear"}]}]})"));
  ASSERT_TRUE(start.ok) << start.error;
  const CharacterFrame b = at(rt, 1.0, "B");
  const double phase = 0.3 * 16.0 / 9.0 / 0.5 / 0.8 - 1;
  const double s = 2 * phase;
  EXPECT_NEAR(part(b, "leg#0"), 22 - 44 * s, 1e-9);
  EXPECT_NEAR(part(b, "leg#3"), 22 - 44 * s, 1e-9);
  EXPECT_NEAR(part(b, "leg#1"), -22 + 44 * s, 1e-9);
  EXPECT_NEAR(part(b, "shin#2"), 35 * std::sin(s * std::numbers::pi), 1e-9);
  EXPECT_EQ(part(b, "arm:1"), 0) << "four legs swing no arms";
}

TEST(StageWalk, TheStepsFadeInAndOutSoAWalkEndsStanding) {
  // 0.05 s in, linearly: 0.015 of the width = 0.0533 heights, a fifth of the quarter cycle:
  // weight smoothstep(0.2133) = 0.1168 of the full swing.
  Runtime rt = two_on_stage(R"({"op": "place", "who": "A", "x": 0.9, "over": 2, "ease": "linear"},
                               {"op": "wait", "s": 1})");
  const CharacterFrame early = at(rt, 0.05);
  const double done = 0.015 * 16.0 / 9.0 / 0.5;
  const double x = done / 0.25;
  const double weight = x * x * (3 - 2 * x);
  EXPECT_NEAR(part(early, "leg:-1"), weight * (22 - 44 * (2 * done)), 1e-9);
  // Standing at its place after the walk: no steps.
  const CharacterFrame after = at(rt, 2.5);
  EXPECT_EQ(part(after, "leg:-1"), 0);
  EXPECT_EQ(after.pose.dy, 0);
}

TEST(StageWalk, AMoveThatWalksKeepsItsOwnGait) {
  // A move with a gait of its own walked across the stage: its legs are the move's alone, the
  // same as when it walks on the spot (the stage's cycle would add about 16 degrees at 1 s).
  const std::string walking = R"({"op": "does", "who": "A", "behaviour": {"v": 1, "kind":
      "behaviour", "scripts": [{"body": [{"op": "gait", "every": 0.5}]}]}},)";
  Runtime moving = two_on_stage(
      walking + R"({"op": "place", "who": "A", "x": 0.9, "over": 2, "ease": "linear"})");
  Runtime still = two_on_stage(walking + R"({"op": "wait", "s": 2})");
  EXPECT_EQ(part(at(moving, 1.0), "leg:-1"), part(at(still, 1.0), "leg:-1"));
  EXPECT_EQ(part(at(moving, 1.0), "shin:1"), part(at(still, 1.0), "shin:1"));
}

TEST(StageWalk, ASmallNudgeIsNoWalk) {
  // A hundredth of the stage is under the walk's 0.02.
  Runtime rt = two_on_stage(R"({"op": "place", "who": "B", "x": 0.71, "over": 2})");
  const CharacterFrame b = at(rt, 1.0, "B");
  EXPECT_EQ(part(b, "leg:-1"), 0);
  EXPECT_EQ(b.pose.rot, 0);
}

// Its track across (rt::CharacterFrame::track_dx, docs/SHAPES.md §3.3) keeps the walk behind it
// once its glide has arrived, so the drawing can sway it past upright where it stopped.
TEST(StageWalk, TheTrackAcrossKeepsTheWalkBehindOnceItHasArrived) {
  // A glides from x 0.3 to 0.9 over 1 s, linearly, then the scene waits. At 1.1 s it has
  // stopped 0.1 s ago: the samples from 0.86 s to 1.34 s are at 0.3 + 0.6·min(t, 1) of the
  // width, 1920 px at 1080 lines (16:9): 1566.72 px at 0.86 s, 1728 px (0.9) from 1 s on.
  Runtime rt = two_on_stage(
      R"({"op": "place", "who": "A", "x": 0.9, "over": 1, "ease": "linear"},
         {"op": "wait", "s": 1})");
  rt.step_to(1.1);
  const CharacterFrame a = character_in(rt.frame(), "A");
  EXPECT_NEAR(a.track_dx[0], 1566.72, 1e-6);
  EXPECT_NEAR(a.track_dx[1], 1920 * (0.3 + 0.6 * 0.9), 1e-6);  // 0.9 s: 1612.8 px
  EXPECT_NEAR(a.track_dx[kTrackSteps], 1728, 1e-6);
  EXPECT_NEAR(a.track_dx[kTrackSamples - 1], 1728, 1e-6);
}

}  // namespace
}  // namespace jt::rt::testing
