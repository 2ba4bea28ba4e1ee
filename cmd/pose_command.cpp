// `jabbertoon pose`: one behaviour on one character, started at 0, its pose at a time (spec §6
// rt.pose), or at every frame of a range as JSON lines.
#include <charconv>
#include <cmath>
#include <iostream>
#include <map>
#include <memory>

#include "commands.h"
#include "exit_code.h"
#include "input.h"
#include "jt/json/write.h"
#include "jt/program/program.h"
#include "jt/runtime/runtime.h"
#include "log.h"
#include "program_input.h"

namespace jt::cmd {
namespace {

struct PoseOptions {
  std::string file;
  std::optional<double> at, from, to, step;
  double fps = 24;
  double dur = std::numeric_limits<double>::infinity();
  int legs = 2;
  double seed = 0;
  std::vector<std::string> params;
};

int run_pose(const PoseOptions& o) {
  int code = kExitOk;
  auto program = load_behaviour(o.file, code);
  if (!program) return code;
  std::map<std::string, double> params;
  if (!parse_params(o.params, params)) return kExitUsage;

  rt::Runtime runtime = rt::create_runtime({.seed = o.seed, .fps = o.fps});
  runtime.add_character("A", {.legs = o.legs});
  rt::StartResult started = runtime.start_behaviour("A", program, {.dur = o.dur, .params = params});
  if (!started.instance) {
    report_error(o.file + ": " + started.error);
    return kExitInputErrors;
  }

  rt::Pose pose;
  if (o.at) {
    if (o.step) {
      // Stepping in steps of S up to T gives the same answer as one jump (spec §0).
      for (long k = 1; static_cast<double>(k) * *o.step < *o.at; ++k) {
        runtime.step_to(static_cast<double>(k) * *o.step);
      }
    }
    runtime.step_to(*o.at);
    runtime.pose_into("A", pose);
    std::cout << json::write_readable(rt::pose_to_json(pose)) << "\n";
  } else {
    for (long k = 0;; ++k) {
      const double t = *o.from + static_cast<double>(k) / o.fps;
      if (t > *o.to) break;
      runtime.step_to(t);
      runtime.pose_into("A", pose);
      json::Object line;
      line.set("t", t);
      line.set("pose", rt::pose_to_json(pose));
      std::cout << json::write_compact(json::Value(std::move(line))) << "\n";
    }
  }
  for (const rt::RunError& e : runtime.errors()) {
    report({Severity::kError, o.file, e.path, 0, 0, e.message, ""});
  }
  return runtime.errors().empty() ? kExitOk : kExitInputErrors;
}

}  // namespace

void add_pose_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<PoseOptions>();
  CLI::App* sub = app.add_subcommand(
      "pose", "a behaviour's pose at a time, or at every frame of a range (JSON lines)");
  sub->add_option("FILE", o->file, "a behaviour program or behaviour pack (- for stdin)")
      ->required();
  auto* at = sub->add_option("--at", o->at, "the time, in seconds");
  auto* from = sub->add_option("--from", o->from, "the range's first time, in seconds");
  auto* to = sub->add_option("--to", o->to, "the range's last time, in seconds");
  sub->add_option("--fps", o->fps, "frames per second of the range (default 24)")
      ->check(CLI::PositiveNumber);
  sub->add_option("--dur", o->dur, "the behaviour's duration, `dur` (default: infinity)");
  sub->add_option("--legs", o->legs, "the character's legs (default 2)")
      ->check(CLI::Range(0, 16));
  sub->add_option("--param", o->params, "NAME=VALUE: a param of the behaviour (repeatable)");
  sub->add_option("--seed", o->seed, "the seed of `random` (default 0)");
  sub->add_option("--step", o->step, "with --at: step the clock in steps of S up to T")
      ->check(CLI::PositiveNumber);
  at->excludes(from)->excludes(to);
  from->needs(to);
  to->needs(from);
  sub->callback([o, &exit_code] {
    if (!o->at && !o->from) {
      throw CLI::ValidationError("pose", "give --at T, or --from A --to B");
    }
    exit_code = run_pose(*o);
  });
}

}  // namespace jt::cmd
