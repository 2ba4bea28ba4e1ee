// Drawing one character for its pose on a Cairo context (the Canvas's work, kept apart so the
// canvas stays about pictures and this file about characters).
#pragma once

#include <cairo.h>

#include "jt/render/canvas.h"

namespace jt::render {

// `pose_scale` is the canvas's min(W, H) / 1080: pose offsets are in 1080p pixels.
void draw_character(cairo_t* cr, const Character& character, const rt::Pose& pose,
                    const Placement& where, const DrawOptions& options, double pose_scale);

}  // namespace jt::render
