// What the pose tools (`pose`, `sample`, `session`) step through time: a behaviour on one
// character "A" started at 0, or a scene or cartoon on its own runtime; its pose (or frame) as
// JSON, a cartoon's faces as the video draws them.
#pragma once

#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

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

  bool is_behaviour() const { return !cartoon_; }
  rt::Runtime& runtime() { return cartoon_ ? cartoon_->runtime : *behaviour_; }
  double time() { return runtime().time(); }

  // Events to emit, each at its time, as advance_to() passes it.
  void schedule(std::vector<TimedEvent> events);
  // Runs to `t` (not before now), each event due by then emitted at its own time.
  void advance_to(double t);
  // A behaviour's character's inputs from now on.
  void set_inputs(const rt::Inputs& inputs);
  // "pose" for a behaviour, "frame" for a scene or cartoon.
  const char* what() const { return cartoon_ ? "frame" : "pose"; }
  // The pose (a behaviour) or the frame (spec §7.8) at the current time; a frame gives each
  // character's `face` as the video draws it then (docs/CLI.md `pose`).
  json::Value sample();

 private:
  std::unique_ptr<CartoonRun> cartoon_;
  std::unique_ptr<encode::Soundtrack> sound_;  // a cartoon's voices, for its mouths' loudness
  std::optional<lipsync::FaceClock> faces_;    // refers to *sound_
  std::optional<rt::Runtime> behaviour_;
  std::vector<TimedEvent> events_;
  std::size_t next_event_ = 0;
  rt::Pose pose_;
};

}  // namespace jt::produce
