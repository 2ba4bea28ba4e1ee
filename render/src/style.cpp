#include "style.h"

#include <cmath>
#include <vector>

#include "color.h"
#include "paper_grain.h"

namespace jt::render {
namespace {

constexpr Rgb kStorybookLine{0.36, 0.23, 0.13};

// A small deterministic hash to jitter crayon lines: the same seed, the same line.
double jitter(std::uint32_t seed, std::uint32_t i) {
  std::uint32_t h = seed * 2654435761u ^ (i + 0x9e3779b9u);
  h ^= h >> 15;
  h *= 2246822519u;
  h ^= h >> 13;
  return static_cast<double>(h & 0xffff) / 65535.0 - 0.5;
}

void set_color(cairo_t* cr, const Rgb& c) { cairo_set_source_rgb(cr, c.r, c.g, c.b); }

// Strokes the current path with the width measured in the character's frame.
void stroke_in_character(cairo_t* cr, const Ink& ink, double width, bool preserve) {
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

// Two strokes of the flattened outline, each point pushed a little, seeded per part.
void crayon_outline(cairo_t* cr, const Ink& ink, const Rgb& color, std::uint32_t seed) {
  cairo_path_t* path = cairo_copy_path_flat(cr);
  cairo_new_path(cr);
  set_color(cr, color);
  const double amount = ink.line * 0.6;
  for (std::uint32_t pass = 0; pass < 2; ++pass) {
    std::uint32_t k = 0;
    for (int i = 0; i < path->num_data; i += path->data[i].header.length) {
      const cairo_path_data_t& d = path->data[i];
      if (d.header.type == CAIRO_PATH_CLOSE_PATH) {
        cairo_close_path(cr);
        continue;
      }
      double x = path->data[i + 1].point.x, y = path->data[i + 1].point.y;
      const std::uint32_t s = seed * 31 + pass * 977;
      x += amount * jitter(s, k / 6) * 1.6;
      y += amount * jitter(s + 7, k / 6) * 1.6;
      ++k;
      if (d.header.type == CAIRO_PATH_MOVE_TO) {
        cairo_move_to(cr, x, y);
      } else {
        cairo_line_to(cr, x, y);
      }
    }
    stroke_in_character(cr, ink, ink.line * 0.55, false);
  }
  cairo_path_destroy(path);
}

void hatch(cairo_t* cr, const Ink& ink, const Rgb& fill, const Shape& box) {
  cairo_save(cr);
  cairo_clip_preserve(cr);
  cairo_path_t* shape = cairo_copy_path(cr);
  cairo_new_path(cr);
  const double step = ink.line * 1.4, half = std::max(box.w, box.h);
  for (double t = -half * 2; t < half * 2; t += step) {
    cairo_move_to(cr, box.ox + t - half, box.oy + half);
    cairo_line_to(cr, box.ox + t + half, box.oy - half);
  }
  const Rgb c = darker(fill, 0.25);
  cairo_set_source_rgba(cr, c.r, c.g, c.b, 0.28);
  stroke_in_character(cr, ink, ink.line * 0.3, false);
  cairo_restore(cr);
  cairo_append_path(cr, shape);
  cairo_path_destroy(shape);
}

void cel_shadow(cairo_t* cr, const Rgb& fill, const Shape& box) {
  cairo_save(cr);
  cairo_clip_preserve(cr);
  cairo_path_t* shape = cairo_copy_path(cr);
  set_color(cr, darker(fill, 0.22));
  cairo_paint(cr);
  cairo_translate(cr, -box.w * 0.16 - 1, -box.h * 0.06);
  cairo_new_path(cr);
  cairo_append_path(cr, shape);
  set_color(cr, fill);
  cairo_fill(cr);
  cairo_restore(cr);
  cairo_append_path(cr, shape);
  cairo_path_destroy(shape);
}

void soft_fill(cairo_t* cr, const Rgb& fill, const Shape& box) {
  const Rgb light = lighter(fill, 0.35), dark = darker(fill, 0.12);
  cairo_pattern_t* g = cairo_pattern_create_linear(box.ox - box.w / 2, box.oy - box.h / 2,
                                                   box.ox + box.w / 2, box.oy + box.h / 2);
  cairo_pattern_add_color_stop_rgb(g, 0, light.r, light.g, light.b);
  cairo_pattern_add_color_stop_rgb(g, 1, dark.r, dark.g, dark.b);
  cairo_set_source(cr, g);
  cairo_fill_preserve(cr);
  cairo_pattern_destroy(g);
}

// The outline weight in device pixels (the character's frame's scale).
double device_line(const Ink& ink) {
  const cairo_matrix_t& m = ink.character;
  return ink.line * std::sqrt(std::abs(m.xx * m.yy - m.xy * m.yx));
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
    cairo_fill(cr);
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
  cairo_fill_preserve(cr);
  cairo_save(cr);
  cairo_clip_preserve(cr);
  const Rgb edge = darker(fill, 0.3);
  cairo_set_source_rgba(cr, edge.r, edge.g, edge.b, 0.35);
  stroke_in_character(cr, ink, ink.line * 1.3, true);
  paint_paper_grain(cr, std::max(1.0, device_line(ink) / 4.5));
  cairo_restore(cr);
}

}  // namespace

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
void fill_styled(cairo_t* cr, const Ink& ink, const Rgb& fill, const Shape& box) {
  switch (ink.style) {
    case Style::kSoft:
      soft_shadow(cr, ink, Rgb{0.12, 0.1, 0.2});
      soft_fill(cr, fill, box);
      break;
    case Style::kStorybook:
      storybook_fill(cr, ink, fill);
      break;
    case Style::kBold:
      cel_shadow(cr, fill, box);
      break;
    case Style::kCrayon:
      set_color(cr, fill);
      cairo_fill_preserve(cr);
      hatch(cr, ink, fill, box);
      break;
    default:
      set_color(cr, fill);
      cairo_fill_preserve(cr);
      break;
  }
}

}  // namespace

void paint_path(cairo_t* cr, const Ink& ink, const Part& part, const Rgb& fill, const Shape& box,
                std::uint32_t seed) {
  fill_styled(cr, ink, fill, box);
  outline_path(cr, ink, part, fill, seed);
}

void fill_path(cairo_t* cr, const Ink& ink, const Rgb& fill, const Shape& box) {
  fill_styled(cr, ink, fill, box);
  cairo_new_path(cr);
}

void outline_path(cairo_t* cr, const Ink& ink, const Part& part, const Rgb& fill,
                  std::uint32_t seed) {
  const Rgb line = part.outline ? *part.outline : darker(fill, 0.55);
  if (part.no_outline || ink.style == Style::kFlat || ink.style == Style::kSoft) {
    cairo_new_path(cr);
    return;
  }
  switch (ink.style) {
    case Style::kStorybook:
      set_color(cr, kStorybookLine);
      stroke_in_character(cr, ink, ink.line * 0.55, false);
      return;
    case Style::kBold:
      set_color(cr, darker(line, 0.45));
      stroke_in_character(cr, ink, ink.line * 2.2, false);
      return;
    case Style::kCrayon:
      crayon_outline(cr, ink, line, seed);
      return;
    default:
      set_color(cr, line);
      stroke_in_character(cr, ink, ink.line, false);
      return;
  }
}

void stroke_detail(cairo_t* cr, const Ink& ink, const Rgb& color, double weight) {
  set_color(cr, color);
  const double scale = ink.style == Style::kBold ? 1.5 : 1.0;
  stroke_in_character(cr, ink, ink.line * weight * scale, false);
}

}  // namespace jt::render
