// One behaviour's pose at a time, the same bits as a fresh runtime started at 0 and stepped once
// to that time (spec §6 `poseAt`), so a renderer can scrub. Recent runtimes are kept warm and
// stepped on when the next call asks for the same or a later time, but only while that gives
// the same bits as starting from scratch: no thread has waited for a step (a poll), no pose has
// drawn `random`, and nothing has read the inputs.
#pragma once

#include <deque>
#include <map>
#include <memory>
#include <string>

#include "jt/program/program.h"
#include "jt/runtime/runtime.h"

namespace jt::rt {

struct PoseAtSettings {
  double dur = std::numeric_limits<double>::infinity();
  std::map<std::string, double> params;
  int legs = 2;
  Inputs inputs;

  friend bool operator==(const PoseAtSettings& a, const PoseAtSettings& b) {
    return a.dur == b.dur && a.params == b.params && a.legs == b.legs &&
           a.inputs.loud == b.inputs.loud && a.inputs.talking == b.inputs.talking;
  }
};

class PoseAt {
 public:
  // How many warm runtimes it keeps per program.
  static constexpr std::size_t kWarmPerProgram = 3;

  Pose pose_at(const std::shared_ptr<const Program>& program, const PoseAtSettings& settings,
               double tau);

  // How many calls were answered by stepping a warm runtime on (for tests and benchmarks).
  std::size_t warm_hits() const { return warm_hits_; }

 private:
  struct Warm {
    std::shared_ptr<const Program> program;
    PoseAtSettings settings;
    Runtime runtime;
    bool reusable = true;
  };
  std::deque<Warm> warm_;
  std::size_t warm_hits_ = 0;
};

}  // namespace jt::rt
