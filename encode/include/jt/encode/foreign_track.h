// A soundtrack made elsewhere, for `join --audio FILE` (docs/SCALE.md): any sound file read by a
// clip's rules (jt/encode/clip_file.h: a regular file read whole, the file protocol alone, the
// audio demuxers of kClipDemuxers), resampled to kMixSampleRate in stereo, trimmed or padded with
// silence to the video's length, and encoded once into the track a video container takes.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "jt/encode/frame_rate.h"
#include "jt/encode/result.h"

namespace jt::encode {

// Writes `track` (.m4a: AAC, .ogg: Opus, .wav, by its extension, as AudioWriter) from `source`,
// `frames` video frames at `rate` long (first_sample_of_frame(frames) sample frames). An error
// says why `source` cannot be used, with what to do ("... : a clip is WAV, FLAC, ...").
Status encode_foreign_track(const std::filesystem::path& source, std::int64_t frames,
                            FrameRate rate, const std::string& track);

}  // namespace jt::encode
