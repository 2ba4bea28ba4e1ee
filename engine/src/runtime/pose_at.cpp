#include "jt/runtime/pose_at.h"

namespace jt::rt {
namespace {

// Whether stepping on from here gives what a fresh runtime would: the state so far depends on
// time alone.
bool still_exact(const Runtime& rt) {
  return !rt.polled() && !rt.inputs_read();
}

}  // namespace

Pose PoseAt::pose_at(const std::shared_ptr<const Program>& program, const PoseAtSettings& settings,
                     double tau) {
  Warm* found = nullptr;
  for (Warm& w : warm_) {
    if (w.program == program && w.settings == settings && w.reusable && w.runtime.time() <= tau &&
        still_exact(w.runtime)) {
      found = &w;
      ++warm_hits_;
      break;
    }
  }
  if (found == nullptr) {
    std::size_t kept = 0;
    for (const Warm& w : warm_)
      kept += w.program == program;
    if (kept >= kWarmPerProgram) {
      for (auto it = warm_.begin(); it != warm_.end(); ++it) {
        if (it->program == program) {
          warm_.erase(it);  // the oldest of this program's
          break;
        }
      }
    }
    Runtime runtime = create_runtime();
    runtime.add_character("A", {.legs = settings.legs});
    runtime.set_inputs("A", settings.inputs);
    runtime.start_behaviour("A", program, {.dur = settings.dur, .params = settings.params});
    warm_.push_back({program, settings, std::move(runtime), true});
    found = &warm_.back();
  }
  found->runtime.step_to(tau);
  const std::uint32_t before = found->runtime.random_state();
  Pose pose = found->runtime.pose("A");
  // A pose that drew `random` moved the stream: the next answer would differ from scratch.
  if (found->runtime.random_state() != before) found->reusable = false;
  return pose;
}

}  // namespace jt::rt
