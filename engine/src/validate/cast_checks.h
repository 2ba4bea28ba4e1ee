// A scene's or a cartoon's cast and places (spec §7.1, §7.2; the pack format, "Content by type" and
// "A character's look"), beyond what prepare_program reads: fields nothing reads, `pack`
// references, and the look a renderer draws, with the studio's spellings `look` / `proportions`.
#pragma once

#include "jt/json/value.h"
#include "validate/reporter.h"

namespace jt::validate {

// The "cast" and "places" members of `holder` (a program, or a cartoon pack's content).
void check_cast_and_places(const json::Object& holder, Reporter& report);

// A cast entry's `look` at `path`: not an object is an error; inside it, what a renderer cannot
// use is a warning.
void check_look(const json::Value& look, const std::string& path, Reporter& report);

// A place's `grade` or a scene hat's or a cut's `mood` at `path`: a grade the renderer does not
// draw is a warning (the picture is left ungraded), with the nearest one.
void check_grade(const json::Value& grade, const std::string& path, Reporter& report);

}  // namespace jt::validate
