// The interpreter contract of spec §6, in snake_case as the spec's Python port names it: a
// discrete-event runtime that runs behaviour instances on characters under exact time (spec §0).
//
//   Runtime rt = create_runtime({.seed = 1});
//   rt.add_character("A", {.legs = 2});
//   auto inst = rt.start_behaviour("A", program, {.dur = 3});
//   rt.step_to(1.5);
//   Pose p = rt.pose("A");
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "jt/creature/model.h"
#include "jt/diagnostic.h"
#include "jt/program/program.h"
#include "jt/runtime/frame.h"
#include "jt/runtime/pose.h"
#include "jt/runtime/shot_director.h"

namespace jt::rt {

enum class Clock { kTimeline, kLive };

// What a line's length is asked with (spec §7.4): only what the line or its speaker gives.
struct SpeechRequest {
  std::string who;
  std::optional<std::string> voice, mood;
  std::optional<double> speed, pitch;
  std::optional<std::string> clip;  // a recorded line: its length is the recording's
};
// The length of a clip a sound block names (its path as written), in seconds; nullopt when it is
// not known (the record's dur is then 0). Must be pure.
using ClipLength = std::function<std::optional<double>(const std::string& clip)>;
// A music clip's beat, when the music block gives no bpm: beats a minute and the time in the clip
// of a beat (docs/RUNTIME.md, `beat`). nullopt: no beat known. Must be pure.
struct MusicTempo {
  double bpm = 120;
  double offset = 0;
};
using ClipTempo = std::function<std::optional<MusicTempo>(const std::string& clip)>;
// The length of a line in seconds; nullopt (or a value that is not a finite number >= 0) falls
// back to the estimate. Must be pure: the runtime asks once per distinct line.
using SpeechProvider =
    std::function<std::optional<double>(const std::string& text, const SpeechRequest& request)>;
// The moments a line gets loud, in seconds from its start, in order (docs/RUNTIME.md, `loud`):
// where the speaker's voice rises past the loudness threshold. Empty: none (no voices, --speech
// estimate). Must be pure: the runtime asks once per distinct line, as for its length.
using LoudMoments =
    std::function<std::vector<double>(const std::string& text, const SpeechRequest& request)>;
// A behaviour pack's program by id (and version, empty for any), or null when there is none
// (spec §7.5). The runtime does no I/O: the caller resolves through its catalog.
using PackLookup = std::function<std::shared_ptr<const Program>(const std::string& id,
                                                                const std::string& version)>;

struct RuntimeOptions {
  Clock clock = Clock::kTimeline;
  double seed = 0;
  SpeechProvider speech;
  LoudMoments loud_moments;  // when each line gets loud, for the `loud` hats
  ClipLength clip_length;  // a sound's record lasts its clip (docs/ENCODING.md "Sounds and music")
  ClipTempo clip_tempo;    // a music clip's beats when its block gives no bpm
  PackLookup packs;
  double fps = 24;
  double aspect = 16.0 / 9.0;
  // How a cartoon is shot (jt/runtime/shot_director.h): as its file says, by the director, or
  // always the wide shot.
  CameraMode camera = CameraMode::kAsWritten;
  double max_duration = 3600;
  // Exact time runs every event, so a loop with a near-zero wait could take for ever to reach
  // the time asked for: one step_to that runs more events (and follow-through ticks) than this
  // stops the runtime with a RunError instead (docs/RUNTIME.md).
  std::uint64_t max_events_per_step = 10'000'000;
  // And over time: by an event at time T, at most max_events_per_second × (1 + T) events and
  // ticks have run (a "forever {wait 1e-8}" runs 10^8 a second; a busy cartoon, thousands). It
  // counts the events themselves, never the steps, so it stops a cartoon at the same event
  // however it is stepped.
  double max_events_per_second = 1'000'000;
  // A cartoon's plan holds one timeline record per block run (spec §7.6), and a loop of captions
  // with a near-zero wait ran the plan to 3.6 million records (700 MB): by cartoon time T the plan
  // may hold max_records + max_records_per_second × T, else it stops with a RunError
  // (docs/RUNTIME.md). The spec's busiest tested loops plan 250 and 100 records a second.
  std::size_t max_records = 10'000;
  double max_records_per_second = 500;
  // The models of the cast's creature packs by cast id (docs/CREATURES.md, "In a cartoon"): the
  // caller resolves them through its catalog. An inline descriptor's model is in its cast entry.
  std::map<std::string, std::shared_ptr<const creature::Model>> creatures;
  // Polled every 65,536 events and between a plan's frames: true stops the run at once, halted
  // without a run error (the caller asked for it, and says so): Ctrl-C during a long plan.
  std::function<bool()> interrupted;
};

// The spec's estimate of a line's length: 0.06 s per character (UTF-16 code units, as
// JavaScript counts) + 0.25 s, at least 0.6 s, divided by the speed.
double estimate_speech(const std::string& text, double speed = 1);

struct CartoonStart {
  bool ok = false;
  std::string error;  // why it did not start (the runtime is then as it was)
};

struct CharacterOptions {
  int legs = 2;
};

struct StartOptions {
  double dur = std::numeric_limits<double>::infinity();
  std::map<std::string, double> params;  // override the program's defaults
};

struct Inputs {
  std::optional<double> loud;
  std::optional<double> talking;
};

enum class EventKind { kTalkStart, kTalkEnd, kKey, kClick, kScene, kLoud };

struct Event {
  EventKind kind = EventKind::kTalkStart;
  std::string char_id;  // empty: every character
  std::string key;      // kKey
  std::string name;     // kScene
};

// A problem met while running: a formula naming a page global the page does not have. The value
// it was computing is NaN (as any failed number in a motion), the run goes on, and the error is
// recorded once per block and message, so a caller can refuse the result.
struct RunError {
  std::string path;  // the block's JSON pointer in its program
  std::string message;
  Code code;  // what kind of problem (docs/VALIDATION.md, "Codes")
};

using InstanceId = std::uint32_t;

struct RuntimeState;  // engine/src/runtime/state.h

struct StartResult {
  std::optional<InstanceId> instance;  // nullopt when the behaviour could not start
  std::string error;
};

class Runtime {
 public:
  explicit Runtime(RuntimeOptions options);
  ~Runtime();
  Runtime(Runtime&&) noexcept;
  Runtime& operator=(Runtime&&) noexcept;

  // Adds a character (a second call with the same id keeps the first).
  void add_character(const std::string& id, CharacterOptions options = {});
  bool has_character(const std::string& id) const;

  // Starts an instance at the current time and runs its start-hat scripts until they wait.
  StartResult start_behaviour(const std::string& char_id, std::shared_ptr<const Program> program,
                              const StartOptions& options = {});
  void stop_behaviour(InstanceId instance);

  void set_inputs(const std::string& char_id, const Inputs& inputs);
  // talk-start / talk-end also set `talking`; a hat whose script is running restarts it.
  void emit(const Event& event);

  // Runs every event with time <= t in time order, then the clock reads t. Time only moves
  // forward: an earlier t is ignored.
  void step_to(double t);
  void step(double dt);
  double time() const;

  // The character's pose at the current time (spec §2). Not const: a live value may draw
  // `random`, which moves the runtime's random stream as in the reference engine.
  Pose pose(const std::string& char_id);
  void pose_into(const std::string& char_id, Pose& out);

  // The page's globals (`rt.vars`), read by formulas after params and vars.
  void set_global(const std::string& name, double value);

  // Starts a scene or cartoon program at the current time (spec §7): plans it first on a twin
  // runtime, then runs it. One cartoon at a time; a failure leaves no cartoon running.
  CartoonStart start_cartoon(std::shared_ptr<const Program> cartoon,
                             const std::map<std::string, double>& params = {});
  // The plan (spec §7.7): every record in time order, the length (nullopt when it does not end
  // within max_duration), and what the scenes lost. The records view the cartoon's strings: they
  // are valid as long as this runtime, until the next start_cartoon that plans.
  const std::vector<TimelineRecord>& timeline() const;
  // The director's shot list (jt/runtime/shot_director.h), when the cartoon is shot by it.
  const std::vector<DirectedShot>& shots() const;
  std::optional<double> duration() const;
  const std::vector<std::string>& warnings() const;
  // The stage at the current time (spec §7.8).
  Frame frame();
  // The same into `frame`, reusing its storage (no allocation once it has held a frame as large).
  void frame_into(Frame& frame);

  const std::vector<RunError>& errors() const;
  // Whether anything has happened that makes the state depend on how the clock was stepped
  // (a thread waited for a step) or on more than time (a formula read the inputs): pose_at
  // reuses a warm runtime only while neither has (spec §6).
  bool polled() const;
  bool inputs_read() const;
  std::uint32_t random_state() const;

  // The number of entries in the event queue (for the compaction test, spec §7.7).
  std::size_t queued_events() const;
  // What the director keeps live (captions that may still show or whose time has not run out,
  // lines, behaviours its scenes started): bounded however long a cartoon loops (spec §7.7).
  std::size_t director_live_items() const;

 private:
  std::unique_ptr<RuntimeState> state_;
};

Runtime create_runtime(const RuntimeOptions& options = {});

}  // namespace jt::rt
