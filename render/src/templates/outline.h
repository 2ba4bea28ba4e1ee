// Outlines the templates draw as `poly` shapes: the silhouette of a few overlapping ovals (a
// mitten's palm and thumb, a shoe's heel and toe cap, a paw's pad and toes, a wing's feathers)
// traced as one closed line, so the union has one outline and no line crosses inside it.
#pragma once

#include <vector>

#include "jt/json/value.h"
#include "jt/render/character.h"

namespace jt::render::tpl {

// An oval centred on (x, y), radii rx, ry, turned `deg` clockwise.
struct Oval {
  double x, y, rx, ry, deg = 0;
};

// The same `poly` with its points moved so that their box is centred on the shape's (ox, oy):
// what a part's box stands for (soft's gradient is laid across the box about ox, oy), drawn in
// the same place.
json::Value centred(const json::Value& poly);

// A smooth `poly` shape: the outline of the ovals' union as seen from `centre`, a closed curve
// through `n` points around it (a curve strokes as cheaply as an ellipse; a polygon of many
// corners does not).
// The union must be star-shaped about `centre` (every oval overlapping the ones nearer to it).
json::Value blob(const std::vector<Oval>& ovals, Point centre, int n = 12);

// A `poly` shape: the outline of the ovals' intersection as seen from `centre` (inside them all),
// `n` points around it, corners kept (a belly band along the edge of a body).
json::Value lens(const std::vector<Oval>& ovals, Point centre, int n);

// A limb segment `len` long hanging from its joint: a taper `w` wide at the joint and `w2` at
// its end, whose round ends are centred on the joint and the end, so the next segment, starting
// `w2` wide, continues it without a step at any bend (docs/SHAPES.md §5 "Limbs").
json::Value limb(double len, double w, double w2);

// The same limb segment bent along an arc that turns `bend` degrees (clockwise, like a part's
// `rot`) evenly over its length: a smooth `poly` whose round ends are centred on the joint and on
// the arc's end (arc_end). The next segment hangs from there, turned by `bend` (its `rot`), so it
// carries the curve on without a corner: a chain of them is one smooth line (a cat's tail).
json::Value bent_limb(double len, double w, double w2, double bend);
Point arc_end(double len, double bend);

}  // namespace jt::render::tpl
