// validate(program) (spec §6): prepare_program's errors and warnings, then the walk over the
// program as written for what preparing leaves to validation (program_walk.h).
#include <algorithm>

#include "jt/program/program.h"
#include "jt/validate/validate.h"
#include "validate/program_walk.h"

namespace jt::validate {

Report make_report(std::vector<Diagnostic> diagnostics) {
  Report report;
  std::vector<Diagnostic> seen;
  for (Diagnostic& d : diagnostics) {
    std::vector<Diagnostic>& list =
        d.severity == Severity::kError ? report.errors : report.warnings;
    if (std::ranges::find(list, d) == list.end()) list.push_back(std::move(d));
  }
  return report;
}

namespace {

// A friendly block that names a part nothing draws is warned about by the desugarer at its `part`,
// and again by prepare_program at the channel it became (/to/part:neck, pointed at the block as
// written, which has no such member): one problem, said once.
void drop_repeated_undrawn_parts(std::vector<Diagnostic>& diagnostics) {
  constexpr std::string_view kUndrawn = "no character draws a ";
  auto topic = [&](const Diagnostic& d) { return d.message.substr(0, d.message.find(',')); };
  std::vector<Diagnostic> kept;
  for (Diagnostic& d : diagnostics) {
    const bool repeated =
        d.message.starts_with(kUndrawn) &&
        std::ranges::any_of(kept, [&](const Diagnostic& earlier) {
          const std::string block = earlier.path.substr(0, earlier.path.rfind('/') + 1);
          return earlier.message.starts_with(kUndrawn) && topic(earlier) == topic(d) &&
                 earlier.path != d.path && (d.path + "/").starts_with(block);
        });
    if (!repeated) kept.push_back(std::move(d));
  }
  diagnostics = std::move(kept);
}

}  // namespace

Report validate_program(const json::Value& program, const std::string& file) {
  std::vector<Diagnostic> diagnostics = prepare_program(program, file).diagnostics;
  drop_repeated_undrawn_parts(diagnostics);
  Reporter report(file, diagnostics);
  walk_program(program, report);
  return make_report(std::move(diagnostics));
}

}  // namespace jt::validate
