// The plain stage's wall is painted row by row for speed (vertical_gradient.h): it must give the
// same bytes Cairo's own gradient paint gives.
#include <gtest/gtest.h>

#include <cairo.h>

#include <cstring>

#include "jt/render/canvas.h"

namespace jt::render {
namespace {

TEST(RenderPlainStage, TheWallIsCairosGradientByteForByte) {
  const int w = 97, h = 131;
  const double ground = 0.92 * h;
  Canvas canvas(w, h);
  canvas.plain_stage(ground);
  const auto fast = canvas.pixels();

  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
  cairo_t* cr = cairo_create(s);
  cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD);
  cairo_pattern_t* wall = cairo_pattern_create_linear(0, 0, 0, ground);
  cairo_pattern_add_color_stop_rgb(wall, 0, 0.93, 0.95, 0.98);
  cairo_pattern_add_color_stop_rgb(wall, 1, 0.86, 0.89, 0.93);
  cairo_set_source(cr, wall);
  cairo_paint(cr);
  cairo_pattern_destroy(wall);
  cairo_rectangle(cr, 0, ground, w, h - ground);
  cairo_set_source_rgb(cr, 0.84, 0.81, 0.76);
  cairo_fill(cr);
  cairo_rectangle(cr, 0, ground - 1, w, 2);
  cairo_set_source_rgba(cr, 0.55, 0.5, 0.45, 0.35);
  cairo_fill(cr);
  cairo_surface_flush(s);
  const std::size_t bytes = static_cast<std::size_t>(cairo_image_surface_get_stride(s)) * h;
  ASSERT_EQ(fast.size(), bytes);
  EXPECT_EQ(std::memcmp(fast.data(), cairo_image_surface_get_data(s), bytes), 0);
  cairo_destroy(cr);
  cairo_surface_destroy(s);
}

}  // namespace
}  // namespace jt::render
