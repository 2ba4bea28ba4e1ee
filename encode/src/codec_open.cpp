#include "codec_open.h"

#include "jt/encode/temp_file.h"

#include "av_error.h"

namespace jt::encode {

Result<AVStream*> add_stream(AVFormatContext* output, const AVCodecContext& codec) {
  AVStream* stream = avformat_new_stream(output, nullptr);
  if (stream == nullptr) return av_error("avformat_new_stream", AVERROR(ENOMEM));
  stream->time_base = codec.time_base;
  const int ret = avcodec_parameters_from_context(stream->codecpar, &codec);
  if (ret < 0) return av_error("avcodec_parameters_from_context", ret);
  return stream;
}

Result<CodecContextPtr> alloc_codec(const char* name) {
  const AVCodec* codec = avcodec_find_encoder_by_name(name);
  if (codec == nullptr) {
    return Error{std::string("avcodec_find_encoder_by_name: no encoder ") + name +
                 " in this FFmpeg build"};
  }
  CodecContextPtr context(avcodec_alloc_context3(codec));
  if (!context) return av_error("avcodec_alloc_context3", AVERROR(ENOMEM));
  return context;
}

Status open_codec(AVCodecContext* codec, AVFormatContext* output,
                  const std::vector<std::pair<std::string, std::string>>& options) {
  if (output->oformat->flags & AVFMT_GLOBALHEADER) codec->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
  Dictionary dict;
  for (const auto& [key, value] : options)
    dict.set(key.c_str(), value.c_str());
  const std::string name = codec->codec->name;
  const int ret = avcodec_open2(codec, codec->codec, dict.get());
  if (ret < 0) return av_error("avcodec_open2 (" + name + ")", ret);
  if (const AVDictionaryEntry* left = dict.first()) {
    return Error{"avcodec_open2 (" + name + "): unknown option " + left->key};
  }
  return {};
}

Status close_into_place(AVFormatContext* output, const std::filesystem::path& temp,
                        const std::filesystem::path& target) {
  int ret = av_write_trailer(output);
  if (ret < 0) return av_error("av_write_trailer", ret);
  ret = avio_closep(&output->pb);
  if (ret < 0) return av_error("avio_closep (" + temp.string() + ")", ret);
  if (target.empty()) return {};
  return move_into_place(temp, target);
}

Result<StereoAudio> open_stereo_audio(AVFormatContext* output, const char* codec_name,
                                      int sample_rate, std::int64_t bit_rate, int input_rate) {
  auto allocated = alloc_codec(codec_name);
  if (!allocated.ok()) return Error{allocated.error()};
  StereoAudio audio{.codec = std::move(allocated).value()};
  AVCodecContext* c = audio.codec.get();
  c->sample_fmt = c->codec->sample_fmts != nullptr ? c->codec->sample_fmts[0] : AV_SAMPLE_FMT_FLTP;
  c->sample_rate = sample_rate;
  c->ch_layout = AV_CHANNEL_LAYOUT_STEREO;
  c->bit_rate = bit_rate;
  c->time_base = {1, c->sample_rate};
  if (Status s = open_codec(c, output, {}); !s.ok()) return Error{s.error()};
  auto stream = add_stream(output, *c);
  if (!stream.ok()) return Error{stream.error()};
  audio.stream = stream.value();
  auto queue = AudioQueue::create(input_rate, *c);
  if (!queue.ok()) return Error{queue.error()};
  audio.queue.emplace(std::move(queue).value());
  return audio;
}

}  // namespace jt::encode
