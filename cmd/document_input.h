// Reading the document a subcommand is given in the format it is written in: JSON, or a
// screenplay (docs/SCREENPLAY.md) by its extension `.screenplay` or, on standard input, by
// `--from screenplay`.
#pragma once

#include <string>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/parse.h"
#include "jt/json/value.h"

namespace jt::cmd {

enum class InputFormat { kJson, kScreenplay };

// `--from FORMAT` ("json" or "screenplay"): the format of standard input.
void set_stdin_format(InputFormat format);
// The format `path` is read in: by its extension, or for "-" the one --from gave.
InputFormat format_of(const std::string& path);

struct Document {
  json::Value value;               // null unless ok()
  std::vector<Diagnostic> errors;  // every error found (a screenplay reports them all)
  json::ParseFailure failure = json::ParseFailure::kNone;
  bool ok() const { return errors.empty(); }
};

// Reads and parses `path` ("-" for stdin) in its format. Its text is remembered (source_text.h)
// so that a problem found later (a JSON pointer) is shown at its line and column.
Document read_document(const std::string& path);

}  // namespace jt::cmd
