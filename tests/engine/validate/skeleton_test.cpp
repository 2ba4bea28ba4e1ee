// The skeleton's errors and warnings (spec §8.6) that validation adds to prepare's, one each.
#include <gtest/gtest.h>

#include "validate_test_support.h"

namespace jt::validate {
namespace {

using test::behaviour;
using test::program_problems;
using Lines = std::vector<std::string>;

TEST(ValidateSkeleton, ASpringOfZeroHzIsAnError) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "follow", "ch": "part:tail", "source": "dy",
                                           "hz": 0}])")),
            Lines{"error /scripts/0/body/0/hz: a spring's hz must be more than 0 and at most 60, "
                  "got 0"});
}

TEST(ValidateSkeleton, ASpringAboveSixHzIsAWarning) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "letFollow", "part": "ears", "hz": 10}])")),
            Lines{"warning /scripts/0/body/0/hz: a spring of 10 per second swings further than "
                  "the spring it stands for"});
}

TEST(ValidateSkeleton, ANegativeDampingIsAnError) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "follow", "ch": "part:tail", "source": "dy",
                                           "damping": -1}])")),
            Lines{"error /scripts/0/body/0/damping: damping must be 0 or more, got -1"});
}

TEST(ValidateSkeleton, ALagAboveOneSecondIsAWarning) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "swish", "lag": 2}])")),
            Lines{"warning /scripts/0/body/0/lag: a lag of 2 s is outside 0..1 s"});
}

TEST(ValidateSkeleton, AFalloffOfZeroIsAWarning) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "chain", "ch": "part:tail", "falloff": 0}])")),
            Lines{"warning /scripts/0/body/0/falloff: a falloff of 0 is outside the usual more "
                  "than 0 and at most 2"});
}

TEST(ValidateSkeleton, AChainDownALegIsAWarning) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "chain", "ch": "part:leg"}])")),
            Lines{"warning /scripts/0/body/0/ch: a chain down a leg: on a leg #i numbers the "
                  "legs, not segments"});
}

TEST(ValidateSkeleton, AChainDownAPartThatIsNoChainIsAWarning) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "chain", "ch": "part:arm:1"}])")),
            Lines{"warning /scripts/0/body/0/ch: no character draws a arm as a chain, so only "
                  "\"part:arm:1\" itself moves"});
}

TEST(ValidateSkeleton, AChainWithAnIndexIsAnError) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "chain", "ch": "part:tail#2"}])")),
            Lines{"error /scripts/0/body/0/ch: a chain runs down one part channel without an "
                  "index, like \"part:tail\""});
}

TEST(ValidateSkeleton, AReachWithoutToOrAtIsAnError) {
  EXPECT_EQ(program_problems(behaviour(R"([{"op": "reach", "part": "right hand"}])")),
            Lines{"error /scripts/0/body/0: a reach needs \"to\" (a point {x, y}) or \"at\" (a "
                  "spot), one of them"});
}

TEST(ValidateSkeleton, ANegativeHoldIsAWarning) {
  const Lines problems =
      program_problems(behaviour(R"([{"op": "reach", "at": "hip", "hold": -1}])"));
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_TRUE(problems[0].starts_with("warning /scripts/0/body/0/hold:")) << problems[0];
}

TEST(ValidateSkeleton, ATurnOfZeroSecondsIsAWarning) {
  const Lines problems =
      program_problems(behaviour(R"([{"op": "turnView", "to": "side", "over": 0}])"));
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_TRUE(problems[0].starts_with("warning /scripts/0/body/0/over:")) << problems[0];
}

TEST(ValidateSkeleton, TheNeckMovesNothing) {
  const Lines problems = program_problems(behaviour(R"([{"op": "bend", "part": "neck"}])"));
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_TRUE(problems[0].starts_with("warning /scripts/0/body/0/part: no character draws a neck"))
      << problems[0];
}

}  // namespace
}  // namespace jt::validate
