// The public runtime (spec §6): characters, instances, inputs, events, and the scheduler loop
// that runs block events and follower ticks in time order.
#include "jt/runtime/runtime.h"

#include <cmath>

#include "crawl.h"
#include "director.h"
#include "internal.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/number.h"

namespace jt::rt {
namespace {

// Maps a program's channels onto the character's table, adding the ones it does not have yet.
std::vector<std::uint32_t> map_channels(Character& ch, const Program& program) {
  std::vector<std::uint32_t> map;
  for (const Channel& channel : program.channels) {
    auto [it, added] = ch.channel_index.try_emplace(channel.name(),
                                                    static_cast<std::uint32_t>(ch.channels.size()));
    if (added) {
      ch.channels.push_back(channel);
      ch.acc.push_back(0);
      ch.touched.push_back(0);
    }
    map.push_back(it->second);
  }
  return map;
}

bool hat_matches(const Hat& hat, const Event& event) {
  switch (event.kind) {
    case EventKind::kTalkStart:
      return hat.kind == HatKind::kTalkStart;
    case EventKind::kTalkEnd:
      return hat.kind == HatKind::kTalkEnd;
    case EventKind::kKey:
      return hat.kind == HatKind::kKey && (hat.key.empty() || hat.key == event.key);
    case EventKind::kClick:
      return hat.kind == HatKind::kClick;
    case EventKind::kLoud:
      return hat.kind == HatKind::kLoud;
    case EventKind::kScene:
      return hat.kind == HatKind::kScene &&
             (hat.scene_name.empty() || hat.scene_name == event.name);
  }
  return false;
}

}  // namespace

void fire_scripts(RuntimeState& s, Instance& inst, const std::function<bool(const Hat&)>& matches) {
  const auto& scripts = inst.program->scripts;
  for (std::size_t i = 0; i < scripts.size(); ++i) {
    if (!matches(scripts[i].hat)) continue;
    if (const int running = inst.script_threads[i]; running >= 0) {
      abort_thread(s, running, s.now);  // a hat whose script is running restarts it
    }
    start_thread(s, inst, static_cast<int>(i), scripts[i].body, 0, -1, s.now);
  }
}

bool is_stale(const RuntimeState& s, const QueuedWake& e) {
  if (e.thread < 0) {
    const Timer& timer = s.timers[static_cast<std::size_t>(-1 - e.thread)];
    return !timer.alive || timer.generation != e.generation;
  }
  const Thread& th = s.threads[static_cast<std::size_t>(e.thread)];
  return !th.alive || th.generation != e.generation;
}

PreparedInstance prepare_instance(RuntimeState& s, const std::string& char_id,
                                  std::shared_ptr<const Program> program,
                                  const StartOptions& options) {
  auto found = s.characters.find(char_id);
  if (found == s.characters.end()) return {nullptr, "no character \"" + char_id + "\""};
  if (program == nullptr) return {nullptr, "no program"};
  Character& ch = *found->second;

  auto inst = std::make_unique<Instance>();
  inst->id = s.next_instance++;
  inst->character = &ch;
  inst->program = program;
  inst->start = s.now;
  inst->dur = options.dur;
  inst->slots.assign(program->slot_count(), 0.0);
  for (const auto& [name, value] : options.params) {
    bool declared = false;
    for (const Param& p : program->params)
      declared |= p.name == name;
    if (!declared) inst->extra_params[name] = value;
  }
  // Params: the caller's values, else the defaults, evaluated in declaration order (spec §1).
  // The first default that fails stops the start (evaluating the rest would only add errors).
  const std::size_t errors_before = s.errors.size();
  for (std::size_t i = 0; i < program->params.size() && s.errors.size() == errors_before; ++i) {
    const Param& p = program->params[i];
    if (auto given = options.params.find(p.name); given != options.params.end()) {
      inst->slots[i] = given->second;
    } else {
      inst->slots[i] = evaluate(s, *inst, p.default_value, s.now, 0, "/params/" + p.name);
    }
  }
  if (s.errors.size() != errors_before) {
    std::string why = s.errors.back().message;
    for (std::size_t i = errors_before; i < s.errors.size(); ++i)
      s.error_keys.erase({s.errors[i].path, s.errors[i].message});
    s.errors.resize(errors_before);
    return {nullptr, "the behaviour cannot start: " + why};
  }
  for (std::size_t i = 0; i < program->vars.size(); ++i) {
    inst->slots[program->params.size() + i] = program->vars[i].initial;
  }
  return {std::move(inst), {}};
}

StartResult start_instance(RuntimeState& s, const std::string& char_id,
                           std::shared_ptr<const Program> program, const StartOptions& options) {
  PreparedInstance prepared = prepare_instance(s, char_id, std::move(program), options);
  if (prepared.instance == nullptr) return {std::nullopt, std::move(prepared.error)};
  std::unique_ptr<Instance>& inst = prepared.instance;
  Character& ch = *inst->character;
  inst->channel_map = map_channels(ch, *inst->program);
  inst->base.resize(inst->program->channels.size());
  inst->script_threads.assign(inst->program->scripts.size(), -1);
  const InstanceId id = inst->id;
  Instance& ref = *inst;
  s.instances.emplace(id, std::move(inst));
  ch.instances.push_back(id);
  fire_scripts(s, ref, [](const Hat& hat) { return hat.kind == HatKind::kStart; });
  return {id, {}};
}

RuntimeState::RuntimeState(RuntimeOptions o) : options(std::move(o)), prng(options.seed) {}
RuntimeState::~RuntimeState() = default;

Runtime::Runtime(RuntimeOptions options) : state_(std::make_unique<RuntimeState>(options)) {}
Runtime::~Runtime() = default;
Runtime::Runtime(Runtime&&) noexcept = default;
Runtime& Runtime::operator=(Runtime&&) noexcept = default;

Runtime create_runtime(const RuntimeOptions& options) {
  return Runtime(options);
}

void Runtime::add_character(const std::string& id, CharacterOptions options) {
  RuntimeState& s = *state_;
  if (s.characters.contains(id)) return;
  auto ch = std::make_unique<Character>();
  ch->id = id;
  ch->legs = options.legs;
  s.characters.emplace(id, std::move(ch));
  s.character_order.push_back(id);
}

bool Runtime::has_character(const std::string& id) const {
  return state_->characters.contains(id);
}

StartResult Runtime::start_behaviour(const std::string& char_id,
                                     std::shared_ptr<const Program> program,
                                     const StartOptions& options) {
  return start_instance(*state_, char_id, std::move(program), options);
}

void stop_instance(RuntimeState& s, InstanceId id, double now) {
  auto it = s.instances.find(id);
  if (it == s.instances.end()) return;
  abort_instance_threads(s, *it->second, now);
  std::erase(it->second->character->instances, id);
  s.instances.erase(it);  // its offsets, reach and view are gone at once (spec §7.5, §8.4)
}

void Runtime::stop_behaviour(InstanceId id) {
  stop_instance(*state_, id, state_->now);
}

void Runtime::set_inputs(const std::string& char_id, const Inputs& inputs) {
  auto it = state_->characters.find(char_id);
  if (it == state_->characters.end()) return;
  if (inputs.loud) it->second->loud = *inputs.loud;
  if (inputs.talking) it->second->talking = *inputs.talking;
}

void Runtime::emit(const Event& event) {
  emit_event(*state_, event);
}

// One character hears an event.
void emit_to(RuntimeState& s, Character& ch, const Event& event) {
  if (event.kind == EventKind::kTalkStart) ch.talking = 1;
  if (event.kind == EventKind::kTalkEnd) ch.talking = 0;
  if (ch.instances.empty()) return;
  // A copy: a script the event starts may end with its instance replaced.
  for (InstanceId id : std::vector<InstanceId>(ch.instances)) {
    auto it = s.instances.find(id);
    if (it == s.instances.end()) continue;
    fire_scripts(s, *it->second, [&](const Hat& hat) { return hat_matches(hat, event); });
  }
}

void emit_event(RuntimeState& s, const Event& event) {
  if (!event.char_id.empty()) {
    if (auto it = s.characters.find(event.char_id); it != s.characters.end()) {
      emit_to(s, *it->second, event);
    }
    return;
  }
  for (const std::string& char_id : s.character_order)
    emit_to(s, *s.characters.at(char_id), event);
}

namespace {

// Counts one more event or tick at `time`; true when that is more than the rate allows by then.
bool over_event_rate(RuntimeState& s, double time) {
  ++s.timed_events_run;
  const double allowed = s.options.max_events_per_second * (1 + std::max(0.0, time));
  return static_cast<double>(s.timed_events_run) > allowed;
}

}  // namespace

void Runtime::step_to(double t) {
  RuntimeState& s = *state_;
  if (std::isnan(t) || t < s.now || s.halted) return;
  // Threads waiting for a step (polls) run at this step's time, after the events before it.
  for (int ti : s.step_waiters) {
    const Thread& th = s.threads[static_cast<std::size_t>(ti)];
    if (th.alive && th.wait == Thread::Wait::kStep) s.queue.push(t, ti, th.generation);
  }
  s.step_waiters.clear();
  std::uint64_t budget = s.options.max_events_per_step;
  for (;;) {
    ++s.events_run;
    if ((s.events_run & 0xFFFF) == 0 && s.options.interrupted && s.options.interrupted()) {
      s.halted = true;
      break;
    }
    if (budget-- == 0) {
      record_error(s, Code::kLimitExceeded, "",
                   "stopped: " + std::to_string(s.options.max_events_per_step) +
                       " events in one step did not reach " + json::format_number(t) +
                       " s (a loop whose wait or glide is nearly 0 s?)");
      s.halted = true;
      break;
    }
    while (!s.queue.empty() && is_stale(s, s.queue.top()))
      s.queue.pop();
    const double event_time = s.queue.empty() ? kInfinity : s.queue.top().time;
    // A follower never ticks toward an infinite time: stepping to infinity runs what is left of
    // the events and returns (spec §8.3).
    const double tick_time = std::isfinite(t) ? next_follow_tick(s) : kInfinity;
    const double next = std::min(event_time, tick_time);
    if (next <= t && over_event_rate(s, next)) {
      record_error(s, Code::kLimitExceeded, "",
                   "stopped at " + json::format_number(std::round(next * 1000) / 1000) +
                       " s: more than " + json::format_number(s.options.max_events_per_second) +
                       " events a second of the cartoon's time (a loop whose wait or glide is "
                       "nearly 0 s?)");
      s.halted = true;
      break;
    }
    // The creatures' substeps before this event or tick see the stage as it is until then.
    if (next <= t) advance_crawlers(s, next, false);
    if (s.halted) break;  // interrupted among the creatures' substeps
    if (event_time <= t && event_time <= tick_time) {
      const QueuedWake wake = s.queue.top();
      s.queue.pop();
      s.now = wake.time;
      if (wake.thread < 0) {
        run_timer(s, -1 - wake.thread, wake.time);
      } else {
        wake_thread(s, wake.thread, wake.time);
      }
      check_scene(s, wake.time);
      watch_touches(s, wake.time);
      s.queue.compact_if_grown([&](const QueuedWake& e) { return is_stale(s, e); });
    } else if (tick_time <= t) {
      s.now = tick_time;
      run_follow_ticks(s, tick_time);
    } else {
      break;
    }
  }
  if (!s.halted) advance_crawlers(s, t, true);
  s.now = t;
}

void Runtime::step(double dt) {
  step_to(state_->now + dt);
}

double Runtime::time() const {
  return state_->now;
}

void Runtime::pose_into(const std::string& char_id, Pose& out) {
  RuntimeState& s = *state_;
  auto it = s.characters.find(char_id);
  if (it == s.characters.end()) {
    out = Pose{};
    return;
  }
  fill_pose(s, *it->second, s.now, out);
}

Pose Runtime::pose(const std::string& char_id) {
  Pose p;
  pose_into(char_id, p);
  return p;
}

void Runtime::set_global(const std::string& name, double value) {
  state_->globals[name] = value;
}

const std::vector<RunError>& Runtime::errors() const {
  return state_->errors;
}
bool Runtime::polled() const {
  return state_->polled;
}
bool Runtime::inputs_read() const {
  return state_->inputs_read;
}
std::uint32_t Runtime::random_state() const {
  return state_->prng.state();
}
std::size_t Runtime::queued_events() const {
  return state_->queue.size();
}

}  // namespace jt::rt
