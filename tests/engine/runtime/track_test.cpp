// A character's track (rt::CharacterFrame::track, docs/SHAPES.md §3.3): the dy its motions give a
// little before and after the frame's time, from the spec's hop formula (§3) here; and taking it
// changes nothing the spec computes.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "jt/runtime/frame.h"
#include "runtime_harness.h"

namespace jt::rt {
namespace {

using testing::bits;
using testing::body;
using testing::Harness;

// The spec's hop (§3) at motion time t: the crouch sinks 6k px, the air lifts amp·sin(cπ).
double hop_dy(double t, double amp, double hz) {
  const double cyc = std::fmod(t * hz, 1.0);
  if (cyc < 0.12) return 6 * cyc / 0.12;
  return -amp * std::sin((cyc - 0.12) / 0.88 * std::numbers::pi);
}

TEST(CharacterTrack, SamplesTheHopAroundTheFramesTime) {
  Harness h(body(R"([{"op": "hop", "amp": 95, "hz": 1.7}])"));
  const double t = 0.55;
  h.rt.step_to(t);
  const Frame f = h.rt.frame();
  ASSERT_EQ(f.characters.size(), 1u);
  const auto& track = f.characters[0].track;
  for (std::size_t i = 0; i < kTrackSamples; ++i) {
    const double at = t + (static_cast<double>(i) - kTrackSteps) * kTrackStep;
    EXPECT_NEAR(track[i], hop_dy(at, 95, 1.7), 1e-9) << i;
  }
  EXPECT_EQ(track[kTrackSteps], f.characters[0].pose.dy);
}

TEST(CharacterTrack, SamplesItsSquashItsMovesAcrossAndItsUpperArms) {
  // sy = 1 − 0.1·τ and dx = 50·τ: the squash track is 1 − sy = 0.1·τ, the track across 50·τ
  // (facing right, on no stage); dy is still. arm = 5 (both), arm:1 = 10·τ (the right one),
  // arm#1 (a segment, not the upper arm) = 40: the left arm's track is 5, the right one's 5 + 10·τ.
  Harness h(body(R"([{"op": "drive", "ch": "sy", "value": "=1 - tau*0.1"},
                     {"op": "drive", "ch": "dx", "value": "=tau*50"},
                     {"op": "drive", "ch": "part:arm", "value": 5},
                     {"op": "drive", "ch": "part:arm:1", "value": "=tau*10"},
                     {"op": "drive", "ch": "part:arm#1", "value": 40}])"));
  const double t = 0.5;
  h.rt.step_to(t);
  const Frame f = h.rt.frame();
  const CharacterFrame& c = f.characters.at(0);
  for (std::size_t i = 0; i < kTrackSamples; ++i) {
    const double at = t + (static_cast<double>(i) - kTrackSteps) * kTrackStep;
    EXPECT_NEAR(c.track_squash[i], 0.1 * at, 1e-12) << i;
    EXPECT_NEAR(c.track_dx[i], 50 * at, 1e-9) << i;
    EXPECT_EQ(c.track[i], 0) << i;
    EXPECT_NEAR(c.track_arms[0][i], 5, 1e-12) << i;
    EXPECT_NEAR(c.track_arms[1][i], 5 + 10 * at, 1e-9) << i;
  }
}

TEST(CharacterTrack, LeavesOutAMotionBeforeItStarted) {
  // The hop starts at 0.1 s: at 0.15 s the samples before 0.1 s have no hop (dy 0).
  Harness h(body(R"([{"op": "wait", "s": 0.1}, {"op": "hop", "amp": 95, "hz": 1.7}])"));
  h.rt.step_to(0.15);
  const Frame f = h.rt.frame();  // kept: the track is read from it
  const auto& track = f.characters[0].track;
  EXPECT_EQ(track[kTrackSteps - 2], 0);  // 0.07 s
  EXPECT_NEAR(track[kTrackSteps + 1], hop_dy(0.09, 95, 1.7), 1e-9);
}

TEST(CharacterTrack, TakingItChangesNoPoseNorRandomDraw) {
  // A formula that draws `random` at every read: the frames' poses are the bits of the poses read
  // alone, and as many draws were taken.
  const auto program = body(R"([{"op": "drive", "ch": "dy", "value": "=random*10 - tau*50"}])");
  Harness with(program), without(program);
  for (double t : {0.1, 0.2, 0.35, 0.5}) {
    with.rt.step_to(t);
    const Frame f = with.rt.frame();
    EXPECT_EQ(bits(f.characters[0].pose), bits(without.at(t))) << t;
  }
  EXPECT_EQ(with.rt.random_state(), without.rt.random_state());
}

}  // namespace
}  // namespace jt::rt
