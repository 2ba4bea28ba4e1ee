#include "ground_shadow.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace jt::render {
namespace {

// The texture covers the unit square around the disc; wider than tall, as shadows are (about
// 6:1), so scaling it onto one rarely shrinks it by more than a little.
constexpr int kWide = 256, kTall = 64;
constexpr double kRed = 0.1, kGreen = 0.08, kBlue = 0.12;

// The shadow's opacity at distance d from the centre (1: the rim), as a share of its centre's:
// the radial gradient it replaces (stops 1 at 0, 0.7 at 0.6, 0 at 1).
double falloff(double d) {
  if (d >= 1) return 0;
  if (d <= 0.6) return 1 - 0.3 * d / 0.6;
  return 0.7 * (1 - d) / 0.4;
}

// Premultiplied ARGB: the shadow's colour at the falloff's opacity, texel centres sampled.
cairo_surface_t* make_texture() {
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kWide, kTall);
  cairo_surface_flush(s);
  unsigned char* data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  auto byte = [](double c) { return static_cast<std::uint32_t>(std::lround(c * 255)); };
  for (int j = 0; j < kTall; ++j) {
    auto* row = reinterpret_cast<std::uint32_t*>(data + j * stride);
    const double v = (j + 0.5) / kTall * 2 - 1;
    for (int i = 0; i < kWide; ++i) {
      const double u = (i + 0.5) / kWide * 2 - 1;
      const double a = falloff(std::hypot(u, v));
      row[i] = byte(a) << 24 | byte(kRed * a) << 16 | byte(kGreen * a) << 8 | byte(kBlue * a);
    }
  }
  cairo_surface_mark_dirty(s);
  return s;
}

cairo_surface_t* texture() {
  static cairo_surface_t* const kShadow = make_texture();  // made once, never changed: shared
  return kShadow;
}

}  // namespace

void paint_ground_shadow(cairo_t* cr, double x, double y, double rx, double ry, double alpha) {
  // A shadow under a sliver (a turn's middle, sx near 0) is too thin to see; a scale that small
  // would also leave Cairo's matrix singular, which spoils the whole picture's context.
  if (!(rx >= 0.01) || !(ry >= 0.01) || !(alpha > 0)) return;
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_scale(cr, rx, ry);
  cairo_pattern_t* shadow = cairo_pattern_create_for_surface(texture());
  cairo_pattern_set_filter(shadow, CAIRO_FILTER_BILINEAR);
  // The unit square [-1, 1]² onto the texture's pixels.
  cairo_matrix_t m;
  cairo_matrix_init(&m, kWide / 2.0, 0, 0, kTall / 2.0, kWide / 2.0, kTall / 2.0);
  cairo_pattern_set_matrix(shadow, &m);
  cairo_set_source(cr, shadow);
  cairo_paint_with_alpha(cr, std::min(alpha, 1.0));
  cairo_pattern_destroy(shadow);
  cairo_restore(cr);
}

}  // namespace jt::render
