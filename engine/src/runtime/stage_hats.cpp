// The hats the stage fires while a scene runs (docs/RUNTIME.md "Hats the stage fires"): `every`
// at the scene's start and each period after, `touch` when two characters' boxes go from apart
// to touching, `beat` on the music's beats (music_beats.cpp), `loud` at the moments a line gets
// loud (its voice's, RuntimeOptions::loud_moments). Their scripts are threads of the
// director apart from the scene's own: they do not keep the scene running, and a hat that fires
// while its script runs restarts it. Their timers run last among the events of their instant, so a
// scene that ends at an instant fires nothing then.
#include <algorithm>

#include "director.h"
#include "internal.h"

namespace jt::rt {
namespace {

constexpr std::size_t kMostPairs = 10000;

Instance& director_instance(RuntimeState& s) {
  return *s.instances.at(s.director->instance);
}

bool names_pair(const Hat& hat, std::string_view a, std::string_view b) {
  auto is = [](const std::string& wanted, std::string_view id) {
    return wanted.empty() || wanted == id;
  };
  return (is(hat.who, a) && is(hat.with, b)) || (is(hat.who, b) && is(hat.with, a));
}

bool watches(const Director& d, const Hat& hat) {
  return hat.kind == HatKind::kTouch && in_this_scene(d, hat);
}

// What the touch search reads of the placements: each glide of x, y and h, and visibility.
std::vector<double> placements_seen(const Director& d) {
  std::vector<double> seen;
  seen.reserve(d.placements.size() * 16);
  for (const auto& [id, p] : d.placements) {
    for (const Glide* g : {&p.x, &p.y, &p.h}) {
      seen.insert(seen.end(), {g->from, g->to, g->t0, g->over, static_cast<double>(g->curve)});
    }
    seen.push_back(p.visible ? 1 : 0);
  }
  return seen;
}

void schedule_look(RuntimeState& s, double at) {
  TouchWatch& w = director(s).touch;
  cancel_timer(s, w.timer);
  w.timer = start_timer(s, Timer::Kind::kTouch, 0, at);
}

void start_every(RuntimeState& s, std::size_t script, std::uint64_t count, double at) {
  const int index = start_timer(s, Timer::Kind::kEvery, script, at);
  s.timers[static_cast<std::size_t>(index)].count = count;
  director(s).every_timers.push_back(index);
}

// The every hat of `script` fires its `count`th time (the timers may grow: no Timer& is kept).
void fire_every(RuntimeState& s, std::size_t script, std::uint64_t count) {
  Director& d = director(s);
  const std::size_t scene = d.scene;
  // k·s from the scene's start, never a sum of periods (which would drift).
  const Hat& hat = d.program->scripts[script].hat;
  start_every(s, script, count + 1, d.scene_start + static_cast<double>(count + 1) * hat.every);
  fire_scripts(s, director_instance(s),
               [&](const Hat& h) { return &h == &hat && d.scene == scene && !d.ended; });
}

// A look at the boxes at `now`: the pairs that went from apart to touching fire their scripts,
// then the next look is found ahead.
void look_at_touches(RuntimeState& s, double now) {
  Director& d = director(s);
  TouchWatch& w = d.touch;
  const double aspect = s.options.aspect;
  std::vector<std::size_t> met;
  for (std::size_t i = 0; i < w.pairs.size(); ++i) {
    const bool is = boxes_touch(d.placements.at(std::string(w.pairs[i].first)),
                                d.placements.at(std::string(w.pairs[i].second)), now, aspect);
    if (is && w.looked && !w.touching[i]) met.push_back(i);
    w.touching[i] = is ? 1 : 0;
  }
  w.looked = true;
  w.seen = placements_seen(d);
  std::optional<double> next;
  for (const auto& [a, b] : w.pairs) {
    const std::optional<double> t =
        next_touch(d.placements.at(std::string(a)), d.placements.at(std::string(b)), now, aspect);
    if (t && (!next || *t < *next)) next = t;
  }
  if (next) schedule_look(s, *next);
  // Each script fires once however many of its pairs met at this instant (a script it fires may
  // end the scene: the scripts are chosen first).
  std::vector<const Hat*> firing;
  for (const Script& script : d.program->scripts) {
    const bool fires = watches(d, script.hat) && std::ranges::any_of(met, [&](std::size_t i) {
                         return names_pair(script.hat, w.pairs[i].first, w.pairs[i].second);
                       });
    if (fires) firing.push_back(&script.hat);
  }
  if (firing.empty()) return;
  const std::size_t scene = d.scene;
  fire_scripts(s, director_instance(s), [&](const Hat& hat) {
    return d.scene == scene && !d.ended && std::ranges::find(firing, &hat) != firing.end();
  });
}

// The pairs of characters the running scene's touch hats watch, at most kMostPairs.
void choose_pairs(RuntimeState& s) {
  Director& d = director(s);
  TouchWatch& w = d.touch;
  std::vector<const Hat*> hats;
  for (const Script& script : d.program->scripts) {
    if (watches(d, script.hat)) hats.push_back(&script.hat);
  }
  if (hats.empty()) return;
  std::size_t wanted = 0;
  for (auto a = d.placements.begin(); a != d.placements.end(); ++a) {
    for (auto b = std::next(a); b != d.placements.end(); ++b) {
      const bool watched = std::ranges::any_of(
          hats, [&](const Hat* hat) { return names_pair(*hat, a->first, b->first); });
      if (!watched) continue;
      if (++wanted <= kMostPairs) w.pairs.emplace_back(a->first, b->first);
    }
  }
  if (wanted > kMostPairs) {
    std::string message = "scene \"" + d.program->scenes[d.scene].name +
                          "\": its touch hats watch " + std::to_string(wanted) +
                          " pairs of characters, more than " + std::to_string(kMostPairs) +
                          ": only the first " + std::to_string(kMostPairs) +
                          " (by their ids) are watched; give the hats \"who\" and \"with\"";
    if (std::ranges::find(s.warnings, message) == s.warnings.end())
      s.warnings.push_back(std::move(message));
  }
  w.touching.assign(w.pairs.size(), 0);
}

}  // namespace

bool in_this_scene(const Director& d, const Hat& hat) {
  return hat.scene_name.empty() || hat.scene_name == d.program->scenes[d.scene].name;
}

bool fired_by_stage(const RuntimeState& s, const Thread& th) {
  const Director* d = s.director.get();
  if (d == nullptr || th.instance != d->instance || th.script < 0) return false;
  return d->program->scripts[static_cast<std::size_t>(th.script)].hat.fired_by_stage();
}

void start_stage_hats(RuntimeState& s, double now) {
  Director& d = director(s);
  for (std::size_t i = 0; i < d.program->scripts.size(); ++i) {
    const Hat& hat = d.program->scripts[i].hat;
    if (hat.kind != HatKind::kEvery || !(hat.every > 0) || !in_this_scene(d, hat)) continue;
    start_every(s, i, 0, now);
  }
  choose_pairs(s);
  if (!d.touch.pairs.empty()) schedule_look(s, now);  // the start's look: touching is no meeting
  schedule_beat(s, now, false);                       // a beat at the scene's first instant fires
}

void stop_stage_hats(RuntimeState& s) {
  Director& d = director(s);
  for (int timer : d.every_timers)
    cancel_timer(s, timer);
  d.every_timers.clear();
  cancel_timer(s, d.touch.timer);
  d.touch = {};
  cancel_timer(s, d.beat_timer);
  d.beat_timer = -1;
  for (int timer : d.loud_timers)
    cancel_timer(s, timer);
  d.loud_timers.clear();
}

void schedule_loud(RuntimeState& s, std::size_t line, const std::vector<double>& moments) {
  Director& d = director(s);
  if (d.ended || !d.started) return;
  for (double m : moments) {
    d.loud_timers.push_back(start_timer(s, Timer::Kind::kLoud, line, d.lines[line].start + m));
  }
}

void fire_loud(RuntimeState& s, std::size_t line) {
  Director& d = director(s);
  const Line& said = d.lines[line];
  if (d.ended || !said.live) return;
  const std::string& who = said.block->who;
  const std::size_t scene = d.scene;
  fire_scripts(s, director_instance(s), [&](const Hat& h) {
    return h.kind == HatKind::kLoud && in_this_scene(d, h) && d.scene == scene && !d.ended &&
           (h.who.empty() || h.who == who);
  });
  // The speaker's own moves hear it as they hear talk-start.
  emit_to(s, *said.speaker, {.kind = EventKind::kLoud, .char_id = who});
}

void run_stage_hat(RuntimeState& s, int index, double now) {
  Timer& timer = s.timers[static_cast<std::size_t>(index)];
  // Last among the events of its instant: what else happens then (the scene's end) comes first.
  const bool others = s.queue.any_at(now, [&](const QueuedWake& e) {
    return !is_stale(s, e) &&
           (e.thread >= 0 || !s.timers[static_cast<std::size_t>(-1 - e.thread)].last_in_instant());
  });
  if (others) {
    s.queue.push(now, -1 - index, timer.generation);
    return;
  }
  timer.alive = false;
  ++timer.generation;
  Director& d = director(s);
  if (timer.kind == Timer::Kind::kEvery) {
    std::erase(d.every_timers, index);
    fire_every(s, timer.target, timer.count);
  } else if (timer.kind == Timer::Kind::kLoud) {
    std::erase(d.loud_timers, index);
    fire_loud(s, timer.target);
  } else if (timer.kind == Timer::Kind::kBeat) {
    d.beat_timer = -1;
    schedule_beat(s, now, true);
    const std::size_t scene = d.scene;
    fire_scripts(s, director_instance(s), [&](const Hat& h) {
      return h.kind == HatKind::kBeat && in_this_scene(d, h) && d.scene == scene && !d.ended;
    });
  } else {
    d.touch.timer = -1;
    look_at_touches(s, now);
  }
}

void watch_touches(RuntimeState& s, double now) {
  if (s.director == nullptr) return;
  Director& d = director(s);
  if (!d.touch.looked || d.touch.pairs.empty() || d.ended) return;
  if (placements_seen(d) != d.touch.seen) schedule_look(s, now);
}

}  // namespace jt::rt
