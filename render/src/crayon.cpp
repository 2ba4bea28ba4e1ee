// Crayon's marks (docs/RENDER.md "Styles"): a wobbling double outline and hand-hatched fills,
// seeded per shape so a frame is the same every time it is drawn.
#include "crayon.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "color.h"

namespace jt::render {
namespace {

// A small deterministic hash to jitter crayon lines: the same seed, the same line.
double jitter(std::uint32_t seed, std::uint32_t i) {
  std::uint32_t h = seed * 2654435761u ^ (i + 0x9e3779b9u);
  h ^= h >> 15;
  h *= 2246822519u;
  h ^= h >> 13;
  return static_cast<double>(h & 0xffff) / 65535.0 - 0.5;
}

// Tree units for at least `px` device pixels: crayon's wobble and hatch keep a size the eye can
// see on a small picture, where they would shrink under a pixel and read as a plain line and fill.
double at_least_px(const Ink& ink, double units, double px) {
  const double per_unit = device_line(ink) / std::max(ink.line, 1e-9);
  return per_unit > 0 ? std::max(units, px / per_unit) : units;
}

// The seeded wobble at point k: eased between a fresh jitter every 4 points, so a stroke drifts
// off the shape and back like a hand-held crayon instead of stepping.
double wobble(std::uint32_t seed, std::uint32_t k) {
  const double f = (k % 4) / 4.0, e = f * f * (3 - 2 * f);
  return jitter(seed, k / 4) * (1 - e) + jitter(seed, k / 4 + 1) * e;
}

// The seed of a shape's crayon marks (for jitter): the same shape, the same marks every frame.
std::uint32_t shape_seed(const Shape& box) {
  const auto bits = [](double v) { return static_cast<std::uint32_t>(std::lround(v * 64)); };
  return bits(box.w) * 73856093u ^ bits(box.h) * 19349663u ^ bits(box.ox) * 83492791u ^
         bits(box.oy) * 2654435761u;
}

// One stroke of crayon along a flattened path: each point pushed `offset` along the outline's
// outward normal (its subpath's winding says which side is out) plus a seeded wobble.
void crayon_pass(cairo_t* cr, const cairo_path_t* path, double offset, double amount,
                 std::uint32_t seed) {
  thread_local std::vector<Point> pts;  // kept from part to part: no allocation per frame
  pts.clear();
  std::uint32_t k = 0;
  const auto flush = [&](bool closed) {
    const std::size_t n = pts.size();
    if (n < 2) {
      pts.clear();
      return;
    }
    double area = 0;
    for (std::size_t a = 0; a < n; ++a) {
      const Point& p = pts[a];
      const Point& q = pts[(a + 1) % n];
      area += p.x * q.y - q.x * p.y;
    }
    const double out = closed && area < 0 ? -1 : 1;
    for (std::size_t a = 0; a < n; ++a) {
      const Point& prev = pts[closed ? (a + n - 1) % n : (a ? a - 1 : 0)];
      const Point& next = pts[closed ? (a + 1) % n : std::min(a + 1, n - 1)];
      const double tx = next.x - prev.x, ty = next.y - prev.y, len = std::hypot(tx, ty);
      const double nx = len > 0 ? out * ty / len : 0, ny = len > 0 ? -out * tx / len : 0;
      const double push = offset + amount * wobble(seed, k++);
      const double x = pts[a].x + nx * push, y = pts[a].y + ny * push;
      if (a == 0) {
        cairo_move_to(cr, x, y);
      } else {
        cairo_line_to(cr, x, y);
      }
    }
    if (closed) cairo_close_path(cr);
    pts.clear();
  };
  for (int i = 0; i < path->num_data; i += path->data[i].header.length) {
    const cairo_path_data_t& d = path->data[i];
    if (d.header.type == CAIRO_PATH_CLOSE_PATH) {
      flush(true);
    } else {
      if (d.header.type == CAIRO_PATH_MOVE_TO) flush(false);
      pts.push_back({path->data[i + 1].point.x, path->data[i + 1].point.y});
    }
  }
  flush(false);
}

}  // namespace

// Two strokes of the flattened outline, apart by about their own width and each wobbling on its
// own (seeded per part), so the line shows doubled, the strokes crossing and parting like a
// crayon gone round twice; waxy, each a little translucent. `scale` 2 (under the fill): moved
// out so that the fill drawn next covers neither stroke wholly.
void crayon_outline(cairo_t* cr, const Ink& ink, const Rgb& color, std::uint32_t seed,
                    double scale) {
  cairo_path_t* path = cairo_copy_path_flat(cr);
  cairo_new_path(cr);
  cairo_set_source_rgba(cr, color.r, color.g, color.b, 0.85);
  const double width = at_least_px(ink, ink.line * 0.4, 1.0);
  const double apart = at_least_px(ink, ink.line * 0.6, 2.0);
  const double amount = at_least_px(ink, ink.line * 0.5, 1.2);
  const double centre = scale > 1 ? apart / 2 : 0;  // the inner stroke on the edge, half shown
  for (std::uint32_t pass = 0; pass < 2; ++pass) {
    crayon_pass(cr, path, centre + (pass ? -apart : apart) / 2, amount, seed * 31 + pass * 977);
    stroke_in_character(cr, ink, width, false);
  }
  cairo_path_destroy(path);
}

// Crayon's fill: strokes across the shape the way a hand hatches, not a ruled screen: each line
// a little off its spacing and its angle, wavering, broken where the crayon skipped, some pressed
// harder than others; seeded by the shape, so the same every frame.
void hatch(cairo_t* cr, const Ink& ink, const Rgb& fill, const Shape& box) {
  cairo_save(cr);
  cairo_clip_preserve(cr);
  cairo_path_t* shape = cairo_copy_path(cr);
  cairo_new_path(cr);
  const std::uint32_t seed = shape_seed(box);
  const double step = at_least_px(ink, ink.line * 1.4, 3.5), half = std::max(box.w, box.h);
  const double width = at_least_px(ink, ink.line * 0.3, 1.2);
  const Rgb c = darker(fill, 0.28);
  std::uint32_t n = 0;
  for (double t = -half * 2; t < half * 2; t += step, ++n) {
    const double shift = step * 0.35 * jitter(seed, n * 5);
    const double tilt = half * 0.12 * jitter(seed, n * 5 + 1);
    // Four pieces along the line, each drawn or skipped, wavering sideways as it goes.
    for (int piece = 0; piece < 4; ++piece) {
      if (jitter(seed, n * 5 + 2 + static_cast<std::uint32_t>(piece) * 7) < -0.3) continue;
      const double a = -1 + piece * 0.5, b = a + 0.5;
      const auto at = [&](double f, double side) {
        const double along = t + shift + tilt * f + side;
        cairo_line_to(cr, box.ox + along + half * f, box.oy - half * f);
      };
      cairo_move_to(cr, box.ox + t + shift + tilt * a + half * a, box.oy - half * a);
      at((a + b) / 2, step * 0.18 * jitter(seed, n * 5 + 3 + static_cast<std::uint32_t>(piece)));
      at(b, 0);
      const double press =
          0.26 + 0.2 * (jitter(seed, n * 5 + 4 + static_cast<std::uint32_t>(piece) * 3) + 0.5);
      cairo_set_source_rgba(cr, c.r, c.g, c.b, press);
      stroke_in_character(cr, ink, width, false);
    }
  }
  cairo_restore(cr);
  cairo_append_path(cr, shape);
  cairo_path_destroy(shape);
}
}  // namespace jt::render
