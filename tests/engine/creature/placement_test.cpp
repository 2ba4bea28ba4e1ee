// Where a plate or an ornament lands on the chain (creature/placement.h): chunks counted from the
// head tip across head, trunk and tail, an anchor's offset from its scope's start (or its end,
// from the tail), a repeat every `step` chunks through the rest of the scope or `count` times.
// A chain of 2 head, 4 trunk and 3 tail chunks: global indices 0-1, 2-5 and 6-8.
#include "jt/creature/placement.h"

#include <gtest/gtest.h>

namespace jt::creature {
namespace {

std::array<Section, 3> placement_chain() {
  std::array<Section, 3> sections{};
  sections[0].chunks = 2;
  sections[1].chunks = 4;
  sections[2].chunks = 3;
  return sections;
}

TEST(Placement, TheWholeChainFromTheHead) {
  const Resolution r = resolve_placement({}, {}, placement_chain());
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.chunks, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8}));
}

TEST(Placement, ASectionsChunksEveryStepFromItsOffset) {
  // The trunk from its second chunk (2 + 1), every other: 3 and 5 (7 is the tail's).
  const Resolution r = resolve_placement({.section = SectionName::kTrunk, .offset = 1}, {.step = 2},
                                         placement_chain());
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.chunks, (std::vector<int>{3, 5}));
}

TEST(Placement, FromTheTailEndBackward) {
  const Resolution r = resolve_placement({.section = SectionName::kTrunk, .from_tail = true},
                                         {.count = 2}, placement_chain());
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.chunks, (std::vector<int>{5, 4}));
  const Resolution tail =
      resolve_placement({.section = SectionName::kTail, .from_tail = true, .offset = 1},
                        {.count = 1}, placement_chain());
  EXPECT_EQ(tail.chunks, (std::vector<int>{7}));
}

TEST(Placement, OutsideItsScopeIsAnErrorAtItsField) {
  const Resolution past =
      resolve_placement({.section = SectionName::kTail, .offset = 3}, {}, placement_chain());
  EXPECT_FALSE(past.ok());
  EXPECT_EQ(past.field, "/at/offset");
  EXPECT_TRUE(past.chunks.empty());
  // The trunk has room for 4 placements a chunk apart: 5 run out of it.
  const Resolution many =
      resolve_placement({.section = SectionName::kTrunk}, {.count = 5}, placement_chain());
  EXPECT_FALSE(many.ok());
  EXPECT_EQ(many.field, "/repeat/count");
  std::array<Section, 3> headless = placement_chain();
  headless[0].chunks = 0;
  const Resolution empty = resolve_placement({.section = SectionName::kHead}, {}, headless);
  EXPECT_FALSE(empty.ok());
  EXPECT_EQ(empty.field, "/at");
}

}  // namespace
}  // namespace jt::creature
