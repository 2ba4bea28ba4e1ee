#include "av_error.h"

#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <string_view>

extern "C" {
#include <libavutil/error.h>
#include <libavutil/log.h>
}

#include "jt/printable.h"

namespace jt::encode {

Error av_error(const std::string& operation, int code) {
  // A pipe's reader gone (`-o - | head`): what happened, not the call that noticed it.
  if (code == AVERROR(EPIPE)) return Error{"its reader closed it before the video's end"};
  char text[AV_ERROR_MAX_STRING_SIZE] = {};
  av_strerror(code, text, sizeof text);
  return Error{operation + ": " + text};
}

namespace {

void say_libav_message(void* object, int level, const char* format, va_list args) {
  if (level > av_log_get_level()) return;
  char line[1024] = {};
  int prefix = 0;  // no "[png @ 0x...] ": the address means nothing to a user; the name is kept
  av_log_format_line2(nullptr, level, format, args, line, sizeof line, &prefix);
  std::string_view text(line);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r'))
    text.remove_suffix(1);
  if (text.empty()) return;
  const AVClass* const* owner = static_cast<const AVClass* const*>(object);
  const std::string name = owner != nullptr && *owner != nullptr ? (*owner)->item_name(object) : "";
  const std::string said = "jabbertoon: warning: libav" + (name.empty() ? "" : " (" + name + ")") +
                           ": " + printable(text) + "\n";
  std::fwrite(said.data(), 1, said.size(), stderr);
}

}  // namespace

void route_libav_messages() {
  av_log_set_level(AV_LOG_ERROR);
  av_log_set_callback(say_libav_message);
}

}  // namespace jt::encode
