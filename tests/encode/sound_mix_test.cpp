// Sounds in the soundtrack (docs/ENCODING.md "Sounds and music"): a sound record's clip placed at
// its record's sample, at its volume, cut at its dur, in the middle of the stereo mix (cos π/4 in
// each channel); its file's hash in the track's key.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <numbers>
#include <vector>

#include "encode_fixtures.h"
#include "jt/encode/cartoon_clips.h"
#include "jt/encode/ducking.h"
#include "jt/encode/soundtrack.h"
#include "jt/json/parse.h"

namespace jt::encode {
namespace {

using fixtures::ScratchDir;

// The middle of the pan law: cos(π/4), both channels.
const float kCentred = static_cast<float>(std::cos(std::numbers::pi / 4));

// Left and right of an interleaved mix of `frames` sample frames.
std::vector<float> mixed_track(const Soundtrack& track) {
  std::vector<float> mixed(2 * track.size());
  track.mix(0, track.size(), mixed.data());
  return mixed;
}

// A clip of n samples, a ramp of 16-bit values; written at 48 kHz (the mix's rate: decoded for
// the mix without resampling).
std::vector<std::int16_t> effect_samples(std::size_t n) {
  std::vector<std::int16_t> out(n);
  for (std::size_t i = 0; i < n; ++i)
    out[i] = static_cast<std::int16_t>(static_cast<int>(i % 100) * 200 - 9000);
  return out;
}

rt::TimelineRecord sound_record(double t, double dur, const std::string& clip,
                                std::optional<double> volume) {
  rt::TimelineRecord r;
  r.t = t;
  r.dur = dur;
  r.kind = "sound";
  r.clip = &clip;
  r.set_number(r.kVolume, volume);
  return r;
}

struct LoadedClips {
  CartoonClips clips;
  std::vector<Diagnostic> problems;
};

LoadedClips load_sounds(const ScratchDir& dir, const std::string& source) {
  LoadedClips out;
  json::ParseResult parsed = json::parse(source);
  EXPECT_TRUE(parsed.ok());
  out.clips = CartoonClips::load(parsed.value, {dir.path()}, 22050, "c.json", "", out.problems);
  return out;
}

SpokenLines voices_with(const CartoonClips& clips) {
  auto voices = Voices::create();
  EXPECT_TRUE(voices.ok());
  SpokenLines lines(voices.value(), {"A"});
  lines.use_clips(&clips);
  return lines;
}

TEST(EncodeSounds, ASoundIsPlacedAtItsSampleAtItsVolumeAndCutAtItsDur) {
  ScratchDir dir;
  const std::vector<std::int16_t> pcm = effect_samples(9600);  // 0.2 s
  fixtures::write_clip_wav(dir / "pop.wav", pcm, 48000);
  LoadedClips loaded = load_sounds(dir, R"({"scripts": [{"body": [
      {"op": "sound", "clip": "pop.wav"}]}]})");
  ASSERT_TRUE(loaded.problems.empty());
  ASSERT_NE(loaded.clips.find("pop.wav"), nullptr);
  EXPECT_NEAR(*loaded.clips.length_provider()("pop.wav"), 0.2, 1e-3);
  EXPECT_EQ(loaded.clips.length_provider()("other.wav"), std::nullopt);
  SpokenLines lines = voices_with(loaded.clips);
  const std::string clip = "pop.wav";
  // At 0.5 s at half volume, whole; at 1 s as recorded, cut after 0.1 s (4,800 samples).
  const Soundtrack track({sound_record(0.5, 0.2, clip, 0.5), sound_record(1, 0.1, clip, {})}, 2,
                         lines);
  const std::vector<float> mixed = mixed_track(track);
  ASSERT_EQ(mixed.size(), 2u * 96000);
  for (std::size_t n = 0; n < mixed.size() / 2; ++n) {
    double want = 0;
    if (n >= 24000 && n < 24000 + 9600) want = 0.5 * kCentred * pcm[n - 24000] / 32768;
    if (n >= 48000 && n < 48000 + 4800) want = kCentred * pcm[n - 48000] / 32768.0;
    ASSERT_NEAR(mixed[2 * n], want, 1e-6) << n;
    ASSERT_EQ(mixed[2 * n + 1], mixed[2 * n]) << n;
  }
  EXPECT_EQ(track.loud("A", 0.6), 0) << "a sound is nobody's voice: no mouth moves with it";
  EXPECT_EQ(track.clip_hashes(), "clip " + loaded.clips.find("pop.wav")->sha256 + "\n");
}

TEST(EncodeSounds, ASilentSoundAddsNothing) {
  ScratchDir dir;
  fixtures::write_clip_wav(dir / "pop.wav", effect_samples(960), 48000);
  LoadedClips loaded = load_sounds(dir, R"({"scripts": [{"body": [
      {"op": "sound", "clip": "pop.wav", "volume": 0}]}]})");
  SpokenLines lines = voices_with(loaded.clips);
  const std::string clip = "pop.wav";
  const Soundtrack track({sound_record(0, 0.02, clip, 0.0)}, 0.1, lines);
  for (float x : mixed_track(track))
    ASSERT_EQ(x, 0.0f);
}

TEST(EncodeSounds, AMissingSoundClipIsAnErrorAtItsPointer) {
  ScratchDir dir;
  LoadedClips loaded = load_sounds(dir, R"({"scripts": [{"body": [
      {"op": "wait", "s": 1}, {"op": "sound", "clip": "nothing.wav"}]}]})");
  ASSERT_EQ(loaded.problems.size(), 1u);
  EXPECT_EQ(loaded.problems[0].path, "/scripts/0/body/1/clip");
  EXPECT_EQ(loaded.problems[0].code, Code::kFileUnreadable);
}

// --- ducking: the envelope's values worked out by hand (python3: 10 ** (-10 * d / 20))

TEST(EncodeDucking, TheMusicGoesDownBeforeALineAndComesBackAfter) {
  // Lines [1, 2) and [2.3, 3); attack 0.25 s, release 0.4 s, 10 dB.
  const DuckEnvelope duck({{2.3, 3}, {1, 2}}, {.depth_db = 10, .attack = 0.25, .release = 0.4});
  EXPECT_EQ(duck.gain(0.5), 1);
  EXPECT_EQ(duck.depth(0.75), 0) << "the attack starts 0.25 s before the line";
  EXPECT_NEAR(duck.depth(0.875), 0.5, 1e-12);
  EXPECT_NEAR(duck.gain(0.875), 0.5623413251903491, 1e-12);  // -5 dB
  EXPECT_NEAR(duck.gain(1), 0.31622776601683794, 1e-12);     // -10 dB as the line starts
  EXPECT_NEAR(duck.gain(1.5), 0.31622776601683794, 1e-12);
  // Between the lines: the first's release (1 - 0.1 / 0.4 = 0.75) is deeper than the second's
  // attack (1 - 0.2 / 0.25 = 0.2).
  EXPECT_NEAR(duck.depth(2.1), 0.75, 1e-12);
  EXPECT_NEAR(duck.gain(2.1), 0.4216965034285822, 1e-12);  // -7.5 dB
  EXPECT_NEAR(duck.depth(3.2), 0.5, 1e-12);
  EXPECT_NEAR(duck.depth(3.4), 0, 1e-12);  // 3.4 - 3 is 0.3999999999999999 in doubles
  EXPECT_EQ(duck.depth(3.5), 0);
  EXPECT_EQ(duck.gain(10), 1);
}

TEST(EncodeDucking, NoLinesNoDucking) {
  const DuckEnvelope duck({{1, 1}, {2, 1.5}});  // empty and backwards: left out
  EXPECT_TRUE(duck.empty());
  EXPECT_EQ(duck.gain(1), 1);
}

TEST(EncodeDucking, ALongLineBeforeManyShortOnesIsStillFound) {
  // The short lines start after the long one; at 50 s only the long one covers.
  std::vector<std::pair<double, double>> lines{{0, 100}};
  for (int i = 0; i < 50; ++i)
    lines.emplace_back(200 + i, 200.5 + i);
  const DuckEnvelope duck(lines);
  EXPECT_EQ(duck.depth(50), 1);
  EXPECT_NEAR(duck.depth(100.2), 0.5, 1e-12);  // its release, 0.2 of 0.4 s
  EXPECT_EQ(duck.depth(201), 1);
}

rt::TimelineRecord music_record(double t, double dur, const std::string& clip) {
  rt::TimelineRecord r = sound_record(t, dur, clip, {});
  r.kind = "music";
  return r;
}

rt::TimelineRecord recorded_line(double t, double dur, const std::string& clip) {
  rt::TimelineRecord r = sound_record(t, dur, clip, {});
  r.kind = "say";
  r.who = "A";
  r.text = "(silence)";
  return r;
}

TEST(EncodeMusic, MusicIsFadedAndLoweredUnderTheLines) {
  // A steady 0.25 for 4 s as the music, a recorded line of silence from 1 s to 2 s: the track is
  // the music alone, at 0.5 volume, faded in over 0.5 s and out over 1 s, ducked 10 dB from 0.75 s
  // to 2.4 s. Expected per sample from the rules, computed here.
  ScratchDir dir;
  fixtures::write_clip_wav(dir / "tune.wav", std::vector<std::int16_t>(4 * 48000, 8192), 48000);
  fixtures::write_clip_wav(dir / "quiet.wav", std::vector<std::int16_t>(48000, 0), 48000);
  LoadedClips loaded = load_sounds(dir, R"({"scripts": [{"body": [
      {"op": "music", "clip": "tune.wav"}, {"op": "say", "clip": "quiet.wav"}]}]})");
  ASSERT_TRUE(loaded.problems.empty());
  SpokenLines lines = voices_with(loaded.clips);
  const std::string tune = "tune.wav", quiet = "quiet.wav";
  rt::TimelineRecord music = music_record(0, 3.5, tune);
  music.set_number(music.kVolume, 0.5);
  music.set_number(music.kFadeIn, 0.5);
  music.set_number(music.kFadeOut, 1);
  const Soundtrack track({music, recorded_line(1, 1, quiet)}, 4, lines);
  const std::vector<float> both = mixed_track(track);
  std::vector<float> mixed(track.size());  // the left channel (the right is the same)
  for (std::size_t n = 0; n < mixed.size(); ++n) {
    mixed[n] = both[2 * n];
    ASSERT_EQ(both[2 * n + 1], mixed[n]) << n;
  }
  const auto depth = [](double t) {  // one line [1, 2]: attack 0.25 s, release 0.4 s
    if (t <= 0.75 || t >= 2.4) return 0.0;
    if (t < 1) return (t - 0.75) / 0.25;
    if (t <= 2) return 1.0;
    return 1 - (t - 2) / 0.4;
  };
  for (std::size_t n = 0; n < mixed.size(); n += 7) {
    const double t = static_cast<double>(n) / 48000;
    double want = 0;
    if (n < 168000) {  // 3.5 s
      want = kCentred * 0.25 * 0.5 * std::pow(10.0, -10 * depth(t) / 20);
      if (n < 24000) want *= static_cast<double>(n) / 24000;                    // fade in
      if (168000 - n < 48000) want *= static_cast<double>(168000 - n) / 48000;  // fade out
    }
    ASSERT_NEAR(mixed[n], want, 1e-6) << n;
  }
  // During the line the music is 10 dB down on its level before the line.
  EXPECT_NEAR(20 * std::log10(mixed[72000] / mixed[28800]), -10, 1e-5);  // 1.5 s, 0.6 s
}

TEST(EncodeMusic, MusicStartsAtItsFromAndLoopsOrStopsAtItsEnd) {
  ScratchDir dir;
  const std::vector<std::int16_t> pcm = effect_samples(1000);
  fixtures::write_clip_wav(dir / "riff.wav", pcm, 48000);
  LoadedClips loaded = load_sounds(dir, R"({"scripts": [{"body": [
      {"op": "music", "clip": "riff.wav"}]}]})");
  SpokenLines lines = voices_with(loaded.clips);
  const std::string riff = "riff.wav";
  rt::TimelineRecord looped = music_record(0, 0.5, riff);
  looped.set_number(looped.kFrom, 0.01);  // 480 samples in
  looped.loop = true;
  rt::TimelineRecord once = music_record(0.5, 0.5, riff);
  const Soundtrack track({looped, once}, 1, lines);
  const std::vector<float> mixed = mixed_track(track);
  // Started inside the clip and cut while looping: ramped in and out over 10 ms (480 samples).
  for (std::size_t n = 0; n < 24000; ++n) {
    double gain = 1;
    if (n < 480) gain *= static_cast<double>(n) / 480;
    if (24000 - n < 480) gain *= static_cast<double>(24000 - n) / 480;
    const float sample = static_cast<float>(pcm[(480 + n) % 1000]) / 32768;
    ASSERT_FLOAT_EQ(mixed[2 * n], kCentred * static_cast<float>(gain * sample)) << n;
    ASSERT_EQ(mixed[2 * n + 1], mixed[2 * n]) << n;
  }
  for (std::size_t n = 24000; n < 48000; ++n) {
    const float want = n < 25000 ? kCentred * (static_cast<float>(pcm[n - 24000]) / 32768) : 0.0f;
    ASSERT_FLOAT_EQ(mixed[2 * n], want) << n;
  }
}

TEST(EncodeMusic, MusicStoppedWithoutAFadeIsRampedDownAndDoesNotClick) {
  // A steady 0.25 for 4 s, stopped at 1 s with no fade_out: the last 10 ms (480 samples) go down
  // linearly to 0, so no step between two samples is larger than 0.25 / 480 (in the middle: times
  // cos π/4); before them it is the clip as recorded.
  ScratchDir dir;
  fixtures::write_clip_wav(dir / "tune.wav", std::vector<std::int16_t>(4 * 48000, 8192), 48000);
  LoadedClips loaded = load_sounds(dir, R"({"scripts": [{"body": [
      {"op": "music", "clip": "tune.wav"}]}]})");
  SpokenLines lines = voices_with(loaded.clips);
  const std::string tune = "tune.wav";
  const Soundtrack track({music_record(0, 1, tune)}, 2, lines);
  const std::vector<float> both = mixed_track(track);
  std::vector<float> mixed(track.size());  // the left channel
  for (std::size_t n = 0; n < mixed.size(); ++n)
    mixed[n] = both[2 * n];
  EXPECT_FLOAT_EQ(mixed[0], kCentred * 0.25f);  // it starts at the clip's start: no ramp in
  EXPECT_FLOAT_EQ(mixed[48000 - 481], kCentred * 0.25f);
  EXPECT_FLOAT_EQ(mixed[48000 - 1], kCentred * static_cast<float>(0.25 / 480));
  EXPECT_EQ(mixed[48000], 0.0f);
  for (std::size_t n = 1; n < mixed.size(); ++n)
    ASSERT_LE(std::abs(mixed[n] - mixed[n - 1]), kCentred * 0.25 / 480 + 1e-7) << n;
}

}  // namespace
}  // namespace jt::encode

namespace jt::encode {
namespace {

// Left and right of a stereo clip as interleaved 16-bit samples: a ramp on the left, its negative
// at a third of its size on the right, so a channel that took the other's would show.
std::vector<std::int16_t> stereo_samples(std::size_t frames) {
  const std::vector<std::int16_t> ramp = effect_samples(frames);
  std::vector<std::int16_t> out;
  for (std::int16_t s : ramp) {
    out.push_back(s);
    out.push_back(static_cast<std::int16_t>(-s / 3));
  }
  return out;
}

TEST(EncodeMusic, StereoMusicKeepsItsLeftAndRight) {
  ScratchDir dir;
  const std::vector<std::int16_t> pcm = stereo_samples(4800);  // 0.1 s at 48 kHz
  fixtures::write_clip_wav(dir / "wide.wav", pcm, 48000, 2);
  LoadedClips loaded = load_sounds(dir, R"({"scripts": [{"body": [
      {"op": "music", "clip": "wide.wav"}]}]})");
  ASSERT_TRUE(loaded.problems.empty());
  SpokenLines lines = voices_with(loaded.clips);
  const std::string wide = "wide.wav";
  const Soundtrack track({music_record(0, 0.1, wide)}, 0.1, lines);
  const std::vector<float> mixed = mixed_track(track);
  ASSERT_EQ(mixed.size(), 2u * 4800);
  for (std::size_t n = 0; n < 4800; ++n) {  // played whole from its start: no ramp
    ASSERT_FLOAT_EQ(mixed[2 * n], kCentred * (static_cast<float>(pcm[2 * n]) / 32768)) << n;
    ASSERT_FLOAT_EQ(mixed[2 * n + 1], kCentred * (static_cast<float>(pcm[2 * n + 1]) / 32768)) << n;
  }
}

TEST(EncodeSounds, AStereoSoundsPanIsABalance) {
  // pan -1: the left channel at full gain (cos 0), the right silent (sin 0); each channel keeps
  // its own side's samples.
  ScratchDir dir;
  const std::vector<std::int16_t> pcm = stereo_samples(2400);
  fixtures::write_clip_wav(dir / "wide.wav", pcm, 48000, 2);
  LoadedClips loaded = load_sounds(dir, R"({"scripts": [{"body": [
      {"op": "sound", "clip": "wide.wav"}]}]})");
  ASSERT_TRUE(loaded.problems.empty());
  SpokenLines lines = voices_with(loaded.clips);
  const std::string wide = "wide.wav";
  rt::TimelineRecord left = sound_record(0, 0.05, wide, {});
  left.set_number(left.kPan, -1);
  rt::TimelineRecord middle = sound_record(0.05, 0.05, wide, {});
  const Soundtrack track({left, middle}, 0.1, lines);
  const std::vector<float> mixed = mixed_track(track);
  for (std::size_t n = 0; n < 2400; ++n) {
    ASSERT_NEAR(mixed[2 * n], static_cast<float>(pcm[2 * n]) / 32768, 1e-6) << n;
    ASSERT_NEAR(mixed[2 * n + 1], 0, 1e-6) << n;
    const std::size_t m = 2400 + n;
    ASSERT_NEAR(mixed[2 * m], kCentred * static_cast<float>(pcm[2 * n]) / 32768, 1e-6) << m;
    ASSERT_NEAR(mixed[2 * m + 1], kCentred * static_cast<float>(pcm[2 * n + 1]) / 32768, 1e-6) << m;
  }
}

}  // namespace
}  // namespace jt::encode
