#include "jt/encode/clip_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <memory>
#include <span>
#include <system_error>

#include "av_error.h"
#include "av_handles.h"
#include "jt/encode/sample_rate.h"
#include "jt/runtime/frame_key.h"
#include "jt/validate/clips.h"

extern "C" {
#include <libavutil/avstring.h>
}

namespace jt::encode {
namespace {

namespace fs = std::filesystem;

constexpr std::size_t kProbeBytes = 1 << 20;  // as much as libavformat probes at most
constexpr int kMaxClipChannels = 8, kMinClipRate = 8000, kMaxClipRate = 384000;

const char* const kClipFormats = "WAV, FLAC, Ogg (Vorbis, Opus), MP3 or M4A (AAC)";

ClipProblem clip_problem(Code code, std::string message, std::string hint = {}) {
  return {code, std::move(message), std::move(hint)};
}

// Whether `inner` (canonical) is `folder` (canonical) or below it.
bool is_inside(const fs::path& inner, const fs::path& folder) {
  auto i = inner.begin();
  for (auto f = folder.begin(); f != folder.end(); ++f, ++i) {
    if (i == inner.end() || *i != *f) return false;
  }
  return true;
}

// A file's bytes, read through a descriptor opened without blocking (a FIFO would wait for a
// writer) and checked before a byte is read: a regular file of 1 byte to kMaxClipBytes.
std::optional<std::string> read_bytes(const fs::path& file, ClipProblem& problem) {
  const int fd = ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) {
    problem = clip_problem(Code::kFileUnreadable,
                           "cannot open " + file.string() + ": " + std::strerror(errno));
    return std::nullopt;
  }
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    problem = clip_problem(Code::kWrongContent,
                           file.string() + " is not a regular file (" +
                               (S_ISFIFO(st.st_mode)                         ? "a FIFO"
                                : S_ISDIR(st.st_mode)                        ? "a folder"
                                : S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) ? "a device"
                                                                             : "not a file") +
                               ")",
                           "a clip is a sound file");
    return std::nullopt;
  }
  const auto size = static_cast<std::uintmax_t>(st.st_size);
  if (size == 0) {
    problem = clip_problem(Code::kWrongContent, file.string() + " is empty (0 bytes)",
                           std::string("a clip is a sound file: ") + kClipFormats);
    return std::nullopt;
  }
  if (size > kMaxClipBytes) {
    problem = clip_problem(Code::kLimitExceeded,
                           file.string() + " is " + std::to_string(size / 1'000'000) +
                               " MB, more than a clip may be (200 MB)",
                           "cut it, or encode it compressed (FLAC, Ogg, M4A)");
    return std::nullopt;
  }
  std::string bytes(size, '\0');
  std::size_t got = 0;
  while (got < bytes.size()) {
    const ssize_t n = ::read(fd, bytes.data() + got, bytes.size() - got);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got += static_cast<std::size_t>(n);
  }
  bytes.resize(got);  // a file that shrank while read: what was there
  return bytes;
}

// The bytes as libavformat reads them: from memory, never from a file it opens.
struct MemoryInput {
  const std::string* bytes = nullptr;
  std::size_t at = 0;
};

int read_memory(void* opaque, std::uint8_t* buffer, int size) {
  auto* in = static_cast<MemoryInput*>(opaque);
  const std::size_t left = in->bytes->size() - in->at;
  const std::size_t n = std::min(left, static_cast<std::size_t>(std::max(size, 0)));
  if (n == 0) return AVERROR_EOF;
  std::memcpy(buffer, in->bytes->data() + in->at, n);
  in->at += n;
  return static_cast<int>(n);
}

std::int64_t seek_memory(void* opaque, std::int64_t offset, int whence) {
  auto* in = static_cast<MemoryInput*>(opaque);
  const auto size = static_cast<std::int64_t>(in->bytes->size());
  if ((whence & AVSEEK_SIZE) != 0) return size;
  std::int64_t to = offset;
  if ((whence & ~AVSEEK_FORCE) == SEEK_CUR) to += static_cast<std::int64_t>(in->at);
  if ((whence & ~AVSEEK_FORCE) == SEEK_END) to += size;
  if (to < 0 || to > size) return AVERROR(EINVAL);
  in->at = static_cast<std::size_t>(to);
  return to;
}

// A demuxer that would open another file or a URL (a playlist, a reference) is refused here.
int refuse_nested_open(AVFormatContext*, AVIOContext**, const char*, int, AVDictionary**) {
  return AVERROR(EPERM);
}

struct IoFree {
  void operator()(AVIOContext* p) const {
    av_freep(&p->buffer);
    avio_context_free(&p);
  }
};
struct InputFree {
  void operator()(AVFormatContext* p) const { avformat_close_input(&p); }
};

bool listed_demuxer(const char* name) {
  return name != nullptr && av_match_list(name, kClipDemuxers, ',') > 0;
}

// 1 to 8 channels at 8 to 384 kHz; `unknown_allowed`: a value the header does not give (0) too.
bool sound_shape_allowed(const AVCodecParameters& p, bool unknown_allowed) {
  const int channels = p.ch_layout.nb_channels, rate = p.sample_rate;
  return ((unknown_allowed && channels == 0) || (channels >= 1 && channels <= kMaxClipChannels)) &&
         ((unknown_allowed && rate == 0) || (rate >= kMinClipRate && rate <= kMaxClipRate));
}

std::string header_says(const AVCodecParameters& p) {
  return "its header says " + std::to_string(p.ch_layout.nb_channels) + " channel" +
         (p.ch_layout.nb_channels == 1 ? "" : "s") + " at " + std::to_string(p.sample_rate) +
         " Hz: 1 to 8 channels at 8,000 to 384,000 Hz are read";
}

ClipProblem not_sound(const fs::path& file, const std::string& why) {
  return clip_problem(Code::kWrongContent,
                      file.string() + " is not a sound file jabbertoon reads (" + why + ")",
                      std::string("a clip is ") + kClipFormats);
}

// One shape the decoded sound is converted to: `channels` (1: mono, 2: stereo, interleaved) at
// `rate`, appended to `out`. A shape `only_from_stereo` is left empty for a one-channel file (a
// stereo copy of a mono sound is only its mono twice).
struct SoundShape {
  int rate = 0, channels = 1;
  std::vector<float>* out = nullptr;
  bool only_from_stereo = false;
};

// Decodes the sound of `bytes` (the file's) into each of `shapes` (the first one's length is the
// one checked against kMaxClipSeconds). The result's samples are left empty: the caller's shapes
// say where they go.
ClipLoad decode(const fs::path& file, const std::string& bytes,
                std::span<const SoundShape> shapes) {
  route_libav_messages();
  MemoryInput memory{&bytes, 0};
  constexpr int kBufferSize = 64 * 1024;
  auto* buffer = static_cast<std::uint8_t*>(av_malloc(kBufferSize));
  if (buffer == nullptr) return {.problem = not_sound(file, "out of memory")};
  std::unique_ptr<AVIOContext, IoFree> io(
      avio_alloc_context(buffer, kBufferSize, 0, &memory, read_memory, nullptr, seek_memory));
  if (!io) {
    av_free(buffer);
    return {.problem = not_sound(file, "out of memory")};
  }
  // Which demuxer the bytes are for, decided here so that nothing else is even tried: a playlist
  // (HLS, concat) or a video container is named, never opened.
  const std::size_t probe_size = std::min<std::size_t>(bytes.size(), kProbeBytes);
  std::vector<std::uint8_t> probe_buffer(probe_size + AVPROBE_PADDING_SIZE, 0);
  std::memcpy(probe_buffer.data(), bytes.data(), probe_size);
  AVProbeData probe{.filename = "",
                    .buf = probe_buffer.data(),
                    .buf_size = static_cast<int>(probe_size),
                    .mime_type = nullptr};
  int score = 0;
  const AVInputFormat* format = av_probe_input_format3(&probe, 1, &score);
  if (format == nullptr) return {.problem = not_sound(file, "its kind is not known")};
  if (!listed_demuxer(format->name)) {
    return {.problem = not_sound(
                file, std::string("a file for libavformat's ") + format->name + " reader")};
  }
  AVFormatContext* raw = avformat_alloc_context();
  if (raw == nullptr) return {.problem = not_sound(file, "out of memory")};
  raw->pb = io.get();
  raw->flags |= AVFMT_FLAG_CUSTOM_IO;
  raw->io_open = refuse_nested_open;
  raw->format_whitelist = av_strdup(kClipDemuxers);
  raw->protocol_whitelist = av_strdup("file");
  if (int ret = avformat_open_input(&raw, "", format, nullptr); ret < 0) {
    return {.problem = not_sound(file, av_error("libavformat", ret).message)};  // raw freed
  }
  std::unique_ptr<AVFormatContext, InputFree> in(raw);
  if (!listed_demuxer(in->iformat->name)) {
    return {.problem = not_sound(file, std::string("a ") + in->iformat->name + " file")};
  }
  if (in->duration != AV_NOPTS_VALUE &&
      static_cast<double>(in->duration) / AV_TIME_BASE > kMaxClipSeconds) {
    return {.problem = clip_problem(Code::kLimitExceeded,
                                    file.string() + " says it lasts " +
                                        std::to_string(in->duration / AV_TIME_BASE / 60) +
                                        " minutes, more than a clip may (30 minutes)",
                                    "cut it into shorter clips")};
  }
  // A header's absurd channel count or rate is refused before anything decodes with it.
  for (unsigned i = 0; i < in->nb_streams; ++i) {
    const AVCodecParameters& p = *in->streams[i]->codecpar;
    if (p.codec_type == AVMEDIA_TYPE_AUDIO && !sound_shape_allowed(p, true)) {
      return {.problem = not_sound(file, header_says(p))};
    }
  }
  if (int ret = avformat_find_stream_info(in.get(), nullptr); ret < 0) {
    return {.problem = not_sound(file, av_error("libavformat", ret).message)};
  }
  AVStream* audio = nullptr;
  for (unsigned i = 0; i < in->nb_streams; ++i) {
    AVStream* s = in->streams[i];
    if (s->codecpar->codec_type == AVMEDIA_TYPE_VIDEO &&
        (s->disposition & AV_DISPOSITION_ATTACHED_PIC) == 0) {
      return {.problem = not_sound(file, "a video: it has moving pictures")};
    }
    if (s->codecpar->codec_type == AVMEDIA_TYPE_AUDIO && audio == nullptr) audio = s;
  }
  if (audio == nullptr) return {.problem = not_sound(file, "it has no sound")};
  if (!sound_shape_allowed(*audio->codecpar, false)) {
    return {.problem = not_sound(file, header_says(*audio->codecpar))};
  }
  const AVCodec* codec = avcodec_find_decoder(audio->codecpar->codec_id);
  if (codec == nullptr) return {.problem = not_sound(file, "no decoder for its sound")};
  CodecContextPtr decoder(avcodec_alloc_context3(codec));
  if (!decoder || avcodec_parameters_to_context(decoder.get(), audio->codecpar) < 0) {
    return {.problem = not_sound(file, "its sound's parameters")};
  }
  decoder->pkt_timebase = audio->time_base;
  if (int ret = avcodec_open2(decoder.get(), codec, nullptr); ret < 0) {
    return {.problem = not_sound(file, av_error("avcodec_open2", ret).message)};
  }

  ClipSound sound{.file = file, .sha256 = rt::sha256_hex(bytes), .sample_rate = shapes[0].rate};
  const SoundShape& first = shapes[0];
  const auto limit = static_cast<std::size_t>(kMaxClipSeconds * first.rate) *
                     static_cast<std::size_t>(first.channels);
  std::vector<SwrPtr> resamplers(shapes.size());
  std::vector<float> converted;
  const auto too_long = [&] {
    return ClipLoad{.problem = clip_problem(Code::kLimitExceeded,
                                            file.string() + " lasts more than 30 minutes",
                                            "cut it into shorter clips")};
  };
  // Converts a decoded frame (null: flushes the resamplers) and appends it to each shape.
  int in_format = -1, in_rate = 0, in_channels = 0;  // what the resamplers were made for
  const auto convert = [&](const AVFrame* frame, const SoundShape& shape, SwrPtr& resampler) {
    if (!resampler) {
      SwrContext* swr = nullptr;
      AVChannelLayout layout{};  // the frame's, or the usual one for its channel count
      if (frame->ch_layout.order == AV_CHANNEL_ORDER_UNSPEC) {
        av_channel_layout_default(&layout, frame->ch_layout.nb_channels);
      } else if (av_channel_layout_copy(&layout, &frame->ch_layout) < 0) {
        return AVERROR(ENOMEM);
      }
      AVChannelLayout to{};
      av_channel_layout_default(&to, shape.channels);
      int ret = swr_alloc_set_opts2(&swr, &to, AV_SAMPLE_FMT_FLT, shape.rate, &layout,
                                    static_cast<AVSampleFormat>(frame->format), frame->sample_rate,
                                    0, nullptr);
      av_channel_layout_uninit(&layout);
      if (ret < 0) return ret;
      resampler.reset(swr);
      if ((ret = swr_init(swr)) < 0) return ret;
    }
    const int in_count = frame ? frame->nb_samples : 0;
    const int capacity = swr_get_out_samples(resampler.get(), in_count);
    if (capacity < 0) return capacity;
    const auto channels = static_cast<std::size_t>(shape.channels);
    converted.resize((static_cast<std::size_t>(capacity) + 1) * channels);
    auto* out = reinterpret_cast<std::uint8_t*>(converted.data());
    const int n = swr_convert(
        resampler.get(), &out, capacity + 1,
        frame ? const_cast<const std::uint8_t**>(frame->extended_data) : nullptr, in_count);
    if (n < 0) return n;
    shape.out->insert(shape.out->end(), converted.begin(),
                      converted.begin() + static_cast<std::ptrdiff_t>(n * channels));
    return 0;
  };
  const auto append = [&](const AVFrame* frame) -> int {
    if (resamplers[0] && frame != nullptr &&
        (frame->format != in_format || frame->sample_rate != in_rate ||
         frame->ch_layout.nb_channels != in_channels)) {
      return AVERROR_PATCHWELCOME;  // a stream that changes part-way: not read
    }
    if (!resamplers[0]) {
      if (frame == nullptr) return 0;
      in_format = frame->format;
      in_rate = frame->sample_rate;
      in_channels = frame->ch_layout.nb_channels;
      if (in_channels < 1 || in_channels > kMaxClipChannels || in_rate < kMinClipRate ||
          in_rate > kMaxClipRate) {
        return AVERROR_INVALIDDATA;
      }
    }
    for (std::size_t i = 0; i < shapes.size(); ++i) {
      if (shapes[i].only_from_stereo && in_channels < 2) continue;
      if (const int ret = convert(frame, shapes[i], resamplers[i]); ret < 0) return ret;
    }
    return 0;
  };
  PacketPtr packet(av_packet_alloc());
  FramePtr frame(av_frame_alloc());
  if (!packet || !frame) return {.problem = not_sound(file, "out of memory")};
  bool draining = false;
  while (true) {
    if (!draining) {
      const int read = av_read_frame(in.get(), packet.get());
      if (read < 0) {
        draining = true;
        avcodec_send_packet(decoder.get(), nullptr);
      } else {
        if (packet->stream_index == audio->index) {
          // A damaged packet is skipped, as players do; the rest still decodes.
          avcodec_send_packet(decoder.get(), packet.get());
        }
        av_packet_unref(packet.get());
      }
    }
    while (true) {
      const int got = avcodec_receive_frame(decoder.get(), frame.get());
      if (got == AVERROR(EAGAIN) || got == AVERROR_EOF) break;
      if (got < 0) return {.problem = not_sound(file, av_error("decoding", got).message)};
      const int ret = append(frame.get());
      av_frame_unref(frame.get());
      if (ret < 0) return {.problem = not_sound(file, av_error("resampling", ret).message)};
      if (first.out->size() > limit) return too_long();
    }
    if (draining) break;
  }
  if (append(nullptr) < 0) return {.problem = not_sound(file, "resampling")};
  if (first.out->size() > limit) return too_long();
  if (first.out->empty()) return {.problem = not_sound(file, "no sound in it decodes")};
  sound.channels = in_channels;
  for (const SoundShape& shape : shapes) {
    for (float& s : *shape.out)  // a decoder's overshoot, and NaN, never reach the mix
      s = std::isfinite(s) ? std::clamp(s, -1.0f, 1.0f) : 0.0f;
  }
  return {.sound = std::move(sound)};
}

}  // namespace

std::optional<fs::path> find_clip(std::string_view clip, const std::vector<fs::path>& folders,
                                  ClipProblem& problem) {
  if (const auto bad = validate::clip_path_problem(clip)) {
    problem =
        clip_problem(Code::kBadValue, "the clip is " + *bad, std::string(validate::kClipPathHint));
    return std::nullopt;
  }
  std::string searched;
  for (const fs::path& folder : folders) {
    std::error_code ec;
    const fs::path base = fs::canonical(folder, ec);
    if (ec) continue;
    searched += (searched.empty() ? "" : ", ") + base.string();
    const fs::path candidate = base / fs::path(std::string(clip));
    if (!fs::exists(fs::symlink_status(candidate, ec))) continue;
    const fs::path real = fs::canonical(candidate, ec);
    if (ec) {
      problem = clip_problem(Code::kFileUnreadable,
                             candidate.string() + " is a link to nothing (" + ec.message() + ")");
      return std::nullopt;
    }
    if (!is_inside(real, base)) {
      problem = clip_problem(
          Code::kBadValue,
          candidate.string() + " leads out of " + base.string() + " through a symbolic link",
          "copy the file into the cartoon's folder, or give its folder with "
          "--assets DIR");
      return std::nullopt;
    }
    return real;
  }
  problem = clip_problem(Code::kFileUnreadable,
                         "no clip \"" + std::string(clip) + "\" in " +
                             (searched.empty() ? std::string("any folder") : searched),
                         "put the file beside the cartoon, or give its folder with --assets DIR");
  return std::nullopt;
}

ClipLoad read_clip(const fs::path& file, int sample_rate) {
  ClipLoad load;
  const std::optional<std::string> bytes = read_bytes(file, load.problem);
  if (!bytes) return load;
  std::vector<float> samples, mix, stereo;
  const SoundShape shapes[] = {{sample_rate, 1, &samples},
                               {kMixSampleRate, 1, &mix},
                               {kMixSampleRate, 2, &stereo, /*only_from_stereo=*/true}};
  load = decode(file, *bytes, shapes);
  if (load.sound) {
    load.sound->samples = std::move(samples);
    load.sound->mix_samples = std::move(mix);
    if (load.sound->channels >= 2) {
      // Both resamplers end on the same sample count; kept equal anyway for the mix's lookups.
      stereo.resize(2 * load.sound->mix_samples.size());
      load.sound->mix_stereo = std::move(stereo);
    }
  }
  return load;
}

ClipLoad read_sound(const fs::path& file, int sample_rate, int channels) {
  ClipLoad load;
  const std::optional<std::string> bytes = read_bytes(file, load.problem);
  if (!bytes) return load;
  std::vector<float> samples;
  const SoundShape shapes[] = {{sample_rate, channels, &samples}};
  load = decode(file, *bytes, shapes);
  if (load.sound) load.sound->samples = std::move(samples);
  return load;
}

ClipLoad load_clip(std::string_view clip, const std::vector<fs::path>& folders, int sample_rate) {
  ClipLoad load;
  const std::optional<fs::path> file = find_clip(clip, folders, load.problem);
  if (!file) return load;
  return read_clip(*file, sample_rate);
}

}  // namespace jt::encode
