#include "solid_fill.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "coverage_raster.h"
#include "pixel_blend.h"

namespace jt::render {
namespace {

// Where the spans go: the surface's pixels and the colour, premultiplied.
struct Target {
  std::uint32_t* pixels;
  int words;  // a row's pixels (the stride)
  std::uint32_t colour;
};

// One run of pixels of one coverage.
void blend_span(const Target& t, int y, int x, int length, std::uint32_t coverage) {
  std::uint32_t* p = t.pixels + static_cast<std::ptrdiff_t>(y) * t.words + x;
  if (coverage == 255 && (t.colour >> 24) == 255) {
    std::fill_n(p, length, t.colour);
    return;
  }
  const std::uint32_t source = coverage == 255 ? t.colour : times(t.colour, coverage);
  if (source == 0) return;
  for (int k = 0; k < length; ++k)
    p[k] = over(source, p[k]);
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

thread_local CoverageRaster raster;  // one thread's, reused: a frame allocates nothing

}  // namespace

// The picture when the fill may go straight into its pixels (solid_fill.h says when); Cairo lists
// its clip, cut to the picture, as rectangles only in device space.
std::optional<PolygonFill::Picture> PolygonFill::direct_picture(cairo_t* cr) {
  if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) return std::nullopt;
  if (cairo_get_operator(cr) != CAIRO_OPERATOR_OVER) return std::nullopt;
  if (cairo_get_antialias(cr) == CAIRO_ANTIALIAS_NONE) return std::nullopt;
  cairo_surface_t* surface = cairo_get_group_target(cr);
  if (surface != cairo_get_target(cr)) return std::nullopt;
  if (cairo_surface_get_type(surface) != CAIRO_SURFACE_TYPE_IMAGE ||
      cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32) {
    return std::nullopt;
  }
  double dx = 0, dy = 0, sx = 1, sy = 1;
  cairo_surface_get_device_offset(surface, &dx, &dy);
  cairo_surface_get_device_scale(surface, &sx, &sy);
  if (dx != 0 || dy != 0 || sx != 1 || sy != 1) return std::nullopt;
  auto* pixels = reinterpret_cast<std::uint32_t*>(cairo_image_surface_get_data(surface));
  if (pixels == nullptr) return std::nullopt;
  cairo_save(cr);
  cairo_identity_matrix(cr);
  cairo_rectangle_list_t* clip = cairo_copy_clip_rectangle_list(cr);
  cairo_restore(cr);
  const bool one_box = clip->status == CAIRO_STATUS_SUCCESS && clip->num_rectangles <= 1;
  Picture picture{pixels, cairo_image_surface_get_stride(surface) / 4, {}};
  if (one_box && clip->num_rectangles == 1) {
    const int w = cairo_image_surface_get_width(surface);
    const int h = cairo_image_surface_get_height(surface);
    const cairo_rectangle_t& c = clip->rectangles[0];
    PixelBox& box = picture.clip;
    box.x0 = std::clamp(static_cast<int>(std::lround(c.x)), 0, w);
    box.y0 = std::clamp(static_cast<int>(std::lround(c.y)), 0, h);
    box.x1 = std::clamp(static_cast<int>(std::lround(c.x + c.width)), box.x0, w);
    box.y1 = std::clamp(static_cast<int>(std::lround(c.y + c.height)), box.y0, h);
  }
  cairo_rectangle_list_destroy(clip);
  if (!one_box) return std::nullopt;
  return picture;
}

PolygonFill::PolygonFill(cairo_t* cr) : cr_(cr) {
  double r = 0, g = 0, b = 0, a = 0;
  if (cairo_pattern_get_rgba(cairo_get_source(cr), &r, &g, &b, &a) != CAIRO_STATUS_SUCCESS) {
    return;  // a gradient or a surface
  }
  const std::optional<Picture> picture = direct_picture(cr);
  if (!picture) return;
  picture_ = *picture;
  colour_ = cairo_pixel(r, g, b, a);
  direct_ = true;
  raster.clear();
}

void PolygonFill::add(double x, double y, bool starts_ring) {
  raster.add(x, y, starts_ring);
}

void PolygonFill::fill() {
  if (direct_ && !picture_.clip.empty()) {  // else all clipped away
    cairo_surface_t* surface = cairo_get_target(cr_);
    cairo_surface_flush(surface);
    const bool even_odd = cairo_get_fill_rule(cr_) == CAIRO_FILL_RULE_EVEN_ODD;
    const PixelBox& clip = picture_.clip;
    raster.fill(clip, even_odd, Blender{{picture_.pixels, picture_.words, colour_}});
    cairo_surface_mark_dirty_rectangle(surface, clip.x0, clip.y0, clip.x1 - clip.x0,
                                       clip.y1 - clip.y0);
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
