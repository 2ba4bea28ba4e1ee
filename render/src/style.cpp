#include "style.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "color.h"
#include "crayon.h"
#include "grown_fill.h"
#include "paper_grain.h"
#include "solid_fill.h"

namespace jt::render {
namespace {

constexpr Rgb kStorybookLine{0.36, 0.23, 0.13};
constexpr double kBoldWeight = 2.2;  // bold's outline, × the outline weight
// Bold's outline at most this share of a part's narrow side: a hand or a thin arm keeps its
// colour under the heavy line instead of turning into a dark blob.
constexpr double kBoldShare = 0.3;
// Around an eye, this many of its radii are never in bold's cel shadow.
constexpr double kEyeClear = 1.6;
// Soft's gradient from the fill mixed this much toward white to as much darker (in lightness)
// toward black, so a part's middle keeps its fill's lightness: shaded, not washed out.
constexpr double kSoftLight = 0.2;
constexpr Rgb kSoftShadow{0.12, 0.1, 0.2};

// Bold's cel shadow: the shape a shade darker, then lit again moved up and to the left, leaving a
// hard crescent on the lower right. A part with a face is lit from the front: its crescent lies
// under the chin (head on) or at the back of the head (in profile), and the ground around each
// eye is lit again, so the shadow never hoods a face.
void cel_shadow(cairo_t* cr, const Rgb& fill, const Shape& box, const Face* face) {
  cairo_save(cr);
  cairo_clip_preserve(cr);
  cairo_path_t* shape = cairo_copy_path(cr);
  set_color(cr, darker(fill, 0.22));
  cairo_paint(cr);
  set_color(cr, fill);
  cairo_save(cr);
  if (!face) {
    cairo_translate(cr, -box.w * 0.16 - 1, -box.h * 0.06);
  } else if (face->profile) {
    cairo_translate(cr, box.w * 0.14, -box.h * 0.08);
  } else {
    cairo_translate(cr, 0, -box.h * 0.1);
  }
  cairo_new_path(cr);
  cairo_append_path(cr, shape);
  fill_solid(cr);
  cairo_restore(cr);
  if (face) {
    const int count = face->eyes >= 2 ? 2 : 1;
    for (int e = 0; e < count; ++e) {
      const double x =
          count == 1 ? face->eye_cx : face->eye_cx + (e == 0 ? -face->eye_x : face->eye_x);
      cairo_save(cr);
      cairo_translate(cr, x, face->eye_y);
      cairo_scale(cr, face->eye_r * kEyeClear, face->eye_r * 1.12 * kEyeClear);
      cairo_new_sub_path(cr);
      cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
      cairo_restore(cr);
    }
    fill_solid(cr);
  }
  cairo_restore(cr);
  cairo_new_path(cr);
  cairo_append_path(cr, shape);
  cairo_path_destroy(shape);
}

// Soft's gradient: lighter toward the top left of the part's box or, for a limb's segment, of
// the whole limb in the character's frame (one gradient, no band at a joint).
void soft_fill(cairo_t* cr, const Ink& ink, const Rgb& fill, const Shape& box,
               const LimbLight* limb) {
  const double luma = std::max(0.299 * fill.r + 0.587 * fill.g + 0.114 * fill.b, 1e-3);
  const double dark_by = std::clamp(kSoftLight * (1 - luma) / luma, 0.06, 0.3);
  const Rgb light = lighter(fill, kSoftLight), dark = darker(fill, dark_by);
  cairo_matrix_t part;
  cairo_get_matrix(cr, &part);
  cairo_pattern_t* g = nullptr;
  if (limb) {
    const Point d = light_direction();
    const double far = std::max(limb->far, limb->near + 1e-6);
    g = cairo_pattern_create_linear(d.x * limb->near, d.y * limb->near, d.x * far, d.y * far);
    cairo_set_matrix(cr, &ink.character);  // the pattern is locked to the frame it is set in
  } else {
    g = cairo_pattern_create_linear(box.ox - box.w / 2, box.oy - box.h / 2, box.ox + box.w / 2,
                                    box.oy + box.h / 2);
  }
  cairo_pattern_add_color_stop_rgb(g, 0, light.r, light.g, light.b);
  cairo_pattern_add_color_stop_rgb(g, 1, dark.r, dark.g, dark.b);
  cairo_set_source(cr, g);
  cairo_set_matrix(cr, &part);
  fill_solid_preserve(cr);
  cairo_pattern_destroy(g);
}

// Bold's thick line for a part, held to a share of the part's narrow side (and never thinner
// than the outlined style's line), so bold stays bold on a body and readable on a hand.
double bold_width(const Ink& ink, const Part& part) {
  const double thick = ink.line * kBoldWeight;
  if (!part.shape || part.shape->type == ShapeType::kStrokes) return thick;
  const double narrow = std::min(part.shape->w, part.shape->h);
  return std::clamp(narrow * kBoldShare, ink.line, thick);
}

// A soft shadow under the current path, down and to the right on screen whichever way the
// character faces (light from the top left): two faint offset copies give it a soft edge. With no
// outline (soft) it is what separates an arm from the body it overlaps; the path is kept.
void soft_shadow(cairo_t* cr, const Ink& ink, const Rgb& tint) {
  cairo_path_t* shape = cairo_copy_path(cr);
  const double px = device_line(ink);
  cairo_save(cr);
  cairo_matrix_t m;
  cairo_get_matrix(cr, &m);
  for (const double reach : {0.55, 1.0}) {
    cairo_matrix_t moved = m;
    moved.x0 += px * 0.5 * reach;
    moved.y0 += px * 0.75 * reach;
    cairo_set_matrix(cr, &moved);
    cairo_new_path(cr);
    cairo_append_path(cr, shape);
    cairo_set_source_rgba(cr, tint.r, tint.g, tint.b, 0.1);
    fill_solid(cr);
  }
  cairo_restore(cr);
  cairo_new_path(cr);
  cairo_append_path(cr, shape);
  cairo_path_destroy(shape);
}

// Storybook: a watercolour wash — the fill, pigment pooled darker along its edge, the paper's
// grain over it; the path is kept for the outline.
void storybook_fill(cairo_t* cr, const Ink& ink, const Rgb& fill) {
  soft_shadow(cr, ink, kStorybookLine);
  set_color(cr, fill);
  fill_solid_preserve(cr);
  cairo_save(cr);
  cairo_clip_preserve(cr);
  const Rgb edge = darker(fill, 0.3);
  cairo_set_source_rgba(cr, edge.r, edge.g, edge.b, 0.35);
  stroke_in_character(cr, ink, ink.line * 1.3, true);
  paint_paper_grain(cr, std::max(1.0, device_line(ink) / 4.5));
  cairo_restore(cr);
}

}  // namespace

// Strokes the current path with the width measured in the character's frame.
void stroke_in_character(cairo_t* cr, const Ink& ink, double width, bool preserve) {
  if (!preserve && stroke_as_fill(cr, ink.character, width)) return;
  cairo_save(cr);
  cairo_set_matrix(cr, &ink.character);
  cairo_set_line_width(cr, width);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  if (preserve) {
    cairo_stroke_preserve(cr);
  } else {
    cairo_stroke(cr);
  }
  cairo_restore(cr);
}

// The outline weight in device pixels (the character's frame's scale).
double device_line(const Ink& ink) {
  const cairo_matrix_t& m = ink.character;
  return ink.line * std::sqrt(std::abs(m.xx * m.yy - m.xy * m.yx));
}

Point light_direction() {
  return {std::sqrt(0.5), std::sqrt(0.5)};
}

bool shades_whole_limbs(const Ink& ink) {
  return ink.style == Style::kSoft;
}

Style style_named(std::string_view name) {
  if (name == "flat") return Style::kFlat;
  if (name == "soft") return Style::kSoft;
  if (name == "storybook") return Style::kStorybook;
  if (name == "bold") return Style::kBold;
  if (name == "crayon") return Style::kCrayon;
  return Style::kOutlined;
}

Rgb style_fill(const Ink& ink, const Rgb& fill) {
  if (ink.style == Style::kStorybook) return muted(fill);
  if (ink.style == Style::kBold) return saturated(fill);
  return fill;
}

Rgb detail_color(const Ink& ink, const Rgb& fill) {
  if (ink.style == Style::kStorybook) return kStorybookLine;
  return darker(fill, 0.7);
}

namespace {

// Fills the current path as the style does and keeps it (for the outline).
void fill_styled(cairo_t* cr, const Ink& ink, const Rgb& fill, const Shape& box,
                 const LimbLight* limb, const Face* face) {
  switch (ink.style) {
    case Style::kSoft:
      if (!limb) soft_shadow(cr, ink, kSoftShadow);  // else outline_behind put it under the limb
      soft_fill(cr, ink, fill, box, limb);
      break;
    case Style::kStorybook:
      storybook_fill(cr, ink, fill);
      break;
    case Style::kBold:
      cel_shadow(cr, fill, box, face);
      break;
    case Style::kCrayon:
      set_color(cr, fill);
      fill_solid_preserve(cr);
      hatch(cr, ink, fill, box);
      break;
    default:
      set_color(cr, fill);
      fill_solid_preserve(cr);
      break;
  }
}

}  // namespace

// flat's seam between parts: a line a shade darker than the fill, a third of the outline's weight.
constexpr double kFlatSeam = 0.2, kFlatSeamWeight = 0.35;

namespace {

// A line of one colour and width, as outlined and flat draw a part's (flat's a hairline a shade
// darker than the fill, so two parts of one colour, a hand over a face, stay apart).
struct PlainLine {
  Rgb color;
  double width;
};

std::optional<PlainLine> plain_line(const Ink& ink, const Part& part, const Rgb& fill) {
  if (ink.style == Style::kFlat) {
    return PlainLine{darker(fill, kFlatSeam), ink.line * kFlatSeamWeight};
  }
  if (ink.style == Style::kOutlined) {
    return PlainLine{part.outline ? *part.outline : darker(fill, 0.55), ink.line};
  }
  return std::nullopt;
}

}  // namespace

void paint_path(cairo_t* cr, const Ink& ink, const Part& part, const Rgb& fill, const Shape& box,
                std::uint32_t seed) {
  // A plain fill under a plain line: two fills (grown, then shrunk) draw the same pixels as the
  // fill and the stroke, cheaper; a part too thin for it is filled and stroked.
  if (const auto line = part.no_outline ? std::nullopt : plain_line(ink, part, fill)) {
    if (fill_outlined(cr, ink.character, line->width, line->color, fill)) return;
  }
  fill_styled(cr, ink, fill, box, nullptr, part.face ? &*part.face : nullptr);
  outline_path(cr, ink, part, fill, seed);
}

void fill_path(cairo_t* cr, const Ink& ink, const Rgb& fill, const Shape& box,
               const LimbLight* limb, const Face* face) {
  fill_styled(cr, ink, fill, box, limb, face);
  cairo_new_path(cr);
}

namespace {

// A line `width` wide along the current path; under the fill (`behind`) only its outer half
// shows, drawn as the path grown by that half (one fill, cheaper than the stroke).
void outline_line(cairo_t* cr, const Ink& ink, double width, bool behind) {
  if (behind) {
    fill_grown(cr, ink.character, width / 2);
  } else {
    stroke_in_character(cr, ink, width, false);
  }
}

// The style's outline of the current path, `scale` × its width (2: under the fill).
void stroke_outline(cairo_t* cr, const Ink& ink, const Part& part, const Rgb& fill,
                    std::uint32_t seed, double scale) {
  const bool behind = scale > 1;
  const Rgb line = part.outline ? *part.outline : darker(fill, 0.55);
  if (part.no_outline || ink.style == Style::kSoft) {
    cairo_new_path(cr);
    return;
  }
  if (const auto plain = plain_line(ink, part, fill)) {  // outlined, flat
    set_color(cr, plain->color);
    outline_line(cr, ink, plain->width * scale, behind);
    return;
  }
  switch (ink.style) {
    case Style::kStorybook:
      set_color(cr, kStorybookLine);
      outline_line(cr, ink, ink.line * 0.55 * scale, behind);
      return;
    case Style::kBold:
      set_color(cr, darker(line, 0.45));
      outline_line(cr, ink, bold_width(ink, part) * scale, behind);
      return;
    case Style::kCrayon:
    default:  // soft, outlined and flat have returned above
      crayon_outline(cr, ink, line, seed, scale);
      return;
  }
}

}  // namespace

void outline_path(cairo_t* cr, const Ink& ink, const Part& part, const Rgb& fill,
                  std::uint32_t seed) {
  stroke_outline(cr, ink, part, fill, seed, 1);
}

void outline_behind(cairo_t* cr, const Ink& ink, const Part& part, const Rgb& fill,
                    std::uint32_t seed) {
  if (ink.style == Style::kSoft) {
    // No outline: the limb's soft shadow, under all its segments, so no segment's shadow falls
    // across the one before it at a joint.
    soft_shadow(cr, ink, kSoftShadow);
    cairo_new_path(cr);
    return;
  }
  stroke_outline(cr, ink, part, fill, seed, 2);
}

double outline_weight(const Ink& ink) {
  switch (ink.style) {
    case Style::kFlat:
      return kFlatSeamWeight;
    case Style::kSoft:
      return 0;
    case Style::kStorybook:
    case Style::kCrayon:
      return 0.55;
    case Style::kBold:
      return kBoldWeight;
    default:
      return 1;
  }
}

double detail_weight(const Ink& ink, double weight) {
  return ink.style == Style::kBold ? weight * 1.5 : weight;
}

void stroke_detail(cairo_t* cr, const Ink& ink, const Rgb& color, double weight, double most) {
  set_color(cr, color);
  double width = ink.line * detail_weight(ink, weight);
  if (ink.style == Style::kBold && most > 0)
    width = std::max(ink.line * weight, std::min(width, most));
  stroke_in_character(cr, ink, width, false);
}

}  // namespace jt::render
