// Cairo's fill of one colour, scan converted by its exact area over each pixel and blended into
// the picture here (docs/PERFORMANCE.md "Solid fills by exact area").
#pragma once

#include <cairo.h>

#include <cstdint>
#include <optional>

#include "jt/render/canvas.h"  // PixelBox

namespace jt::render {

// Fills the current path with the current source and clears the path, as cairo_fill does. Where
// the source is one colour and the context draws straight into its picture (an ARGB32 image
// surface that is the context's own: no group, no device offset or scale; the operator OVER,
// antialiased, under no clip or a clip of one whole-pixel box), the path is rasterized here,
// each pixel covered by the exact area of the shape over it (CoverageRaster), and blended into
// the picture with pixman's arithmetic: Cairo's scan converter takes 15 sub-rows a pixel row
// wherever an edge passes, several times the work. Anything else is cairo_fill's.
void fill_solid(cairo_t* cr);

// The same, keeping the path (cairo_fill_preserve).
void fill_solid_preserve(cairo_t* cr);

// fill_solid for a caller that has its shape as points already (a grown outline): no path is
// built for Cairo to flatten and hand back. If the context allows (fill_solid's conditions,
// the current source the colour), add the polygon's points in device pixels and fill it; the
// context's path is not touched. If not (`direct()` false), draw it as a path with Cairo. One
// at a time on a thread (they share the thread's rasterizer).
class PolygonFill {
 public:
  explicit PolygonFill(cairo_t* cr);
  bool direct() const { return direct_; }
  void add(double x, double y, bool starts_ring);  // rings close by themselves
  void fill();                                     // and clears the points for the next

 private:
  // The picture drawn into: its pixels, a row's pixels (the stride), the clip.
  struct Picture {
    std::uint32_t* pixels;
    int words;
    PixelBox clip;
  };
  static std::optional<Picture> direct_picture(cairo_t* cr);  // null: Cairo draws

  cairo_t* cr_;
  bool direct_ = false;
  Picture picture_{};
  std::uint32_t colour_ = 0;  // ARGB, premultiplied, as pixman holds a solid colour
};

}  // namespace jt::render
