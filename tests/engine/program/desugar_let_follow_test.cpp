// letFollow (spec §8.3): one follow per source, gain = amount × f with f worked out first as a
// double. Every gain below was computed by node, as the reference engine computes it:
//   node -e 'console.log(String(1.4*((-1*0.4)/2)), String(1.4*((1*0.4)/2)), String(1.4*(1/2)))'
//   -0.27999999999999997 0.27999999999999997 0.7
#include "desugar_test_support.h"

namespace jt::program {
namespace {

using testing::desugar_body;
using testing::expect_desugars;
using testing::expect_one_diagnostic;

TEST(DesugarLetFollow, EarsFollowTheBody) {
  // "let the ears follow the body × 1.4" (floppy_hop): n = 2; dy per side with
  // f = (sign × 0.4) / 2, then rot and the spine's two segments with f = 1 / 2.
  expect_desugars(
      R"j([{"op": "letFollow", "part": "ears", "after": "body", "amount": 1.4}])j",
      R"j([{"op": "follow", "ch": ["part:ear:-1", "part:ear:-1#1"], "source": "dy", "gain": -0.27999999999999997},
          {"op": "follow", "ch": ["part:ear:1", "part:ear:1#1"], "source": "dy", "gain": 0.27999999999999997},
          {"op": "follow", "ch": ["part:ear:-1", "part:ear:-1#1", "part:ear:1", "part:ear:1#1"], "source": "rot", "gain": 0.7},
          {"op": "follow", "ch": ["part:ear:-1", "part:ear:-1#1", "part:ear:1", "part:ear:1#1"], "source": "part:torso", "gain": 0.7},
          {"op": "follow", "ch": ["part:ear:-1", "part:ear:-1#1", "part:ear:1", "part:ear:1#1"], "source": "part:torso#1", "gain": 0.7}])j");
}

TEST(DesugarLetFollow, ASideLessPartBouncesWithPlusOne) {
  // "let the tail follow the body × 1.2": n = 4; node: 1.2*((1*0.4)/4) = 0.12, 1.2*(1/4) = 0.3.
  const char* tail = R"j(["part:tail", "part:tail#1", "part:tail#2", "part:tail#3"])j";
  expect_desugars(
      R"j([{"op": "letFollow", "part": "tail", "amount": 1.2}])j",
      std::string("[") + R"j({"op": "follow", "ch": )j" + tail +
          R"j(, "source": "dy", "gain": 0.12},)j" + R"j({"op": "follow", "ch": )j" + tail +
          R"j(, "source": "rot", "gain": 0.3},)j" + R"j({"op": "follow", "ch": )j" + tail +
          R"j(, "source": "part:torso", "gain": 0.3},)j" + R"j({"op": "follow", "ch": )j" + tail +
          R"j(, "source": "part:torso#1", "gain": 0.3}])j");
  // "let the hair follow the body × 0.8" (whip_tail): node: 0.8*((1*0.4)/2) = 0.16000000000000003.
  expect_desugars(
      R"j([{"op": "letFollow", "part": "hair", "amount": 0.8}])j",
      R"j([{"op": "follow", "ch": ["part:hair", "part:hair#1"], "source": "dy", "gain": 0.16000000000000003},
          {"op": "follow", "ch": ["part:hair", "part:hair#1"], "source": "rot", "gain": 0.4},
          {"op": "follow", "ch": ["part:hair", "part:hair#1"], "source": "part:torso", "gain": 0.4},
          {"op": "follow", "ch": ["part:hair", "part:hair#1"], "source": "part:torso#1", "gain": 0.4}])j");
}

TEST(DesugarLetFollow, APartThatIsNoChainHasOneChannelASide) {
  // "let the hands follow the body × 0.8": n = 1; node: 0.8*(-0.4) = -0.32000000000000006.
  expect_desugars(
      R"j([{"op": "letFollow", "part": "hands", "amount": 0.8, "hz": 3, "damping": 0.5}])j",
      R"j([{"op": "follow", "ch": "part:hand:-1", "source": "dy", "gain": -0.32000000000000006, "hz": 3, "damping": 0.5},
          {"op": "follow", "ch": "part:hand:1", "source": "dy", "gain": 0.32000000000000006, "hz": 3, "damping": 0.5},
          {"op": "follow", "ch": ["part:hand:-1", "part:hand:1"], "source": "rot", "gain": 0.8, "hz": 3, "damping": 0.5},
          {"op": "follow", "ch": ["part:hand:-1", "part:hand:1"], "source": "part:torso", "gain": 0.8, "hz": 3, "damping": 0.5},
          {"op": "follow", "ch": ["part:hand:-1", "part:hand:1"], "source": "part:torso#1", "gain": 0.8, "hz": 3, "damping": 0.5}])j");
  // "let the head follow the body × 0.6" (bow): node: 0.6*0.4 = 0.24.
  expect_desugars(R"j([{"op": "letFollow", "part": "head", "after": "body", "amount": 0.6}])j",
                  R"j([{"op": "follow", "ch": "part:head", "source": "dy", "gain": 0.24},
                      {"op": "follow", "ch": "part:head", "source": "rot", "gain": 0.6},
                      {"op": "follow", "ch": "part:head", "source": "part:torso", "gain": 0.6},
                      {"op": "follow", "ch": "part:head", "source": "part:torso#1", "gain": 0.6}])j");
}

TEST(DesugarLetFollow, AFormulaAmountIsMultipliedAsText) {
  // f written as String(f): (-1*0.4)/2 = -0.2, 1/2 = 0.5.
  expect_desugars(
      R"j([{"op": "letFollow", "part": "left ear", "amount": "=a"}])j",
      R"j([{"op": "follow", "ch": ["part:ear:-1", "part:ear:-1#1"], "source": "dy", "gain": "=(a) * -0.2"},
          {"op": "follow", "ch": ["part:ear:-1", "part:ear:-1#1"], "source": "rot", "gain": "=(a) * 0.5"},
          {"op": "follow", "ch": ["part:ear:-1", "part:ear:-1#1"], "source": "part:torso", "gain": "=(a) * 0.5"},
          {"op": "follow", "ch": ["part:ear:-1", "part:ear:-1#1"], "source": "part:torso#1", "gain": "=(a) * 0.5"}])j");
}

TEST(DesugarLetFollow, SegmentsShareTheGain) {
  // node: (-1*0.4)/3 = -0.13333333333333333, 1/3 = 0.3333333333333333 (amount 1).
  const char* all =
      R"j(["part:ear:-1", "part:ear:-1#1", "part:ear:-1#2", "part:ear:1", "part:ear:1#1", "part:ear:1#2"])j";
  expect_desugars(
      R"j([{"op": "letFollow", "part": "ears", "segments": 3}])j",
      std::string("[") +
          R"j({"op": "follow", "ch": ["part:ear:-1", "part:ear:-1#1", "part:ear:-1#2"], "source": "dy", "gain": -0.13333333333333333},)j" +
          R"j({"op": "follow", "ch": ["part:ear:1", "part:ear:1#1", "part:ear:1#2"], "source": "dy", "gain": 0.13333333333333333},)j" +
          R"j({"op": "follow", "ch": )j" + all +
          R"j(, "source": "rot", "gain": 0.3333333333333333},)j" + R"j({"op": "follow", "ch": )j" +
          all + R"j(, "source": "part:torso", "gain": 0.3333333333333333},)j" +
          R"j({"op": "follow", "ch": )j" + all +
          R"j(, "source": "part:torso#1", "gain": 0.3333333333333333}])j");
}

TEST(DesugarLetFollow, AfterAPart) {
  // "let the ears follow the head × 2": the head's one channel, f = 1 / 2 on every target.
  expect_desugars(
      R"j([{"op": "letFollow", "part": "ears", "after": "head", "amount": 2}])j",
      R"j([{"op": "follow", "ch": ["part:ear:-1", "part:ear:-1#1", "part:ear:1", "part:ear:1#1"],
                       "source": "part:head", "gain": 1}])j");
  // After a chain: its plain channel and its own segments #1 ... #(m-1), m = 2 for the hair.
  expect_desugars(R"j([{"op": "letFollow", "part": "head", "after": "hair"}])j",
                  R"j([{"op": "follow", "ch": "part:head", "source": "part:hair", "gain": 1},
                      {"op": "follow", "ch": "part:head", "source": "part:hair#1", "gain": 1}])j");
}

TEST(DesugarLetFollow, AfterAPairOneSideFollowsTheSameSide) {
  expect_desugars(
      R"j([{"op": "letFollow", "part": "ears", "after": "arms", "amount": "=k"}])j",
      R"j([{"op": "follow", "ch": ["part:ear:-1", "part:ear:-1#1"], "source": "part:arm:-1", "gain": "=(k) * 0.5"},
                      {"op": "follow", "ch": ["part:ear:1", "part:ear:1#1"], "source": "part:arm:1", "gain": "=(k) * 0.5"}])j");
  expect_desugars(
      R"j([{"op": "letFollow", "part": "right hand", "after": "arms"}])j",
      R"j([{"op": "follow", "ch": "part:hand:1", "source": "part:arm:1", "gain": 1}])j");
}

TEST(DesugarLetFollow, AfterAPairASideLessPartFollowsItsFriendlyAngle) {
  // f = (side × 0.5) / n, n = 4 for the tail: -0.125 and 0.125; the ears' segments each.
  const char* tail = R"j(["part:tail", "part:tail#1", "part:tail#2", "part:tail#3"])j";
  expect_desugars(
      R"j([{"op": "letFollow", "part": "tail", "after": "ears"}])j",
      std::string("[") + R"j({"op": "follow", "ch": )j" + tail +
          R"j(, "source": "part:ear:-1", "gain": -0.125},)j" + R"j({"op": "follow", "ch": )j" +
          tail + R"j(, "source": "part:ear:-1#1", "gain": -0.125},)j" +
          R"j({"op": "follow", "ch": )j" + tail + R"j(, "source": "part:ear:1", "gain": 0.125},)j" +
          R"j({"op": "follow", "ch": )j" + tail +
          R"j(, "source": "part:ear:1#1", "gain": 0.125}])j");
}

TEST(DesugarLetFollow, Errors) {
  expect_one_diagnostic(R"j([{"op": "letFollow"}])j", Severity::kError, "/scripts/0/body/0",
                        "letFollow needs \"part\"");
  const Diagnostic d =
      expect_one_diagnostic(R"j([{"op": "letFollow", "part": "ears", "after": "bdy"}])j",
                            Severity::kError, "/scripts/0/body/0/after", "unknown part \"bdy\"");
  EXPECT_EQ(d.hint, "did you mean \"body\"?");
  expect_one_diagnostic(R"j([{"op": "letFollow", "part": "ears", "after": 3}])j", Severity::kError,
                        "/scripts/0/body/0/after", "expected a word for \"after\", got 3");
  expect_one_diagnostic(R"j([{"op": "letFollow", "part": "ears", "after": "lift:head"}])j",
                        Severity::kError, "/scripts/0/body/0/after",
                        "letFollow turns a part, and \"lift:head\" is a raise");
  expect_one_diagnostic(R"j([{"op": "letFollow", "part": "part:tail#1"}])j", Severity::kError,
                        "/scripts/0/body/0/part",
                        "letFollow spreads over the segments of the whole tail, so it cannot name "
                        "the segment \"part:tail#1\"");
}

TEST(DesugarLetFollow, TheNeckIsAWarningOnEitherSide) {
  const testing::Desugared after_neck =
      desugar_body(R"j([{"op": "letFollow", "part": "head", "after": "neck"}])j");
  EXPECT_EQ(after_neck.body,
            testing::canonical(testing::parse_json(
                R"j([{"op": "follow", "ch": "part:head", "source": "part:neck", "gain": 1}])j")));
  ASSERT_EQ(after_neck.diagnostics.size(), 1u);
  EXPECT_EQ(after_neck.diagnostics[0].severity, Severity::kWarning);
  EXPECT_EQ(after_neck.diagnostics[0].path, "/scripts/0/body/0/after");
  EXPECT_EQ(after_neck.diagnostics[0].message,
            "no character draws a neck, so letFollow after \"neck\" moves nothing");

  const testing::Desugared neck = desugar_body(R"j([{"op": "letFollow", "part": "neck"}])j");
  ASSERT_EQ(neck.diagnostics.size(), 1u);
  EXPECT_EQ(neck.diagnostics[0].path, "/scripts/0/body/0/part");
  EXPECT_EQ(neck.diagnostics[0].message,
            "no character draws a neck, so letFollow \"neck\" moves nothing");
}

}  // namespace
}  // namespace jt::program
