#include "instruction.h"

namespace jt::expr {

int stack_effect(const Instruction& instruction) {
  switch (instruction.op) {
    case Op::kConst:
    case Op::kTau:
    case Op::kLocal:
    case Op::kT:
    case Op::kDur:
    case Op::kLoud:
    case Op::kTalking:
    case Op::kRandom:
    case Op::kSlot:
    case Op::kGlobal:
      return 1;
    case Op::kNeg:
    case Op::kNot:
    case Op::kSin:
    case Op::kCos:
    case Op::kTan:
    case Op::kAbs:
    case Op::kExp:
    case Op::kSqrt:
    case Op::kFloor:
    case Op::kCeil:
    case Op::kRound:
    case Op::kSign:
    case Op::kHopair:
    case Op::kSmoothstep1:
    case Op::kStep1:
      return 0;
    case Op::kAdd:
    case Op::kSub:
    case Op::kMul:
    case Op::kDiv:
    case Op::kMod:
    case Op::kPow:
    case Op::kEq:
    case Op::kNe:
    case Op::kLt:
    case Op::kLe:
    case Op::kGt:
    case Op::kGe:
    case Op::kAndJump:
    case Op::kOrJump:
    case Op::kStep2:
      return -1;
    case Op::kSmoothstep3:
    case Op::kLerp:
    case Op::kClamp:
      return -2;
    case Op::kMin:
    case Op::kMax:
      return 1 - instruction.argc;
  }
  return 0;  // unreachable: every Op is handled above
}

}  // namespace jt::expr
