#include "jt/program/drawn_text.h"

namespace jt {

std::size_t character_count(std::string_view text) {
  std::size_t count = 0;
  for (char c : text)
    count += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return count;
}

bool has_lone_surrogate(std::string_view text) {
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const auto next = static_cast<unsigned char>(text[i + 1]);
    if (lead == 0xED && next >= 0xA0 && next <= 0xBF) return true;
  }
  return false;
}

namespace {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD
constexpr std::string_view kEllipsis = "\xE2\x80\xA6";     // U+2026

bool is_continuation(unsigned char byte) {
  return (byte & 0xC0) == 0x80;
}

// The length of the well-formed UTF-8 character at `at`, or 0 (a lone surrogate's ED A0..BF, an
// overlong form, a stray continuation byte, a cut sequence, anything above U+10FFFF).
std::size_t utf8_length(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
  const unsigned char lead = byte(0);
  std::size_t length = 0;
  unsigned char low = 0x80, high = 0xBF;  // the second byte's allowed range
  if (lead < 0x80) return 1;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) low = 0xA0;   // overlong
    if (lead == 0xED) high = 0x9F;  // surrogates
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) low = 0x90;   // overlong
    if (lead == 0xF4) high = 0x8F;  // above U+10FFFF
  } else {
    return 0;
  }
  if (at + length > text.size() || byte(1) < low || byte(1) > high) return 0;
  for (std::size_t i = 2; i < length; ++i) {
    if (!is_continuation(byte(i))) return 0;
  }
  return length;
}

}  // namespace

std::string kept_words(std::string_view text) {
  std::size_t characters = 0;
  for (std::size_t at = 0; at < text.size(); ++at) {
    if (is_continuation(static_cast<unsigned char>(text[at]))) continue;
    if (characters == kMaxDrawnCharacters) {
      std::string kept(text.substr(0, at));
      kept += kEllipsis;
      return kept;
    }
    ++characters;
  }
  return std::string(text);
}

std::string drawable_text(std::string_view text) {
  std::string out;
  std::size_t characters = 0;
  for (std::size_t at = 0; at < text.size();) {
    if (characters == kMaxDrawnCharacters) {
      out += kEllipsis;
      break;
    }
    if (const std::size_t length = utf8_length(text, at); length > 0) {
      out.append(text.substr(at, length));
      at += length;
    } else {  // one U+FFFD for the lead byte and the continuation bytes that follow it
      out += kReplacement;
      for (++at; at < text.size() && is_continuation(static_cast<unsigned char>(text[at]));)
        ++at;
    }
    ++characters;
  }
  return out;
}

}  // namespace jt
