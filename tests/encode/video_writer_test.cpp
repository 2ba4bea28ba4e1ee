// VideoWriter: what ffprobe sees in the files it writes, byte-for-byte determinism, and the
// temporary-file safety of open and finish.
#include "jt/encode/video_writer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <thread>

#include "encode_fixtures.h"

namespace jt::encode {
namespace {

using fixtures::Clip;
using fixtures::probe;
using fixtures::read_bytes;
using fixtures::ScratchDir;
using fixtures::write_clip;

TEST(EncodeContainer, ByExtension) {
  EXPECT_EQ(container_for_path("a/b.mp4"), Container::kMp4);
  EXPECT_EQ(container_for_path("B.MOV"), Container::kMov);
  EXPECT_EQ(container_for_path("c.webm"), Container::kWebm);
  EXPECT_EQ(container_for_path("e.Gif"), Container::kGif);
  EXPECT_EQ(container_for_path("d.avi"), std::nullopt);
  EXPECT_EQ(container_for_path("mp4"), std::nullopt);
}

struct Expected {
  const char* file;
  const char* video_codec;
  const char* audio_codec;
};

// Named by the container, so that the test names stay the same from build to build.
void PrintTo(const Expected& e, std::ostream* os) {
  *os << e.file;
}

class EncodeContainers : public ::testing::TestWithParam<Expected> {};

TEST_P(EncodeContainers, FfprobeSeesTheClip) {
  ScratchDir dir;
  const Clip clip;
  const auto path = dir / GetParam().file;
  const Status s = write_clip(path, clip, clip.options());
  ASSERT_TRUE(s.ok()) << s.error();
  EXPECT_EQ(probe(path, "v:0", "codec_name"), GetParam().video_codec);
  EXPECT_EQ(probe(path, "v:0", "width"), "320");
  EXPECT_EQ(probe(path, "v:0", "height"), "240");
  EXPECT_EQ(probe(path, "v:0", "pix_fmt"), "yuv420p");
  EXPECT_EQ(probe(path, "v:0", "avg_frame_rate"), "24/1");
  EXPECT_EQ(probe(path, "a:0", "codec_name"), GetParam().audio_codec);
  // 48 frames at 24 fps: 2 s, within a frame.
  const double duration = std::atof(probe(path, "format", "duration").c_str());
  EXPECT_NEAR(duration, 2.0, 1.0 / 24);
  EXPECT_EQ(dir.names().size(), 1u) << "no temporary file left";
}

INSTANTIATE_TEST_SUITE_P(All, EncodeContainers,
                         ::testing::Values(Expected{"out.mp4", "h264", "aac"},
                                           Expected{"out.mov", "h264", "aac"},
                                           Expected{"out.webm", "vp9", "opus"}),
                         [](const auto& p) { return std::string(p.param.file).substr(4); });

TEST(EncodeVideo, FaststartPutsTheIndexFirst) {
  ScratchDir dir;
  const Clip clip;
  ASSERT_TRUE(write_clip(dir / "out.mp4", clip, clip.options()).ok());
  const std::string bytes = read_bytes(dir / "out.mp4");
  EXPECT_LT(bytes.find("moov"), bytes.find("mdat"));
}

TEST(EncodeVideo, ColoursSurviveTheConversion) {
  ScratchDir dir;
  Clip clip;
  clip.frames = 2;
  ASSERT_TRUE(write_clip(dir / "out.mp4", clip, clip.options()).ok());
  // Frame 1 is 0xff25da6f: R 0x25, G 0xda, B 0x6f; decoded back to RGB within x264's losses.
  const std::string rgb = fixtures::run("ffmpeg -v error -i '" + (dir / "out.mp4").string() +
                                        "' -vf 'select=eq(n\\,1)' -frames:v 1 -f rawvideo "
                                        "-pix_fmt rgb24 -");
  ASSERT_EQ(rgb.size(), 320u * 240 * 3);
  const std::size_t centre = (120 * 320 + 160) * 3;
  EXPECT_NEAR(static_cast<unsigned char>(rgb[centre]), 0x25, 4);
  EXPECT_NEAR(static_cast<unsigned char>(rgb[centre + 1]), 0xda, 4);
  EXPECT_NEAR(static_cast<unsigned char>(rgb[centre + 2]), 0x6f, 4);
}

TEST(EncodeVideo, GifKeepsEachFramesColoursExactly) {
  ScratchDir dir;
  Clip clip;
  clip.frames = 3;
  // Each frame is one colour: its own palette (a local colour table) holds it exactly.
  ASSERT_TRUE(write_clip(dir / "out.gif", clip, clip.options()).ok());
  EXPECT_EQ(probe(dir / "out.gif", "v:0", "codec_name"), "gif");
  EXPECT_EQ(probe(dir / "out.gif", "a:0", "codec_name"), "") << "no sound in a GIF";
  for (int i = 0; i < 3; ++i) {
    const std::string rgb = fixtures::run("ffmpeg -v error -i '" + (dir / "out.gif").string() +
                                          "' -vf 'select=eq(n\\," + std::to_string(i) +
                                          ")' -frames:v 1 -f rawvideo -pix_fmt rgb24 -");
    ASSERT_EQ(rgb.size(), 320u * 240 * 3);
    const std::uint32_t argb = clip.picture(i)[0];
    const std::size_t centre = (120 * 320 + 160) * 3;
    EXPECT_EQ(static_cast<unsigned char>(rgb[centre]), argb >> 16 & 0xff) << "frame " << i;
    EXPECT_EQ(static_cast<unsigned char>(rgb[centre + 1]), argb >> 8 & 0xff) << "frame " << i;
    EXPECT_EQ(static_cast<unsigned char>(rgb[centre + 2]), argb & 0xff) << "frame " << i;
  }
}

TEST(EncodeVideo, GifKeepsUpTo256ColoursOfAFrameExactly) {
  ScratchDir dir;
  // 256 vertical stripes, 2 pixels wide, of 256 different colours (in different 5-bit bins).
  constexpr int kWidth = 512, kHeight = 16;
  std::vector<std::uint32_t> pixels(kWidth * kHeight);
  const auto colour = [](int s) {
    return 0xff000000u | static_cast<std::uint32_t>(s % 8 * 32 + 7) << 16 |
           static_cast<std::uint32_t>(s / 8 % 8 * 32 + 3) << 8 |
           static_cast<std::uint32_t>(s / 64 * 64 + 12);
  };
  for (int y = 0; y < kHeight; ++y) {
    for (int x = 0; x < kWidth; ++x)
      pixels[static_cast<std::size_t>(y * kWidth + x)] = colour(x / 2);
  }
  auto opened = VideoWriter::open((dir / "stripes.gif").string(),
                                  {.width = kWidth, .height = kHeight, .rate = {10, 1}});
  ASSERT_TRUE(opened.ok()) << opened.error();
  ASSERT_TRUE(opened.value()
                  .write_frame(reinterpret_cast<const std::uint8_t*>(pixels.data()), kWidth * 4)
                  .ok());
  ASSERT_TRUE(opened.value().finish().ok());
  const std::string rgb = fixtures::run("ffmpeg -v error -i '" + (dir / "stripes.gif").string() +
                                        "' -frames:v 1 -f rawvideo -pix_fmt rgb24 -");
  ASSERT_EQ(rgb.size(), std::size_t{kWidth} * kHeight * 3);
  for (int x = 0; x < kWidth; ++x) {
    const std::uint32_t want = colour(x / 2);
    const std::size_t at = static_cast<std::size_t>(8 * kWidth + x) * 3;
    ASSERT_EQ(static_cast<unsigned char>(rgb[at]), want >> 16 & 0xff) << "x " << x;
    ASSERT_EQ(static_cast<unsigned char>(rgb[at + 1]), want >> 8 & 0xff) << "x " << x;
    ASSERT_EQ(static_cast<unsigned char>(rgb[at + 2]), want & 0xff) << "x " << x;
  }
}

TEST(EncodeVideo, SoundStartsWhereItWasPut) {
  ScratchDir dir;
  Clip clip;
  clip.tone_start = 0.5;
  for (const char* name : {"out.mp4", "out.webm"}) {
    ASSERT_TRUE(write_clip(dir / name, clip, clip.options()).ok());
    const std::vector<float> sound = fixtures::decode_audio(dir / name, 48000);
    std::size_t first = 0;
    while (first < sound.size() && std::abs(sound[first]) < 0.1f)
      ++first;
    // The codecs' priming is trimmed on decoding: the tone starts at 0.5 s within 2 ms.
    EXPECT_NEAR(static_cast<double>(first) / 48000, 0.5, 0.002) << name;
  }
}

TEST(EncodeVideo, SameInputSameBytesAtAnyThreadCount) {
  ScratchDir dir;
  const Clip clip;
  for (const char* ext : {".mp4", ".webm"}) {
    VideoOptions options = clip.options();
    ASSERT_TRUE(write_clip(dir / (std::string("one") + ext), clip, options).ok());
    ASSERT_TRUE(write_clip(dir / (std::string("again") + ext), clip, options).ok());
    options.threads = 2;
    ASSERT_TRUE(write_clip(dir / (std::string("two") + ext), clip, options).ok());
    const std::string one = read_bytes(dir / (std::string("one") + ext));
    EXPECT_GT(one.size(), 1000u);
    EXPECT_TRUE(one == read_bytes(dir / (std::string("again") + ext))) << ext << ": run twice";
    EXPECT_TRUE(one == read_bytes(dir / (std::string("two") + ext))) << ext << ": 2 threads";
  }
}

// A picture where only a box moves over a still gradient: most rows are the same as the last
// picture's, so the converter converts a few (the copies handed to an encoder's thread must still
// be whole).
std::vector<std::uint32_t> moving_box(int width, int height, int i) {
  std::vector<std::uint32_t> pixels(static_cast<std::size_t>(width * height));
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const bool box = x >= 10 + 4 * i && x < 60 + 4 * i && y >= 100 && y < 140;
      const auto g = static_cast<std::uint32_t>((x + y) % 256);
      pixels[static_cast<std::size_t>(y * width + x)] =
          box ? 0xffd03020u : 0xff000000u | g << 16 | (255 - g) << 8 | 0x40u;
    }
  }
  return pixels;
}

TEST(EncodeVideo, EncodedApartSameBytes) {
  ScratchDir dir;
  const Clip clip;
  // ProRes (transparent .mov) has frame threads of its own that hold a picture after it is sent:
  // a copy must not be written while it does (it once was: other bytes at 2 threads).
  for (const std::string ext : {".mp4", ".webm", ".gif", ".mkv", "-clear.mov", "-clear.webm"}) {
    for (const bool apart : {false, true}) {
      VideoOptions options = clip.options();
      options.encode_apart = apart;
      options.transparent = ext.starts_with("-clear");
      const auto path = dir / ((apart ? "apart" : "here") + ext);
      auto opened = VideoWriter::open(path.string(), options);
      ASSERT_TRUE(opened.ok()) << opened.error();
      VideoWriter& video = opened.value();
      const std::vector<float> sound = clip.tone();
      const std::size_t share = 2 * 48000 / 24;
      for (int i = 0; i < clip.frames; ++i) {
        const auto pixels = moving_box(clip.width, clip.height, i);
        ASSERT_TRUE(
            video.write_frame(reinterpret_cast<const std::uint8_t*>(pixels.data()), clip.width * 4)
                .ok());
        // Sound between pictures: the writer waits for its encoder's thread before the muxer.
        if (i % 2 == 0) {
          ASSERT_TRUE(
              video.write_audio(sound.data() + share * static_cast<std::size_t>(i), share / 2 * 2)
                  .ok());
        }
      }
      const Status done = video.finish();
      ASSERT_TRUE(done.ok()) << done.error();
      EXPECT_EQ(video.frames_written(), clip.frames);
    }
    const std::string here = read_bytes(dir / ("here" + ext));
    EXPECT_GT(here.size(), 1000u) << ext;
    EXPECT_TRUE(here == read_bytes(dir / ("apart" + ext))) << ext;
  }
}

// Writes `frames` pictures of the moving box from `first` on, no sound, to `path`.
void write_boxes(const std::filesystem::path& path, int first, int frames) {
  const Clip clip;
  VideoOptions options = clip.options();
  options.audio = false;
  auto opened = VideoWriter::open(path.string(), options);
  ASSERT_TRUE(opened.ok()) << opened.error();
  for (int i = first; i < first + frames; ++i) {
    const auto pixels = moving_box(clip.width, clip.height, i);
    ASSERT_TRUE(opened.value()
                    .write_frame(reinterpret_cast<const std::uint8_t*>(pixels.data()), 320 * 4)
                    .ok());
  }
  ASSERT_TRUE(opened.value().finish().ok());
}

TEST(EncodeVideo, AThreadsNextWriterWritesWhatAFreshOneDoes) {
  ScratchDir dir;
  // On a thread of its own, where no writer was before: a new converter and picture.
  std::thread([&] { write_boxes(dir / "fresh.mp4", 20, 12); }).join();
  // After another writer of the same size on this thread, whose storage the next one takes
  // (holding the last picture of other frames, which must not show).
  std::thread([&] {
    write_boxes(dir / "before.mp4", 0, 12);
    write_boxes(dir / "after.mp4", 20, 12);
  }).join();
  const std::string fresh = read_bytes(dir / "fresh.mp4");
  EXPECT_GT(fresh.size(), 1000u);
  EXPECT_TRUE(fresh == read_bytes(dir / "after.mp4"));
  EXPECT_FALSE(fresh == read_bytes(dir / "before.mp4")) << "the test's pictures differ";
}

TEST(EncodeVideo, UnfinishedApartWriterLeavesNothing) {
  ScratchDir dir;
  const Clip clip;
  {
    VideoOptions options = clip.options();
    options.encode_apart = true;
    auto opened = VideoWriter::open((dir / "out.mp4").string(), options);
    ASSERT_TRUE(opened.ok()) << opened.error();
    for (int i = 0; i < 20; ++i) {
      const auto pixels = moving_box(clip.width, clip.height, i);
      ASSERT_TRUE(opened.value()
                      .write_frame(reinterpret_cast<const std::uint8_t*>(pixels.data()), 320 * 4)
                      .ok());
    }
  }  // dropped with pictures still queued: stops without a hang, removes its temporary file
  EXPECT_TRUE(dir.names().empty());
}

TEST(EncodeVideo, NoAudioMeansNoAudioStream) {
  ScratchDir dir;
  Clip clip;
  VideoOptions options = clip.options();
  options.audio = false;
  ASSERT_TRUE(write_clip(dir / "out.mp4", clip, options).ok());
  EXPECT_EQ(probe(dir / "out.mp4", "v:0", "codec_name"), "h264");
  EXPECT_EQ(probe(dir / "out.mp4", "a:0", "codec_name"), "");
}

TEST(EncodeVideo, FailedOpenLeavesTheOldFile) {
  ScratchDir dir;
  const auto path = dir / "out.mp4";
  { std::ofstream(path) << "old"; }
  VideoOptions odd = Clip().options();
  odd.width = 321;
  auto opened = VideoWriter::open(path.string(), odd);
  ASSERT_FALSE(opened.ok());
  EXPECT_EQ(opened.error(),
            "open " + path.string() + ": the size must be positive and even, got 321x240");
  VideoOptions bad_crf = Clip().options();
  bad_crf.crf = 99;
  auto refused = VideoWriter::open(path.string(), bad_crf);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error(), "open " + path.string() + ": crf must be 0..51 for H.264, got 99");
  EXPECT_EQ(read_bytes(path), "old");
  EXPECT_EQ(dir.names(), std::vector<std::string>{"out.mp4"});
}

TEST(EncodeVideo, UnfinishedWriterLeavesTheOldFile) {
  ScratchDir dir;
  const auto path = dir / "out.webm";
  { std::ofstream(path) << "old"; }
  const Clip clip;
  {
    auto opened = VideoWriter::open(path.string(), clip.options());
    ASSERT_TRUE(opened.ok()) << opened.error();
    const auto pixels = clip.picture(0);
    ASSERT_TRUE(opened.value()
                    .write_frame(reinterpret_cast<const std::uint8_t*>(pixels.data()), 320 * 4)
                    .ok());
    EXPECT_EQ(dir.names().size(), 2u) << "the temporary file beside the old one";
  }
  EXPECT_EQ(read_bytes(path), "old");
  EXPECT_EQ(dir.names(), std::vector<std::string>{"out.webm"});
}

TEST(EncodeVideo, MissingDirectoryIsAnError) {
  ScratchDir dir;
  auto opened = VideoWriter::open((dir / "no/such/out.mp4").string(), Clip().options());
  ASSERT_FALSE(opened.ok());
  EXPECT_NE(opened.error().find("does not exist"), std::string::npos) << opened.error();
  EXPECT_FALSE(std::filesystem::exists(dir / "no")) << "outputs never create directories";
}

TEST(EncodeVideo, FinishedWriterRefusesMore) {
  ScratchDir dir;
  auto opened = VideoWriter::open((dir / "out.mp4").string(), Clip().options());
  ASSERT_TRUE(opened.ok());
  ASSERT_TRUE(opened.value().finish().ok());
  const float sample = 0;
  EXPECT_EQ(opened.value().write_audio(&sample, 1).error(), "write_audio: the video is finished");
}

}  // namespace
}  // namespace jt::encode
