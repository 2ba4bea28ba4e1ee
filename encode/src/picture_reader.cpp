#include "jt/encode/picture_reader.h"

#include <cstring>
#include <fstream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "av_error.h"
#include "av_handles.h"
#include "input_file.h"

extern "C" {
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
}

namespace jt::encode {
namespace {

// Frames larger than this are refused before a buffer is made for them (a hostile header).
constexpr std::int64_t kMaxPixels = std::int64_t{8192} * 8192;

Error too_large(std::int64_t width, std::int64_t height) {
  return Error{"it declares pictures of " + std::to_string(width) + "x" + std::to_string(height) +
               " pixels, over the 8192x8192 limit"};
}

// A PNG's size as its header (IHDR) declares it, read before anything is decoded; nothing when
// the file is not a PNG.
std::optional<std::pair<std::int64_t, std::int64_t>> png_declared_size(const std::string& path) {
  unsigned char head[24] = {};
  std::ifstream in(path, std::ios::binary);
  if (!in.read(reinterpret_cast<char*>(head), sizeof head)) return std::nullopt;
  static constexpr unsigned char kSignature[] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  if (std::memcmp(head, kSignature, sizeof kSignature) != 0 || std::memcmp(head + 12, "IHDR", 4)) {
    return std::nullopt;
  }
  const auto big_endian = [&](int at) {
    return std::int64_t{head[at]} << 24 | std::int64_t{head[at + 1]} << 16 |
           std::int64_t{head[at + 2]} << 8 | std::int64_t{head[at + 3]};
  };
  return std::pair{big_endian(16), big_endian(20)};
}

}  // namespace

struct PictureReader::Impl {
  InputPtr input;
  CodecContextPtr decoder;
  PacketPtr packet{av_packet_alloc()};
  FramePtr decoded{av_frame_alloc()};
  SwsPtr converter;
  int stream = -1;
  bool draining = false;
  bool done = false;
  std::string format;

  // Decoded frame to straight RGBA. SWS_BITEXACT | SWS_ACCURATE_RND: the same bytes on every CPU.
  Status convert(RgbaFrame& out) {
    const AVFrame* f = decoded.get();
    if (std::int64_t{f->width} * f->height > kMaxPixels || f->width <= 0 || f->height <= 0) {
      return Error{"a frame of " + std::to_string(f->width) + "x" + std::to_string(f->height) +
                   " pixels, over the 8192x8192 limit"};
    }
    converter.reset(sws_getCachedContext(
        converter.release(), f->width, f->height, static_cast<AVPixelFormat>(f->format), f->width,
        f->height, AV_PIX_FMT_RGBA, SWS_BICUBIC | SWS_ACCURATE_RND | SWS_BITEXACT, nullptr, nullptr,
        nullptr));
    if (!converter) return Error{"sws_getCachedContext: cannot convert this pixel format"};
    // The video's own colour matrix and range (BT.709 limited, as the writer tags it); a picture
    // that is RGB already is copied as it is.
    const int space = f->colorspace == AVCOL_SPC_UNSPECIFIED ? SWS_CS_DEFAULT : f->colorspace;
    sws_setColorspaceDetails(converter.get(), sws_getCoefficients(space),
                             f->color_range == AVCOL_RANGE_JPEG,
                             sws_getCoefficients(SWS_CS_DEFAULT), 1, 0, 1 << 16, 1 << 16);
    out.width = f->width;
    out.height = f->height;
    out.pixels.resize(static_cast<std::size_t>(f->width) * f->height * 4);
    std::uint8_t* planes[4] = {out.pixels.data(), nullptr, nullptr, nullptr};
    const int strides[4] = {f->width * 4, 0, 0, 0};
    const int ret = sws_scale(converter.get(), f->data, f->linesize, 0, f->height, planes, strides);
    if (ret < 0) return av_error("sws_scale", ret);
    const AVRational base = input->streams[stream]->time_base;
    const std::int64_t pts = f->best_effort_timestamp;
    const std::int64_t start = input->streams[stream]->start_time;
    out.time =
        pts == AV_NOPTS_VALUE
            ? 0.0
            : static_cast<double>(pts - (start == AV_NOPTS_VALUE ? 0 : start)) * av_q2d(base);
    return {};
  }
};

PictureReader::PictureReader(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
PictureReader::PictureReader(PictureReader&&) noexcept = default;
PictureReader& PictureReader::operator=(PictureReader&&) noexcept = default;
PictureReader::~PictureReader() = default;

Result<PictureReader> PictureReader::open(const std::string& path) {
  auto impl = std::make_unique<Impl>();
  if (!impl->packet || !impl->decoded) return av_error("av_frame_alloc", AVERROR(ENOMEM));
  if (const auto declared = png_declared_size(path);
      declared && declared->first * declared->second > kMaxPixels) {
    return too_large(declared->first, declared->second);
  }
  AVFormatContext* raw = nullptr;
  route_libav_messages();
  int ret = avformat_open_input(&raw, path.c_str(), nullptr, nullptr);
  if (ret < 0) return av_error("avformat_open_input", ret);
  impl->input.reset(raw);
  impl->format = raw->iformat->name;
  // The declared size is read first: libav's decoders refuse a picture over max_pixels from its
  // header, before any buffer is made or any pixel decoded (issue 27: a PNG declaring
  // 16000x16000 was decoded whole, 1.3 GB, before the limit refused it).
  const std::string max_pixels = std::to_string(kMaxPixels);
  std::vector<AVDictionary*> stream_options(raw->nb_streams, nullptr);
  for (AVDictionary*& options : stream_options) {
    av_dict_set(&options, "max_pixels", max_pixels.c_str(), 0);
  }
  ret = avformat_find_stream_info(raw, stream_options.data());
  for (AVDictionary*& options : stream_options)
    av_dict_free(&options);
  if (ret < 0) return av_error("avformat_find_stream_info", ret);
  for (unsigned i = 0; i < raw->nb_streams; ++i) {
    const AVCodecParameters* declared = raw->streams[i]->codecpar;
    if (declared->codec_type == AVMEDIA_TYPE_VIDEO &&
        std::int64_t{declared->width} * declared->height > kMaxPixels) {
      return too_large(declared->width, declared->height);
    }
  }
  const AVCodec* codec = nullptr;
  ret = av_find_best_stream(raw, AVMEDIA_TYPE_VIDEO, -1, -1, &codec, 0);
  if (ret < 0) return av_error("av_find_best_stream (no picture in it)", ret);
  impl->stream = ret;
  impl->decoder.reset(avcodec_alloc_context3(codec));
  if (!impl->decoder) return av_error("avcodec_alloc_context3", AVERROR(ENOMEM));
  ret = avcodec_parameters_to_context(impl->decoder.get(), raw->streams[impl->stream]->codecpar);
  if (ret < 0) return av_error("avcodec_parameters_to_context", ret);
  impl->decoder->thread_count = 1;  // frames in order, the same bytes at any machine's core count
  impl->decoder->max_pixels = kMaxPixels;
  ret = avcodec_open2(impl->decoder.get(), codec, nullptr);
  if (ret < 0) return av_error(std::string("avcodec_open2 (") + codec->name + ")", ret);
  return PictureReader(std::move(impl));
}

Result<bool> PictureReader::next(RgbaFrame& frame) {
  Impl& s = *impl_;
  while (!s.done) {
    int ret = avcodec_receive_frame(s.decoder.get(), s.decoded.get());
    if (ret == 0) {
      Status converted = s.convert(frame);
      av_frame_unref(s.decoded.get());
      if (!converted.ok()) return Error{converted.error()};
      return true;
    }
    if (ret == AVERROR_EOF) {
      s.done = true;
      break;
    }
    if (ret != AVERROR(EAGAIN)) return av_error("avcodec_receive_frame", ret);
    if (s.draining) {
      s.done = true;
      break;
    }
    ret = av_read_frame(s.input.get(), s.packet.get());
    if (ret == AVERROR_EOF) {
      s.draining = true;
      ret = avcodec_send_packet(s.decoder.get(), nullptr);
      if (ret < 0 && ret != AVERROR_EOF) return av_error("avcodec_send_packet", ret);
      continue;
    }
    if (ret < 0) return av_error("av_read_frame", ret);
    if (s.packet->stream_index == s.stream) {
      ret = avcodec_send_packet(s.decoder.get(), s.packet.get());
      av_packet_unref(s.packet.get());
      if (ret < 0 && ret != AVERROR(EAGAIN)) return av_error("avcodec_send_packet", ret);
    } else {
      av_packet_unref(s.packet.get());
    }
  }
  return false;
}

const std::string& PictureReader::format_name() const {
  return impl_->format;
}

}  // namespace jt::encode
