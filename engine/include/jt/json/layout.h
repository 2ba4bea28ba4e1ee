// The canonical layout of a JSON file people edit (`jabbertoon fmt`, docs/FORMAT.md): two-space
// indentation, and every array or object that fits on its line within the width written on that
// line (`{"op": "wait", "s": 1}`), so a program's short blocks read one to a line while long ones
// open up. Keys keep their order (JavaScript's, as JSON.stringify writes them), numbers and strings
// are written as write_readable() writes them: the same value comes back whatever its old layout,
// and laying out its output again changes nothing.
#pragma once

#include <cstddef>
#include <string>

#include "jt/json/value.h"

namespace jt::json {

inline constexpr std::size_t kLayoutWidth = 100;

// The value laid out, ending in a newline. Nesting costs recursion: a value from parse() is at most
// ParseLimits::max_depth deep.
std::string write_laid_out(const Value& value, std::size_t width = kLayoutWidth);

}  // namespace jt::json
