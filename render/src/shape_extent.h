// How far a shape reaches in a direction, without Cairo: the ground contact's lowest point of a
// posed drawing (docs/SHAPES.md §3.9), computed every frame from each part's frame.
#pragma once

#include "jt/render/character.h"
#include "jt/render/skeleton.h"

namespace jt::render {

// The largest dir · m(p) over the points p of the shape (in its part's frame, mapped by m):
// exact for ellipses, capsules, tapers and rounded rectangles, within a hair for the curved
// sides of eggs and teardrops.
double farthest_along(const Shape& shape, const Affine& m, Point dir);

}  // namespace jt::render
