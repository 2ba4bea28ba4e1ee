// `jabbertoon plan`: a scene's or a cartoon's timeline, duration and warnings (spec §7.7).
#include <iostream>
#include <map>
#include <memory>

#include "cartoon_run.h"
#include "commands.h"
#include "exit_code.h"
#include "jt/json/write.h"
#include "log.h"
#include "program_input.h"

namespace jt::cmd {
namespace {

struct PlanOptions {
  std::string file;
  CartoonOptions cartoon;
  bool summary = false;
};

json::Value plan_json(const rt::Runtime& rt, bool summary) {
  json::Object out;
  out.set("duration", rt.duration() ? json::Value(*rt.duration()) : json::Value());
  if (summary) {
    // The count of records by kind, in the order each kind first appears.
    json::Object counts;
    for (const rt::TimelineRecord& r : rt.timeline()) {
      json::Value* n = counts.find(r.kind);
      if (n == nullptr) {
        counts.set(std::string(r.kind), 1);
      } else {
        *n = json::Value(n->as_number() + 1);
      }
    }
    out.set("records", std::move(counts));
  } else {
    json::Array timeline;
    for (const rt::TimelineRecord& r : rt.timeline()) timeline.push_back(rt::record_to_json(r));
    out.set("timeline", std::move(timeline));
  }
  json::Array warnings;
  for (const std::string& w : rt.warnings()) warnings.push_back(w);
  out.set("warnings", std::move(warnings));
  return out;
}

int run_plan(const PlanOptions& o) {
  int code = kExitOk;
  auto program = load_program(o.file, code);
  if (!program) return code;
  if (program->kind == ProgramKind::kBehaviour) {
    report_error(o.file + ": this is a behaviour; plan takes a scene or a cartoon (a behaviour's "
                          "poses: jabbertoon pose)");
    return kExitUsage;
  }
  auto run = start_cartoon(program, o.cartoon, code);
  if (!run) return code;
  for (const std::string& w : run->runtime.warnings()) report_warning(o.file + ": " + w);
  std::cout << json::write_readable(plan_json(run->runtime, o.summary)) << "\n";
  return code;
}

}  // namespace

void add_plan_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<PlanOptions>();
  CLI::App* sub = app.add_subcommand(
      "plan", "a scene's or a cartoon's timeline, duration and warnings, as JSON");
  sub->add_option("FILE", o->file, "a scene or cartoon program, or a pack (- for stdin)")
      ->required();
  add_cartoon_options(*sub, o->cartoon);
  sub->add_flag("--summary", o->summary,
                "print the duration, the count of records by kind and the warnings only");
  sub->callback([o, &exit_code] { exit_code = run_plan(*o); });
}

}  // namespace jt::cmd
