#include "av_error.h"

#include <cerrno>

extern "C" {
#include <libavutil/error.h>
}

namespace jt::encode {

Error av_error(const std::string& operation, int code) {
  // A pipe's reader gone (`-o - | head`): what happened, not the call that noticed it.
  if (code == AVERROR(EPIPE)) return Error{"its reader closed it before the video's end"};
  char text[AV_ERROR_MAX_STRING_SIZE] = {};
  av_strerror(code, text, sizeof text);
  return Error{operation + ": " + text};
}

}  // namespace jt::encode
