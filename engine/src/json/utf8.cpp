#include "json/utf8.h"

namespace jt::json::detail {
namespace {

constexpr char32_t kReplacementCharacter = 0xFFFD;

// The Unicode table of well-formed byte sequences (Table 3-7): the lead byte fixes the length and
// the range of the second byte; later bytes are plain continuation bytes 80..BF.
DecodedChar decode(std::string_view text, std::size_t offset, bool allow_surrogates) {
  const auto lead = static_cast<unsigned char>(text[offset]);
  if (lead < 0x80) return {lead, 1};
  std::size_t length = 0;
  char32_t code_point = 0;
  unsigned char low = 0x80;
  unsigned char high = 0xBF;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
    code_point = lead & 0x1Fu;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    code_point = lead & 0x0Fu;
    if (lead == 0xE0) low = 0xA0;                        // overlong
    if (lead == 0xED && !allow_surrogates) high = 0x9F;  // surrogates
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    code_point = lead & 0x07u;
    if (lead == 0xF0) low = 0x90;   // overlong
    if (lead == 0xF4) high = 0x8F;  // above U+10FFFF
  } else {
    return {};
  }
  if (text.size() - offset < length) return {};
  for (std::size_t i = 1; i < length; ++i) {
    const auto byte = static_cast<unsigned char>(text[offset + i]);
    if (byte < low || byte > high) return {};
    low = 0x80;
    high = 0xBF;
    code_point = (code_point << 6) | (byte & 0x3Fu);
  }
  return {code_point, length};
}

}  // namespace

DecodedChar decode_utf8(std::string_view text, std::size_t offset) {
  return decode(text, offset, false);
}

DecodedChar decode_wtf8(std::string_view text, std::size_t offset) {
  return decode(text, offset, true);
}

std::optional<std::size_t> find_invalid_utf8(std::string_view text) {
  std::size_t offset = 0;
  while (offset < text.size()) {
    const std::size_t length = decode_utf8(text, offset).length;
    if (length == 0) return offset;
    offset += length;
  }
  return std::nullopt;
}

void append_wtf8(std::string& out, char32_t code_point) {
  auto byte = [&out](char32_t bits) { out += static_cast<char>(bits); };
  if (code_point < 0x80) {
    byte(code_point);
  } else if (code_point < 0x800) {
    byte(0xC0 | (code_point >> 6));
    byte(0x80 | (code_point & 0x3F));
  } else if (code_point < 0x10000) {
    byte(0xE0 | (code_point >> 12));
    byte(0x80 | ((code_point >> 6) & 0x3F));
    byte(0x80 | (code_point & 0x3F));
  } else {
    byte(0xF0 | (code_point >> 18));
    byte(0x80 | ((code_point >> 12) & 0x3F));
    byte(0x80 | ((code_point >> 6) & 0x3F));
    byte(0x80 | (code_point & 0x3F));
  }
}

std::u16string to_utf16(std::string_view wtf8) {
  std::u16string units;
  units.reserve(wtf8.size());
  std::size_t offset = 0;
  while (offset < wtf8.size()) {
    DecodedChar decoded = decode_wtf8(wtf8, offset);
    if (decoded.length == 0) decoded = {kReplacementCharacter, 1};
    offset += decoded.length;
    if (decoded.code_point < 0x10000) {
      units += static_cast<char16_t>(decoded.code_point);
    } else {
      const char32_t bits = decoded.code_point - 0x10000;
      units += static_cast<char16_t>(0xD800 + (bits >> 10));
      units += static_cast<char16_t>(0xDC00 + (bits & 0x3FF));
    }
  }
  return units;
}

}  // namespace jt::json::detail
