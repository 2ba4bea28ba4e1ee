#include "part_painter.h"

#include <algorithm>

#include "color.h"
#include "shape_path.h"

namespace jt::render {
namespace {

constexpr Rgb kNoFill{0.6, 0.6, 0.6};
// How far a flattened curve may stray from the true one, device pixels. Cairo's 0.1 cuts a big
// part's curves into many more segments than an antialiased edge can show; 0.25 keeps every edge
// within a quarter pixel (the look does not change) and strokes and fills get cheaper.
constexpr double kTolerance = 0.25;

cairo_matrix_t to_cairo(const Affine& a) { return {a.xx, a.yx, a.xy, a.yy, a.x0, a.y0}; }

}  // namespace

PartPainter::PartPainter(cairo_t* cr, const Skeleton& skeleton, const Ink& ink,
                         const FaceState& face)
    : cr_(cr), sk_(skeleton), ink_(ink), face_(face), behind_(skeleton.places.size()) {
  cairo_set_tolerance(cr_, kTolerance);
  for (std::size_t i = 0; i < sk_.places.size(); ++i) {
    const int b = sk_.places[i].behind;
    if (b >= 0 && static_cast<std::size_t>(b) < behind_.size()) {
      behind_[static_cast<std::size_t>(b)].push_back(static_cast<int>(i));
    }
  }
}

const Part& PartPainter::part(int i) const { return sk_.view->parts[static_cast<std::size_t>(i)]; }
const PartPlace& PartPainter::place(int i) const { return sk_.places[static_cast<std::size_t>(i)]; }

bool PartPainter::in_order(int i) const { return !place(i).lifted && place(i).behind < 0; }

void PartPainter::draw(int i) {
  const Part& p = part(i);
  for (int moved : behind_[static_cast<std::size_t>(i)]) draw(moved);
  for (int child : p.children) {
    if (in_order(child) && part(child).z < 0) draw(child);
  }
  paint_shape(i, p);
  // The face sits among the part's children by its own z: children below it are drawn first
  // (a fringe under the brows when the face's z is above the fringe's).
  const double face_z = p.face ? std::max(0.0, p.face->z) : 0;
  for (int child : p.children) {
    const double z = part(child).z;
    if (in_order(child) && z >= 0 && z < face_z) draw(child);
  }
  if (p.face) {
    enter(i);
    const Rgb fill = style_fill(ink_, p.has_fill ? p.fill : kNoFill);
    draw_face(cr_, ink_, *p.face, fill, face_, p.shape ? &*p.shape : nullptr);
  }
  for (int child : p.children) {
    if (in_order(child) && part(child).z >= face_z) draw(child);
  }
  for (int child : p.children) {
    if (place(child).lifted && place(child).behind < 0) draw(child);
  }
}

void PartPainter::enter(int i) {
  cairo_matrix_t m;
  const cairo_matrix_t local = to_cairo(place(i).world);
  cairo_matrix_multiply(&m, &local, &ink_.character);
  cairo_set_matrix(cr_, &m);
}

void PartPainter::paint_shape(int i, const Part& p) {
  if (!p.shape) return;
  enter(i);
  const Rgb fill = style_fill(ink_, p.has_fill ? p.fill : kNoFill);
  const auto seed = static_cast<std::uint32_t>(i + 1);
  shape_path(cr_, *p.shape);
  if (p.shape->type == ShapeType::kStrokes) {
    stroke_detail(cr_, ink_, p.has_fill ? fill : darker(kNoFill, 0.5), p.shape->lw / ink_.line);
  } else if (p.fit) {
    paint_fit(p, fill);
    shape_path(cr_, *p.shape);
    outline_path(cr_, ink_, p, fill, seed);
  } else {
    paint_path(cr_, ink_, p, fill, *p.shape, seed);
  }
}

// The shape filled, a lighter patch (`fit`) inside it, then the shape's outline over both.
void PartPainter::paint_fit(const Part& p, const Rgb& fill) {
  fill_path(cr_, ink_, fill, *p.shape);
  cairo_save(cr_);
  shape_path(cr_, *p.shape);
  cairo_clip(cr_);
  shape_path(cr_, *p.fit);
  fill_path(cr_, ink_, lighter(fill, 0.45), *p.fit);
  cairo_restore(cr_);
}

}  // namespace jt::render
