// The music's beats (engine/src/runtime/music_beats.cpp; docs/RUNTIME.md "Hats the stage fires",
// `beat`): on the cartoon's clock a beat is at the clip's time 0 + offset + k x period; a looped
// clip starts its beats again each pass; none before the music starts or once it stops. Times
// worked out by hand. The hats that fire on them run in director/beat_hat_test.cpp.
#include <gtest/gtest.h>

#include <limits>
#include <optional>

#include "runtime/director.h"

namespace jt::rt {
namespace {

constexpr double kBeatsForever = std::numeric_limits<double>::infinity();

BeatGrid beat_grid(double started, double period, double offset = 0, double length = 0,
                   double ends = kBeatsForever) {
  return {.started = started,
          .clip_zero = started,
          .period = period,
          .offset = offset,
          .length = length,
          .ends = ends};
}

TEST(MusicBeats, TheFirstBeatAtOrAfter) {
  const BeatGrid g = beat_grid(1, 0.5);  // beats at 1, 1.5, 2, ...
  EXPECT_EQ(next_beat(g, 1.2, false), 1.5);
  EXPECT_EQ(next_beat(g, 1.5, false), 1.5);
  EXPECT_EQ(next_beat(g, 1.5, true), 2.0);  // strictly after
  EXPECT_EQ(next_beat(g, 10.1, false), 10.5);
}

TEST(MusicBeats, NoneBeforeTheMusicStarts) {
  const BeatGrid g = beat_grid(1, 0.5);
  EXPECT_EQ(next_beat(g, 0, false), 1.0);  // the first is at the start
  EXPECT_EQ(next_beat(g, 0.9, true), 1.0);
}

TEST(MusicBeats, AnOffsetShiftsTheGrid) {
  const BeatGrid g = beat_grid(1, 0.5, 0.1);  // clip times 0.1, 0.6, ...: 1.1, 1.6, ...
  EXPECT_EQ(next_beat(g, 1.0, false), 1.1);
  EXPECT_EQ(next_beat(g, 1.2, false), 1.6);
}

TEST(MusicBeats, AClipPlayedFromLaterInIt) {
  // Started at 2 s from 0.3 s into the clip: its time 0 is at 1.7; beats at 1.7 + 0.5k, the first
  // one playing at 2.2.
  BeatGrid g = beat_grid(2, 0.5);
  g.clip_zero = 1.7;
  EXPECT_DOUBLE_EQ(*next_beat(g, 2.0, false), 2.2);
}

TEST(MusicBeats, ALoopStartsItsBeatsAgainEachPass) {
  // A 1.2 s loop at 0.5 s a beat: 0, 0.5, 1.0, then the next pass's 1.2, 1.7, 2.2, then 2.4.
  const BeatGrid g = beat_grid(0, 0.5, 0, 1.2);
  EXPECT_EQ(next_beat(g, 1.05, false), 1.2);
  EXPECT_DOUBLE_EQ(*next_beat(g, 1.2, true), 1.7);
  EXPECT_DOUBLE_EQ(*next_beat(g, 2.3, false), 2.4);
}

TEST(MusicBeats, NoneOnceItStops) {
  const BeatGrid g = beat_grid(0, 0.5, 0, 0, 2.2);
  EXPECT_EQ(next_beat(g, 1.9, false), 2.0);
  EXPECT_EQ(next_beat(g, 2.0, true), std::nullopt);  // 2.5 is after the end
}

TEST(MusicBeats, NoTempoNoBeats) {
  EXPECT_EQ(next_beat(beat_grid(0, 0), 1, false), std::nullopt);
}

TEST(MusicBeats, EachBeatFromItsNumberNeverASum) {
  // The 1000th beat at 0.1 s a beat is 1000 x 0.1, as a product rounds it: exactly 100.
  const BeatGrid g = beat_grid(0, 0.1);
  EXPECT_EQ(next_beat(g, 99.99, true), 1000 * 0.1);
}

}  // namespace
}  // namespace jt::rt
