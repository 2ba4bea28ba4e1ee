// Messages to the user go to stderr through spdlog, one shape for all of them:
//   jabbertoon: error: FILE:LINE:COL: message [code at /json/pointer]
//     hint: how to fix it
// (FILE:/json/pointer: message [code] when the position in the file is not known).
#pragma once

#include <string_view>

#include "jt/diagnostic.h"

namespace jt::cmd {

// Call once, before anything is logged.
void setup_logging();
// -1 (-q) shows errors only; 0 adds warnings and notes; 1 (-v) adds debug messages.
void set_verbosity(int verbosity);

void report(const Diagnostic& d);
// A problem in an option's JSON value, said in the same shape with the option in place of a file
// and the pointer into the value: "--look: unknown template "x" [unknown-value at /template]".
void report_in_option(std::string_view option, const Diagnostic& d);
// "[unknown-op at /scripts/0/body/0/op]": the code, and the pointer when the location shown is a
// line and column.
std::string code_note(const Diagnostic& d);
void report_error(std::string_view message);
void report_warning(std::string_view message);

}  // namespace jt::cmd
