#include "audio_queue.h"

#include <algorithm>
#include <climits>
#include <vector>

#include "av_error.h"

extern "C" {
#include <libavutil/samplefmt.h>
}

namespace jt::encode {
namespace {

constexpr int kDefaultFrameSize = 1024;  // for an encoder that takes any frame size

// The samples swr_convert may return for `count` more input, as a buffer for one plane (the
// output is mono, so planar and packed formats are both one plane).
std::vector<std::uint8_t> plane_for(SwrContext* resampler, const AVCodecContext& codec, int count) {
  const int samples = swr_get_out_samples(resampler, count);
  return std::vector<std::uint8_t>(
      static_cast<std::size_t>(std::max(samples, 0)) *
      static_cast<std::size_t>(av_get_bytes_per_sample(codec.sample_fmt)));
}

}  // namespace

Result<AudioQueue> AudioQueue::create(int input_rate, const AVCodecContext& codec) {
  AudioQueue queue;
  queue.codec_ = &codec;
  queue.frame_size_ = codec.frame_size > 0 ? codec.frame_size : kDefaultFrameSize;
  SwrContext* resampler = nullptr;
  // Mono in, mono out (the writer opens its audio encoder mono); 5.1's API takes non-const.
  AVChannelLayout mono = AV_CHANNEL_LAYOUT_MONO;
  int ret = swr_alloc_set_opts2(&resampler, &mono, codec.sample_fmt, codec.sample_rate, &mono,
                                AV_SAMPLE_FMT_FLT, input_rate, 0, nullptr);
  queue.resampler_.reset(resampler);
  if (ret < 0) return av_error("swr_alloc_set_opts2", ret);
  ret = swr_init(resampler);
  if (ret < 0) return av_error("swr_init", ret);
  queue.fifo_.reset(
      av_audio_fifo_alloc(codec.sample_fmt, codec.ch_layout.nb_channels, queue.frame_size_));
  if (!queue.fifo_) return av_error("av_audio_fifo_alloc", AVERROR(ENOMEM));
  return queue;
}

Status AudioQueue::push(const float* samples, std::size_t count, const Sink& sink) {
  // swr_convert counts in int: long tracks go in pieces.
  constexpr std::size_t kPiece = 1 << 16;
  for (std::size_t done = 0; done < count; done += kPiece) {
    const int piece = static_cast<int>(std::min(kPiece, count - done));
    if (Status s = convert(samples + done, piece); !s.ok()) return s;
    if (Status s = pop(false, sink); !s.ok()) return s;
  }
  return {};
}

Status AudioQueue::finish(const Sink& sink) {
  if (Status s = convert(nullptr, 0); !s.ok()) return s;
  return pop(true, sink);
}

// Resamples `count` samples (null: drains the resampler) into the queue.
Status AudioQueue::convert(const float* samples, int count) {
  std::vector<std::uint8_t> plane = plane_for(resampler_.get(), *codec_, count);
  std::uint8_t* out[] = {plane.data()};
  const std::uint8_t* in[] = {reinterpret_cast<const std::uint8_t*>(samples)};
  const int capacity = static_cast<int>(plane.size()) / av_get_bytes_per_sample(codec_->sample_fmt);
  const int converted =
      swr_convert(resampler_.get(), out, capacity, samples != nullptr ? in : nullptr, count);
  if (converted < 0) return av_error("swr_convert", converted);
  void* data[] = {plane.data()};
  const int written = av_audio_fifo_write(fifo_.get(), data, converted);
  if (written < 0) return av_error("av_audio_fifo_write", written);
  return {};
}

Status AudioQueue::pop(bool last, const Sink& sink) {
  const bool small_last = codec_->codec->capabilities & AV_CODEC_CAP_SMALL_LAST_FRAME;
  for (;;) {
    const int queued = av_audio_fifo_size(fifo_.get());
    if (queued == 0 || (queued < frame_size_ && !last)) return {};
    const int take = std::min(queued, frame_size_);
    FramePtr frame(av_frame_alloc());
    if (!frame) return av_error("av_frame_alloc", AVERROR(ENOMEM));
    frame->nb_samples = take < frame_size_ && !small_last ? frame_size_ : take;
    frame->format = codec_->sample_fmt;
    frame->sample_rate = codec_->sample_rate;
    int ret = av_channel_layout_copy(&frame->ch_layout, &codec_->ch_layout);
    if (ret < 0) return av_error("av_channel_layout_copy", ret);
    ret = av_frame_get_buffer(frame.get(), 0);
    if (ret < 0) return av_error("av_frame_get_buffer (audio)", ret);
    av_samples_set_silence(frame->extended_data, 0, frame->nb_samples,
                           codec_->ch_layout.nb_channels, codec_->sample_fmt);
    ret = av_audio_fifo_read(fifo_.get(), reinterpret_cast<void**>(frame->extended_data), take);
    if (ret < 0) return av_error("av_audio_fifo_read", ret);
    frame->pts = next_pts_;
    next_pts_ += frame->nb_samples;
    if (Status s = sink(frame.get()); !s.ok()) return s;
  }
}

}  // namespace jt::encode
