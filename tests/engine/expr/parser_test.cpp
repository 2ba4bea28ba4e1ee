// The formula parser (engine/src/expr/parser.cpp): the spec's precedence and associativity, names
// resolved as it reads (built-ins, then params and vars, then page globals), and the first error
// with its offset. Constant operands fold as they are read, so the grammar shows in the values
// of constant formulas and in the postfix order of formulas over params.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <string>
#include <variant>
#include <vector>

#include "expr/instruction.h"
#include "expr/parser.h"
#include "jt/expr/names.h"

namespace jt::expr {
namespace {

const SlotTable& parser_slots() {
  static const SlotTable slots({"a", "b", "c"}, {"v"});
  return slots;
}

ParsedFormula parser_parsed(std::string_view text) {
  auto result = parse(text, parser_slots());
  if (auto* error = std::get_if<CompileError>(&result)) {
    ADD_FAILURE() << text << ": " << error->message;
    return {};
  }
  return std::get<ParsedFormula>(std::move(result));
}

std::vector<Op> parser_ops(std::string_view text) {
  std::vector<Op> out;
  for (const Instruction& i : parser_parsed(text).code)
    out.push_back(i.op);
  return out;
}

// The value of a formula that folds to one constant.
double parser_folded(std::string_view text) {
  const ParsedFormula f = parser_parsed(text);
  if (f.code.size() != 1 || f.code[0].op != Op::kConst) {
    ADD_FAILURE() << text << " did not fold to one constant";
    return std::nan("");
  }
  return f.code[0].number;
}

CompileError parser_error(std::string_view text) {
  auto result = parse(text, parser_slots());
  if (!std::holds_alternative<CompileError>(result)) {
    ADD_FAILURE() << text << " parsed";
    return {};
  }
  return std::get<CompileError>(result);
}

TEST(Parser, PrecedenceLowToHigh) {
  EXPECT_EQ(parser_folded("1+2*3"), 7.0);
  EXPECT_EQ(parser_folded("(1+2)*3"), 9.0);
  EXPECT_EQ(parser_folded("1+2<4"), 1.0);    // (1+2) < 4
  EXPECT_EQ(parser_folded("1<2==1"), 1.0);   // (1<2) == 1
  EXPECT_EQ(parser_folded("0||1&&0"), 0.0);  // 0 || (1 && 0)
  EXPECT_EQ(parser_folded("10-4/2"), 8.0);
}

TEST(Parser, PowerIsRightAssociativeAndBindsTighterThanUnaryMinus) {
  EXPECT_EQ(parser_folded("2^3^2"), 512.0);  // 2^(3^2), not (2^3)^2 = 64
  EXPECT_EQ(parser_folded("-2^2"), -4.0);    // -(2^2)
  EXPECT_EQ(parser_folded("2^-1"), 0.5);     // a unary operand after '^'
}

TEST(Parser, SubtractionAndDivisionAreLeftAssociative) {
  EXPECT_EQ(parser_folded("10-4-3"), 3.0);
  EXPECT_EQ(parser_folded("24/4/2"), 3.0);
}

TEST(Parser, ModuloIsFlooredAndComparisonsGiveOneOrZero) {
  EXPECT_EQ(parser_folded("-7%3"), 2.0);  // Python's -7 % 3; -(7%3) would be -1
  EXPECT_EQ(parser_folded("7%-3"), -2.0);
  EXPECT_EQ(parser_folded("3>=3"), 1.0);
  EXPECT_EQ(parser_folded("3!=3"), 0.0);
  EXPECT_EQ(parser_folded("!0"), 1.0);
  EXPECT_EQ(parser_folded("+5"), 5.0);
}

TEST(Parser, ConstantNamesAndFunctionsFold) {
  EXPECT_EQ(parser_folded("pi"), std::numbers::pi);
  EXPECT_EQ(parser_folded("e"), std::numbers::e);
  EXPECT_EQ(parser_folded("max(1, 5, 3)"), 5.0);
  EXPECT_EQ(parser_folded("round(2.5)"), 3.0);  // floor(x + 1/2)
  EXPECT_EQ(parser_folded("round(-2.5)"), -2.0);
}

TEST(Parser, ParamsAndVarsArePostfixInGrammarOrder) {
  EXPECT_EQ(parser_ops("a+b*c"),
            (std::vector<Op>{Op::kSlot, Op::kSlot, Op::kSlot, Op::kMul, Op::kAdd}));
  EXPECT_EQ(parser_ops("a-b-c"),
            (std::vector<Op>{Op::kSlot, Op::kSlot, Op::kSub, Op::kSlot, Op::kSub}));
  EXPECT_EQ(parser_ops("a^b^c"),
            (std::vector<Op>{Op::kSlot, Op::kSlot, Op::kSlot, Op::kPow, Op::kPow}));
  EXPECT_EQ(parser_ops("-a^b"), (std::vector<Op>{Op::kSlot, Op::kSlot, Op::kPow, Op::kNeg}));
  const ParsedFormula f = parser_parsed("c*v");
  ASSERT_EQ(f.code.size(), 3u);
  EXPECT_EQ(f.code[0].index, 2u);  // params take slots 0..2 in order
  EXPECT_EQ(f.code[1].index, 3u);  // then the var
}

TEST(Parser, RuntimeNamesAreTheirOwnInstructions) {
  EXPECT_EQ(parser_ops("tau"), std::vector<Op>{Op::kTau});
  EXPECT_EQ(parser_ops("local"), std::vector<Op>{Op::kLocal});
  EXPECT_EQ(parser_ops("t"), std::vector<Op>{Op::kT});
  EXPECT_EQ(parser_ops("dur"), std::vector<Op>{Op::kDur});
  EXPECT_EQ(parser_ops("loud"), std::vector<Op>{Op::kLoud});
  EXPECT_EQ(parser_ops("talking"), std::vector<Op>{Op::kTalking});
  EXPECT_EQ(parser_ops("random"), std::vector<Op>{Op::kRandom});
  EXPECT_EQ(parser_ops("random*2"), (std::vector<Op>{Op::kRandom, Op::kConst, Op::kMul}));
}

TEST(Parser, OtherNamesArePageGlobalsListedOnce) {
  const ParsedFormula f = parser_parsed("speed + speed * wind");
  EXPECT_EQ(f.free_names, (std::vector<std::string>{"speed", "wind"}));
  ASSERT_EQ(f.code.size(), 5u);
  EXPECT_EQ(f.code[0].op, Op::kGlobal);
  EXPECT_EQ(f.code[0].index, 0u);
  EXPECT_EQ(f.code[1].index, 0u);
  EXPECT_EQ(f.code[2].index, 1u);
  // Names are data: "constructor" is a global like any other.
  EXPECT_EQ(parser_parsed("constructor").free_names, std::vector<std::string>{"constructor"});
}

TEST(Parser, FunctionsAreListedOnceAsCalled) {
  const ParsedFormula f = parser_parsed("sin(a) + sin(b) + max(a, b, c)");
  EXPECT_EQ(f.functions, (std::vector<std::string>{"sin", "max"}));
  ASSERT_FALSE(f.code.empty());
  EXPECT_EQ(f.code.back().op, Op::kAdd);
  EXPECT_EQ(f.code[f.code.size() - 2].op, Op::kMax);
  EXPECT_EQ(f.code[f.code.size() - 2].argc, 3u);
}

TEST(Parser, AndOrJumpOverTheirRightOperand) {
  const ParsedFormula f = parser_parsed("a && b*c");
  ASSERT_EQ(f.code.size(), 5u);
  EXPECT_EQ(f.code[1].op, Op::kAndJump);
  EXPECT_EQ(f.code[1].index, 3u);  // b, c, *
  const ParsedFormula g = parser_parsed("a || b");
  ASSERT_EQ(g.code.size(), 3u);
  EXPECT_EQ(g.code[1].op, Op::kOrJump);
  EXPECT_EQ(g.code[1].index, 1u);
}

TEST(Parser, ErrorsSayWhatWasExpectedAndWhere) {
  const CompileError open = parser_error("(1");
  EXPECT_EQ(open.offset, 2u);
  EXPECT_NE(open.message.find("')' to close '(' at 0"), std::string::npos) << open.message;
  EXPECT_NE(open.message.find("end of formula"), std::string::npos) << open.message;

  const CompileError two = parser_error("1 2");
  EXPECT_EQ(two.offset, 2u);
  EXPECT_NE(two.message.find("number 2"), std::string::npos) << two.message;

  EXPECT_EQ(parser_error("1 +").offset, 3u);
  EXPECT_EQ(parser_error("a * * b").offset, 4u);
}

TEST(Parser, UnknownFunctionsAndWrongArgumentCounts) {
  const CompileError unknown = parser_error("sine(a)");
  EXPECT_EQ(unknown.offset, 0u);
  EXPECT_NE(unknown.message.find("unknown function \"sine\""), std::string::npos)
      << unknown.message;
  EXPECT_NE(unknown.message.find("\"sin\""), std::string::npos) << unknown.message;  // a guess

  const CompileError arity = parser_error("1 + sqrt(a, b)");
  EXPECT_EQ(arity.offset, 4u);
  EXPECT_NE(arity.message.find("sqrt"), std::string::npos) << arity.message;
}

}  // namespace
}  // namespace jt::expr
