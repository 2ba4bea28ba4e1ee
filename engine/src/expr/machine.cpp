#include "machine.h"

#include <array>
#include <cmath>
#include <limits>
#include <optional>

#include "jt/expr/functions.h"

namespace jt::expr {
namespace {

// The value stack: a fixed array on the C stack, so a run allocates nothing.
class Stack {
 public:
  void push(double value) { values_[size_++] = value; }
  double pop() { return values_[--size_]; }
  double& top() { return values_[size_ - 1]; }
  // Pops the top n values, returned bottom first; they stay readable until the next push.
  std::span<const double> pop(std::size_t n) {
    size_ -= n;
    return {values_.data() + size_, n};
  }

 private:
  std::array<double, kMaxStack> values_;
  std::size_t size_ = 0;
};

template <typename F>
void unary(Stack& stack, F f) {
  stack.top() = f(stack.top());
}

template <typename F>
void binary(Stack& stack, F f) {
  double right = stack.pop();
  stack.top() = f(stack.top(), right);
}

template <typename F>
void ternary(Stack& stack, F f) {
  std::span<const double> a = stack.pop(3);
  stack.push(f(a[0], a[1], a[2]));
}

double from_bool(bool b) {
  return b ? 1.0 : 0.0;
}

// Math.min / Math.max of any number of values; of none, +Infinity / -Infinity.
double min_of(std::span<const double> values) {
  double result = std::numeric_limits<double>::infinity();
  for (double v : values)
    result = fn::min(result, v);
  return result;
}

double max_of(std::span<const double> values) {
  double result = -std::numeric_limits<double>::infinity();
  for (double v : values)
    result = fn::max(result, v);
  return result;
}

std::optional<double> find_global(const Context& context, const std::string& name) {
  if (context.globals == nullptr) return std::nullopt;
  return context.globals->find(name);
}

}  // namespace

EvalResult run(std::span<const Instruction> code, const Context& context,
               std::span<const std::string> names) {
  Stack stack;
  for (std::size_t pc = 0; pc < code.size(); ++pc) {
    const Instruction& in = code[pc];
    // One line per instruction, read as a table.
    // clang-format off
    switch (in.op) {
      case Op::kConst: stack.push(in.number); break;
      case Op::kTau: stack.push(context.tau); break;
      case Op::kLocal: stack.push(context.local); break;
      case Op::kT: stack.push(context.t); break;
      case Op::kDur: stack.push(context.dur); break;
      case Op::kLoud: stack.push(context.loud); break;
      case Op::kTalking: stack.push(context.talking); break;
      case Op::kRandom: stack.push(context.prng.next()); break;
      case Op::kSlot: stack.push(context.slots[in.index]); break;
      case Op::kGlobal: {
        std::optional<double> value = find_global(context, names[in.index]);
        if (!value) return {.error = {EvalError::Kind::kUnknownName, names[in.index]}};
        stack.push(*value);
        break;
      }
      case Op::kNeg: unary(stack, [](double x) { return -x; }); break;
      case Op::kNot: unary(stack, [](double x) { return from_bool(!truthy(x)); }); break;
      case Op::kAdd: binary(stack, [](double a, double b) { return a + b; }); break;
      case Op::kSub: binary(stack, [](double a, double b) { return a - b; }); break;
      case Op::kMul: binary(stack, [](double a, double b) { return a * b; }); break;
      case Op::kDiv: binary(stack, [](double a, double b) { return a / b; }); break;
      case Op::kMod: binary(stack, [](double a, double b) { return fn::mod(a, b); }); break;
      case Op::kPow: binary(stack, [](double a, double b) { return fn::pow(a, b); }); break;
      case Op::kEq: binary(stack, [](double a, double b) { return from_bool(a == b); }); break;
      case Op::kNe: binary(stack, [](double a, double b) { return from_bool(a != b); }); break;
      case Op::kLt: binary(stack, [](double a, double b) { return from_bool(a < b); }); break;
      case Op::kLe: binary(stack, [](double a, double b) { return from_bool(a <= b); }); break;
      case Op::kGt: binary(stack, [](double a, double b) { return from_bool(a > b); }); break;
      case Op::kGe: binary(stack, [](double a, double b) { return from_bool(a >= b); }); break;
      // Short-circuit: keep the deciding left value and skip the right operand, or drop it.
      case Op::kAndJump: if (truthy(stack.top())) stack.pop(); else pc += in.index; break;
      case Op::kOrJump: if (truthy(stack.top())) pc += in.index; else stack.pop(); break;
      case Op::kSin: unary(stack, [](double x) { return std::sin(x); }); break;
      case Op::kCos: unary(stack, [](double x) { return std::cos(x); }); break;
      case Op::kTan: unary(stack, [](double x) { return std::tan(x); }); break;
      case Op::kAbs: unary(stack, [](double x) { return std::fabs(x); }); break;
      case Op::kExp: unary(stack, [](double x) { return std::exp(x); }); break;
      case Op::kSqrt: unary(stack, [](double x) { return std::sqrt(x); }); break;
      case Op::kFloor: unary(stack, [](double x) { return std::floor(x); }); break;
      case Op::kCeil: unary(stack, [](double x) { return std::ceil(x); }); break;
      case Op::kRound: unary(stack, [](double x) { return fn::round(x); }); break;
      case Op::kSign: unary(stack, [](double x) { return fn::sign(x); }); break;
      case Op::kHopair: unary(stack, [](double x) { return fn::hopair(x); }); break;
      case Op::kSmoothstep1: unary(stack, [](double x) { return fn::smoothstep(x); }); break;
      case Op::kStep1: unary(stack, [](double x) { return fn::step(x); }); break;
      case Op::kStep2: binary(stack, [](double a, double b) { return fn::step(a, b); }); break;
      case Op::kSmoothstep3:
        ternary(stack, [](double a, double b, double x) { return fn::smoothstep(a, b, x); });
        break;
      case Op::kLerp: ternary(stack, fn::lerp); break;
      case Op::kClamp: ternary(stack, fn::clamp); break;
      case Op::kMin: stack.push(min_of(stack.pop(in.argc))); break;
      case Op::kMax: stack.push(max_of(stack.pop(in.argc))); break;
    }
    // clang-format on
  }
  return {.value = stack.top()};
}

}  // namespace jt::expr
