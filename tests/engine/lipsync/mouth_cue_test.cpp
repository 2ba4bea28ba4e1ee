// The mouth shapes (docs/SHAPES.md §2.1): Rhubarb's letters X and A to H, and how far each drops
// the jaw at full loudness, from the table there.
#include "jt/lipsync/mouth_cue.h"

#include <gtest/gtest.h>

namespace jt::lipsync {
namespace {

TEST(MouthCue, ShapesByLetterAndBack) {
  EXPECT_EQ(shape_letter(MouthShape::kX), 'X');
  EXPECT_EQ(shape_letter(MouthShape::kA), 'A');
  EXPECT_EQ(shape_letter(MouthShape::kH), 'H');
  EXPECT_EQ(shape_from_letter('D'), MouthShape::kD);
  EXPECT_EQ(shape_from_letter('I'), std::nullopt);
  EXPECT_EQ(shape_from_letter('x'), std::nullopt);
  for (std::size_t i = 0; i < kMouthShapes; ++i) {
    const auto shape = static_cast<MouthShape>(i);
    EXPECT_EQ(shape_from_letter(shape_letter(shape)), shape);
  }
}

TEST(MouthCue, OpennessFromTheTable) {
  EXPECT_EQ(shape_openness(MouthShape::kX), 0);
  EXPECT_EQ(shape_openness(MouthShape::kA), 0);
  EXPECT_EQ(shape_openness(MouthShape::kB), 0.18);
  EXPECT_EQ(shape_openness(MouthShape::kC), 0.55);
  EXPECT_EQ(shape_openness(MouthShape::kD), 0.95);
  EXPECT_EQ(shape_openness(MouthShape::kE), 0.5);
  EXPECT_EQ(shape_openness(MouthShape::kF), 0.28);
  EXPECT_EQ(shape_openness(MouthShape::kG), 0.15);
  EXPECT_EQ(shape_openness(MouthShape::kH), 0.5);
}

}  // namespace
}  // namespace jt::lipsync
