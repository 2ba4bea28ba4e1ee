// Writing a render's frames: a video (.mp4, .mov, .webm: segments, each drawn and encoded only
// when the cache lacks it, joined with the soundtrack; or a part of one), a GIF, a numbered PNG
// sequence, or the soundtrack alone (.m4a, .ogg, .wav). A video's segments are drawn and encoded
// side by side on lanes (render/canvas_lanes.h), a GIF's or a PNG sequence's frames by the frame
// pipeline on the drawing threads; the job reports through a Reporter and never prints.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "jt/encode/soundtrack.h"
#include "jt/encode/subtitles.h"
#include "jt/encode/video_writer.h"
#include "jt/produce/render_manifest.h"
#include "jt/produce/reporter.h"
#include "jt/produce/video_settings.h"
#include "jt/render/cartoon_frame.h"
#include "jt/render/frame_pipeline.h"

namespace jt::produce {

struct VideoJob {
  std::string output;
  std::int64_t first = 0, count = 0;            // the frames to write
  bool audio = true;                            // an audio stream
  encode::Soundtrack* sound = nullptr;          // null: a silent track
  std::function<bool(render::FrameJob&)> fill;  // makes frame job.index (in order)
  const render::CastDrawings* cast = nullptr;
  const render::PropArts* props = nullptr;  // the props' drawings (docs/PROPS.md)
  // Draws a filled frame instead of the cartoon frame (a creature's render), when set.
  std::function<void(const render::FrameJob&, render::Canvas&)> draw;
  RenderManifest manifest;  // input, settings and duration filled in by the caller
  // A subtitle stream of these cues (seconds, frame 0 at 0) in a segmented video, when set
  // (--subtitles embed; encode::JoinJob::subtitles).
  std::optional<std::vector<encode::SubtitleCue>> subtitles;
  // For segment keys and part manifests (docs/SCALE.md): the input's content hash, the drawings'
  // fingerprints, and what a frame's key adds to its plain data (its stage's; a creature's pose).
  // A job with its own `draw` is cached only when it has a key_frame that keys what it draws.
  std::string input_hash, art_key;
  std::function<void(const render::FrameJob&, std::string&)> key_frame;
};

// What a written video leaves for its caller: the manifest of what was written (its frames'
// hashes with VideoSettings::hash_frames) when the job is done.
struct VideoResult {
  Outcome outcome = Outcome::kFailed;
  std::optional<RenderManifest> manifest;
};

// Writes the job's frames to job.output as its extension says (standard output, "-": the
// settings' format). An existing output is replaced only by a finished one.
VideoResult write_video(const VideoSettings& settings, VideoJob job, Reporter& reporter);

// Draws a filled frame of the job: its own drawing, else the cartoon frame with the settings'
// caption style.
void draw_job_frame(const VideoSettings& settings, const VideoJob& job,
                    const render::FrameJob& frame, render::Canvas& canvas);

// Whether `output` is made of segments: .mp4, .mov, .mkv and .webm (a GIF and a PNG sequence are
// not).
bool is_segmented_output(const std::string& output);
// The container of a segmented output: its extension's, or `format`'s for "-" (standard
// output, streamed); nullopt for a GIF or a PNG sequence.
std::optional<encode::Container> segmented_container(const std::string& output,
                                                     const std::string& format);

// For -v: "542 frames from frame 0 (0.000 s), 1920x1080 at 24 fps".
std::string frames_note(const VideoSettings& settings, const VideoJob& job);

// The name of an output in messages: "standard output" for "-".
std::string output_name(const std::string& path);

}  // namespace jt::produce
