// What the pose tools (`pose`, `sample`, `session`, `bench`) step through time: a behaviour on one
// character "A" started at 0, a scene or cartoon on its own runtime, or a lone creature; its pose
// (or frame) as JSON, a cartoon's faces as the video draws them.
#pragma once

#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "jt/creature/creature.h"
#include "jt/creature/pose.h"
#include "jt/json/value.h"
#include "jt/lipsync/face_clock.h"
#include "jt/produce/cartoon_run.h"
#include "jt/produce/reporter.h"
#include "jt/program/program.h"
#include "jt/runtime/runtime.h"

namespace jt::produce {

// An event to emit at a time.
struct TimedEvent {
  double time = 0;
  rt::Event event;
};

// How a behaviour is run on its one character.
struct BehaviourSettings {
  double fps = 24, seed = 0;
  double dur = std::numeric_limits<double>::infinity();
  int legs = 2;
  std::map<std::string, double> params;
  rt::Inputs inputs;  // the character's, from the start
};

// A creature's steering (docs/CREATURES.md "Steering"): its throttle, 0 to 1, and its heading in
// degrees (0 toward +x, 90 toward +y), finite and within ±1e6.
struct Steering {
  double throttle = 1, heading = 0;
};

// What `set` changes (a script's line, an option's NAME=V): a behaviour's character's inputs
// (loud, talking) or a creature's steering (throttle, heading).
struct SubjectInputs {
  rt::Inputs character;
  Steering steering;
};

// A creature's steering changed at a time: `name` (throttle or heading) is `value` for every
// substep after `time` (substep k runs at k/60 s: those with k/60 > time).
struct TimedSteering {
  double time = 0;
  std::string name;
  double value = 0;
};

// How a lone creature starts (the original's constructor options, docs/CREATURES.md): its head at
// `position` (world px), facing its steering's heading, its gait at `phase` (radians).
struct CreatureSettings {
  creature::Vec position;
  double phase = 0, seed = 0;
  Steering steering;
};

// What a pose tool's FILE holds: a program (a behaviour, a scene, a cartoon) or a creature.
struct SubjectSource {
  std::shared_ptr<const Program> program;
  std::shared_ptr<const creature::Model> creature;
  explicit operator bool() const { return program || creature; }
};

class PosedSubject {
 public:
  // A cartoon already started (start_cartoon), with its voices heard for its mouths.
  static PosedSubject of_cartoon(std::unique_ptr<CartoonRun> run, double seed);
  // A behaviour started on character "A"; nullopt (with why reported, as `file`'s) when it
  // cannot start.
  static std::optional<PosedSubject> of_behaviour(const std::string& file,
                                                  std::shared_ptr<const Program> program,
                                                  const BehaviourSettings& settings,
                                                  Reporter& reporter);

  // A creature placed and steered as `settings` say, its random stream seeded by the seed and
  // its name.
  static PosedSubject of_creature(std::shared_ptr<const creature::Model> model,
                                  const CreatureSettings& settings);

  bool is_behaviour() const { return behaviour_.has_value(); }
  bool is_creature() const { return creature_.has_value(); }
  // A behaviour's or a cartoon's runtime (not a creature's: it has none).
  rt::Runtime& runtime() { return cartoon_ ? cartoon_->runtime : *behaviour_; }
  double time() { return creature_ ? creature_time_ : runtime().time(); }
  // The errors the run met so far (a creature meets none).
  const std::vector<rt::RunError>& errors();
  // Emits `event` now (a behaviour's or a cartoon's; a creature hears none).
  void emit(const rt::Event& event);

  // Events to emit, each at its time, as advance_to() passes it.
  void schedule(std::vector<TimedEvent> events);
  // Runs to `t` (not before now), each event due by then emitted at its own time.
  void advance_to(double t);
  // A creature's steering changes at their times, as advance_to() passes them.
  void schedule_steering(std::vector<TimedSteering> changes);
  // A behaviour's character's inputs, or a creature's steering, from now on.
  void set_inputs(const SubjectInputs& inputs);
  // "pose" for a behaviour or a creature, "frame" for a scene or cartoon.
  const char* what() const { return cartoon_ ? "frame" : "pose"; }
  // The pose (a behaviour) or the frame (spec §7.8) at the current time; a frame gives each
  // character's `face` as the video draws it then (docs/CLI.md `pose`).
  json::Value sample();

 private:
  creature::Controls controls() const;
  void steer_through(double t, bool at_t_too);  // the scheduled changes made before t (or at it)
  void advance_creature(double t);

  std::unique_ptr<CartoonRun> cartoon_;
  std::unique_ptr<encode::Soundtrack> sound_;  // a cartoon's voices, for its mouths' loudness
  std::optional<lipsync::FaceClock> faces_;    // refers to *sound_
  std::optional<rt::Runtime> behaviour_;
  std::vector<TimedEvent> events_;
  std::size_t next_event_ = 0;
  rt::Pose pose_;
  // a lone creature
  std::optional<creature::Creature> creature_;
  double creature_time_ = 0;
  Steering steering_;
  std::vector<TimedSteering> steerings_;  // sorted by time
  std::size_t next_steering_ = 0;
  creature::CreaturePose body_;
};

// Sets `name` (throttle or heading) in `steering`: false for another name or a value out of its
// range (throttle 0..1; heading finite, within ±1e6 degrees).
bool set_steering(Steering& steering, std::string_view name, double value);

}  // namespace jt::produce
