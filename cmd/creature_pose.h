// `jabbertoon pose CREATURE.json`: a creature's pose at a time, or over a range as JSON lines.
#pragma once

#include <optional>
#include <string>

namespace jt::cmd {

struct CreaturePoseOptions {
  std::string file;
  std::optional<double> at, from, to, step;
  double fps = 24;
  double throttle = 1;
  double heading = 0;  // degrees: 0 toward +x, 90 toward +y
  double seed = 0;
};

int run_creature_pose(const CreaturePoseOptions& options);

}  // namespace jt::cmd
