#include "json/syntax_error.h"

#include <algorithm>
#include <cstdio>

#include "json/utf8.h"

namespace jt::json::detail {
namespace {

// Long enough for 'Infinity' or 'undefined', short enough for one line of an error message.
constexpr std::size_t kMaxWordLength = 16;

bool is_word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

std::string in_quotes(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 2);
  out += '\'';
  out += text;
  out += '\'';
  return out;
}

std::string hex_code(const char* format, unsigned value) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, format, value);
  return buffer;
}

}  // namespace

std::string describe_at(std::string_view text, std::size_t offset) {
  if (offset >= text.size()) return "end of input";
  const auto byte = static_cast<unsigned char>(text[offset]);
  if (byte < 0x20 || byte == 0x7F) return hex_code("U+%04X", byte);
  if (byte == '\'') return "\"'\"";
  if (is_word_char(text[offset])) {
    std::size_t end = offset;
    while (end < text.size() && is_word_char(text[end]))
      ++end;
    if (end - offset > kMaxWordLength) {
      return in_quotes(std::string(text.substr(offset, kMaxWordLength)) + "...");
    }
    return in_quotes(text.substr(offset, end - offset));
  }
  const std::size_t length = decode_utf8(text, offset).length;
  if (length == 0) return hex_code("byte 0x%02X", byte);
  return in_quotes(text.substr(offset, length));
}

LineColumn line_column(std::string_view text, std::size_t offset) {
  const std::string_view before = text.substr(0, offset);
  const std::size_t last_newline = before.rfind('\n');
  const std::size_t line_start = last_newline == std::string_view::npos ? 0 : last_newline + 1;
  return {static_cast<int>(std::count(before.begin(), before.end(), '\n')) + 1,
          static_cast<int>(offset - line_start) + 1};
}

std::string describe_position(std::string_view text, std::size_t offset) {
  const LineColumn position = line_column(text, offset);
  return "line " + std::to_string(position.line) + ", column " + std::to_string(position.column);
}

}  // namespace jt::json::detail
