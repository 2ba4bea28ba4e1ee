#include "cartoon_clock.h"

#include "interrupt.h"
#include "render_cartoon.h"

namespace jt::cmd {

CartoonClock::CartoonClock(rt::Runtime& runtime, const encode::Soundtrack* loudness,
                           const Program& program, double fps)
    : runtime_(runtime), loudness_(loudness), fps_(fps) {
  for (const CastEntry& entry : program.cast)
    speakers_.push_back(entry.id);
}

void CartoonClock::to_frame(std::int64_t index) {
  for (; next_ <= index && !interrupted(); ++next_)
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

}  // namespace jt::cmd
