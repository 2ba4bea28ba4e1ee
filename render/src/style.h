// The six art styles (ART.md "The six styles"; docs/SHAPES.md §4): how a part's shape is filled
// and outlined. The current path is the shape; the current matrix its part's frame.
#pragma once

#include <cstdint>
#include <string_view>

#include <cairo.h>

#include "jt/render/character.h"

namespace jt::render {

enum class Style { kFlat, kOutlined, kSoft, kStorybook, kBold, kCrayon };

// The style of a name; an unknown name is the default, outlined.
Style style_named(std::string_view name);

struct Ink {
  Style style = Style::kOutlined;
  double line = 1;           // the outline weight, tree units (about 1.5 % of the height)
  cairo_matrix_t character;  // the character's frame: line widths are set in it
};

// Strokes the current path with `width` measured in the character's frame (round joins and
// caps), keeping the path when `preserve`.
void stroke_in_character(cairo_t* cr, const Ink& ink, double width, bool preserve);
// The outline weight in device pixels (the character's frame's scale).
double device_line(const Ink& ink);

// The fill colour the style paints a part's colour with (muted, saturated or as it is).
Rgb style_fill(const Ink& ink, const Rgb& fill);
// The colour inner details (brows, closed mouths) are drawn with for a part's fill.
Rgb detail_color(const Ink& ink, const Rgb& fill);

// Fills and outlines the current path (and clears it). `box` is the shape's extent in the
// part's frame (for gradients and hatches); `seed` keeps a crayon line the same every frame.
void paint_path(cairo_t* cr, const Ink& ink, const Part& part, const Rgb& fill, const Shape& box,
                std::uint32_t seed);

// A limb shaded as one (soft: one gradient for all its segments, docs/SHAPES.md §4): how far the
// limb reaches along light_direction() in the character's frame, tree units, least and most.
struct LimbLight {
  double near = 0, far = 0;
};

// The way the light falls in the character's frame: from the top left, toward the bottom right.
Point light_direction();

// Whether the style shades a limb's segments as one (LimbLight), its soft shadow drawn under the
// whole limb by outline_behind.
bool shades_whole_limbs(const Ink& ink);

// Fills the current path as the style does, with no outline (and clears it). `limb`: the part
// is a segment of this limb, drawn after outline_behind went under all its segments; `face`:
// the face the part carries (bold's shadow keeps off it).
void fill_path(cairo_t* cr, const Ink& ink, const Rgb& fill, const Shape& box,
               const LimbLight* limb = nullptr, const Face* face = nullptr);

// Outlines the current path as the style does, without filling it (and clears it).
void outline_path(cairo_t* cr, const Ink& ink, const Part& part, const Rgb& fill,
                  std::uint32_t seed);

// Outlines the current path as outline_path does, twice as wide, for drawing under the fill: the
// half outside the shape shows as the same line, the half inside is covered (and clears it).
void outline_behind(cairo_t* cr, const Ink& ink, const Part& part, const Rgb& fill,
                    std::uint32_t seed);

// The silhouette's outline width in the style, × the outline weight (0: it draws none).
double outline_weight(const Ink& ink);

// An inner detail line's width in the style, × the outline weight, for a detail drawn `weight`.
double detail_weight(const Ink& ink, double weight);

// Strokes the current path as an inner detail line, `weight` × the outline weight. `most` (tree
// units, 0: none) holds bold's heavier line to the feature's size, so a small eye stays an eye.
void stroke_detail(cairo_t* cr, const Ink& ink, const Rgb& color, double weight, double most = 0);

}  // namespace jt::render
