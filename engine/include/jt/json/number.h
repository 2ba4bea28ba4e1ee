// Numbers written the way JavaScript writes them, so outputs compare byte for byte with the
// JavaScript tools.
#pragma once

#include <string>

namespace jt::json {

// ECMAScript Number.prototype.toString(): the shortest digits that read back as the same double,
// laid out as JavaScript does (1e+21, 1e-7, 0.000001, 123456789012345680000); -0 gives "0", and
// the non-finite values give "NaN", "Infinity" and "-Infinity".
std::string format_number(double value);

}  // namespace jt::json
