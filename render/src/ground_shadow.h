// A character's soft ground shadow (ART.md "Ground contact"): an ellipse darkest at its centre
// and fading to nothing at its rim. Its falloff is a small texture made once and scaled onto the
// ellipse, which pixman draws many times faster than a radial gradient evaluated per pixel (the
// gradient was a third of a 1080p two-character frame; docs/PERFORMANCE.md "Drawing").
#pragma once

#include <cairo.h>

namespace jt::render {

// The shadow centred at (x, y) in user space, radii rx and ry, `alpha` at its centre.
void paint_ground_shadow(cairo_t* cr, double x, double y, double rx, double ry, double alpha);

}  // namespace jt::render
