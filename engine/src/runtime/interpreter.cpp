// Script threads (spec §0, §2, §3): running blocks at exact times, waits, scopes, loops, `for`
// deadlines, `together` branches, stops, and the glides a cut-off freezes.
//
// A thread is a stack of frames. A kList frame runs its blocks in order; a loop, `for` or
// `together` frame below it decides what happens when that list ends. A loop frame on top of the
// stack means "begin the next iteration". A waiting thread has one entry in the event queue at
// the earliest of its own wait's end and its `for` frames' deadlines; when it wakes, a deadline
// that has come cuts off everything above its `for` (deadlines first: a block due at the same
// instant as its `for`'s end does not run).
#include <algorithm>
#include <cmath>

#include "director.h"
#include "internal.h"
#include "jt/expr/functions.h"

namespace jt::rt {
namespace {

enum class Flow { kContinue, kWait, kEnded };

Thread& thread_at(RuntimeState& s, int ti) {
  return s.threads[static_cast<std::size_t>(ti)];
}

Instance& instance_of(RuntimeState& s, const Thread& th) {
  return *s.instances.at(th.instance);
}

// Freezes every glide the thread was waiting on where it is at `t` (spec §2: "a glide cut off by
// a scope end or a stop freezes where it is").
void freeze_glides(RuntimeState& s, Thread& th, double t) {
  if (th.line >= 0 || th.glide_token != 0) scene_wait_over(s, th, t);
  th.line = -1;
  if (th.glide_token == 0) return;
  Instance& inst = instance_of(s, th);
  for (BaseSlot& slot : inst.base) {
    if (slot.glide && slot.glide->token == th.glide_token) {
      slot.value = slot.glide->at(t);
      slot.glide.reset();
    }
  }
  for (ReachSlot& r : inst.reach) {
    for (Glide* g : {&r.w, &r.x, &r.y, &r.dx, &r.dy}) {
      if (g->token == th.glide_token) *g = Glide{g->at(t), g->at(t), t, 0, Ease::kLinear, 0};
    }
  }
  th.glide_token = 0;
}

// Schedules the thread's wake-up: its own wait (`until`, infinity for none) or the earliest
// deadline of its `for` frames, whichever comes first. Nothing is queued for "never".
void schedule(RuntimeState& s, int ti, double until, double now) {
  Thread& th = thread_at(s, ti);
  ++th.generation;
  th.wait_until = until;
  double wake = until;
  for (const StackFrame& f : th.stack) {
    if (f.kind == StackFrame::Kind::kFor) wake = std::min(wake, f.deadline);
  }
  if (std::isnan(wake)) wake = now;
  if (wake < kInfinity) s.queue.push(std::max(wake, now), ti, th.generation);
}

// The thread waits for the next step (a poll, or a loop iteration that took no time).
void wait_for_step(RuntimeState& s, int ti, double now) {
  Thread& th = thread_at(s, ti);
  th.wait = Thread::Wait::kStep;
  schedule(s, ti, kInfinity, now);  // only its deadlines
  s.step_waiters.push_back(ti);
  s.polled = true;
}

void wait_for_time(RuntimeState& s, int ti, double until, double now) {
  thread_at(s, ti).wait = Thread::Wait::kTime;
  schedule(s, ti, until, now);
}

// Pops frames down to (and including) stack[index], ending the scopes they opened.
void unwind_to(RuntimeState& s, int ti, std::size_t index, double now) {
  Thread& th = thread_at(s, ti);
  for (int child : std::vector<int>(th.children))
    abort_thread(s, child, now);
  th.children.clear();
  th.running_children = 0;
  freeze_glides(s, th, now);
  Instance& inst = instance_of(s, th);
  while (th.stack.size() > index) {
    const StackFrame& f = th.stack.back();
    if (f.kind == StackFrame::Kind::kFor || f.kind == StackFrame::Kind::kWhile) {
      end_scope(inst, f.scope);
      if (s.director != nullptr && inst.id == s.director->instance) {
        end_scene_scope(s, f.scope, now);
      }
    }
    th.scope = f.outer_scope;
    th.stack.pop_back();
  }
}

void release_thread(RuntimeState& s, int ti) {
  Thread& th = thread_at(s, ti);
  th.alive = false;
  ++th.generation;
  th.stack.clear();
  th.children.clear();
  if (th.script >= 0) {
    auto it = s.instances.find(th.instance);
    if (it != s.instances.end()) {
      auto& slots = it->second->script_threads;
      if (static_cast<std::size_t>(th.script) < slots.size() && slots[th.script] == ti) {
        slots[th.script] = -1;
      }
    }
  }
  s.free_threads.push_back(ti);
}

void run_thread(RuntimeState& s, int ti, double now);

// The thread has nothing left to run: it ends, and a `together` waiting for it may go on.
void finish_thread(RuntimeState& s, int ti, double now) {
  Thread& th = thread_at(s, ti);
  unwind_to(s, ti, 0, now);
  const int parent = th.parent;
  release_thread(s, ti);
  if (parent < 0) return;
  Thread& p = thread_at(s, parent);
  std::erase(p.children, ti);
  if (--p.running_children == 0 && p.wait == Thread::Wait::kChildren) {
    p.wait = Thread::Wait::kNone;
    ++p.generation;  // its queued deadline entry, if any, is rescheduled when it next waits
    run_thread(s, parent, now);
  }
}

void push_list(Thread& th, const BlockList& list) {
  th.stack.push_back({.kind = StackFrame::Kind::kList, .list = &list, .outer_scope = th.scope});
}

// Opens a scope for a `for` or `while` frame (spec §2: they end the motions started inside).
void open_scope(Instance& inst, Thread& th, StackFrame& f) {
  f.outer_scope = th.scope;
  f.scope = inst.next_scope++;
  th.scope = f.scope;
}

void start_ramp(RuntimeState& s, int ti, const Block& block, const RampBlock& ramp, double now) {
  Thread& th = thread_at(s, ti);
  Instance& inst = instance_of(s, th);
  const double over = evaluate(s, inst, ramp.over, now, 0, block.path);
  const std::uint64_t token = s.next_glide_token++;
  for (const RampBlock::Target& target : ramp.targets) {
    BaseSlot& slot = inst.base[target.channel];
    const double from =
        slot.written ? slot.at(now) : rest_value(inst.program->channels[target.channel].kind);
    const double value = evaluate(s, inst, target.value, now, 0, block.path);
    const double to = target.by ? from + value : value;
    slot.written = true;
    slot.value = to;
    slot.glide.reset();
    if (over > 0) slot.glide = Glide{from, to, now, over, ramp.ease, token};
  }
  if (over > 0) {
    th.glide_token = token;
    wait_for_time(s, ti, now + over, now);
  }
}

Flow run_block(RuntimeState& s, int ti, const Block& block, double now);

// Begins the next iteration of the loop frame on top, or ends the loop.
Flow next_iteration(RuntimeState& s, int ti, double now) {
  Thread& th = thread_at(s, ti);
  Instance& inst = instance_of(s, th);
  StackFrame& f = th.stack.back();
  switch (f.kind) {
    case StackFrame::Kind::kRepeat: {
      if (!(f.remaining > 0)) break;
      f.remaining -= 1;
      f.iteration_start = now;
      push_list(th, std::get<RepeatBlock>(f.block->op).body);
      return Flow::kContinue;
    }
    case StackFrame::Kind::kForever:
      f.iteration_start = now;
      push_list(th, std::get<ForeverBlock>(f.block->op).body);
      return Flow::kContinue;
    case StackFrame::Kind::kWhile: {
      const WhileBlock& w = std::get<WhileBlock>(f.block->op);
      const double cond = evaluate(s, inst, w.cond, now, 0, f.block->path);
      if (!expr::truthy(cond)) break;
      f.iteration_start = now;
      push_list(th, w.body);
      return Flow::kContinue;
    }
    case StackFrame::Kind::kFor: {
      // The body ended before the time was up: the `for` waits for its deadline.
      if (now < f.deadline) {
        wait_for_time(s, ti, f.deadline, now);
        return Flow::kWait;
      }
      break;
    }
    case StackFrame::Kind::kTogether:
    case StackFrame::Kind::kList:
      break;
  }
  unwind_to(s, ti, th.stack.size() - 1, now);
  return Flow::kContinue;
}

bool is_loop(StackFrame::Kind kind) {
  return kind == StackFrame::Kind::kRepeat || kind == StackFrame::Kind::kForever ||
         kind == StackFrame::Kind::kWhile;
}

void run_thread(RuntimeState& s, int ti, double now) {
  for (;;) {
    Thread& th = thread_at(s, ti);
    if (!th.alive) return;
    if (th.stack.empty()) {
      finish_thread(s, ti, now);
      return;
    }
    StackFrame& f = th.stack.back();
    if (f.kind == StackFrame::Kind::kList) {
      if (f.pc < f.list->size()) {
        const Block& block = (*f.list)[f.pc++];
        if (run_block(s, ti, block, now) != Flow::kContinue) return;
        continue;
      }
      th.stack.pop_back();
      if (th.stack.empty()) continue;
      // A loop iteration that took no time waits for the next step (spec §0: no infinite loops).
      const StackFrame& loop = th.stack.back();
      if (is_loop(loop.kind) && loop.iteration_start == now) {
        wait_for_step(s, ti, now);
        return;
      }
      continue;
    }
    if (next_iteration(s, ti, now) != Flow::kContinue) return;
  }
}

Flow run_together(RuntimeState& s, int ti, const Block& block, double now) {
  const TogetherBlock& together = std::get<TogetherBlock>(block.op);
  Thread& th = thread_at(s, ti);
  th.stack.push_back(
      {.kind = StackFrame::Kind::kTogether, .block = &block, .outer_scope = th.scope});
  Instance& inst = instance_of(s, th);
  const std::uint32_t scope = th.scope;  // branches start motions in the enclosing scope (§2)
  for (const BlockList& branch : together.branches) {
    const int child = start_thread(s, inst, -1, branch, scope, -2, now);
    thread_at(s, ti).children.push_back(child);
  }
  // Every branch is registered before any runs, so one that ends at once cannot resume us early.
  Thread& self = thread_at(s, ti);
  self.running_children = static_cast<int>(self.children.size());
  for (int child : self.children)
    thread_at(s, child).parent = ti;
  // A copy: a branch that ends leaves the list.
  for (int child : std::vector<int>(self.children)) {
    Thread& c = thread_at(s, child);
    if (c.alive && c.parent == ti && c.wait == Thread::Wait::kNone) run_thread(s, child, now);
  }
  Thread& after = thread_at(s, ti);
  if (!after.alive) return Flow::kEnded;
  if (after.running_children == 0) {
    after.stack.pop_back();
    return Flow::kContinue;
  }
  after.wait = Thread::Wait::kChildren;
  schedule(s, ti, kInfinity, now);
  return Flow::kWait;
}

// A scene block, run by a director thread: it may wait (a line, a glide).
Flow run_scene_step(RuntimeState& s, int ti, const Block& block, double now) {
  Thread& th = thread_at(s, ti);
  if (s.director == nullptr || th.instance != s.director->instance) return Flow::kContinue;
  double scope_end = kInfinity;  // the earliest known end of its scope: an enclosing `for`
  for (const StackFrame& f : th.stack) {
    if (f.kind == StackFrame::Kind::kFor) scope_end = std::min(scope_end, f.deadline);
  }
  const SceneStep step = run_scene_block(s, instance_of(s, th), block, now, th.scope, scope_end);
  Thread& after = thread_at(s, ti);
  if (step.again && step.wait_until > now) {
    --after.stack.back().pc;  // the block runs again when its time comes
    wait_for_time(s, ti, step.wait_until, now);
    return Flow::kWait;
  }
  if (!(step.wait_until > now)) {
    if (step.line >= 0) end_line(s, step.line, now);  // a line of no length
    return Flow::kContinue;
  }
  after.line = step.line;
  after.glide_token = step.glide_token;
  wait_for_time(s, ti, step.wait_until, now);
  return Flow::kWait;
}

Flow run_block(RuntimeState& s, int ti, const Block& block, double now) {
  Thread& th = thread_at(s, ti);
  Instance& inst = instance_of(s, th);
  const std::string& path = block.path;
  return std::visit(
      [&](const auto& op) -> Flow {
        using T = std::decay_t<decltype(op)>;
        if constexpr (std::is_same_v<T, SetBlock>) {
          for (const SetBlock::Target& target : op.to) {
            BaseSlot& slot = inst.base[target.channel];
            slot.written = true;
            slot.value = evaluate(s, inst, target.value, now, 0, path);
            slot.glide.reset();
          }
          return Flow::kContinue;
        } else if constexpr (std::is_same_v<T, RampBlock>) {
          start_ramp(s, ti, block, op, now);
          return thread_at(s, ti).wait == Thread::Wait::kTime ? Flow::kWait : Flow::kContinue;
        } else if constexpr (std::is_same_v<T, WaitBlock>) {
          const double value = evaluate(s, inst, op.time, now, 0, path);
          const double until = op.until ? inst.start + value : now + value;
          if (!(until > now)) return Flow::kContinue;
          wait_for_time(s, ti, until, now);
          return Flow::kWait;
        } else if constexpr (std::is_same_v<T, ForBlock>) {
          const double value = evaluate(s, inst, op.time, now, 0, path);
          double deadline = op.until ? inst.start + value : now + value;
          if (std::isnan(deadline)) deadline = now;
          StackFrame f{.kind = StackFrame::Kind::kFor, .block = &block, .deadline = deadline};
          open_scope(inst, th, f);
          th.stack.push_back(f);
          push_list(th, op.body);
          return Flow::kContinue;
        } else if constexpr (std::is_same_v<T, WhileBlock>) {
          StackFrame f{.kind = StackFrame::Kind::kWhile, .block = &block};
          open_scope(inst, th, f);
          th.stack.push_back(f);
          return Flow::kContinue;  // the frame on top begins the first iteration
        } else if constexpr (std::is_same_v<T, UntilBlock>) {
          if (expr::truthy(evaluate(s, inst, op.cond, now, 0, path))) return Flow::kContinue;
          --th.stack.back().pc;  // check again at the next step
          wait_for_step(s, ti, now);
          return Flow::kWait;
        } else if constexpr (std::is_same_v<T, RepeatBlock>) {
          const double count = evaluate(s, inst, op.count, now, 0, path);
          th.stack.push_back({.kind = StackFrame::Kind::kRepeat,
                              .block = &block,
                              .remaining = std::ceil(count),  // as JavaScript's i < n
                              .outer_scope = th.scope});
          return Flow::kContinue;
        } else if constexpr (std::is_same_v<T, ForeverBlock>) {
          th.stack.push_back(
              {.kind = StackFrame::Kind::kForever, .block = &block, .outer_scope = th.scope});
          return Flow::kContinue;
        } else if constexpr (std::is_same_v<T, TogetherBlock>) {
          return run_together(s, ti, block, now);
        } else if constexpr (std::is_same_v<T, IfBlock>) {
          const bool yes = expr::truthy(evaluate(s, inst, op.cond, now, 0, path));
          push_list(th, yes ? op.then_body : op.else_body);
          return Flow::kContinue;
        } else if constexpr (std::is_same_v<T, StopBlock>) {
          finish_thread(s, ti, now);
          return Flow::kEnded;
        } else if constexpr (std::is_same_v<T, StopAllBlock>) {
          if (s.director != nullptr && inst.id == s.director->instance) {
            stop_all(s, ti, now);
          } else {
            abort_instance_threads(s, inst, now);
          }
          return Flow::kEnded;
        } else if constexpr (std::is_same_v<T, MoodBlock>) {
          inst.mood = inst.character != nullptr
                          ? mood_write(s, *inst.character, op.mood, now, false)
                          : MoodWrite{op.mood, ++s.order, now, false, now};
          return Flow::kContinue;
        } else if constexpr (std::is_same_v<T, ViewBlock>) {
          inst.view = MoodWrite{op.to, ++s.order, now, false};
          return Flow::kContinue;
        } else if constexpr (std::is_same_v<T, SetVarBlock>) {
          inst.slots[op.slot] = evaluate(s, inst, op.value, now, 0, path);
          return Flow::kContinue;
        } else if constexpr (std::is_same_v<T, ChangeVarBlock>) {
          inst.slots[op.slot] += evaluate(s, inst, op.by, now, 0, path);
          return Flow::kContinue;
        } else if constexpr (std::is_same_v<T, ReachBlock> || std::is_same_v<T, ReleaseBlock>) {
          const std::uint64_t token = s.next_glide_token++;
          const double over = start_reach(s, inst, block, token, now);
          if (!(over > 0)) return Flow::kContinue;
          thread_at(s, ti).glide_token = token;
          wait_for_time(s, ti, now + over, now);
          return Flow::kWait;
        } else if constexpr (std::is_same_v<T, SayBlock> || std::is_same_v<T, DoesBlock> ||
                             std::is_same_v<T, CaptionBlock> || std::is_same_v<T, CutBlock> ||
                             std::is_same_v<T, PlaceBlock> || std::is_same_v<T, SceneMoodBlock> ||
                             std::is_same_v<T, SceneViewBlock> ||
                             std::is_same_v<T, SceneReachBlock> || std::is_same_v<T, CameraBlock> ||
                             std::is_same_v<T, SoundBlock> || std::is_same_v<T, MusicBlock> ||
                             std::is_same_v<T, PropBlock>) {
          return run_scene_step(s, ti, block, now);
        } else {
          // wave, hop, gait, drive, chain, follow: motions
          start_motion(s, inst, block, th.scope, now);
          return Flow::kContinue;
        }
      },
      block.op);
}

}  // namespace

int start_thread(RuntimeState& s, Instance& inst, int script, const BlockList& body,
                 std::uint32_t scope, int parent, double now) {
  int ti;
  if (!s.free_threads.empty()) {
    ti = s.free_threads.back();
    s.free_threads.pop_back();
  } else {
    ti = static_cast<int>(s.threads.size());
    s.threads.emplace_back();
  }
  Thread& th = thread_at(s, ti);
  // Reset field by field: a reused thread keeps its vectors' capacity (no allocation).
  ++th.generation;
  th.alive = true;
  th.running_children = 0;
  th.children.clear();
  th.stack.clear();
  th.wait = Thread::Wait::kNone;
  th.wait_until = 0;
  th.glide_token = 0;
  th.line = -1;
  th.instance = inst.id;
  th.script = script;
  th.parent = parent;
  th.scope = scope;
  push_list(th, body);
  if (script >= 0) inst.script_threads[static_cast<std::size_t>(script)] = ti;
  // A branch (parent -2 until its `together` registers it) is run by the `together`.
  if (parent != -2) run_thread(s, ti, now);
  return ti;
}

void wake_thread(RuntimeState& s, int ti, double now) {
  Thread& th = thread_at(s, ti);
  ++th.generation;  // any other entry it left in the queue is stale from now on
  for (std::size_t i = 0; i < th.stack.size(); ++i) {
    const StackFrame& f = th.stack[i];
    if (f.kind == StackFrame::Kind::kFor && f.deadline <= now) {
      th.wait = Thread::Wait::kNone;
      unwind_to(s, ti, i, now);
      run_thread(s, ti, now);
      return;
    }
  }
  if (th.wait == Thread::Wait::kTime && th.wait_until <= now) {
    th.wait = Thread::Wait::kNone;
    if (th.line >= 0 || th.glide_token != 0) scene_wait_over(s, th, now);  // landed, spoken
    th.line = -1;
    th.glide_token = 0;  // the glide landed
    run_thread(s, ti, now);
  } else if (th.wait == Thread::Wait::kStep) {
    th.wait = Thread::Wait::kNone;
    run_thread(s, ti, now);
  }
}

void abort_thread(RuntimeState& s, int ti, double now) {
  Thread& th = thread_at(s, ti);
  if (!th.alive) return;
  unwind_to(s, ti, 0, now);
  release_thread(s, ti);
}

void abort_instance_threads(RuntimeState& s, Instance& inst, double now) {
  for (std::size_t i = 0; i < s.threads.size(); ++i) {
    const Thread& th = s.threads[i];
    // Top-level threads first: each aborts its branches with it.
    if (th.alive && th.instance == inst.id && th.parent < 0) {
      abort_thread(s, static_cast<int>(i), now);
    }
  }
}

}  // namespace jt::rt
