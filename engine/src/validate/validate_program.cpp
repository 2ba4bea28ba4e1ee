// validate(program) (spec §6): prepare_program's errors and warnings, then the walk over the
// program as written for what preparing leaves to validation (program_walk.h).
#include <algorithm>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "jt/program/program.h"
#include "jt/validate/validate.h"
#include "validate/program_walk.h"

namespace jt::validate {

namespace {

// All of a diagnostic, as one string a set can hold: two diagnostics are equal when their keys are.
std::string diagnostic_key(const Diagnostic& d) {
  std::string key;
  for (const std::string* part : {&d.file, &d.path, &d.message, &d.hint}) {
    key += std::to_string(part->size()) + ':' + *part;
  }
  key += std::to_string(static_cast<int>(d.severity)) + ',' +
         std::to_string(static_cast<int>(static_cast<Code>(d.code))) + ',' +
         std::to_string(d.line) + ',' + std::to_string(d.column);
  return key;
}

}  // namespace

// The first of each repeated diagnostic, in order: a set of those seen, so a file of many
// problems is reported in time linear in their number.
Report make_report(std::vector<Diagnostic> diagnostics) {
  Report report;
  std::unordered_set<std::string> seen;
  for (Diagnostic& d : diagnostics) {
    if (!seen.insert(diagnostic_key(d)).second) continue;
    (d.severity == Severity::kError ? report.errors : report.warnings).push_back(std::move(d));
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
  // The paths of the kept warnings, by topic and block (the path up to its last '/'): a warning
  // is a repeat when one of its path's blocks holds a kept one at another path. Looked up by the
  // path's own prefixes, so many such warnings cost time linear in their number.
  std::unordered_map<std::string, std::vector<std::string>> kept_by_block;
  std::vector<Diagnostic> kept;
  for (Diagnostic& d : diagnostics) {
    if (!d.message.starts_with(kUndrawn)) {
      kept.push_back(std::move(d));
      continue;
    }
    const std::string prefix = topic(d) + '\n';
    const std::string under = d.path + "/";
    // Whether the block of `length` characters of the path holds a kept warning at another path.
    auto kept_in = [&](std::size_t length) {
      auto it = kept_by_block.find(prefix + under.substr(0, length));
      return it != kept_by_block.end() &&
             std::ranges::any_of(it->second, [&](const std::string& p) { return p != d.path; });
    };
    // Every block the path lies in: "" (that of a path without '/'), then each prefix up to a '/'.
    bool repeated = kept_in(0);
    for (std::size_t slash = under.find('/'); slash != std::string::npos && !repeated;
         slash = under.find('/', slash + 1)) {
      repeated = kept_in(slash + 1);
    }
    if (repeated) continue;
    kept_by_block[prefix + d.path.substr(0, d.path.rfind('/') + 1)].push_back(d.path);
    kept.push_back(std::move(d));
  }
  diagnostics = std::move(kept);
}

}  // namespace

Report validate_program(const json::Value& program, const std::string& file) {
  PrepareResult prepared = prepare_program(program, file);
  std::vector<Diagnostic> diagnostics = std::move(prepared.diagnostics);
  drop_repeated_undrawn_parts(diagnostics);
  Reporter report(file, diagnostics);
  walk_program(program, report);
  Report out = make_report(std::move(diagnostics));
  if (out.ok()) out.program = std::move(prepared.program);
  return out;
}

}  // namespace jt::validate
