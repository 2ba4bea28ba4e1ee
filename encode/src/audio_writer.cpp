#include "jt/encode/audio_writer.h"

#include <strings.h>

#include <filesystem>

#include "audio_queue.h"
#include "av_error.h"
#include "codec_open.h"
#include "encode_loop.h"
#include "encoder_settings.h"
#include "jt/encode/temp_file.h"
#include "output_open.h"

namespace jt::encode {

namespace fs = std::filesystem;

std::optional<AudioContainer> audio_container_for_path(const std::string& path) {
  const std::string ext = fs::path(path).extension().string();
  if (strcasecmp(ext.c_str(), ".m4a") == 0) return AudioContainer::kM4a;
  if (strcasecmp(ext.c_str(), ".ogg") == 0) return AudioContainer::kOgg;
  if (strcasecmp(ext.c_str(), ".wav") == 0) return AudioContainer::kWav;
  return std::nullopt;
}

AudioContainer track_for(Container video) {
  return video == Container::kWebm ? AudioContainer::kOgg : AudioContainer::kM4a;
}

namespace {

struct AudioSettings {
  const char* muxer;
  const char* codec;
  std::int64_t bit_rate;
  int sample_rate;
};

// The codec and bit rate of the video containers' own audio (encoder_settings), so a track joins
// a video exactly as the video would have held it.
AudioSettings audio_settings(AudioContainer container) {
  if (container == AudioContainer::kWav) return {"wav", "pcm_s16le", 0, 48000};
  const EncoderSettings video =
      encoder_settings(container == AudioContainer::kOgg ? Container::kWebm : Container::kMp4,
                       Quality::kStandard, {});
  return {container == AudioContainer::kOgg ? "ogg" : "ipod", video.audio_codec,
          video.audio_bit_rate, video.audio_sample_rate};
}

}  // namespace

struct AudioWriter::Impl {
  MuxTarget mux;
  OutputPtr output;
  CodecContextPtr codec;
  AVStream* stream = nullptr;
  PacketPtr packet;
  std::optional<AudioQueue> queue;
  std::string error;
  bool finished = false;

  ~Impl() {
    output.reset();
    std::error_code ignored;
    if (!finished && !mux.temp.empty()) fs::remove(mux.temp, ignored);
  }

  Status fail(Status status) {
    if (!status.ok() && error.empty()) error = status.error();
    return status;
  }
  Status sink(const AVFrame* frame) {
    return encode_and_write(output.get(), stream, codec.get(), frame, packet.get());
  }
  Status open(const AudioSettings& settings, const AudioOptions& options);
  Status finish();
};

Status AudioWriter::Impl::open(const AudioSettings& settings, const AudioOptions& options) {
  AVFormatContext* raw = nullptr;
  int ret = avformat_alloc_output_context2(&raw, nullptr, settings.muxer, mux.temp.c_str());
  if (ret < 0) return av_error("avformat_alloc_output_context2", ret);
  output.reset(raw);
  output->flags |= AVFMT_FLAG_BITEXACT;  // the same samples, the same bytes (docs/ENCODING.md)
  if (!options.comment.empty())
    av_dict_set(&output->metadata, "comment", options.comment.c_str(), 0);
  auto opened = open_stereo_audio(output.get(), settings.codec, settings.sample_rate,
                                  settings.bit_rate, options.sample_rate);
  if (!opened.ok()) return Error{opened.error()};
  codec = std::move(opened.value().codec);
  stream = opened.value().stream;
  queue = std::move(opened.value().queue);
  packet.reset(av_packet_alloc());
  if (!packet) return av_error("av_packet_alloc", AVERROR(ENOMEM));
  return open_and_write_header(output.get(), mux.url);
}

Status AudioWriter::Impl::finish() {
  if (Status s = queue->finish([this](const AVFrame* f) { return sink(f); }); !s.ok()) return s;
  if (Status s = sink(nullptr); !s.ok()) return s;
  if (Status s = close_into_place(output.get(), mux.temp, mux.target); !s.ok()) return s;
  finished = true;
  return {};
}

Result<AudioWriter> AudioWriter::open(const std::string& path, const AudioOptions& options) {
  const std::optional<AudioContainer> container = audio_container_for_path(path);
  if (!container) return Error{"open " + path + ": expected a .m4a, .ogg or .wav file"};
  if (options.sample_rate <= 0) return Error{"open " + path + ": the sample rate must be positive"};
  route_libav_messages();
  auto impl = std::make_unique<Impl>();
  auto mux = mux_target(path);
  if (!mux.ok()) return Error{"open " + path + ": " + mux.error()};
  impl->mux = std::move(mux).value();
  if (impl->mux.streaming()) {  // an .m4a's index goes at its start, once the samples are known
    return Error{"open " + path + ": a soundtrack is written to a file, not to a stream"};
  }
  if (Status s = impl->open(audio_settings(*container), options); !s.ok()) {
    return Error{"open " + path + ": " + s.error()};
  }
  return AudioWriter(std::move(impl));
}

AudioWriter::AudioWriter(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
AudioWriter::AudioWriter(AudioWriter&&) noexcept = default;
AudioWriter& AudioWriter::operator=(AudioWriter&&) noexcept = default;
AudioWriter::~AudioWriter() = default;

Status AudioWriter::write(const float* samples, std::size_t count) {
  Impl& w = *impl_;
  if (!w.error.empty()) return Error{w.error};
  if (w.finished) return w.fail(Error{"write: the track is finished"});
  return w.fail(w.queue->push(samples, count, [&w](const AVFrame* f) { return w.sink(f); }));
}

Status AudioWriter::finish() {
  Impl& w = *impl_;
  if (!w.error.empty()) return Error{w.error};
  if (w.finished) return w.fail(Error{"finish: the track is finished"});
  return w.fail(w.finish());
}

}  // namespace jt::encode
