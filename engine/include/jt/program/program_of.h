// The program a file holds (spec §7.1, "The Jabbertoon pack format"): the file itself when it is a
// bare program, a pack's `content`, and for a cartoon pack's content `{cast?, places?, program}`
// the program with the outer cast and places merged in (the spec's `cartoonProgram`).
#pragma once

#include <string>

#include "jt/json/value.h"

namespace jt {

struct ProgramInFile {
  json::Value program;
  std::string pointer;  // where the program is in the file: "", "/content" or "/content/program"
};

// A pack is an object with a "pack" member; its content is used. Content (or a bare value) that
// has a "program" and no "scripts" is a cartoon pack's: its outer "cast" and "places" are merged
// into the program's, the outer entries winning field by field (an entry that is an object in both
// keeps the program's other fields). Anything else is returned as it is.
ProgramInFile program_of(const json::Value& file);

}  // namespace jt
