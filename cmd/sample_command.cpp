// `jabbertoon sample FILE --script S`: a scripted, deterministic check of a move or a cartoon
// without pixels, one command a line (docs/CLI.md, "sample"; the language:
// jt/produce/sample_script.h). Exit 0 when every expect holds, 1 when one fails (each failure at
// its line, /script/<line>), 2 for a bad script.
#include <algorithm>
#include <cstdio>
#include <memory>

#include "command_reporter.h"
#include "exit_code.h"
#include "jt/produce/sample_script.h"
#include "log.h"
#include "posed_subject.h"
#include "program_input.h"
#include "script_input.h"
#include "tool_commands.h"

namespace jt::cmd {
namespace {

struct SampleOptions {
  std::string file, script;
  SubjectOptions subject;
};

int run_sample(const SampleOptions& o) {
  const std::optional<produce::SampleScript> loaded = load_script(o.script);
  if (!loaded) return kExitUsage;
  const produce::SampleScript& script = *loaded;
  int code = kExitOk;
  const SubjectSource source = load_subject(o.file, code);
  if (!source) return code;
  // A subject starts with --param's params under the script's, and the script's inputs.
  const produce::StartSubject start = script_starter(o.file, source, o.subject, code);
  auto print = [](const std::string& line) {
    std::fputs(line.c_str(), stdout);
    std::fputc('\n', stdout);
  };
  CommandReporter reporter(ProgressMode::kNone, {});
  switch (produce::run_sample_script(script, o.file, start, print, reporter, o.subject.inputs)) {
    case produce::SampleOutcome::kHeld:
      return code;
    case produce::SampleOutcome::kFailed:
      return std::max(code, static_cast<int>(kExitInputErrors));
    case produce::SampleOutcome::kBadScript:
      return kExitUsage;
    case produce::SampleOutcome::kNotStarted:
      return code != kExitOk ? code : kExitInputErrors;
  }
  return kExitInputErrors;
}

}  // namespace

void add_sample_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<SampleOptions>();
  CLI::App* sub = app.add_subcommand(
      "sample",
      "check a move's, a cartoon's or a creature's numbers with a script, without rendering");
  sub->add_option("FILE", o->file,
                  "a program or a pack: a behaviour, a scene or a cartoon, or a creature "
                  "descriptor or pack")
      ->required();
  sub->add_option("--script", o->script,
                  "the script: one command a line (at, advance, set, emit, param, seed, expect, "
                  "expect-error, snapshot, group, end)")
      ->required();
  add_cartoon_options(*sub, o->subject.cartoon);
  sub->add_option("--dur", o->subject.dur, "a behaviour's duration, `dur` (default: infinity)");
  sub->add_option("--legs", o->subject.legs, "a behaviour's character's legs (default 2)")
      ->check(CLI::Range(0, 16));
  add_creature_options(*sub, o->subject);
  sub->callback([o, &exit_code] { exit_code = run_sample(*o); });
}

}  // namespace jt::cmd
