#include "jt/printable.h"

#include <cstdint>

namespace jt {
namespace {

constexpr char kHex[] = "0123456789abcdef";

void append_byte_escape(std::string& out, unsigned char byte) {
  out += "\\x";
  out += kHex[byte >> 4];
  out += kHex[byte & 15];
}

void append_code_point_escape(std::string& out, std::uint32_t cp) {
  out += "\\u";
  for (int shift = 12; shift >= 0; shift -= 4)
    out += kHex[(cp >> shift) & 15];
}

// The length of the UTF-8 sequence at `text[i]` and its code point; 0 when it is not one
// (a stray continuation byte, a truncated or overlong sequence, a surrogate, above U+10FFFF).
std::size_t utf8_sequence(std::string_view text, std::size_t i, std::uint32_t& cp) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  std::size_t length = 0;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
    cp = lead & 0x1F;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    cp = lead & 0x0F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    cp = lead & 0x07;
  } else {
    return 0;
  }
  if (i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  const bool overlong = (length == 3 && cp < 0x800) || (length == 4 && cp < 0x10000);
  if (overlong || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) return 0;
  return length;
}

bool is_hidden_code_point(std::uint32_t cp) {
  return (cp >= 0x80 && cp <= 0x9F) || (cp >= 0x202A && cp <= 0x202E) ||
         (cp >= 0x2066 && cp <= 0x2069);
}

void append_control(std::string& out, unsigned char c) {
  switch (c) {
    case '\n':
      out += "\\n";
      return;
    case '\r':
      out += "\\r";
      return;
    case '\t':
      out += "\\t";
      return;
    case 0x1B:
      out += "\\e";
      return;
    default:
      append_byte_escape(out, c);
  }
}

}  // namespace

std::string printable(std::string_view text, Newlines newlines) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n' && newlines == Newlines::kKeep) {
      out += '\n';
      ++i;
    } else if (c < 0x20 || c == 0x7F) {
      append_control(out, c);
      ++i;
    } else if (c < 0x80) {
      out += static_cast<char>(c);
      ++i;
    } else {
      std::uint32_t cp = 0;
      const std::size_t length = utf8_sequence(text, i, cp);
      if (length == 0) {
        append_byte_escape(out, c);
        ++i;
      } else if (is_hidden_code_point(cp)) {
        append_code_point_escape(out, cp);
        i += length;
      } else {
        out.append(text.substr(i, length));
        i += length;
      }
    }
  }
  return out;
}

std::string shortened(std::string_view text, std::size_t max_characters) {
  std::size_t characters = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;  // inside a character
    if (characters == max_characters) {
      std::size_t total = characters;
      for (std::size_t j = i; j < text.size(); ++j) {
        total += (static_cast<unsigned char>(text[j]) & 0xC0) != 0x80;
      }
      return std::string(text.substr(0, i)) + "\u2026 (" + std::to_string(total) + " characters)";
    }
    ++characters;
  }
  return std::string(text);
}

}  // namespace jt
