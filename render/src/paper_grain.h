// The storybook style's paper grain (ART.md "The six styles"): a small seamless tile of a
// paper's fine tooth, made once and the same in every run, laid over a fill in device space so the
// grain stays on the paper while the characters move under it (no boiling).
#pragma once

#include <cairo.h>

namespace jt::render {

// Paints the grain inside the current clip (the caller clips to the fill's path).
// `pixel` is how many device pixels one pixel of the grain's tile covers.
void paint_paper_grain(cairo_t* cr, double pixel);

}  // namespace jt::render
