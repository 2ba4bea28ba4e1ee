// The stack machine that runs a compiled formula. The compiler uses it too, to fold constant
// operations, so a folded value has exactly the bits the running formula would compute.
#pragma once

#include <cstddef>
#include <span>
#include <string>

#include "instruction.h"
#include "jt/expr/formula.h"

namespace jt::expr {

// The most values a formula may hold on the stack at once. Generous: hand-written formulas
// rarely need ten. The compiler rejects a formula that needs more ("too deeply nested").
inline constexpr std::size_t kMaxStack = 256;

// Runs `code`, a complete program that leaves one value and needs at most kMaxStack, whose slot
// indices are within context.slots. `names` are the page-global names its kGlobal steps index.
EvalResult run(std::span<const Instruction> code, const Context& context,
               std::span<const std::string> names);

}  // namespace jt::expr
