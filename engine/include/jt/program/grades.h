// The grades a picture may be given (a place's "grade", a scene's or a cut's "mood"; spec §7.6
// leaves the names to the renderer): render/stage.h draws them, validation names an unknown one.
#pragma once

#include <array>
#include <string_view>

namespace jt {

inline constexpr std::array<std::string_view, 7> kGradeNames = {"normal", "bloom", "night", "sepia",
                                                                "grey",   "warm",  "cool"};

}  // namespace jt
