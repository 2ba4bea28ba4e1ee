// The screenplay format (docs/SCREENPLAY.md): a cartoon written as a play, in plain text, read into
// the same program JSON the rest of jabbertoon reads, and printed back from it. Reading is the
// inverse of printing: to_screenplay() of a program, read back, is that program (canonical JSON),
// and printing what was read gives the same text.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/parse.h"
#include "jt/json/value.h"

namespace jt::screenplay {

// Where a JSON value came from in the screenplay: its pointer and its line (1-based), for the
// diagnostics found after reading (validation) to say FILE:LINE:COL as a JSON file's do.
struct SourceLine {
  std::string pointer;
  int line = 0;
  int column = 0;
};

struct ReadResult {
  json::Value value;               // the program (or pack) read; null when an error was found
  std::vector<Diagnostic> errors;  // every error of the file, in line order
  std::vector<SourceLine> lines;   // each script's and block's pointer and line
  std::vector<int> comment_lines;  // the comment lines (`# ...`): print() writes none back
  json::ParseFailure failure = json::ParseFailure::kNone;  // read_file(): why it failed
  std::string text;                                        // read_file(): the bytes read
  bool ok() const { return errors.empty(); }
};

// Reads a screenplay. `file` names it in the diagnostics (as the user gave it).
ReadResult read(std::string_view text, const std::string& file);

// Reads a screenplay file, or standard input when `path` is "-", with the size limit JSON files
// have (json::kDefaultMaxDocumentBytes).
ReadResult read_file(const std::string& path);

// Prints a program, or a pack holding one, as a screenplay. What no sentence says exactly (a block
// with a note, an inline behaviour's moves, ...) is printed as its JSON on one line, which reads
// back as it is: the round trip never loses anything.
std::string print(const json::Value& document);

// The line and column of `pointer` (or of the nearest value above it) in a read screenplay; {0, 0}
// when nothing is known.
SourceLine locate(const std::vector<SourceLine>& lines, std::string_view pointer);

}  // namespace jt::screenplay
