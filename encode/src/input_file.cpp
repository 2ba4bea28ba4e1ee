#include "input_file.h"

#include "av_error.h"

namespace jt::encode {

Result<InputFile> open_input(const std::string& path, AVMediaType kind) {
  AVFormatContext* raw = nullptr;
  route_libav_messages();
  const int ret = avformat_open_input(&raw, path.c_str(), nullptr, nullptr);
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
