// move moveTo turn turnTo scaleTo squash setPart turnPart liftPart (spec §4), each expected
// output written out by hand from the spec; the examples are the shipped packs' text views.
#include "desugar_test_support.h"

namespace jt::program {
namespace {

using testing::desugar_body;
using testing::expect_desugars;
using testing::expect_one_diagnostic;

TEST(DesugarBodyMoves, MoveIsARampBy) {
  // "move up 150 in 0.3 s" (jump_for_joy): dy is down, so up is -150.
  expect_desugars(R"j([{"op": "move", "dy": -150, "over": 0.3}])j",
                  R"j([{"op": "ramp", "by": {"dy": -150}, "over": 0.3}])j");
  // "move right (distance) in (distance/speed) s" (patrol).
  expect_desugars(R"j([{"op": "move", "dx": "=distance", "over": "=distance/speed"}])j",
                  R"j([{"op": "ramp", "by": {"dx": "=distance"}, "over": "=distance/speed"}])j");
  expect_desugars(R"j([{"op": "move", "dx": 10, "dy": 20, "over": 1, "ease": "linear"}])j",
                  R"j([{"op": "ramp", "by": {"dx": 10, "dy": 20}, "over": 1, "ease": "linear"}])j");
  // Without `over`: at once.
  expect_desugars(R"j([{"op": "move", "dx": 5}])j",
                  R"j([{"op": "ramp", "by": {"dx": 5}, "over": 0}])j");
}

TEST(DesugarBodyMoves, MoveToIsARampToDxDy) {
  expect_desugars(R"j([{"op": "moveTo", "x": 0, "y": -40, "over": 0.8, "ease": "out"}])j",
                  R"j([{"op": "ramp", "to": {"dx": 0, "dy": -40}, "over": 0.8, "ease": "out"}])j");
  expect_desugars(R"j([{"op": "moveTo", "y": "=h"}])j",
                  R"j([{"op": "ramp", "to": {"dy": "=h"}, "over": 0}])j");
}

TEST(DesugarBodyMoves, TurnAndTurnToRampRot) {
  expect_desugars(R"j([{"op": "turn", "deg": 15, "over": 0.5}])j",
                  R"j([{"op": "ramp", "by": {"rot": 15}, "over": 0.5}])j");
  expect_desugars(R"j([{"op": "turnTo", "deg": -5}])j",
                  R"j([{"op": "ramp", "to": {"rot": -5}, "over": 0}])j");
}

TEST(DesugarBodyMoves, ScaleToRampsSxSy) {
  // "size width 0.9 height 1.12 in 0.12 s", "size to 1 in 0.3 s", "size width -1 in 0.24 s".
  expect_desugars(R"j([{"op": "scaleTo", "sx": 0.9, "sy": 1.12, "over": 0.12}])j",
                  R"j([{"op": "ramp", "to": {"sx": 0.9, "sy": 1.12}, "over": 0.12}])j");
  expect_desugars(R"j([{"op": "scaleTo", "s": 1, "over": 0.3}])j",
                  R"j([{"op": "ramp", "to": {"sx": 1, "sy": 1}, "over": 0.3}])j");
  expect_desugars(R"j([{"op": "scaleTo", "sx": -1, "over": 0.24}])j",
                  R"j([{"op": "ramp", "to": {"sx": -1}, "over": 0.24}])j");
  // sx / sy given beside s take their own value.
  expect_desugars(R"j([{"op": "scaleTo", "s": "=k", "sy": 2}])j",
                  R"j([{"op": "ramp", "to": {"sx": "=k", "sy": 2}, "over": 0}])j");
}

TEST(DesugarBodyMoves, SquashIsSx1PlusKSy1MinusK) {
  // "squash 0.14 in 0.14 s": node gives 1 + 0.14 = 1.1400000000000001, 1 - 0.14 = 0.86.
  expect_desugars(
      R"j([{"op": "squash", "k": 0.14, "over": 0.14}])j",
      R"j([{"op": "ramp", "to": {"sx": 1.1400000000000001, "sy": 0.86}, "over": 0.14}])j");
  expect_desugars(
      R"j([{"op": "squash", "k": "=loud/10"}])j",
      R"j([{"op": "ramp", "to": {"sx": "=1 + (loud/10)", "sy": "=1 - (loud/10)"}, "over": 0}])j");
}

TEST(DesugarPartMoves, SetPartLiftsOutward) {
  // "lift right arm to 150° in 0.35 s" (wave_hello): a right part's angle is raw.
  expect_desugars(R"j([{"op": "setPart", "part": "right arm", "deg": 150, "over": 0.35}])j",
                  R"j([{"op": "ramp", "to": {"part:arm:1": 150}, "over": 0.35}])j");
  // "lift arms to 150° in 0.22 s": both sides mirrored.
  expect_desugars(
      R"j([{"op": "setPart", "part": "arms", "deg": 150, "over": 0.22}])j",
      R"j([{"op": "ramp", "to": {"part:arm:-1": -150, "part:arm:1": 150}, "over": 0.22}])j");
  // A left part's angle is negated; a formula as text.
  expect_desugars(R"j([{"op": "setPart", "part": "left forearm", "deg": "=20*loud"}])j",
                  R"j([{"op": "ramp", "to": {"part:forearm:-1": "=-(20*loud)"}, "over": 0}])j");
  // Unpaired parts pass through raw, channels and legacy names too.
  expect_desugars(R"j([{"op": "setPart", "part": "head", "deg": -10}])j",
                  R"j([{"op": "ramp", "to": {"part:head": -10}, "over": 0}])j");
  expect_desugars(R"j([{"op": "setPart", "part": "part:arm:-1", "deg": 30}])j",
                  R"j([{"op": "ramp", "to": {"part:arm:-1": -30}, "over": 0}])j");
  expect_desugars(R"j([{"op": "setPart", "part": "thigh_r", "deg": 30}])j",
                  R"j([{"op": "ramp", "to": {"part:leg:1": 30}, "over": 0}])j");
  // "front legs" moves both front legs, outward (v0.4.1).
  expect_desugars(
      R"j([{"op": "setPart", "part": "front legs", "deg": 30, "ease": "snappy"}])j",
      R"j([{"op": "ramp", "to": {"part:leg:-1#2": -30, "part:leg:1#3": 30}, "over": 0, "ease": "snappy"}])j");
}

TEST(DesugarPartMoves, TurnPartIsARampBy) {
  // "turn right forearm by -40° in 0.2 s", "turn head by 8° in 0.5 s".
  expect_desugars(R"j([{"op": "turnPart", "part": "right forearm", "deg": -40, "over": 0.2}])j",
                  R"j([{"op": "ramp", "by": {"part:forearm:1": -40}, "over": 0.2}])j");
  expect_desugars(R"j([{"op": "turnPart", "part": "head", "deg": 8, "over": 0.5}])j",
                  R"j([{"op": "ramp", "by": {"part:head": 8}, "over": 0.5}])j");
  expect_desugars(R"j([{"op": "turnPart", "part": "ears", "deg": 10}])j",
                  R"j([{"op": "ramp", "by": {"part:ear:-1": -10, "part:ear:1": 10}, "over": 0}])j");
}

TEST(DesugarPartMoves, LiftPartRaisesWithoutMirroring) {
  expect_desugars(R"j([{"op": "liftPart", "part": "arms", "px": 20, "over": 0.5}])j",
                  R"j([{"op": "ramp", "to": {"lift:arm": 20}, "over": 0.5}])j");
  expect_desugars(R"j([{"op": "liftPart", "part": "left ear", "px": 5}])j",
                  R"j([{"op": "ramp", "to": {"lift:ear:-1": 5}, "over": 0}])j");
  // Spec §4: a lift of the front legs is lift:leg#2 and lift:leg#3.
  expect_desugars(R"j([{"op": "liftPart", "part": "front legs", "px": 10}])j",
                  R"j([{"op": "ramp", "to": {"lift:leg#2": 10, "lift:leg#3": 10}, "over": 0}])j");
  // A raise named in an angle block is written as it is: lifts are not mirrored.
  expect_desugars(R"j([{"op": "setPart", "part": "lift:arm:-1", "deg": 5}])j",
                  R"j([{"op": "ramp", "to": {"lift:arm:-1": 5}, "over": 0}])j");
  expect_desugars(R"j([{"op": "liftPart", "part": "lift:tail", "px": "=h"}])j",
                  R"j([{"op": "ramp", "to": {"lift:tail": "=h"}, "over": 0}])j");
}

TEST(DesugarPartMoves, UnknownPartsAreErrorsWithASuggestion) {
  const Diagnostic d =
      expect_one_diagnostic(R"j([{"op": "setPart", "part": "lef arm", "deg": 10}])j",
                            Severity::kError, "/scripts/0/body/0/part", "unknown part \"lef arm\"");
  EXPECT_EQ(d.hint, "did you mean \"left arm\"?");
  // A friendly block names a part: an unknown role is an error, not the primitive's warning.
  expect_one_diagnostic(R"j([{"op": "setPart", "part": "part:elbow", "deg": 10}])j",
                        Severity::kError, "/scripts/0/body/0/part", "unknown part \"part:elbow\"");
  expect_one_diagnostic(R"j([{"op": "turnPart", "part": "part:constructor", "deg": 10}])j",
                        Severity::kError, "/scripts/0/body/0/part",
                        "unknown part \"part:constructor\"");
  expect_one_diagnostic(R"j([{"op": "setPart", "part": "part:Arm", "deg": 10}])j", Severity::kError,
                        "/scripts/0/body/0/part", "\"part:Arm\" is not a part channel");
}

TEST(DesugarPartMoves, TheNeckIsAWarning) {
  const testing::Desugared out =
      desugar_body(R"j([{"op": "setPart", "part": "neck", "deg": 10}])j");
  EXPECT_EQ(out.body, testing::canonical(testing::parse_json(
                          R"j([{"op": "ramp", "to": {"part:neck": 10}, "over": 0}])j")));
  ASSERT_EQ(out.diagnostics.size(), 1u);
  EXPECT_EQ(out.diagnostics[0].severity, Severity::kWarning);
  EXPECT_EQ(out.diagnostics[0].path, "/scripts/0/body/0/part");
  EXPECT_EQ(out.diagnostics[0].message,
            "no character draws a neck, so setPart \"neck\" moves nothing");
}

TEST(DesugarBodyMoves, MissingAndWrongArgumentsAreErrors) {
  expect_one_diagnostic(R"j([{"op": "move", "over": 1}])j", Severity::kError, "/scripts/0/body/0",
                        "move needs \"dx\" or \"dy\"");
  expect_one_diagnostic(R"j([{"op": "moveTo"}])j", Severity::kError, "/scripts/0/body/0",
                        "moveTo needs \"x\" or \"y\"");
  expect_one_diagnostic(R"j([{"op": "turn"}])j", Severity::kError, "/scripts/0/body/0",
                        "turn needs \"deg\"");
  expect_one_diagnostic(R"j([{"op": "scaleTo", "over": 1}])j", Severity::kError,
                        "/scripts/0/body/0", "scaleTo needs \"s\", or \"sx\" and/or \"sy\"");
  expect_one_diagnostic(R"j([{"op": "squash"}])j", Severity::kError, "/scripts/0/body/0",
                        "squash needs \"k\"");
  expect_one_diagnostic(R"j([{"op": "setPart", "part": "arms"}])j", Severity::kError,
                        "/scripts/0/body/0", "setPart needs \"deg\"");
  expect_one_diagnostic(R"j([{"op": "liftPart", "px": 3}])j", Severity::kError, "/scripts/0/body/0",
                        "liftPart needs \"part\"");
  expect_one_diagnostic(R"j([{"op": "turnTo", "deg": "abc"}])j", Severity::kError,
                        "/scripts/0/body/0/deg",
                        "expected a number or a \"=formula\" for \"deg\", got \"abc\"");
  expect_one_diagnostic(R"j([{"op": "move", "dx": 1, "over": [1]}])j", Severity::kError,
                        "/scripts/0/body/0/over",
                        "expected a number or a \"=formula\" for \"over\", got an array");
  expect_one_diagnostic(R"j([{"op": "setPart", "part": 3, "deg": 1}])j", Severity::kError,
                        "/scripts/0/body/0/part", "expected a part name for \"part\", got 3");
  expect_one_diagnostic(R"j([{"op": "turn", "deg": 1, "ease": 2}])j", Severity::kError,
                        "/scripts/0/body/0/ease", "expected a word for \"ease\", got 2");
}

}  // namespace
}  // namespace jt::program
