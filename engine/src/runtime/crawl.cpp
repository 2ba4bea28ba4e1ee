#include "crawl.h"

#include <algorithm>
#include <cmath>

#include "director.h"
#include "internal.h"

namespace jt::rt {
namespace {

using creature::Vec;

constexpr double kStageLines = 1080;  // world px are stage px of a 1080-line picture, ×zoom
// At h 0.5 (a person's default) a creature is drawn so that its rest length is at least this many
// stage px, enlarged at most kMostZoom times; h scales it from there as it scales a person.
constexpr double kCastLength = 480, kMostZoom = 4, kDefaultH = 0.5;
// Steering toward its place: full throttle until within a quarter of its length, down to
// kLeastThrottle, then it rests once its centre is within kArrive of its length (or kArrivePx).
constexpr double kSlowing = 0.25, kLeastThrottle = 0.3, kArrive = 0.05, kArrivePx = 3;
// Resting, it turns to its facing (at kTurnThrottle) when its heading is more than 60° off it,
// until it is within 20°.
constexpr double kTurnFrom = 0.5, kTurnedTo = 0.9397, kTurnThrottle = 0.5;

// Its speed at throttle 1: the centre's travel from 2 s to 6 s, crawling straight from rest.
double measured_speed(const std::shared_ptr<const creature::Model>& model) {
  creature::Creature c(model, {0, 0}, {1, 0}, 0, 0);
  const creature::Controls full{1, {1, 0}};
  creature::advance_to(c, 120, full);
  const Vec from = c.center();
  creature::advance_to(c, 360, full);
  return std::max(creature::length(c.center() - from) / 4, 1.0);  // a glide always ends
}

Vec world_of(const RuntimeState& s, const Crawler& c, double x, double y) {
  return {x * kStageLines * s.options.aspect / c.zoom, y * kStageLines / (c.zoom * kFloorTilt)};
}

bool gliding(const Glide& g, double at) {
  return g.over > 0 && at < g.t0 + g.over;
}

// `x`: where it rests (resting_xs), its placement's x while that glides.
void spawn(const RuntimeState& s, Crawler& c, const Placement& p, double x, double at) {
  const Vec centre = world_of(s, c, x, p.y.at(at));
  Vec heading{p.facing.at(at) < 0 ? -1.0 : 1.0, 0};
  const Vec toward = world_of(s, c, p.x.to, p.y.to) - centre;
  if ((gliding(p.x, at) || gliding(p.y, at)) && creature::length(toward) > 1e-9) {
    heading = toward * (1 / creature::length(toward));
  }
  c.body.emplace(c.model, centre + heading * (c.model->rest_length / 2), heading, 0, c.seed);
  c.resting = false;
  c.turning = false;
}

// One substep at `at`: toward its place (`x`, resting_xs) while it glides or is out of reach,
// else resting at its facing.
void steer(const RuntimeState& s, Crawler& c, const Placement& p, double x, double at) {
  creature::Creature& body = *c.body;
  const double rest = c.model->rest_length;
  const Vec goal = world_of(s, c, x, p.y.at(at));
  const bool moving = gliding(p.x, at) || gliding(p.y, at);
  if (c.resting && (moving || goal != Vec{c.goal_x, c.goal_y})) c.resting = false;
  const Vec centre = body.center();
  const double distance = creature::length(goal - centre);
  if (!c.resting && !moving && distance < std::max(kArrive * rest, kArrivePx)) {
    c.resting = true;
    c.goal_x = goal.x;
    c.goal_y = goal.y;
  }
  creature::Controls controls{0, body.direction()};
  if (!c.resting) {
    controls.throttle = std::clamp(distance / (kSlowing * rest), kLeastThrottle, 1.0);
    if (distance > 1e-9) controls.direction = goal - centre;
  } else {
    // Its heading is its body's (the head swings with the gait): from its centre to its head.
    const Vec facing{p.facing.at(at) < 0 ? -1.0 : 1.0, 0};
    const Vec axis = body.head() - centre;
    const double along = creature::dot(axis, facing) / std::max(creature::length(axis), 1e-9);
    // Turning starts only when it is well off its facing, and goes on until it is nearly there.
    c.turning = along < (c.turning ? kTurnedTo : kTurnFrom);
    if (c.turning) controls = {kTurnThrottle, facing};
  }
  body.substep(controls);
}

}  // namespace

void add_crawlers(RuntimeState& s) {
  s.crawlers.clear();
  s.next_substep = 0;
  for (const CastEntry& e : s.director->program->cast) {
    if (!e.is_creature()) continue;
    // Each measure is a few hundred substeps (tens of milliseconds for a long creature): Ctrl-C
    // is heard between them (the caller then stops the start).
    if (s.options.interrupted && s.options.interrupted()) {
      s.halted = true;
      return;
    }
    Crawler c;
    c.id = e.id;
    c.model = e.creature_model;
    if (c.model == nullptr) {
      const auto found = s.options.creatures.find(e.id);
      if (found == s.options.creatures.end() || found->second == nullptr) continue;
      c.model = found->second;
    }
    const double h = e.has_h ? e.h : kDefaultH;
    c.zoom = std::clamp(kCastLength / std::max(c.model->rest_length, 1.0), 1.0, kMostZoom) * h /
             kDefaultH;
    auto [speed, fresh] = s.crawl_speeds.try_emplace(c.model.get(), 0.0);
    if (fresh) speed->second = measured_speed(c.model);
    c.speed = speed->second;
    c.length = c.model->rest_length * c.zoom / kStageLines;
    double widest = 0;
    for (const creature::ChunkConstants& chunk : c.model->chunks)
      widest = std::max(widest, chunk.half_width);
    const creature::Legs& legs = c.model->descriptor.legs;
    const double reach = legs.pairs > 0 ? legs.reach : 0;
    c.half_length = (c.model->rest_length / 2 + widest + reach) * c.zoom / kStageLines;
    c.half_depth = (widest + kFloorTilt * reach) * c.zoom / kStageLines;
    c.seed = creature::creature_seed(s.options.seed, e.id);
    s.crawlers.push_back(std::move(c));
  }
}

const Crawler* crawler_of(const RuntimeState& s, std::string_view who) {
  for (const Crawler& c : s.crawlers) {
    if (c.id == who) return &c;
  }
  return nullptr;
}

double crawl_seconds(const RuntimeState& s, const Crawler& c, double from_x, double from_y,
                     double to_x, double to_y) {
  return creature::length(world_of(s, c, to_x, to_y) - world_of(s, c, from_x, from_y)) / c.speed;
}

void advance_crawlers(RuntimeState& s, double time, bool inclusive) {
  Director* d = s.director.get();
  if (s.crawlers.empty() || d == nullptr || d->planning || !std::isfinite(time)) return;
  for (;;) {
    const double at = d->t0 + static_cast<double>(s.next_substep) / 60;
    if (inclusive ? at > time : at >= time) return;
    // A substep of many creatures takes about a millisecond, and a step may run hours of them
    // (a still at 300 s of 100 centipedes took 17 s, Ctrl-C acted after 12): each one asks.
    if (s.options.interrupted && s.options.interrupted()) {
      s.halted = true;
      return;
    }
    const std::vector<double> xs = resting_xs(s, at);
    for (std::size_t i = 0; i < s.crawlers.size(); ++i) {
      Crawler& c = s.crawlers[i];
      const Placement& p = placement_of(s, c.id);
      if (!p.visible) {
        c.body.reset();
      } else if (!c.body) {
        spawn(s, c, p, xs[i], at);
      } else {
        steer(s, c, p, xs[i], at);
      }
    }
    ++s.next_substep;
  }
}

void crawler_frame(const Crawler& c, double aspect, CharacterFrame& frame) {
  frame.creature = c.model;
  frame.zoom = c.zoom;
  if (!c.body) {
    frame.visible = false;
    return;
  }
  creature::pose_into(*c.body, frame.body);
  const Vec centre = frame.body.center;
  frame.x = centre.x * c.zoom / (kStageLines * aspect);
  frame.y = centre.y * c.zoom * kFloorTilt / kStageLines;
  frame.facing = frame.body.head.x < centre.x ? -1 : 1;
}

}  // namespace jt::rt
