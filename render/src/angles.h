// Angles in the drawing code: radians, and degrees (as the packs write them) turned into radians.
#pragma once

#include <numbers>

namespace jt::render {

inline constexpr double kPi = std::numbers::pi;
inline constexpr double kDeg = std::numbers::pi / 180.0;

}  // namespace jt::render
