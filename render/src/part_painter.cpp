#include "part_painter.h"

#include <algorithm>
#include <iterator>
#include <string>
#include <string_view>

#include "color.h"
#include "shape_extent.h"
#include "shape_path.h"

namespace jt::render {
namespace {

constexpr Rgb kNoFill{0.6, 0.6, 0.6};
// How far a flattened curve may stray from the true one, device pixels. Cairo's 0.1 cuts a big
// part's curves into many more segments than an antialiased edge can show; 0.25 keeps every edge
// within a quarter pixel (the look does not change) and strokes and fills get cheaper.
constexpr double kTolerance = 0.25;

cairo_matrix_t to_cairo(const Affine& a) {
  return {a.xx, a.yx, a.xy, a.yy, a.x0, a.y0};
}

// The roles a limb or a chain is made of: a child in one of them continuing a parent in one of
// them on the same side is the next segment of the same limb (arm, forearm, hand; leg, shin,
// foot; a wing and its tip; a tail's, an ear's or a lock of hair's segments).
bool limb_role(const std::string& role) {
  static constexpr std::string_view kRoles[] = {"arm",  "forearm", "hand", "claw", "wing", "leg",
                                                "shin", "foot",    "tail", "ear",  "hair"};
  return std::find(std::begin(kRoles), std::end(kRoles), role) != std::end(kRoles);
}

bool limb_end_role(const std::string& role) {
  return role == "hand" || role == "foot" || role == "claw";
}

}  // namespace

PartPainter::PartPainter(cairo_t* cr, const Skeleton& skeleton, const Ink& ink,
                         const FaceState& face, std::vector<bool>& chained,
                         std::vector<DrawnBox>* boxes)
    : cr_(cr), sk_(skeleton), ink_(ink), face_(face), chained_(chained), boxes_(boxes) {
  cairo_set_tolerance(cr_, kTolerance);
  any_behind_ = std::any_of(sk_.places.begin(), sk_.places.end(),
                            [](const PartPlace& p) { return p.behind >= 0; });
  // A segment that continues its parent's limb, and that parent, leave their outlines to the
  // chain's first segment (draw): a lone part keeps its usual outline over its fill.
  chained_.assign(sk_.places.size(), false);
  for (std::size_t i = 1; i < sk_.places.size(); ++i) {
    if (!joined(static_cast<int>(i))) continue;
    chained_[i] = true;
    chained_[static_cast<std::size_t>(part(static_cast<int>(i)).parent)] = true;
  }
}

const Part& PartPainter::part(int i) const {
  return sk_.view->parts[static_cast<std::size_t>(i)];
}
const PartPlace& PartPainter::place(int i) const {
  return sk_.places[static_cast<std::size_t>(i)];
}

bool PartPainter::in_order(int i) const {
  return !place(i).lifted && place(i).behind < 0;
}

// A segment moved behind another part (a hand reaching behind the body) is drawn away from its
// limb, so it keeps its own outline there. So does a crayon limb's hand, paw or foot: under the
// fill only the outer of crayon's two thin strokes showed, a pale halo round a pale hand; over
// it both show (a line across the wrist reads as a cuff).
bool PartPainter::joined(int i) const {
  const Part& p = part(i);
  if (p.parent < 0 || place(i).behind >= 0 || !p.shape) return false;
  if (ink_.style == Style::kCrayon && limb_end_role(p.role)) return false;
  const Part& up = part(p.parent);
  // A muzzle is its head's: one outline round both, none across the face (bold's heavy line
  // round a small muzzle read as a dark ring).
  if (p.role == "snout" && up.role == "head") return up.shape.has_value();
  return up.shape && up.side == p.side && limb_role(up.role) && limb_role(p.role);
}

void PartPainter::outline_chain(int i) {
  const Part& p = part(i);
  if (p.shape->type != ShapeType::kStrokes) {
    enter(i);
    shape_path(cr_, *p.shape);
    outline_behind(cr_, ink_, p, style_fill(ink_, p.has_fill ? p.fill : kNoFill),
                   static_cast<std::uint32_t>(i + 1));
  }
  for (int child : p.children) {
    if (joined(child)) outline_chain(child);
  }
}

void PartPainter::draw(int i) {
  const Part& p = part(i);
  // Parts moved behind this one (rare: a hand reaching behind the body), in part order; found
  // by a scan rather than a per-frame table.
  if (any_behind_) {
    for (std::size_t moved = 0; moved < sk_.places.size(); ++moved) {
      if (sk_.places[moved].behind == i) draw(static_cast<int>(moved));
    }
  }
  // A limb is one shape to the eye: the outlines of all its segments go down first and every
  // segment's fill covers them where the segments overlap, so no line crosses a knee or an
  // elbow while the limb's silhouette keeps its line, over whatever it is in front of.
  if (chained_[static_cast<std::size_t>(i)] && !joined(i)) outline_chain(i);
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
    if (boxes_) record_eyes(p);
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
  const bool outlined = !chained_[static_cast<std::size_t>(i)];  // else outline_chain did it
  const LimbLight limb = !outlined && shades_whole_limbs(ink_) ? limb_light(i) : LimbLight{};
  if (boxes_) {
    shape_path(cr_, *p.shape);
    record(DrawnBox::Kind::kPart, p);
  }
  shape_path(cr_, *p.shape);
  if (p.shape->type == ShapeType::kStrokes) {
    stroke_detail(cr_, ink_, p.has_fill ? fill : darker(kNoFill, 0.5), p.shape->lw / ink_.line);
  } else if (p.fit) {
    paint_fit(p, fill, outlined ? nullptr : &limb);
    if (!outlined) return;
    shape_path(cr_, *p.shape);
    outline_path(cr_, ink_, p, fill, seed);
  } else if (outlined) {
    paint_path(cr_, ink_, p, fill, *p.shape, seed);
  } else {
    fill_path(cr_, ink_, fill, *p.shape, &limb, p.face ? &*p.face : nullptr);
  }
}

// The limb part `i` is a segment of (its chain from the first joined segment): how far its
// segments reach along the light, for one gradient over all of them.
LimbLight PartPainter::limb_light(int i) const {
  int first = i;
  while (joined(first))
    first = part(first).parent;
  LimbLight limb{1e300, -1e300};
  reach_of_chain(first, limb);
  return limb;
}

void PartPainter::reach_of_chain(int i, LimbLight& limb) const {
  const Part& p = part(i);
  if (p.shape->type != ShapeType::kStrokes) {
    const Point d = light_direction();
    limb.far = std::max(limb.far, farthest_along(*p.shape, place(i).world, d));
    limb.near = std::min(limb.near, -farthest_along(*p.shape, place(i).world, {-d.x, -d.y}));
  }
  for (int child : p.children) {
    if (joined(child)) reach_of_chain(child, limb);
  }
}

// The shape filled, a lighter patch (`fit`) inside it, then the shape's outline over both.
void PartPainter::paint_fit(const Part& p, const Rgb& fill, const LimbLight* limb) {
  fill_path(cr_, ink_, fill, *p.shape, limb, p.face ? &*p.face : nullptr);
  cairo_save(cr_);
  shape_path(cr_, *p.shape);
  cairo_clip(cr_);
  shape_path(cr_, *p.fit);
  fill_path(cr_, ink_, lighter(fill, 0.45), *p.fit);
  cairo_restore(cr_);
}

void PartPainter::record(DrawnBox::Kind kind, const Part& p) {
  cairo_path_t* path = cairo_copy_path_flat(cr_);
  cairo_new_path(cr_);
  DrawnBox box{.kind = kind,
               .id = p.id,
               .role = p.role,
               .x0 = 1e300,
               .y0 = 1e300,
               .x1 = -1e300,
               .y1 = -1e300};
  for (int i = 0; i < path->num_data; i += path->data[i].header.length) {
    for (int k = 1; k < path->data[i].header.length; ++k) {
      double x = path->data[i + k].point.x, y = path->data[i + k].point.y;
      cairo_user_to_device(cr_, &x, &y);
      box.x0 = std::min(box.x0, x);
      box.y0 = std::min(box.y0, y);
      box.x1 = std::max(box.x1, x);
      box.y1 = std::max(box.y1, y);
    }
  }
  cairo_path_destroy(path);
  if (box.x0 <= box.x1) boxes_->push_back(std::move(box));
}

// Where face_draw puts the eyes (docs/SHAPES.md §2): eyeR wide, 1.12 × as tall.
void PartPainter::record_eyes(const Part& p) {
  const Face& f = *p.face;
  const int count = f.eyes >= 2 ? 2 : 1;
  for (int e = 0; e < count; ++e) {
    const double x = count == 1 ? f.eye_cx : f.eye_cx + (e == 0 ? -f.eye_x : f.eye_x);
    cairo_save(cr_);
    cairo_translate(cr_, x, f.eye_y);
    cairo_scale(cr_, f.eye_r, f.eye_r * 1.12);
    cairo_new_sub_path(cr_);
    cairo_arc(cr_, 0, 0, 1, 0, 6.283185307179586);
    cairo_restore(cr_);
    record(DrawnBox::Kind::kEye, p);
  }
}

}  // namespace jt::render
