#include "json/string_escape.h"

namespace jt::json::detail {
namespace {

constexpr char kHexDigits[] = "0123456789abcdef";

void append_unicode_escape(std::string& out, unsigned unit) {
  out += "\\u";
  for (int shift = 12; shift >= 0; shift -= 4)
    out += kHexDigits[(unit >> shift) & 0xF];
}

// The short escape of a control character, or '\0' when it has none.
char short_escape(unsigned char byte) {
  switch (byte) {
    case '\b':
      return 'b';
    case '\f':
      return 'f';
    case '\n':
      return 'n';
    case '\r':
      return 'r';
    case '\t':
      return 't';
    default:
      return '\0';
  }
}

// A surrogate in WTF-8 is ED A0..BF xx; ED 80..9F xx is an ordinary character (U+D000..U+D7FF).
bool is_surrogate_at(std::string_view s, std::size_t i) {
  return static_cast<unsigned char>(s[i]) == 0xED && i + 2 < s.size() &&
         static_cast<unsigned char>(s[i + 1]) >= 0xA0 &&
         static_cast<unsigned char>(s[i + 1]) <= 0xBF;
}

bool needs_escape(std::string_view s, std::size_t i) {
  const auto byte = static_cast<unsigned char>(s[i]);
  return byte < 0x20 || byte == '"' || byte == '\\' || is_surrogate_at(s, i);
}

}  // namespace

void append_quoted(std::string& out, std::string_view wtf8) {
  out += '"';
  std::size_t i = 0;
  while (i < wtf8.size()) {
    const std::size_t run_start = i;
    while (i < wtf8.size() && !needs_escape(wtf8, i))
      ++i;
    out.append(wtf8, run_start, i - run_start);
    if (i == wtf8.size()) break;
    const auto byte = static_cast<unsigned char>(wtf8[i]);
    if (byte == '"' || byte == '\\') {
      out += '\\';
      out += static_cast<char>(byte);
      i += 1;
    } else if (const char escape = short_escape(byte)) {
      out += '\\';
      out += escape;
      i += 1;
    } else if (byte < 0x20) {
      append_unicode_escape(out, byte);
      i += 1;
    } else {  // a lone surrogate
      append_unicode_escape(out, 0xD000u |
                                     ((static_cast<unsigned char>(wtf8[i + 1]) & 0x3Fu) << 6) |
                                     (static_cast<unsigned char>(wtf8[i + 2]) & 0x3Fu));
      i += 3;
    }
  }
  out += '"';
}

}  // namespace jt::json::detail
