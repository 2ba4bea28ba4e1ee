// An outline under its shape's fill, drawn as one fill instead of a stroke (docs/PERFORMANCE.md
// "Outlines as grown fills").
#pragma once

#include <cairo.h>

namespace jt::render {

// Fills the current path grown by `reach` (measured in `frame`, the frame line widths are set
// in) with the current source, and clears the path. The same pixels as stroking the path
// `2 × reach` wide with round joins and filling it, wherever the path's own fill then covers its
// inside: the grown outline's one contour is about half the scan conversion of the stroke's two.
// Every subpath is taken as closed. Each grows round the way it goes, so where two overlap going
// the same way their outlines join (as a stroke's do), and where they go opposite ways the hole
// the shape's own fill leaves there stays a hole (where a stroke would cross it with its lines).
void fill_grown(cairo_t* cr, const cairo_matrix_t& frame, double reach);

}  // namespace jt::render
