// `jabbertoon plan`: a scene's or a cartoon's timeline, duration and warnings (spec §7.7).
#include <algorithm>
#include <iostream>
#include <map>
#include <memory>

#include "cartoon_run.h"
#include "commands.h"
#include "exit_code.h"
#include "jt/json/write.h"
#include "jt/runtime/plan_json.h"
#include "log.h"
#include "program_input.h"

namespace jt::cmd {
namespace {

struct PlanOptions {
  std::string file;
  CartoonOptions cartoon;
  bool summary = false;
};

int run_plan(const PlanOptions& o) {
  int code = kExitOk;
  auto program = load_program(o.file, code);
  if (!program) return code;
  if (program->kind == ProgramKind::kBehaviour) {
    report_error(o.file +
                 ": this is a behaviour; plan takes a scene or a cartoon (a behaviour's "
                 "poses: jabbertoon pose)");
    return kExitUsage;
  }
  auto run = start_cartoon(program, o.cartoon, code, o.file);
  if (!run) return code;
  for (const std::string& w : run->runtime.warnings())
    report_warning(o.file + ": " + w);
  // A set render would refuse is refused here too, so a plan that passes renders.
  if (!report_sets(*program, *run)) return std::max(code, static_cast<int>(kExitInputErrors));
  std::cout << json::write_readable(rt::plan_json(run->runtime, o.summary)) << "\n";
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
