// What both writers (the segmented video and the GIF or PNG sequence) do with a job's frames:
// draw them (hashing the pixels for a manifest) and time themselves for their messages.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>

#include "jt/produce/video_job.h"

namespace jt::produce {

// The pipeline's drawing step: the job's frame drawn on the canvas, its pixels hashed into
// frame.hash when the settings ask for a manifest.
void draw_and_hash(const VideoSettings& settings, const VideoJob& job, render::FrameJob& frame,
                   render::Canvas& canvas);

// The manifest of a finished job: what the job's manifest says, where it was written, from which
// frame, with which encoder.
RenderManifest finished_manifest(VideoJob& job, std::int64_t first_frame, std::string encoder);

// Seconds since it was made.
class Stopwatch {
 public:
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace jt::produce
