#include "creature_pose.h"

#include <cmath>
#include <iostream>
#include <numbers>

#include "creature_input.h"
#include "exit_code.h"
#include "jt/creature/pose.h"
#include "jt/json/write.h"

namespace jt::cmd {

int run_creature_pose(const CreaturePoseOptions& o) {
  int code = kExitOk;
  std::shared_ptr<const creature::Model> model = load_creature(o.file, code);
  if (!model) return code;
  const double radians = o.heading * std::numbers::pi / 180;
  const creature::Vec heading{std::cos(radians), std::sin(radians)};
  const creature::Controls controls{o.throttle, heading};
  creature::Creature crawler(model, {0, 0}, heading, 0,
                             creature::creature_seed(o.seed, model->descriptor.name));
  creature::CreaturePose pose;
  auto sample = [&](double t) {
    creature::advance_to(crawler, creature::substeps_at(t), controls);
    creature::pose_into(crawler, pose);
    return creature::pose_to_json(pose, model->descriptor);
  };
  if (o.at) {
    if (o.step) {  // stepping in steps of S up to T lands on the same substep as one jump
      for (long k = 1; static_cast<double>(k) * *o.step < *o.at; ++k) {
        creature::advance_to(crawler, creature::substeps_at(static_cast<double>(k) * *o.step),
                             controls);
      }
    }
    std::cout << json::write_readable(sample(*o.at)) << "\n";
    return code;
  }
  for (long k = 0;; ++k) {
    const double t = *o.from + static_cast<double>(k) / o.fps;
    if (t > *o.to) break;
    json::Object line;
    line.set("t", t);
    line.set("pose", sample(t));
    std::cout << json::write_compact(json::Value(std::move(line))) << "\n";
  }
  return code;
}

}  // namespace jt::cmd
