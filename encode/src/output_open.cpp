#include "output_open.h"

extern "C" {
#include <libavformat/avformat.h>
}

#include "av_error.h"
#include "av_handles.h"

namespace jt::encode {

Status open_and_write_header(AVFormatContext* output, const std::filesystem::path& temp,
                             bool streaming,
                             const std::vector<std::pair<std::string, std::string>>& options) {
  int ret = avio_open(&output->pb, streaming ? "pipe:1" : temp.c_str(), AVIO_FLAG_WRITE);
  if (ret < 0) return av_error("avio_open (" + temp.string() + ")", ret);
  Dictionary muxing;
  for (const auto& [key, value] : options)
    muxing.set(key.c_str(), value.c_str());
  ret = avformat_write_header(output, muxing.get());
  if (ret < 0) return av_error("avformat_write_header", ret);
  return {};
}

}  // namespace jt::encode
