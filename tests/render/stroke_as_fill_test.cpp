// stroke_as_fill (grown_fill.h): a line drawn as one fill of its outline must cover each pixel as
// much as the round-joined, round-capped line does. The truth is Cairo's stroke drawn 8 times as
// large and averaged down (64 samples a pixel), for open and closed paths, sharp turns,
// crossings, and a frame that turns and squashes the line.
#include <gtest/gtest.h>

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <string>
#include <vector>

#include "grown_fill.h"

namespace jt::render {
namespace {

constexpr int kSide = 200, kFine = 8;

struct Path {
  std::string name;
  void (*draw)(cairo_t*);
  bool crossing = false;  // its lines cross: a few pixels where edges meet are off
};

void zigzag(cairo_t* cr) {  // turns of 60 to 170 degrees both ways
  const double corners[][2] = {{20, 40}, {60, 150}, {80, 30}, {95, 170}, {150, 60}, {185, 175}};
  cairo_move_to(cr, corners[0][0], corners[0][1]);
  for (std::size_t i = 1; i < std::size(corners); ++i) {
    cairo_line_to(cr, corners[i][0], corners[i][1]);
  }
}
void s_curve(cairo_t* cr) {
  cairo_move_to(cr, 20, 180);
  cairo_curve_to(cr, 20, 20, 180, 180, 180, 20);
}
void segment(cairo_t* cr) {
  cairo_move_to(cr, 30.3, 50.6);
  cairo_line_to(cr, 170.2, 140.1);
}
void closed_triangle(cairo_t* cr) {
  cairo_move_to(cr, 100, 20);
  cairo_line_to(cr, 180, 170);
  cairo_line_to(cr, 25, 160);
  cairo_close_path(cr);
}
void circles(cairo_t* cr) {  // two closed, crossing, wound opposite ways
  cairo_new_sub_path(cr);
  cairo_arc(cr, 80, 100, 55, 0, 2 * M_PI);
  cairo_close_path(cr);
  cairo_new_sub_path(cr);
  cairo_arc_negative(cr, 125, 100, 45, 0, -2 * M_PI);
  cairo_close_path(cr);
}
void sliver(cairo_t* cr) {  // closed, thinner than the line
  cairo_move_to(cr, 30, 100);
  cairo_line_to(cr, 170, 96);
  cairo_line_to(cr, 170, 99);
  cairo_close_path(cr);
}
void cross(cairo_t* cr) {  // two open lines across each other, and a mouth-like arc
  cairo_move_to(cr, 20, 20);
  cairo_line_to(cr, 180, 180);
  cairo_move_to(cr, 180, 20);
  cairo_line_to(cr, 20, 180);
  cairo_new_sub_path(cr);
  cairo_arc(cr, 100, 120, 40, 0.3, M_PI - 0.3);
}

// The path's line in black on white, `scale` times as large: by ours, or by Cairo's stroke.
cairo_surface_t* draw(void (*path)(cairo_t*), const cairo_matrix_t& frame, double width, bool ours,
                      int scale) {
  const int side = kSide * scale;
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side);
  cairo_t* cr = cairo_create(surface);
  cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD);
  cairo_set_tolerance(cr, 0.25 * scale);  // the same flattened curves at any scale
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  cairo_scale(cr, scale, scale);
  path(cr);
  cairo_matrix_t scaled;
  const cairo_matrix_t enlarge{double(scale), 0, 0, double(scale), 0, 0};
  cairo_matrix_multiply(&scaled, &frame, &enlarge);
  cairo_set_source_rgb(cr, 0, 0, 0);
  if (ours && stroke_as_fill(cr, scaled, width)) {
    EXPECT_FALSE(cairo_has_current_point(cr)) << "the path is cleared";
  } else {  // Cairo's stroke, as the painter falls back to it
    cairo_set_matrix(cr, &scaled);
    cairo_set_line_width(cr, width);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_stroke(cr);
  }
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  return surface;
}

// How much of pixel (x, y) a black-on-white picture `scale` times as large covers, in 255ths.
double covered(cairo_surface_t* s, int x, int y, int scale) {
  const unsigned char* data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  double sum = 0;
  for (int j = 0; j < scale; ++j) {
    const auto* row = reinterpret_cast<const std::uint32_t*>(data + (y * scale + j) * stride);
    for (int i = 0; i < scale; ++i)
      sum += 255 - ((row[x * scale + i] >> 16) & 0xff);
  }
  return sum / (scale * scale);
}

TEST(RenderStrokeAsFill, CoversEachPixelAsTheRoundStrokeDoes) {
  const std::vector<Path> paths{{"zigzag", zigzag},         {"s curve", s_curve},
                                {"segment", segment},       {"triangle", closed_triangle},
                                {"circles", circles, true}, {"sliver", sliver},
                                {"cross", cross, true}};
  const cairo_matrix_t plain{1, 0, 0, 1, 0, 0};
  const cairo_matrix_t turned{0.9 * std::cos(0.5),
                              0.9 * std::sin(0.5),
                              -0.6 * std::sin(0.5),
                              0.6 * std::cos(0.5),
                              0,
                              0};  // squashed and turned: wider one way
  for (const Path& path : paths) {
    for (const cairo_matrix_t& frame : {plain, turned}) {
      for (const double width : {1.5, 6.0, 22.0}) {
        SCOPED_TRACE(path.name + " " + std::to_string(width) + (frame.yx != 0 ? " turned" : ""));
        cairo_surface_t* truth = draw(path.draw, frame, width, false, kFine);
        cairo_surface_t* ours = draw(path.draw, frame, width, true, 1);
        cairo_surface_t* cairos = draw(path.draw, frame, width, false, 1);
        int line = 0, apart = 0, capart = 0;
        double worst = 0, cworst = 0;
        for (int y = 0; y < kSide; ++y) {
          for (int x = 0; x < kSide; ++x) {
            const double want = covered(truth, x, y, kFine), got = covered(ours, x, y, 1);
            line += want > 0;
            worst = std::max(worst, std::abs(got - want));
            apart += std::abs(got - want) > 12;
            const double c = covered(cairos, x, y, 1);
            cworst = std::max(cworst, std::abs(c - want));
            capart += std::abs(c - want) > 12;
          }
        }
        cairo_surface_destroy(truth);
        cairo_surface_destroy(ours);
        cairo_surface_destroy(cairos);
        ASSERT_GT(line, 50) << "the line is drawn";
        // As near the truth as Cairo's own stroke at this size, but where the lines cross: there
        // the outline's edges meet inside a few pixels, and their areas add.
        EXPECT_LE(worst, path.crossing ? 128 : std::max(24.0, cworst + 4));
        EXPECT_LE(apart, capart + (path.crossing ? 20 : 4)) << "of " << line << " pixels of line";
      }
    }
  }
}

TEST(RenderStrokeAsFill, LeavesADotOrAnotherPictureToCairo) {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 20, 20);
  cairo_t* cr = cairo_create(surface);
  const cairo_matrix_t plain{1, 0, 0, 1, 0, 0};
  cairo_push_group(cr);
  cairo_move_to(cr, 10, 10);
  cairo_line_to(cr, 12, 10);
  EXPECT_FALSE(stroke_as_fill(cr, plain, 4)) << "into a group: Cairo's";
  EXPECT_TRUE(cairo_has_current_point(cr)) << "the path is kept";
  cairo_new_path(cr);
  cairo_pattern_destroy(cairo_pop_group(cr));
  cairo_move_to(cr, 10, 10);
  cairo_line_to(cr, 10, 10);
  EXPECT_FALSE(stroke_as_fill(cr, plain, 4)) << "a dot: Cairo's round cap";
  EXPECT_TRUE(cairo_has_current_point(cr)) << "the path is kept for it";
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
}

}  // namespace
}  // namespace jt::render
