// UTF-8 and WTF-8 at the byte level. WTF-8 is UTF-8 that may also hold the surrogate code points
// U+D800..U+DFFF in the 3-byte form (ED A0 80 ..): how a string holding a lone "\ud800" escape,
// which JavaScript accepts, is kept in a std::string.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace jt::json::detail {

struct DecodedChar {
  char32_t code_point = 0;
  std::size_t length = 0;  // bytes read; 0 when the bytes at the offset are ill-formed
};

// Decodes the character at `offset` (which must be inside `text`). Strict UTF-8 refuses
// surrogates, overlong forms and anything above U+10FFFF; WTF-8 also takes surrogates.
DecodedChar decode_utf8(std::string_view text, std::size_t offset);
DecodedChar decode_wtf8(std::string_view text, std::size_t offset);

// Where the first ill-formed sequence starts, or nullopt when all of `text` is UTF-8.
std::optional<std::size_t> find_invalid_utf8(std::string_view text);

// Appends a code point in (generalized) UTF-8; surrogates take the 3-byte WTF-8 form.
void append_wtf8(std::string& out, char32_t code_point);

// The UTF-16 code units JavaScript would hold for a WTF-8 string; an ill-formed byte (only code
// can build such a string) becomes U+FFFD.
std::u16string to_utf16(std::string_view wtf8);

}  // namespace jt::json::detail
