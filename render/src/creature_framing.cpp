#include "jt/render/creature_framing.h"

#include <algorithm>
#include <cmath>

#include "jt/render/draw_stop.h"

namespace jt::render {
namespace {

// The shadow is offset a few px and widened by 8 px and half the leg reach (creature_draw.cpp).
constexpr double kShadowReach = 16;

double particle_reach(const CreatureArt& art, int shape, int paint, double scale, double mirror) {
  return (art.shape_reach[static_cast<std::size_t>(shape)] +
          art.paints[static_cast<std::size_t>(paint)].stroke_width / 2) *
         std::abs(scale) * std::max(1.0, std::abs(mirror));
}

}  // namespace

void WorldBox::grow(creature::Vec at, double reach) {
  if (!std::isfinite(at.x) || !std::isfinite(at.y) || !std::isfinite(reach)) return;
  x1 = std::min(x1, at.x - reach);
  y1 = std::min(y1, at.y - reach);
  x2 = std::max(x2, at.x + reach);
  y2 = std::max(y2, at.y + reach);
}

void grow_by_pose(const CreatureArt& art, const creature::CreaturePose& pose, WorldBox& box) {
  const creature::Descriptor& d = art.model->descriptor;
  const double legs_reach = d.legs.pairs > 0 ? d.legs.reach * 0.5 : 0;
  const double outline = art.outline_width * 2 + kShadowReach + legs_reach;
  for (std::size_t i = 0; i < pose.points.size(); ++i)
    box.grow(pose.points[i], pose.half_widths[i] + outline);
  const double limb = d.legs.limb_width / 2 + art.outline_width * 2;
  for (const creature::LegPose& leg : pose.legs) {
    box.grow(leg.hip, limb);
    box.grow(leg.knee, limb);
    box.grow(leg.foot, std::max(limb, particle_reach(art, art.foot_shape, art.foot_paint,
                                                     leg.foot_scale, leg.side)));
  }
  for (const creature::PlatePose& plate : pose.plates) {
    if (plate.scale <= 0) continue;
    const auto i = static_cast<std::size_t>(plate.plate);
    box.grow(plate.position,
             particle_reach(art, art.plate_shape[i], art.plate_paint[i], plate.scale, 1));
  }
  for (std::size_t k = 0; k < pose.ornaments.size(); ++k) {
    const creature::OrnamentPose& o = pose.ornaments[k];
    const auto i = static_cast<std::size_t>(o.ornament);
    box.grow(o.position,
             particle_reach(art, art.ornament_shape[i], art.ornament_paint[i], o.scale, o.side));
  }
}

WorldBox crawl_box(const CreatureArt& art, creature::Vec start, const creature::Controls& controls,
                   std::uint32_t seed, double seconds) {
  creature::Creature crawler(art.model, start, controls.direction, 0, seed);
  creature::CreaturePose pose;
  WorldBox box;
  const long last = creature::substeps_at(seconds);
  for (long k = 0; !draw_stopped(); k = std::min(last, k + 4)) {
    creature::advance_to(crawler, k, controls);
    creature::pose_into(crawler, pose);
    grow_by_pose(art, pose, box);
    if (k == last) break;
  }
  return box;
}

CreatureView view_holding(const WorldBox& box, int width, int height, double floor_top,
                          double max_scale) {
  CreatureView view;
  const double w = width, h = height;
  const double margin = 0.06 * std::min(w, h);
  const double top = floor_top * h;
  const double room_x = std::max(1.0, w - 2 * margin);
  const double room_y = std::max(1.0, h - top - 2 * margin);
  const double box_w = std::max(box.x2 - box.x1, 1e-6);
  const double box_h = std::max((box.y2 - box.y1) * view.tilt, 1e-6);
  view.scale = std::min({max_scale, room_x / box_w, room_y / box_h});
  view.x0 = w / 2 - view.scale * (box.x1 + box.x2) / 2;
  view.y0 = (top + h) / 2 - view.scale * view.tilt * (box.y1 + box.y2) / 2;
  return view;
}

}  // namespace jt::render
