// Finding and opening an encoder for a muxer, shared by the video and the audio writer.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "audio_queue.h"
#include "av_handles.h"
#include "jt/encode/result.h"

namespace jt::encode {

// The encoder named `name` (libavcodec's name), allocated; an error when this build lacks it.
Result<CodecContextPtr> alloc_codec(const char* name);

// Opens the encoder with its private options; an option it does not take is an error too.
Status open_codec(AVCodecContext* codec, AVFormatContext* output,
                  const std::vector<std::pair<std::string, std::string>>& options);

// A stream for an encoder that is open: its parameters copied, its time base a hint the muxer
// may change in avformat_write_header (packets are rescaled to whatever it picks).
Result<AVStream*> add_stream(AVFormatContext* output, const AVCodecContext& codec);

// Writes the trailer, closes the temporary file and renames it over `target` (an empty target:
// the output was a stream, nothing to rename).
Status close_into_place(AVFormatContext* output, const std::filesystem::path& temp,
                        const std::filesystem::path& target);

// A stereo audio encoder, its stream in `output`, and the queue that feeds it stereo samples
// (interleaved) at `input_rate`.
struct StereoAudio {
  CodecContextPtr codec;
  AVStream* stream = nullptr;
  std::optional<AudioQueue> queue;
};
Result<StereoAudio> open_stereo_audio(AVFormatContext* output, const char* codec_name,
                                      int sample_rate, std::int64_t bit_rate, int input_rate);

}  // namespace jt::encode
