// What the video job says of its output (produce/src/video_output.cpp): the frames it writes, for
// -v, and an output's name in messages. Writing a video, a GIF or a PNG sequence through
// write_video runs end to end in video_job_test.cpp.
#include <gtest/gtest.h>

#include <string>

#include "jt/produce/video_job.h"
#include "jt/produce/video_settings.h"

namespace jt::produce {
namespace {

TEST(VideoOutput, FramesNoteAsTheHeaderShowsIt) {
  VideoSettings s;
  s.width = 1920;
  s.height = 1080;
  s.fps = 24;
  VideoJob job;
  job.first = 0;
  job.count = 542;
  EXPECT_EQ(frames_note(s, job), "542 frames from frame 0 (0.000 s), 1920x1080 at 24 fps");
}

TEST(VideoOutput, FramesNoteFromALaterFrame) {
  VideoSettings s;
  s.width = 320;
  s.height = 240;
  s.fps = 12;
  VideoJob job;
  job.first = 30;  // 30 / 12 = 2.5 s
  job.count = 6;
  EXPECT_EQ(frames_note(s, job), "6 frames from frame 30 (2.500 s), 320x240 at 12 fps");
}

TEST(VideoOutput, OutputNames) {
  EXPECT_EQ(output_name("-"), "standard output");
  EXPECT_EQ(output_name("out.mp4"), "out.mp4");
}

}  // namespace
}  // namespace jt::produce
