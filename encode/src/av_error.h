// libav's negative return codes turned into this library's errors.
#pragma once

#include <string>

#include "jt/encode/result.h"

namespace jt::encode {

// "operation: av_err2str(code)", e.g. "avformat_write_header: Invalid argument".
Error av_error(const std::string& operation, int code);

// libav's own messages (errors only) said in ours, "jabbertoon: warning: libav: ...", escaped,
// instead of raw "[png @ 0x55...] ..." lines on stderr (issue 27). Called before libav is used.
void route_libav_messages();

}  // namespace jt::encode
