// A video made of independent segments (docs/SCALE.md): each segment's frames stepped, keyed,
// looked up in the cache, drawn and encoded by its own encoder only when missing; the soundtrack
// encoded once; the segments joined by stream copy. Also a part of such a video (--part K/N) and
// the soundtrack alone (--audio-only, -o FILE.m4a/.ogg/.wav).
#pragma once

#include <optional>
#include <string>

#include "jt/encode/video_writer.h"
#include "render_options.h"
#include "video_output.h"

namespace jt::cmd {

// Whether `output` is made of segments: .mp4, .mov and .webm (a GIF and a PNG sequence are not).
bool is_segmented_output(const std::string& output);
// The container of a segmented `output`: its extension's, or --format's for "-" (standard output,
// streamed); nullopt for a GIF or a PNG sequence.
std::optional<encode::Container> segmented_container(const RenderOptions& options,
                                                     const std::string& output);

// Writes the video (or its part); returns the exit code, having reported what went wrong.
int write_segmented_video(const RenderOptions& options, VideoJob job);

// Writes the soundtrack of job's frames alone to job.output (.m4a, .ogg, .wav).
int write_soundtrack(const RenderOptions& options, const VideoJob& job);

}  // namespace jt::cmd
