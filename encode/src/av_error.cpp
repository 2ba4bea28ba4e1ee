#include "av_error.h"

extern "C" {
#include <libavutil/error.h>
}

namespace jt::encode {

Error av_error(const std::string& operation, int code) {
  char text[AV_ERROR_MAX_STRING_SIZE] = {};
  av_strerror(code, text, sizeof text);
  return Error{operation + ": " + text};
}

}  // namespace jt::encode
