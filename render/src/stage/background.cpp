// Backgrounds: a sky and a ground as vertical gradients, then shapes in stage fractions by layer
// (far, mid, near: the far ones hazed), then the set's props.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "jt/render/prop.h"
#include "jt/render/stage.h"
#include "shape_path.h"

namespace jt::render {
namespace {

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
    case StageShape::Type::kPath:
      for (std::size_t i = 0; i < s.steps.size(); ++i) {
        const std::vector<double>& p = s.steps[i];
        const auto x = [&](std::size_t k) { return p[k] * width; };
        const auto y = [&](std::size_t k) { return p[k] * height; };
        if (i == 0 || p.size() == 2) {
          const std::size_t k = p.size() - 2;  // a curve's point, when a path starts with one
          i == 0 ? cairo_move_to(cr, x(k), y(k + 1)) : cairo_line_to(cr, x(k), y(k + 1));
        } else if (p.size() == 4) {
          // A quadratic curve as Cairo's cubic: its controls 2/3 of the way to the control.
          double x0 = 0, y0 = 0;
          cairo_get_current_point(cr, &x0, &y0);
          cairo_curve_to(cr, x0 + 2.0 / 3 * (x(0) - x0), y0 + 2.0 / 3 * (y(1) - y0),
                         x(2) + 2.0 / 3 * (x(0) - x(2)), y(3) + 2.0 / 3 * (y(1) - y(3)), x(2),
                         y(3));
        } else {
          cairo_curve_to(cr, x(0), y(1), x(2), y(3), x(4), y(5));
        }
      }
      if (s.closed) cairo_close_path(cr);
      break;
  }
}

namespace {

// `rgb` mixed `t` toward `to`, as Cairo's channels.
struct Mixed {
  double r, g, b;
};
Mixed mixed(std::uint32_t rgb, double t, std::uint32_t to) {
  const auto ch = [&](int shift) {
    const double a = ((rgb >> shift) & 0xff) / 255.0, z = ((to >> shift) & 0xff) / 255.0;
    return a + t * (z - a);
  };
  return {ch(16), ch(8), ch(0)};
}

}  // namespace

void paint_stage_shape(cairo_t* cr, const StageShape& s, double width, double height, double haze,
                       std::uint32_t haze_rgb) {
  stage_shape_path(cr, s, width, height);
  const Mixed top = mixed(s.fill, haze, haze_rgb);
  const bool filled = s.type != StageShape::Type::kPath || s.closed;
  if (filled && s.fill_bottom) {
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    cairo_path_extents(cr, &x0, &y0, &x1, &y1);
    const Mixed bottom = mixed(*s.fill_bottom, haze, haze_rgb);
    cairo_pattern_t* p = cairo_pattern_create_linear(0, y0, 0, std::max(y1, y0 + 1e-6));
    cairo_pattern_add_color_stop_rgba(p, 0, top.r, top.g, top.b, s.opacity);
    cairo_pattern_add_color_stop_rgba(p, 1, bottom.r, bottom.g, bottom.b, s.opacity);
    cairo_set_source(cr, p);
    cairo_fill_preserve(cr);
    cairo_pattern_destroy(p);
  } else if (filled) {
    cairo_set_source_rgba(cr, top.r, top.g, top.b, s.opacity);
    cairo_fill_preserve(cr);
  }
  if (s.stroke && s.stroke_width > 0) {
    const Mixed line = mixed(*s.stroke, haze, haze_rgb);
    cairo_save(cr);
    cairo_set_source_rgba(cr, line.r, line.g, line.b, s.opacity);
    cairo_set_line_width(cr, s.stroke_width * height);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_stroke(cr);
    cairo_restore(cr);
  } else {
    cairo_new_path(cr);
  }
}

namespace {

// The shapes by layer, far to near (the far ones hazed toward the horizon's colour, the mid ones
// half as much), then the set's props standing on the floor.
void shapes_and_props(cairo_t* cr, const Background& b, double w, double h) {
  for (const auto layer :
       {StageShape::Layer::kFar, StageShape::Layer::kMid, StageShape::Layer::kNear}) {
    const double haze = layer == StageShape::Layer::kFar   ? b.haze
                        : layer == StageShape::Layer::kMid ? b.haze / 2
                                                           : 0.0;
    for (const StageShape& s : b.shapes) {
      if (s.layer == layer) paint_stage_shape(cr, s, w, h, haze, b.sky_bottom);
    }
  }
  for (const SetProp& p : b.props) {
    if (!p.art) continue;
    const double tall = (p.h > 0 ? p.h : p.art->height) * h;
    draw_prop(cr, *p.art, 0, {}, p.x * w, p.y * h, tall, 0.5, 1, p.facing, true);
  }
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
  shapes_and_props(cr, b, w, h);
}

void draw_background_extended(cairo_t* cr, const Background& b, double width, double height,
                              double x0, double y0, double x1, double y1) {
  const double horizon = b.horizon * height, w = x1 - x0;
  // The same gradients over the whole picture: a gradient pads with its end colours beyond its
  // ends (Cairo's default for gradients), so the sky's top colour goes on above and the ground's
  // bottom colour below, without a seam.
  gradient(cr, b.sky_top, b.sky_bottom, 0, horizon, std::max(y1, height), w, x0, std::min(y0, 0.0));
  gradient(cr, b.ground_top, b.ground_bottom, horizon, height, std::max(y1, height), w, x0);
  shapes_and_props(cr, b, width, height);
}

}  // namespace jt::render
