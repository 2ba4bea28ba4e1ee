// Clips (jt/encode/clip_file.h): a WAV written here by hand (its header from the format's own
// description, not by libav) read back sample for sample; the folder rules; the refusals that need
// no ffmpeg (the command's test, tests/cli/clips_test.sh, has the rest); a recording's mouth.
#include "jt/encode/clip_file.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <numbers>
#include <string>
#include <vector>

#include "encode_fixtures.h"
#include "jt/encode/lip_sync.h"
#include "jt/encode/sample_rate.h"

namespace jt::encode {
namespace {

using fixtures::write_clip_wav;

std::vector<std::int16_t> clip_ramp(std::size_t n) {
  std::vector<std::int16_t> out(n);
  for (std::size_t i = 0; i < n; ++i)
    out[i] = static_cast<std::int16_t>(static_cast<int>(i % 200) * 100 - 10000);
  return out;
}

TEST(ClipFile, AWavReadsBackSampleForSample) {
  fixtures::ScratchDir dir;
  const std::vector<std::int16_t> samples = clip_ramp(8000);
  write_clip_wav(dir / "ramp.wav", samples, 8000);
  const ClipLoad load = load_clip("ramp.wav", {dir.path()}, 8000);
  ASSERT_TRUE(load.sound) << load.problem.message;
  ASSERT_EQ(load.sound->samples.size(), samples.size());
  for (std::size_t i = 0; i < samples.size(); ++i)
    ASSERT_FLOAT_EQ(load.sound->samples[i], samples[i] / 32768.0f) << i;
  EXPECT_DOUBLE_EQ(load.sound->seconds(), 1.0);
  EXPECT_EQ(load.sound->sha256.size(), 64u);
}

TEST(ClipFile, AStereoFileIsAlsoKeptInStereoForTheMix) {
  fixtures::ScratchDir dir;
  // 480 frames of (left, right) = (v, -v), v a ramp, at the mix's rate: kept as they are.
  std::vector<std::int16_t> pcm;
  for (int k = 0; k < 480; ++k) {
    pcm.push_back(static_cast<std::int16_t>(60 * k - 14000));
    pcm.push_back(static_cast<std::int16_t>(14000 - 60 * k));
  }
  fixtures::write_clip_wav(dir / "two.wav", pcm, kMixSampleRate, 2);
  const ClipLoad two = read_clip(dir / "two.wav", 22050);
  ASSERT_TRUE(two.sound.has_value()) << two.problem.message;
  EXPECT_EQ(two.sound->channels, 2);
  ASSERT_EQ(two.sound->mix_stereo.size(), pcm.size());
  for (std::size_t i = 0; i < pcm.size(); ++i)
    ASSERT_FLOAT_EQ(two.sound->mix_stereo[i], static_cast<float>(pcm[i]) / 32768) << i;
  // The mono mix of opposite channels: their sum is nothing.
  for (float s : two.sound->mix_samples)
    ASSERT_NEAR(s, 0, 1e-6);

  fixtures::write_clip_wav(dir / "one.wav", std::vector<std::int16_t>(480, 1000), kMixSampleRate);
  const ClipLoad one = read_clip(dir / "one.wav", 22050);
  ASSERT_TRUE(one.sound.has_value());
  EXPECT_EQ(one.sound->channels, 1);
  EXPECT_TRUE(one.sound->mix_stereo.empty());
}

TEST(ClipFile, ResampledItKeepsItsLength) {
  fixtures::ScratchDir dir;
  write_clip_wav(dir / "ramp.wav", clip_ramp(8000), 8000);
  const ClipLoad load = load_clip("ramp.wav", {dir.path()}, 22050);
  ASSERT_TRUE(load.sound) << load.problem.message;
  EXPECT_NEAR(static_cast<double>(load.sound->samples.size()), 22050, 2);
}

TEST(ClipFile, TheSameBytesHashTheSameOthersNot) {
  fixtures::ScratchDir dir;
  write_clip_wav(dir / "a.wav", clip_ramp(800), 8000);
  write_clip_wav(dir / "b.wav", clip_ramp(800), 8000);
  write_clip_wav(dir / "c.wav", clip_ramp(801), 8000);
  const auto hash = [&](const char* name) {
    return load_clip(name, {dir.path()}, 8000).sound->sha256;
  };
  EXPECT_EQ(hash("a.wav"), hash("b.wav"));
  EXPECT_NE(hash("a.wav"), hash("c.wav"));
}

TEST(ClipFile, FoldersAreSearchedInOrder) {
  fixtures::ScratchDir dir;
  std::filesystem::create_directories(dir / "one");
  std::filesystem::create_directories(dir / "two");
  write_clip_wav(dir / "two" / "x.wav", clip_ramp(80), 8000);
  ClipProblem problem;
  const auto found = find_clip("x.wav", {dir / "one", dir / "two"}, problem);
  ASSERT_TRUE(found);
  EXPECT_EQ(*found, std::filesystem::canonical(dir / "two" / "x.wav"));
  EXPECT_FALSE(find_clip("y.wav", {dir / "one", dir / "two"}, problem));
  EXPECT_EQ(problem.code, Code::kFileUnreadable);
}

TEST(ClipFile, ALinkInsideIsFollowedALinkOutIsRefused) {
  fixtures::ScratchDir dir;
  std::filesystem::create_directories(dir / "art");
  write_clip_wav(dir / "art" / "x.wav", clip_ramp(80), 8000);
  write_clip_wav(dir / "outside.wav", clip_ramp(80), 8000);
  std::filesystem::create_symlink("x.wav", dir / "art" / "in.wav");
  std::filesystem::create_symlink(dir / "outside.wav", dir / "art" / "out.wav");
  EXPECT_TRUE(load_clip("in.wav", {dir / "art"}, 8000).sound);
  const ClipLoad out = load_clip("out.wav", {dir / "art"}, 8000);
  EXPECT_FALSE(out.sound);
  EXPECT_NE(out.problem.message.find("leads out of"), std::string::npos) << out.problem.message;
}

TEST(ClipFile, NotAPlainSoundFileIsRefused) {
  fixtures::ScratchDir dir;
  ASSERT_EQ(::mkfifo((dir / "fifo.wav").c_str(), 0600), 0);
  std::ofstream(dir / "empty.wav").close();
  std::ofstream(dir / "text.wav") << "not a sound at all, just words";
  std::filesystem::create_directories(dir / "folder.wav");
  for (const char* name : {"fifo.wav", "empty.wav", "text.wav", "folder.wav"}) {
    const ClipLoad load = load_clip(name, {dir.path()}, 8000);  // returns: a FIFO does not block
    EXPECT_FALSE(load.sound) << name;
    EXPECT_EQ(load.problem.code, Code::kWrongContent) << name << ": " << load.problem.message;
  }
  for (const char* name : {"../x.wav", "/dev/zero", "a/./b.wav"}) {
    const ClipLoad load = load_clip(name, {dir.path()}, 8000);
    EXPECT_FALSE(load.sound) << name;
    EXPECT_EQ(load.problem.code, Code::kBadValue) << name;
  }
}

// A recording's mouth from its loudness: 0.5 s of silence, 0.5 s of a tone at amplitude 0.5
// (RMS 0.354, -9 dBFS: wide open, D), 0.5 s of silence.
TEST(ClipMouth, OpenWhileItSoundsClosedInSilence) {
  const int rate = 8000;
  std::vector<float> samples(static_cast<std::size_t>(1.5 * rate), 0.0f);
  for (int i = rate / 2; i < rate; ++i)
    samples[static_cast<std::size_t>(i)] =
        0.5f * static_cast<float>(std::sin(2 * std::numbers::pi * 220 * i / rate));
  const std::vector<lipsync::MouthCue> cues = loudness_cues(samples, rate, 10, 1.5);
  ASSERT_FALSE(cues.empty());
  EXPECT_DOUBLE_EQ(cues.front().start, 10);
  EXPECT_DOUBLE_EQ(cues.back().end, 11.5);
  const auto shape_at = [&](double t) {
    for (const lipsync::MouthCue& c : cues) {
      if (c.start <= t && t < c.end) return c.shape;
    }
    return lipsync::MouthShape::kX;
  };
  for (double t : {10.0, 10.2, 10.45, 11.05, 11.3, 11.49})
    EXPECT_EQ(shape_at(t), lipsync::MouthShape::kX) << t;
  for (double t : {10.55, 10.75, 10.95})
    EXPECT_EQ(shape_at(t), lipsync::MouthShape::kD) << t;
  for (std::size_t i = 1; i < cues.size(); ++i)
    EXPECT_DOUBLE_EQ(cues[i].start, cues[i - 1].end);  // no gaps
}

}  // namespace
}  // namespace jt::encode
