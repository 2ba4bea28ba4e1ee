// The segmented writer (docs/SCALE.md): each segment's frames stepped, keyed, looked up in the
// cache, drawn and encoded by its own encoder only when missing; the soundtrack encoded once;
// the segments joined by stream copy. Also a part (--part K/N) and the soundtrack alone.
#pragma once

#include "jt/produce/video_job.h"

namespace jt::produce {

// Writes a .mp4, .mov or .webm (or its part) of the job.
VideoResult write_segmented_video(const VideoSettings& settings, VideoJob job, Reporter& reporter);

// Writes the soundtrack of the job's frames alone to job.output (.m4a, .ogg, .wav).
Outcome write_soundtrack(const VideoSettings& settings, const VideoJob& job, Reporter& reporter);

}  // namespace jt::produce
