// Frame rates a video is written at: whole numbers, and NTSC's N × 1000/1001 for the numbers people
// type (23.976, 29.97, 59.94) and the ratios themselves; the sound samples each frame owns.
#include "jt/encode/frame_rate.h"

#include <gtest/gtest.h>

namespace jt::encode {
namespace {

TEST(FrameRate, WholeNumbersAreThemselves) {
  EXPECT_EQ(video_frame_rate(24), (FrameRate{24, 1}));
  EXPECT_EQ(video_frame_rate(1), (FrameRate{1, 1}));
  EXPECT_EQ(video_frame_rate(240), (FrameRate{240, 1}));
  EXPECT_EQ(to_string(FrameRate{24, 1}), "24");
}

TEST(FrameRate, NtscNumbersAndRatiosAreTheRatios) {
  const FrameRate film{24000, 1001}, ntsc{30000, 1001}, double_ntsc{60000, 1001};
  EXPECT_EQ(video_frame_rate(23.976), film);
  EXPECT_EQ(video_frame_rate(23.98), film);  // 24000/1001 = 23.97602...
  EXPECT_EQ(video_frame_rate(29.97), ntsc);
  EXPECT_EQ(video_frame_rate(30000.0 / 1001), ntsc);
  EXPECT_EQ(video_frame_rate(59.94), double_ntsc);
  EXPECT_EQ(video_frame_rate(119.88), (FrameRate{120000, 1001}));
  EXPECT_EQ(to_string(ntsc), "30000/1001");
  EXPECT_DOUBLE_EQ(ntsc.fps(), 29.97002997002997);
}

TEST(FrameRate, OtherRatesAreRefused) {
  EXPECT_FALSE(video_frame_rate(12.5));
  EXPECT_FALSE(video_frame_rate(29.9));  // 0.07 from 29.97002997
  EXPECT_FALSE(video_frame_rate(0.999));
  EXPECT_FALSE(video_frame_rate(241));
  EXPECT_FALSE(video_frame_rate(0));
}

TEST(FrameRate, FramesOwnWholeSamplesThatAddUp) {
  const FrameRate ntsc{30000, 1001};
  // 48000 × 1001 / 30000 = 1601.6 samples a frame: frame 1 starts at 1601, frame 3 at 4804.8
  // rounded down, and 30 frames (1.001 s) at exactly 48048.
  EXPECT_EQ(first_sample_of_frame(0, 48000, ntsc), 0);
  EXPECT_EQ(first_sample_of_frame(1, 48000, ntsc), 1601);
  EXPECT_EQ(first_sample_of_frame(3, 48000, ntsc), 4804);
  EXPECT_EQ(first_sample_of_frame(30, 48000, ntsc), 48048);
  // An hour of 29.97 at 22050 Hz: 107892 frames (3600 × 29.97002997 = 107892.1), 22050 × 1001 ×
  // 107892 / 30000 = 79379920.62 samples.
  EXPECT_EQ(first_sample_of_frame(107892, 22050, ntsc), 79379920);
  EXPECT_EQ(first_sample_of_frame(24, 22050, FrameRate{24, 1}), 22050);
}

}  // namespace
}  // namespace jt::encode
