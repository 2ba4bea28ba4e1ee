// What each container is made of: the muxer, the codecs and their options for a quality.
// docs/ENCODING.md explains the choices.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "jt/encode/video_writer.h"

namespace jt::encode {

struct EncoderSettings {
  const char* muxer;        // libavformat's short name
  const char* video_codec;  // libavcodec encoder names
  const char* audio_codec;
  int pixel_format;  // AVPixelFormat the video encoder takes
  std::vector<std::pair<std::string, std::string>> video_options;  // the encoder's private options
  std::vector<std::pair<std::string, std::string>> muxer_options;
  // Fixed, not the caller's thread count: x264's and libvpx's bytes depend on their threads.
  int video_threads;
  std::int64_t audio_bit_rate;  // bits per second
  int audio_sample_rate;        // Hz: what AAC and Opus both take (Opus takes nothing else)
};

// `transparent`: codecs that keep alpha (ProRes 4444 in .mov, VP9 with alpha in .webm).
EncoderSettings encoder_settings(Container container, Quality quality, std::optional<int> crf,
                                 bool transparent = false);

// The muxer's options for a file, or for a stream (`streaming`: standard output), which cannot
// seek back to put the index first: an .mp4 or .mov in fragments, each with its own index.
std::vector<std::pair<std::string, std::string>> muxer_options(const EncoderSettings& settings,
                                                               bool streaming);

}  // namespace jt::encode
