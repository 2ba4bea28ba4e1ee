#include "code_builder.h"

#include <span>

#include "jt/expr/functions.h"
#include "machine.h"

namespace jt::expr {

void CodeBuilder::push(const Instruction& value) {
  code_.push_back(value);
  add_depth(stack_effect(value));
}

void CodeBuilder::apply(const Instruction& operation, std::size_t first, std::size_t operands) {
  code_.push_back(operation);
  add_depth(stack_effect(operation));
  // Every operand takes at least one instruction, so `operands` instructions that are all
  // constants are the operands themselves.
  if (code_.size() - 1 - first == operands && all_constants(first)) fold(first);
}

CodeBuilder::ShortCircuit CodeBuilder::begin_short_circuit(Op jump, std::size_t left_start) {
  // Whichever operand stays, one value remains: count the left one as gone already.
  add_depth(-1);
  if (code_.size() - left_start == 1 && code_[left_start].op == Op::kConst) {
    return {jump, left_start, kNoJump};
  }
  code_.push_back({.op = jump});
  return {jump, left_start, code_.size() - 1};
}

void CodeBuilder::end_short_circuit(const ShortCircuit& sc) {
  if (sc.jump_at != kNoJump) {
    code_[sc.jump_at].index = static_cast<std::uint32_t>(code_.size() - sc.jump_at - 1);
    return;
  }
  // A constant left operand: `0 && x` is 0 and `1 || x` is 1 without running x; otherwise the
  // value is the right operand's.
  bool left_truthy = truthy(code_[sc.left_start].number);
  bool left_decides = sc.jump == Op::kAndJump ? !left_truthy : left_truthy;
  if (left_decides) {
    code_.resize(sc.left_start + 1);
  } else {
    code_.erase(code_.begin() + static_cast<std::ptrdiff_t>(sc.left_start));
  }
}

void CodeBuilder::add_depth(int effect) {
  depth_ = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(depth_) + effect);
  if (depth_ > peak_depth_) peak_depth_ = depth_;
}

// Whether every instruction before the last, from `first` on, is a constant.
bool CodeBuilder::all_constants(std::size_t first) const {
  for (std::size_t i = first; i + 1 < code_.size(); ++i) {
    if (code_[i].op != Op::kConst) return false;
  }
  return true;
}

// Replaces the code from `first` (constants, then one operation) with its value.
void CodeBuilder::fold(std::size_t first) {
  std::span<const Instruction> tail(code_.begin() + static_cast<std::ptrdiff_t>(first),
                                    code_.end());
  Prng never_drawn(0.0);  // constants draw nothing
  double value = run(tail, Context{.prng = never_drawn}, {}).value;
  code_.resize(first);
  code_.push_back({.op = Op::kConst, .number = value});
}

}  // namespace jt::expr
