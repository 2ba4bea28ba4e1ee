// `validate`'s reports for CI systems that read a whole document at the end (docs/CLI.md
// "validate"): JUnit XML (one test case a file, a failure holding its problems) and SARIF 2.1.0
// (one result a problem, each located in its file), beside the streamed text, JSON lines and
// GitHub annotations.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"

namespace jt::cmd {

// One file's check: whether it passed (--strict: its warnings fail it too) and its problems.
struct CheckedFile {
  std::string file;
  bool ok = true;
  std::vector<Diagnostic> errors, warnings;
};

// One problem as the text format says it: "FILE:LINE:COL: error: message [code at /pointer]",
// then "  hint: ..." on a line of its own when there is one; printable (no control characters).
std::string problem_text(const Diagnostic& d, std::string_view severity);

std::string junit_report(const std::vector<CheckedFile>& files);
std::string sarif_report(const std::vector<CheckedFile>& files);

}  // namespace jt::cmd
