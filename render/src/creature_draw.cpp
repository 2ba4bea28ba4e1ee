#include "creature_draw.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "angles.h"
#include "jt/render/draw_stop.h"
#include "solid_fill.h"
#include "style.h"

namespace jt::render {
namespace {

using creature::Vec;

void set_colour(cairo_t* cr, const creature::Rgba& c, double alpha = 1) {
  cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha);
}

void line_to(cairo_t* cr, Vec v) {
  cairo_line_to(cr, v.x, v.y);
}

Vec tangent_of(Vec normal) {
  return {normal.y, -normal.x};
}

// A body seen from a low angle (docs/CREATURES.md "In a cartoon"): its path lies on the floor,
// foreshortened by the view's `tilt` (world y drawn × tilt), but it is round, so its thickness is
// seen whole. Its side directions are taken on the picture and undone for the floor's scale.
struct Lift {
  double tilt = 1;
  // The picture's unit direction along the body at world `normal` (its tangent drawn).
  Vec drawn_along(Vec normal) const {
    const Vec t = tangent_of(normal);
    const Vec drawn{t.x, tilt * t.y};
    const double l = creature::length(drawn);
    return l > 0 ? drawn * (1 / l) : Vec{0, 1};
  }
  // The picture's unit normal of the body at world `normal` (its side, as drawn).
  Vec drawn_side(Vec normal) const {
    const Vec along = drawn_along(normal);
    return {-along.y, along.x};
  }
  // The world direction that is drawn as the picture's unit normal of the body at world `normal`.
  Vec side(Vec normal) const { return floor(drawn_side(normal)); }
  // A direction on the picture as world px, so it is drawn at its own length.
  Vec floor(Vec drawn) const { return {drawn.x, drawn.y / tilt}; }
  // A point on the body at `at`, near its chunk's `point` of world `normal`: its way along the
  // body stays on the floor, its way across is laid on the tube's visible side, as the ribbon's
  // width is.
  Vec on_side(Vec point, Vec normal, Vec at) const {
    const Vec off = at - point;
    return point + tangent_of(normal) * creature::dot(off, tangent_of(normal)) +
           side(normal) * creature::dot(off, normal);
  }
};

// The ribbon's closed outline (the model note §5.1): A side head to tail, the tail cap, B side
// back, the head cap; half-widths × `widen` plus `grow` px, seen lifted by `lift`.
void ribbon_path(cairo_t* cr, const creature::CreaturePose& pose, double widen, double grow,
                 Vec offset, const Lift& lift) {
  const std::size_t n = pose.points.size();
  auto width = [&](std::size_t i) { return pose.half_widths[i] * widen + grow; };
  cairo_new_path(cr);
  for (std::size_t i = 0; i < n; ++i)
    line_to(cr, pose.points[i] + lift.side(pose.normals[i]) * width(i) + offset);
  // A cap's half circle on the picture: from the side `normal` round the end to the other side.
  auto cap = [&](std::size_t i, Vec normal) {
    const Vec drawn_u = lift.drawn_side(normal), drawn_o = tangent_of(drawn_u) * -1;
    for (int k = 1; k <= 11; ++k) {
      const double a = kPi * k / 12;
      line_to(cr, pose.points[i] +
                      lift.floor(drawn_u * std::cos(a) + drawn_o * std::sin(a)) * width(i) +
                      offset);
    }
  };
  cap(n - 1, pose.normals[n - 1]);
  for (std::size_t i = n; i-- > 0;)
    line_to(cr, pose.points[i] - lift.side(pose.normals[i]) * width(i) + offset);
  cap(0, pose.normals[0] * -1);
  cairo_close_path(cr);
}

// One limb as one closed outline of 14 vertices (the model note §5.3).
void limb_path(cairo_t* cr, Vec hip, Vec knee, Vec foot, double hw) {
  const Vec a = knee - hip, c = foot - knee;
  double la = creature::length(a), lc = creature::length(c);
  if (la == 0) la = 1;
  if (lc == 0) lc = 1;
  const Vec na = creature::perp(a) * (1 / la), nc = creature::perp(c) * (1 / lc);
  Vec corner = na;
  const double q = 1 + creature::dot(na, nc);
  if (q > 1e-6) {
    corner = (na + nc) * (1 / q);
    const double along = std::fabs(creature::dot(corner, a * (1 / la))) * hw;
    const double most = std::min(la, lc);
    if (along > most) corner = corner * (most / along);
  }
  const double sweep = creature::angle_between(na, nc);
  Vec arc[5];
  for (int k = 0; k < 5; ++k)
    arc[k] = creature::rotate(na, sweep * k / 4);
  Vec v[14];
  v[0] = hip + na * hw;
  for (int k = 0; k < 5; ++k) {
    v[1 + k] = knee + (sweep <= 0 ? arc[k] : corner) * hw;
    v[12 - k] = knee - (sweep <= 0 ? corner : arc[k]) * hw;
  }
  v[6] = foot + nc * hw;
  v[7] = foot - nc * hw;
  v[13] = hip - na * hw;
  cairo_move_to(cr, v[0].x, v[0].y);
  for (int i = 1; i < 14; ++i) {
    if (!(v[i] == v[i - 1])) line_to(cr, v[i]);
  }
  cairo_close_path(cr);
}

void shape_path(cairo_t* cr, const std::vector<creature::Segment>& segments) {
  cairo_new_path(cr);
  for (const creature::Segment& s : segments) {
    switch (s.kind) {
      case creature::SegmentKind::kMove:
        cairo_move_to(cr, s.to.x, s.to.y);
        break;
      case creature::SegmentKind::kLine:
        cairo_line_to(cr, s.to.x, s.to.y);
        break;
      case creature::SegmentKind::kCubic:
        cairo_curve_to(cr, s.c1.x, s.c1.y, s.c2.x, s.c2.y, s.to.x, s.to.y);
        break;
      case creature::SegmentKind::kClose:
        cairo_close_path(cr);
        break;
    }
  }
}

// Fills then strokes the current path with a paint (the stroke `width` in user units).
void paint_path(cairo_t* cr, const CreaturePaint& paint, double width) {
  if (paint.fill) {
    set_colour(cr, *paint.fill);
    fill_solid_preserve(cr);
  }
  if (paint.stroke && width > 0) {
    set_colour(cr, *paint.stroke);
    cairo_set_line_width(cr, width);
    cairo_stroke_preserve(cr);
  }
  cairo_new_path(cr);
}

// The picture's part that shows, in device pixels.
struct DeviceBox {
  double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
};

DeviceBox visible_box(cairo_t* cr) {
  DeviceBox box;
  cairo_save(cr);
  cairo_identity_matrix(cr);
  cairo_clip_extents(cr, &box.x1, &box.y1, &box.x2, &box.y2);
  cairo_restore(cr);
  return box;
}

// The particle sizes, in device pixels, that are drawn: as a character's figure, one reaching
// farther than 16 of the largest pictures (8192 pixels) shows a sliver and costs without bound
// (issue 27: plates of scale 1000 took minutes a still), so it is not drawn.
constexpr double kMaxParticlePixels = 16 * 8192;

// Whether a particle of `shape` at `at`, scaled by s and stroked with `paint`, is worth drawing
// through `cr`'s transformation: not too large, and within reach of the visible box.
bool particle_shows(cairo_t* cr, const CreatureArt& art, int shape, const CreaturePaint& paint,
                    Vec at, double s, double mirror, const DeviceBox& visible) {
  double ux = 1, uy = 0, vx = 0, vy = 1;
  cairo_user_to_device_distance(cr, &ux, &uy);
  cairo_user_to_device_distance(cr, &vx, &vy);
  const double unit = std::max(std::hypot(ux, uy), std::hypot(vx, vy));
  const double reach = (art.shape_reach[static_cast<std::size_t>(shape)] + paint.stroke_width / 2) *
                       s * std::max(1.0, std::abs(mirror)) * unit;
  if (!(reach <= kMaxParticlePixels)) return false;  // NaN too
  double x = at.x, y = at.y;
  cairo_user_to_device(cr, &x, &y);
  return x + reach >= visible.x1 && x - reach <= visible.x2 && y + reach >= visible.y1 &&
         y - reach <= visible.y2;
}

// Where a particle lies and which way its axes go, in world px: on the floor (a foot), or on
// the body (a plate, an ornament), lifted onto the tube's visible side.
struct ParticleFrame {
  Vec at, x_axis, y_axis;
};

ParticleFrame on_floor(Vec at, Vec dir) {
  const double a = std::atan2(dir.y, dir.x);
  return {at, {std::cos(a), std::sin(a)}, {-std::sin(a), std::cos(a)}};
}

// A particle of chunk `chunk` of `pose`, turned as it is against the body, seen from the low
// angle as the body is: at its lifted place, its shape drawn whole (not squashed on the floor)
// with its axes turned from the body's drawn direction as they are from the body's own.
ParticleFrame on_body(const creature::CreaturePose& pose, int chunk, Vec at, Vec dir,
                      const Lift& lift) {
  const std::size_t i =
      std::min(static_cast<std::size_t>(std::max(chunk, 0)), pose.points.size() - 1);
  const Vec n = pose.normals[i], t = tangent_of(n);
  const double a = std::atan2(dir.y, dir.x);
  const Vec unit{std::cos(a), std::sin(a)};
  const double along = creature::dot(unit, t), across = creature::dot(unit, n);
  const Vec drawn_t = lift.drawn_along(n), drawn_n = lift.drawn_side(n);
  return {lift.on_side(pose.points[i], n, at), lift.floor(drawn_t * along + drawn_n * across),
          lift.floor(drawn_n * along - drawn_t * across)};
}

// A foot, plate or ornament: its shape with the path origin at the frame's point, local +x and
// +y along its axes, scaled (s, s × mirror) (the model note §5.2). One far off the picture or
// absurdly large is left out, and none is drawn once the drawing was asked to stop (draw_stop.h).
void particle(cairo_t* cr, const CreatureArt& art, int shape, int paint, const ParticleFrame& f,
              double s, double mirror, const DeviceBox& visible) {
  if (!(s > 0) || draw_stopped() ||
      !particle_shows(cr, art, shape, art.paints[paint], f.at, s, mirror, visible)) {
    return;
  }
  cairo_save(cr);
  cairo_matrix_t frame;
  cairo_matrix_init(&frame, f.x_axis.x, f.x_axis.y, f.y_axis.x, f.y_axis.y, f.at.x, f.at.y);
  cairo_transform(cr, &frame);
  cairo_scale(cr, s, s * mirror);
  shape_path(cr, art.shapes[shape]);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
  paint_path(cr, art.paints[paint], art.paints[paint].stroke_width);
  cairo_restore(cr);
}

void limbs_path(cairo_t* cr, const creature::CreaturePose& pose, double hw) {
  cairo_new_path(cr);
  for (const creature::LegPose& leg : pose.legs)
    limb_path(cr, leg.hip, leg.knee, leg.foot, hw);
}

// A soft shadow under the body: the ribbon's outline, a little offset, in three widening passes,
// flat on the floor (not lifted: foreshortened as the floor is).
void shadow(cairo_t* cr, const CreatureArt& art, const creature::CreaturePose& pose) {
  const Lift lift;
  const double reach =
      art.model->descriptor.legs.pairs > 0 ? art.model->descriptor.legs.reach * 0.5 : 0;
  const Vec offset{2, 5};
  const double passes[][2] = {{0.07, 8 + reach}, {0.06, 4 + reach * 0.5}, {0.08, 0}};
  for (const auto& [alpha, grow] : passes) {
    ribbon_path(cr, pose, 1, grow, offset, lift);
    cairo_set_source_rgba(cr, 0.1, 0.08, 0.06, alpha);
    fill_solid(cr);
  }
}

// The silhouette's outline under the ribbon and the limbs, in the styles that draw one: stroked
// twice as wide as it shows, before the fills cover its inner half.
void outline(cairo_t* cr, const CreatureArt& art, const creature::CreaturePose& pose,
             double limb_hw, const Lift& lift) {
  if (art.outline.a <= 0) return;
  const bool crayon = art.style == static_cast<int>(Style::kCrayon);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  for (int pass = 0; pass < (crayon ? 2 : 1); ++pass) {
    const Vec wobble = crayon ? Vec{0.6 * (pass ? -1 : 1), 0.4 * (pass ? 1 : -1)} : Vec{};
    ribbon_path(cr, pose, 1, 0, wobble, lift);
    if (limb_hw > 0) {
      for (const creature::LegPose& leg : pose.legs)
        limb_path(cr, leg.hip + wobble, leg.knee + wobble, leg.foot + wobble, limb_hw);
    }
    set_colour(cr, art.outline, crayon ? 0.7 : 1);
    cairo_set_line_width(cr, art.outline_width * 2 * (crayon ? 0.8 : 1));
    cairo_stroke(cr);
  }
}

// Soft's highlight: a narrower, lighter ribbon along the back.
void highlight(cairo_t* cr, const CreatureArt& art, const creature::CreaturePose& pose,
               const Lift& lift) {
  if (art.style != static_cast<int>(Style::kSoft)) return;
  const CreaturePaint& body = art.paints[art.ribbon_paint];
  if (!body.fill) return;
  ribbon_path(cr, pose, 0.45, 0, {-0.8, -1.2}, lift);
  const creature::Rgba& f = *body.fill;
  cairo_set_source_rgba(cr, f.r + (1 - f.r) * 0.45, f.g + (1 - f.g) * 0.45, f.b + (1 - f.b) * 0.45,
                        0.55 * f.a);
  fill_solid(cr);
}

void ornaments(cairo_t* cr, const CreatureArt& art, const creature::CreaturePose& pose, bool over,
               const Lift& lift, const DeviceBox& visible) {
  for (const creature::OrnamentPose& o : pose.ornaments) {
    if (o.over != over) continue;
    particle(cr, art, art.ornament_shape[o.ornament], art.ornament_paint[o.ornament],
             on_body(pose, o.chunk, o.position, o.direction, lift), o.scale, o.side, visible);
  }
}

}  // namespace

void draw_creature(cairo_t* cr, const CreatureArt& art, const creature::CreaturePose& pose,
                   double tilt) {
  if (pose.points.size() < 2) return;
  const Lift lift{.tilt = tilt > 0 ? tilt : 1};
  const DeviceBox visible = visible_box(cr);
  cairo_save(cr);
  cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
  const creature::Legs& legs = art.model->descriptor.legs;
  const double limb_hw = legs.limb_width / 2;
  shadow(cr, art, pose);
  outline(cr, art, pose, limb_hw, lift);
  // 1. feet
  for (const creature::LegPose& leg : pose.legs) {
    particle(cr, art, art.foot_shape, art.foot_paint, on_floor(leg.foot, leg.foot_direction),
             leg.foot_scale, leg.side, visible);
  }
  // 2. limbs: the fill, then the stroke
  if (limb_hw > 0 && !pose.legs.empty()) {
    const CreaturePaint& paint = art.paints[art.limb_paint];
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL);
    limbs_path(cr, pose, limb_hw);
    paint_path(cr, paint, paint.stroke_width);
  }
  // 3. under ornaments
  ornaments(cr, art, pose, false, lift, visible);
  // 4. the ribbon: fill, then stroke
  const bool wide =
      std::any_of(pose.half_widths.begin(), pose.half_widths.end(), [](double w) { return w > 0; });
  if (wide) {
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    const CreaturePaint& paint = art.paints[art.ribbon_paint];
    ribbon_path(cr, pose, 1, 0, {}, lift);
    CreaturePaint fill_only = paint;
    fill_only.stroke.reset();
    paint_path(cr, fill_only, 0);
    highlight(cr, art, pose, lift);
    if (paint.stroke) {
      ribbon_path(cr, pose, 1, 0, {}, lift);
      CreaturePaint stroke_only = paint;
      stroke_only.fill.reset();
      paint_path(cr, stroke_only, paint.stroke_width);
    }
  }
  // 5. plates, tail to head
  for (const creature::PlatePose& plate : pose.plates) {
    particle(cr, art, art.plate_shape[plate.plate], art.plate_paint[plate.plate],
             on_body(pose, plate.chunk, plate.position, plate.direction, lift), plate.scale, 1,
             visible);
  }
  // 6. over ornaments
  ornaments(cr, art, pose, true, lift, visible);
  cairo_restore(cr);
}

}  // namespace jt::render
