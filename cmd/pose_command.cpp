// `jabbertoon pose`: one behaviour on one character, started at 0, its pose at a time (spec §6
// rt.pose), or at every frame of a range as JSON lines; its inputs and the events it hears can be
// given (--input, --emit), and only some fields printed (--select). A creature likewise, placed
// and steered (--position, --phase, --throttle, --heading, --input throttle=V@T).
#include <cmath>
#include <iostream>
#include <memory>

#include "commands.h"
#include "exit_code.h"
#include "finite_option.h"
#include "jt/json/dot_path.h"
#include "jt/json/write.h"
#include "jt/produce/behaviour_inputs.h"
#include "log.h"
#include "posed_subject.h"
#include "program_input.h"

namespace jt::cmd {
namespace {

struct PoseOptions {
  std::string file;
  std::optional<double> at, from, to, step;
  SubjectOptions subject;
  std::vector<std::string> select;  // only these fields ("dx", "parts.arm:-1")
  std::vector<std::string> input;   // a behaviour's inputs: loud=0.8,talking=1 (a creature's:
                                    // throttle=0.5@2,heading=90@3)
  std::vector<std::string> emit;    // events at times: talk-start@1.5
};

// The joined --input of a behaviour: its inputs from the start.
std::string joined(const std::vector<std::string>& texts) {
  std::string out;
  for (const std::string& text : texts)
    out += (out.empty() ? "" : ",") + text;
  return out;
}

// The sample, or only the --select fields of it; nullopt (reported) when one names nothing.
std::optional<json::Value> selected(const PoseOptions& o, json::Value sample) {
  if (o.select.empty()) return sample;
  std::vector<std::string> missing;
  json::Value out = json::select_paths(sample, o.select, &missing);
  if (!missing.empty()) {
    report_error("--select " + missing.front() + ": no such field in the " +
                 (sample.find("characters") != nullptr ? "frame" : "pose"));
    return std::nullopt;
  }
  return out;
}

// The most clock steps or lines one pose command makes: `--at 1e9 --step 1e-300` asked for
// 10^309 and never ended (issue 27). A million is minutes of work at most.
constexpr double kMaxPoseSteps = 1e6;

// Whether the steps or lines asked for are within kMaxPoseSteps (reported when not).
bool steps_bounded(const PoseOptions& o) {
  if (o.at && o.step && *o.at / *o.step > kMaxPoseSteps) {
    report_error("--step " + json::write_compact(json::Value(*o.step)) + " up to --at " +
                 json::write_compact(json::Value(*o.at)) +
                 " is more than a million steps: give a larger --step");
    return false;
  }
  if (o.from && o.to && (*o.to - *o.from) * o.subject.cartoon.fps > kMaxPoseSteps) {
    report_error("--from " + json::write_compact(json::Value(*o.from)) + " --to " +
                 json::write_compact(json::Value(*o.to)) +
                 " is more than a million frames: give a shorter range, or a lower --fps");
    return false;
  }
  return true;
}

// The --input and --emit of a creature (its steering at times; no events) or of a behaviour (its
// inputs from the start, its events); false (reported) when they are not its.
bool read_inputs(PoseOptions& o, const SubjectSource& source,
                 std::vector<produce::TimedEvent>& events) {
  std::optional<std::string> bad;
  if (source.creature) {
    bad = produce::parse_timed_steering(o.input, "--input", o.subject.steering_at);
    if (!bad && !o.emit.empty()) bad = o.file + ": --emit: a creature hears no events";
  } else {
    bad = produce::parse_inputs(joined(o.input), o.subject.inputs.character);
    if (bad) bad = "--input " + *bad;
    if (!bad) bad = produce::parse_timed_events(o.emit, events);
    if (!bad && source.program->kind != ProgramKind::kBehaviour &&
        (!o.input.empty() || !o.emit.empty())) {
      bad = o.file +
            ": --input and --emit pose a behaviour; a scene's characters hear their own lines";
    }
  }
  if (bad) report_error(*bad);
  return !bad;
}

// Prints the pose at --at (stepped in --step's steps), or each frame's from --from to --to; false
// (reported) when a --select path names nothing.
bool print_poses(const PoseOptions& o, Subject& subject) {
  if (o.at) {
    if (o.step) {
      // Stepping in steps of S up to T gives the same answer as one jump (spec §0).
      for (long k = 1; static_cast<double>(k) * *o.step < *o.at; ++k) {
        subject.advance_to(static_cast<double>(k) * *o.step);
      }
    }
    subject.advance_to(*o.at);
    const std::optional<json::Value> sample = selected(o, subject.sample());
    if (!sample) return false;
    std::cout << json::write_readable(*sample) << "\n";
    return true;
  }
  for (long k = 0;; ++k) {
    const double t = *o.from + static_cast<double>(k) / o.subject.cartoon.fps;
    if (t > *o.to) break;
    subject.advance_to(t);
    const std::optional<json::Value> sample = selected(o, subject.sample());
    if (!sample) return false;
    json::Object line;
    line.set("t", t);
    line.set(subject.what(), *sample);
    std::cout << json::write_compact(json::Value(std::move(line))) << "\n";
  }
  return true;
}

int run_pose(PoseOptions& o) {
  if (!steps_bounded(o)) return kExitUsage;
  int code = kExitOk;
  const SubjectSource source = load_subject(o.file, code);
  if (!source) return code;
  std::vector<produce::TimedEvent> events;
  if (!read_inputs(o, source, events)) return kExitUsage;
  std::optional<Subject> subject = start_subject(o.file, source, o.subject, code);
  if (!subject) return code;
  if (subject->is_creature()) return print_poses(o, *subject) ? code : kExitUsage;
  if (source.program->kind != ProgramKind::kBehaviour) {
    // What the plan found the cartoon loses, as `plan` and `render` say it (spec §7.6).
    for (const std::string& w : subject->runtime().warnings())
      report_warning(o.file + ": " + w);
  }
  subject->schedule(std::move(events));
  if (!print_poses(o, *subject)) return kExitUsage;
  return report_run_errors(subject->runtime(), o.file, code);
}

}  // namespace

void add_pose_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<PoseOptions>();
  CLI::App* sub = app.add_subcommand(
      "pose", "a behaviour's pose (or a cartoon's frame) at a time, or over a range (JSON lines)");
  sub->add_option("FILE", o->file,
                  "a program or a pack: a behaviour, a scene or a cartoon (- for "
                  "stdin), or a creature descriptor or pack")
      ->required();
  auto* at = sub->add_option("--at", o->at, "the time, in seconds")->check(finite_number());
  auto* from = sub->add_option("--from", o->from, "the range's first time, in seconds")
                   ->check(finite_number());
  auto* to =
      sub->add_option("--to", o->to, "the range's last time, in seconds")->check(finite_number());
  add_cartoon_options(*sub, o->subject.cartoon);
  sub->add_option("--dur", o->subject.dur, "a behaviour's duration, `dur` (default: infinity)");
  sub->add_option("--legs", o->subject.legs, "a behaviour's character's legs (default 2)")
      ->check(CLI::Range(0, 16));
  add_creature_options(*sub, o->subject);
  sub->add_option("--step", o->step, "with --at: step the clock in steps of S up to T")
      ->check(finite_number() & CLI::PositiveNumber);
  sub->add_option("--select", o->select,
                  "print only these fields, comma-separated: dx,parts.arm:-1 (a cartoon's frame: "
                  "characters.A.x, caption)")
      ->delimiter(',');
  sub->add_option("--input", o->input,
                  "a behaviour's inputs from the start: loud=0.8,talking=1; a creature's steering "
                  "from a time (repeatable): throttle=0.5@2,heading=90@3");
  sub->add_option("--emit", o->emit,
                  "an event at a time, EVENT@T (repeatable): talk-start@1.5, talk-end@3, "
                  "click@2, key:space@1");
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
