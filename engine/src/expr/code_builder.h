// Builds a formula's postfix program as the parser reads it, folding an operation whose operands
// are all constants into one constant on the spot (so `2*pi` costs one push when it runs).
// Folding runs the operation on the same machine the formula runs on, so it is bit-exact; a
// `random` or any other name is never a constant, so nothing that draws is ever folded.
#pragma once

#include <cstddef>
#include <vector>

#include "instruction.h"

namespace jt::expr {

class CodeBuilder {
 public:
  // An `&&` or `||` whose left operand is built and whose right operand is being built.
  struct ShortCircuit {
    Op jump;
    std::size_t left_start;
    std::size_t jump_at;  // kNoJump when the left operand is a constant and decides statically
  };
  static constexpr std::size_t kNoJump = static_cast<std::size_t>(-1);

  std::size_t size() const { return code_.size(); }
  // The most values the program built so far holds at once.
  std::size_t peak_depth() const { return peak_depth_; }

  // Appends an instruction that pushes a value.
  void push(const Instruction& value);
  // Appends an operation (or function call) on the `operands` values that the code from `first`
  // to the end computes.
  void apply(const Instruction& operation, std::size_t first, std::size_t operands);

  // Call after building the left operand (from `left_start`) of `&&` (jump kAndJump) or `||`
  // (kOrJump) and before building its right operand; then call end_short_circuit.
  ShortCircuit begin_short_circuit(Op jump, std::size_t left_start);
  void end_short_circuit(const ShortCircuit& sc);

  std::vector<Instruction> take() { return std::move(code_); }

 private:
  void add_depth(int effect);
  bool all_constants(std::size_t first) const;
  void fold(std::size_t first);

  std::vector<Instruction> code_;
  std::size_t depth_ = 0;  // values held after the code so far, on the path that runs it all
  std::size_t peak_depth_ = 0;
};

}  // namespace jt::expr
