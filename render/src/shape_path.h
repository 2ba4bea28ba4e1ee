// The outline of each shape type as a Cairo path in its part's frame (docs/SHAPES.md §1).
#pragma once

#include <cstddef>
#include <vector>

#include <cairo.h>

#include "jt/render/character.h"

namespace jt::render {

// Adds the shape's closed outline(s) to the current path. `strokes` adds its open lines.
void shape_path(cairo_t* cr, const Shape& s);

// The Bezier handles of a smooth poly outline (a closed Catmull-Rom curve through its points)
// from point i to the next: a sixth of the neighbours' difference along the tangents.
void smooth_handles(const std::vector<Point>& outline, std::size_t i, Point& c1, Point& c2);

// A rectangle with corners rounded to radius r (held to half the shorter side), as a sub-path.
void rounded_rect(cairo_t* cr, double x, double y, double w, double h, double r);

}  // namespace jt::render
