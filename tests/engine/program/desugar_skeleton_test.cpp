// reach / release part words and `hold` (spec §8.4), turnView (spec §8.5).
#include "desugar_test_support.h"

namespace jt::program {
namespace {

using testing::desugar_body;
using testing::expect_desugars;
using testing::expect_one_diagnostic;

TEST(DesugarReach, PartWordsBecomeLimbKeys) {
  // "reach hands for the hip in 0.5 s" (hands_on_hips).
  expect_desugars(
      R"j([{"op": "reach", "part": "hands", "at": "hip", "over": 0.5}])j",
      R"j([{"op": "reach", "part": ["hand:-1", "hand:1"], "at": "hip", "over": 0.5}])j");
  // "reach right hand for the head + 0.09 out and -0.065 up (× its height) in 0.4 s".
  expect_desugars(
      R"j([{"op": "reach", "part": "right hand", "at": "head", "dx": 0.09, "dy": -0.065, "over": 0.4}])j",
      R"j([{"op": "reach", "part": "hand:1", "at": "head", "dx": 0.09, "dy": -0.065, "over": 0.4}])j");
  // v0.4.1 paws: front paws are hands, a paw without front or back a front paw, back paws feet.
  expect_desugars(R"j([{"op": "reach", "part": "paws", "at": "mouth"},
                      {"op": "reach", "part": "front left paw", "at": "chest"},
                      {"op": "reach", "part": "back paws", "at": "hip"},
                      {"op": "release", "part": "left foot", "over": 0.3}])j",
                  R"j([{"op": "reach", "part": ["hand:-1", "hand:1"], "at": "mouth"},
                      {"op": "reach", "part": "hand:-1", "at": "chest"},
                      {"op": "reach", "part": ["foot:-1", "foot:1"], "at": "hip"},
                      {"op": "release", "part": "foot:-1", "over": 0.3}])j");
  // Without a part: the right hand, left for the runtime's default.
  expect_desugars(R"j([{"op": "reach", "to": {"x": 80, "y": 300}}, {"op": "release"}])j",
                  R"j([{"op": "reach", "to": {"x": 80, "y": 300}}, {"op": "release"}])j");
}

TEST(DesugarReach, HoldReachesWaitsAndLetsGoTheSameWay) {
  // "reach right hand to x 80, y 300, hold 1 s, let go".
  expect_desugars(
      R"j([{"op": "reach", "part": "right hand", "to": {"x": 80, "y": 300}, "hold": 1}])j",
      R"j([{"op": "reach", "part": "hand:1", "to": {"x": 80, "y": 300}},
                      {"op": "wait", "s": 1},
                      {"op": "release", "part": "hand:1"}])j");
  expect_desugars(
      R"j([{"op": "reach", "part": "feet", "at": "hip", "over": 0.3, "ease": "linear", "hold": "=h", "note": "n"}])j",
      R"j([{"op": "reach", "part": ["foot:-1", "foot:1"], "at": "hip", "over": 0.3, "ease": "linear", "note": "n"},
          {"op": "wait", "s": "=h"},
          {"op": "release", "part": ["foot:-1", "foot:1"], "over": 0.3, "ease": "linear"}])j");
  expect_desugars(
      R"j([{"op": "reach", "at": "head", "hold": 0.5}])j",
      R"j([{"op": "reach", "at": "head"}, {"op": "wait", "s": 0.5}, {"op": "release"}])j");
}

TEST(DesugarReach, ANegativeHoldIsAWarning) {
  const testing::Desugared out = desugar_body(R"j([{"op": "reach", "at": "hip", "hold": -1}])j");
  EXPECT_EQ(
      out.body,
      testing::canonical(testing::parse_json(
          R"j([{"op": "reach", "at": "hip"}, {"op": "wait", "s": -1}, {"op": "release"}])j")));
  ASSERT_EQ(out.diagnostics.size(), 1u);
  EXPECT_EQ(out.diagnostics[0].severity, Severity::kWarning);
  EXPECT_EQ(out.diagnostics[0].path, "/scripts/0/body/0/hold");
  EXPECT_EQ(out.diagnostics[0].message, "a hold of -1 s lets go at once");
}

TEST(DesugarReach, OnlyHandsAndFeetReach) {
  expect_one_diagnostic(R"j([{"op": "reach", "part": "left arm", "at": "hip"}])j", Severity::kError,
                        "/scripts/0/body/0/part",
                        "a reach moves a hand or a foot, not \"left arm\"");
  const Diagnostic d =
      expect_one_diagnostic(R"j([{"op": "release", "part": "hnds"}])j", Severity::kError,
                            "/scripts/0/body/0/part", "unknown part \"hnds\"");
  EXPECT_EQ(d.hint, "did you mean \"hands\"?");
  expect_one_diagnostic(R"j([{"op": "reach", "part": 1, "at": "hip"}])j", Severity::kError,
                        "/scripts/0/body/0/part", "expected a hand or a foot for \"part\", got 1");
  expect_one_diagnostic(R"j([{"op": "reach", "part": [], "at": "hip"}])j", Severity::kError,
                        "/scripts/0/body/0/part",
                        "expected a hand or a foot for \"part\", got an empty list");
}

TEST(DesugarTurnView, SquashesTheWidthAroundTheSwitch) {
  // "turn to the side in 0.24 s": over substituted as a number; over / 2 = 0.12.
  const char* side =
      R"j([{"op": "together", "branches": [
            [{"op": "for", "s": 0.24, "body": [{"op": "drive", "ch": "sx", "value": "=abs(cos(pi*local/0.24))"}]}],
            [{"op": "wait", "s": 0.12}, {"op": "view", "to": "side"}]]}])j";
  expect_desugars(R"j([{"op": "turnView", "to": "side", "over": 0.24}])j", side);
  expect_desugars(R"j([{"op": "turnView"}])j", side);
  expect_desugars(R"j([{"op": "turnView", "to": "back", "over": 0.3, "id": "t1"}])j",
                  R"j([{"op": "together", "id": "t1", "branches": [
            [{"op": "for", "s": 0.3, "body": [{"op": "drive", "ch": "sx", "value": "=abs(cos(pi*local/0.3))"}]}],
            [{"op": "wait", "s": 0.15}, {"op": "view", "to": "back"}]]}])j");
  expect_desugars(R"j([{"op": "turnView", "to": "front", "over": "=t"}])j",
                  R"j([{"op": "together", "branches": [
            [{"op": "for", "s": "=t", "body": [{"op": "drive", "ch": "sx", "value": "=abs(cos(pi*local/(t)))"}]}],
            [{"op": "wait", "s": "=(t) / 2"}, {"op": "view", "to": "front"}]]}])j");
}

TEST(DesugarTurnView, ATurnOfNoTimeSwitchesAtOnce) {
  for (const char* over : {"0", "-1"}) {
    const testing::Desugared out =
        desugar_body(std::string(R"j([{"op": "turnView", "to": "front", "over": )j") + over + "}]");
    EXPECT_EQ(out.body,
              testing::canonical(testing::parse_json(R"j([{"op": "view", "to": "front"}])j")));
    ASSERT_EQ(out.diagnostics.size(), 1u);
    EXPECT_EQ(out.diagnostics[0].severity, Severity::kWarning);
    EXPECT_EQ(out.diagnostics[0].path, "/scripts/0/body/0/over");
    EXPECT_EQ(out.diagnostics[0].message,
              std::string("a turn of ") + over + " s switches the view at once");
  }
}

TEST(DesugarTurnView, AnUnknownViewIsAnError) {
  const Diagnostic d =
      expect_one_diagnostic(R"j([{"op": "turnView", "to": "sde"}])j", Severity::kError,
                            "/scripts/0/body/0/to", "unknown view \"sde\"");
  EXPECT_EQ(d.hint, "did you mean \"side\"?");
}

}  // namespace
}  // namespace jt::program
