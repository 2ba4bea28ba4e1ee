// The studio's video job end to end, as the command runs it but without the command: frames
// filled, drawn on the drawing threads and written as a PNG sequence or a segmented video, its
// segments cached; what it says goes to a Reporter the test reads.
#include "jt/produce/video_job.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "collecting_reporter.h"
#include "jt/produce/sequence_files.h"

namespace jt::produce {
namespace {

namespace fs = std::filesystem;

class VideoJobTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("jt-video-job-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // A job whose frame i is the plain stage with its floor at a height set by i: every frame's
  // pixels differ from the one before.
  VideoJob job(const std::string& output, std::int64_t count) const {
    VideoJob j{.output = (dir_ / output).string(), .first = 0, .count = count, .audio = false};
    j.fill = [](render::FrameJob&) { return true; };
    j.draw = [](const render::FrameJob& f, render::Canvas& canvas) {
      canvas.plain_stage(static_cast<double>(20 + f.index % 40));
    };
    j.key_frame = [](const render::FrameJob& f, std::string& key) {
      key += std::to_string(f.index) + "\n";
    };
    return j;
  }
  static VideoSettings small() {
    return {.width = 64, .height = 48, .fps = 24, .threads = 2, .segment_length = 1};
  }

  fs::path dir_;
};

TEST_F(VideoJobTest, APngSequenceWritesAFileAFrameAndHashesThemForItsManifest) {
  VideoSettings settings = small();
  settings.hash_frames = true;
  CollectingReporter reporter;
  const VideoResult result = write_video(settings, job("f.png", 5), reporter);
  ASSERT_EQ(result.outcome, Outcome::kDone) << (reporter.errors.empty() ? "" : reporter.errors[0]);
  for (int i = 0; i < 5; ++i)
    EXPECT_TRUE(fs::is_regular_file(sequence_file((dir_ / "f.png").string(), i))) << i;
  EXPECT_FALSE(fs::exists(sequence_file((dir_ / "f.png").string(), 5)));
  ASSERT_TRUE(result.manifest);
  ASSERT_EQ(result.manifest->frame_hashes.size(), 5u);
  EXPECT_NE(result.manifest->frame_hashes[0], result.manifest->frame_hashes[1]);
  EXPECT_EQ(result.manifest->encoder, "png");
  EXPECT_EQ(reporter.frames_total, 5);
  EXPECT_EQ(reporter.frames_done, 5);
  EXPECT_TRUE(reporter.ended_complete);
  ASSERT_FALSE(reporter.infos.empty());
  EXPECT_NE(reporter.infos.back().find("(5 files)"), std::string::npos) << reporter.infos.back();
}

TEST_F(VideoJobTest, AStopRequestEndsTheJobAsInterrupted) {
  CollectingReporter reporter;
  reporter.stop_after = 2;
  const VideoResult result = write_video(small(), job("f.png", 50), reporter);
  EXPECT_EQ(result.outcome, Outcome::kInterrupted);
  ASSERT_EQ(reporter.errors.size(), 1u);
  EXPECT_EQ(reporter.errors[0].rfind("interrupted: ", 0), 0u) << reporter.errors[0];
  EXPECT_FALSE(result.manifest);
}

TEST_F(VideoJobTest, ASegmentedVideoReusesItsCachedSegmentsTheSecondTime) {
  VideoSettings settings = small();
  settings.cache_dir = (dir_ / "cache").string();
  settings.cache_bytes = 1 << 30;
  CollectingReporter first;
  ASSERT_EQ(write_video(settings, job("v.mp4", 60), first).outcome, Outcome::kDone)
      << (first.errors.empty() ? "" : first.errors[0]);
  ASSERT_FALSE(first.infos.empty());
  // 60 frames in segments of 24: 24 + 24 + 12.
  EXPECT_NE(first.infos.back().find("segments: 3 drawn, 0 from the cache"), std::string::npos)
      << first.infos.back();
  const auto size = fs::file_size(dir_ / "v.mp4");
  EXPECT_GT(size, 0u);

  CollectingReporter second;
  ASSERT_EQ(write_video(settings, job("v.mp4", 60), second).outcome, Outcome::kDone);
  EXPECT_NE(second.infos.back().find("segments: 0 drawn, 3 from the cache"), std::string::npos)
      << second.infos.back();
  EXPECT_EQ(fs::file_size(dir_ / "v.mp4"), size);
}

TEST_F(VideoJobTest, MorePartsThanSegmentsIsAnErrorThatSaysHowToFixIt) {
  VideoSettings settings = small();
  settings.part_index = 1;
  settings.part_count = 4;  // 30 frames make 2 segments of 1 s
  CollectingReporter reporter;
  EXPECT_EQ(write_video(settings, job("v.mp4", 30), reporter).outcome, Outcome::kFailed);
  ASSERT_EQ(reporter.errors.size(), 1u);
  EXPECT_EQ(reporter.errors[0],
            "--part 1/4: the video has only 2 segment(s) of 1 s: give at most that many parts, "
            "or a shorter --segment-length");
}

}  // namespace
}  // namespace jt::produce
