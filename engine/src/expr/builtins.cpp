#include "builtins.h"

#include <algorithm>
#include <array>
#include <numbers>

namespace jt::expr {
namespace {

struct BuiltinName {
  std::string_view name;
  Instruction push;
};

// pi and e are JavaScript's Math.PI and Math.E: the doubles nearest to π and e.
constexpr std::array kBuiltinNames = {
    BuiltinName{"tau", {.op = Op::kTau}},
    BuiltinName{"local", {.op = Op::kLocal}},
    BuiltinName{"t", {.op = Op::kT}},
    BuiltinName{"dur", {.op = Op::kDur}},
    BuiltinName{"loud", {.op = Op::kLoud}},
    BuiltinName{"talking", {.op = Op::kTalking}},
    BuiltinName{"random", {.op = Op::kRandom}},
    BuiltinName{"pi", {.op = Op::kConst, .number = std::numbers::pi}},
    BuiltinName{"e", {.op = Op::kConst, .number = std::numbers::e}},
};

// `pow` and `mod` are the `^` and `%` operators under another spelling. A function's forms are
// side by side.
constexpr std::array kFunctionForms = {
    FunctionForm{"sin", 1, Op::kSin},
    FunctionForm{"cos", 1, Op::kCos},
    FunctionForm{"tan", 1, Op::kTan},
    FunctionForm{"abs", 1, Op::kAbs},
    FunctionForm{"exp", 1, Op::kExp},
    FunctionForm{"sqrt", 1, Op::kSqrt},
    FunctionForm{"floor", 1, Op::kFloor},
    FunctionForm{"ceil", 1, Op::kCeil},
    FunctionForm{"round", 1, Op::kRound},
    FunctionForm{"sign", 1, Op::kSign},
    FunctionForm{"pow", 2, Op::kPow},
    FunctionForm{"min", kVariadic, Op::kMin},
    FunctionForm{"max", kVariadic, Op::kMax},
    FunctionForm{"mod", 2, Op::kMod},
    FunctionForm{"clamp", 3, Op::kClamp},
    FunctionForm{"smoothstep", 1, Op::kSmoothstep1},
    FunctionForm{"smoothstep", 3, Op::kSmoothstep3},
    FunctionForm{"hopair", 1, Op::kHopair},
    FunctionForm{"lerp", 3, Op::kLerp},
    FunctionForm{"step", 1, Op::kStep1},
    FunctionForm{"step", 2, Op::kStep2},
};

}  // namespace

std::optional<Instruction> builtin_name(std::string_view name) {
  for (const BuiltinName& builtin : kBuiltinNames) {
    if (builtin.name == name) return builtin.push;
  }
  return std::nullopt;
}

std::span<const FunctionForm> function_forms(std::string_view name) {
  auto named = [&](const FunctionForm& f) { return f.name == name; };
  auto first = std::find_if(kFunctionForms.begin(), kFunctionForms.end(), named);
  auto last = std::find_if_not(first, kFunctionForms.end(), named);
  return {first, last};
}

std::vector<std::string_view> function_names() {
  std::vector<std::string_view> names;
  for (const FunctionForm& form : kFunctionForms) {
    if (names.empty() || names.back() != form.name) names.push_back(form.name);
  }
  return names;
}

}  // namespace jt::expr
