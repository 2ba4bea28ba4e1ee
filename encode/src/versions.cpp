#include "jt/encode/versions.h"

#include "jt/encode/flite_voices.h"

extern "C" {
#include <espeak-ng/speak_lib.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/avutil.h>
#include <libswresample/swresample.h>
#include <libswscale/swscale.h>
}

namespace jt::encode {
namespace {

// libav packs a version as major << 16 | minor << 8 | micro.
std::string av_version(unsigned v) {
  return std::to_string(v >> 16) + '.' + std::to_string((v >> 8) & 0xff) + '.' +
         std::to_string(v & 0xff);
}

}  // namespace

std::vector<std::pair<std::string, std::string>> library_versions() {
  const char* espeak_path = nullptr;
  const char* espeak = espeak_Info(&espeak_path);
  return {
      {"libavcodec", av_version(avcodec_version())},
      {"libavformat", av_version(avformat_version())},
      {"libavutil", av_version(avutil_version())},
      {"libswscale", av_version(swscale_version())},
      {"libswresample", av_version(swresample_version())},
      {"espeak-ng", espeak != nullptr ? espeak : "unknown"},
      {"flite", flite_version()},
  };
}

}  // namespace jt::encode
