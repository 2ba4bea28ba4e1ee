// The director (spec §7): a cartoon's scripts run as threads of an instance that is never drawn;
// it owns the stage (place, grade, caption), each character's placement, the lines being spoken
// and the behaviours its scenes start. The plan is the same director run alone on a twin runtime.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "camera_moves.h"
#include "state.h"

namespace jt::rt {

// The stage's names that are not the program's, for records to point at all the same.
inline const std::string kNormalGrade = "normal";
inline const std::string kNoBackground;

// A hand reaching for another character (a scene's reach {who, at, spot}): its weight glides to
// 1, or to 0 when released; the frame aims it at the other's spot wherever both stand.
struct SceneReach {
  int side = 1;  // the hand: 1 right, -1 left
  std::string at;
  std::string_view spot;  // head, chest, hip, feet, mouth (a static name)
  Glide w;
  // A hand-over's or a bite's reach lets go by itself: from `let_go_at` its weight glides to 0
  // over `let_go_over` (infinity: it holds until a release).
  double let_go_at = kInfinity, let_go_over = 0;

  double weight(double now) const;
};

// A character's placement (spec §7.2): stage fractions, each value a glide like a ramp's.
struct Placement {
  Glide x, y, h, facing;
  bool visible = false;
  std::string_view view;                 // a scene's view {who, to} (a static name), empty for none
  std::optional<double> spot_x, spot_y;  // where it stood when its last exit began
  std::uint64_t exit_token = 0;          // the exit gliding it off, hidden when it lands
  double exit_end = 0;
  std::vector<SceneReach> reaches;
};

// Who holds a prop from `t` on (docs/PROPS.md): a cast id and a hand, or nobody (the prop stands
// where it was put or dropped). The views are of the program's block strings.
struct PropHandoff {
  double t = 0;
  std::string_view holder;
  int hand = 1;
};

// A prop on the stage (a put block brought it), in the order they were put. Its state at a time
// is read from its history: who held it when, when each bite was taken, so a hand-over or a bite
// planned ahead shows at its time.
struct StageProp {
  std::string_view name, pack, on, text;  // the put block's (blocks outlive the cartoon)
  double x = 0.5, y = 0.92, size = 1;
  bool visible = true;
  // A drop's fall (docs/PROPS.md): from `fall_from` (a fraction of the stage's height) above its
  // place at `fall_at`, down to it over kDropSeconds as a thing falls, faster and faster.
  double fall_at = 0, fall_from = 0;
  std::string_view dropper;  // who let it go (the drop block's), and with which hand
  int drop_hand = 1;
  std::vector<PropHandoff> held;
  std::vector<double> bites;
};

// Where a character stood when a caption or a line began (the caption's box is placed from
// these: frame.h's caption_x, _y, _h).
struct Stood {
  std::string_view id;  // a key of Director::placements (kept while the cartoon runs)
  double x = 0, y = 0, h = 0;
};

struct Line {
  const SayBlock* block = nullptr;  // its who and text (blocks outlive the cartoon)
  Character* speaker = nullptr;
  double start = 0, end = 0;
  std::size_t record = 0;
  bool live = true;
  std::vector<Stood> stood;  // where the characters stood when it began
};

struct Caption {
  std::string text;
  double start = 0, end = kInfinity;  // showing on [start, end)
  std::size_t record = 0;
  std::uint32_t scope = 0;
  std::vector<Stood> stood;  // where the characters stood when it began
};

// A behaviour a scene started with `does`.
struct SceneBehaviour {
  InstanceId instance = 0;  // 0 in the plan, which starts no behaviours
  std::string_view who;     // the block's (blocks outlive the cartoon)
  std::uint32_t scope = 0;
  double start = 0, end = kInfinity;  // `for`'s end, or infinity
  std::size_t record = 0;
  int timer = -1;
};

// The touch hats' watch over the running scene (stage_hats.cpp): the pairs of characters they
// watch, whether each pair's boxes touched at the last look, and the next look's timer.
struct TouchWatch {
  std::vector<std::pair<std::string_view, std::string_view>> pairs;  // keys of `placements`
  std::vector<char> touching;
  bool looked = false;       // the scene's start has been looked at
  std::vector<double> seen;  // the placements as the next look was searched for
  int timer = -1;
};

// The beats of the music playing (a music block with a bpm): on the cartoon's clock a beat is at
// clip_zero + pass × length + offset + k × period for whole k ≥ 0 inside each pass of the clip
// (length 0: one endless pass), from the music's start up to its end.
struct BeatGrid {
  double started = 0;    // when the music started
  double clip_zero = 0;  // when the clip's time 0 is (started - from)
  double period = 0.5;   // seconds a beat (60 / bpm)
  double offset = 0;     // the time in the clip of a beat
  double length = 0;     // the clip's length when it loops, else 0
  double ends = 0;       // when the music stops (infinity: never by itself)
};

struct Director {
  std::shared_ptr<const Program> program;
  bool planning = false;  // the plan: records and warnings, no behaviours
  InstanceId instance = 0;
  Character stage;  // the director's own "character": never drawn, inputs 0
  expr::Prng prng;  // the director's random stream, apart from the behaviours'
  double t0 = 0;    // when the cartoon started

  std::size_t scene = 0;  // the scene running (scenes.size() once ended)
  double scene_start = 0;
  bool holding = false;              // its scripts are done; it holds the stage until the next pin
  std::optional<double> stopped_at;  // when a `stop all` ended the scene's scripts
  bool started = false;              // the first scene has started (a pinned one waits for its pin)
  bool ended = false;
  double end_time = 0;
  std::vector<double> planned_ends;  // each scene's end, from the plan

  // The stage's names, pointing into the program (records keep them): null for no place.
  const std::string* place = nullptr;
  const std::string* background = &kNoBackground;
  const std::string* grade = &kNormalGrade;
  std::optional<std::size_t> cut_record;    // the last cut, whose dur runs to the next
  std::optional<std::size_t> scene_record;  // the running scene's record
  // The music playing (its record, planning) and when its clip runs out (infinity when it loops
  // or its length is not known): it plays on across scenes until the next music block.
  std::optional<std::size_t> music_record;
  double music_runs_out = 0;
  // The playing music's beats, when its block gave a bpm, and the timer of its next beat.
  std::optional<BeatGrid> beats;
  int beat_timer = -1;

  std::map<std::string, Placement> placements;
  std::vector<StageProp> props;
  std::vector<Line> lines;
  // Captions (spec §7.6, §7.7): the ones that may still show; the ones a newer caption of their
  // scope hides for good but whose time has not run out (their record's dur is not known yet);
  // and per scope the records of hidden captions without an end, closed when the scope ends.
  std::vector<Caption> captions;
  std::vector<Caption> hidden;
  std::map<std::uint32_t, std::vector<std::size_t>> open_captions;
  std::vector<SceneBehaviour> behaviours;
  // A line's length and the moments it gets loud (seconds from its start), asked once.
  struct LineSound {
    double seconds = 0;
    std::vector<double> loud;
  };
  std::map<std::string, LineSound> speech;  // by the line's key
  // The same, by block for the usual case of a block saying its line with the same speed and
  // pitch (its who, mood and voice are its own): what a loop looks up without building the key.
  struct SpokenBy {
    const SayBlock* block;
    std::optional<double> speed, pitch;
    const LineSound* sound;  // in `speech`
  };
  std::vector<SpokenBy> spoken;
  std::map<std::uint64_t, std::size_t> glide_records;  // a place/enter/exit glide's record
  std::vector<std::string> losses;                     // what the running scene lost so far
  CameraState camera;  // each scene starts on the wide shot (docs/CAMERA.md)
  // The director's shots (empty: the camera blocks alone), or always the wide shot.
  std::vector<DirectedShot> shots;
  bool fixed_camera = false;
  // The running scene's every hats' timers, and its touch hats' watch (stage_hats.cpp).
  std::vector<int> every_timers;
  std::vector<int> loud_timers;  // the running scene's lines' loud moments (voice_hats.cpp)
  TouchWatch touch;

  explicit Director(double seed) : prng(seed) {}
};

// --- the music's beats (music_beats.cpp, docs/RUNTIME.md "Hats the stage fires") ---
// The first beat at or after `t` (strictly after with `after`), or nothing when the grid has
// none left before it ends.
std::optional<double> next_beat(const BeatGrid& grid, double t, bool after);
// The running scene's beat hats' next firing, from `t` on: a timer at the music's next beat.
void schedule_beat(RuntimeState& s, double t, bool after);
// The `loud` hats (voice_hats.cpp): a timer at each loud moment of line `line` (seconds from its
// start), and what one does when it fires: the scene's loud hats for that voice, and the
// speaker's moves' loud hats.
void schedule_loud(RuntimeState& s, std::size_t line, const std::vector<double>& moments);
void fire_loud(RuntimeState& s, std::size_t line);

// --- the scene lifecycle (director.cpp) ---
// `cut {place, mood}` and a scene hat's place and mood (spec §7.6): the place changes; the grade
// becomes the mood, else the place entry's grade, else "normal"; a mood alone changes the grade.
void set_stage(Director& d, const std::optional<std::string>& place,
               const std::optional<std::string>& mood);
void start_scene(RuntimeState& s, double now);
// The music playing stops at `now` (a music block, the cartoon's end): its record's dur is set.
void end_music(RuntimeState& s, double now);
// A scene script ran `stop all` (spec §7.1, §7.6): every script of the scene ends, what that cuts
// off is reported, and the scene ends (or holds its stage until the next scene's pin).
void stop_all(RuntimeState& s, int thread, double now);
// After any event: ends the running scene if its scripts are done (or holds it for a pin).
void check_scene(RuntimeState& s, double now);
void run_timer(RuntimeState& s, int timer, double now);
int start_timer(RuntimeState& s, Timer::Kind kind, std::uint64_t target, double at);
void cancel_timer(RuntimeState& s, int timer);

// --- hats the stage fires (stage_hats.cpp, docs/RUNTIME.md "Hats the stage fires") ---
// The scene that just started: its every hats' first firings, its touch hats' first look.
void start_stage_hats(RuntimeState& s, double now);
// The scene ended or stopped all: its every and touch hats fire no more.
void stop_stage_hats(RuntimeState& s);
// An every or touch timer, run last among the events of its instant.
void run_stage_hat(RuntimeState& s, int timer, double now);
// Whether a stage hat's `scene` lets it fire in the running scene.
bool in_this_scene(const Director& d, const Hat& hat);
// After any event: a placement that changed makes the touch hats look again at `now`.
void watch_touches(RuntimeState& s, double now);
// Whether a thread of the director runs a script the stage fires (it does not keep its scene
// running, and is not reported as cut off when the scene ends).
bool fired_by_stage(const RuntimeState& s, const Thread& th);
// Two characters' boxes (x ± 0.2·h across, from y − h up to y) touch at `t`: both visible, the
// boxes overlapping or meeting. `aspect` is the stage's width over its height.
bool boxes_touch(const Placement& a, const Placement& b, double t, double aspect);
// The first time after `from` when the boxes go from apart to touching as the placements' glides
// run, none when they never do.
std::optional<double> next_touch(const Placement& a, const Placement& b, double from,
                                 double aspect);

// --- scene blocks (director_blocks.cpp) ---
// A new, empty record at the end of the plan's timeline.
TimelineRecord& new_record(RuntimeState& s);
// Whether the plan may hold one more record at `now` (RuntimeOptions::max_records): when not,
// the runtime halts with a RunError that says so.
bool record_allowed(RuntimeState& s, double now);
// A new record of `kind` at `now` in the plan; null in the run (its records are the plan's), and
// past the plan's limit (record_allowed).
TimelineRecord* add_record(RuntimeState& s, double now, std::string_view kind);
// The index of the record just added (past the end in the run: closing it does nothing).
std::size_t last_record(const RuntimeState& s, const TimelineRecord* added);
// The record's dur runs to `now` (in the plan).
void close_record(RuntimeState& s, std::size_t index, double now);
// The cast member `who`, or null with an error at the block's `path`.
Character* find_character(RuntimeState& s, const std::string& who, const std::string& path);
struct SceneStep {
  double wait_until = -kInfinity;  // > now: the block waits until then
  std::uint64_t glide_token = 0;   // placement glides it waits on
  int line = -1;                   // the line it speaks
  bool again = false;              // the block runs again at wait_until (a sung line's `at`)
};
SceneStep run_scene_block(RuntimeState& s, Instance& director, const Block& block, double now,
                          std::uint32_t scope, double scope_end);
// place, enter, exit (director_place.cpp): the placement glides; the block waits their `over`.
SceneStep run_place_block(RuntimeState& s, Instance& director, const Block& block,
                          const PlaceBlock& place, double now);
// Freezes the placement glides of `token` at `now`; an exit that has landed hides its character.
void settle_glides(RuntimeState& s, std::uint64_t token, double now);
// put, hold, give, drop, eat, use, remove (director_props.cpp, docs/PROPS.md); give and eat wait
// their `over`.
SceneStep run_prop_block(RuntimeState& s, Instance& director, const Block& block,
                         const PropBlock& prop, double now);
// What the frame shows of the props at `now` (reusing `out`'s storage).
void props_into(const Director& d, double now, std::vector<PropFrame>& out);
// sound and music (director_sound.cpp): neither waits.
SceneStep run_sound_block(RuntimeState& s, Instance& director, const Block& block,
                          const SoundBlock& sound, double now);
SceneStep run_music_block(RuntimeState& s, Instance& director, const Block& block,
                          const MusicBlock& music, double now);
// shot, zoom, pan, shake (camera_blocks.cpp): the camera's blocks; they wait their `over`.
SceneStep run_camera_block(RuntimeState& s, Instance& director, const Block& block,
                           const CameraBlock& camera, double now);
// A director thread's wait is over at `now`, ended or cut off: its line ends there, its glides
// settle where they are (an exit that has reached its end by `now` has landed and hides).
void scene_wait_over(RuntimeState& s, const Thread& th, double now);
// A scope of the director ended: its captions and behaviours end with it.
void end_scene_scope(RuntimeState& s, std::uint32_t scope, double now);
void end_line(RuntimeState& s, int line, double now);
// Forgets the captions whose time is up by `now`, closing their records.
void prune_captions(RuntimeState& s, double now);

// The director's own state, while a cartoon runs (RuntimeState::director is set).
inline Director& director(RuntimeState& s) {
  return *s.director;
}

// --- a walk's legs (stage_walk.cpp, docs/CAMERA.md "Walking") ---
// A glide of x of at least this much of the stage's width is a walk: shown in profile, stepping.
inline constexpr double kWalkDistance = 0.02;
// Whether the placement's x is gliding across the stage at `now` (at least kWalkDistance).
bool walking_across(const Placement& p, double now);
// A character walked across the stage by a scene, without a `gait` of its own, steps: a walk
// cycle added to its pose, its phase the distance travelled.
void add_stage_walk(const RuntimeState& s, const Placement& p, const Character& ch, Pose& pose);

// --- the stage (director_stage.cpp) ---
Placement& placement_of(RuntimeState& s, const std::string& who);
void default_placements(RuntimeState& s);
// Where every placed character stands at `now`.
std::vector<Stood> standing(const Director& d, double now);

// null: no caption; `stood` (when given) where the characters stood when it began.
const std::string* caption_at(RuntimeState& s, double t,
                              const std::vector<Stood>** stood = nullptr);

// Amounts in messages: 3 decimals, more when 3 would print two different amounts alike.
std::string amounts(double done, double total);
std::string seconds(double t);

}  // namespace jt::rt
