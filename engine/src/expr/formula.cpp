#include "jt/expr/formula.h"

#include <algorithm>

#include "instruction.h"
#include "machine.h"
#include "message.h"
#include "parser.h"

namespace jt::expr {

// Out of line: Instruction is complete only here.
Formula::Formula() = default;
Formula::Formula(const Formula&) = default;
Formula::Formula(Formula&&) noexcept = default;
Formula& Formula::operator=(const Formula&) = default;
Formula& Formula::operator=(Formula&&) noexcept = default;
Formula::~Formula() = default;

CompileResult compile(std::string_view text, const Resolver& resolver) {
  std::variant<ParsedFormula, CompileError> parsed = parse(text, resolver);
  if (auto* error = std::get_if<CompileError>(&parsed)) return std::move(*error);
  ParsedFormula& program = std::get<ParsedFormula>(parsed);

  Formula formula;
  formula.source_ = std::string(text);
  formula.code_ = std::move(program.code);
  formula.free_names_ = std::move(program.free_names);
  formula.functions_ = std::move(program.functions);
  // From the code that can run: a `random` in a branch folded away never draws.
  for (const Instruction& in : formula.code_) {
    formula.draws_random_ |= in.op == Op::kRandom;
    formula.reads_inputs_ |= in.op == Op::kLoud || in.op == Op::kTalking;
    if (in.op == Op::kSlot) formula.slot_count_ = std::max(formula.slot_count_, in.index + 1);
  }
  return formula;
}

EvalResult Formula::evaluate(const Context& context) const {
  if (context.slots.size() < slot_count_) return {.error = {EvalError::Kind::kMissingSlots}};
  return run(code_, context, free_names_);
}

std::string EvalError::message() const {
  switch (kind) {
    case Kind::kNone:
      return "";
    case Kind::kUnknownName:
      return concat(
          {"unknown name ", in_quotes(name), ": not a built-in, a param, a var or a page global"});
    case Kind::kMissingSlots:
      return "the formula reads a param or var slot that its context does not give";
  }
  return "";
}

}  // namespace jt::expr
