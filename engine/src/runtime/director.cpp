// A cartoon's scenes (spec §7.1, §7.6, §7.7): each starts when the one before ends or at its pin,
// runs its scripts in parallel, and ends when they are done (held ones aside) or at the next
// pin, cutting off what still runs and reporting what it lost. The plan is the same director
// run first on a twin runtime that starts no behaviours.
#include "director.h"

#include <cmath>
#include <cstdio>

#include "internal.h"
#include "jt/printable.h"

namespace jt::rt {
namespace {

Instance& director_instance(RuntimeState& s) {
  return *s.instances.at(s.director->instance);
}

std::optional<double> next_pin(const Director& d) {
  if (d.scene + 1 >= d.program->scenes.size()) return std::nullopt;
  return d.program->scenes[d.scene + 1].at;
}

// Whether a thread can only wake when its scene ends (spec §7.1 "held"): it waits with no
// finite time to wake at, and so do all its branches.
bool held(const RuntimeState& s, int ti) {
  const Thread& th = s.threads[static_cast<std::size_t>(ti)];
  if (!th.alive) return true;
  double wake = th.wait == Thread::Wait::kTime ? th.wait_until : kInfinity;
  for (const StackFrame& f : th.stack) {
    if (f.kind == StackFrame::Kind::kFor) wake = std::min(wake, f.deadline);
  }
  if (wake < kInfinity) return false;
  if (th.wait == Thread::Wait::kChildren) {
    for (int child : th.children) {
      if (!held(s, child)) return false;
    }
    return true;
  }
  return th.wait == Thread::Wait::kTime;
}

bool scripts_done(const RuntimeState& s, InstanceId instance) {
  for (std::size_t i = 0; i < s.threads.size(); ++i) {
    const Thread& th = s.threads[i];
    // The scripts the stage fires (every, touch) do not keep the scene running.
    if (th.alive && th.instance == instance && th.parent < 0 && !fired_by_stage(s, th) &&
        !held(s, static_cast<int>(i))) {
      return false;
    }
  }
  return true;
}

void set_record_dur(RuntimeState& s, std::optional<std::size_t> record, double now) {
  if (record && *record < s.timeline.size()) {
    s.timeline[*record].dur = now - s.timeline[*record].t;
  }
}

// The cartoon ends at `now`: a sound still playing is cut there (its record's dur is what sounded).
void cut_sounds_at_end(RuntimeState& s, double now) {
  for (TimelineRecord& r : s.timeline) {
    if (r.kind == "sound" && r.t + r.dur > now) r.dur = std::max(0.0, now - r.t);
  }
}

// What the running scene loses when it is cut off at `now` (spec §7.6): lines and glides cut
// part-way, captions and `does … for` whose time ran past its end (with `inner_only`, those of
// the scopes inside the scripts: what `stop all` cuts off, the scene's own running on).
void note_losses(RuntimeState& s, double now, bool inner_only = false) {
  Director& d = director(s);
  for (const Line& line : d.lines) {
    // A line due to end at most a microsecond after the scene lost nothing (rounding, §7.6).
    if (line.live && line.end - now > 1e-6) {
      d.losses.push_back("the line \"" + shortened(line.block->text) + "\" (" + line.block->who +
                         ") was cut off, " + amounts(now - line.start, line.end - line.start) +
                         " s spoken");
    }
  }
  for (const std::vector<Caption>* list : {&d.captions, &d.hidden}) {
    for (const Caption& c : *list) {
      if (inner_only && c.scope == 0) continue;
      if (std::isfinite(c.end) && c.end > now + 1e-6) {
        d.losses.push_back("the caption \"" + shortened(c.text) + "\" showed " +
                           amounts(now - c.start, c.end - c.start) + " s of its time");
      }
    }
  }
  for (const SceneBehaviour& b : d.behaviours) {
    if (inner_only && b.scope == 0) continue;
    if (std::isfinite(b.end) && b.end > now + 1e-6) {
      d.losses.push_back(std::string(b.who) + "'s behaviour ran " +
                         amounts(now - b.start, b.end - b.start) + " s of its time");
    }
  }
  for (const auto& [who, p] : d.placements) {
    for (const Glide* g : {&p.x, &p.y, &p.h, &p.facing}) {
      if (g->over > 0 && g->t0 + g->over > now && g->t0 < now) {
        const bool exit = p.exit_token != 0 && g->token == p.exit_token;
        if (exit && g->t0 + g->over - now <= 1e-6) {
          char late[32];  // "5.6e-17": two digits say it is rounding
          std::snprintf(late, sizeof late, "%.2g", g->t0 + g->over - now);
          d.losses.push_back(who + "'s exit lands " + late +
                             " s after the scene ends (rounding), so " + who +
                             " stays on stage, just out of frame");
        } else if (g->t0 + g->over - now > 1e-6) {
          d.losses.push_back(who + (exit ? "'s exit" : "'s glide") + " was cut off, " +
                             amounts(now - g->t0, g->over) + " s done" +
                             (exit ? ": " + who + " stays on stage" : ""));
        }
        break;
      }
    }
  }
}

// The root of a thread's tree: its top-level script thread.
int root_of(const RuntimeState& s, int ti) {
  while (s.threads[static_cast<std::size_t>(ti)].parent >= 0) {
    ti = s.threads[static_cast<std::size_t>(ti)].parent;
  }
  return ti;
}

// The blocks a cut-off script had not reached, outside loops (a loop cut off by a pin and a hold
// at the end are expected). The script that runs a `stop all` (`stopping`) means to stop there.
void note_unreached(RuntimeState& s, int stopping = -1) {
  Director& d = director(s);
  int unreached = 0;
  for (std::size_t i = 0; i < s.threads.size(); ++i) {
    const Thread& th = s.threads[i];
    if (!th.alive || th.instance != d.instance) continue;
    const int root = root_of(s, static_cast<int>(i));
    if (stopping >= 0 && root == stopping) continue;
    // A script the stage fires may be cut off at any time: that is no loss.
    if (fired_by_stage(s, s.threads[static_cast<std::size_t>(root)])) continue;
    bool in_loop = false;
    for (const StackFrame& f : th.stack) {
      if (f.kind == StackFrame::Kind::kRepeat || f.kind == StackFrame::Kind::kForever ||
          f.kind == StackFrame::Kind::kWhile) {
        in_loop = true;
      }
      if (f.kind == StackFrame::Kind::kList && !in_loop) {
        unreached += static_cast<int>(f.list->size() - f.pc);
      }
    }
  }
  if (unreached > 0) {
    d.losses.push_back(std::to_string(unreached) + (unreached == 1 ? " block" : " blocks") +
                       " never ran");
  }
}

void report_losses(RuntimeState& s, const std::string& what) {
  Director& d = director(s);
  if (d.losses.empty()) return;
  std::string message = what;
  for (std::size_t i = 0; i < d.losses.size(); ++i)
    message += (i == 0 ? ": " : "; ") + d.losses[i];
  d.losses.clear();
  // A run that follows the plan repeats the plan's messages; they are not added twice.
  for (const std::string& w : s.warnings) {
    if (w == message) return;
  }
  s.warnings.push_back(std::move(message));
}

void end_scene(RuntimeState& s, double now, const std::string& why) {
  Director& d = director(s);
  const Scene& scene = d.program->scenes[d.scene];
  note_losses(s, now);
  note_unreached(s);
  report_losses(
      s,
      "scene \"" + scene.name + "\" " +
          (d.stopped_at == now ? "ended at " + seconds(now - d.t0) + " s by \"stop all\"" : why));
  d.stopped_at.reset();
  stop_stage_hats(s);
  abort_instance_threads(s, director_instance(s), now);
  end_scene_scope(s, 0, now);
  set_record_dur(s, d.cut_record, now);
  set_record_dur(s, d.scene_record, now);
  d.cut_record.reset();
  d.scene_record.reset();
  if (d.planning) d.planned_ends.push_back(now);
  ++d.scene;
  start_scene(s, now);
}

}  // namespace

void set_stage(Director& d, const std::optional<std::string>& place,
               const std::optional<std::string>& mood) {
  if (!place) {
    d.grade = &*mood;
    return;
  }
  d.place = &*place;
  d.background = &*place;  // a place without an entry is its own background
  const std::string* grade = nullptr;
  for (const Place& p : d.program->places) {
    if (p.name == *place) {
      d.background = &p.background;
      grade = p.grade ? &*p.grade : nullptr;
    }
  }
  d.grade = mood ? &*mood : grade != nullptr ? grade : &kNormalGrade;
}

int start_timer(RuntimeState& s, Timer::Kind kind, std::uint64_t target, double at) {
  int index = -1;
  for (std::size_t i = 0; i < s.timers.size(); ++i) {
    if (!s.timers[i].alive) index = static_cast<int>(i);
  }
  if (index < 0) {
    index = static_cast<int>(s.timers.size());
    s.timers.emplace_back();
  }
  Timer& timer = s.timers[static_cast<std::size_t>(index)];
  timer.alive = true;
  timer.kind = kind;
  timer.target = target;
  ++timer.generation;
  s.queue.push(std::max(at, s.now), -1 - index, timer.generation);
  return index;
}

void cancel_timer(RuntimeState& s, int timer) {
  if (timer < 0) return;
  Timer& t = s.timers[static_cast<std::size_t>(timer)];
  t.alive = false;
  ++t.generation;
}

void run_timer(RuntimeState& s, int index, double now) {
  Timer& timer = s.timers[static_cast<std::size_t>(index)];
  if (timer.last_in_instant()) {
    run_stage_hat(s, index, now);
    return;
  }
  timer.alive = false;
  ++timer.generation;
  if (timer.kind == Timer::Kind::kPin) {
    Director* d = s.director.get();
    if (d == nullptr || d->ended) return;
    if (!d->started && timer.target == 0) {
      start_scene(s, now);  // the first scene's pin (spec §7.6)
      return;
    }
    if (d->scene + 1 != timer.target) return;
    const Scene& next = d->program->scenes[d->scene + 1];
    end_scene(s, now,
              "was cut off at " + seconds(now) + " s by the pinned start of \"" + next.name + "\"");
    return;
  }
  // A `does … for` ran out (exact time, spec §7.5).
  const InstanceId instance = static_cast<InstanceId>(timer.target);
  if (s.director == nullptr) return;
  auto& list = s.director->behaviours;
  for (auto it = list.begin(); it != list.end(); ++it) {
    if (it->timer == index) {
      set_record_dur(s, it->record, now);
      list.erase(it);
      break;
    }
  }
  stop_instance(s, instance, now);
}

void start_scene(RuntimeState& s, double now) {
  Director& d = director(s);
  Instance& inst = director_instance(s);
  if (d.scene >= d.program->scenes.size()) {
    d.ended = true;
    d.end_time = now;
    if (d.planning) cut_sounds_at_end(s, now);
    end_music(s, now);
    return;
  }
  const Scene& scene = d.program->scenes[d.scene];
  d.started = true;
  d.scene_start = now;
  d.holding = false;
  d.camera = {};  // the wide shot
  // In a scene's formulas tau is time since the scene started and dur its length when the next
  // scene is pinned (spec §7.1).
  inst.start = now;
  const std::optional<double> pin = next_pin(d);
  inst.dur = pin ? d.t0 + *pin - now : kInfinity;
  if (scene.place || scene.mood) set_stage(d, scene.place, scene.mood);
  if (d.planning && record_allowed(s, now)) {
    d.scene_record = s.timeline.size();
    new_record(s) = {
        .t = now, .kind = "scene", .text = scene.name, .place = d.place, .grade = d.grade};
  }
  // Behaviours already running hear the scene's hats (spec §7.6).
  emit_event(s, {.kind = EventKind::kScene, .name = scene.name});
  for (std::size_t script : scene.scripts) {
    start_thread(s, inst, static_cast<int>(script), d.program->scripts[script].body, 0, -1, now);
  }
  start_stage_hats(s, now);
  if (pin) {
    const double at = d.t0 + *pin;
    if (at <= now) {
      // The pin wins: it has passed, so this scene runs 0 s and the pinned one starts, late.
      d.losses.push_back(
          "it ran 0 s: the pinned start of \"" + d.program->scenes[d.scene + 1].name + "\" at " +
          seconds(*pin) + " s had passed when it began at " + seconds(now - d.t0) + " s, so \"" +
          d.program->scenes[d.scene + 1].name + "\" starts " + seconds(now - at) + " s late");
      end_scene(s, now, "was squeezed out");
      return;
    }
    start_timer(s, Timer::Kind::kPin, d.scene + 1, at);
  }
  check_scene(s, now);
}

void stop_all(RuntimeState& s, int thread, double now) {
  Director& d = director(s);
  note_losses(s, now, true);
  note_unreached(s, root_of(s, thread));
  if (const std::optional<double> pin = next_pin(d); pin && d.t0 + *pin > now) {
    // The stage holds until the pin: the cut-offs of `stop all` get a message of their own.
    report_losses(s, "scene \"" + d.program->scenes[d.scene].name + "\" was stopped at " +
                         seconds(now - d.t0) +
                         " s by \"stop all\" and held its stage until the "
                         "pinned start of \"" +
                         d.program->scenes[d.scene + 1].name + "\" at " + seconds(*pin) + " s");
  } else {
    d.stopped_at = now;  // the scene ends now: one message says it all
  }
  stop_stage_hats(s);
  abort_instance_threads(s, director_instance(s), now);
}

void check_scene(RuntimeState& s, double now) {
  if (s.director == nullptr) return;
  Director& d = director(s);
  if (!d.started || d.ended || d.holding || !scripts_done(s, d.instance)) return;
  if (next_pin(d)) {
    d.holding = true;  // the stage holds until the pin (its timer is queued)
    return;
  }
  end_scene(s, now, "ended");
}

}  // namespace jt::rt
