// The camera's scene blocks run by a director thread (docs/CAMERA.md): shot, zoom and pan glide
// the camera toward a new frame over `over` (0: a cut) and wait that long, roll tilts it the same
// way; shake knocks it about for a while without waiting. In the plan each adds its record.
#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "director.h"
#include "internal.h"
#include "jt/diagnostic_codes.h"

namespace jt::rt {
namespace {

using CameraKind = CameraBlock::Kind;

// Where the camera finds a face: its share of the height above the feet (camera_framing.cpp).
constexpr double kFaceHeight = 0.78;

Figure figure_at(const RuntimeState& s, std::string_view id, const Placement& p, double t) {
  const auto who = s.characters.find(std::string(id));
  const bool four_legs = who != s.characters.end() && who->second->legs == 4;
  return {p.x.at(t), p.y.at(t), p.h.at(t), p.facing.at(t), four_legs ? kFourLeggedHeadAhead : 0};
}

// A shot framed on the placements at `t` of the characters `on` names (the first kMostFramed: a
// frame is drawn without allocating).
constexpr std::size_t kMostFramed = 16;

template <class Ids>
Camera shot_at(const RuntimeState& s, const Director& d, const Ids& on, ShotSize size, double t) {
  std::array<Figure, kMostFramed> figures;
  std::size_t count = 0;
  for (const auto& id : on) {
    if (count == kMostFramed) break;
    if (auto it = d.placements.find(std::string(id)); it != d.placements.end()) {
      figures[count++] = figure_at(s, id, it->second, t);
    }
  }
  return frame_shot({figures.data(), count}, size, s.options.aspect);
}

Camera target_at(const RuntimeState& s, const Director& d, const CameraTarget& target, double t) {
  if (target.kind == CameraTarget::Kind::kFixed) return target.fixed;
  if (target.kind == CameraTarget::Kind::kShot) return shot_at(s, d, target.on, target.size, t);
  const auto it =
      target.on.empty() ? d.placements.end() : d.placements.find(std::string(target.on.front()));
  if (it == d.placements.end()) return clamp_camera({.w = target.w});
  const Figure f = figure_at(s, target.on.front(), it->second, t);
  const double ahead = (f.facing < 0 ? -1 : 1) * f.ahead * f.h / s.options.aspect;
  return clamp_camera({f.x + ahead, f.feet - kFaceHeight * f.h, target.w});
}

// A small, smooth wobble: two sines per axis, their phases from when the shake began, so the
// same block at the same time shakes the same way in the plan, the run and every part.
double wobble(double t, double start, double salt) {
  const double seed = std::fmod(start * 12.9898 + salt * 78.233, 1.0) * 2 * std::numbers::pi;
  return 0.6 * std::sin(2 * std::numbers::pi * 7.3 * (t - start) + seed) +
         0.4 * std::sin(2 * std::numbers::pi * 12.7 * (t - start) + 2.1 * seed + salt);
}

std::optional<double> evaluated(RuntimeState& s, Instance& inst, const std::optional<Num>& n,
                                double now, const std::string& path) {
  if (!n) return std::nullopt;
  const double v = evaluate(s, inst, *n, now, 0, path);
  return std::isfinite(v) ? std::optional<double>(v) : std::nullopt;  // not finite: not given
}

TimelineRecord* add_camera_record(RuntimeState& s, double now, std::string_view kind, double dur) {
  if (!director(s).planning || !record_allowed(s, now)) return nullptr;
  TimelineRecord& r = new_record(s);
  r.t = now;
  r.dur = dur;
  r.kind = kind;
  return &r;
}

// A roll block: the roll glides from where it is to `to` (kept within kMostCameraRoll; a formula
// that is not finite keeps the roll where it is heading).
void start_roll(RuntimeState& s, Instance& inst, const Block& block, const CameraBlock& b,
                double now, double over) {
  Director& d = director(s);
  const std::optional<double> to = evaluated(s, inst, b.to, now, block.path);
  CameraRoll& roll = d.camera.roll;
  const double heading = roll.to;
  roll = {.from = roll.at(now),
          .to = std::clamp(to.value_or(heading), -kMostCameraRoll, kMostCameraRoll),
          .start = now,
          .over = over,
          .ease = b.ease};
  if (TimelineRecord* r = add_camera_record(s, now, "roll", over)) r->set_number(r->kTo, to);
}

}  // namespace

double CameraRoll::at(double t) const {
  if (!(over > 0) || t >= start + over) return to;
  return from + (to - from) * rt::ease(ease, std::clamp((t - start) / over, 0.0, 1.0));
}

Camera camera_at(const RuntimeState& s, const Director& d, double t) {
  if (d.fixed_camera) return {};
  const double roll = d.camera.roll.at(t);
  // The director's shot at `t`, a cut that follows its characters; a scene with camera blocks
  // keeps its own. The roll is a scene's either way.
  const auto after =
      std::upper_bound(d.shots.begin(), d.shots.end(), t,
                       [](double at, const DirectedShot& shot) { return at < shot.t; });
  if (after != d.shots.begin() && !std::prev(after)->as_written) {
    const DirectedShot& shot = *std::prev(after);
    Camera c = shot_at(s, d, shot.on, shot.size, t);
    c.roll = roll;
    return keep_in_stage(c, s.options.aspect);
  }
  const CameraMove& m = d.camera.move;
  const Camera to = target_at(s, d, m.target, t);
  Camera c = to;
  if (m.over > 0 && t < m.start + m.over) {
    const double u = ease(m.ease, std::clamp((t - m.start) / m.over, 0.0, 1.0));
    // The width glides by ratios, so a zoom in or out looks steady all the way.
    c = {m.from.x + (to.x - m.from.x) * u, m.from.y + (to.y - m.from.y) * u,
         m.from.w * std::pow(to.w / m.from.w, u)};
  }
  const CameraShake& k = d.camera.shake;
  if (t >= k.start && t < k.end && k.amount > 0) {
    const double left = 1 - (t - k.start) / (k.end - k.start);  // it dies away
    const double amount = k.amount * left;
    // In a little, so the knock never shows beyond the stage.
    c.w *= 1 - 2 * amount;
    c.x += amount * c.w * wobble(t, k.start, 1);
    c.y += amount * c.w * wobble(t, k.start, 2);
  }
  c.roll = roll;
  return keep_in_stage(c, s.options.aspect);
}

SceneStep run_camera_block(RuntimeState& s, Instance& inst, const Block& block,
                           const CameraBlock& b, double now) {
  Director& d = director(s);
  for (const std::string& id : b.on) {
    if (!s.characters.contains(id)) {
      record_error(s, Code::kUnknownCastMember, block.path, "\"" + id + "\" is not in the cast");
      return {};
    }
  }
  if (b.kind == CameraKind::kShake) {
    const double amount = evaluate(s, inst, b.amount, now, 0, block.path);
    const double length = evaluate(s, inst, b.for_time, now, 0, block.path);
    const bool shakes = std::isfinite(amount) && std::isfinite(length) && length > 0;
    d.camera.shake = {now, shakes ? now + length : now, shakes ? std::clamp(amount, 0.0, 0.1) : 0};
    if (TimelineRecord* r = add_camera_record(s, now, "shake", shakes ? length : 0)) {
      r->set_number(r->kAmount, d.camera.shake.amount);
    }
    return {};
  }
  double over = evaluate(s, inst, b.over, now, 0, block.path);
  if (!std::isfinite(over) || over < 0) over = 0;
  if (b.kind == CameraKind::kRoll) {
    start_roll(s, inst, block, b, now, over);
    return over > 0 ? SceneStep{.wait_until = now + over} : SceneStep{};
  }
  CameraMove move{.from = camera_at(s, d, now), .start = now, .over = over, .ease = b.ease};
  CameraTarget& target = move.target;
  const Camera here = target_at(s, d, d.camera.move.target, now);  // where it heads now
  const std::optional<double> x = evaluated(s, inst, b.x, now, block.path);
  const std::optional<double> y = evaluated(s, inst, b.y, now, block.path);
  std::optional<double> to;
  std::string_view kind = "shot";
  switch (b.kind) {
    case CameraKind::kShot:
      target.kind = CameraTarget::Kind::kShot;
      target.size = b.size;
      target.on.assign(b.on.begin(), b.on.end());
      break;
    case CameraKind::kZoom: {
      kind = "zoom";
      to = evaluated(s, inst, b.to, now, block.path);
      const double w = 1 / std::clamp(to.value_or(1 / here.w), 1.0, kMostCameraZoom);
      if (!b.on.empty()) {
        target = {.kind = CameraTarget::Kind::kZoomOn, .w = w};
        target.on.assign(b.on.begin(), b.on.end());
      } else {
        target.fixed = clamp_camera({x.value_or(here.x), y.value_or(here.y), w});
      }
      break;
    }
    case CameraKind::kPan:
      kind = "pan";
      target.fixed = clamp_camera({x.value_or(here.x), y.value_or(here.y), here.w});
      break;
    case CameraKind::kShake:
    case CameraKind::kRoll:
      break;
  }
  d.camera.move = move;
  if (TimelineRecord* r = add_camera_record(s, now, kind, over)) {
    if (b.kind == CameraKind::kShot) {
      r->cast = &b.on;
      r->side = shot_size_name(b.size);
    } else if (b.kind == CameraKind::kZoom && !b.on.empty()) {
      r->who = b.on.front();
    }
    r->set_number(r->kTo, to);
    if (b.kind != CameraKind::kShot && b.on.empty()) {
      r->set_number(r->kX, x);
      r->set_number(r->kY, y);
    }
  }
  if (!(over > 0)) return {};
  return {.wait_until = now + over};
}

}  // namespace jt::rt
