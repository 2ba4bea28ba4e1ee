// Strings written exactly as JSON.stringify writes them.
#pragma once

#include <string>
#include <string_view>

namespace jt::json::detail {

// Appends `wtf8` in double quotes: \" and \\, the short escapes \b \f \n \r \t, other control
// characters as lower-case \u00XX, lone surrogates (kept as WTF-8) as lower-case \udXXX, and
// everything else as it is, U+2028, U+2029 and DEL included.
void append_quoted(std::string& out, std::string_view wtf8);

}  // namespace jt::json::detail
