// The framing of shots (docs/CAMERA.md "Framing"): plain arithmetic on placements.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "jt/runtime/camera.h"

namespace jt::rt {
namespace {

// A figure's half width, a fraction of its height: a person with arms at rest, a little more.
constexpr double kFigureHalfWidth = 0.3;
// Room left and right of a group of figures, a share of the frame's width.
constexpr double kTwoShotMargin = 0.05;

// Looking room: the share of the frame's width its centre lies ahead of a lone figure.
double looking_room(ShotSize size) {
  switch (size) {
    case ShotSize::kFull:
    case ShotSize::kMedium:
      return 1.0 / 6;  // the figure on a third
    case ShotSize::kClose:
      return 0.1;
    case ShotSize::kExtreme:
    case ShotSize::kWide:
      return 0;
  }
  return 0;
}

bool finite_figure(const Figure& f) {
  return std::isfinite(f.x) && std::isfinite(f.feet) && std::isfinite(f.h) && f.h > 0 &&
         std::isfinite(f.facing);
}

}  // namespace

Camera clamp_camera(Camera c) {
  if (!std::isfinite(c.w)) c.w = 1;
  if (!std::isfinite(c.x)) c.x = 0.5;
  if (!std::isfinite(c.y)) c.y = 0.5;
  c.w = std::clamp(c.w, 1 / kMostCameraZoom, 1.0);
  const double half = c.w / 2;
  c.x = std::clamp(c.x, half, 1 - half);
  c.y = std::clamp(c.y, half, 1 - half);
  return c;
}

Camera keep_in_stage(Camera c, double aspect) {
  c.roll = std::isfinite(c.roll) ? std::clamp(c.roll, -kMostCameraRoll, kMostCameraRoll) : 0;
  c = clamp_camera(c);
  if (c.roll == 0 || !(aspect > 0)) return c;
  // The picture (w·aspect by w, in the stage's heights) turned by the roll: its bounding box is
  // w·(aspect·cos + sin) wide and w·(aspect·sin + cos) tall, and must fit in aspect by 1.
  const double a = std::abs(c.roll) * std::numbers::pi / 180;
  const double across = aspect * std::cos(a) + std::sin(a),
               down = aspect * std::sin(a) + std::cos(a);
  c.w = std::min({c.w, aspect / across, 1 / down});
  const double half_x = c.w * across / aspect / 2, half_y = c.w * down / 2;
  c.x = std::clamp(c.x, half_x, 1 - half_x);
  c.y = std::clamp(c.y, half_y, 1 - half_y);
  return c;
}

std::optional<ShotSize> shot_size_from_name(std::string_view name) {
  if (name == "wide") return ShotSize::kWide;
  if (name == "full") return ShotSize::kFull;
  if (name == "medium") return ShotSize::kMedium;
  if (name == "close") return ShotSize::kClose;
  if (name == "extreme") return ShotSize::kExtreme;
  return std::nullopt;
}

std::string_view shot_size_name(ShotSize size) {
  switch (size) {
    case ShotSize::kWide:
      return "wide";
    case ShotSize::kFull:
      return "full";
    case ShotSize::kMedium:
      return "medium";
    case ShotSize::kClose:
      return "close";
    case ShotSize::kExtreme:
      return "extreme";
  }
  return "wide";
}

ShotSpan shot_span(ShotSize size) {
  switch (size) {
    // A cartoon character's head is big: from about 0.55 of its height to its top (a person's
    // smaller), its face around 0.78; a monster's antennae reach 1.24. The wider shots leave room
    // above for that and for a hop or a jump for joy (a fifth of its height): the frame follows
    // the placement, never the pose.
    case ShotSize::kFull:
      return {1.3, -0.06};  // room to jump, the feet on the ground
    case ShotSize::kMedium:
      return {1.3, 0.25};  // from the waist up
    case ShotSize::kClose:
      return {1.1, 0.45};  // head and shoulders, the face above centre
    case ShotSize::kExtreme:
      return {1.0, 0.58};  // the face
    case ShotSize::kWide:
      return {1, 0};
  }
  return {1, 0};
}

Camera frame_shot(std::span<const Figure> figures, ShotSize size, double aspect) {
  if (size == ShotSize::kWide || !(aspect > 0) || !std::isfinite(aspect)) return {};
  const ShotSpan span = shot_span(size);
  double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
  const Figure* lone = nullptr;
  int count = 0;
  for (const Figure& f : figures) {
    if (!finite_figure(f)) continue;
    const double half = kFigureHalfWidth * f.h / aspect;  // in fractions of the stage's width
    const double head_x = f.x + (f.facing < 0 ? -1 : 1) * f.ahead * f.h / aspect;
    x0 = std::min(x0, head_x - half);
    x1 = std::max(x1, head_x + half);
    y0 = std::min(y0, f.feet - span.top * f.h);
    y1 = std::max(y1, f.feet - span.bottom * f.h);
    lone = &f;
    ++count;
  }
  if (count == 0) return {};
  if (count == 1) {
    const double w = y1 - y0, side = lone->facing < 0 ? -1 : 1;
    return clamp_camera({(x0 + x1) / 2 + side * looking_room(size) * w, (y0 + y1) / 2, w});
  }
  // A group: as wide as all of them with a margin, and as tall as their spans; a frame taller
  // than the spans keeps a third of the extra above them and two thirds below.
  const double w = std::max(y1 - y0, (x1 - x0) / (1 - 2 * kTwoShotMargin));
  const double extra = w - (y1 - y0);
  return clamp_camera({(x0 + x1) / 2, y0 - extra / 3 + w / 2, w});
}

}  // namespace jt::rt
