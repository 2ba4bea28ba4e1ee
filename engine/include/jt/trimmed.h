// Text without the blanks around it: the one trim every reader shares (a Fountain line, a
// creature's colour, a share link).
#pragma once

#include <string_view>

namespace jt {

inline constexpr std::string_view kSpacesAndTabs = " \t";

// `text` without the leading and trailing characters that are in `blanks` (spaces and tabs
// unless told); empty when it holds nothing else. A view into `text`.
constexpr std::string_view trimmed(std::string_view text,
                                   std::string_view blanks = kSpacesAndTabs) {
  const std::size_t first = text.find_first_not_of(blanks);
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(blanks) - first + 1);
}

}  // namespace jt
