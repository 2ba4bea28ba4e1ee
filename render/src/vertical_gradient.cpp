#include "vertical_gradient.h"

#include <algorithm>
#include <cstdint>

namespace jt::render {

void paint_vertical_gradient(cairo_surface_t* target, cairo_pattern_t* gradient) {
  const int width = cairo_image_surface_get_width(target);
  const int height = cairo_image_surface_get_height(target);
  cairo_surface_t* column = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, height);
  cairo_t* cr = cairo_create(column);
  cairo_set_source(cr, gradient);
  cairo_paint(cr);
  cairo_destroy(cr);
  cairo_surface_flush(column);
  cairo_surface_flush(target);
  const unsigned char* colors = cairo_image_surface_get_data(column);
  const int column_stride = cairo_image_surface_get_stride(column);
  unsigned char* rows = cairo_image_surface_get_data(target);
  const int stride = cairo_image_surface_get_stride(target);
  for (int y = 0; y < height; ++y) {
    const auto color = *reinterpret_cast<const std::uint32_t*>(colors + y * column_stride);
    auto* row = reinterpret_cast<std::uint32_t*>(rows + static_cast<std::ptrdiff_t>(y) * stride);
    std::fill(row, row + width, color);
  }
  cairo_surface_mark_dirty(target);
  cairo_surface_destroy(column);
}

}  // namespace jt::render
