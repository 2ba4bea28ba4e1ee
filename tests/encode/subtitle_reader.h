// Reads a subtitle file back as a player does, with libavformat's own srt and webvtt demuxers and
// libavcodec's decoders: the cues' times and their text as the decoder gives it (ASS markup turned
// back into plain text; markup a reader found shows as "{\b1}" and the like, so a test sees it).
#pragma once

#include <string>
#include <vector>

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
}

namespace jt::encode::fixtures {

struct ReadCue {
  double start = 0, end = 0;
  std::string text;
};

struct ReadSubtitles {
  std::string error;  // empty when read
  std::vector<ReadCue> cues;
};

// An ASS event's text ("ReadOrder,Layer,Style,Name,MarginL,MarginR,MarginV,Effect,Text"), with its
// line breaks (\N) and escaped braces (\{ \}) as plain text.
inline std::string ass_text(const char* event) {
  std::string s = event;
  for (int field = 0; field < 8; ++field) {
    const std::size_t comma = s.find(',');
    if (comma == std::string::npos) return s;
    s.erase(0, comma + 1);
  }
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size() &&
        (s[i + 1] == 'N' || s[i + 1] == '{' || s[i + 1] == '}')) {
      out += s[i + 1] == 'N' ? '\n' : s[i + 1];
      ++i;
    } else {
      out += s[i];
    }
  }
  return out;
}

inline ReadSubtitles read_subtitles(const std::string& path) {
  ReadSubtitles read;
  AVFormatContext* format = nullptr;
  if (avformat_open_input(&format, path.c_str(), nullptr, nullptr) < 0) {
    read.error = "avformat_open_input failed";
    return read;
  }
  AVCodecContext* codec = nullptr;
  AVPacket* packet = av_packet_alloc();
  const AVStream* stream = format->nb_streams == 1 ? format->streams[0] : nullptr;
  const AVCodec* decoder = stream ? avcodec_find_decoder(stream->codecpar->codec_id) : nullptr;
  if (decoder != nullptr) codec = avcodec_alloc_context3(decoder);
  if (codec == nullptr || avcodec_parameters_to_context(codec, stream->codecpar) < 0 ||
      avcodec_open2(codec, decoder, nullptr) < 0) {
    read.error = "no subtitle decoder";
  }
  while (read.error.empty() && av_read_frame(format, packet) >= 0) {
    AVSubtitle subtitle{};
    int got = 0;
    if (avcodec_decode_subtitle2(codec, &subtitle, &got, packet) < 0) read.error = "decode failed";
    if (got) {
      ReadCue cue;
      cue.start = static_cast<double>(packet->pts) * av_q2d(stream->time_base);
      cue.end = cue.start + static_cast<double>(packet->duration) * av_q2d(stream->time_base);
      for (unsigned i = 0; i < subtitle.num_rects; ++i) {
        if (subtitle.rects[i]->ass != nullptr) cue.text += ass_text(subtitle.rects[i]->ass);
      }
      read.cues.push_back(cue);
      avsubtitle_free(&subtitle);
    }
    av_packet_unref(packet);
  }
  av_packet_free(&packet);
  avcodec_free_context(&codec);
  avformat_close_input(&format);
  return read;
}

}  // namespace jt::encode::fixtures
