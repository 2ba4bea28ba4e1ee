// A render's settings as plain values (docs/CLI.md "render", docs/SCALE.md): the picture's size
// option, the output's extension, the quality names, the segments in frames and the exact rate.
#include "jt/produce/video_settings.h"

#include <gtest/gtest.h>

namespace jt::produce {
namespace {

TEST(VideoSettings, ASizeIsWidthXHeightEach16To8192) {
  int width = 0, height = 0;
  EXPECT_TRUE(parse_size("640x360", width, height));
  EXPECT_EQ(width, 640);
  EXPECT_EQ(height, 360);
  EXPECT_TRUE(parse_size("16x8192", width, height));
  EXPECT_EQ(width, 16);
  EXPECT_EQ(height, 8192);
  for (const char* bad : {"15x100", "100x8193", "640", "640x", "x360", "640X360", "640x360 ",
                          " 640x360", "-640x360", "640x-360", "6.5x100", "640x360x2", ""}) {
    EXPECT_FALSE(parse_size(bad, width, height)) << bad;
  }
}

TEST(VideoSettings, AnExtensionIsLowerCasedWithItsDot) {
  EXPECT_EQ(lower_extension("out/Video.MP4"), ".mp4");
  EXPECT_EQ(lower_extension("frames.png"), ".png");
  EXPECT_EQ(lower_extension("a.tar.GZ"), ".gz");
  EXPECT_EQ(lower_extension("noextension"), "");
  EXPECT_EQ(lower_extension("folder.d/file"), "");
}

TEST(VideoSettings, QualityNamesAndAnyOtherIsStandard) {
  EXPECT_EQ(quality_named("draft"), encode::Quality::kDraft);
  EXPECT_EQ(quality_named("standard"), encode::Quality::kStandard);
  EXPECT_EQ(quality_named("high"), encode::Quality::kHigh);
  EXPECT_EQ(quality_named("HIGH"), encode::Quality::kStandard);
}

TEST(VideoSettings, ThreadsAskedAreKeptAndNoneIsOnePerCoreUpTo16) {
  EXPECT_EQ(render_threads(3), 3);
  const int automatic = render_threads(0);
  EXPECT_GE(automatic, 1);
  EXPECT_LE(automatic, 16);
}

TEST(VideoSettings, SegmentsInFramesAndThePartsName) {
  VideoSettings s;
  EXPECT_EQ(s.segment_frames(), 96);  // 4 s at 24 fps
  s.fps = 30000.0 / 1001;             // 4 s at 29.97: 119.88, rounded
  EXPECT_EQ(s.segment_frames(), 120);
  s.segment_length = 2.5;
  s.fps = 25;
  EXPECT_EQ(s.segment_frames(), 63);  // 62.5 rounds away from zero
  s.part_index = 2;
  s.part_count = 5;
  EXPECT_EQ(s.part_name(), "2/5");
}

TEST(VideoSettings, TheRateIsExactForWholeAndNtscRates) {
  VideoSettings s;
  s.fps = 30;
  EXPECT_EQ(s.frame_rate(), (encode::FrameRate{30, 1}));
  s.fps = 29.97;
  EXPECT_EQ(s.frame_rate(), (encode::FrameRate{30000, 1001}));
  s.fps = 12.5;  // no video rate: the nearest whole one (the command refuses it first)
  EXPECT_EQ(s.frame_rate(), (encode::FrameRate{13, 1}));
}

}  // namespace
}  // namespace jt::produce
