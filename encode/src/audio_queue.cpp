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

// A buffer for the samples swr_convert may return for `count` more input, in the codec's format
// (planar: one plane a channel; packed: one plane of interleaved channels), and its planes.
struct Planes {
  std::vector<std::uint8_t> bytes;
  std::uint8_t* data[AV_NUM_DATA_POINTERS] = {};
  int capacity = 0;  // samples a channel
};

Planes planes_for(SwrContext* resampler, const AVCodecContext& codec, int count) {
  Planes p;
  p.capacity = std::max(swr_get_out_samples(resampler, count), 0);
  const int channels = codec.ch_layout.nb_channels;
  int linesize = 0;
  const int size =
      av_samples_get_buffer_size(&linesize, channels, std::max(p.capacity, 1), codec.sample_fmt, 1);
  p.bytes.resize(static_cast<std::size_t>(std::max(size, 0)));
  av_samples_fill_arrays(p.data, &linesize, p.bytes.data(), channels, std::max(p.capacity, 1),
                         codec.sample_fmt, 1);
  return p;
}

}  // namespace

Result<AudioQueue> AudioQueue::create(int input_rate, const AVCodecContext& codec) {
  AudioQueue queue;
  queue.codec_ = &codec;
  queue.frame_size_ = codec.frame_size > 0 ? codec.frame_size : kDefaultFrameSize;
  SwrContext* resampler = nullptr;
  // Stereo in, stereo out (the writer opens its audio encoder stereo); 5.1's API takes non-const.
  AVChannelLayout stereo = AV_CHANNEL_LAYOUT_STEREO;
  int ret = swr_alloc_set_opts2(&resampler, &stereo, codec.sample_fmt, codec.sample_rate, &stereo,
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
    if (Status s = convert(samples + 2 * done, piece); !s.ok()) return s;
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
  Planes planes = planes_for(resampler_.get(), *codec_, count);
  const std::uint8_t* in[] = {reinterpret_cast<const std::uint8_t*>(samples)};
  const int converted = swr_convert(resampler_.get(), planes.data, planes.capacity,
                                    samples != nullptr ? in : nullptr, count);
  if (converted < 0) return av_error("swr_convert", converted);
  const int written =
      av_audio_fifo_write(fifo_.get(), reinterpret_cast<void**>(planes.data), converted);
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
