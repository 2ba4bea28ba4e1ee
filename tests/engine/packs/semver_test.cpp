#include "jt/packs/semver.h"

#include <gtest/gtest.h>

#include <string_view>

namespace jt::packs {
namespace {

TEST(PackSemver, ReadsVersions) {
  for (std::string_view text :
       {"0.0.0", "1.0.0", "1.2.3", "10.20.30", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-0.3.7",
        "1.0.0-x-y-z.--", "1.0.0+20130313144700", "1.0.0-beta+exp.sha.5114f85", "1.0.0+001",
        "18446744073709551615.0.0"}) {
    EXPECT_TRUE(parse_semver(text)) << text;
  }
  const auto v = parse_semver("2.10.3-rc.1+build.7");
  ASSERT_TRUE(v);
  EXPECT_EQ(v->major, 2u);
  EXPECT_EQ(v->minor, 10u);
  EXPECT_EQ(v->patch, 3u);
  EXPECT_EQ(v->prerelease, (std::vector<std::string>{"rc", "1"}));
}

TEST(PackSemver, RefusesWhatIsNotOne) {
  for (std::string_view text :
       {"", "1", "1.0", "1.0.0.0", "01.0.0", "1.02.0", "v1.0.0", "1.0.0-", "1.0.0+", "1.0.0-01",
        "1.0.0-a..b", "1.0.0-a_b", "1.0.0+a..b", " 1.0.0", "1.0.0 ", "-1.0.0", "1.0.x",
        "18446744073709551616.0.0"}) {
    EXPECT_FALSE(parse_semver(text)) << text;
  }
}

// semver.org §11: the precedence chain, each before the next.
TEST(PackSemver, ComparesByPrecedence) {
  constexpr std::string_view kChain[] = {"1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta",
                                         "1.0.0-beta",  "1.0.0-beta.2",  "1.0.0-beta.11",
                                         "1.0.0-rc.1",  "1.0.0",         "1.9.0",
                                         "1.10.0",      "1.10.1",        "2.0.0"};
  for (std::size_t i = 0; i + 1 < std::size(kChain); ++i) {
    const auto a = parse_semver(kChain[i]), b = parse_semver(kChain[i + 1]);
    EXPECT_LT(compare(*a, *b), 0) << kChain[i] << " < " << kChain[i + 1];
    EXPECT_GT(compare(*b, *a), 0) << kChain[i + 1] << " > " << kChain[i];
  }
  EXPECT_EQ(compare(*parse_semver("1.0.0+a"), *parse_semver("1.0.0+b")), 0);
}

}  // namespace
}  // namespace jt::packs
