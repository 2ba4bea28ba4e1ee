// Each shape type's outline (render/src/shape_path.cpp) as docs/SHAPES.md §1 describes it, seen
// through Cairo's own geometry queries (the path's extents, which points it fills): no pixels.
#include <gtest/gtest.h>

#include <cairo.h>

#include <memory>
#include <vector>

#include "jt/render/character.h"
#include "shape_path.h"

namespace jt::render {
namespace {

// A context to build paths on (the surface is never drawn).
class ShapePathContext {
 public:
  ShapePathContext()
      : surface_(cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1), cairo_surface_destroy),
        cr_(cairo_create(surface_.get()), cairo_destroy) {}
  cairo_t* get() const { return cr_.get(); }

 private:
  std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface_;
  std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cr_;
};

struct ShapeExtents {
  double x0, y0, x1, y1;
};

ShapeExtents path_extents(cairo_t* cr) {
  ShapeExtents e{};
  cairo_path_extents(cr, &e.x0, &e.y0, &e.x1, &e.y1);
  return e;
}

void expect_extents(cairo_t* cr, double x0, double y0, double x1, double y1) {
  const ShapeExtents e = path_extents(cr);
  EXPECT_NEAR(e.x0, x0, 1e-6);
  EXPECT_NEAR(e.y0, y0, 1e-6);
  EXPECT_NEAR(e.x1, x1, 1e-6);
  EXPECT_NEAR(e.y1, y1, 1e-6);
}

bool shape_fills(cairo_t* cr, double x, double y) {
  return cairo_in_fill(cr, x, y) != 0;
}

Shape box_shape(ShapeType type, double w, double h, double ox = 0, double oy = 0) {
  Shape s;
  s.type = type;
  s.w = w;
  s.h = h;
  s.ox = ox;
  s.oy = oy;
  return s;
}

TEST(ShapePath, AnEllipseFillsItsBoxAroundItsOffset) {
  ShapePathContext c;
  shape_path(c.get(), box_shape(ShapeType::kEllipse, 20, 10, 5, 5));
  expect_extents(c.get(), -5, 0, 15, 10);
  EXPECT_TRUE(shape_fills(c.get(), 5, 5));
  EXPECT_TRUE(shape_fills(c.get(), 14.5, 5));
  EXPECT_FALSE(shape_fills(c.get(), 14.5, 9.5));  // the box's corner
}

TEST(ShapePath, ACapsuleHasHalfCircleEnds) {
  ShapePathContext c;
  shape_path(c.get(), box_shape(ShapeType::kCapsule, 10, 30));
  expect_extents(c.get(), -5, -15, 5, 15);
  EXPECT_TRUE(shape_fills(c.get(), 4.5, 0));       // the straight side
  EXPECT_TRUE(shape_fills(c.get(), 0, -14.5));     // the top of the round end
  EXPECT_FALSE(shape_fills(c.get(), 4.5, -14.5));  // radius w/2 = 5 about (0,-10): 6.4 away
}

TEST(ShapePath, AHorizontalCapsuleHasRoundEndsLeftAndRight) {
  ShapePathContext c;
  shape_path(c.get(), box_shape(ShapeType::kHcapsule, 30, 10));
  expect_extents(c.get(), -15, -5, 15, 5);
  EXPECT_TRUE(shape_fills(c.get(), 0, 4.5));
  EXPECT_FALSE(shape_fills(c.get(), -14.5, 4.5));
}

TEST(ShapePath, ATriangleHasItsApexAtTheTopCentre) {
  ShapePathContext c;
  shape_path(c.get(), box_shape(ShapeType::kTri, 20, 20));
  expect_extents(c.get(), -10, -10, 10, 10);
  EXPECT_TRUE(shape_fills(c.get(), 0, -9));
  EXPECT_FALSE(shape_fills(c.get(), -9, -9));
  EXPECT_TRUE(shape_fills(c.get(), -9, 9.5));  // the base along the bottom
}

TEST(ShapePath, ARoundedRectangleRoundsItsCornersByR) {
  ShapePathContext c;
  Shape s = box_shape(ShapeType::kRrect, 20, 10);
  s.r = 3;
  shape_path(c.get(), s);
  expect_extents(c.get(), -10, -5, 10, 5);
  EXPECT_TRUE(shape_fills(c.get(), -9.5, 0));
  EXPECT_FALSE(shape_fills(c.get(), -9.7, -4.7));  // 3.8 from the corner's centre (-7,-2)
  EXPECT_TRUE(shape_fills(c.get(), -8.5, -3.5));   // 2.1 from it
}

TEST(ShapePath, ARadiusIsHeldToHalfTheShorterSide) {
  ShapePathContext c;
  rounded_rect(c.get(), 0, 0, 20, 10, 100);  // becomes 5: a horizontal capsule
  expect_extents(c.get(), 0, 0, 20, 10);
  EXPECT_TRUE(shape_fills(c.get(), 0.5, 5));
  EXPECT_FALSE(shape_fills(c.get(), 0.5, 0.5));
  EXPECT_TRUE(shape_fills(c.get(), 10, 0.2));  // the straight top from x = 5 to 15
}

TEST(ShapePath, PolyOutlinesAreOffsetAndFilledNonZero) {
  ShapePathContext c;
  Shape s = box_shape(ShapeType::kPoly, 0, 0, 1, 0);
  // Two squares wound the same way, the second inside the first: non-zero fills the hole too.
  s.subs = {{{0, 0}, {10, 0}, {10, 10}, {0, 10}}, {{2, 2}, {8, 2}, {8, 8}, {2, 8}}};
  shape_path(c.get(), s);
  expect_extents(c.get(), 1, 0, 11, 10);
  EXPECT_FALSE(shape_fills(c.get(), 0.5, 5));
  EXPECT_TRUE(shape_fills(c.get(), 1.5, 5));
  EXPECT_TRUE(shape_fills(c.get(), 6, 5));
}

TEST(ShapePath, StrokesAreOpenLines) {
  ShapePathContext c;
  Shape s = box_shape(ShapeType::kStrokes, 0, 0, 2, 3);
  s.lines = {{0, 0, 4, 0}, {0, 2, 4, 2}};
  shape_path(c.get(), s);
  expect_extents(c.get(), 2, 3, 6, 5);
  cairo_path_t* path = cairo_copy_path(c.get());
  int closes = 0, moves = 0;
  for (int i = 0; i < path->num_data; i += path->data[i].header.length) {
    closes += path->data[i].header.type == CAIRO_PATH_CLOSE_PATH;
    moves += path->data[i].header.type == CAIRO_PATH_MOVE_TO;
  }
  cairo_path_destroy(path);
  EXPECT_EQ(closes, 0);
  EXPECT_EQ(moves, 2);
}

TEST(ShapePath, SmoothHandlesAreASixthOfTheNeighboursDifference) {
  // A closed Catmull-Rom curve through a square's corners, from (0,0) to (10,0): the handles are
  // (0,0) + ((10,0) - (0,10)) / 6 and (10,0) - ((10,10) - (0,0)) / 6.
  const std::vector<Point> square = {{0, 0}, {10, 0}, {10, 10}, {0, 10}};
  Point c1, c2;
  smooth_handles(square, 0, c1, c2);
  EXPECT_DOUBLE_EQ(c1.x, 10.0 / 6);
  EXPECT_DOUBLE_EQ(c1.y, -10.0 / 6);
  EXPECT_DOUBLE_EQ(c2.x, 10 - 10.0 / 6);
  EXPECT_DOUBLE_EQ(c2.y, -10.0 / 6);
  // The last point's segment wraps round to the first: from (0,10) to (0,0).
  smooth_handles(square, 3, c1, c2);
  EXPECT_DOUBLE_EQ(c1.x, (0 - 10) / 6.0);  // (0,10) + ((0,0) - (10,10)) / 6
  EXPECT_DOUBLE_EQ(c1.y, 10 - 10.0 / 6);
  EXPECT_DOUBLE_EQ(c2.x, -10.0 / 6);  // (0,0) - ((10,0) - (0,10)) / 6
  EXPECT_DOUBLE_EQ(c2.y, 10.0 / 6);
}

TEST(ShapePath, ASmoothPolyPassesThroughItsPoints) {
  ShapePathContext c;
  Shape s = box_shape(ShapeType::kPoly, 0, 0);
  s.smooth = true;
  s.subs = {{{0, 0}, {10, 0}, {10, 10}, {0, 10}}};
  shape_path(c.get(), s);
  // The curve bulges out past the corners' square between them: (5,-1) is inside.
  EXPECT_TRUE(shape_fills(c.get(), 5, -1));
  EXPECT_TRUE(shape_fills(c.get(), 5, 5));
  EXPECT_FALSE(shape_fills(c.get(), 5, -3));
}

}  // namespace
}  // namespace jt::render
