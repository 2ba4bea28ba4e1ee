// A paint's colour as text (docs/CREATURES.md, "Colours"): a CSS keyword ("olivedrab"), a hex form
// (#rgb, #rgba, #rrggbb, #rrggbbaa) or rgb()/rgba() with comma-separated channels. Checked when a
// descriptor is read, so drawing never meets a colour it cannot paint.
#pragma once

#include <optional>
#include <string_view>

namespace jt::creature {

struct Rgba {
  double r = 0, g = 0, b = 0, a = 1;  // each 0..1
};

std::optional<Rgba> parse_colour(std::string_view text);

}  // namespace jt::creature
