#include "jt/encode/stream_join.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string_view>

#include "av_error.h"
#include "codec_open.h"
#include "encoder_info_sei.h"
#include "encoder_settings.h"
#include "input_file.h"
#include "jt/encode/temp_file.h"
#include "output_open.h"
#include "subtitle_stream.h"

namespace jt::encode {
namespace {

namespace fs = std::filesystem;

bool same_parameters(const AVCodecParameters& a, const AVCodecParameters& b) {
  return a.codec_id == b.codec_id && a.width == b.width && a.height == b.height &&
         a.format == b.format && a.sample_rate == b.sample_rate &&
         a.extradata_size == b.extradata_size &&
         (a.extradata_size == 0 || std::memcmp(a.extradata, b.extradata, a.extradata_size) == 0);
}

// The video packets of the pieces one after another, numbered in frames of the whole video: a
// piece's first packet (its keyframe) is shown at the piece's first frame.
class VideoPackets {
 public:
  VideoPackets(const JoinJob& job) : job_(job), time_base_{job.rate.den, job.rate.num} {}

  // The parameters every piece must have: the first piece's.
  Result<const AVCodecParameters*> open_first() {
    if (job_.pieces.empty()) return Error{"nothing to join"};
    if (Status s = open(0); !s.ok()) return Error{s.error()};
    return static_cast<const AVCodecParameters*>(first_parameters_.get());
  }

  AVRational time_base() const { return time_base_; }
  // The pieces' video has an alpha channel (known once the first is open).
  bool alpha() const { return alpha_; }

  // The next packet into `packet`; false at the end (or on an error, then in error()).
  bool next(AVPacket* packet) {
    for (;;) {
      if (!current_.context) return false;
      const int ret = av_read_frame(current_.context.get(), packet);
      if (ret == AVERROR_EOF) {
        if (!end_piece()) return false;
        continue;
      }
      if (ret < 0) return fail(av_error("av_read_frame (" + piece().path + ")", ret));
      if (packet->stream_index != current_.stream->index) {
        av_packet_unref(packet);
        continue;
      }
      av_packet_rescale_ts(packet, current_.stream->time_base, time_base_);
      if (frames_ == 0) {
        if (!(packet->flags & AV_PKT_FLAG_KEY) || packet->pts == AV_NOPTS_VALUE) {
          av_packet_unref(packet);
          return fail(Error{piece().path + ": does not start with a keyframe"});
        }
        shift_ = piece().first_frame - packet->pts;
        // Each segment's encoder wrote its version and options: the first piece's is kept.
        if (index_ > 0) {
          if (Status s = drop_encoder_info(packet, h264_length_size(*current_.stream->codecpar));
              !s.ok()) {
            av_packet_unref(packet);
            return fail(s);
          }
        }
      }
      packet->pts += shift_;
      if (packet->dts != AV_NOPTS_VALUE) packet->dts += shift_;
      ++frames_;
      return true;
    }
  }

  const std::string& error() const { return error_; }

 private:
  const JoinPiece& piece() const { return job_.pieces[index_]; }

  bool fail(Status s) {
    error_ = s.error();
    current_ = {};
    return false;
  }

  Status open(std::size_t index) {
    index_ = index;
    frames_ = 0;
    auto in = open_input(piece().path, AVMEDIA_TYPE_VIDEO);
    if (!in.ok()) return Error{in.error()};
    current_ = std::move(in).value();
    if (index == 0) {
      first_parameters_.reset(avcodec_parameters_alloc());
      if (!first_parameters_) return av_error("avcodec_parameters_alloc", AVERROR(ENOMEM));
      const int ret = avcodec_parameters_copy(first_parameters_.get(), current_.stream->codecpar);
      if (ret < 0) return av_error("avcodec_parameters_copy", ret);
      // Matroska's demuxer says a track has an alpha channel (VP9's alpha plane, kept in each
      // block's BlockAdditional) in the stream's metadata.
      const AVDictionaryEntry* alpha =
          av_dict_get(current_.stream->metadata, "alpha_mode", nullptr, 0);
      alpha_ = alpha != nullptr && std::string_view(alpha->value) == "1";
    } else if (!same_parameters(*first_parameters_, *current_.stream->codecpar)) {
      return Error{piece().path + " was encoded with other settings than " + job_.pieces[0].path +
                   " (codec, size or encoder headers differ)"};
    }
    return {};
  }

  // The piece read to its end: the next one must start where it ended.
  bool end_piece() {
    const std::int64_t end = piece().first_frame + frames_;
    current_ = {};
    if (index_ + 1 >= job_.pieces.size()) return false;
    if (job_.pieces[index_ + 1].first_frame != end) {
      return fail(Error{job_.pieces[index_ + 1].path + " starts at frame " +
                        std::to_string(job_.pieces[index_ + 1].first_frame) + ", but " +
                        piece().path + " ends at frame " + std::to_string(end)});
    }
    if (Status s = open(index_ + 1); !s.ok()) return fail(s);
    return true;
  }

  struct ParametersFree {
    void operator()(AVCodecParameters* p) const { avcodec_parameters_free(&p); }
  };
  const JoinJob& job_;
  AVRational time_base_;
  bool alpha_ = false;
  std::unique_ptr<AVCodecParameters, ParametersFree> first_parameters_;
  InputFile current_;
  std::size_t index_ = 0;
  std::int64_t frames_ = 0, shift_ = 0;
  std::string error_;
};

Result<AVStream*> copy_stream(AVFormatContext* output, const AVCodecParameters& parameters,
                              AVRational time_base) {
  AVStream* stream = avformat_new_stream(output, nullptr);
  if (stream == nullptr) return av_error("avformat_new_stream", AVERROR(ENOMEM));
  const int ret = avcodec_parameters_copy(stream->codecpar, &parameters);
  if (ret < 0) return av_error("avcodec_parameters_copy", ret);
  stream->codecpar->codec_tag = 0;  // the output muxer's own tag for the codec
  // The demuxer's bit rate is the first piece's own average, which depends on how the video was
  // split (a one-machine render's first segment, a part's run of segments); the MP4 muxer writes
  // the larger of it and the packets' average into the `btrt` box. Cleared, the muxer counts the
  // packets it is given alone, so the bytes are the same however the video was made.
  stream->codecpar->bit_rate = 0;
  stream->time_base = time_base;
  return stream;
}

// The packet's decoding time (its presentation time when it has none), for interleaving.
std::int64_t decode_time(const AVPacket* p) {
  return p->dts != AV_NOPTS_VALUE ? p->dts : p->pts;
}

Status write_packet(AVFormatContext* output, AVPacket* packet, AVRational from, AVStream* to) {
  av_packet_rescale_ts(packet, from, to->time_base);
  packet->stream_index = to->index;
  packet->pos = -1;
  const int ret = av_interleaved_write_frame(output, packet);
  if (ret < 0) return av_error("av_interleaved_write_frame", ret);
  return {};
}

// A subtitle packet (milliseconds) written to its stream.
Status write_cue(AVFormatContext* output, const SubtitlePacket& cue, AVStream* to,
                 AVPacket* packet) {
  int ret = av_new_packet(packet, static_cast<int>(cue.data.size()));
  if (ret < 0) return av_error("av_new_packet (subtitles)", ret);
  std::memcpy(packet->data, cue.data.data(), cue.data.size());
  packet->pts = packet->dts = cue.start;
  packet->duration = cue.duration;
  packet->flags |= AV_PKT_FLAG_KEY;
  return write_packet(output, packet, {1, 1000}, to);
}

// Joins into `mux`'s temporary file, renamed over its target at the end; a stream (standard
// output, a device, a FIFO) is written as it goes.
Status join_into(const JoinJob& job, const MuxTarget& mux, const EncoderSettings& settings,
                 Container container) {
  VideoPackets video(job);
  auto parameters = video.open_first();
  if (!parameters.ok()) return Error{parameters.error()};

  AVFormatContext* raw = nullptr;
  int ret = avformat_alloc_output_context2(&raw, nullptr, settings.muxer, mux.temp.c_str());
  if (ret < 0) return av_error("avformat_alloc_output_context2", ret);
  OutputPtr output(raw);
  output->flags |= AVFMT_FLAG_BITEXACT;  // no dates, versions or random ids (docs/ENCODING.md)
  if (!job.comment.empty()) av_dict_set(&output->metadata, "comment", job.comment.c_str(), 0);
  auto video_stream = copy_stream(output.get(), *parameters.value(), video.time_base());
  if (!video_stream.ok()) return Error{video_stream.error()};
  // Without AlphaMode in the track header browsers play a transparent WebM on black: the
  // Matroska muxer writes it from this tag (the codec parameters alone say yuv420p).
  if (video.alpha()) av_dict_set(&video_stream.value()->metadata, "alpha_mode", "1", 0);

  std::optional<InputFile> audio;
  AVStream* audio_stream = nullptr;
  AVRational audio_time_base{1, 1};
  if (!job.audio.empty()) {
    auto in = open_input(job.audio, AVMEDIA_TYPE_AUDIO);
    if (!in.ok()) return Error{in.error()};
    audio.emplace(std::move(in).value());
    audio_time_base = {1, audio->stream->codecpar->sample_rate};
    auto stream = copy_stream(output.get(), *audio->stream->codecpar, audio_time_base);
    if (!stream.ok()) return Error{stream.error()};
    audio_stream = stream.value();
  }

  std::vector<SubtitlePacket> cues;
  AVStream* subtitle_stream = nullptr;
  if (job.subtitles) {
    auto stream = add_subtitle_stream(output.get(), container, parameters.value()->width,
                                      parameters.value()->height);
    if (!stream.ok()) return Error{stream.error()};
    subtitle_stream = stream.value();
    cues = subtitle_packets(*job.subtitles, container);
  }

  if (Status s =
          open_and_write_header(output.get(), mux.url, muxer_options(settings, mux.streaming()));
      !s.ok()) {
    return s;
  }

  // The two streams merged in decoding time (video first on a tie), so the muxer always receives
  // the same packets in the same order, whichever files they came from.
  PacketPtr video_packet(av_packet_alloc()), audio_packet(av_packet_alloc());
  if (!video_packet || !audio_packet) return av_error("av_packet_alloc", AVERROR(ENOMEM));
  const auto next_audio = [&]() -> Result<bool> {
    while (audio) {
      ret = av_read_frame(audio->context.get(), audio_packet.get());
      if (ret == AVERROR_EOF) return false;
      if (ret < 0) return av_error("av_read_frame (" + job.audio + ")", ret);
      if (audio_packet->stream_index == audio->stream->index) {
        av_packet_rescale_ts(audio_packet.get(), audio->stream->time_base, audio_time_base);
        return true;
      }
      av_packet_unref(audio_packet.get());
    }
    return false;
  };
  // The cues that start at or before a packet go before it.
  std::size_t next_cue = 0;
  PacketPtr cue_packet(av_packet_alloc());
  if (!cue_packet) return av_error("av_packet_alloc", AVERROR(ENOMEM));
  const auto cues_until = [&](std::int64_t time, AVRational time_base) -> Status {
    for (; next_cue < cues.size() &&
           av_compare_ts(cues[next_cue].start, {1, 1000}, time, time_base) <= 0;
         ++next_cue) {
      if (Status s = write_cue(output.get(), cues[next_cue], subtitle_stream, cue_packet.get());
          !s.ok()) {
        return s;
      }
    }
    return {};
  };
  bool have_video = video.next(video_packet.get());
  auto have_audio = next_audio();
  if (!have_audio.ok()) return Error{have_audio.error()};
  bool audio_left = have_audio.value();
  while (have_video || audio_left) {
    const bool video_first =
        have_video &&
        (!audio_left || av_compare_ts(decode_time(video_packet.get()), video.time_base(),
                                      decode_time(audio_packet.get()), audio_time_base) <= 0);
    if (Status s = video_first ? cues_until(decode_time(video_packet.get()), video.time_base())
                               : cues_until(decode_time(audio_packet.get()), audio_time_base);
        !s.ok()) {
      return s;
    }
    if (video_first) {
      if (Status s = write_packet(output.get(), video_packet.get(), video.time_base(),
                                  video_stream.value());
          !s.ok()) {
        return s;
      }
      have_video = video.next(video_packet.get());
    } else {
      if (Status s = write_packet(output.get(), audio_packet.get(), audio_time_base, audio_stream);
          !s.ok()) {
        return s;
      }
      auto more = next_audio();
      if (!more.ok()) return Error{more.error()};
      audio_left = more.value();
    }
  }
  if (!video.error().empty()) return Error{video.error()};
  if (Status s = cues_until(INT64_MAX, {1, 1000}); !s.ok()) return s;  // the rest
  return close_into_place(output.get(), mux.temp, mux.target);
}

}  // namespace

Status join_streams(const JoinJob& job) {
  const bool streaming = job.output == kStandardOutput;
  const std::optional<Container> container =
      streaming ? job.container : container_for_path(job.output);
  if (!container || *container == Container::kGif) {
    return Error{"join " + job.output + ": expected a .mp4, .mov, .mkv or .webm output"};
  }
  const EncoderSettings settings = encoder_settings(*container, Quality::kStandard, {});
  auto mux = mux_target(job.output);
  if (!mux.ok()) return Error{"join " + job.output + ": " + mux.error()};
  Status s = join_into(job, mux.value(), settings, *container);
  if (!s.ok() && !mux.value().temp.empty()) {
    std::error_code ignored;
    fs::remove(mux.value().temp, ignored);
  }
  return s;
}

Result<PieceInfo> read_piece(const std::string& path, bool audio) {
  auto in = open_input(path, audio ? AVMEDIA_TYPE_AUDIO : AVMEDIA_TYPE_VIDEO);
  if (!in.ok()) return Error{in.error()};
  PieceInfo info;
  // In the file's metadata, or its stream's (Ogg keeps comments per stream).
  for (const AVDictionary* tags : {in.value().context->metadata, in.value().stream->metadata}) {
    if (const AVDictionaryEntry* e = av_dict_get(tags, "comment", nullptr, 0)) {
      info.comment = e->value;
      break;
    }
  }
  const AVStream* stream = in.value().stream;
  info.codec = avcodec_get_name(stream->codecpar->codec_id);
  info.width = stream->codecpar->width;
  info.height = stream->codecpar->height;
  PacketPtr packet(av_packet_alloc());
  if (!packet) return av_error("av_packet_alloc", AVERROR(ENOMEM));
  std::int64_t start = INT64_MAX, end = INT64_MIN;
  for (;;) {
    const int ret = av_read_frame(in.value().context.get(), packet.get());
    if (ret == AVERROR_EOF) break;
    if (ret < 0) return av_error("av_read_frame (" + path + ")", ret);
    if (packet->stream_index == stream->index) {
      ++info.packets;
      if (packet->pts != AV_NOPTS_VALUE) {
        start = std::min(start, packet->pts);
        end = std::max(end, packet->pts + packet->duration);
      }
    }
    av_packet_unref(packet.get());
  }
  if (end > start) info.seconds = static_cast<double>(end - start) * av_q2d(stream->time_base);
  return info;
}

}  // namespace jt::encode
