// Finding the first error in JSON text, for the error message. simdjson is fast but says little
// about where an error is (an unclosed array, trailing content and a mismatched bracket all come
// back as one code, with no position), so once it has refused a document, this scanner walks the
// text again, checking exactly what JSON.parse checks, and reports the first problem in document
// order with its offset. It keeps open brackets on an explicit stack, so depth cannot hurt it.
#pragma once

#include <optional>
#include <string_view>

#include "json/syntax_error.h"

namespace jt::json::detail {

// The first syntax error in `text`, or nullopt when it is valid JSON nested at most `max_depth`
// levels. The text must already be known to be UTF-8.
std::optional<SyntaxError> find_syntax_error(std::string_view text, int max_depth);

}  // namespace jt::json::detail
