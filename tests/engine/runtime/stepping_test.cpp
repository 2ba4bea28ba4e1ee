// Exact time (spec §0): a pose depends only on T, not on how the clock was stepped; polls are the
// only step-dependent things; the event queue stays small (spec §7.7).
#include <gtest/gtest.h>

#include <vector>

#include "jt/diagnostic_codes.h"
#include "runtime_harness.h"

namespace jt::rt {
namespace {

using testing::behaviour;
using testing::bits;
using testing::body;
using testing::Harness;

// Programs that use every timed block and motion, none of them polling.
const std::vector<std::string>& exact_programs() {
  static const std::vector<std::string> programs = {
      R"([{"body": [{"op": "wave", "ch": "dy", "shape": "abssin", "w": 2, "amp": -9},
                    {"op": "wave", "ch": "sx", "w": 2, "amp": -0.012},
                    {"op": "wave", "ch": "part:claw:-1", "w": 1.3, "amp": 5, "phase": 0.6}]}])",
      R"([{"body": [{"op": "set", "to": {"dx": -1300}}, {"op": "hop", "amp": 80, "hz": 1.8},
                    {"op": "ramp", "to": {"dx": 0}, "over": 2.2, "ease": "linear"}]}])",
      R"([{"body": [{"op": "forever", "body": [
                      {"op": "ramp", "to": {"sx": 1.14, "sy": 0.86}, "over": 0.14},
                      {"op": "together", "branches": [
                         [{"op": "ramp", "by": {"dy": -150}, "over": 0.3}],
                         [{"op": "ramp", "to": {"part:arm:-1": -150, "part:arm:1": 150},
                           "over": 0.22, "ease": "snappy"}]]},
                      {"op": "wait", "s": 0.35}]}]}])",
      R"([{"body": [{"op": "for", "s": 1.3, "body": [{"op": "gait", "every": 0.62}]},
                    {"op": "chain", "ch": "part:tail", "amp": 12, "every": 0.7, "lag": 0.09,
                     "falloff": 1.1},
                    {"op": "repeat", "n": 3, "body": [
                       {"op": "reach", "part": "hand:1", "at": "head", "dx": 0.13, "dy": -0.11,
                        "over": 0.25},
                       {"op": "reach", "part": "hand:1", "at": "head", "dx": 0.07, "dy": -0.02,
                        "over": 0.25}]},
                    {"op": "release", "part": "hand:1", "over": 0.4}]}])",
      R"([{"body": [{"op": "follow", "ch": ["part:ear:-1", "part:ear:1"], "source": "dy",
                     "gain": 0.7, "hz": 2.5},
                    {"op": "follow", "ch": "part:tail", "source": "rot", "hz": 3, "damping": 0.2},
                    {"op": "hop", "amp": 50, "every": 0.7},
                    {"op": "wave", "ch": "rot", "w": 5, "amp": 4}]}])",
  };
  return programs;
}

Pose pose_stepping(const std::string& program, double t, double step) {
  Harness h(behaviour(program), {.dur = 6}, {}, 4);
  for (int k = 1; k * step < t; ++k)
    h.rt.step_to(k * step);
  return h.at(t);
}

TEST(RuntimeStepping, EveryStepGivesTheSameBits) {
  for (const std::string& program : exact_programs()) {
    for (double t : {0.5, 1.3, 2.2, 3.7}) {
      const std::string jump = bits(pose_stepping(program, t, 1e9));
      EXPECT_EQ(jump, bits(pose_stepping(program, t, 1.0 / 24))) << program << " at " << t;
      EXPECT_EQ(jump, bits(pose_stepping(program, t, 1.0 / 30))) << program << " at " << t;
      EXPECT_EQ(jump, bits(pose_stepping(program, t, 0.0173))) << program << " at " << t;
    }
  }
}

TEST(RuntimeStepping, APollIsCheckedOncePerStep) {
  auto program = body(R"([{"op": "until", "cond": "=tau > 1"}, {"op": "set", "to": {"dx": 1}}])");
  Harness coarse(program);
  coarse.at(0.5);
  EXPECT_EQ(coarse.at(1.2).dx, 1);
  Harness fine(program);
  fine.at(1.0);
  EXPECT_EQ(fine.at(1.0).dx, 0);  // not yet: tau > 1 is false at 1
  EXPECT_TRUE(fine.rt.polled());
}

TEST(RuntimeStepping, ALoopThatTakesNoTimeWaitsForTheNextStep) {
  Harness h(body(R"([{"op": "forever", "body": [{"op": "changeVar", "var": "n", "by": 1},
                                                {"op": "set", "to": {"dx": "=n"}}]}])",
                 R"("vars": {"n": 0})"));
  EXPECT_EQ(h.rt.pose("A").dx, 1);  // the first iteration, at the start
  h.at(0.1);
  h.at(0.2);
  EXPECT_EQ(h.rt.pose("A").dx, 3);  // one more at each step
}

TEST(RuntimeStepping, PollingInsideALongForKeepsTheQueueSmall) {
  Harness h(body(R"([{"op": "for", "s": 600, "body": [{"op": "until", "cond": "=0"}]}])"));
  std::size_t largest = 0;
  for (int k = 1; k <= 600 * 24; ++k) {
    h.rt.step_to(k / 24.0);
    largest = std::max(largest, h.rt.queued_events());
  }
  EXPECT_LT(largest, 64u);
}

}  // namespace
}  // namespace jt::rt

namespace jt::rt {
namespace {

TEST(RuntimeStepping, ALoopOfNearlyZeroWaitsStopsWithAnError) {
  Harness h(body(R"([{"op": "repeat", "n": 1e9, "body": [{"op": "wait", "s": "=1e-9"}]}])"), {},
            {.max_events_per_step = 1000});
  h.at(2);
  ASSERT_EQ(h.rt.errors().size(), 1u);
  EXPECT_NE(h.rt.errors()[0].message.find("1000 events in one step did not reach 2 s"),
            std::string::npos);
  h.at(3);  // nothing runs any more
  EXPECT_EQ(h.rt.errors().size(), 1u);
}

TEST(RuntimeStepping, MoreThanAMillionEventsASecondStopAtTheSameEventHoweverItIsStepped) {
  // Waits of 1e-7 s: 10^7 events a second. The rate allows 10^6 × (1 + T) by time T, so the
  // runtime stops where 10^7 T = 10^6 (1 + T), at T = 1/9 s, in one jump or at 24 fps alike.
  const std::string loop =
      R"([{"op": "repeat", "n": 1e9, "body": [{"op": "wait", "s": "=1e-7"}]}])";
  Harness jump(body(loop));
  jump.at(2);
  Harness framed(body(loop));
  for (int k = 1; k <= 48; ++k)
    framed.at(k / 24.0);
  ASSERT_EQ(jump.rt.errors().size(), 1u);
  ASSERT_EQ(framed.rt.errors().size(), 1u);
  EXPECT_EQ(jump.rt.errors()[0].message,
            "stopped at 0.111 s: more than 1000000 events a second of the cartoon's time (a loop "
            "whose wait or glide is nearly 0 s?)");
  EXPECT_EQ(framed.rt.errors()[0].message, jump.rt.errors()[0].message);
  EXPECT_EQ(jump.rt.errors()[0].code, Code::kLimitExceeded);
}

}  // namespace
}  // namespace jt::rt
