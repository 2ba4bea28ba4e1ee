#include "jt/produce/posed_subject.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "jt/lipsync/cue_export.h"

namespace jt::produce {

PosedSubject PosedSubject::of_cartoon(std::unique_ptr<CartoonRun> run, double seed) {
  PosedSubject subject;
  subject.cartoon_ = std::move(run);
  CartoonRun& cartoon = *subject.cartoon_;
  if (cartoon.lines) {
    // As long as the plan, as `render` mixes it; a cartoon without an end: to its last line's
    // end (a line is cut only where the render stops, never before the time asked).
    double last_line_end = 0;
    for (const rt::TimelineRecord& r : cartoon.runtime.timeline()) {
      if (r.kind == "say") last_line_end = std::max(last_line_end, r.t + r.dur);
    }
    subject.sound_ = std::make_unique<encode::Soundtrack>(
        cartoon.runtime.timeline(), cartoon.runtime.duration().value_or(last_line_end),
        *cartoon.lines);
  }
  subject.faces_.emplace(cartoon_faces(cartoon, seed, subject.sound_.get()));
  return subject;
}

std::optional<PosedSubject> PosedSubject::of_behaviour(const std::string& file,
                                                       std::shared_ptr<const Program> program,
                                                       const BehaviourSettings& settings,
                                                       Reporter& reporter) {
  PosedSubject subject;
  subject.behaviour_ = rt::create_runtime({.seed = settings.seed, .fps = settings.fps});
  subject.behaviour_->add_character("A", {.legs = settings.legs});
  subject.behaviour_->set_inputs("A", settings.inputs);
  rt::StartResult started = subject.behaviour_->start_behaviour(
      "A", std::move(program), {.dur = settings.dur, .params = settings.params});
  if (!started.instance) {
    reporter.error(file + ": " + started.error);
    return std::nullopt;
  }
  return subject;
}

PosedSubject PosedSubject::of_creature(std::shared_ptr<const creature::Model> model,
                                       const CreatureSettings& settings) {
  PosedSubject subject;
  subject.steering_ = settings.steering;
  const creature::Controls controls = subject.controls();
  const std::uint32_t seed = creature::creature_seed(settings.seed, model->descriptor.name);
  subject.creature_.emplace(std::move(model), settings.position, controls.direction, settings.phase,
                            seed);
  return subject;
}

bool set_steering(Steering& steering, std::string_view name, double value) {
  if (name == "throttle" && value >= 0 && value <= 1) {
    steering.throttle = value;
  } else if (name == "heading" && std::isfinite(value) && std::abs(value) <= 1e6) {
    steering.heading = value;
  } else {
    return false;
  }
  return true;
}

creature::Controls PosedSubject::controls() const {
  const double radians = steering_.heading * std::numbers::pi / 180;
  return {steering_.throttle, {std::cos(radians), std::sin(radians)}};
}

const std::vector<rt::RunError>& PosedSubject::errors() {
  static const std::vector<rt::RunError> kNone;
  return creature_ ? kNone : runtime().errors();
}

void PosedSubject::emit(const rt::Event& event) {
  if (!creature_) runtime().emit(event);
}

void PosedSubject::schedule_steering(std::vector<TimedSteering> changes) {
  steerings_.erase(steerings_.begin(),
                   steerings_.begin() + static_cast<std::ptrdiff_t>(next_steering_));
  next_steering_ = 0;
  steerings_.insert(steerings_.end(), changes.begin(), changes.end());
  std::stable_sort(steerings_.begin(), steerings_.end(),
                   [](const TimedSteering& a, const TimedSteering& b) { return a.time < b.time; });
}

void PosedSubject::steer_through(double t, bool at_t_too) {
  for (; next_steering_ < steerings_.size() && (steerings_[next_steering_].time < t ||
                                                (at_t_too && steerings_[next_steering_].time == t));
       ++next_steering_) {
    set_steering(steering_, steerings_[next_steering_].name, steerings_[next_steering_].value);
  }
}

void PosedSubject::advance_creature(double t) {
  const long last = creature::substeps_at(t);
  while (creature_->substeps() < last) {
    // Substep k runs at k/60 s, steered by every change made before then.
    steer_through(static_cast<double>(creature_->substeps() + 1) / 60, false);
    creature_->substep(controls());
  }
  creature_time_ = std::max(creature_time_, t);
  // The changes at or before now steer every substep still to run.
  steer_through(creature_time_, true);
}

void PosedSubject::schedule(std::vector<TimedEvent> events) {
  events_.erase(events_.begin(), events_.begin() + static_cast<std::ptrdiff_t>(next_event_));
  next_event_ = 0;
  events_.insert(events_.end(), events.begin(), events.end());
  std::stable_sort(events_.begin(), events_.end(),
                   [](const TimedEvent& a, const TimedEvent& b) { return a.time < b.time; });
}

void PosedSubject::advance_to(double t) {
  if (creature_) {
    advance_creature(t);
    return;
  }
  for (; next_event_ < events_.size() && events_[next_event_].time <= t; ++next_event_) {
    runtime().step_to(std::max(events_[next_event_].time, runtime().time()));
    runtime().emit(events_[next_event_].event);
  }
  runtime().step_to(std::max(t, runtime().time()));
}

void PosedSubject::set_inputs(const SubjectInputs& inputs) {
  if (behaviour_) behaviour_->set_inputs("A", inputs.character);
  if (creature_) steering_ = inputs.steering;
}

json::Value PosedSubject::sample() {
  if (creature_) {
    creature::pose_into(*creature_, body_);
    return creature::pose_to_json(body_, creature_->model());
  }
  if (cartoon_) {
    rt::Frame frame = cartoon_->runtime.frame();
    faces_->act(frame);
    json::Value out = rt::frame_to_json(frame);
    json::Value* characters = out.as_object().find("characters");
    for (const rt::CharacterFrame& c : frame.characters) {
      json::Value* who = characters != nullptr ? characters->as_object().find(c.id) : nullptr;
      if (who == nullptr || !who->is_object()) continue;
      who->as_object().set("face",
                           lipsync::drawn_face_to_json(c.acting, c.pose.mouth, c.pose.blink));
    }
    return out;
  }
  behaviour_->pose_into("A", pose_);
  return rt::pose_to_json(pose_);
}

}  // namespace jt::produce
