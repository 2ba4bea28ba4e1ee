#include "jt/encode/video_writer.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <system_error>
#include <vector>

#include "audio_queue.h"
#include "av_error.h"
#include "av_handles.h"
#include "codec_open.h"
#include "encode_loop.h"
#include "encode_thread.h"
#include "encoder_settings.h"
#include "gif_palette.h"
#include "jt/encode/gif_frame.h"
#include "jt/encode/temp_file.h"
#include "jt/encode/yuv420.h"
#include "output_open.h"

extern "C" {
#include <libavutil/opt.h>
}

namespace jt::encode {

namespace fs = std::filesystem;

std::optional<Container> container_for_path(const std::string& path) {
  std::string ext = fs::path(path).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (ext == ".mp4") return Container::kMp4;
  if (ext == ".mov") return Container::kMov;
  if (ext == ".webm") return Container::kWebm;
  if (ext == ".gif") return Container::kGif;
  if (ext == ".mkv") return Container::kMkv;
  return std::nullopt;
}

struct VideoWriter::Impl {
  VideoOptions options;
  bool gif = false;  // 256 colours a frame (GifPalette) instead of swscale's yuv420p
  MuxTarget mux;     // a temporary file renamed over the target, or a stream
  OutputPtr output;
  CodecContextPtr video_codec, audio_codec;
  AVStream* video_stream = nullptr;
  AVStream* audio_stream = nullptr;
  SwsPtr converter;                    // transparent pictures, and those under 8 pixels a side
  std::optional<Yuv420Converter> yuv;  // opaque yuv420p: swscale's bytes, changed rows only
  std::optional<GifPalette> palette;
  std::vector<std::uint32_t> straight;  // transparent: one picture with straight alpha
  FramePtr picture;
  PacketPtr packet;
  std::optional<AudioQueue> audio;
  std::int64_t frames = 0;
  std::int64_t samples_in = 0;  // sample frames at options.sample_rate
  std::string error;            // the first failure; every later call returns it
  bool finished = false;
  // options.encode_apart: the encoder's thread, handed copies of `picture`.
  std::unique_ptr<EncodeThread> apart;

  ~Impl();

  Status fail(Status status) {
    if (!status.ok() && error.empty()) error = status.error();
    return status;
  }
  Status open(const EncoderSettings& settings);
  Status open_video(const EncoderSettings& settings);
  Status open_audio(const EncoderSettings& settings);
  Status open_converter(AVPixelFormat format);
  // The picture ready for the next frame's pixels (`call` names the caller in an error).
  Status writable_picture(const char* call);
  // The picture written as the next frame.
  Status encode_picture();
  Status drain_apart();
  Status write_audio(const float* samples, std::size_t count);
  Status finish();
};

namespace {

// Pictures converted and waiting for the encoder's thread (VideoOptions::encode_apart): enough
// that a slow frame on either side does not stop the other.
constexpr int kPicturesApart = 3;

// A yuv420p writer's converter and picture (some 15 MB at 1080p, 60 at 4K), kept by the thread
// that finished with them for its next writer of the same size: a lane writes segment after
// segment, and fresh storage cost its page faults each time (issue 32, docs/PERFORMANCE.md). The
// converter forgets its last picture, so the next writer converts every row of its first: the
// same bytes as with new ones.
struct KeptConversion {
  std::optional<Yuv420Converter> yuv;
  FramePtr picture;
  int width = 0, height = 0;
};
thread_local KeptConversion kept_conversion;

// Premultiplied ARGB32 words to straight alpha, rounding to nearest (0 alpha: transparent black).
void unpremultiply(const std::uint8_t* argb32, std::ptrdiff_t stride, int width, int height,
                   std::vector<std::uint32_t>& out) {
  out.resize(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
  for (int y = 0; y < height; ++y) {
    const std::uint8_t* row = argb32 + y * stride;
    std::uint32_t* to = out.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(width);
    for (int x = 0; x < width; ++x) {
      std::uint32_t word;
      std::memcpy(&word, row + 4 * x, 4);
      const std::uint32_t a = word >> 24;
      if (a == 255 || a == 0) {
        to[x] = a == 0 ? 0 : word;
        continue;
      }
      const auto straight = [&](int shift) {
        return std::min<std::uint32_t>(255, ((word >> shift & 0xff) * 255 + a / 2) / a) << shift;
      };
      to[x] = a << 24 | straight(16) | straight(8) | straight(0);
    }
  }
}

}  // namespace

VideoWriter::Impl::~Impl() {
  apart.reset();   // stops encoding before the output goes
  output.reset();  // closes the temporary file
  std::error_code ignored;
  if (!finished && !mux.temp.empty()) fs::remove(mux.temp, ignored);
  if (yuv && picture) {
    yuv->forget();
    kept_conversion = {.yuv = std::move(yuv),
                       .picture = std::move(picture),
                       .width = options.width,
                       .height = options.height};
  }
}

Status VideoWriter::Impl::open(const EncoderSettings& settings) {
  AVFormatContext* raw = nullptr;
  int ret = avformat_alloc_output_context2(&raw, nullptr, settings.muxer, mux.temp.c_str());
  if (ret < 0) return av_error("avformat_alloc_output_context2", ret);
  output.reset(raw);
  // No version strings, dates or random ids (Matroska's UIDs): the same input, the same bytes.
  output->flags |= AVFMT_FLAG_BITEXACT;
  if (Status s = open_video(settings); !s.ok()) return s;
  if (options.audio) {
    if (Status s = open_audio(settings); !s.ok()) return s;
  }
  if (Status s = open_converter(static_cast<AVPixelFormat>(settings.pixel_format)); !s.ok()) {
    return s;
  }
  packet.reset(av_packet_alloc());
  if (!packet) return av_error("av_packet_alloc", AVERROR(ENOMEM));
  if (options.encode_apart) {
    apart = std::make_unique<EncodeThread>(kPicturesApart, [this](AVFrame* frame) {
      return encode_and_write(output.get(), video_stream, video_codec.get(), frame, packet.get());
    });
  }
  return open_and_write_header(output.get(), mux.url, muxer_options(settings, mux.streaming()));
}

Status VideoWriter::Impl::open_video(const EncoderSettings& settings) {
  auto codec = alloc_codec(settings.video_codec);
  if (!codec.ok()) return Error{codec.error()};
  video_codec = std::move(codec).value();
  AVCodecContext* c = video_codec.get();
  c->width = options.width;
  c->height = options.height;
  // 1001/30000 s a frame at 29.97: the timestamps count frames exactly at every rate.
  c->time_base = {options.frame_step * options.rate.den, options.rate.num};
  c->framerate = {options.rate.num, options.frame_step * options.rate.den};
  c->pix_fmt = static_cast<AVPixelFormat>(settings.pixel_format);
  c->thread_count = settings.video_threads;
  if (!gif) {
    // Tagged as converted (open_converter): BT.709, limited range.
    c->color_range = AVCOL_RANGE_MPEG;
    c->colorspace = AVCOL_SPC_BT709;
    c->color_primaries = AVCOL_PRI_BT709;
    c->color_trc = AVCOL_TRC_BT709;
  }
  if (Status s = open_codec(c, output.get(), settings.video_options); !s.ok()) return s;
  auto stream = add_stream(output.get(), *c);
  if (!stream.ok()) return Error{stream.error()};
  video_stream = stream.value();
  return {};
}

Status VideoWriter::Impl::open_audio(const EncoderSettings& settings) {
  auto opened = open_stereo_audio(output.get(), settings.audio_codec, settings.audio_sample_rate,
                                  settings.audio_bit_rate, options.sample_rate);
  if (!opened.ok()) return Error{opened.error()};
  audio_codec = std::move(opened.value().codec);
  audio_stream = opened.value().stream;
  audio = std::move(opened.value().queue);
  return {};
}

// Cairo's premultiplied ARGB32 (B, G, R, A bytes on little-endian) to BT.709 limited-range
// yuv420p. Alpha is dropped, which for premultiplied colour is compositing over black; or, when
// transparent, kept (the colours made straight first: swscale takes straight alpha).
// SWS_BITEXACT | SWS_ACCURATE_RND: the same pixels on every CPU, whichever SIMD path runs.
// Opaque yuv420p (H.264, VP9) goes through Yuv420Converter instead: swscale's bytes for these
// settings (tests/encode/yuv420_test.cpp compares them), converting only the rows that changed.
Status VideoWriter::Impl::open_converter(AVPixelFormat format) {
  const bool yuv420 = !gif && format == AV_PIX_FMT_YUV420P && !options.transparent &&
                      std::min(options.width, options.height) >= Yuv420Converter::kMinSide;
  if (yuv420 && kept_conversion.yuv && kept_conversion.width == options.width &&
      kept_conversion.height == options.height) {
    yuv = std::move(kept_conversion.yuv);
    picture = std::move(kept_conversion.picture);
    kept_conversion = {};
    return {};
  }
  picture.reset(av_frame_alloc());
  if (!picture) return av_error("av_frame_alloc", AVERROR(ENOMEM));
  picture->format = gif ? AV_PIX_FMT_PAL8 : format;
  picture->width = options.width;
  picture->height = options.height;
  int ret = av_frame_get_buffer(picture.get(), 0);
  if (ret < 0) return av_error("av_frame_get_buffer (video)", ret);
  clear_picture(picture.get());
  if (gif) {
    palette.emplace();
    return {};
  }
  if (yuv420) {
    yuv.emplace(options.width, options.height);
    return {};
  }
  converter.reset(sws_alloc_context());
  SwsContext* sws = converter.get();
  if (sws == nullptr) return av_error("sws_alloc_context", AVERROR(ENOMEM));
  const std::pair<const char*, std::int64_t> settings[] = {
      {"srcw", options.width},
      {"srch", options.height},
      {"src_format", AV_PIX_FMT_RGB32},  // native-endian 0xAARRGGBB words, as Cairo's
      {"dstw", options.width},
      {"dsth", options.height},
      {"dst_format", format},
      {"threads", options.threads},
      {"sws_flags", SWS_BILINEAR | SWS_ACCURATE_RND | SWS_BITEXACT | SWS_FULL_CHR_H_INP}};
  for (const auto& [key, value] : settings) {
    const int set = av_opt_set_int(sws, key, value, 0);
    if (set < 0) return av_error(std::string("av_opt_set_int (swscale ") + key + ")", set);
  }
  ret = sws_init_context(sws, nullptr, nullptr);
  if (ret < 0) return av_error("sws_init_context", ret);
  ret = sws_setColorspaceDetails(sws, sws_getCoefficients(SWS_CS_DEFAULT), 1,
                                 sws_getCoefficients(SWS_CS_ITU709), 0, 0, 1 << 16, 1 << 16);
  if (ret < 0) return av_error("sws_setColorspaceDetails", ret);
  return {};
}

Status VideoWriter::Impl::write_audio(const float* samples, std::size_t count) {
  samples_in += static_cast<std::int64_t>(count);
  return audio->push(samples, count, [this](const AVFrame* frame) {
    return encode_and_write(output.get(), audio_stream, audio_codec.get(), frame, packet.get());
  });
}

Status VideoWriter::Impl::finish() {
  if (Status drained = drain_apart(); !drained.ok()) return drained;
  apart.reset();
  Status s = encode_and_write(output.get(), video_stream, video_codec.get(), nullptr, packet.get());
  if (!s.ok()) return s;
  if (audio) {
    // Silence to the pictures' length, then what the resampler and the queue still hold.
    const std::int64_t wanted =
        first_sample_of_frame(frames * options.frame_step, options.sample_rate, options.rate);
    const std::vector<float> silence(kMixChannels * 4096, 0.0f);
    while (samples_in < wanted) {
      const auto count = std::min<std::int64_t>(wanted - samples_in, 4096);
      if (s = write_audio(silence.data(), static_cast<std::size_t>(count)); !s.ok()) return s;
    }
    s = audio->finish([this](const AVFrame* frame) {
      return encode_and_write(output.get(), audio_stream, audio_codec.get(), frame, packet.get());
    });
    if (!s.ok()) return s;
    s = encode_and_write(output.get(), audio_stream, audio_codec.get(), nullptr, packet.get());
    if (!s.ok()) return s;
  }
  int ret = av_write_trailer(output.get());
  if (ret < 0) return av_error("av_write_trailer", ret);
  ret = avio_closep(&output->pb);
  if (ret < 0) return av_error("avio_closep (" + mux.url + ")", ret);
  if (!mux.streaming()) {
    if (Status moved = move_into_place(mux.temp, mux.target); !moved.ok()) return moved;
  }
  finished = true;
  return {};
}

Result<VideoWriter> VideoWriter::open(const std::string& path, const VideoOptions& options) {
  const std::optional<Container> container =
      options.container ? options.container : container_for_path(path);
  if (!container) {
    return Error{"open " + path + ": unknown container (expected .mp4, .mov, .mkv, .webm or .gif)"};
  }
  if (options.width <= 0 || options.height <= 0 || options.width % 2 || options.height % 2) {
    return Error{"open " + path + ": the size must be positive and even, got " +
                 std::to_string(options.width) + "x" + std::to_string(options.height)};
  }
  if (options.rate.num <= 0 || options.rate.den <= 0 || options.sample_rate <= 0 ||
      options.threads < 1) {
    return Error{"open " + path + ": fps, sample rate and threads must be positive"};
  }
  if (options.frame_step < 1 || options.frame_step > options.rate.fps()) {
    return Error{"open " + path + ": the frame step must be 1 to fps (" + to_string(options.rate) +
                 "), got " + std::to_string(options.frame_step)};
  }
  const int max_crf = *container == Container::kWebm ? 63 : 51;
  if (options.crf && *container != Container::kGif &&
      (*options.crf < 0 || *options.crf > max_crf)) {
    return Error{"open " + path + ": crf must be 0.." + std::to_string(max_crf) + " for " +
                 (max_crf == 63 ? "VP9" : "H.264") + ", got " + std::to_string(*options.crf)};
  }
  // libav's own messages would repeat the errors returned here, and its statistics are noise.
  route_libav_messages();
  auto impl = std::make_unique<Impl>();
  impl->options = options;
  if (options.transparent && *container != Container::kMov && *container != Container::kWebm) {
    return Error{"open " + path + ": only .mov (ProRes 4444) and .webm (VP9) keep transparency"};
  }
  impl->gif = *container == Container::kGif;
  if (impl->gif) impl->options.audio = false;  // GIF has no sound
  auto mux = mux_target(path);
  if (!mux.ok()) return Error{"open " + path + ": " + mux.error()};
  impl->mux = std::move(mux).value();
  if (Status s = impl->open(
          encoder_settings(*container, options.quality, options.crf, options.transparent));
      !s.ok()) {
    return Error{"open " + path + ": " + s.error()};
  }
  return VideoWriter(std::move(impl));
}

VideoWriter::VideoWriter(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
VideoWriter::VideoWriter(VideoWriter&&) noexcept = default;
VideoWriter& VideoWriter::operator=(VideoWriter&&) noexcept = default;
VideoWriter::~VideoWriter() = default;

Status VideoWriter::Impl::writable_picture(const char* call) {
  if (!error.empty()) return Error{error};
  if (finished) return fail(Error{std::string(call) + ": the video is finished"});
  // A copy when the encoder still holds the last picture (then with fresh padding to clear).
  const AVBufferRef* held = picture->buf[0];
  const int ret = av_frame_make_writable(picture.get());
  if (ret < 0) return fail(av_error("av_frame_make_writable", ret));
  if (picture->buf[0] != held) {
    clear_picture(picture.get());
    if (yuv) yuv->forget();  // the fresh planes hold none of the last picture
  }
  return {};
}

Status VideoWriter::Impl::encode_picture() {
  if (apart) {
    // A copy goes to the encoder's thread: `picture` stays the converter's, holding the last
    // conversion (the rows that did not change are not converted again).
    auto free = apart->free_picture(*picture);
    if (!free.ok()) return fail(Error{free.error()});
    AVFrame* copy = free.value();
    // An encoder with frame threads of its own (ProRes) may still hold the picture it was given
    // last time: then a fresh buffer, its padding cleared, rather than writing under its feet.
    const AVBufferRef* held = copy->buf[0];
    int ret = av_frame_make_writable(copy);
    if (ret < 0) return fail(av_error("av_frame_make_writable", ret));
    if (copy->buf[0] != held) clear_picture(copy);
    ret = av_frame_copy(copy, picture.get());
    if (ret < 0) return fail(av_error("av_frame_copy", ret));
    copy->pts = frames++;
    apart->hand_over(copy);
    return {};
  }
  picture->pts = frames++;
  return fail(
      encode_and_write(output.get(), video_stream, video_codec.get(), picture.get(), packet.get()));
}

// Waits for the encoder's thread to encode every picture handed over (before the caller uses the
// output itself).
Status VideoWriter::Impl::drain_apart() {
  if (!apart) return {};
  return fail(apart->drain());
}

Status VideoWriter::write_quantized_frame(std::string_view frame) {
  Impl& w = *impl_;
  if (!w.gif) return w.fail(Error{"write_quantized_frame: the video is not a GIF"});
  if (frame.size() != quantized_gif_frame_size(w.options.width, w.options.height)) {
    return w.fail(Error{"write_quantized_frame: a frame of another size"});
  }
  if (Status st = w.writable_picture("write_quantized_frame"); !st.ok()) return st;
  std::memcpy(w.picture->data[1], frame.data(), kGifPaletteBytes);
  const char* indices = frame.data() + kGifPaletteBytes;
  for (int y = 0; y < w.options.height; ++y) {
    std::memcpy(w.picture->data[0] + static_cast<std::ptrdiff_t>(y) * w.picture->linesize[0],
                indices + static_cast<std::ptrdiff_t>(y) * w.options.width,
                static_cast<std::size_t>(w.options.width));
  }
  return w.encode_picture();
}

Status VideoWriter::write_frame(const std::uint8_t* argb32, std::ptrdiff_t stride) {
  Impl& w = *impl_;
  if (Status st = w.writable_picture("write_frame"); !st.ok()) return st;
  int ret = 0;
  if (w.gif) {
    w.palette->quantize(argb32, stride, w.options.width, w.options.height, w.picture->data[0],
                        w.picture->linesize[0],
                        reinterpret_cast<std::uint32_t*>(w.picture->data[1]));
  } else if (w.yuv) {
    w.yuv->convert(argb32, stride,
                   {{w.picture->data[0], w.picture->data[1], w.picture->data[2]},
                    {w.picture->linesize[0], w.picture->linesize[1], w.picture->linesize[2]}});
  } else {
    if (w.options.transparent) {
      unpremultiply(argb32, stride, w.options.width, w.options.height, w.straight);
      argb32 = reinterpret_cast<const std::uint8_t*>(w.straight.data());
      stride = static_cast<std::ptrdiff_t>(w.options.width) * 4;
    }
    const std::uint8_t* planes[] = {argb32};
    const int strides[] = {static_cast<int>(stride)};
    ret = sws_scale(w.converter.get(), planes, strides, 0, w.options.height, w.picture->data,
                    w.picture->linesize);
    if (ret < 0) return w.fail(av_error("sws_scale", ret));
  }
  return w.encode_picture();
}

Status VideoWriter::write_audio(const float* samples, std::size_t count) {
  Impl& w = *impl_;
  if (!w.error.empty()) return Error{w.error};
  if (w.finished) return w.fail(Error{"write_audio: the video is finished"});
  if (!w.audio) return {};  // no audio stream: the sound is not wanted
  // The muxer is the encoder thread's while it has pictures (a video with sound is written from
  // one thread in practice: this keeps one that is not correct, if slower).
  if (Status drained = w.drain_apart(); !drained.ok()) return drained;
  return w.fail(w.write_audio(samples, count));
}

Status VideoWriter::finish() {
  Impl& w = *impl_;
  if (!w.error.empty()) return Error{w.error};
  if (w.finished) return w.fail(Error{"finish: the video is finished"});
  return w.fail(w.finish());
}

std::int64_t VideoWriter::frames_written() const {
  return impl_->frames;
}

}  // namespace jt::encode
