// The soundtrack mixer: lines placed at their records' samples, cut at their durations, mixed a
// frame at a time, and each speaker's loudness.
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

// The whole track, as the mixer gives it a range at a time.
std::vector<float> whole(const Soundtrack& track) {
  std::vector<float> samples(track.size());
  track.mix(0, samples.size(), samples.data());
  return samples;
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
  const Soundtrack track({say(0.7, length, "A", "Hello there.")}, 3, spoken);
  const std::vector<float> samples = whole(track);
  ASSERT_EQ(samples.size(), 3u * 22050);
  // round(0.7 × 22,050) = 15,435: the line's first sound lands that many samples later.
  EXPECT_EQ(first_sound(samples), 15435 + first_sound(line));
  for (std::size_t n = 0; n < line.size(); ++n) {
    ASSERT_EQ(samples[15435 + n], std::clamp(line[n], -1.0f, 1.0f)) << n;
  }
}

TEST(EncodeSoundtrack, LineIsCutAtItsDuration) {
  SpokenLines spoken = lines();
  const std::string text = "This line is cut off before it ends.";
  ASSERT_GT(spoken.line(text, {.who = "B"}).size(), 22050u / 2);
  const std::vector<float> samples = whole(Soundtrack({say(1, 0.5, "B", text)}, 3, spoken));
  // Samples 22,050 .. 33,075 (1 s + 0.5 s) may sound; nothing after.
  EXPECT_EQ(first_sound(samples, 33075), samples.size());
  EXPECT_LT(first_sound(samples, 22050), 33075u);
}

TEST(EncodeSoundtrack, OtherRecordsAreIgnoredAndTheTrackHasTheCartoonsLength) {
  SpokenLines spoken = lines();
  rt::TimelineRecord caption;
  caption.kind = "caption";
  caption.text = "Not spoken";
  const Soundtrack track({caption}, 1.5, spoken);
  EXPECT_EQ(track.size(), 33075u);
  const std::vector<float> samples = whole(track);
  EXPECT_EQ(first_sound(samples), samples.size());
  EXPECT_EQ(track.loud("A", 0.5), 0);
}

TEST(EncodeSoundtrack, LoudnessFollowsEachSpeaker) {
  SpokenLines spoken = lines();
  const std::string text = "Good morning to you!";
  const double length = static_cast<double>(spoken.line(text, {.who = "A"}).size()) / 22050;
  const Soundtrack track({say(1, length, "A", text)}, 4, spoken);
  EXPECT_EQ(track.loud("A", 0.5), 0) << "before the line";
  EXPECT_EQ(track.loud("A", 1 + length + 0.1), 0) << "after it";
  double peak = 0;
  for (double t = 1; t < 1 + length; t += 0.01)
    peak = std::max(peak, track.loud("A", t));
  EXPECT_GT(peak, 0.5);
  EXPECT_LE(peak, 1);
  EXPECT_EQ(track.loud("B", 1.2), 0) << "B does not speak";
}

TEST(EncodeSoundtrack, FramesMixTheTrackExactlyOnceAsAWholeMixWould) {
  // Two speakers overlapping, one line cut by the track's end: the frames' samples, end to end,
  // are the sum of the lines placed by hand (clipped), computed here independently.
  SpokenLines spoken = lines();
  const std::string a = "Hello, how are you today?", b = "Very well, thank you!";
  const std::vector<float>& line_a = spoken.line(a, {.who = "A"});
  const std::vector<float>& line_b = spoken.line(b, {.who = "B"});
  const double duration = 2.5;
  Soundtrack track({say(0.25, 5, "A", a), say(0.5, 0.75, "B", b), say(2.25, 5, "A", a)}, duration,
                   spoken);
  std::vector<float> expected(55125, 0.0f);  // round(2.5 × 22,050)
  const auto place = [&](const std::vector<float>& line, std::size_t first, std::size_t limit) {
    for (std::size_t n = 0; n < std::min(line.size(), limit) && first + n < expected.size(); ++n)
      expected[first + n] += line[n];
  };
  place(line_a, 5513, 110250);  // round(0.25 × 22,050) = 5,512.5 -> 5,513
  place(line_b, 11025, 16538);  // cut at round(0.75 × 22,050)
  place(line_a, 49613, 110250);
  for (float& x : expected)
    x = std::clamp(x, -1.0f, 1.0f);

  std::vector<float> played;
  for (std::int64_t i = 0; i < 61; ++i) {  // 2.5 s at 24 fps: 60 frames, the 61st empty
    const std::span<const float> frame = track.frame_samples(i, {24, 1});
    EXPECT_EQ(frame.size(),
              static_cast<std::size_t>((i + 1) * 22050 / 24 - i * 22050 / 24) * (i < 60 ? 1 : 0));
    played.insert(played.end(), frame.begin(), frame.end());
  }
  ASSERT_EQ(played.size(), expected.size());
  for (std::size_t n = 0; n < expected.size(); ++n)
    ASSERT_EQ(played[n], expected[n]) << n;
}

TEST(EncodeSoundtrack, LoudnessIsTheSpeakersOwnWindowedRms) {
  // Independently: the RMS of A's own samples in the 3 steps (663 samples) around a step, in
  // dBFS mapped -50..-10 to 0..1; B's line overlapping does not count for A.
  SpokenLines spoken = lines();
  const std::string a = "Good morning to you!", b = "Hmm.";
  const std::vector<float>& line_a = spoken.line(a, {.who = "A"});
  const Soundtrack track({say(1, 5, "A", a), say(1.1, 5, "B", b)}, 5, spoken);
  const std::size_t first = 22050;
  for (const std::size_t step : {110u, 115u, 130u}) {  // steps of 221 samples
    double sum = 0;
    for (std::size_t n = (step - 1) * 221; n < (step + 2) * 221; ++n) {
      if (n >= first && n - first < line_a.size())
        sum += double(line_a[n - first]) * line_a[n - first];
    }
    const double rms = std::sqrt(sum / 663);
    const double want = rms > 0 ? std::clamp((20 * std::log10(rms) + 50) / 40, 0.0, 1.0) : 0;
    EXPECT_NEAR(track.loud("A", static_cast<double>(step * 221) / 22050.0), want, 1e-6)
        << "step " << step;
  }
}

}  // namespace
}  // namespace jt::encode
