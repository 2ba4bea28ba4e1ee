// The prop packs a program's put blocks show (docs/PROPS.md): what a render reads before drawing.
#pragma once

#include <string>
#include <vector>

#include "jt/program/program.h"

namespace jt {

// Each prop pack id a put block of `program` names, once, sorted.
std::vector<std::string> prop_packs(const Program& program);

}  // namespace jt
