// Reading the document a subcommand is given in the format it is written in: JSON, a screenplay
// (docs/SCREENPLAY.md) by its extension `.screenplay`, or a Fountain screenplay (docs/FOUNTAIN.md)
// by `.fountain`; on standard input, by `--from screenplay|fountain`.
#pragma once

#include <string>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/parse.h"
#include "jt/json/value.h"

namespace jt::cmd {

enum class InputFormat { kJson, kScreenplay, kFountain };

// `--from FORMAT` ("json", "screenplay" or "fountain"): the format of standard input.
void set_stdin_format(InputFormat format);
// `--narrator VOICE`: a Fountain screenplay's action spoken in that voice (docs/FOUNTAIN.md).
void set_fountain_narrator(std::string voice);
// The format `path` is read in: by its extension, or for "-" the one --from gave.
InputFormat format_of(const std::string& path);

struct Document {
  json::Value value;               // null unless ok()
  std::string text;                // the bytes read (empty when they could not be read)
  std::vector<Diagnostic> errors;  // every error found (a screenplay reports them all)
  // What reading it guessed or left out (a Fountain screenplay's notes, a place's background):
  // warnings, whether or not it could be read.
  std::vector<Diagnostic> warnings;
  json::ParseFailure failure = json::ParseFailure::kNone;
  bool ok() const { return errors.empty(); }
};

// Reads and parses `path` ("-" for stdin) in its format. Its text is remembered (source_text.h)
// so that a problem found later (a JSON pointer) is shown at its line and column.
Document read_document(const std::string& path);

}  // namespace jt::cmd
