// swish flop bend bow (spec §8.2's table): a chain role spread over its segments (tail 4, body 2,
// ears 2, hair 2), each side lifted outward; a part that is no chain moves whole.
#include "desugar_test_support.h"

namespace jt::program {
namespace {

using testing::desugar_body;
using testing::expect_desugars;
using testing::expect_one_diagnostic;

TEST(DesugarChains, SwishDefaultsToTheTail) {
  // tail, 40°, every 0.8 s, lag 0.08 s, falloff 1; amp 40 / 4 segments = 10.
  expect_desugars(R"j([{"op": "swish"}])j",
                  R"j([{"op": "chain", "ch": "part:tail", "shape": "sin", "amp": 10, "every": 0.8,
                       "lag": 0.08, "falloff": 1, "segments": 4}])j");
}

TEST(DesugarChains, SwishOfTheWhipTailPack) {
  // "swish tail 50° · every 0.7 s · lag 0.09 · each × 1.1": 50 / 4 = 12.5.
  expect_desugars(
      R"j([{"op": "swish", "part": "tail", "deg": 50, "every": 0.7, "lag": 0.09, "falloff": 1.1}])j",
      R"j([{"op": "chain", "ch": "part:tail", "shape": "sin", "amp": 12.5, "every": 0.7,
           "lag": 0.09, "falloff": 1.1, "segments": 4}])j");
}

TEST(DesugarChains, AFormulaIsDividedAsText) {
  // Spec §8.2: deg "=x" over 3 segments is "=(x) / 3".
  expect_desugars(R"j([{"op": "swish", "part": "tail", "deg": "=x", "segments": 3}])j",
                  R"j([{"op": "chain", "ch": "part:tail", "shape": "sin", "amp": "=(x) / 3",
                       "every": 0.8, "lag": 0.08, "falloff": 1, "segments": 3}])j");
  // The left side's friendly angle is negated before it is shared.
  expect_desugars(R"j([{"op": "flop", "deg": "=x"}])j",
                  R"j([{"op": "chain", "ch": "part:ear:-1", "shape": "sin", "amp": "=(-(x)) / 2",
                       "every": 1.2, "lag": 0.15, "falloff": 1.3, "segments": 2},
                      {"op": "chain", "ch": "part:ear:1", "shape": "sin", "amp": "=(x) / 2",
                       "every": 1.2, "lag": 0.15, "falloff": 1.3, "segments": 2}])j");
}

TEST(DesugarChains, FlopDefaultsToTheEarsBothSidesOutward) {
  // "flop ears 14° · every 0.7 s" (whip_tail): 14 / 2 = 7 a segment; lag 0.15, falloff 1.3.
  expect_desugars(R"j([{"op": "flop", "part": "ears", "deg": 14, "every": 0.7}])j",
                  R"j([{"op": "chain", "ch": "part:ear:-1", "shape": "sin", "amp": -7, "every": 0.7,
                       "lag": 0.15, "falloff": 1.3, "segments": 2},
                      {"op": "chain", "ch": "part:ear:1", "shape": "sin", "amp": 7, "every": 0.7,
                       "lag": 0.15, "falloff": 1.3, "segments": 2}])j");
  expect_desugars(
      R"j([{"op": "flop", "part": "right ear", "hz": 2, "phase": 1, "sync": "start"}])j",
      R"j([{"op": "chain", "ch": "part:ear:1", "shape": "sin", "amp": 12.5, "hz": 2,
                       "phase": 1, "sync": "start", "lag": 0.15, "falloff": 1.3, "segments": 2}])j");
}

TEST(DesugarChains, SegmentsOverrideTheChainsCount) {
  expect_desugars(R"j([{"op": "swish", "part": "hair", "deg": 30, "segments": 1}])j",
                  R"j([{"op": "chain", "ch": "part:hair", "shape": "sin", "amp": 30, "every": 0.8,
                       "lag": 0.08, "falloff": 1, "segments": 1}])j");
  expect_desugars(R"j([{"op": "swish", "part": "body", "deg": 16, "segments": 16}])j",
                  R"j([{"op": "chain", "ch": "part:torso", "shape": "sin", "amp": 1, "every": 0.8,
                       "lag": 0.08, "falloff": 1, "segments": 16}])j");
}

TEST(DesugarChains, APartThatIsNoChainWavesWhole) {
  expect_desugars(
      R"j([{"op": "swish", "part": "arms", "deg": 30}])j",
      R"j([{"op": "wave", "ch": "part:arm:-1", "shape": "sin", "amp": -30, "every": 0.8},
                      {"op": "wave", "ch": "part:arm:1", "shape": "sin", "amp": 30, "every": 0.8}])j");
  // segments there is ignored, with a warning.
  const testing::Desugared out =
      desugar_body(R"j([{"op": "flop", "part": "head", "deg": 10, "segments": 3}])j");
  EXPECT_EQ(
      out.body,
      testing::canonical(testing::parse_json(
          R"j([{"op": "wave", "ch": "part:head", "shape": "sin", "amp": 10, "every": 1.2}])j")));
  ASSERT_EQ(out.diagnostics.size(), 1u);
  EXPECT_EQ(out.diagnostics[0].severity, Severity::kWarning);
  EXPECT_EQ(out.diagnostics[0].path, "/scripts/0/body/0/segments");
  EXPECT_EQ(out.diagnostics[0].message, "\"segments\" is ignored: \"part:head\" is no chain");
}

TEST(DesugarChains, BendRampsEverySegment) {
  // "bend body 20° in 0.5 s": 10 each on the spine's two segments.
  expect_desugars(
      R"j([{"op": "bend", "part": "body", "deg": 20, "over": 0.5}])j",
      R"j([{"op": "ramp", "to": {"part:torso": 10, "part:torso#1": 10}, "over": 0.5}])j");
  expect_desugars(R"j([{"op": "bend"}])j",
                  R"j([{"op": "ramp", "to": {"part:torso": 10, "part:torso#1": 10}, "over": 0}])j");
  expect_desugars(R"j([{"op": "bend", "part": "tail", "deg": "=x", "segments": 3, "ease": "in"}])j",
                  R"j([{"op": "ramp", "to": {"part:tail": "=(x) / 3", "part:tail#1": "=(x) / 3",
                       "part:tail#2": "=(x) / 3"}, "over": 0, "ease": "in"}])j");
  expect_desugars(R"j([{"op": "bend", "part": "ears", "deg": 10}])j",
                  R"j([{"op": "ramp", "to": {"part:ear:-1": -5, "part:ear:-1#1": -5,
                       "part:ear:1": 5, "part:ear:1#1": 5}, "over": 0}])j");
  // No chain: ramp {to: {ch: ±deg}}.
  expect_desugars(R"j([{"op": "bend", "part": "left arm", "deg": 15}])j",
                  R"j([{"op": "ramp", "to": {"part:arm:-1": -15}, "over": 0}])j");
}

TEST(DesugarChains, BowIsBendBodyMinusDeg) {
  // "bow 40° in 0.6 s" (bow): forward is clockwise, -40 / 2 = -20 a segment.
  expect_desugars(
      R"j([{"op": "bow", "deg": 40, "over": 0.6}])j",
      R"j([{"op": "ramp", "to": {"part:torso": -20, "part:torso#1": -20}, "over": 0.6}])j");
  expect_desugars(
      R"j([{"op": "bow"}])j",
      R"j([{"op": "ramp", "to": {"part:torso": -15, "part:torso#1": -15}, "over": 0}])j");
  // "bow 0° in 0.5 s" stands up straight.
  expect_desugars(
      R"j([{"op": "bow", "deg": 0, "over": 0.5, "ease": "inout"}])j",
      R"j([{"op": "ramp", "to": {"part:torso": 0, "part:torso#1": 0}, "over": 0.5, "ease": "inout"}])j");
  expect_desugars(
      R"j([{"op": "bow", "deg": "=a"}])j",
      R"j([{"op": "ramp", "to": {"part:torso": "=(-(a)) / 2", "part:torso#1": "=(-(a)) / 2"}, "over": 0}])j");
}

TEST(DesugarChains, RaisesAndSegmentsOfAChainAreErrors) {
  expect_one_diagnostic(R"j([{"op": "swish", "part": "lift:tail"}])j", Severity::kError,
                        "/scripts/0/body/0/part",
                        "swish turns a part, and \"lift:tail\" is a raise");
  const Diagnostic d = expect_one_diagnostic(
      R"j([{"op": "bend", "part": "part:tail#2"}])j", Severity::kError, "/scripts/0/body/0/part",
      "bend spreads over the segments of the whole tail, so it cannot name the segment "
      "\"part:tail#2\"");
  EXPECT_EQ(d.hint, "name the whole chain, \"part:tail\"");
  // A leg number is no segment: a pair of legs waves whole.
  expect_desugars(
      R"j([{"op": "swish", "part": "part:leg#2", "deg": 10}])j",
      R"j([{"op": "wave", "ch": "part:leg:-1#2", "shape": "sin", "amp": -10, "every": 0.8},
                      {"op": "wave", "ch": "part:leg:1#3", "shape": "sin", "amp": 10, "every": 0.8}])j");
}

TEST(DesugarChains, SegmentsMustBeAWholeNumberFrom1To16) {
  // Each value as JSON, which is also how the message shows it.
  for (std::string segments : {"0", "17", "2.5", "-1", "\"=2\"", "\"3\"", "null"}) {
    expect_one_diagnostic(R"j([{"op": "swish", "segments": )j" + segments + "}]", Severity::kError,
                          "/scripts/0/body/0/segments",
                          "expected a whole number from 1 to 16 for \"segments\", got " + segments);
  }
}

TEST(DesugarChains, TheNeckIsAWarning) {
  const testing::Desugared out = desugar_body(R"j([{"op": "swish", "part": "neck", "deg": 20}])j");
  EXPECT_EQ(
      out.body,
      testing::canonical(testing::parse_json(
          R"j([{"op": "wave", "ch": "part:neck", "shape": "sin", "amp": 20, "every": 0.8}])j")));
  ASSERT_EQ(out.diagnostics.size(), 1u);
  EXPECT_EQ(out.diagnostics[0].severity, Severity::kWarning);
  EXPECT_EQ(out.diagnostics[0].message,
            "no character draws a neck, so swish \"neck\" moves nothing");
}

}  // namespace
}  // namespace jt::program
