// The views a character may be drawn in (spec §8.5 names front, side and back; jabbertoon adds
// three-quarter, docs/CAMERA.md "Views"): a move's and a scene's `view {to}`, `turnView`, and a
// character pack's `views` name them, validation names an unknown one.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace jt {

inline constexpr std::array<std::string_view, 4> kViewNames = {"front", "three-quarter", "side",
                                                               "back"};

// The names as a list of strings, for a reader's allowed words.
inline std::vector<std::string> view_name_list() {
  return {kViewNames.begin(), kViewNames.end()};
}

}  // namespace jt
