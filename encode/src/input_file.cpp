#include "input_file.h"

#include "av_error.h"
#include "jt/encode/clip_file.h"

namespace jt::encode {

Result<InputFile> open_input(const std::string& path, AVMediaType kind) {
  AVFormatContext* raw = nullptr;
  route_libav_messages();
  // A soundtrack may be any sound file (join --audio): read as a clip is, by the file protocol
  // alone and an audio demuxer (never a playlist or a URL).
  Dictionary options;
  if (kind == AVMEDIA_TYPE_AUDIO) {
    options.set("protocol_whitelist", "file");
    options.set("format_whitelist", kClipDemuxers);
  }
  const int ret = avformat_open_input(&raw, path.c_str(), nullptr, options.get());
  if (ret < 0) return av_error("avformat_open_input (" + path + ")", ret);
  InputFile in{.context = InputPtr(raw)};
  for (unsigned i = 0; i < raw->nb_streams; ++i) {
    if (raw->streams[i]->codecpar->codec_type == kind) {
      in.stream = raw->streams[i];
      return in;
    }
  }
  return Error{path + ": no " + std::string(kind == AVMEDIA_TYPE_VIDEO ? "video" : "audio") +
               " stream"};
}

}  // namespace jt::encode
