// A soundtrack alone (`render --audio-only`, and the track a segmented render joins to its
// pictures): stereo samples in, one encoded audio file out, chosen by the extension.
// docs/ENCODING.md.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>

#include "jt/encode/result.h"
#include "jt/encode/sample_rate.h"
#include "jt/encode/video_writer.h"

namespace jt::encode {

// .m4a: AAC (as in .mp4 and .mov); .ogg: Opus (as in .webm); .wav: 16-bit PCM. All 48 kHz stereo.
enum class AudioContainer { kM4a, kOgg, kWav };

// nullopt for an extension that is not one of them (the comparison ignores case).
std::optional<AudioContainer> audio_container_for_path(const std::string& path);

// The soundtrack a video container joins: AAC (.m4a) for .mp4 and .mov, Opus (.ogg) for .webm.
AudioContainer track_for(Container video);

struct AudioOptions {
  int sample_rate = kMixSampleRate;  // Hz, of the samples given to write
  std::string comment;               // the file's "comment" metadata, when not empty
};

class AudioWriter {
 public:
  static Result<AudioWriter> open(const std::string& path, const AudioOptions& options);

  AudioWriter(AudioWriter&&) noexcept;
  AudioWriter& operator=(AudioWriter&&) noexcept;
  ~AudioWriter();  // without a successful finish(): removes the temporary file

  // `count` stereo sample frames (2 × count floats, left and right interleaved) in -1..1,
  // appended to the track.
  Status write(const float* samples, std::size_t count);
  // Flushes the encoder, writes the trailer and renames the file into place.
  Status finish();

 private:
  struct Impl;
  explicit AudioWriter(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace jt::encode
