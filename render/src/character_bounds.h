// Where a posed character will paint, before it is painted: the canvas restores and grades only
// that much of the picture (docs/PERFORMANCE.md "Drawing"), so the box must hold every pixel the
// painter touches. It is generous rather than tight: the shapes' exact reach (shape_extent), the
// face's features as a box around them, widened by the widest line any style draws.
#pragma once

#include <cairo.h>

#include <string_view>

#include "jt/render/canvas.h"
#include "jt/render/skeleton.h"

namespace jt::render {

// The device-pixel box of `skeleton`'s parts and faces as painted through `character` (the
// character's frame: tree units to device pixels), whose outline weight is `line` tree units.
// Empty (x0 >= x1) when nothing would be painted.
PixelBox character_bounds(const Skeleton& skeleton, const cairo_matrix_t& character, double line);

// The device-pixel box of the shapes of `skeleton`'s parts of role `role` (its head: "head") as
// drawn through `character`, no line around them; empty when it has none.
PixelBox role_bounds(const Skeleton& skeleton, const cairo_matrix_t& character,
                     std::string_view role);

// The device pixels covering the user-space rectangle (x0, y0)-(x1, y1) under `cr`'s matrix, with
// `pad` device pixels around.
PixelBox device_box(cairo_t* cr, double x0, double y0, double x1, double y1, double pad);

// The smallest box holding both (an empty one adds nothing).
PixelBox united(const PixelBox& a, const PixelBox& b);

}  // namespace jt::render
