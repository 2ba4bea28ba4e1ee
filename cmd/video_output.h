// Writing a render's frames: a video file (.mp4, .mov, .webm) through the encoder, or a numbered
// PNG sequence; drawn by the frame pipeline, with the progress shown and an optional manifest.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "jt/encode/soundtrack.h"
#include "jt/encode/video_writer.h"
#include "jt/render/cartoon_frame.h"
#include "jt/render/frame_pipeline.h"
#include "render_manifest.h"
#include "render_options.h"

namespace jt::cmd {

struct VideoJob {
  std::string output;
  std::int64_t first = 0, count = 0;            // the frames to write
  bool audio = true;                            // an audio stream
  encode::Soundtrack* sound = nullptr;          // null: a silent track
  std::function<bool(render::FrameJob&)> fill;  // makes frame job.index (in order)
  const render::CastDrawings* cast = nullptr;
  // Draws a filled frame instead of the cartoon frame (a creature's render), when set.
  std::function<void(const render::FrameJob&, render::Canvas&)> draw;
  RenderManifest manifest;  // input, settings and duration filled in by the caller
  // For segment keys and part manifests (docs/SCALE.md): the input's content hash, the drawings'
  // fingerprints, and what a frame's key adds to its plain data (its stage's; a creature's pose).
  // A job with its own `draw` is cached only when it has a key_frame that keys what it draws.
  std::string input_hash, art_key;
  std::function<void(const render::FrameJob&, std::string&)> key_frame;
};

// Draws a filled frame of the job: its own drawing, else the cartoon frame with the options'
// caption style.
void draw_job_frame(const RenderOptions& options, const VideoJob& job, const render::FrameJob& f,
                    render::Canvas& canvas);

// Writes the frames; returns the exit code (0, 2 for a write failure, 130 when interrupted),
// having reported what went wrong. An existing output is replaced only by a finished video.
int write_video(const RenderOptions& options, VideoJob job);

// --quality's encoder quality (the option has checked the name).
encode::Quality quality_named(const std::string& name);
// --threads: the drawing threads, 0 meaning one per core (at most 16).
int drawing_threads(int asked);

// For -v: "542 frames from frame 0 (0.000 s), 1920x1080 at 24 fps".
std::string frames_note(const RenderOptions& options, const VideoJob& job);

// The PNG sequence's file for a frame: out.png -> out_000042.png.
std::string sequence_file(const std::string& output, std::int64_t index);

}  // namespace jt::cmd
