// The runtime's inner state: characters, behaviour instances with their base channels and
// motions, script threads with their frames, and the event queue. Plain structs; the behaviour
// lives in the .cpp files next to this one.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "crawl.h"
#include "event_queue.h"
#include "jt/expr/prng.h"
#include "jt/program/program.h"
#include "jt/runtime/runtime.h"

namespace jt::rt {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// A value gliding from `from` to `to` over `over` s from t0 (ramp, reach weights, points).
struct Glide {
  double from = 0, to = 0, t0 = 0, over = 0;
  Ease curve = Ease::kSmooth;
  std::uint64_t token = 0;  // the ramp that started it, to freeze it if that ramp is cut off
  double at(double t) const;
};

// One base channel of one instance (spec §2): unwritten, a value, or a glide toward one.
struct BaseSlot {
  bool written = false;
  double value = 0;
  std::optional<Glide> glide;
  double at(double t) const { return glide ? glide->at(t) : value; }
};

// What a motion fixed when it started (spec §3: w, phase, pow, decay are fixed; amp and offset
// stay live and are evaluated at every read).
struct WaveState {
  double w = 0, phase = 0, power = 1, decay = 0;
};
struct HopState {
  double hz = 0;
};
struct GaitState {
  double every = 1, stride = 0, give = 0, bend = 0, thigh_scale = 1, shin_scale = 1;
  double arm_swing = 0, roll = 0;
  bool bob = false;
  double bob_base = 0, bob_amp = 0;
};
struct DriveState {};
struct ChainState {
  double w = 0, phase = 0, decay = 0, lag = 0;
  std::array<double, 16> factor{};  // f_i, a running product of falloff
};
// The spring of spec §8.3, ticking on its own 1/240 s grid.
struct FollowState {
  double w2 = 0, den = 1;
  bool active = false;  // false: a 0 Hz spring, which adds nothing and never ticks
  std::uint64_t next_tick = 0;
  double y = 0, v = 0;  // the spring
  double u = 0;         // the source at the last tick
  bool ticked = false;
  double next_time(double t0) const { return t0 + static_cast<double>(next_tick) / 240.0; }
};

struct Motion {
  const Block* block = nullptr;  // its identity for start-or-keep
  std::uint32_t scope = 0;
  double t0 = 0;  // when it started
  std::variant<WaveState, HopState, GaitState, DriveState, ChainState, FollowState> state;
};

struct MoodWrite {
  std::string mood;
  std::uint64_t order = 0;  // runtime-wide write order: the latest write wins
  double time = 0;          // when it was written
  bool by_scene = false;    // at equal times the scene's write beats a behaviour's (§7.4)
  // A mood's: since when the character has shown it (this write's time, or the one it followed
  // when the mood it replaced was the same): a happy tail comes up from then (docs/SHAPES.md §3.3).
  double since = 0;
  // The mood it showed before `since` (empty for none): a happy tail eases down from then.
  std::string before;
};

// Whether `a` is a later write than `b`: by time, then the scene's over a behaviour's, then order.
inline bool later_write(const MoodWrite& a, const MoodWrite& b) {
  if (a.time != b.time) return a.time > b.time;
  if (a.by_scene != b.by_scene) return a.by_scene;
  return a.order > b.order;
}

// A limb's reach in one instance (spec §8.4).
struct ReachSlot {
  std::string limb;       // "hand:1"
  std::string spot;       // empty: a point
  Glide w, x, y, dx, dy;  // each may be a constant glide (over 0)
  std::uint64_t order = 0;
};

// A frame of a thread's stack: a list of blocks being run, or a loop, `for` or `together` that
// decides what happens when the frame above it ends.
struct StackFrame {
  enum class Kind : std::uint8_t { kList, kRepeat, kForever, kWhile, kFor, kTogether };
  Kind kind = Kind::kList;
  const BlockList* list = nullptr;  // kList
  std::size_t pc = 0;               // kList: the next block
  const Block* block = nullptr;     // the loop, for or together block
  double remaining = 0;             // kRepeat: iterations still to run
  double iteration_start = 0;       // loops: when the current iteration began
  double deadline = kInfinity;      // kFor
  std::uint32_t scope = 0;          // kFor, kWhile: the scope they opened
  std::uint32_t outer_scope = 0;    // the scope to return to when the frame ends
};

struct Thread {
  std::uint32_t generation = 0;
  bool alive = false;
  std::uint32_t instance = 0;
  int script = -1;  // the script it runs, for a top-level thread; -1 for a together branch
  int parent = -1;  // the thread waiting for this branch
  int running_children = 0;
  std::vector<int> children;
  std::vector<StackFrame> stack;
  std::uint32_t scope = 0;  // where motions it starts live
  enum class Wait : std::uint8_t { kNone, kTime, kStep, kChildren } wait = Wait::kNone;
  double wait_until = 0;          // kTime: when the wait itself ends
  std::uint64_t glide_token = 0;  // the glide it is waiting on, 0 for none
  int line = -1;                  // a director thread: the line it is speaking, -1 for none
};

struct Character;

struct Instance {
  InstanceId id = 0;
  Character* character = nullptr;
  std::shared_ptr<const Program> program;
  double start = 0, dur = kInfinity;
  std::vector<double> slots;  // params, then vars
  // Params the caller passed that the program does not declare: passed anyway (spec §7.5), so a
  // formula naming one (compiled as a page global) finds it before the page's globals.
  std::map<std::string, double> extra_params;
  std::vector<std::uint32_t> channel_map;  // program channel -> character channel
  std::vector<BaseSlot> base;              // per program channel
  std::vector<Motion> motions;
  std::uint32_t next_scope = 1;  // 0 is the root scope
  std::optional<MoodWrite> mood;
  std::optional<MoodWrite> view;
  std::vector<ReachSlot> reach;
  std::vector<int> script_threads;  // per script: its running thread, or -1
  expr::Prng* prng = nullptr;       // its own random stream (the director's), or null
  bool started_by_scene = false;    // a scene's `does`: replaced by the next one (§7.5)
};

struct Character {
  std::string id;
  int legs = 2;
  double loud = 0, talking = 0;
  std::vector<Channel> channels;  // every channel a program started on it names
  std::map<std::string, std::uint32_t> channel_index;
  std::vector<InstanceId> instances;    // in start order
  std::optional<MoodWrite> scene_mood;  // the director's latest mood for it (a line's, `mood`)
  int lines = 0;                        // lines it is speaking: overlapping lines make one talk
  std::string_view line;  // the words of the latest of them (its block's), empty when none
  // Scratch for combining a pose, one entry per channel, reused so reading a pose allocates
  // nothing once the character's channels are known.
  std::vector<double> acc;
  std::vector<std::uint8_t> touched;
};

struct Director;

// A timer in the event queue that is no thread: a scene's pin, a `does … for`'s stop, an every
// hat's next firing, the next look at the touch hats' boxes.
struct Timer {
  enum class Kind : std::uint8_t {
    kPin,
    kStopBehaviour,
    kEvery,
    kTouch,
    kBeat,
    kLoud
  } kind = Kind::kPin;
  bool alive = false;
  std::uint32_t generation = 0;
  // kPin: the scene index; kStopBehaviour: the instance; kEvery: the script; kLoud: the line
  // (Director::lines)
  std::uint64_t target = 0;
  std::uint64_t count = 0;  // kEvery: which firing it is (0 at the scene's start)
  // An every or touch timer runs last among the events of its instant (docs/RUNTIME.md).
  bool last_in_instant() const {
    return kind == Kind::kEvery || kind == Kind::kTouch || kind == Kind::kBeat ||
           kind == Kind::kLoud;
  }
};

struct RuntimeState {
  RuntimeOptions options;
  double now = 0;
  expr::Prng prng;
  EventQueue queue;
  std::uint64_t order = 0;  // write order for moods, views, reaches
  std::uint64_t next_glide_token = 1;
  std::map<std::string, std::unique_ptr<Character>> characters;
  std::vector<std::string> character_order;
  std::map<InstanceId, std::unique_ptr<Instance>> instances;
  InstanceId next_instance = 1;
  std::deque<Thread> threads;
  std::vector<int> free_threads;
  std::vector<int> step_waiters;  // threads waiting for the next step (polls)
  std::map<std::string, double> globals;
  std::vector<RunError> errors;
  std::set<std::pair<std::string, std::string>> error_keys;  // the errors' paths and messages
  bool polled = false;
  bool inputs_read = false;
  bool halted = false;                 // a step ran out of its event budget: nothing runs any more
  std::uint64_t events_run = 0;        // events and ticks run (and steps taken), all steps together
  std::uint64_t timed_events_run = 0;  // events and ticks alone: the rate's count

  std::vector<Timer> timers;
  std::unique_ptr<Director> director;  // the cartoon running, if any
  // The cast's creatures (crawl.h), and the next substep of the cartoon's 60 Hz grid.
  std::vector<Crawler> crawlers;
  long next_substep = 0;
  // Each model's measured crawling speed (crawl.cpp), measured once for all the cast members it
  // draws and for the plan's twin and the run alike (100 creatures measured 200 times took
  // seconds): the running cartoon's models, which its program and the options hold.
  std::map<const creature::Model*, double> crawl_speeds;
  // The last cartoon's plan (spec §7.7).
  std::vector<TimelineRecord> timeline;
  std::optional<double> duration;
  std::vector<std::string> warnings;

  explicit RuntimeState(RuntimeOptions o);
  RuntimeState(const RuntimeState&) = delete;
  ~RuntimeState();
};

}  // namespace jt::rt
