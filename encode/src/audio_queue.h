// Stereo float samples (left, right interleaved) at the caller's rate turned into the audio
// encoder's frames: resampled when the rates differ and converted to the encoder's sample format
// by libswresample, queued until a whole frame (frame_size samples) is there.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

#include "av_handles.h"
#include "jt/encode/result.h"

namespace jt::encode {

class AudioQueue {
 public:
  using Sink = std::function<Status(const AVFrame*)>;

  static Result<AudioQueue> create(int input_rate, const AVCodecContext& codec);

  // Queues `count` sample frames (2 × count floats) and hands every whole frame now ready to
  // `sink`, in order, numbered (pts) in samples at the codec's rate from 0.
  Status push(const float* samples, std::size_t count, const Sink& sink);
  // Ends the input: what the resampler still holds and the last, shorter frame go to `sink`
  // (padded with silence when the codec takes only whole frames).
  Status finish(const Sink& sink);

 private:
  AudioQueue() = default;
  Status convert(const float* samples, int count);
  Status pop(bool last, const Sink& sink);

  SwrPtr resampler_;
  AudioFifoPtr fifo_;
  const AVCodecContext* codec_ = nullptr;
  int frame_size_ = 0;
  std::int64_t next_pts_ = 0;
};

}  // namespace jt::encode
