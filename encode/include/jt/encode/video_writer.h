// A streaming video file writer (libavformat/libavcodec, modelled on FFmpeg's doc/examples/mux.c):
// frames and sound go in as they are made and leave as packets, so memory does not grow with the
// video's length. docs/ENCODING.md.
//
//   auto opened = VideoWriter::open("out.mp4", {.width = 1920, .height = 1080, .rate = {24}});
//   if (!opened.ok()) return fail(opened.error());
//   VideoWriter& video = opened.value();
//   for (each frame i) {
//     video.write_frame(canvas.pixels().data(), canvas.width() * 4);
//     video.write_audio(track.data() + 2 * first_sample(i), samples_in_frame(i));  // stereo
//   }
//   Status done = video.finish();  // flushes, writes the trailer, renames into place
//
// The file is written to a temporary file next to the target and renamed over it only by a
// successful finish(): a failure, or a writer destroyed before finish(), leaves any existing file
// untouched and no partial file behind.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "jt/encode/frame_rate.h"
#include "jt/encode/result.h"
#include "jt/encode/sample_rate.h"

namespace jt::encode {

// Chosen by the output's extension: .mp4, .mov and .mkv (Matroska) hold H.264 (yuv420p) + AAC,
// .webm VP9 + Opus (both stereo, 48 kHz), .gif 256 colours a frame and no sound.
enum class Container { kMp4, kMov, kWebm, kGif, kMkv };

// nullopt for an extension the writer does not make (the comparison ignores case).
std::optional<Container> container_for_path(const std::string& path);

// The speed / size trade-off: each picks an x264 preset, a VP9 speed and a default CRF
// (docs/ENCODING.md has the table).
enum class Quality { kDraft, kStandard, kHigh };

struct VideoOptions {
  int width = 1920;  // pixels; even (4:2:0 chroma)
  int height = 1080;
  FrameRate rate = {24, 1};  // frames per second, exactly (24, 30000/1001)
  // Each picture lasts this many frames of `rate` (a preview of every Nth frame: rate / N pictures
  // a second, at the video's speed); 1 to the rate.
  int frame_step = 1;
  Quality quality = Quality::kStandard;
  std::optional<int> crf;  // overrides the quality's CRF (x264 0..51, VP9 0..63)
  // Threads for the pixel-format conversion. The encoders' own thread counts are fixed, because
  // x264's and libvpx's output bytes depend on theirs: the file is the same at any value here.
  int threads = 1;
  // Encodes on a thread of the writer's own: write_frame returns once the picture is converted
  // and queued (at most 3 wait, made once), so the caller draws the next picture while the
  // encoder works on the last ones. The same file either way.
  bool encode_apart = false;
  bool audio = true;  // an audio stream (silence where no sound is written)
  // Keeps the pictures' alpha: .mov as ProRes 4444, .webm as VP9 with alpha (yuva420p). Other
  // containers cannot (an error from open).
  bool transparent = false;
  int sample_rate = kMixSampleRate;  // Hz, of the stereo samples given to write_audio
  // The container when the path has no extension that names one: needed for "-" (standard
  // output), which streams: an .mp4 or .mov is fragmented (its index cannot go back to the
  // start), a .webm has no cues.
  std::optional<Container> container;
};

// What a container's encoders are told, for `-v` and the manifest: "libx264 preset=veryfast
// crf=21, 4 threads; aac 96 kb/s" (the CRF actually used: --crf's, else the quality's).
std::string encoder_summary(Container container, Quality quality, std::optional<int> crf,
                            bool transparent = false);

// The path that writes to standard output.
inline constexpr const char* kStandardOutput = "-";

class VideoWriter {
 public:
  static Result<VideoWriter> open(const std::string& path, const VideoOptions& options);

  VideoWriter(VideoWriter&&) noexcept;
  VideoWriter& operator=(VideoWriter&&) noexcept;
  ~VideoWriter();  // without a successful finish(): removes the temporary file

  // One picture in Cairo's CAIRO_FORMAT_ARGB32 layout (premultiplied alpha, native-endian 32-bit
  // words: B, G, R, A bytes on little-endian), width × height, `stride` bytes a row. The video is
  // opaque: a translucent pixel shows as if composited over black.
  Status write_frame(const std::uint8_t* argb32, std::ptrdiff_t stride);
  // A GIF's picture already quantized by quantize_gif_frame (jt/encode/gif_frame.h), so that the
  // quantizing can run on other threads: the same file as write_frame of the same picture. Only
  // for a GIF, and only a frame of the options' width and height.
  Status write_quantized_frame(std::string_view frame);
  // `count` stereo sample frames (2 × count floats, left and right interleaved) in -1..1 at
  // options.sample_rate, appended to the track (the first written plays at 0 s). Any chunking
  // gives the same file; the whole track at once is fine.
  Status write_audio(const float* samples, std::size_t count);
  // Flushes both encoders, pads the sound with silence to the pictures' length, writes the
  // trailer and renames the file into place. Nothing may be written after it.
  Status finish();

  std::int64_t frames_written() const;

 private:
  struct Impl;
  explicit VideoWriter(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace jt::encode
