#include "posed_subject.h"

#include <algorithm>

#include "exit_code.h"
#include "jt/lipsync/cue_export.h"
#include "log.h"
#include "program_input.h"

namespace jt::cmd {

std::optional<Subject> Subject::start(const std::string& file,
                                      std::shared_ptr<const Program> program,
                                      const SubjectOptions& o, int& code) {
  Subject subject;
  if (program->kind != ProgramKind::kBehaviour) {
    subject.cartoon_ = start_cartoon(program, o.cartoon, code, file);
    if (!subject.cartoon_) return std::nullopt;
    CartoonRun& run = *subject.cartoon_;
    if (run.lines) {
      // As long as the plan, as `render` mixes it; a cartoon without an end: to its last line's
      // end (a line is cut only where the render stops, never before the time asked).
      double last_line_end = 0;
      for (const rt::TimelineRecord& r : run.runtime.timeline()) {
        if (r.kind == "say") last_line_end = std::max(last_line_end, r.t + r.dur);
      }
      subject.sound_ = std::make_unique<encode::Soundtrack>(
          run.runtime.timeline(), run.runtime.duration().value_or(last_line_end), *run.lines);
    }
    subject.faces_.emplace(cartoon_faces(run, o.cartoon.seed, subject.sound_.get()));
    return subject;
  }
  std::map<std::string, double> params;
  if (!parse_params(o.cartoon.params, params)) {
    code = kExitUsage;
    return std::nullopt;
  }
  warn_undeclared_params(*program, params, file);
  for (const auto& [name, value] : o.params)
    params[name] = value;
  subject.behaviour_ = rt::create_runtime({.seed = o.cartoon.seed, .fps = o.cartoon.fps});
  subject.behaviour_->add_character("A", {.legs = o.legs});
  subject.behaviour_->set_inputs("A", o.inputs);
  rt::StartResult started =
      subject.behaviour_->start_behaviour("A", program, {.dur = o.dur, .params = params});
  if (!started.instance) {
    report_error(file + ": " + started.error);
    code = kExitInputErrors;
    return std::nullopt;
  }
  return subject;
}

void Subject::schedule(std::vector<TimedEvent> events) {
  events_.erase(events_.begin(), events_.begin() + static_cast<std::ptrdiff_t>(next_event_));
  next_event_ = 0;
  events_.insert(events_.end(), events.begin(), events.end());
  std::stable_sort(events_.begin(), events_.end(),
                   [](const TimedEvent& a, const TimedEvent& b) { return a.time < b.time; });
}

void Subject::advance_to(double t) {
  for (; next_event_ < events_.size() && events_[next_event_].time <= t; ++next_event_) {
    runtime().step_to(std::max(events_[next_event_].time, runtime().time()));
    runtime().emit(events_[next_event_].event);
  }
  runtime().step_to(std::max(t, runtime().time()));
}

void Subject::set_inputs(const rt::Inputs& inputs) {
  if (behaviour_) behaviour_->set_inputs("A", inputs);
}

json::Value Subject::sample() {
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

}  // namespace jt::cmd
