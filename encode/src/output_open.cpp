#include "output_open.h"

extern "C" {
#include <libavformat/avformat.h>
}

#include "av_error.h"
#include "av_handles.h"
#include "jt/encode/output_file.h"
#include "jt/encode/temp_file.h"
#include "jt/encode/video_writer.h"

namespace jt::encode {

Result<MuxTarget> mux_target(const std::string& path) {
  if (path == kStandardOutput) return MuxTarget{.url = "pipe:1"};
  auto resolved = resolve_output(path);
  if (!resolved.ok()) return Error{resolved.error()};
  if (resolved.value().kind == OutputKind::kStream) {
    return MuxTarget{.url = "file:" + resolved.value().path.string()};
  }
  auto temp = create_temp_beside(resolved.value().path);
  if (!temp.ok()) return Error{temp.error()};
  return MuxTarget{.target = resolved.value().path,
                   .temp = temp.value(),
                   .url = "file:" + temp.value().string()};
}

Status open_and_write_header(AVFormatContext* output, const std::string& url,
                             const std::vector<std::pair<std::string, std::string>>& options) {
  int ret = avio_open(&output->pb, url.c_str(), AVIO_FLAG_WRITE);
  if (ret < 0) return av_error("avio_open (" + url + ")", ret);
  Dictionary muxing;
  for (const auto& [key, value] : options)
    muxing.set(key.c_str(), value.c_str());
  ret = avformat_write_header(output, muxing.get());
  if (ret < 0) return av_error("avformat_write_header", ret);
  return {};
}

}  // namespace jt::encode
