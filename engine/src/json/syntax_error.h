// A problem found in JSON text, located by byte offset; parse() turns it into a Diagnostic with a
// 1-based line and column.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "jt/diagnostic_codes.h"

namespace jt::json::detail {

struct SyntaxError {
  std::size_t offset = 0;  // byte offset into the text (after any byte order mark)
  std::string message;     // "expected X, got Y"
  std::string hint;        // may be empty
  Code code = Code::kJsonSyntax;
};

// What the text holds at `offset`, for the "got Y" part of a message: 'x', a whole word such as
// 'NaN', a whole UTF-8 character such as '“', U+000A for a control character, byte 0xFF for a
// byte that is not UTF-8, or "end of input".
std::string describe_at(std::string_view text, std::size_t offset);

struct LineColumn {
  int line = 1;    // 1-based
  int column = 1;  // 1-based, in bytes
};

// Lines end at '\n' (so "\r\n" ends one line too).
LineColumn line_column(std::string_view text, std::size_t offset);

// "line 3, column 14", for hints that point at another place in the text.
std::string describe_position(std::string_view text, std::size_t offset);

}  // namespace jt::json::detail
