// Building error messages from pieces. (One std::string grown by appends: it also keeps GCC 12's
// false -Wrestrict warning on `"literal" + std::string(...)` away.)
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

namespace jt::expr {

inline std::string concat(std::initializer_list<std::string_view> parts) {
  std::string out;
  for (std::string_view part : parts)
    out += part;
  return out;
}

// A name as messages quote it: "sin".
inline std::string in_quotes(std::string_view name) {
  return concat({"\"", name, "\""});
}

}  // namespace jt::expr
