// An outline under its shape's fill, drawn as one fill instead of a stroke (docs/PERFORMANCE.md
// "Outlines as grown fills").
#pragma once

#include <cairo.h>

#include "jt/render/character.h"

namespace jt::render {

// Fills the current path grown by `reach` (measured in `frame`, the frame line widths are set
// in) with the current source, and clears the path. The same pixels as stroking the path
// `2 × reach` wide with round joins and filling it, wherever the path's own fill then covers its
// inside: the grown outline's one contour is about half the scan conversion of the stroke's two.
// Every subpath is taken as closed. Each grows round the way it goes, so where two overlap going
// the same way their outlines join (as a stroke's do), and where they go opposite ways the hole
// the shape's own fill leaves there stays a hole (where a stroke would cross it with its lines).
void fill_grown(cairo_t* cr, const cairo_matrix_t& frame, double reach);

// A line `width` wide (in `frame`) along the current path, over the path filled with `fill`, as
// two fills: the path grown by half the line in `line`, then shrunk by half the line in `fill`.
// The same pixels as filling it and stroking it with round joins (the line's inner edge is the
// shrunk contour), at about half the scan conversion. Clears the path and returns true; or, for
// a path of several subpaths (each one's line crosses the others), a shape thinner than the line
// or too sharp for an inner edge, keeps the path, draws nothing and returns false (fill and
// stroke it then).
bool fill_outlined(cairo_t* cr, const cairo_matrix_t& frame, double width, const Rgb& line,
                   const Rgb& fill);

// The current path stroked `width` wide (in `frame`) with round joins and caps in the current
// source, as one fill of the line's outline, and the path cleared: the pixels of cairo_stroke,
// the union of the subpaths' lines. Each closed subpath's line is the band between it grown and
// shrunk by half the width; each open one's, the subpath walked to its end and back, grown
// (round at its ends and outer corners). Where the picture is not drawn straight into
// (fill_solid's conditions), a closed subpath has no inner edge at that width, or a subpath is a
// lone dot, draws nothing, keeps the path and returns false (stroke it then).
bool stroke_as_fill(cairo_t* cr, const cairo_matrix_t& frame, double width);

}  // namespace jt::render
