// An outline under a fill is drawn as the shape grown by the outline's width (grown_fill.h): the
// picture must be the one Cairo's own stroke, twice as wide and under the same fill, gives.
#include <gtest/gtest.h>

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <functional>

#include "grown_fill.h"

namespace jt::render {
namespace {

constexpr int kPictureSize = 160;
using ShapeFn = std::function<void(cairo_t*)>;

struct SquarePicture {
  cairo_surface_t* surface =
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kPictureSize, kPictureSize);
  ~SquarePicture() { cairo_surface_destroy(surface); }
  std::uint32_t at(int x, int y) const {
    const auto* row = cairo_image_surface_get_data(surface) +
                      static_cast<std::ptrdiff_t>(y) * cairo_image_surface_get_stride(surface);
    return reinterpret_cast<const std::uint32_t*>(row)[x];
  }
};

constexpr Rgb kLine{0.1, 0.1, 0.15}, kFill{0.95, 0.7, 0.3};

// The shape filled and outlined by a line 2 × reach wide, drawn (`over`: centred on the edge and
// over the fill, else under it, its outer half showing) by ours (`ours`) or by Cairo's stroke.
void draw_line(SquarePicture& pic, const ShapeFn& shape, const cairo_matrix_t& frame,
               const cairo_matrix_t& part, double reach, bool ours, bool over);

// The shape outlined `reach` wide outside and filled, the outline drawn by `grown` or by a
// stroke 2 × reach wide; `frame` is where line widths are measured, `part` where the shape is.
void draw(SquarePicture& pic, const ShapeFn& shape, const cairo_matrix_t& frame,
          const cairo_matrix_t& part, double reach, bool grown) {
  draw_line(pic, shape, frame, part, reach, grown, false);
}

void stroke_in(cairo_t* cr, const cairo_matrix_t& frame, double width) {
  cairo_save(cr);
  cairo_set_matrix(cr, &frame);
  cairo_set_line_width(cr, width);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke(cr);
  cairo_restore(cr);
}

void draw_line(SquarePicture& pic, const ShapeFn& shape, const cairo_matrix_t& frame,
               const cairo_matrix_t& part, double reach, bool ours, bool over) {
  cairo_t* cr = cairo_create(pic.surface);
  cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD);
  cairo_set_tolerance(cr, 0.25);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  cairo_set_matrix(cr, &part);
  shape(cr);
  if (over) {
    if (ours) {
      EXPECT_TRUE(fill_outlined(cr, frame, 2 * reach, kLine, kFill));
    } else {
      cairo_set_source_rgb(cr, kFill.r, kFill.g, kFill.b);
      cairo_fill_preserve(cr);
      cairo_set_source_rgb(cr, kLine.r, kLine.g, kLine.b);
      stroke_in(cr, frame, 2 * reach);
    }
    EXPECT_FALSE(cairo_has_current_point(cr)) << "the path is cleared";
    cairo_destroy(cr);
    cairo_surface_flush(pic.surface);
    return;
  }
  const bool grown = ours;
  cairo_set_source_rgb(cr, kLine.r, kLine.g, kLine.b);
  if (grown) {
    fill_grown(cr, frame, reach);
  } else {
    stroke_in(cr, frame, 2 * reach);
  }
  EXPECT_FALSE(cairo_has_current_point(cr)) << "the path is cleared";
  cairo_set_matrix(cr, &part);
  shape(cr);
  cairo_set_source_rgb(cr, kFill.r, kFill.g, kFill.b);
  cairo_fill(cr);
  cairo_destroy(cr);
  cairo_surface_flush(pic.surface);
}

int channel_difference(std::uint32_t a, std::uint32_t b) {
  int most = 0;
  for (int shift = 0; shift < 32; shift += 8) {
    most = std::max(most, std::abs(static_cast<int>((a >> shift) & 0xff) -
                                   static_cast<int>((b >> shift) & 0xff)));
  }
  return most;
}

// Within antialiasing: no pixel differs by more than a quarter of full scale, and under 2 % of
// the outline's pixels differ by more than 8 levels of 255 (the two flatten the curve apart).
void expect_same_picture(const ShapeFn& shape, const cairo_matrix_t& frame,
                         const cairo_matrix_t& part, double reach, const char* what,
                         bool over = false) {
  SquarePicture stroked, grown;
  draw_line(stroked, shape, frame, part, reach, false, over);
  draw_line(grown, shape, frame, part, reach, true, over);
  int outline = 0, differing = 0, worst = 0;
  for (int y = 0; y < kPictureSize; ++y) {
    for (int x = 0; x < kPictureSize; ++x) {
      const std::uint32_t a = stroked.at(x, y), b = grown.at(x, y);
      if ((a & 0xff) < 0x80) ++outline;  // dark: the outline's blue channel
      const int d = channel_difference(a, b);
      worst = std::max(worst, d);
      if (d > 8) ++differing;
    }
  }
  ASSERT_GT(outline, 100) << what << ": the outline is drawn";
  EXPECT_LE(worst, 64) << what;
  EXPECT_LE(differing, outline / 50) << what << " (outline pixels: " << outline << ")";
}

cairo_matrix_t matrix(double xx, double yx, double xy, double yy, double x0, double y0) {
  return {xx, yx, xy, yy, x0, y0};
}

const cairo_matrix_t kPlain = matrix(1, 0, 0, 1, 0, 0);

void circle(cairo_t* cr) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, 80, 80, 45, 0, 2 * M_PI);
  cairo_close_path(cr);
}

void capsule(cairo_t* cr) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, 80, 50, 18, M_PI, 2 * M_PI);
  cairo_arc(cr, 80, 110, 18, 0, M_PI);
  cairo_close_path(cr);
}

// Sharp corners: the round joins must show as the stroke's do.
void triangle(cairo_t* cr) {
  cairo_move_to(cr, 80, 25);
  cairo_line_to(cr, 130, 130);
  cairo_line_to(cr, 30, 130);
  cairo_close_path(cr);
}

// An inward corner: the outline stays outside it.
void l_shape(cairo_t* cr) {
  cairo_move_to(cr, 30, 30);
  cairo_line_to(cr, 70, 30);
  cairo_line_to(cr, 70, 90);
  cairo_line_to(cr, 130, 90);
  cairo_line_to(cr, 130, 130);
  cairo_line_to(cr, 30, 130);
  cairo_close_path(cr);
}

// Inward corners (an L and a notched star point).
void concave(cairo_t* cr) {
  l_shape(cr);
  cairo_move_to(cr, 100, 20);
  cairo_line_to(cr, 110, 60);
  cairo_line_to(cr, 100, 50);
  cairo_line_to(cr, 90, 60);
  cairo_close_path(cr);
}

// Two overlapping shapes (`opposite`: drawn round opposite ways).
void two_circles(cairo_t* cr, bool opposite) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, 65, 80, 35, 0, 2 * M_PI);
  cairo_close_path(cr);
  cairo_new_sub_path(cr);
  if (opposite) {
    cairo_arc_negative(cr, 100, 80, 30, 0, -2 * M_PI);
  } else {
    cairo_arc(cr, 100, 80, 30, 0, 2 * M_PI);
  }
  cairo_close_path(cr);
}

void same_ways(cairo_t* cr) {
  two_circles(cr, false);
}
void opposite_ways(cairo_t* cr) {
  two_circles(cr, true);
}

// A curve that is drawn with curve_to, not arcs (a smooth part's outline).
void bean(cairo_t* cr) {
  cairo_move_to(cr, 40, 80);
  cairo_curve_to(cr, 40, 20, 120, 20, 120, 70);
  cairo_curve_to(cr, 120, 130, 90, 100, 80, 110);
  cairo_curve_to(cr, 60, 130, 40, 120, 40, 80);
  cairo_close_path(cr);
}

TEST(RenderGrownFill, IsTheStrokeUnderTheFillForEveryKindOfShape) {
  expect_same_picture(circle, kPlain, kPlain, 4, "circle");
  expect_same_picture(capsule, kPlain, kPlain, 5, "capsule");
  expect_same_picture(triangle, kPlain, kPlain, 6, "triangle");
  expect_same_picture(concave, kPlain, kPlain, 4, "concave");
  expect_same_picture(same_ways, kPlain, kPlain, 4, "two overlapping the same way");
  expect_same_picture(bean, kPlain, kPlain, 3, "bean");
  expect_same_picture(circle, kPlain, kPlain, 0.6, "a thin line");
}

// The width is measured in the character's frame: squashed and mirrored there, rotated and
// scaled in the part's, as a posed limb is.
TEST(RenderGrownFill, MeasuresTheWidthInTheGivenFrame) {
  const cairo_matrix_t squashed_mirrored = matrix(-1.6, 0, 0, 1.2, 135, 10);
  const cairo_matrix_t turned = matrix(std::cos(0.3) * 0.5, std::sin(0.3) * 0.5,
                                       -std::sin(0.3) * 0.6, std::cos(0.3) * 0.6, 0, 0);
  cairo_matrix_t part;
  cairo_matrix_multiply(&part, &turned, &squashed_mirrored);
  expect_same_picture(bean, squashed_mirrored, part, 2.5, "bean, squashed and mirrored");
  expect_same_picture(concave, squashed_mirrored, part, 2, "concave, squashed and mirrored");
}

// The fill leaves a hole where two subpaths overlap going opposite ways; the grown outline leaves
// it too (a stroke would cross it with both circles' lines; nothing of ours is drawn so).
TEST(RenderGrownFill, AHoleInTheFillStaysAHole) {
  SquarePicture pic;
  draw(pic, opposite_ways, kPlain, kPlain, 4, true);
  EXPECT_EQ(pic.at(82, 80) & 0xffffff, 0xffffffu) << "the middle of the overlap is the paper";
  EXPECT_EQ(pic.at(82, 60) & 0xffffff, 0xffffffu);
  EXPECT_NE(pic.at(65, 80) & 0xffffff, 0xffffffu) << "the first circle is filled";
  EXPECT_LT(pic.at(28, 80) & 0xff, 0x80u) << "its outline is drawn outside it";
}

// A lone part's line is centred on its edge, over its fill: grown by half the line in the line's
// colour, then shrunk by half in the fill's, the same picture as filling and stroking.
TEST(RenderGrownFill, FilledAndOutlinedIsTheFillAndTheStroke) {
  expect_same_picture(circle, kPlain, kPlain, 4, "circle", true);
  expect_same_picture(capsule, kPlain, kPlain, 5, "capsule", true);
  expect_same_picture(triangle, kPlain, kPlain, 3, "triangle", true);
  expect_same_picture(l_shape, kPlain, kPlain, 4, "inward corner", true);
  expect_same_picture(bean, kPlain, kPlain, 3, "bean", true);
  const cairo_matrix_t squashed_mirrored = matrix(-1.6, 0, 0, 1.2, 135, 10);
  const cairo_matrix_t turned = matrix(std::cos(0.3) * 0.5, std::sin(0.3) * 0.5,
                                       -std::sin(0.3) * 0.6, std::cos(0.3) * 0.6, 0, 0);
  cairo_matrix_t part;
  cairo_matrix_multiply(&part, &turned, &squashed_mirrored);
  expect_same_picture(bean, squashed_mirrored, part, 2.5, "bean, squashed and mirrored", true);
}

// Thinner than its line, too sharp a point for an inner edge, or two subpaths (each one's line
// crosses the other when stroked): nothing drawn, the path kept for the fill and the stroke.
TEST(RenderGrownFill, AShapeThinnerThanItsLineIsLeftToTheStroke) {
  auto thin = [](cairo_t* cr) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, 80, 40, 3, M_PI, 2 * M_PI);
    cairo_arc(cr, 80, 120, 3, 0, M_PI);
    cairo_close_path(cr);
  };
  auto needle = [](cairo_t* cr) {
    cairo_move_to(cr, 80, 10);
    cairo_line_to(cr, 90, 150);
    cairo_line_to(cr, 70, 150);
    cairo_close_path(cr);
  };
  for (const ShapeFn& shape : {ShapeFn(thin), ShapeFn(needle), ShapeFn(same_ways)}) {
    SquarePicture pic;
    cairo_t* cr = cairo_create(pic.surface);
    shape(cr);
    EXPECT_FALSE(fill_outlined(cr, kPlain, 8, kLine, kFill));
    EXPECT_TRUE(cairo_has_current_point(cr)) << "the path is kept";
    cairo_destroy(cr);
    cairo_surface_flush(pic.surface);
    for (int y = 0; y < kPictureSize; ++y) {
      for (int x = 0; x < kPictureSize; ++x)
        ASSERT_EQ(pic.at(x, y), 0u) << "nothing drawn";
    }
  }
}

// A line far wider than the picture (a stranger's huge placement) costs a bounded number of
// pieces a join and covers the picture.
TEST(RenderGrownFill, AHugeLineIsBoundedAndCoversThePicture) {
  SquarePicture pic;
  cairo_t* cr = cairo_create(pic.surface);
  circle(cr);
  cairo_set_source_rgb(cr, 0, 0, 0);
  fill_grown(cr, kPlain, 1e9);
  circle(cr);
  EXPECT_FALSE(fill_outlined(cr, kPlain, 1e9, kLine, kFill)) << "far thinner than its line";
  cairo_new_path(cr);
  EXPECT_EQ(cairo_status(cr), CAIRO_STATUS_SUCCESS);
  cairo_destroy(cr);
  cairo_surface_flush(pic.surface);
  EXPECT_EQ(pic.at(0, 0), 0xff000000u);
  EXPECT_EQ(pic.at(kPictureSize - 1, kPictureSize - 1), 0xff000000u);
}

TEST(RenderGrownFill, ANothingPathDrawsNothing) {
  SquarePicture pic;
  cairo_t* cr = cairo_create(pic.surface);
  cairo_move_to(cr, 50, 50);  // a lone point: no outline
  cairo_set_source_rgb(cr, 0, 0, 0);
  fill_grown(cr, kPlain, 5);
  cairo_destroy(cr);
  cairo_surface_flush(pic.surface);
  for (int y = 0; y < kPictureSize; ++y) {
    for (int x = 0; x < kPictureSize; ++x)
      ASSERT_EQ(pic.at(x, y), 0u);
  }
}

}  // namespace
}  // namespace jt::render
