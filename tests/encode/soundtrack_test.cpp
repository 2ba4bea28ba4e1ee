// The soundtrack mixer: lines placed at their records' samples, cut at their durations, mixed a
// frame at a time in stereo at 48 kHz (each voice resampled from 22,050 Hz and panned by where its
// speaker stood), and each speaker's loudness (at the voices' own rate, before any pan).
#include "jt/encode/soundtrack.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "jt/encode/resample.h"

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

// The whole track, as the mixer gives it a range at a time: interleaved left, right.
std::vector<float> whole(const Soundtrack& track) {
  std::vector<float> samples(2 * track.size());
  track.mix(0, track.size(), samples.data());
  return samples;
}

// One channel (0 left, 1 right) of an interleaved track.
std::vector<float> channel(const std::vector<float>& stereo, std::size_t c) {
  std::vector<float> out(stereo.size() / 2);
  for (std::size_t n = 0; n < out.size(); ++n)
    out[n] = stereo[2 * n + c];
  return out;
}

// The middle of a constant-power pan: cos(π/4) in each channel.
const float kMiddleGain = static_cast<float>(std::cos(std::numbers::pi / 4));

SpokenLines lines() {
  auto voices = Voices::create();
  EXPECT_TRUE(voices.ok());
  return SpokenLines(voices.value(), {"A", "B"});
}

TEST(EncodeSoundtrack, LineStartsAtItsRecordsSampleResampledTo48kHz) {
  SpokenLines spoken = lines();
  const std::vector<float>& line = spoken.line("Hello there.", {.who = "A"});
  const double length = static_cast<double>(line.size()) / 22050;
  const Soundtrack track({say(0.7, length, "A", "Hello there.")}, 3, spoken);
  EXPECT_EQ(track.sample_rate(), 48000);
  const std::vector<float> samples = whole(track);
  ASSERT_EQ(samples.size(), 2u * 3 * 48000);
  // The line at 48 kHz: as many samples as its length says, give or take the filter's edges.
  const std::vector<float> at48 = resample_mono(line, 22050, 48000);
  EXPECT_NEAR(static_cast<double>(at48.size()), length * 48000, 2);
  // round(0.7 × 48,000) = 33,600: the line's first sound lands that many frames later, in the
  // middle (a record's speaker stood at 0.5 unless the plan says otherwise).
  const std::vector<float> left = channel(samples, 0), right = channel(samples, 1);
  EXPECT_EQ(first_sound(left), 33600 + first_sound(at48));
  for (std::size_t n = 0; n < at48.size() && 33600 + n < left.size(); ++n) {
    ASSERT_EQ(left[33600 + n], std::clamp(kMiddleGain * at48[n], -1.0f, 1.0f)) << n;
    ASSERT_EQ(right[33600 + n], left[33600 + n]) << n;
  }
}

TEST(EncodeSoundtrack, LineIsCutAtItsDuration) {
  SpokenLines spoken = lines();
  const std::string text = "This line is cut off before it ends.";
  ASSERT_GT(spoken.line(text, {.who = "B"}).size(), 22050u / 2);
  const std::vector<float> samples =
      channel(whole(Soundtrack({say(1, 0.5, "B", text)}, 3, spoken)), 0);
  // Frames 48,000 .. 72,000 (1 s + 0.5 s) may sound; nothing after.
  EXPECT_EQ(first_sound(samples, 72000), samples.size());
  EXPECT_LT(first_sound(samples, 48000), 72000u);
}

TEST(EncodeSoundtrack, OtherRecordsAreIgnoredAndTheTrackHasTheCartoonsLength) {
  SpokenLines spoken = lines();
  rt::TimelineRecord caption;
  caption.kind = "caption";
  caption.text = "Not spoken";
  const Soundtrack track({caption}, 1.5, spoken);
  EXPECT_EQ(track.size(), 72000u);
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
  // are the sum of the lines (at 48 kHz) placed by hand in the middle (clipped), computed here.
  SpokenLines spoken = lines();
  const std::string a = "Hello, how are you today?", b = "Very well, thank you!";
  const std::vector<float> line_a = resample_mono(spoken.line(a, {.who = "A"}), 22050, 48000);
  const std::vector<float> line_b = resample_mono(spoken.line(b, {.who = "B"}), 22050, 48000);
  const double duration = 2.5;
  Soundtrack track({say(0.25, 5, "A", a), say(0.5, 0.75, "B", b), say(2.25, 5, "A", a)}, duration,
                   spoken);
  std::vector<double> expected(120000, 0.0);  // 2.5 × 48,000
  const auto place = [&](const std::vector<float>& line, std::size_t first, std::size_t limit) {
    for (std::size_t n = 0; n < std::min(line.size(), limit) && first + n < expected.size(); ++n)
      expected[first + n] += kMiddleGain * line[n];
  };
  place(line_a, 12000, 240000);  // 0.25 × 48,000
  place(line_b, 24000, 36000);   // cut at 0.75 × 48,000
  place(line_a, 108000, 240000);

  std::vector<float> played;
  for (std::int64_t i = 0; i < 61; ++i) {  // 2.5 s at 24 fps: 60 frames, the 61st empty
    const std::span<const float> frame = track.frame_samples(i, {24, 1});
    EXPECT_EQ(frame.size(), (i < 60 ? 2u * 2000 : 0u)) << i;  // 48,000 / 24 a frame, 2 channels
    played.insert(played.end(), frame.begin(), frame.end());
  }
  ASSERT_EQ(played.size(), 2 * expected.size());
  for (std::size_t n = 0; n < expected.size(); ++n) {
    const double want = std::clamp(expected[n], -1.0, 1.0);
    ASSERT_NEAR(played[2 * n], want, 1e-6) << n;
    ASSERT_EQ(played[2 * n + 1], played[2 * n]) << n;
  }
}

TEST(EncodeSoundtrack, ALinePlacedLeftIsLouderLeftByThePanLaw) {
  // The speaker stood at x 0.2: a pan of (0.2 - 0.5) × 2 × 0.5 = -0.3, the angle 0.7 × π/4; left
  // and right are its cosine and sine (worked out here: 0.852640, 0.522499), so every sample is
  // 1.63185 times as loud on the left, and left² + right² is the line's own square.
  SpokenLines spoken = lines();
  const std::string text = "Over here, on the left!";
  const std::vector<float> line = resample_mono(spoken.line(text, {.who = "A"}), 22050, 48000);
  rt::TimelineRecord r = say(0.1, 5, "A", text);
  r.stood_x = 0.2;
  const std::vector<float> samples = whole(Soundtrack({r}, 3, spoken));
  std::size_t heard = 0;
  for (std::size_t n = 0; n < line.size(); ++n) {
    const float l = samples[2 * (4800 + n)], rr = samples[2 * (4800 + n) + 1];
    ASSERT_NEAR(l, 0.852640 * line[n], 2e-6) << n;
    ASSERT_NEAR(rr, 0.522499 * line[n], 2e-6) << n;
    if (std::abs(line[n]) > 0.05f) {
      ++heard;
      ASSERT_NEAR(l / rr, 1.63185, 1e-4) << n;
      ASSERT_NEAR(double(l) * l + double(rr) * rr, double(line[n]) * line[n], 1e-6) << n;
    }
  }
  EXPECT_GT(heard, 1000u);
}

TEST(EncodeSoundtrack, TheLimiterLowersBothChannelsAlike) {
  // A line at the right (x 1: pan 0.5, gains cos 3π/8 and sin 3π/8) brought to -6 LUFS: the
  // limiter must work hard, yet every sample keeps the pan's ratio (sin / cos 3π/8 = 2.41421), so
  // the voice stays where it was; and no sample passes the ceiling (-2 dBFS: 0.794).
  SpokenLines spoken = lines();
  const std::string text = "Loud and on the right!";
  rt::TimelineRecord r = say(0.2, 5, "B", text);
  r.stood_x = 1;
  Soundtrack track({r}, 3, spoken);
  const LoudnessReport report = track.normalise(-6);
  EXPECT_GT(report.limited_db, 1) << "the limiter did something";
  const std::vector<float> samples = whole(track);
  std::size_t heard = 0;
  for (std::size_t n = 0; n < samples.size() / 2; ++n) {
    const float l = samples[2 * n], rr = samples[2 * n + 1];
    ASSERT_LE(std::abs(rr), 0.7944);
    if (std::abs(l) > 0.02f) {
      ++heard;
      ASSERT_NEAR(rr / l, 2.41421, 1e-3) << n;
    }
  }
  EXPECT_GT(heard, 1000u);
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
