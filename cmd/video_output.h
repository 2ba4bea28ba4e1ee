// `render`'s options made into a video job's settings, and the job written with the command's
// reporter; the manifest (--manifest) written after it.
#pragma once

#include "jt/produce/frame_span.h"
#include "jt/produce/video_job.h"
#include "render_options.h"

namespace jt::cmd {

using produce::frames_between;
using produce::FrameSpan;
using produce::VideoJob;

// The settings the options decide (checked by then: size, part, cache size parsed).
produce::VideoSettings video_settings(const RenderOptions& options);

// Writes the job's frames as the options say; returns the exit code (0, 2 for a failure, 130
// when interrupted), having reported what went wrong.
int write_video(const RenderOptions& options, VideoJob job);

}  // namespace jt::cmd
