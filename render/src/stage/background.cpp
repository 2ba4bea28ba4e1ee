// Backgrounds: a sky and a ground as vertical gradients, then flat shapes in stage fractions.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "jt/render/stage.h"
#include "shape_path.h"

namespace jt::render {
namespace {

void set_rgb(cairo_t* cr, std::uint32_t rgb, double alpha = 1) {
  cairo_set_source_rgba(cr, ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
                        (rgb & 0xff) / 255.0, alpha);
}

// A vertical gradient from `top` at y0 to `bottom` at y1, filling from y0 (or `from`, above it:
// `top` there) down to `fill_to`, from x `left` to `left` + width.
void gradient(cairo_t* cr, std::uint32_t top, std::uint32_t bottom, double y0, double y1,
              double fill_to, double width, double left = 0, double from = 1e300) {
  cairo_pattern_t* p = cairo_pattern_create_linear(0, y0, 0, y1);
  auto stop = [&](double at, std::uint32_t rgb) {
    cairo_pattern_add_color_stop_rgb(p, at, ((rgb >> 16) & 0xff) / 255.0,
                                     ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0);
  };
  stop(0, top);
  stop(1, bottom);
  from = std::min(from, y0);
  cairo_rectangle(cr, left, from, width, fill_to - from);
  cairo_set_source(cr, p);
  cairo_fill(cr);
  cairo_pattern_destroy(p);
}

}  // namespace

void stage_shape_path(cairo_t* cr, const StageShape& s, double width, double height) {
  // x and y are fractions of the width and height; sizes fractions of the height.
  const double cx = s.x * width, cy = s.y * height, w = s.w * height, h = s.h * height;
  switch (s.type) {
    case StageShape::Type::kEllipse:
      cairo_save(cr);
      cairo_translate(cr, cx, cy);
      cairo_scale(cr, std::max(w, 1e-6) / 2, std::max(h, 1e-6) / 2);
      cairo_arc(cr, 0, 0, 1, 0, 2 * std::numbers::pi);
      cairo_restore(cr);
      break;
    case StageShape::Type::kRect:
      rounded_rect(cr, cx - w / 2, cy - h / 2, w, h, s.r * h);
      break;
    case StageShape::Type::kTriangle:
      cairo_move_to(cr, cx, cy - h / 2);
      cairo_line_to(cr, cx + w / 2, cy + h / 2);
      cairo_line_to(cr, cx - w / 2, cy + h / 2);
      cairo_close_path(cr);
      break;
    case StageShape::Type::kPolygon:
      for (std::size_t i = 0; i < s.points.size(); ++i) {
        const double px = s.points[i].first * width, py = s.points[i].second * height;
        if (i == 0) {
          cairo_move_to(cr, px, py);
        } else {
          cairo_line_to(cr, px, py);
        }
      }
      cairo_close_path(cr);
      break;
  }
}

namespace {

void shape(cairo_t* cr, const StageShape& s, double width, double height) {
  stage_shape_path(cr, s, width, height);
  set_rgb(cr, s.fill, s.opacity);
  cairo_fill(cr);
}

}  // namespace

Background flat_background(std::uint32_t rgb) {
  Background b;
  b.sky_top = b.sky_bottom = b.ground_top = b.ground_bottom = rgb;
  return b;
}

Background plain_background() {
  Background b;
  b.sky_top = 0xeef1f4;
  b.sky_bottom = 0xe3e7eb;
  b.ground_top = 0xd5d9de;
  b.ground_bottom = 0xc6cbd1;
  b.horizon = 0.7;
  return b;
}

void draw_background(cairo_t* cr, const Background& b, int width, int height) {
  const double w = width, h = height, horizon = b.horizon * h;
  // The sky fills the whole picture and the ground goes over it, so no seam shows at a horizon
  // between two pixel rows.
  gradient(cr, b.sky_top, b.sky_bottom, 0, horizon, h, w);
  gradient(cr, b.ground_top, b.ground_bottom, horizon, h, h, w);
  for (const StageShape& s : b.shapes)
    shape(cr, s, w, h);
}

void draw_background_extended(cairo_t* cr, const Background& b, double width, double height,
                              double x0, double y0, double x1, double y1) {
  const double horizon = b.horizon * height, w = x1 - x0;
  // The same gradients over the whole picture: a gradient pads with its end colours beyond its
  // ends (Cairo's default for gradients), so the sky's top colour goes on above and the ground's
  // bottom colour below, without a seam.
  gradient(cr, b.sky_top, b.sky_bottom, 0, horizon, std::max(y1, height), w, x0, std::min(y0, 0.0));
  gradient(cr, b.ground_top, b.ground_bottom, horizon, height, std::max(y1, height), w, x0);
  for (const StageShape& s : b.shapes)
    shape(cr, s, width, height);
}

}  // namespace jt::render
