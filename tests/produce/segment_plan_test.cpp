// Segments and parts (docs/SCALE.md): which frames each segment holds, which segments a part
// makes. Expected values counted by hand.
#include "jt/produce/segment_plan.h"

#include <gtest/gtest.h>

namespace jt::produce {
namespace {

TEST(SegmentPlan, SegmentsHoldTheirLengthAndTheLastOneTheRest) {
  const SegmentPlan plan{.first = 10, .count = 100, .length = 24};  // frames 10..109
  EXPECT_EQ(plan.segments(), 5);                                    // 24 + 24 + 24 + 24 + 4
  EXPECT_EQ(plan.start(0), 10);
  EXPECT_EQ(plan.end(0), 34);
  EXPECT_EQ(plan.start(4), 106);
  EXPECT_EQ(plan.end(4), 110);
  EXPECT_EQ(plan.of(33), 0);
  EXPECT_EQ(plan.of(34), 1);
  EXPECT_EQ(plan.of(109), 4);
}

TEST(SegmentPlan, PartsSplitTheSegmentsIntoRunsAsEqualAsWholeSegmentsAllow) {
  const SegmentPlan plan{.first = 0, .count = 120, .length = 24};  // 5 segments
  using Run = std::pair<std::int64_t, std::int64_t>;
  EXPECT_EQ(segments_of_part(plan, 0, 0), Run(0, 5));  // the whole video
  // Three parts of five segments: floor(k * 5 / 3) for k = 0..3 is 0, 1, 3, 5.
  EXPECT_EQ(segments_of_part(plan, 1, 3), Run(0, 1));
  EXPECT_EQ(segments_of_part(plan, 2, 3), Run(1, 3));
  EXPECT_EQ(segments_of_part(plan, 3, 3), Run(3, 5));
  // As many parts as segments: one each.
  for (int k = 1; k <= 5; ++k)
    EXPECT_EQ(segments_of_part(plan, k, 5), Run(k - 1, k));
}

}  // namespace
}  // namespace jt::produce
