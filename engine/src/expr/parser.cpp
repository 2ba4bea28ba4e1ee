#include "parser.h"

#include <algorithm>
#include <optional>
#include <span>

#include "builtins.h"
#include "code_builder.h"
#include "jt/nearest_name.h"
#include "lexer.h"
#include "machine.h"
#include "message.h"

namespace jt::expr {
namespace {

using Kind = Token::Kind;

// How deep parentheses, calls and prefix operators may nest: far beyond any hand-written formula,
// and low enough that the recursive parser stays within a small thread stack.
constexpr int kMaxNesting = 100;
constexpr const char* kTooDeep = "formula too deeply nested";

// The left-associative binary operators, by level from loosest to tightest.
struct BinaryOperator {
  Kind token;
  Op op;
  int level;
};
constexpr BinaryOperator kBinaryOperators[] = {
    {Kind::kEqual, Op::kEq, 0},    {Kind::kNotEqual, Op::kNe, 0},
    {Kind::kLess, Op::kLt, 0},     {Kind::kLessEqual, Op::kLe, 0},
    {Kind::kGreater, Op::kGt, 0},  {Kind::kGreaterEqual, Op::kGe, 0},
    {Kind::kPlus, Op::kAdd, 1},    {Kind::kMinus, Op::kSub, 1},
    {Kind::kStar, Op::kMul, 2},    {Kind::kSlash, Op::kDiv, 2},
    {Kind::kPercent, Op::kMod, 2},
};
constexpr int kBinaryLevels = 3;

std::optional<Op> binary_operator(Kind token, int level) {
  for (const BinaryOperator& b : kBinaryOperators) {
    if (b.token == token && b.level == level) return b.op;
  }
  return std::nullopt;
}

// The index of `name` in `names`, added at the end if new.
std::uint32_t intern(std::vector<std::string>& names, std::string_view name) {
  auto it = std::find(names.begin(), names.end(), name);
  if (it == names.end()) it = names.insert(names.end(), std::string(name));
  return static_cast<std::uint32_t>(it - names.begin());
}

std::string unknown_function_message(std::string_view name) {
  std::vector<std::string_view> known = function_names();
  std::string message = concat({"unknown function ", in_quotes(name)});
  if (std::optional<std::string_view> near = nearest_name(name, known)) {
    return concat({message, ": did you mean ", in_quotes(*near), "?"});
  }
  message += " (the functions are";
  for (std::string_view k : known)
    message += concat({" ", k});
  return message + ")";
}

// "\"clamp\" takes 3 arguments, got 2", "\"step\" takes 1 or 2 arguments, got 0".
std::string arity_message(std::string_view name, std::span<const FunctionForm> forms,
                          std::size_t argc) {
  std::string arities;
  for (const FunctionForm& form : forms) {
    if (!arities.empty()) arities += " or ";
    arities += std::to_string(form.arity);
  }
  bool one = forms.size() == 1 && forms[0].arity == 1;
  return concat({in_quotes(name), " takes ", arities, one ? " argument" : " arguments", ", got ",
                 std::to_string(argc)});
}

class Parser {
 public:
  Parser(std::string_view text, const Resolver& resolver)
      : text_(text), lexer_(text), resolver_(resolver) {}

  std::variant<ParsedFormula, CompileError> parse();

 private:
  bool parse_short_circuit(Kind token, Op jump, bool (Parser::*operand)());
  bool parse_or() { return parse_short_circuit(Kind::kOrOr, Op::kOrJump, &Parser::parse_and); }
  bool parse_and() {
    return parse_short_circuit(Kind::kAndAnd, Op::kAndJump, &Parser::parse_comparison);
  }
  bool parse_comparison() { return parse_binary(0); }
  bool parse_binary(int level);
  bool parse_unary();
  bool parse_prefixed();
  bool parse_power();
  bool parse_atom();
  bool parse_group();
  bool parse_call(const Token& name);
  bool parse_arguments(const Token& name, std::size_t& argc);
  void push_name(std::string_view name);

  void advance() { token_ = lexer_.next(); }
  bool fail(std::size_t offset, std::string message);
  bool fail_expected(const std::string& expected);

  std::string_view text_;
  Lexer lexer_;
  const Resolver& resolver_;
  Token token_;
  CodeBuilder builder_;
  int nesting_ = 0;
  std::vector<std::string> free_names_;
  std::vector<std::string> functions_;
  CompileError error_;
};

std::variant<ParsedFormula, CompileError> Parser::parse() {
  advance();
  if (!parse_or()) return error_;
  if (token_.kind != Kind::kEnd) {
    fail_expected("an operator or end of formula");
    return error_;
  }
  return ParsedFormula{builder_.take(), std::move(free_names_), std::move(functions_)};
}

bool Parser::parse_short_circuit(Kind token, Op jump, bool (Parser::*operand)()) {
  std::size_t start = builder_.size();
  if (!(this->*operand)()) return false;
  while (token_.kind == token) {
    advance();
    CodeBuilder::ShortCircuit sc = builder_.begin_short_circuit(jump, start);
    if (!(this->*operand)()) return false;
    builder_.end_short_circuit(sc);
  }
  return true;
}

bool Parser::parse_binary(int level) {
  if (level == kBinaryLevels) return parse_unary();
  std::size_t start = builder_.size();
  if (!parse_binary(level + 1)) return false;
  while (std::optional<Op> op = binary_operator(token_.kind, level)) {
    advance();
    if (!parse_binary(level + 1)) return false;
    builder_.apply({.op = *op}, start, 2);
  }
  return true;
}

// Every way down into a sub-formula passes here, so this is where nesting is counted.
bool Parser::parse_unary() {
  if (nesting_ == kMaxNesting) return fail(token_.offset, kTooDeep);
  ++nesting_;
  bool ok = parse_prefixed();
  --nesting_;
  return ok;
}

// Prefix operators bind looser than '^': -2^2 is -(2^2).
bool Parser::parse_prefixed() {
  Kind kind = token_.kind;
  if (kind != Kind::kMinus && kind != Kind::kPlus && kind != Kind::kBang) return parse_power();
  advance();
  std::size_t start = builder_.size();
  if (!parse_unary()) return false;
  if (kind == Kind::kMinus) builder_.apply({.op = Op::kNeg}, start, 1);
  if (kind == Kind::kBang) builder_.apply({.op = Op::kNot}, start, 1);
  return true;  // unary '+' leaves a number as it is
}

bool Parser::parse_power() {
  std::size_t start = builder_.size();
  if (!parse_atom()) return false;
  if (token_.kind != Kind::kCaret) return true;
  advance();
  if (!parse_unary()) return false;  // itself may hold '^': 2^3^2 is 2^(3^2)
  builder_.apply({.op = Op::kPow}, start, 2);
  return true;
}

bool Parser::parse_atom() {
  Token token = token_;
  switch (token.kind) {
    case Kind::kNumber:
      advance();
      builder_.push({.op = Op::kConst, .number = token.number});
      break;
    case Kind::kName:
      advance();
      if (token_.kind == Kind::kLeftParen) {
        if (!parse_call(token)) return false;
      } else {
        push_name(token.text);
      }
      break;
    case Kind::kLeftParen:
      if (!parse_group()) return false;
      break;
    default:
      return fail_expected("a number, a name or '('");
  }
  if (builder_.peak_depth() > kMaxStack) return fail(token.offset, kTooDeep);
  return true;
}

bool Parser::parse_group() {
  Token open = token_;
  advance();
  if (!parse_or()) return false;
  if (token_.kind != Kind::kRightParen) {
    return fail_expected(concat({"')' to close '(' at ", std::to_string(open.offset)}));
  }
  advance();
  return true;
}

bool Parser::parse_call(const Token& name) {
  std::span<const FunctionForm> forms = function_forms(name.text);
  if (forms.empty()) return fail(name.offset, unknown_function_message(name.text));
  intern(functions_, name.text);
  std::size_t first = builder_.size();
  std::size_t argc = 0;
  if (!parse_arguments(name, argc)) return false;
  auto form = std::find_if(forms.begin(), forms.end(), [&](const FunctionForm& f) {
    return f.arity == kVariadic || static_cast<std::size_t>(f.arity) == argc;
  });
  if (form == forms.end()) return fail(name.offset, arity_message(name.text, forms, argc));
  builder_.apply({.op = form->op, .argc = static_cast<std::uint16_t>(argc)}, first, argc);
  return true;
}

// '(' [or (',' or)*] ')', counting the arguments.
bool Parser::parse_arguments(const Token& name, std::size_t& argc) {
  Token open = token_;
  advance();
  if (token_.kind != Kind::kRightParen) {
    while (true) {
      if (!parse_or()) return false;
      ++argc;
      if (token_.kind == Kind::kRightParen) break;
      if (token_.kind != Kind::kComma) {
        return fail_expected(
            concat({"',' or ')' to close \"", name.text, "(\" at ", std::to_string(open.offset)}));
      }
      advance();
    }
  }
  advance();  // ')'
  return true;
}

// The lookup order of spec §5: built-ins, then params and vars (the resolver), then page globals.
void Parser::push_name(std::string_view name) {
  if (std::optional<Instruction> builtin = builtin_name(name)) {
    builder_.push(*builtin);
  } else if (std::optional<std::uint32_t> slot = resolver_.slot_of(name)) {
    builder_.push({.op = Op::kSlot, .index = *slot});
  } else {
    builder_.push({.op = Op::kGlobal, .index = intern(free_names_, name)});
  }
}

bool Parser::fail(std::size_t offset, std::string message) {
  error_ = {offset, std::move(message)};
  return false;
}

// "expected X, got Y" about the current token; a number cut short is reported as such wherever
// it stands.
bool Parser::fail_expected(const std::string& expected) {
  if (token_.kind == Kind::kBadNumber) {
    std::size_t offset = token_.offset + token_.text.size();
    return fail(offset, concat({"expected a digit after ", in_quotes(token_.text), ", got ",
                                describe_at(text_, offset)}));
  }
  return fail(token_.offset, concat({"expected ", expected, ", got ", describe(token_)}));
}

}  // namespace

std::variant<ParsedFormula, CompileError> parse(std::string_view text, const Resolver& resolver) {
  return Parser(text, resolver).parse();
}

}  // namespace jt::expr
