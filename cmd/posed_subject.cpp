#include "posed_subject.h"

#include <algorithm>

#include "exit_code.h"
#include "log.h"
#include "program_input.h"

namespace jt::cmd {

std::optional<Subject> Subject::start(const std::string& file,
                                      std::shared_ptr<const Program> program,
                                      const SubjectOptions& o, int& code) {
  Subject subject;
  if (program->kind != ProgramKind::kBehaviour) {
    subject.cartoon_ = start_cartoon(program, o.cartoon, code);
    if (!subject.cartoon_) return std::nullopt;
    return subject;
  }
  std::map<std::string, double> params;
  if (!parse_params(o.cartoon.params, params)) {
    code = kExitUsage;
    return std::nullopt;
  }
  for (const auto& [name, value] : o.params) params[name] = value;
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
  if (cartoon_) return rt::frame_to_json(cartoon_->runtime.frame());
  behaviour_->pose_into("A", pose_);
  return rt::pose_to_json(pose_);
}

}  // namespace jt::cmd
