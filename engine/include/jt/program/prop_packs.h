// The prop packs a program's put blocks show and the words written on them (docs/PROPS.md): what
// a render reads and lays out before drawing.
#pragma once

#include <compare>
#include <string>
#include <vector>

#include "jt/program/program.h"

namespace jt {

// Each prop pack id a put block of `program` names, once, sorted.
std::vector<std::string> prop_packs(const Program& program);

// A put's words and the pack they are written on (a sign's label).
struct PropText {
  std::string pack, text;
  auto operator<=>(const PropText&) const = default;
};

// Each (pack, text) pair of `program`'s put blocks with a text, once, sorted: what a render lays
// out before drawing (each text once, however many frames show it).
std::vector<PropText> prop_texts(const Program& program);

}  // namespace jt
