// Numbers in the jobs' messages: "2.50" for decimals(2.5, 2) (printf's %.*f).
#pragma once

#include <cstdio>
#include <string>

namespace jt::produce {

inline std::string decimals(double value, int places) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", places, value);
  return text;
}

}  // namespace jt::produce
