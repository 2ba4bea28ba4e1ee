// bob sway wobble shake swingPart (spec §4): waves, every 1 s unless the block gives w, hz or
// every; shake 6 times a second. The examples are the shipped packs' text views.
#include "desugar_test_support.h"

namespace jt::program {
namespace {

using testing::expect_desugars;
using testing::expect_one_diagnostic;

TEST(DesugarWiggles, BobIsAnAbssinWaveOnDyOfMinusAmp) {
  // "bob (7*loud) · every 0.36 s" (talk), "bob 6 · every 0.56 s" (wag).
  expect_desugars(
      R"j([{"op": "bob", "amp": "=7*loud", "every": 0.36}])j",
      R"j([{"op": "wave", "ch": "dy", "shape": "abssin", "amp": "=-(7*loud)", "every": 0.36}])j");
  expect_desugars(R"j([{"op": "bob", "amp": 6, "every": 0.56}])j",
                  R"j([{"op": "wave", "ch": "dy", "shape": "abssin", "amp": -6, "every": 0.56}])j");
  // The defaults: 6 px, every 1 s.
  expect_desugars(R"j([{"op": "bob"}])j",
                  R"j([{"op": "wave", "ch": "dy", "shape": "abssin", "amp": -6, "every": 1}])j");
  // phase and sync go on the wave.
  expect_desugars(
      R"j([{"op": "bob", "amp": 4, "hz": 2, "phase": 0.5, "sync": "start"}])j",
      R"j([{"op": "wave", "ch": "dy", "shape": "abssin", "amp": -4, "hz": 2, "phase": 0.5, "sync": "start"}])j");
}

TEST(DesugarWiggles, SwayIsAWaveOnRot) {
  // "sway 2° · every 2 s" (hands_on_hips).
  expect_desugars(R"j([{"op": "sway", "deg": 2, "every": 2}])j",
                  R"j([{"op": "wave", "ch": "rot", "shape": "sin", "amp": 2, "every": 2}])j");
  expect_desugars(R"j([{"op": "sway"}])j",
                  R"j([{"op": "wave", "ch": "rot", "shape": "sin", "amp": 3, "every": 1}])j");
}

TEST(DesugarWiggles, WobbleIsAWaveOnDx) {
  expect_desugars(R"j([{"op": "wobble", "px": 4, "w": 5}])j",
                  R"j([{"op": "wave", "ch": "dx", "shape": "sin", "amp": 4, "w": 5}])j");
  expect_desugars(R"j([{"op": "wobble"}])j",
                  R"j([{"op": "wave", "ch": "dx", "shape": "sin", "amp": 5, "every": 1}])j");
}

TEST(DesugarWiggles, ShakeIsSixTimesASecondOnDxAndRot) {
  expect_desugars(R"j([{"op": "shake", "px": 10, "deg": 3}])j",
                  R"j([{"op": "wave", "ch": "dx", "shape": "sin", "amp": 10, "hz": 6},
                      {"op": "wave", "ch": "rot", "shape": "sin", "amp": 3, "hz": 6}])j");
  // Without deg only dx; a speed given replaces the 6 per second.
  expect_desugars(R"j([{"op": "shake", "every": 0.5}])j",
                  R"j([{"op": "wave", "ch": "dx", "shape": "sin", "amp": 8, "every": 0.5}])j");
}

TEST(DesugarWiggles, SwingPartWavesEachSideOutward) {
  // "swing arms (14*loud)° · every 0.9 s" (talk): both arms flap together.
  expect_desugars(
      R"j([{"op": "swingPart", "part": "arms", "deg": "=14*loud", "every": 0.9}])j",
      R"j([{"op": "wave", "ch": "part:arm:-1", "shape": "sin", "amp": "=-(14*loud)", "every": 0.9},
                      {"op": "wave", "ch": "part:arm:1", "shape": "sin", "amp": "=14*loud", "every": 0.9}])j");
  // "swing tail 28° · every 0.28 s" (wag): a chain role swings whole at its root.
  expect_desugars(
      R"j([{"op": "swingPart", "part": "tail", "deg": 28, "every": 0.28}])j",
      R"j([{"op": "wave", "ch": "part:tail", "shape": "sin", "amp": 28, "every": 0.28}])j");
  expect_desugars(
      R"j([{"op": "swingPart", "part": "left wing", "deg": 30, "phase": 1, "sync": "start"}])j",
      R"j([{"op": "wave", "ch": "part:wing:-1", "shape": "sin", "amp": -30, "every": 1, "phase": 1, "sync": "start"}])j");
}

TEST(DesugarWiggles, ErrorsAreReportedOncePerArgument) {
  expect_one_diagnostic(R"j([{"op": "shake", "deg": 3, "phase": "x"}])j", Severity::kError,
                        "/scripts/0/body/0/phase",
                        "expected a number or a \"=formula\" for \"phase\", got \"x\"");
  expect_one_diagnostic(R"j([{"op": "swingPart", "part": "arms"}])j", Severity::kError,
                        "/scripts/0/body/0", "swingPart needs \"deg\"");
  expect_one_diagnostic(R"j([{"op": "bob", "sync": 1}])j", Severity::kError,
                        "/scripts/0/body/0/sync", "expected a word for \"sync\", got 1");
}

}  // namespace
}  // namespace jt::program
