// The names the language itself defines (spec §5): the built-in names, which come before params
// and vars in the lookup order, and the functions. Looked up by exact spelling only, so
// "constructor" or "toString" is never built in.
#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "instruction.h"

namespace jt::expr {

// The instruction that pushes a built-in name's value (`pi` and `e` are constants), or nothing
// when the name is not built in.
std::optional<Instruction> builtin_name(std::string_view name);

// One way to call a function: with `arity` arguments it compiles to `op`.
struct FunctionForm {
  std::string_view name;
  int arity;  // kVariadic: any number, counted in the instruction
  Op op;
};
inline constexpr int kVariadic = -1;

// The forms of the function called `name` (one per arity); none when there is no such function.
std::span<const FunctionForm> function_forms(std::string_view name);

// Every function's name once, in the order the spec lists them.
std::vector<std::string_view> function_names();

}  // namespace jt::expr
