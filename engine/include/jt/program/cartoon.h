// A cartoon pack's content `{cast?, places?, program}` as one program (spec §7.1 `cartoonProgram`):
// the outer cast and places merged into the program's, the outer entries winning field by field.
#pragma once

#include "jt/json/value.h"

namespace jt {

// The program of a cartoon pack's content; any other value is returned as it is.
json::Value cartoon_program(const json::Value& content);

}  // namespace jt
