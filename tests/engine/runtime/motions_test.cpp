// hop, gait and chain at chosen phases (spec §3, §8.2), computed from the spec's formulas here.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "runtime_harness.h"

namespace jt::rt {
namespace {

using testing::body;
using testing::Harness;

double part_of(const Pose& p, const std::string& key) {
  for (const PartValue& v : p.parts) {
    if (v.key == key) return v.value;
  }
  ADD_FAILURE() << "no part " << key;
  return 0;
}

TEST(RuntimeMotions, HopFollowsTheStudioCurve) {
  Harness h(body(R"([{"op": "hop", "amp": 95, "hz": 1.7}])"));
  const double t = 1.1;
  const double cyc = std::fmod(t * 1.7, 1.0);  // 0.87: in the air
  const double c = (cyc - 0.12) / 0.88;
  const double air = std::sin(c * std::numbers::pi);
  Pose p = h.at(t);
  EXPECT_DOUBLE_EQ(p.dy, -95 * air);
  EXPECT_DOUBLE_EQ(p.sx, 1 - 0.10 * air);
  EXPECT_DOUBLE_EQ(p.sy, 1 + 0.12 * air);
}

TEST(RuntimeMotions, TwoLeggedGaitWithCounterSwingingArms) {
  Harness h(body(R"([{"op": "gait", "every": 0.62, "stride": 20, "give": 4, "bend": 30,
                      "armSwing": 0.45, "bob": [-2, 3], "roll": 1}])"));
  const double t = 0.5;
  const double ph = std::fmod(t, 0.62) / 0.62;
  auto leg = [](double p, double stride, double give, double bend) {
    if (p < 0.5) {
      const double s = p / 0.5;
      return std::pair{stride - 2 * stride * s, give * std::sin(s * std::numbers::pi)};
    }
    const double s = (p - 0.5) / 0.5;
    return std::pair{-stride + 2 * stride * s, bend * std::sin(s * std::numbers::pi)};
  };
  const auto left = leg(ph, 20, 4, 30);
  const auto right = leg(std::fmod(ph + 0.5, 1.0), 20, 4, 30);
  Pose p = h.at(t);
  EXPECT_DOUBLE_EQ(part_of(p, "leg:-1"), left.first);
  EXPECT_DOUBLE_EQ(part_of(p, "shin:-1"), left.second);
  EXPECT_DOUBLE_EQ(part_of(p, "leg:1"), right.first);
  EXPECT_DOUBLE_EQ(part_of(p, "shin:1"), right.second);
  EXPECT_DOUBLE_EQ(part_of(p, "arm:-1"), -left.first * 0.45);
  EXPECT_DOUBLE_EQ(part_of(p, "arm:1"), -right.first * 0.45);
  EXPECT_DOUBLE_EQ(p.dy, -2 - 3 * std::abs(std::sin(2 * std::numbers::pi * ph)));
  EXPECT_DOUBLE_EQ(p.rot, std::sin(2 * std::numbers::pi * ph) * 1);
}

TEST(RuntimeMotions, FourLeggedGaitNumbersTheLegs) {
  Harness h(body(R"([{"op": "gait", "every": 1, "stride": 10, "give": 2, "bend": 20}])"), {}, {},
            4);
  Pose p = h.at(0.25);
  // ph = 0.25; offsets [0, ½, ½, 0]: legs #0 and #3 in stance at s = 0.5, #1 and #2 in swing.
  EXPECT_DOUBLE_EQ(part_of(p, "leg#0"), 0);
  EXPECT_DOUBLE_EQ(part_of(p, "shin#0"), 2);
  EXPECT_DOUBLE_EQ(part_of(p, "leg#1"), -10 + 2 * 10 * 0.5);
  EXPECT_DOUBLE_EQ(part_of(p, "shin#2"), 20);
  EXPECT_DOUBLE_EQ(part_of(p, "leg#3"), 0);
}

TEST(RuntimeMotions, ChainTravelsDownTheSegments) {
  Harness h(body(R"([{"op": "chain", "ch": "part:tail", "amp": 20, "every": 1, "lag": 0.1,
                      "falloff": 0.8, "segments": 4}])"));
  const double t = 0.25;
  Pose p = h.at(t);
  const double w = 2 * std::numbers::pi;
  EXPECT_DOUBLE_EQ(part_of(p, "tail"), 20 * std::sin(w * t));
  EXPECT_DOUBLE_EQ(part_of(p, "tail#1"), 20 * 0.8 * std::sin(w * (t - 0.1)));
  EXPECT_DOUBLE_EQ(part_of(p, "tail#2"), 20 * (0.8 * 0.8) * std::sin(w * (t - 0.2)));
  EXPECT_EQ(part_of(p, "tail#3"), 0);  // the wave has not reached it (t − 0.3 < 0)
}

TEST(RuntimeMotions, DriveFollowsALiveFormula) {
  Harness h(
      body(R"([{"op": "drive", "ch": ["part:arm:-1", "part:arm:1"], "value": "=tau * 10"}])"));
  Pose p = h.at(0.7);
  EXPECT_DOUBLE_EQ(part_of(p, "arm:-1"), 7);
  EXPECT_DOUBLE_EQ(part_of(p, "arm:1"), 7);
}

TEST(RuntimeMotions, LiveAmpReadsTheVoice) {
  Harness h(body(R"([{"op": "wave", "ch": "dy", "w": 2, "amp": "=-20*loud"}])"));
  h.rt.set_inputs("A", {.loud = 0.5});
  EXPECT_DOUBLE_EQ(h.at(0.3).dy, -10 * std::sin(0.6));
  EXPECT_TRUE(h.rt.inputs_read());
}

TEST(RuntimeMotions, ReachGlidesItsWeightAndReleaseKeepsTheTarget) {
  Harness h(body(R"([{"op": "reach", "part": "hand:1", "at": "hip", "over": 0.4},
                     {"op": "reach", "part": "hand:-1", "to": {"x": 80, "y": 300}, "over": 0},
                     {"op": "wait", "s": 1},
                     {"op": "release", "part": "hand:1", "over": 0.5, "ease": "linear"}])"));
  Pose p = h.at(0.2);
  ASSERT_EQ(p.reach.size(), 1u);  // the first reach waits its 0.4 s before the second runs
  EXPECT_EQ(p.reach[0].limb, "hand:1");
  EXPECT_EQ(p.reach[0].spot, "hip");
  EXPECT_DOUBLE_EQ(p.reach[0].w, 0.5);  // smooth(0.5)
  p = h.at(0.5);
  ASSERT_EQ(p.reach.size(), 2u);
  EXPECT_EQ(p.reach[1].limb, "hand:-1");
  EXPECT_EQ(p.reach[1].x, 80);
  EXPECT_EQ(p.reach[1].w, 1);
  Pose letting_go = h.at(1.65);  // the release began at 0.4 + 1
  EXPECT_EQ(letting_go.reach[0].spot, "hip");
  EXPECT_DOUBLE_EQ(letting_go.reach[0].w, 0.5);
}

}  // namespace
}  // namespace jt::rt
