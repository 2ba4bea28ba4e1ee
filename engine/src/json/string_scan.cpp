#include "json/string_scan.h"

#include <optional>

#include "json/utf8.h"

namespace jt::json::detail {
namespace {

constexpr char kEscapeHexDigits[] = "0123456789abcdef";

bool needs_attention(unsigned char byte) {
  return byte == '"' || byte == '\\' || byte < 0x20;
}

int hex_digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The 16-bit unit of "\uXXXX" at `offset` (the backslash), if four hex digits follow the 'u'.
std::optional<char16_t> read_unicode_escape(std::string_view text, std::size_t offset) {
  if (text.size() - offset < 6 || text[offset] != '\\' || text[offset + 1] != 'u') {
    return std::nullopt;
  }
  unsigned unit = 0;
  for (std::size_t i = offset + 2; i < offset + 6; ++i) {
    const int digit = hex_digit_value(text[i]);
    if (digit < 0) return std::nullopt;
    unit = unit * 16 + static_cast<unsigned>(digit);
  }
  return static_cast<char16_t>(unit);
}

bool is_high_surrogate(char16_t unit) {
  return unit >= 0xD800 && unit <= 0xDBFF;
}
bool is_low_surrogate(char16_t unit) {
  return unit >= 0xDC00 && unit <= 0xDFFF;
}

SyntaxError bad_unicode_escape(std::string_view text, std::size_t backslash) {
  std::size_t end = backslash + 2;
  while (end < text.size() && end < backslash + 6 && hex_digit_value(text[end]) >= 0)
    ++end;
  return {backslash,
          "invalid escape '" + std::string(text.substr(backslash, end - backslash)) +
              "' in a string: expected 4 hex digits after '\\u', got " + describe_at(text, end),
          "a \\u escape has exactly 4 hex digits, like \\u00e9"};
}

SyntaxError bad_escape(std::string_view text, std::size_t backslash) {
  return {backslash,
          "invalid escape in a string: expected one of \" \\ / b f n r t u after '\\', got " +
              describe_at(text, backslash + 1),
          "write a backslash itself as \\\\"};
}

SyntaxError control_character(std::string_view text, std::size_t offset) {
  const char c = text[offset];
  if (c == '\n' || c == '\r') {
    return {
        offset,
        "expected '\"' to close the string, got a line break (" + describe_at(text, offset) + ")",
        "a string cannot span lines: close it with '\"', or write the line break as \\n"};
  }
  std::string escape = "\\u00";
  escape += kEscapeHexDigits[(c >> 4) & 0xF];
  escape += kEscapeHexDigits[c & 0xF];
  return {offset, "a string cannot hold the raw control character " + describe_at(text, offset),
          "escape it as " + escape + (c == '\t' ? " or \\t" : "")};
}

// Reads the escape at `backslash`, appending what it stands for; returns the offset after it.
std::optional<std::size_t> unescape(std::string_view text, std::size_t backslash,
                                    std::string& out) {
  const char kind = backslash + 1 < text.size() ? text[backslash + 1] : '\0';
  switch (kind) {
    case '"':
      out += '"';
      return backslash + 2;
    case '\\':
      out += '\\';
      return backslash + 2;
    case '/':
      out += '/';
      return backslash + 2;
    case 'b':
      out += '\b';
      return backslash + 2;
    case 'f':
      out += '\f';
      return backslash + 2;
    case 'n':
      out += '\n';
      return backslash + 2;
    case 'r':
      out += '\r';
      return backslash + 2;
    case 't':
      out += '\t';
      return backslash + 2;
    case 'u':
      break;
    default:
      return std::nullopt;
  }
  const std::optional<char16_t> unit = read_unicode_escape(text, backslash);
  if (!unit) return std::nullopt;
  // As JSON.parse: only a high surrogate escape directly followed by a low one makes a pair;
  // any other surrogate stays lone and is kept as WTF-8.
  if (is_high_surrogate(*unit)) {
    const std::optional<char16_t> next = read_unicode_escape(text, backslash + 6);
    if (next && is_low_surrogate(*next)) {
      append_wtf8(out, 0x10000 + ((char32_t{*unit} - 0xD800) << 10) + (char32_t{*next} - 0xDC00));
      return backslash + 12;
    }
  }
  append_wtf8(out, *unit);
  return backslash + 6;
}

}  // namespace

StringScan scan_string(std::string_view text, std::size_t quote, std::string& out) {
  std::size_t offset = quote + 1;
  while (true) {
    const std::size_t run_start = offset;
    while (offset < text.size() && !needs_attention(static_cast<unsigned char>(text[offset]))) {
      ++offset;
    }
    out.append(text, run_start, offset - run_start);
    if (offset == text.size()) {
      return {offset, SyntaxError{offset, "expected '\"' to close the string, got end of input",
                                  "the string starts at " + describe_position(text, quote)}};
    }
    if (text[offset] == '"') return {offset + 1, std::nullopt};
    if (text[offset] != '\\') return {offset, control_character(text, offset)};
    const std::optional<std::size_t> next = unescape(text, offset, out);
    if (!next) {
      const bool unicode = offset + 1 < text.size() && text[offset + 1] == 'u';
      return {offset, unicode ? bad_unicode_escape(text, offset) : bad_escape(text, offset)};
    }
    offset = *next;
  }
}

}  // namespace jt::json::detail
