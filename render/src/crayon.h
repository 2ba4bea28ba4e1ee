// Crayon's marks: the outline gone round twice with a wobble, and fills hatched by hand.
#pragma once

#include <cairo.h>

#include <cstdint>

#include "jt/render/character.h"
#include "style.h"

namespace jt::render {

// Two strokes of the current path's flattened outline, apart by about their own width, each
// wobbling on its own (seeded per part); `scale` 2 (under the fill) moves them out so the fill
// drawn next covers neither wholly. The path is consumed.
void crayon_outline(cairo_t* cr, const Ink& ink, const Rgb& color, std::uint32_t seed,
                    double scale);

// Crayon's fill of the current path: strokes across the shape the way a hand hatches, seeded by
// the shape.
void hatch(cairo_t* cr, const Ink& ink, const Rgb& fill, const Shape& box);

}  // namespace jt::render
