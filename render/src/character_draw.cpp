#include "character_draw.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "color.h"
#include "face_draw.h"
#include "jt/render/skeleton.h"
#include "shape_path.h"
#include "style.h"

namespace jt::render {
namespace {

constexpr double kDeg = std::numbers::pi / 180.0;
constexpr double kOutlineShare = 0.015;  // the outline weight: 1.5 % of the height (ART.md)
constexpr Rgb kNoFill{0.6, 0.6, 0.6};

cairo_matrix_t to_cairo(const Affine& a) { return {a.xx, a.yx, a.xy, a.yy, a.x0, a.y0}; }

class PartPainter {
 public:
  PartPainter(cairo_t* cr, const Skeleton& sk, const Ink& ink,
              const FaceState& face)
      : cr_(cr), sk_(sk), ink_(ink), face_(face) {}

  void draw(int i) {
    const Part& p = sk_.view->parts[static_cast<std::size_t>(i)];
    auto lifted = [&](int child) { return sk_.places[static_cast<std::size_t>(child)].lifted; };
    for (int child : p.children) {
      if (!lifted(child) && part(child).z < 0) draw(child);
    }
    paint(i, p);
    for (int child : p.children) {
      if (!lifted(child) && part(child).z >= 0) draw(child);
    }
    for (int child : p.children) {
      if (lifted(child)) draw(child);
    }
  }

 private:
  const Part& part(int i) const { return sk_.view->parts[static_cast<std::size_t>(i)]; }

  void enter(int i) {
    cairo_matrix_t m = ink_.character;
    const cairo_matrix_t local = to_cairo(sk_.places[static_cast<std::size_t>(i)].world);
    cairo_matrix_multiply(&m, &local, &ink_.character);
    cairo_set_matrix(cr_, &m);
  }

  void paint(int i, const Part& p) {
    if (!p.shape && !p.face) return;
    enter(i);
    const Rgb fill = style_fill(ink_, p.has_fill ? p.fill : kNoFill);
    const auto seed = static_cast<std::uint32_t>(i + 1);
    if (p.shape && p.shape->type == ShapeType::kStrokes) {
      shape_path(cr_, *p.shape);
      stroke_detail(cr_, ink_, p.has_fill ? fill : darker(kNoFill, 0.5), p.shape->lw / ink_.line);
    } else if (p.shape) {
      shape_path(cr_, *p.shape);
      if (p.fit) {
        paint_fit(p, fill);
        shape_path(cr_, *p.shape);
        outline_path(cr_, ink_, p, fill, seed);
      } else {
        paint_path(cr_, ink_, p, fill, *p.shape, seed);
      }
    }
    if (p.face) draw_face(cr_, ink_, *p.face, fill, face_);
  }

  // The shape filled, a lighter patch (`fit`) inside it, then the shape's outline over both.
  void paint_fit(const Part& p, const Rgb& fill) {
    Part no_line = p;
    no_line.no_outline = true;
    paint_path(cr_, ink_, no_line, fill, *p.shape, 0);
    cairo_save(cr_);
    shape_path(cr_, *p.shape);
    cairo_clip(cr_);
    shape_path(cr_, *p.fit);
    paint_path(cr_, ink_, no_line, lighter(fill, 0.45), *p.fit, 0);
    cairo_restore(cr_);
  }

  cairo_t* cr_;
  const Skeleton& sk_;
  const Ink& ink_;
  const FaceState& face_;
};

void ground_shadow(cairo_t* cr, double x, double y, double rx, double ry, double alpha) {
  if (rx <= 0 || ry <= 0) return;
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_scale(cr, rx, ry);
  cairo_pattern_t* g = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1);
  cairo_pattern_add_color_stop_rgba(g, 0, 0.1, 0.08, 0.12, alpha);
  cairo_pattern_add_color_stop_rgba(g, 0.6, 0.1, 0.08, 0.12, alpha * 0.7);
  cairo_pattern_add_color_stop_rgba(g, 1, 0.1, 0.08, 0.12, 0);
  cairo_set_source(cr, g);
  cairo_arc(cr, 0, 0, 1, 0, 2 * std::numbers::pi);
  cairo_fill(cr);
  cairo_pattern_destroy(g);
  cairo_restore(cr);
}

bool finite_pose(const rt::Pose& p) {
  return std::isfinite(p.dx) && std::isfinite(p.dy) && std::isfinite(p.rot) &&
         std::isfinite(p.sx) && std::isfinite(p.sy);
}

}  // namespace

void draw_character(cairo_t* cr, const Character& character, const rt::Pose& pose,
                    const Placement& where, const DrawOptions& options, double pose_scale) {
  if (!finite_pose(pose) || where.height <= 0 || character.views.empty()) return;
  const double k = where.height / character.height;  // pixels per tree unit
  const double mirror = where.facing * options.art_facing < 0 ? -1 : 1;
  const double units_per_px = character.height / (where.height / pose_scale);
  const Skeleton skeleton = pose_skeleton(character, pose, units_per_px);
  const double feet_x = where.x + mirror * pose.dx * pose_scale;

  // The shadow stays on the ground: squashed with sy, smaller and fainter as the body hops.
  const double hop = std::max(0.0, -pose.dy * pose_scale);
  const double shrink = std::clamp(1 - hop / (where.height * 0.8), 0.3, 1.0);
  const double rx = skeleton.view->footprint * k * std::abs(pose.sx) * shrink *
                    (1 + 0.4 * std::max(0.0, 1 - pose.sy));
  ground_shadow(cr, feet_x, where.feet_y, rx, std::max(rx * 0.16, where.height * 0.012),
                0.28 * shrink);

  if (std::abs(pose.sx) < 1e-4 || std::abs(pose.sy) < 1e-4) return;  // squashed to a line
  cairo_save(cr);
  cairo_translate(cr, feet_x, where.feet_y + pose.dy * pose_scale);
  cairo_rotate(cr, -mirror * pose.rot * kDeg);
  cairo_scale(cr, mirror * pose.sx * k, pose.sy * k);
  if (skeleton.mirrored) cairo_scale(cr, -1, 1);
  Ink ink{.style = style_named(options.style.value_or(character.style)),
          .line = kOutlineShare * character.height};
  cairo_get_matrix(cr, &ink.character);
  const FaceState face{.blink = pose.blink, .mouth = pose.mouth,
                       .mood = pose.mood.value_or("neutral")};
  PartPainter(cr, skeleton, ink, face).draw(0);
  cairo_restore(cr);
}

}  // namespace jt::render
