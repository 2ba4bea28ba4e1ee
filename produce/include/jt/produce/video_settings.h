// What decides how a render's frames are written: the picture, the encoder, the threads, the
// segments and parts, the cache (docs/CLI.md "render", docs/SCALE.md). Plain, checked values:
// the command parses its options into them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "jt/encode/video_writer.h"
#include "jt/render/cartoon_frame.h"
#include "jt/render/stage.h"

namespace jt::produce {

struct VideoSettings {
  int width = 1920, height = 1080;
  double fps = 24;  // a whole number or an NTSC rate for a video (encode::video_frame_rate)
  std::string quality = "standard";  // draft, standard or high
  std::optional<int> crf;
  bool transparent = false;  // no stage: .mov, .webm and .png keep the alpha
  int threads = 0;           // the render's threads; 0: one per core (at most 16)
  std::string format;        // the container written to standard output ("-"): mp4, mov, webm
  int every_nth_frame = 1;   // a GIF of every Nth frame
  render::CaptionStyle captions = render::CaptionStyle::kBox;
  render::Fit fit = render::Fit::kFrame;  // a picture of another shape than the stage's
  bool hash_frames = false;               // a manifest was asked for: every frame's pixels hashed
  // Segments and parts (docs/SCALE.md).
  double segment_length = 4;           // seconds, a whole number of frames
  int part_index = 0, part_count = 0;  // the K-th (from 1) of N parts; 0: the whole video
  // The cache: its directory (empty: none), whether the user named it (then failing to open it
  // is an error, not a warning), its size limit.
  std::string cache_dir;
  bool cache_named = false;
  std::uint64_t cache_bytes = 0;

  // The exact rate of fps (30000/1001 for 29.97...); the command refuses a video at any other.
  encode::FrameRate frame_rate() const;
  // The segment length in frames (rounded: 4 s at 29.97 is 120 frames).
  std::int64_t segment_frames() const;
  // "K/N" of --part.
  std::string part_name() const;
};

// The encoder quality of a --quality name (draft, standard, high).
encode::Quality quality_named(const std::string& name);
// The render's threads for `asked` (0: one per core, at most 16).
int render_threads(int asked);

// The file's extension in lower case, with its dot (".png"); empty when it has none.
std::string lower_extension(const std::string& path);

// "WxH" (each 16..8192) into width and height; false for anything else.
bool parse_size(const std::string& text, int& width, int& height);

}  // namespace jt::produce
