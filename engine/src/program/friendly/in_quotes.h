// A name in double quotes, as the diagnostics show names: "left arm".
#pragma once

#include <string>
#include <string_view>

namespace jt::program {

// Built by appending: GCC 12 warns falsely (-Wrestrict, its bug 105651) about "..." + string&&.
inline std::string in_quotes(std::string_view text) {
  std::string out(1, '"');
  out += text;
  out += '"';
  return out;
}

}  // namespace jt::program
