// poseAt (spec §6): warm answers are the bits of cold ones.
#include "jt/runtime/pose_at.h"

#include <gtest/gtest.h>

#include "runtime_harness.h"

namespace jt::rt {
namespace {

using testing::bits;
using testing::body;

Pose cold(const std::shared_ptr<const Program>& program, const PoseAtSettings& s, double tau) {
  PoseAt fresh;
  return fresh.pose_at(program, s, tau);
}

TEST(RuntimePoseAt, WarmAnswersEqualColdOnes) {
  auto program = body(R"([{"op": "follow", "ch": "part:tail", "source": "dy", "hz": 3},
                          {"op": "hop", "amp": 50, "every": 0.7},
                          {"op": "forever", "body": [{"op": "ramp", "by": {"rot": 5}, "over": 0.3},
                                                     {"op": "wait", "s": 0.2}]}])");
  PoseAt warm;
  const PoseAtSettings settings{.dur = 5};
  for (double tau : {0.1, 0.5, 0.5, 1.3, 2.9}) {
    EXPECT_EQ(bits(warm.pose_at(program, settings, tau)), bits(cold(program, settings, tau)));
  }
  EXPECT_EQ(warm.warm_hits(), 4u);
  // An earlier time starts from scratch, and still answers right.
  EXPECT_EQ(bits(warm.pose_at(program, settings, 0.2)), bits(cold(program, settings, 0.2)));
  EXPECT_EQ(warm.warm_hits(), 4u);
}

TEST(RuntimePoseAt, APollOrARandomPoseIsNeverReused) {
  auto polls = body(R"([{"op": "until", "cond": "=tau > 1"}, {"op": "set", "to": {"dx": 1}}])");
  PoseAt warm;
  warm.pose_at(polls, {}, 0.5);
  EXPECT_EQ(warm.pose_at(polls, {}, 1.2).dx, 1);  // from scratch, one step: tau > 1 at 1.2
  EXPECT_EQ(warm.warm_hits(), 0u);

  auto random = body(R"([{"op": "drive", "ch": "dx", "value": "=random"}])");
  for (double tau : {0.1, 0.2}) {
    EXPECT_EQ(warm.pose_at(random, {}, tau).dx, cold(random, {}, tau).dx);
  }
  EXPECT_EQ(warm.warm_hits(), 0u);
}

}  // namespace
}  // namespace jt::rt
