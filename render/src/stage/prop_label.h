// A prop's label (docs/PROPS.md "Words on a prop"): a put's words laid out once to fit the label
// box, and drawn in it.
#pragma once

#include <cairo.h>

#include "jt/render/prop.h"

namespace jt::render {

// Fills `words` in `label`'s ink on the label of a prop box `w` x `h` (user units) whose top-left
// corner is the current origin, mirrored by `mirror` (-1): the words are turned back so they read
// left to right.
void draw_label_words(cairo_t* cr, const PropLabel& label, const LabelWords& words, double w,
                      double h, double mirror);

}  // namespace jt::render
