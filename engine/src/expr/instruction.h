// The compiled form of a formula: a flat postfix program for a stack machine. Each instruction
// pushes a value, or pops its operands and pushes its result; `&&` and `||` are forward jumps, so
// the operand they skip never runs (it may draw `random`).
#pragma once

#include <cstdint>

namespace jt::expr {

enum class Op : std::uint8_t {
  // Push one value.
  kConst,  // number
  kTau,
  kLocal,
  kT,
  kDur,
  kLoud,
  kTalking,
  kRandom,  // draws the next number
  kSlot,    // Context::slots[index]
  kGlobal,  // the page global named free_names[index]
  // Pop one, push one.
  kNeg,
  kNot,
  // Pop two, push one.
  kAdd,
  kSub,
  kMul,
  kDiv,
  kMod,
  kPow,
  kEq,
  kNe,
  kLt,
  kLe,
  kGt,
  kGe,
  // `a && b`: when the top is falsy, keep it and skip `index` instructions (b); else pop it.
  kAndJump,
  // `a || b`: when the top is truthy, keep it and skip `index` instructions; else pop it.
  kOrJump,
  // Functions: pop their arguments, push the result.
  kSin,
  kCos,
  kTan,
  kAbs,
  kExp,
  kSqrt,
  kFloor,
  kCeil,
  kRound,
  kSign,
  kHopair,
  kSmoothstep1,
  kStep1,
  kStep2,
  kSmoothstep3,
  kLerp,
  kClamp,
  kMin,  // argc arguments
  kMax,  // argc arguments
};

struct Instruction {
  Op op = Op::kConst;
  std::uint16_t argc = 0;   // kMin, kMax: how many arguments
  std::uint32_t index = 0;  // kSlot, kGlobal: which; kAndJump, kOrJump: how many to skip
  double number = 0.0;      // kConst: the value
};

// How many values the instruction leaves on the stack minus how many it takes (for the jumps,
// on the path that falls through, where the right operand then pushes its one value).
int stack_effect(const Instruction& instruction);

}  // namespace jt::expr
