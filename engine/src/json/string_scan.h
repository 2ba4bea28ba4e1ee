// Reading the body of a JSON string exactly as JSON.parse does, escapes and all. simdjson's own
// unescaping refuses lone surrogate escapes, which JSON.parse accepts, so strings are read here.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "json/syntax_error.h"

namespace jt::json::detail {

struct StringScan {
  std::size_t end = 0;  // offset just past the closing quote
  std::optional<SyntaxError> error;
};

// Reads the string whose opening quote is at `quote` in `text`, appending its value to `out` as
// WTF-8: a "\ud83d\ude00" pair becomes the 4-byte UTF-8 of U+1F600, a lone surrogate escape its
// 3-byte WTF-8 form. Raw bytes are copied as they are (the caller has checked they are UTF-8).
// Errors: a raw control character (below U+0020), an invalid escape, no closing quote.
StringScan scan_string(std::string_view text, std::size_t quote, std::string& out);

}  // namespace jt::json::detail
