// Cairo's fill of one colour, scan converted by its exact area over each pixel and blended into
// the picture here (docs/PERFORMANCE.md "Solid fills by exact area").
#pragma once

#include <cairo.h>

namespace jt::render {

// Fills the current path with the current source and clears the path, as cairo_fill does. Where
// the source is one colour, the operator OVER, the target an image surface without a device
// offset and the clip one whole-pixel rectangle, the path is rasterized here, each pixel
// covered by the exact area of the shape over it (CoverageRaster), and blended into the surface
// with pixman's arithmetic: Cairo's scan converter takes 15 sub-rows a pixel row wherever an
// edge passes, several times the work. Anything else is cairo_fill's.
void fill_solid(cairo_t* cr);

// The same, keeping the path (cairo_fill_preserve).
void fill_solid_preserve(cairo_t* cr);

}  // namespace jt::render
