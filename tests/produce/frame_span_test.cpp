// The frame clock's arithmetic: frame i is shown at i / fps, so the first frame at a time is the
// smallest i with i / fps >= t (worked out here by hand, not by the code under test).
#include "jt/produce/frame_span.h"

#include <gtest/gtest.h>

namespace jt::produce {
namespace {

TEST(FrameSpan, FirstFrameAtATimeIsTheFirstShownThenOrAfter) {
  EXPECT_EQ(first_frame_at(0, 24), 0);
  EXPECT_EQ(first_frame_at(0.5, 24), 12);     // 12 / 24 = 0.5 exactly
  EXPECT_EQ(first_frame_at(0.51, 24), 13);    // 12 / 24 < 0.51 <= 13 / 24
  EXPECT_EQ(first_frame_at(1.0, 29.97), 30);  // 29 / 29.97 = 0.9676..., 30 / 29.97 = 1.001
  EXPECT_EQ(first_frame_at(-3, 24), 0);       // nothing before the start
}

TEST(FrameSpan, FirstFrameAtIsNotFooledByTheProductsRounding) {
  // 0.1 * 30 is 3.0000000000000004 in doubles (its ceiling 4), but frame 3 is shown at 3 / 30,
  // which is the same double as 0.1: frame 3 is the first.
  EXPECT_EQ(first_frame_at(0.1, 30), 3);
  // 0.7 * 10 is 7.000000000000001: frame 7 (7 / 10 == 0.7 in doubles) all the same.
  EXPECT_EQ(first_frame_at(0.7, 10), 7);
}

TEST(FrameSpan, FramesBetweenTwoTimesAreHalfOpenAndNeverEmpty) {
  const FrameSpan second = frames_between(0, 1, 24);
  EXPECT_EQ(second.first, 0);
  EXPECT_EQ(second.end, 24);
  EXPECT_EQ(second.count(), 24);
  const FrameSpan instant = frames_between(2, 2, 24);  // a still's span: one frame
  EXPECT_EQ(instant.first, 48);
  EXPECT_EQ(instant.count(), 1);
  const FrameSpan backwards = frames_between(3, 1, 24);
  EXPECT_EQ(backwards.count(), 1);
}

}  // namespace
}  // namespace jt::produce
