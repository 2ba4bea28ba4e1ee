// Functions the runtime's .cpp files share. Times are runtime seconds; `now` is the time of the
// event being run (spec §0: a thread woken at t runs its blocks at exactly t).
#pragma once

#include <array>
#include <string>

#include "jt/runtime/frame.h"
#include "state.h"

namespace jt::rt {

// --- instances (runtime.cpp) ---
// An instance with its params evaluated (the caller's, else the defaults), not yet started; null
// with the reason when a default fails ("the behaviour cannot start: ..."). The plan prepares the
// behaviours a scene starts only to find the ones that cannot start (spec §7.5).
struct PreparedInstance {
  std::unique_ptr<Instance> instance;
  std::string error;
};
PreparedInstance prepare_instance(RuntimeState& s, const std::string& char_id,
                                  std::shared_ptr<const Program> program,
                                  const StartOptions& options);
StartResult start_instance(RuntimeState& s, const std::string& char_id,
                           std::shared_ptr<const Program> program, const StartOptions& options);
void stop_instance(RuntimeState& s, InstanceId id, double now);
// Whether a queued wake is out of date (its thread or timer ended or was rescheduled since).
bool is_stale(const RuntimeState& s, const QueuedWake& e);
// Fires the hats an event names (talk-start/-end also set `talking`).
void emit_event(RuntimeState& s, const Event& event);
// The same for one character, whatever the event's char_id: a line's speaker, already found.
void emit_to(RuntimeState& s, Character& ch, const Event& event);
// Starts the scripts of `inst` whose hat `matches`, restarting any already running.
void fire_scripts(RuntimeState& s, Instance& inst, const std::function<bool(const Hat&)>& matches);

// --- evaluation (evaluate.cpp) ---
// A block argument's value for `inst` at `now`; `local` is the motion's own time. A formula that
// fails records a RunError at `path` and gives NaN.
double evaluate(RuntimeState& s, Instance& inst, const Num& num, double now, double local,
                const std::string& path);

// --- threads (interpreter.cpp) ---
// Starts a thread running `body` for `inst` at `now` and runs it until it first waits.
int start_thread(RuntimeState& s, Instance& inst, int script, const BlockList& body,
                 std::uint32_t scope, int parent, double now);
// Runs a thread the queue woke at `now`.
void wake_thread(RuntimeState& s, int thread, double now);
// Ends a thread and every branch under it at `now`: glides it was waiting on freeze, the scopes
// its `for`/`while` frames opened end. Its parent is not told (the caller is ending it).
void abort_thread(RuntimeState& s, int thread, double now);
// Ends every thread of an instance at `now`.
void abort_instance_threads(RuntimeState& s, Instance& inst, double now);

// --- motions (motions.cpp) ---
// Starts the motion of `block` in `scope` unless it is already running there (start-or-keep).
void start_motion(RuntimeState& s, Instance& inst, const Block& block, std::uint32_t scope,
                  double now);
void end_scope(Instance& inst, std::uint32_t scope);
// Adds every motion's contribution at `t` to the character's accumulators; followers add their
// output unless `with_followers` is false (a follower's source leaves followers out, §8.3).
// `sampling` (a time near now, for the drawing's track) leaves out the motions started after `t`.
void combine_motions(RuntimeState& s, Instance& inst, double t, bool with_followers,
                     bool sampling = false);
// Adds one value to a character channel's accumulator by the channel's rule.
void combine_into(Character& ch, std::uint32_t channel, double value);

// --- reach (reach.cpp) ---
// Runs a `reach` or `release` block at `now`: each limb's glides start, tagged with `token`.
// Returns the glide's length (the block waits that long; 0 or less: no wait).
double start_reach(RuntimeState& s, Instance& inst, const Block& block, std::uint64_t token,
                   double now);
// The character's reaches at `t` (spec §8.4: per limb, the latest reach or release wins).
void reach_pose(RuntimeState& s, Character& ch, double t, std::vector<ReachValue>& out);

// --- follow-through (follow.cpp) ---
// The earliest pending follower tick, or infinity.
double next_follow_tick(const RuntimeState& s);
// Runs every follower tick due at exactly `t`.
void run_follow_ticks(RuntimeState& s, double t);

// --- poses (pose.cpp) ---
// Resets the character's accumulators to rest.
void reset_accumulators(Character& ch);
// Base channels and motions of every instance on the character at `t`.
void combine_character(RuntimeState& s, Character& ch, double t, bool with_followers,
                       bool sampling = false);

// A write of `mood` on the character at `now` (by the scene or a behaviour), its `since` kept
// from the mood it shows when that is the same one (a mood written again goes on).
MoodWrite mood_write(RuntimeState& s, const Character& ch, const std::string& mood, double now,
                     bool by_scene);
// The write of the mood the character shows (its `since`, and the mood `before` it), or null.
const MoodWrite* shown_mood(RuntimeState& s, const Character& ch);

// The character's whole pose at `t` (out's vectors are reused, so a steady read allocates little).
void fill_pose(RuntimeState& s, Character& ch, double t, Pose& out);

// The character's tracks (CharacterFrame::track, track_dx, track_squash): the dy, dx and squash
// its glides and running motions give at times around `now`, leaving the runtime's state as it
// was (no draw of `random` counted, no error recorded, the inputs not marked read). Its
// accumulators are left at the last sample: fill the pose after it.
void sample_track(RuntimeState& s, Character& ch, double now, CharacterFrame& frame);

// Records a run-time error once per path and message.
void record_error(RuntimeState& s, Code code, const std::string& path, std::string message);

}  // namespace jt::rt
