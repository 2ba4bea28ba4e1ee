// Which outputs the segmented writer makes (produce/src/segmented_video.cpp; docs/SCALE.md): the
// video containers, named by the output's extension, or by the format for standard output ("-");
// a GIF and a PNG sequence are written frame by frame instead. The writer itself, segments cached
// and joined, runs end to end in video_job_test.cpp; the soundtrack alone in tests/cli.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "jt/encode/video_writer.h"
#include "jt/produce/video_job.h"

namespace jt::produce {
namespace {

TEST(SegmentedVideo, TheVideoContainersAreSegmented) {
  EXPECT_TRUE(is_segmented_output("out.mp4"));
  EXPECT_TRUE(is_segmented_output("dir/out.mov"));
  EXPECT_TRUE(is_segmented_output("out.webm"));
  EXPECT_TRUE(is_segmented_output("OUT.MP4"));  // the extension in any case
}

TEST(SegmentedVideo, PicturesAreNot) {
  EXPECT_FALSE(is_segmented_output("out.gif"));
  EXPECT_FALSE(is_segmented_output("frames.png"));
  EXPECT_FALSE(is_segmented_output("out"));
}

TEST(SegmentedVideo, TheContainerByExtensionOrByFormatForStandardOutput) {
  EXPECT_EQ(segmented_container("out.webm", ""), encode::Container::kWebm);
  EXPECT_EQ(segmented_container("out.mov", "webm"), encode::Container::kMov);  // the name wins
  EXPECT_EQ(segmented_container("-", "webm"), encode::Container::kWebm);
  EXPECT_EQ(segmented_container("-", "mp4"), encode::Container::kMp4);
  EXPECT_EQ(segmented_container("out.gif", ""), std::nullopt);
  EXPECT_EQ(segmented_container("f.png", ""), std::nullopt);
}

}  // namespace
}  // namespace jt::produce
