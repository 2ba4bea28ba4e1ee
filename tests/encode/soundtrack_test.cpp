// The soundtrack mixer: lines placed at their records' samples, cut at their durations, and
// each speaker's loudness envelope.
#include "jt/encode/soundtrack.h"

#include <gtest/gtest.h>

#include <cmath>

namespace jt::encode {
namespace {

// A record's words are views (of the program's strings in a plan): here of the caller's.
rt::TimelineRecord say(double t, double dur, std::string_view who, std::string_view text) {
  rt::TimelineRecord r;
  r.t = t;
  r.dur = dur;
  r.kind = "say";
  r.who = who;
  r.text = text;
  return r;
}

std::size_t first_sound(const std::vector<float>& samples, std::size_t from = 0) {
  while (from < samples.size() && samples[from] == 0.0f)
    ++from;
  return from;
}

SpokenLines lines() {
  auto voices = Voices::create();
  EXPECT_TRUE(voices.ok());
  return SpokenLines(voices.value(), {"A", "B"});
}

TEST(EncodeSoundtrack, LineStartsAtItsRecordsSample) {
  SpokenLines spoken = lines();
  const std::vector<float>& line = spoken.line("Hello there.", {.who = "A"});
  const double length = static_cast<double>(line.size()) / 22050;
  const Soundtrack track = mix_soundtrack({say(0.7, length, "A", "Hello there.")}, 3, spoken);
  ASSERT_EQ(track.samples.size(), 3u * 22050);
  // round(0.7 × 22,050) = 15,435: the line's first sound lands that many samples later.
  EXPECT_EQ(first_sound(track.samples), 15435 + first_sound(line));
  for (std::size_t n = 0; n < line.size(); ++n) {
    ASSERT_EQ(track.samples[15435 + n], std::clamp(line[n], -1.0f, 1.0f)) << n;
  }
}

TEST(EncodeSoundtrack, LineIsCutAtItsDuration) {
  SpokenLines spoken = lines();
  const std::string text = "This line is cut off before it ends.";
  ASSERT_GT(spoken.line(text, {.who = "B"}).size(), 22050u / 2);
  const Soundtrack track = mix_soundtrack({say(1, 0.5, "B", text)}, 3, spoken);
  // Samples 22,050 .. 33,075 (1 s + 0.5 s) may sound; nothing after.
  EXPECT_EQ(first_sound(track.samples, 33075), track.samples.size());
  EXPECT_LT(first_sound(track.samples, 22050), 33075u);
}

TEST(EncodeSoundtrack, OtherRecordsAreIgnoredAndTheTrackHasTheCartoonsLength) {
  SpokenLines spoken = lines();
  rt::TimelineRecord caption;
  caption.kind = "caption";
  caption.text = "Not spoken";
  const Soundtrack track = mix_soundtrack({caption}, 1.5, spoken);
  EXPECT_EQ(track.samples.size(), 33075u);
  EXPECT_EQ(first_sound(track.samples), track.samples.size());
  EXPECT_EQ(track.loud("A", 0.5), 0);
}

TEST(EncodeSoundtrack, LoudnessFollowsEachSpeaker) {
  SpokenLines spoken = lines();
  const std::string text = "Good morning to you!";
  const double length = static_cast<double>(spoken.line(text, {.who = "A"}).size()) / 22050;
  const Soundtrack track = mix_soundtrack({say(1, length, "A", text)}, 4, spoken);
  EXPECT_EQ(track.loud("A", 0.5), 0) << "before the line";
  EXPECT_EQ(track.loud("A", 1 + length + 0.1), 0) << "after it";
  double peak = 0;
  for (double t = 1; t < 1 + length; t += 0.01)
    peak = std::max(peak, track.loud("A", t));
  EXPECT_GT(peak, 0.5);
  EXPECT_LE(peak, 1);
  EXPECT_EQ(track.loud("B", 1.2), 0) << "B does not speak";
}

TEST(EncodeSoundtrack, FrameSamplesCoverTheTrackOnce) {
  Soundtrack track;
  track.sample_rate = 22050;
  track.samples.assign(22050 * 2, 0.0f);
  std::size_t total = 0;
  for (std::int64_t i = 0; i < 48; ++i) {
    const auto [data, count] = track.frame_samples(i, 24);
    EXPECT_EQ(data, track.samples.data() + total);
    total += count;
  }
  EXPECT_EQ(total, track.samples.size());
  EXPECT_EQ(track.frame_samples(48, 24).second, 0u);
}

}  // namespace
}  // namespace jt::encode
