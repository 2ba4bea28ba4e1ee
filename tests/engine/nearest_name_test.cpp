// "Did you mean ...?" (jt/nearest_name.h): the candidate within edit distance 40 % of the longer
// word, an insertion, deletion, replacement or swap of neighbours costing 1; ties to the first.
#include "jt/nearest_name.h"

#include <gtest/gtest.h>

#include <array>

namespace jt {
namespace {

constexpr std::array<std::string_view, 4> kNearestOps{"hop", "bob", "wave", "say"};

TEST(NearestName, AOneLetterSlipIsFound) {
  EXPECT_EQ(nearest_name("hopp", kNearestOps), "hop");   // one deleted: 1 <= 0.4 * 4
  EXPECT_EQ(nearest_name("wvae", kNearestOps), "wave");  // two neighbours swapped: 1
  EXPECT_EQ(nearest_name("wace", kNearestOps), "wave");  // one replaced
  EXPECT_EQ(nearest_name("bob", kNearestOps), "bob");    // itself
}

TEST(NearestName, TooFarIsNothing) {
  EXPECT_EQ(nearest_name("jump", kNearestOps), std::nullopt);
  EXPECT_EQ(nearest_name("xy", kNearestOps), std::nullopt);  // "say" is 2 away: over 0.4 * 3
  EXPECT_EQ(nearest_name("hp", kNearestOps), "hop");         // 1 within 0.4 * 3
}

TEST(NearestName, ATieGoesToTheEarlierCandidate) {
  constexpr std::array<std::string_view, 2> bags{"bad", "bag"};
  EXPECT_EQ(nearest_name("bat", bags), "bad");
  constexpr std::array<std::string_view, 2> reversed{"bag", "bad"};
  EXPECT_EQ(nearest_name("bat", reversed), "bag");
}

TEST(NearestName, NoCandidatesIsNothing) {
  EXPECT_EQ(nearest_name("hop", std::span<const std::string_view>()), std::nullopt);
}

}  // namespace
}  // namespace jt
