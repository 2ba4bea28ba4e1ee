// Reads a formula's text (spec §5 grammar) into a postfix program, resolving every name as it
// goes. Recursive descent, one function per precedence level, loosest first:
//   or      := and ('||' and)*
//   and     := compare ('&&' compare)*
//   compare := sum (('=='|'!='|'<'|'<='|'>'|'>=') sum)*      left-associative, as in JavaScript
//   sum     := product (('+'|'-') product)*
//   product := unary (('*'|'/'|'%') unary)*
//   unary   := ('-'|'+'|'!') unary | power
//   power   := atom ('^' unary)?                              right-associative; 2^-1 allowed
//   atom    := number | name | name '(' [or (',' or)*] ')' | '(' or ')'
#pragma once

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "instruction.h"
#include "jt/expr/formula.h"
#include "jt/expr/names.h"

namespace jt::expr {

struct ParsedFormula {
  std::vector<Instruction> code;
  std::vector<std::string> free_names;  // page globals, indexed by kGlobal instructions
  std::vector<std::string> functions;   // as called, each once
};

std::variant<ParsedFormula, CompileError> parse(std::string_view text, const Resolver& resolver);

}  // namespace jt::expr
