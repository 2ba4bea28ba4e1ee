// The shipped cartoon, planned with the spec's speech estimate (issue 5's numbers; since the
// sign branch, Sunny walks 0.5511 s up to Grump before handing the cake over, docs/PROPS.md).
#include <gtest/gtest.h>

#include "director_harness.h"

namespace jt::rt {
namespace {

TEST(DirectorHappyNow, PlansToTheSpecsNumbers) {
  Runtime rt = create_runtime({.packs = testing::shipped_packs()});
  CartoonStart started = rt.start_cartoon(testing::shipped_cartoon("scenes/happy_now.json"));
  ASSERT_TRUE(started.ok) << started.error;
  ASSERT_TRUE(rt.duration().has_value());
  EXPECT_EQ(*rt.duration(), 23.13699346405229);
  int lines = 0;
  std::vector<double> scenes;
  for (const TimelineRecord& r : rt.timeline()) {
    lines += r.kind == "say";
    if (r.kind == "scene") scenes.push_back(r.t);
  }
  EXPECT_EQ(lines, 9);
  ASSERT_EQ(scenes.size(), 2u);
  EXPECT_EQ(scenes[1], 11.211111111111112);
  for (const std::string& w : rt.warnings())
    ADD_FAILURE() << w;
}

}  // namespace
}  // namespace jt::rt
