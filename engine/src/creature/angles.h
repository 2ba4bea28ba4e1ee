// The creature's angles are in radians: one pi for every file that turns them.
#pragma once

#include <numbers>

namespace jt::creature {

inline constexpr double kPi = std::numbers::pi;

}  // namespace jt::creature
