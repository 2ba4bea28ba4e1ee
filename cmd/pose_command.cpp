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
#include "cartoon_run.h"
#include "creature_pose.h"
#include "creature_input.h"
#include "program_input.h"

namespace jt::cmd {
namespace {

struct PoseOptions {
  std::string file;
  std::optional<double> at, from, to, step;
  double dur = std::numeric_limits<double>::infinity();
  int legs = 2;
  CartoonOptions cartoon;  // fps, params and seed serve a behaviour too
  double throttle = 1, heading = 0;  // a creature's controls
};

// A behaviour runs on one character "A" started at 0; a scene or a cartoon on its own runtime.
struct Subject {
  std::unique_ptr<CartoonRun> cartoon;
  std::optional<rt::Runtime> behaviour;
  rt::Runtime& runtime() { return cartoon ? cartoon->runtime : *behaviour; }
  // What is printed at the current time: the pose, or the cartoon's frame (spec §7.8).
  json::Value sample(rt::Pose& pose) {
    if (cartoon) return rt::frame_to_json(cartoon->runtime.frame());
    behaviour->pose_into("A", pose);
    return rt::pose_to_json(pose);
  }
};

std::optional<Subject> start(const PoseOptions& o, int& code) {
  auto program = load_program(o.file, code);
  if (!program) return std::nullopt;
  Subject subject;
  if (program->kind != ProgramKind::kBehaviour) {
    subject.cartoon = start_cartoon(program, o.cartoon, code);
    if (!subject.cartoon) return std::nullopt;
    // What the plan found the cartoon loses, as `plan` and `render` say it (spec §7.6).
    for (const std::string& w : subject.cartoon->runtime.warnings()) {
      report_warning(o.file + ": " + w);
    }
    return subject;
  }
  std::map<std::string, double> params;
  if (!parse_params(o.cartoon.params, params)) {
    code = kExitUsage;
    return std::nullopt;
  }
  subject.behaviour = rt::create_runtime({.seed = o.cartoon.seed, .fps = o.cartoon.fps});
  subject.behaviour->add_character("A", {.legs = o.legs});
  rt::StartResult started =
      subject.behaviour->start_behaviour("A", program, {.dur = o.dur, .params = params});
  if (!started.instance) {
    report_error(o.file + ": " + started.error);
    code = kExitInputErrors;
    return std::nullopt;
  }
  return subject;
}

int run_pose(const PoseOptions& o) {
  if (is_creature_file(o.file)) {
    return run_creature_pose({o.file, o.at, o.from, o.to, o.step, o.cartoon.fps, o.throttle,
                              o.heading, o.cartoon.seed});
  }
  int code = kExitOk;
  std::optional<Subject> subject = start(o, code);
  if (!subject) return code;
  rt::Runtime& runtime = subject->runtime();
  const char* what = subject->cartoon ? "frame" : "pose";
  rt::Pose pose;
  if (o.at) {
    if (o.step) {
      // Stepping in steps of S up to T gives the same answer as one jump (spec §0).
      for (long k = 1; static_cast<double>(k) * *o.step < *o.at; ++k) {
        runtime.step_to(static_cast<double>(k) * *o.step);
      }
    }
    runtime.step_to(*o.at);
    std::cout << json::write_readable(subject->sample(pose)) << "\n";
  } else {
    for (long k = 0;; ++k) {
      const double t = *o.from + static_cast<double>(k) / o.cartoon.fps;
      if (t > *o.to) break;
      runtime.step_to(t);
      json::Object line;
      line.set("t", t);
      line.set(what, subject->sample(pose));
      std::cout << json::write_compact(json::Value(std::move(line))) << "\n";
    }
  }
  return report_run_errors(runtime, o.file, code);
}

}  // namespace

void add_pose_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<PoseOptions>();
  CLI::App* sub = app.add_subcommand(
      "pose", "a behaviour's pose (or a cartoon's frame) at a time, or over a range (JSON lines)");
  sub->add_option("FILE", o->file, "a program or a pack: a behaviour, a scene or a cartoon (- for "
                                   "stdin), or a creature descriptor or pack")
      ->required();
  auto* at = sub->add_option("--at", o->at, "the time, in seconds");
  auto* from = sub->add_option("--from", o->from, "the range's first time, in seconds");
  auto* to = sub->add_option("--to", o->to, "the range's last time, in seconds");
  add_cartoon_options(*sub, o->cartoon);
  sub->add_option("--dur", o->dur, "a behaviour's duration, `dur` (default: infinity)");
  sub->add_option("--legs", o->legs, "a behaviour's character's legs (default 2)")
      ->check(CLI::Range(0, 16));
  sub->add_option("--throttle", o->throttle, "a creature's throttle, 0 to 1 (default 1)")
      ->check(CLI::Range(0.0, 1.0));
  sub->add_option("--heading", o->heading,
                  "a creature's heading in degrees: 0 toward +x, 90 toward +y (default 0)")
      ->check(CLI::Range(-1e6, 1e6));
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
