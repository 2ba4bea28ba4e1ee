// Drawing one character for its pose on a Cairo context (the Canvas's work, kept apart so the
// canvas stays about pictures and this file about characters).
#pragma once

#include <cairo.h>

#include "jt/render/canvas.h"

namespace jt::render {

// Told where a drawing will paint, in device pixels, just before it paints there.
class PaintArea {
 public:
  virtual void will_paint(const PixelBox& box) = 0;

 protected:
  ~PaintArea() = default;
};

// `pose_scale` is the canvas's min(W, H) / 1080: pose offsets are in 1080p pixels. `area`, when
// given, is told the box the character and its shadow will paint in (character_bounds.h).
void draw_character(cairo_t* cr, const Character& character, const rt::Pose& pose,
                    const Placement& where, const DrawOptions& options, double pose_scale,
                    PaintArea* area = nullptr);

}  // namespace jt::render
