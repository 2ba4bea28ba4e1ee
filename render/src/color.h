// Colours: "#rgb"/"#rrggbb" parsing and the shades the styles derive from a fill.
#pragma once

#include <cairo.h>

#include <optional>
#include <string_view>

#include "jt/render/character.h"

namespace jt::render {

std::optional<Rgb> parse_color(std::string_view text);

// The colour mixed toward black (amount 0..1) keeping its hue: outlines, far limbs, cel shadows.
Rgb darker(const Rgb& c, double amount);
// The colour mixed toward white (amount 0..1): highlights, belly patches.
Rgb lighter(const Rgb& c, double amount);
// Mixed toward grey and a warm paper tone: the storybook palette.
Rgb muted(const Rgb& c);
// More saturated: the bold palette.
Rgb saturated(const Rgb& c);

// The colour as the context's source, opaque.
inline void set_color(cairo_t* cr, const Rgb& c) {
  cairo_set_source_rgb(cr, c.r, c.g, c.b);
}

}  // namespace jt::render
