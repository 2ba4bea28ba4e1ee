// fill_solid (solid_fill.h): a solid fill rasterized by the exact area over each pixel must be the
// picture Cairo's own fill gives (which samples 15 sub-rows a pixel, so edges differ a little),
// with the exact coverage where geometry says what it is, inside its clip, at any size.
#include <gtest/gtest.h>

#include <cairo.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "solid_fill.h"

namespace jt::render {
namespace {

using ShapeFn = std::function<void(cairo_t*)>;

struct CairoPicture {
  int width, height;
  cairo_surface_t* surface;
  CairoPicture(int w, int h)
      : width(w), height(h), surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)) {}
  ~CairoPicture() { cairo_surface_destroy(surface); }
  CairoPicture(const CairoPicture&) = delete;
  CairoPicture& operator=(const CairoPicture&) = delete;
  std::uint32_t at(int x, int y) const {
    const auto* row = cairo_image_surface_get_data(surface) +
                      static_cast<std::ptrdiff_t>(y) * cairo_image_surface_get_stride(surface);
    return reinterpret_cast<const std::uint32_t*>(row)[x];
  }
};

int channel(std::uint32_t pixel, int k) {
  return static_cast<int>((pixel >> (8 * k)) & 0xff);
}

// A context as the canvas makes one: antialiased, the characters' tolerance; a background the
// same for both ways (a white to blue gradient, or clear).
cairo_t* context(CairoPicture& pic, bool background = true) {
  cairo_t* cr = cairo_create(pic.surface);
  cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD);
  cairo_set_tolerance(cr, 0.25);
  if (background) {
    cairo_pattern_t* g = cairo_pattern_create_linear(0, 0, pic.width, pic.height);
    cairo_pattern_add_color_stop_rgb(g, 0, 1, 1, 1);
    cairo_pattern_add_color_stop_rgb(g, 1, 0.2, 0.4, 0.9);
    cairo_set_source(cr, g);
    cairo_paint(cr);
    cairo_pattern_destroy(g);
  }
  return cr;
}

struct Colour {
  double r, g, b, a;
};

// The shape filled in `colour`, by ours or by Cairo's fill.
void draw(CairoPicture& pic, const ShapeFn& shape, Colour colour, bool ours,
          cairo_fill_rule_t rule = CAIRO_FILL_RULE_WINDING) {
  cairo_t* cr = context(pic);
  cairo_set_fill_rule(cr, rule);
  shape(cr);
  cairo_set_source_rgba(cr, colour.r, colour.g, colour.b, colour.a);
  if (ours) {
    fill_solid(cr);
  } else {
    cairo_fill(cr);
  }
  EXPECT_FALSE(cairo_has_current_point(cr)) << "the path is cleared";
  EXPECT_EQ(cairo_status(cr), CAIRO_STATUS_SUCCESS);
  cairo_destroy(cr);
  cairo_surface_flush(pic.surface);
}

struct Difference {
  int most = 0;       // the largest difference of a channel
  int over_8 = 0;     // pixels with a channel more than 8 apart
  int differing = 0;  // pixels not the same bytes
};

Difference compare(const CairoPicture& a, const CairoPicture& b) {
  Difference d;
  for (int y = 0; y < a.height; ++y) {
    for (int x = 0; x < a.width; ++x) {
      int most = 0;
      for (int k = 0; k < 4; ++k)
        most = std::max(most, std::abs(channel(a.at(x, y), k) - channel(b.at(x, y), k)));
      d.most = std::max(d.most, most);
      d.over_8 += most > 8;
      d.differing += most > 0;
    }
  }
  return d;
}

void circle(cairo_t* cr, double x, double y, double r, bool reversed = false) {
  cairo_new_sub_path(cr);
  if (reversed) {
    cairo_arc_negative(cr, x, y, r, 0, -2 * M_PI);
  } else {
    cairo_arc(cr, x, y, r, 0, 2 * M_PI);
  }
  cairo_close_path(cr);
}

void star(cairo_t* cr) {  // a pentagram: its middle is wound twice
  for (int k = 0; k < 5; ++k) {
    const double a = -M_PI / 2 + k * 4 * M_PI / 5;
    const double x = 80.3 + 60 * std::cos(a), y = 80.6 + 60 * std::sin(a);
    if (k == 0) {
      cairo_move_to(cr, x, y);
    } else {
      cairo_line_to(cr, x, y);
    }
  }
  cairo_close_path(cr);
}

struct Case {
  std::string name;
  ShapeFn shape;
  cairo_fill_rule_t rule = CAIRO_FILL_RULE_WINDING;
  int crossings = 0;  // points where its edges cross
};

std::vector<Case> cases() {
  return {
      {"circle", [](cairo_t* cr) { circle(cr, 80.2, 77.7, 50.3); }},
      {"small circle", [](cairo_t* cr) { circle(cr, 40.4, 40.6, 2.2); }},
      {"star, nonzero", star, CAIRO_FILL_RULE_WINDING, 5},
      {"star, even-odd", star, CAIRO_FILL_RULE_EVEN_ODD, 5},
      {"two circles overlapping",
       [](cairo_t* cr) {
         circle(cr, 60, 80, 40);
         circle(cr, 100.5, 80.25, 40);
       },
       CAIRO_FILL_RULE_WINDING, 2},
      {"a ring (a hole wound the other way)",
       [](cairo_t* cr) {
         circle(cr, 80, 80, 60);
         circle(cr, 80.3, 79.6, 30, true);
       }},
      {"a thin sliver, turned",
       [](cairo_t* cr) {
         cairo_translate(cr, 80, 80);
         cairo_rotate(cr, 0.37);
         cairo_rectangle(cr, -70, -0.65, 140, 1.3);
       }},
      {"a curved blob",
       [](cairo_t* cr) {
         cairo_move_to(cr, 20.5, 120);
         cairo_curve_to(cr, 10, 20, 150, 10, 140.7, 90.2);
         cairo_curve_to(cr, 130, 160, 60, 100, 20.5, 120);
         cairo_close_path(cr);
       }},
      {"partly off the picture", [](cairo_t* cr) { circle(cr, 5.5, 150.25, 40); }},
  };
}

TEST(RenderSolidFill, IsCairosFillButForTheEdgesSampling) {
  for (const Colour colour : {Colour{0.9, 0.4, 0.1, 1}, Colour{0.1, 0.5, 0.3, 0.6}}) {
    for (const Case& c : cases()) {
      SCOPED_TRACE(c.name + (colour.a < 1 ? ", translucent" : ", opaque"));
      CairoPicture ours(160, 160), cairos(160, 160);
      draw(ours, c.shape, colour, true, c.rule);
      draw(cairos, c.shape, colour, false, c.rule);
      const Difference d = compare(ours, cairos);
      // Cairo's coverage is sampled in fifteenths of a row: an edge's pixel may differ by
      // about one fifteenth of the colour's step from the background (17 levels at most).
      // Where two edges cross inside a pixel, the areas on their sides add (the winding's
      // area, not the union's): those few pixels may be off by up to half their coverage.
      EXPECT_LE(d.most, c.crossings == 0 ? 20 : 128);
      EXPECT_LE(d.over_8, 60 + 4 * c.crossings) << "a few pixels of the edges, no more";
      EXPECT_GT(d.differing, 0) << "drawn by ours, not by Cairo (the same bytes)";
    }
  }
}

// What the exact area over a pixel gives, blended as pixman blends black over white: the
// coverage in 255ths, rounded, taken from white.
int white_under_black(double area) {
  return 255 - static_cast<int>(area * 255 + 0.5);
}

TEST(RenderSolidFill, CoversEachPixelByTheExactAreaOverIt) {
  CairoPicture pic(64, 64);
  cairo_t* cr = context(pic, false);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  cairo_rectangle(cr, 10.25, 20.5, 20.5, 19.625);  // x 10.25 to 30.75, y 20.5 to 40.125
  cairo_move_to(cr, 40, 10);                       // a triangle: its diagonal halves pixels
  cairo_line_to(cr, 60, 10);
  cairo_line_to(cr, 60, 30);
  cairo_close_path(cr);
  cairo_set_source_rgb(cr, 0, 0, 0);
  fill_solid(cr);
  cairo_destroy(cr);
  cairo_surface_flush(pic.surface);
  const auto red = [&](int x, int y) { return channel(pic.at(x, y), 2); };
  EXPECT_EQ(red(20, 30), 0) << "inside";
  EXPECT_EQ(red(9, 30), 255) << "outside";
  EXPECT_EQ(red(10, 30), white_under_black(0.75));
  EXPECT_EQ(red(30, 30), white_under_black(0.75));
  EXPECT_EQ(red(20, 20), white_under_black(0.5));
  EXPECT_EQ(red(20, 40), white_under_black(0.125));
  EXPECT_EQ(red(10, 20), white_under_black(0.75 * 0.5)) << "a corner: the product";
  EXPECT_EQ(red(30, 40), white_under_black(0.75 * 0.125));
  for (int k = 0; k < 20; ++k) {
    EXPECT_EQ(red(40 + k, 10 + k), white_under_black(0.5)) << "on the diagonal at " << k;
  }
}

// The area of the unit pixel square at (x, y) inside the convex polygon `shape` (counter-
// clockwise in picture coordinates): the square cut by each of its edges, then measured.
double area_inside(int x, int y, const std::vector<std::array<double, 2>>& shape) {
  std::vector<std::array<double, 2>> piece{
      {double(x), double(y)}, {x + 1.0, double(y)}, {x + 1.0, y + 1.0}, {double(x), y + 1.0}};
  for (std::size_t e = 0; e < shape.size(); ++e) {
    const auto a = shape[e], b = shape[(e + 1) % shape.size()];
    const auto side = [&](const std::array<double, 2>& p) {
      return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    };
    std::vector<std::array<double, 2>> cut;
    for (std::size_t i = 0; i < piece.size(); ++i) {
      const auto p = piece[i], q = piece[(i + 1) % piece.size()];
      const double sp = side(p), sq = side(q);
      if (sp >= 0) cut.push_back(p);
      if ((sp >= 0) != (sq >= 0)) {
        const double t = sp / (sp - sq);
        cut.push_back({p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])});
      }
    }
    piece = cut;
  }
  double area = 0;
  for (std::size_t i = 0; i < piece.size(); ++i) {
    const auto p = piece[i], q = piece[(i + 1) % piece.size()];
    area += p[0] * q[1] - q[0] * p[1];
  }
  return std::abs(area) / 2;
}

TEST(RenderSolidFill, EveryPixelOfATriangleIsItsExactArea) {
  // Edges at every slope: steep, shallow, a pixel's width a row and many, both ways.
  const std::vector<std::vector<std::array<double, 2>>> triangles{
      {{10.3, 10.7}, {150.2, 100.1}, {20.6, 140.4}},
      {{5.5, 80.25}, {150.75, 70.1}, {140.2, 95.3}},
      {{80.1, 5.2}, {84.9, 150.6}, {60.3, 120.8}},
      {{20.2, 60.6}, {150.1, 20.3}, {100.7, 150.9}}};
  for (const auto& shape : triangles) {
    CairoPicture pic(160, 160);
    cairo_t* cr = context(pic, false);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    for (std::size_t i = 0; i < shape.size(); ++i) {
      if (i == 0) {
        cairo_move_to(cr, shape[i][0], shape[i][1]);
      } else {
        cairo_line_to(cr, shape[i][0], shape[i][1]);
      }
    }
    cairo_close_path(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    fill_solid(cr);
    cairo_destroy(cr);
    cairo_surface_flush(pic.surface);
    // area_inside wants the corners counter-clockwise on screen (y down): left of each edge.
    auto ccw = shape;
    const double turn = (ccw[1][0] - ccw[0][0]) * (ccw[2][1] - ccw[0][1]) -
                        (ccw[1][1] - ccw[0][1]) * (ccw[2][0] - ccw[0][0]);
    if (turn < 0) std::swap(ccw[1], ccw[2]);
    int worst = 0;
    for (int y = 0; y < 160; ++y) {
      for (int x = 0; x < 160; ++x) {
        const int want = white_under_black(area_inside(x, y, ccw));
        worst = std::max(worst, std::abs(channel(pic.at(x, y), 2) - want));
      }
    }
    EXPECT_LE(worst, 1) << "corner " << shape[0][0] << "," << shape[0][1];
  }
}

TEST(RenderSolidFill, ATranslucentColourIsCairosInside) {
  // Inside a shape the blend is pixman's: the same bytes as Cairo's fill.
  const Colour colour{0.31, 0.62, 0.93, 0.55};
  CairoPicture ours(160, 160), cairos(160, 160);
  const ShapeFn square = [](cairo_t* cr) { cairo_rectangle(cr, 20, 20, 120, 120); };
  draw(ours, square, colour, true);
  draw(cairos, square, colour, false);
  EXPECT_EQ(compare(ours, cairos).differing, 0);
}

TEST(RenderSolidFill, DrawsOnlyInsideItsClip) {
  for (const bool ours : {true, false}) {
    CairoPicture pic(100, 100);
    cairo_t* cr = context(pic, false);
    cairo_rectangle(cr, 20, 30, 40, 25);
    cairo_clip(cr);
    circle(cr, 50, 50, 45);
    cairo_set_source_rgb(cr, 1, 0, 0);
    if (ours) {
      fill_solid(cr);
    } else {
      cairo_fill(cr);
    }
    cairo_destroy(cr);
    cairo_surface_flush(pic.surface);
    for (int y = 0; y < 100; ++y) {
      for (int x = 0; x < 100; ++x) {
        const bool inside = x >= 20 && x < 60 && y >= 30 && y < 55;
        ASSERT_EQ(pic.at(x, y), inside ? 0xffff0000u : 0u)
            << x << "," << y << (ours ? "" : " (Cairo)");
      }
    }
  }
}

TEST(RenderSolidFill, ShapesFarOffThePictureAreCutExactly) {
  CairoPicture pic(120, 80);
  cairo_t* cr = context(pic, false);
  // Corners millions of pixels away (Cairo holds coordinates to 8.4 million): a band across the
  // picture from y = 30.5 to 60, and a triangle whose long edge crosses it at a slant.
  cairo_rectangle(cr, -4e6, 30.5, 8e6, 29.5);
  cairo_set_source_rgb(cr, 0, 0, 1);
  fill_solid(cr);
  cairo_move_to(cr, -3e6, -3e6);
  cairo_line_to(cr, 3e6 + 60, 3e6);  // the line y = x - 30 near the picture (slope 1 to 1e-7)
  cairo_line_to(cr, -3e6, 3e6);
  cairo_close_path(cr);
  cairo_set_source_rgb(cr, 1, 0, 0);
  fill_solid(cr);
  cairo_destroy(cr);
  cairo_surface_flush(pic.surface);
  for (int x = 65; x < 120; ++x) {  // right of the triangle
    EXPECT_EQ(pic.at(x, 29), 0u);
    EXPECT_EQ(channel(pic.at(x, 30), 3), 128) << "half a row at " << x;
  }
  // Left of the slant everything is red; the slant halves the pixels it crosses.
  EXPECT_EQ(pic.at(5, 70), 0xffff0000u);
  EXPECT_EQ(pic.at(115, 5), 0u);
  EXPECT_NEAR(channel(pic.at(80, 50), 2), 128, 1) << "the slant through pixel (80, 50)";
}

TEST(RenderSolidFill, APolygonOfPointsFarOffOrNoNumbersIsSafe) {
  CairoPicture pic(160, 120);
  cairo_t* cr = context(pic, false);
  cairo_set_source_rgb(cr, 0, 0, 1);
  PolygonFill far(cr);
  ASSERT_TRUE(far.direct());
  // A corner at 1e300 (and one at infinity): the edge from it is level at the picture.
  far.add(10, 10, true);
  far.add(1e300, 10, false);
  far.add(std::numeric_limits<double>::infinity(), 100, false);
  far.add(10, 100, false);
  far.fill();
  PolygonFill none(cr);  // a point that is no number: nothing drawn, no time lost
  none.add(0, 0, true);
  none.add(std::nan(""), 50, false);
  none.add(150, 110, false);
  none.fill();
  cairo_destroy(cr);
  cairo_surface_flush(pic.surface);
  for (int y = 0; y < 120; ++y) {
    for (int x = 0; x < 160; ++x) {
      const bool inside = x >= 10 && y >= 10 && y < 100;
      ASSERT_NEAR(channel(pic.at(x, y), 3), inside ? 255 : 0, 1) << x << "," << y;
    }
  }
}

TEST(RenderSolidFill, AShapeTallerThanItsBufferIsDrawnInBands) {
  // The raster holds about a million cells: 4000 wide, a band is 262 rows.
  CairoPicture ours(4000, 700), cairos(4000, 700);
  const ShapeFn shape = [](cairo_t* cr) {
    circle(cr, 2000.5, 350.25, 340);
    circle(cr, 600, 200, 150);
  };
  draw(ours, shape, {0.2, 0.3, 0.4, 1}, true);
  draw(cairos, shape, {0.2, 0.3, 0.4, 1}, false);
  const Difference d = compare(ours, cairos);
  EXPECT_LE(d.most, 20);
  EXPECT_LE(d.over_8, 200);
}

TEST(RenderSolidFill, LeavesToCairoWhatIsNotOneColourInAClipOfOneBox) {
  // A gradient, a clip that is no rectangle, a group: Cairo's fill, the same bytes.
  const auto both = [](const std::function<void(cairo_t*)>& setup) {
    CairoPicture ours(80, 80), cairos(80, 80);
    for (CairoPicture* pic : {&ours, &cairos}) {
      cairo_t* cr = context(*pic);
      setup(cr);
      circle(cr, 40.3, 40.7, 30);
      if (pic == &ours) {
        fill_solid(cr);
      } else {
        cairo_fill(cr);
      }
      if (cairo_get_group_target(cr) != cairo_get_target(cr)) {
        cairo_pop_group_to_source(cr);
        cairo_paint(cr);
      }
      cairo_destroy(cr);
      cairo_surface_flush(pic->surface);
    }
    return compare(ours, cairos).differing;
  };
  EXPECT_EQ(both([](cairo_t* cr) {
              cairo_pattern_t* g = cairo_pattern_create_linear(0, 0, 80, 0);
              cairo_pattern_add_color_stop_rgb(g, 0, 1, 0, 0);
              cairo_pattern_add_color_stop_rgb(g, 1, 0, 0, 1);
              cairo_set_source(cr, g);
              cairo_pattern_destroy(g);
            }),
            0);
  EXPECT_EQ(both([](cairo_t* cr) {
              circle(cr, 30, 30, 25);
              cairo_clip(cr);
              cairo_set_source_rgb(cr, 0, 1, 0);
            }),
            0);
  EXPECT_EQ(both([](cairo_t* cr) {
              cairo_push_group(cr);
              cairo_set_source_rgb(cr, 0, 0, 1);
            }),
            0);
}

TEST(RenderSolidFill, PreserveKeepsThePath) {
  CairoPicture pic(40, 40);
  cairo_t* cr = context(pic);
  circle(cr, 20, 20, 10);
  cairo_set_source_rgb(cr, 0, 0, 0);
  fill_solid_preserve(cr);
  EXPECT_TRUE(cairo_has_current_point(cr));
  double x0, y0, x1, y1;
  cairo_path_extents(cr, &x0, &y0, &x1, &y1);
  EXPECT_NEAR(x0, 10, 1e-6);
  EXPECT_NEAR(x1, 30, 1e-6);
  cairo_destroy(cr);
}

}  // namespace
}  // namespace jt::render
