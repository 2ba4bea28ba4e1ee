// `jabbertoon lipsync FILE [-o cues.json|cues.tsv]`: each speaker's mouth cues in the cartoon's
// time, line by line (docs/CLI.md, the shapes in docs/SHAPES.md §2.1), for other tools to drive
// their own mouths with.
#include <cctype>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>

#include "cartoon_run.h"
#include "commands.h"
#include "exit_code.h"
#include "jt/encode/lip_sync.h"
#include "jt/json/write.h"
#include "jt/lipsync/cue_export.h"
#include "log.h"
#include "outputs.h"
#include "program_input.h"

namespace jt::cmd {
namespace {

struct LipsyncOptions {
  std::string file, output;
  CartoonOptions cartoon;
  Overwrite overwrite = Overwrite::kAsk;
};

// Whether `s` ends with `suffix` (given in lower case), whatever the case of `s`: cues.TSV too.
bool ends_with_nocase(const std::string& s, std::string_view suffix) {
  if (s.size() < suffix.size()) return false;
  for (std::size_t i = 0; i < suffix.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(s[s.size() - suffix.size() + i])) != suffix[i]) {
      return false;
    }
  }
  return true;
}

int run_lipsync(const LipsyncOptions& o) {
  const bool tsv = ends_with_nocase(o.output, ".tsv");
  if (!o.output.empty() && !tsv && !ends_with_nocase(o.output, ".json")) {
    report_error("lipsync: -o " + o.output +
                 ": write cues to a .json or a .tsv file (without -o: JSON on standard output)");
    return kExitUsage;
  }
  if (!o.output.empty()) {
    const NamedPath output{"-o", o.output}, input{"the input", o.file};
    if (const int code = check_outputs({&output, 1}, {&input, 1}, o.overwrite, o.file == "-");
        code != kExitOk) {
      return code;
    }
  }
  int code = kExitOk;
  auto program = load_program(o.file, code);
  if (!program) return code;
  if (program->kind == ProgramKind::kBehaviour) {
    report_error(o.file +
                 ": this is a behaviour, with no lines; lipsync takes a scene or a "
                 "cartoon");
    return kExitUsage;
  }
  auto run = start_cartoon(program, o.cartoon, code, o.file);
  if (!run) return code;
  for (const std::string& w : run->runtime.warnings())
    report_warning(o.file + ": " + w);
  const std::vector<lipsync::LineCues> lines =
      encode::line_cues(run->runtime.timeline(), run->lines.get());
  std::string text;
  if (tsv) {
    text = lipsync::cues_to_tsv(lines);
  } else {
    json::Object out;
    const std::optional<double> duration = run->runtime.duration();
    out.set("duration", duration ? json::Value(*duration) : json::Value());
    out.set("speech", o.cartoon.speech);
    out.set("shapes", "ABCDEFGHX");
    out.set("lines", lipsync::cues_to_json(lines));
    text = json::write_readable(json::Value(std::move(out))) + "\n";
  }
  if (o.output.empty()) {
    std::cout << text;
  } else if (!write_output(o.output, text)) {
    return kExitUsage;
  }
  return report_run_errors(run->runtime, o.file, code);
}

}  // namespace

void add_lipsync_command(CLI::App& app, int& exit_code) {
  auto o = std::make_shared<LipsyncOptions>();
  CLI::App* sub = app.add_subcommand(
      "lipsync", "each line's mouth cues (shapes A-H and X) in the cartoon's time, as JSON or TSV");
  sub->add_option("FILE", o->file, "a scene or cartoon program, or a pack (- for stdin)")
      ->required();
  sub->add_option("-o,--output", o->output,
                  "cues.json or cues.tsv (default: JSON on standard output)");
  add_cartoon_options(*sub, o->cartoon);
  add_overwrite_options(*sub, o->overwrite);
  sub->callback([o, &exit_code] { exit_code = run_lipsync(*o); });
}

}  // namespace jt::cmd
