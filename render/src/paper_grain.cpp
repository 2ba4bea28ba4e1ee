#include "paper_grain.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace jt::render {
namespace {

constexpr int kTile = 128;  // pixels; the grid cells below divide it, so the tile is seamless

double hash01(std::uint32_t x, std::uint32_t y, std::uint32_t salt) {
  std::uint32_t h = x * 374761393u + y * 668265263u + salt * 2246822519u;
  h = (h ^ (h >> 13)) * 1274126177u;
  h ^= h >> 16;
  return static_cast<double>(h & 0xffffff) / double(0xffffff);
}

// Smooth value noise on a grid of `cell` pixels wrapping at the tile's edge, 0..1.
double value_noise(int x, int y, int cell, std::uint32_t salt) {
  const int cells = kTile / cell;
  const int cx = x / cell, cy = y / cell;
  const double fx = (x % cell + 0.5) / cell, fy = (y % cell + 0.5) / cell;
  auto at = [&](int i, int j) {
    return hash01(static_cast<std::uint32_t>((cx + i) % cells),
                  static_cast<std::uint32_t>((cy + j) % cells), salt);
  };
  const double sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy);
  const double top = at(0, 0) + (at(1, 0) - at(0, 0)) * sx;
  const double bottom = at(0, 1) + (at(1, 1) - at(0, 1)) * sx;
  return top + (bottom - top) * sy;
}

// Premultiplied ARGB: the tooth of a watercolour paper, fine and even. Pigment settles a little
// darker (warm brown) in its hollows and the paper shows a little lighter on its ridges, both
// faint and no larger than a few pixels: no blotch or speck stands out, so on a face or a dog's
// coat it reads as paper, never as dirt.
cairo_surface_t* make_tile() {
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kTile, kTile);
  cairo_surface_flush(s);
  unsigned char* data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  for (int y = 0; y < kTile; ++y) {
    auto* row = reinterpret_cast<std::uint32_t*>(data + y * stride);
    for (int x = 0; x < kTile; ++x) {
      const double v =
          0.5 * value_noise(x, y, 2, 3) + 0.3 * value_noise(x, y, 4, 5) +
          0.2 * hash01(static_cast<std::uint32_t>(x), static_cast<std::uint32_t>(y), 1);
      const double d = v - 0.5;  // mostly within ±0.2
      double a = 0, r = 0, g = 0, b = 0;
      if (d > 0) {
        a = std::min(0.08, d * 0.25);
        r = 0.36, g = 0.25, b = 0.15;
      } else {
        a = std::min(0.08, -d * 0.25);
        r = g = 1, b = 0.96;
      }
      auto byte = [](double c) { return static_cast<std::uint32_t>(std::lround(c * 255)); };
      row[x] = byte(a) << 24 | byte(r * a) << 16 | byte(g * a) << 8 | byte(b * a);
    }
  }
  cairo_surface_mark_dirty(s);
  return s;
}

cairo_surface_t* tile() {
  static cairo_surface_t* const kGrain = make_tile();  // made once, never changed: shared safely
  return kGrain;
}

}  // namespace

void paint_paper_grain(cairo_t* cr, double pixel) {
  cairo_save(cr);
  cairo_identity_matrix(cr);
  cairo_pattern_t* grain = cairo_pattern_create_for_surface(tile());
  cairo_pattern_set_extend(grain, CAIRO_EXTEND_REPEAT);
  cairo_pattern_set_filter(grain, CAIRO_FILTER_BILINEAR);
  cairo_matrix_t m;
  cairo_matrix_init_scale(&m, 1 / std::max(pixel, 0.5), 1 / std::max(pixel, 0.5));
  cairo_pattern_set_matrix(grain, &m);
  cairo_set_source(cr, grain);
  cairo_paint(cr);
  cairo_pattern_destroy(grain);
  cairo_restore(cr);
}

}  // namespace jt::render
