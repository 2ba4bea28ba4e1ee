#include "jt/produce/cartoon_clock.h"

#include <utility>

#include "jt/produce/frame_span.h"

namespace jt::produce {

CartoonClock::CartoonClock(rt::Runtime& runtime, const encode::Soundtrack* loudness,
                           const Program& program, double fps, std::function<bool()> stop)
    : runtime_(runtime), loudness_(loudness), fps_(fps), stop_(std::move(stop)) {
  for (const CastEntry& entry : program.cast)
    speakers_.push_back(entry.id);
}

void CartoonClock::to_frame(std::int64_t index) {
  for (; next_ <= index && !(stop_ && stop_()); ++next_)
    at(static_cast<double>(next_) / fps_);
}

void CartoonClock::to_time(double t) {
  to_frame(first_frame_at(t, fps_) - 1);
  at(t);
}

void CartoonClock::at(double t) {
  runtime_.step_to(t);
  if (loudness_ == nullptr) return;
  for (const std::string& who : speakers_) {
    runtime_.set_inputs(who, {.loud = loudness_->loud(who, t)});
  }
}

}  // namespace jt::produce
