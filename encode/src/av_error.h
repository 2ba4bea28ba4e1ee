// libav's negative return codes turned into this library's errors.
#pragma once

#include <string>

#include "jt/encode/result.h"

namespace jt::encode {

// "operation: av_err2str(code)", e.g. "avformat_write_header: Invalid argument".
Error av_error(const std::string& operation, int code);

}  // namespace jt::encode
