#include "jt/render/solid_fill.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>

#include "coverage_raster.h"

namespace jt::render {
namespace {

// Where the spans go: the surface's pixels and the colour, premultiplied.
struct Target {
  std::uint32_t* pixels;
  int words;  // a row's pixels (the stride)
  std::uint32_t colour;
};

// x × a / 255 for each of the four bytes of x, rounded as pixman rounds (its UN8x4_MUL_UN8).
inline std::uint32_t times(std::uint32_t x, std::uint32_t a) {
  std::uint32_t rb = (x & 0xff00ffu) * a + 0x800080u;
  rb = ((rb + ((rb >> 8) & 0xff00ffu)) >> 8) & 0xff00ffu;
  std::uint32_t ag = ((x >> 8) & 0xff00ffu) * a + 0x800080u;
  ag = (ag + ((ag >> 8) & 0xff00ffu)) & 0xff00ff00u;
  return rb | ag;
}

// x + y for each of the four bytes, saturating at 255 (pixman's UN8x4_ADD_UN8x4).
inline std::uint32_t plus(std::uint32_t x, std::uint32_t y) {
  std::uint32_t rb = (x & 0xff00ffu) + (y & 0xff00ffu);
  rb = (rb | (0x1000100u - ((rb >> 8) & 0xff00ffu))) & 0xff00ffu;
  std::uint32_t ag = ((x >> 8) & 0xff00ffu) + ((y >> 8) & 0xff00ffu);
  ag = (ag | (0x1000100u - ((ag >> 8) & 0xff00ffu))) & 0xff00ffu;
  return rb | (ag << 8);
}

// OVER through a coverage: what pixman computes for a solid source, an a8 mask and ARGB32.
inline std::uint32_t over(std::uint32_t source, std::uint32_t dest) {
  return plus(source, times(dest, 255 - (source >> 24)));
}

// One run of pixels of one coverage.
void blend_span(const Target& t, int y, int x, int length, std::uint32_t coverage) {
  std::uint32_t* p = t.pixels + static_cast<std::ptrdiff_t>(y) * t.words + x;
  if (coverage == 255 && (t.colour >> 24) == 255) {
    std::fill_n(p, length, t.colour);
    return;
  }
  const std::uint32_t source = coverage == 255 ? t.colour : times(t.colour, coverage);
  if (source == 0) return;
  for (int k = 0; k < length; ++k) p[k] = over(source, p[k]);
}

// The spans of CoverageRaster::fill blended into the target.
struct Blender {
  const Target& t;
  void operator()(int y, int x, int length, std::uint8_t coverage) const {
    blend_span(t, y, x, length, coverage);
  }
  void ahead(int y, int first, int last) const {
    const std::uint32_t* row = t.pixels + static_cast<std::ptrdiff_t>(y) * t.words;
    __builtin_prefetch(row + first, 1);
    __builtin_prefetch(row + last, 1);
  }
};

// Cairo's channel of a colour: premultiplied, to 16 bits, then the top 8 (cairo-color.c and
// pixman's solid fill), so an interior pixel is the byte Cairo writes.
std::uint32_t channel(double v) {
  return static_cast<std::uint32_t>(std::clamp(v, 0.0, 1.0) * (65536.0 - 1e-5)) >> 8;
}

thread_local CoverageRaster raster;  // one thread's, reused: a frame allocates nothing

}  // namespace

// The fill goes straight into the picture when the source is one colour OVER an ARGB32 image
// surface that is the context's own (no group, no device offset or scale), under a clip of one
// whole-pixel rectangle (Cairo lists its clip as rectangles only in device space).
PolygonFill::PolygonFill(cairo_t* cr) : cr_(cr) {
  if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) return;
  if (cairo_get_operator(cr) != CAIRO_OPERATOR_OVER) return;
  if (cairo_get_antialias(cr) == CAIRO_ANTIALIAS_NONE) return;
  cairo_surface_t* surface = cairo_get_group_target(cr);
  if (surface != cairo_get_target(cr)) return;
  if (cairo_surface_get_type(surface) != CAIRO_SURFACE_TYPE_IMAGE ||
      cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32) {
    return;
  }
  double dx = 0, dy = 0, sx = 1, sy = 1;
  cairo_surface_get_device_offset(surface, &dx, &dy);
  cairo_surface_get_device_scale(surface, &sx, &sy);
  if (dx != 0 || dy != 0 || sx != 1 || sy != 1) return;
  double r = 0, g = 0, b = 0, a = 0;
  if (cairo_pattern_get_rgba(cairo_get_source(cr), &r, &g, &b, &a) != CAIRO_STATUS_SUCCESS) {
    return;  // a gradient or a surface
  }
  cairo_save(cr);
  cairo_identity_matrix(cr);
  cairo_rectangle_list_t* clip = cairo_copy_clip_rectangle_list(cr);
  cairo_restore(cr);
  const bool one_box = clip->status == CAIRO_STATUS_SUCCESS && clip->num_rectangles <= 1;
  if (one_box && clip->num_rectangles == 1) {
    const int w = cairo_image_surface_get_width(surface);
    const int h = cairo_image_surface_get_height(surface);
    const cairo_rectangle_t& c = clip->rectangles[0];
    x0_ = std::clamp(static_cast<int>(std::lround(c.x)), 0, w);
    y0_ = std::clamp(static_cast<int>(std::lround(c.y)), 0, h);
    x1_ = std::clamp(static_cast<int>(std::lround(c.x + c.width)), x0_, w);
    y1_ = std::clamp(static_cast<int>(std::lround(c.y + c.height)), y0_, h);
  }
  cairo_rectangle_list_destroy(clip);
  if (!one_box) return;
  pixels_ = reinterpret_cast<std::uint32_t*>(cairo_image_surface_get_data(surface));
  words_ = cairo_image_surface_get_stride(surface) / 4;
  colour_ = channel(a) << 24 | channel(r * a) << 16 | channel(g * a) << 8 | channel(b * a);
  direct_ = pixels_ != nullptr;
  raster.clear();
}

void PolygonFill::add(double x, double y, bool starts_ring) { raster.add(x, y, starts_ring); }

void PolygonFill::fill() {
  if (direct_ && x0_ < x1_ && y0_ < y1_) {  // else all clipped away
    cairo_surface_t* surface = cairo_get_target(cr_);
    cairo_surface_flush(surface);
    const bool even_odd = cairo_get_fill_rule(cr_) == CAIRO_FILL_RULE_EVEN_ODD;
    const Target t{pixels_, words_, colour_};
    raster.fill({x0_, y0_, x1_, y1_}, even_odd, Blender{t});
    cairo_surface_mark_dirty_rectangle(surface, x0_, y0_, x1_ - x0_, y1_ - y0_);
  }
  raster.clear();
}

namespace {

// Rasterizes and blends the current path if it can; false leaves it all to Cairo.
bool fill_directly(cairo_t* cr) {
  PolygonFill polygon(cr);
  if (!polygon.direct()) return false;
  // The path in device space, flattened at the context's tolerance.
  cairo_save(cr);
  cairo_identity_matrix(cr);
  cairo_path_t* path = cairo_copy_path_flat(cr);
  cairo_restore(cr);
  if (path->status != CAIRO_STATUS_SUCCESS) {
    cairo_path_destroy(path);
    return false;
  }
  for (int i = 0; i < path->num_data; i += path->data[i].header.length) {
    const cairo_path_data_t& d = path->data[i];
    if (d.header.type == CAIRO_PATH_CLOSE_PATH) continue;
    const cairo_path_data_t& p = path->data[i + 1];
    polygon.add(p.point.x, p.point.y, d.header.type == CAIRO_PATH_MOVE_TO);
  }
  cairo_path_destroy(path);
  polygon.fill();
  return true;
}

}  // namespace

void fill_solid(cairo_t* cr) {
  if (fill_directly(cr)) {
    cairo_new_path(cr);
  } else {
    cairo_fill(cr);
  }
}

void fill_solid_preserve(cairo_t* cr) {
  if (!fill_directly(cr)) cairo_fill_preserve(cr);
}

}  // namespace jt::render
