// Drawing a creature's pose with Cairo in its art's style, in the contract's layer order: feet,
// limbs, under ornaments, ribbon, plates tail to head, over ornaments; a soft shadow first.
#pragma once

#include <cairo.h>

#include "jt/creature/pose.h"
#include "jt/render/creature_art.h"

namespace jt::render {

// Draws in the current user space, which must map world px to the canvas (CreatureView), its y
// foreshortened by `tilt`: the body's path lies on the floor, its thickness is drawn whole.
void draw_creature(cairo_t* cr, const CreatureArt& art, const creature::CreaturePose& pose,
                   double tilt);

}  // namespace jt::render
