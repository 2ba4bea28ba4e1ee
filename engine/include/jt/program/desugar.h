// Desugaring (spec §4, §8.2-§8.5): every friendly block of a program replaced by the primitive
// blocks it becomes, JSON to JSON, before the program is prepared. docs/BLOCKS.md says what each
// friendly block becomes, with its arguments and defaults.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::program {

// Returns the program with every friendly block replaced, in every script body and the bodies
// inside them (`for`, `while`, `repeat`, `forever`, `if` and its `else`, `together` branches, the
// scripts of an inline behaviour given to `does`); everything else is left as it was.
//
// The friendly blocks: move moveTo turn turnTo scaleTo squash setPart turnPart liftPart bob sway
// wobble shake swingPart window swish flop bend bow letFollow turnView, and `reach` with `hold`.
// `reach` and `release` name their limbs with part words; those become the limbs' pose keys
// ("hands" -> ["hand:-1", "hand:1"]).
//
// Problems in a friendly block's arguments are appended to `diagnostics` (errors and warnings,
// in document order, each with `file` and the JSON pointer of what it is about); a friendly block
// with an error becomes nothing. What is not of a program's form (a body that is no list, a
// block without "op") is left as it is for prepare_program to report. Desugaring a desugared
// program changes nothing.
//
// When `source_paths` is given, it receives where each block of the result came from: the
// block's JSON pointer in the result -> its pointer in `program` (blocks a friendly block became
// all point at the friendly block), so that what is said about a desugared block names the place
// the user wrote.
using SourcePaths = std::map<std::string, std::string>;
json::Value desugar(const json::Value& program, const std::string& file,
                    std::vector<Diagnostic>& diagnostics, SourcePaths* source_paths = nullptr);

// A JSON pointer into a desugared program turned into one into the program as written: the
// nearest enclosing block that `source_paths` knows, then the rest of the pointer.
std::string source_path(const SourcePaths& source_paths, const std::string& desugared_path);

}  // namespace jt::program
