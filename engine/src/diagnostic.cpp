#include "jt/diagnostic.h"

namespace jt {

std::string format_location(const Diagnostic& d) {
  std::string out = d.file;
  if (d.line > 0) {
    out += ':' + std::to_string(d.line);
    if (d.column > 0) out += ':' + std::to_string(d.column);
  } else if (!d.path.empty()) {
    out += ':' + d.path;
  }
  return out;
}

std::string pointer_append(const std::string& pointer, const std::string& token) {
  std::string out = pointer;
  out += '/';
  for (char c : token) {
    if (c == '~') {
      out += "~0";
    } else if (c == '/') {
      out += "~1";
    } else {
      out += c;
    }
  }
  return out;
}

std::string pointer_append(const std::string& pointer, std::size_t index) {
  return pointer + '/' + std::to_string(index);
}

}  // namespace jt
