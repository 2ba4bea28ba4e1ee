// Where in a JSON text a value starts, by its JSON pointer: so that a problem found after parsing
// ("/scripts/0/body/2/amp") can be shown as FILE:LINE:COL, as a syntax error is.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace jt::json {

struct TextPosition {
  int line = 1;    // 1-based
  int column = 1;  // 1-based, in bytes of the line
};

// The positions of the values at `pointers` (RFC 6901) in `text`, a document that parses: one walk
// over the text whatever the number of pointers. A member's value is found where JSON.parse takes
// it from, the last of repeated keys. A pointer that names no value (a missing member) gets the
// position of the nearest value that holds it; "" is the root.
// A leading UTF-8 byte order mark is skipped, as parse() skips it.
std::map<std::string, TextPosition> locate(std::string_view text,
                                           const std::vector<std::string>& pointers);

// The pointer of the object member whose key's opening quote is at byte `key_offset` of `text` (a
// document that parses, without a byte order mark); empty when no key starts there.
std::string pointer_of_key(std::string_view text, std::size_t key_offset);

}  // namespace jt::json
