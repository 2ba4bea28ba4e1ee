// The texts of the JSON files a run reads, kept so that a problem found after parsing (a JSON
// pointer) can be shown where it is in its file: FILE:LINE:COL, as a syntax error is shown.
#pragma once

#include <string>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/screenplay/screenplay.h"

namespace jt::cmd {

// Keeps `text`, the bytes of `file` as parsed ("-" for stdin).
void remember_source(const std::string& file, std::string text);

// Keeps where each script and block of the screenplay `file` was written: its diagnostics are
// located by these lines, not by searching JSON text.
void remember_screenplay(const std::string& file, std::vector<screenplay::SourceLine> lines);

// Sets the line and column of each diagnostic that has a pointer but no position, from its file's
// text (remembered, or read again from disk). One walk over each file's text for all of them.
void add_positions(std::vector<Diagnostic>& diagnostics);
void add_position(Diagnostic& diagnostic);

}  // namespace jt::cmd
