// What each container is made of (encode/src/encoder_settings.cpp), as docs/ENCODING.md's tables
// say: the muxer, the codecs, the quality's preset and CRF, the fixed thread count, the sound.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

extern "C" {
#include <libavutil/pixfmt.h>
}

#include "encoder_settings.h"

namespace jt::encode {
namespace {

using EncoderOptions = std::vector<std::pair<std::string, std::string>>;

std::optional<std::string> encoder_option(const EncoderOptions& options, std::string_view key) {
  for (const auto& [k, v] : options) {
    if (k == key) return v;
  }
  return std::nullopt;
}

TEST(EncoderSettings, Mp4IsH264AndAac) {
  const EncoderSettings s = encoder_settings(Container::kMp4, Quality::kStandard, std::nullopt);
  EXPECT_STREQ(s.muxer, "mp4");
  EXPECT_STREQ(s.video_codec, "libx264");
  EXPECT_STREQ(s.audio_codec, "aac");
  EXPECT_EQ(s.pixel_format, AV_PIX_FMT_YUV420P);
  EXPECT_EQ(s.audio_sample_rate, 48000);
  EXPECT_EQ(s.audio_bit_rate, 160000);
  EXPECT_EQ(s.video_threads, 4);  // fixed: x264's bytes depend on its threads
  const std::optional<std::string> movflags = encoder_option(s.muxer_options, "movflags");
  ASSERT_TRUE(movflags);
  EXPECT_NE(movflags->find("faststart"), std::string::npos) << *movflags;
}

TEST(EncoderSettings, MovAndMkvAreH264Too) {
  const EncoderSettings mov = encoder_settings(Container::kMov, Quality::kStandard, std::nullopt);
  EXPECT_STREQ(mov.muxer, "mov");
  EXPECT_STREQ(mov.video_codec, "libx264");
  EXPECT_STREQ(mov.audio_codec, "aac");
  const EncoderSettings mkv = encoder_settings(Container::kMkv, Quality::kStandard, std::nullopt);
  EXPECT_STREQ(mkv.muxer, "matroska");
  EXPECT_STREQ(mkv.video_codec, "libx264");
  EXPECT_EQ(mkv.pixel_format, AV_PIX_FMT_YUV420P);
}

TEST(EncoderSettings, WebmIsVp9AndOpus) {
  const EncoderSettings s = encoder_settings(Container::kWebm, Quality::kStandard, std::nullopt);
  EXPECT_STREQ(s.muxer, "webm");
  EXPECT_STREQ(s.video_codec, "libvpx-vp9");
  EXPECT_STREQ(s.audio_codec, "libopus");
  EXPECT_EQ(s.pixel_format, AV_PIX_FMT_YUV420P);
  EXPECT_EQ(s.audio_bit_rate, 128000);
  EXPECT_EQ(s.audio_sample_rate, 48000);  // the only rate Opus takes
  EXPECT_EQ(s.video_threads, 4);
  EXPECT_EQ(encoder_option(s.video_options, "row-mt"), "1");
  EXPECT_EQ(encoder_option(s.video_options, "tile-columns"), "2");
}

TEST(EncoderSettings, X264PresetAndCrfForEachQuality) {
  struct Case {
    Quality quality;
    const char* preset;
    const char* crf;
  };
  for (const Case& c :
       {Case{Quality::kDraft, "ultrafast", "28"}, Case{Quality::kStandard, "veryfast", "21"},
        Case{Quality::kHigh, "slow", "18"}}) {
    const EncoderSettings s = encoder_settings(Container::kMp4, c.quality, std::nullopt);
    EXPECT_EQ(encoder_option(s.video_options, "preset"), c.preset) << c.preset;
    EXPECT_EQ(encoder_option(s.video_options, "crf"), c.crf) << c.preset;
  }
}

TEST(EncoderSettings, Vp9DeadlineSpeedAndCrfForEachQuality) {
  struct Case {
    Quality quality;
    const char* deadline;
    const char* cpu_used;
    const char* crf;
  };
  for (const Case& c :
       {Case{Quality::kDraft, "realtime", "8", "40"},
        Case{Quality::kStandard, "realtime", "5", "33"}, Case{Quality::kHigh, "good", "2", "28"}}) {
    const EncoderSettings s = encoder_settings(Container::kWebm, c.quality, std::nullopt);
    EXPECT_EQ(encoder_option(s.video_options, "deadline"), c.deadline) << c.crf;
    EXPECT_EQ(encoder_option(s.video_options, "cpu-used"), c.cpu_used) << c.crf;
    EXPECT_EQ(encoder_option(s.video_options, "crf"), c.crf);
  }
}

TEST(EncoderSettings, AGivenCrfOverridesTheQualitys) {
  const EncoderSettings mp4 = encoder_settings(Container::kMp4, Quality::kDraft, 12);
  EXPECT_EQ(encoder_option(mp4.video_options, "crf"), "12");
  EXPECT_EQ(encoder_option(mp4.video_options, "preset"), "ultrafast");  // the preset stays
  const EncoderSettings webm = encoder_settings(Container::kWebm, Quality::kHigh, 50);
  EXPECT_EQ(encoder_option(webm.video_options, "crf"), "50");
}

TEST(EncoderSettings, TransparentMovIsProRes4444) {
  const EncoderSettings s =
      encoder_settings(Container::kMov, Quality::kStandard, std::nullopt, /*transparent=*/true);
  EXPECT_STREQ(s.video_codec, "prores_ks");
  EXPECT_EQ(s.pixel_format, AV_PIX_FMT_YUVA444P10LE);
  EXPECT_EQ(encoder_option(s.video_options, "profile"), "4444");
}

TEST(EncoderSettings, TransparentWebmKeepsAlphaAndGoodSpeed) {
  const EncoderSettings s =
      encoder_settings(Container::kWebm, Quality::kStandard, std::nullopt, /*transparent=*/true);
  EXPECT_STREQ(s.video_codec, "libvpx-vp9");
  EXPECT_EQ(s.pixel_format, AV_PIX_FMT_YUVA420P);
  // At realtime speed the alpha plane left clear pixels at 1/255: standard keeps `good`.
  EXPECT_EQ(encoder_option(s.video_options, "deadline"), "good");
}

TEST(EncoderSettings, AStreamedMp4IsFragmented) {
  const EncoderSettings s = encoder_settings(Container::kMp4, Quality::kStandard, std::nullopt);
  const EncoderOptions file = muxer_options(s, /*streaming=*/false);
  const EncoderOptions stream = muxer_options(s, /*streaming=*/true);
  const std::optional<std::string> file_flags = encoder_option(file, "movflags");
  const std::optional<std::string> stream_flags = encoder_option(stream, "movflags");
  ASSERT_TRUE(file_flags);
  ASSERT_TRUE(stream_flags);
  EXPECT_NE(file_flags->find("faststart"), std::string::npos) << *file_flags;
  EXPECT_EQ(stream_flags->find("faststart"), std::string::npos) << *stream_flags;
  EXPECT_NE(stream_flags->find("frag"), std::string::npos) << *stream_flags;
}

}  // namespace
}  // namespace jt::encode
