// Names compared without case, as the voices match "EN-us" to espeak-ng's "en-us" and
// "flite:SLT" to Flite's "slt": ASCII letters only, so the answer never depends on a locale.
#pragma once

#include <algorithm>
#include <string_view>

namespace jt {

// `c` with an ASCII capital made small; any other byte as it is.
constexpr char ascii_lower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// Whether `a` and `b` are the same text but for the case of their ASCII letters.
constexpr bool same_without_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::ranges::equal(a, b, {}, ascii_lower, ascii_lower);
}

}  // namespace jt
