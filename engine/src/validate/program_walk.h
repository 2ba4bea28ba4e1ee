// The walk over a program as written that finds what prepare_program leaves to validation: fields
// and block arguments nothing reads (warnings), names in formulas, skeleton values, cast entries,
// a `does` param an inline behaviour does not declare, counting back from an unpinned end.
#pragma once

#include "jt/json/value.h"
#include "validate/reporter.h"

namespace jt::validate {

// Walks `program`; an inline behaviour in a `does` is walked as a program of its own.
void walk_program(const json::Value& program, Reporter& report);

}  // namespace jt::validate
