#include "character_bounds.h"

#include <algorithm>
#include <cmath>

#include "shape_extent.h"

namespace jt::render {
namespace {

// The widest line any style strokes along a silhouette, in outline weights on each side of the
// path: bold's chained outline under the fill (2.2 weights, doubled, halved outside), crayon's
// wobble, soft's offset shadow, with room to spare.
constexpr double kReach = 3;
constexpr double kAntialias = 4;  // device pixels: edges, crayon's and the hatch's pixel minimums

struct Extent {
  double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;

  void add(const Shape& shape, const Affine& m, double pad) {
    x0 = std::min(x0, -farthest_along(shape, m, {-1, 0}) - pad);
    x1 = std::max(x1, farthest_along(shape, m, {1, 0}) + pad);
    y0 = std::min(y0, -farthest_along(shape, m, {0, -1}) - pad);
    y1 = std::max(y1, farthest_along(shape, m, {0, 1}) + pad);
  }
};

// A box in the face's part frame around everything draw_face may put there: eyes with their
// brows and cheeks, the mouth open as wide and as deep as any shape opens it, a beak open.
Shape face_box(const Face& f) {
  const double eye_l = f.eye_cx - f.eye_x - 2 * f.eye_r, eye_r = f.eye_cx + f.eye_x + 2 * f.eye_r;
  const double eye_t = f.eye_y - 3 * f.eye_r, eye_b = f.eye_y + 2.5 * f.eye_r;
  double half = f.mouth_w * 1.3, top = f.mouth_h * 1.5, bottom = f.mouth_h * 3.2;
  if (f.beak) {
    half = std::max(half, f.beak->w * 0.6);
    top = std::max(top, f.beak->h * 0.5);
    bottom = std::max(bottom, f.beak->h * 1.6);
  }
  const double x0 = std::min(eye_l, f.mouth_x - half), x1 = std::max(eye_r, f.mouth_x + half);
  const double y0 = std::min(eye_t, f.mouth_y - top), y1 = std::max(eye_b, f.mouth_y + bottom);
  return Shape{.type = ShapeType::kRrect,
               .w = x1 - x0,
               .h = y1 - y0,
               .ox = (x0 + x1) / 2,
               .oy = (y0 + y1) / 2};
}

Affine affine_of(const cairo_matrix_t& m) {
  return {m.xx, m.yx, m.xy, m.yy, m.x0, m.y0};
}

// Pixel edges out of device coordinates, held where an int holds them (a pose far off the
// picture, or no number at all, gives an empty box or one clamped by the canvas).
PixelBox pixels_of(const Extent& e) {
  if (!(e.x0 <= e.x1) || !(e.y0 <= e.y1)) return {};
  auto edge = [](double v) { return static_cast<int>(std::clamp(v, -1e9, 1e9)); };
  return {edge(std::floor(e.x0)), edge(std::floor(e.y0)), edge(std::ceil(e.x1)),
          edge(std::ceil(e.y1))};
}

}  // namespace

PixelBox character_bounds(const Skeleton& skeleton, const cairo_matrix_t& character, double line) {
  const Affine device = affine_of(character);
  const double px_per_unit =
      std::sqrt(std::abs(character.xx * character.yy - character.xy * character.yx));
  const double pad = kReach * line * px_per_unit + kAntialias;
  Extent e;
  const auto& parts = skeleton.view->parts;
  for (std::size_t i = 0; i < parts.size() && i < skeleton.places.size(); ++i) {
    const Part& p = parts[i];
    const Affine m = device.then(skeleton.places[i].world);
    if (p.shape) {
      // A strokes part's lines are as wide as it says (bold: 1.5 times).
      const double lines = p.shape->type == ShapeType::kStrokes ? p.shape->lw * px_per_unit : 0;
      e.add(*p.shape, m, pad + lines);
    }
    if (p.face) e.add(face_box(*p.face), m, pad);
  }
  return pixels_of(e);
}

PixelBox role_bounds(const Skeleton& skeleton, const cairo_matrix_t& character,
                     std::string_view role) {
  const Affine device = affine_of(character);
  Extent e;
  const auto& parts = skeleton.view->parts;
  for (std::size_t i = 0; i < parts.size() && i < skeleton.places.size(); ++i) {
    if (parts[i].shape && parts[i].role == role)
      e.add(*parts[i].shape, device.then(skeleton.places[i].world), 0);
  }
  return pixels_of(e);
}

PixelBox device_box(cairo_t* cr, double x0, double y0, double x1, double y1, double pad) {
  Extent e;
  for (double x : {x0, x1}) {
    for (double y : {y0, y1}) {
      double dx = x, dy = y;
      cairo_user_to_device(cr, &dx, &dy);
      e.x0 = std::min(e.x0, dx - pad);
      e.x1 = std::max(e.x1, dx + pad);
      e.y0 = std::min(e.y0, dy - pad);
      e.y1 = std::max(e.y1, dy + pad);
    }
  }
  return pixels_of(e);
}

PixelBox united(const PixelBox& a, const PixelBox& b) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  return {std::min(a.x0, b.x0), std::min(a.y0, b.y0), std::max(a.x1, b.x1), std::max(a.y1, b.y1)};
}

}  // namespace jt::render
