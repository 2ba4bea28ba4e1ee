// Reading formulas: errors say where (a byte offset into the text after '=') and what was
// expected; nesting is bounded; the text is kept as written.
#include <gtest/gtest.h>

#include <string>

#include "expr_test_support.h"

namespace jt::expr {
namespace {

using test::compile_error;
using test::compiled;
using test::value_in;
using test::value_of;

struct ErrorCase {
  std::string text;
  std::size_t offset;
  std::string message;
};

TEST(ExprParse, ErrorsSayWhereAndWhatWasExpected) {
  const ErrorCase cases[] = {
      {"", 0, "expected a number, a name or '(', got end of formula"},
      {"   ", 3, "expected a number, a name or '(', got end of formula"},
      {"1 +", 3, "expected a number, a name or '(', got end of formula"},
      {"*2", 0, "expected a number, a name or '(', got '*'"},
      {"()", 1, "expected a number, a name or '(', got ')'"},
      {"2 ^", 3, "expected a number, a name or '(', got end of formula"},
      {"!", 1, "expected a number, a name or '(', got end of formula"},
      {"1 + × 2", 4, "expected a number, a name or '(', got '×'"},
      {"(1 + 2", 6, "expected ')' to close '(' at 0, got end of formula"},
      {"2 * (3 + (4 - 1)", 16, "expected ')' to close '(' at 4, got end of formula"},
      {"(1 2)", 3, "expected ')' to close '(' at 0, got number 2"},
      {"1 + 2)", 5, "expected an operator or end of formula, got ')'"},
      {"1 2", 2, "expected an operator or end of formula, got number 2"},
      {"x y", 2, "expected an operator or end of formula, got name \"y\""},
      {"1..2", 2, "expected an operator or end of formula, got number .2"},
      {"x.y", 1, "expected an operator or end of formula, got '.'"},
      {"1 # 2", 2, "expected an operator or end of formula, got '#'"},
      {"$x", 0, "expected a number, a name or '(', got '$'"},
      {"a = 1", 2, "expected an operator or end of formula, got '='"},
      {"a & b", 2, "expected an operator or end of formula, got '&'"},
      {"a | b", 2, "expected an operator or end of formula, got '|'"},
      {"1 < = 2", 4, "expected a number, a name or '(', got '='"},
      {"min(1, 2", 8, "expected ',' or ')' to close \"min(\" at 3, got end of formula"},
      {"min(1 2)", 6, "expected ',' or ')' to close \"min(\" at 3, got number 2"},
      {"min(1,)", 6, "expected a number, a name or '(', got ')'"},
      {"sin(,)", 4, "expected a number, a name or '(', got ','"},
      {"1e", 2, "expected a digit after \"1e\", got end of formula"},
      {"2.5e+x", 5, "expected a digit after \"2.5e+\", got 'x'"},
      {"3 * 1E-", 7, "expected a digit after \"1E-\", got end of formula"},
  };
  for (const ErrorCase& c : cases) {
    SCOPED_TRACE(c.text);
    CompileError error = compile_error(c.text);
    EXPECT_EQ(error.message, c.message);
    EXPECT_EQ(error.offset, c.offset);
  }
}

TEST(ExprParse, TheFirstErrorFromTheLeftIsReported) {
  CompileError error = compile_error("(1 +) 1e");
  EXPECT_EQ(error.offset, 4u);
  EXPECT_EQ(error.message, "expected a number, a name or '(', got ')'");
}

TEST(ExprParse, NestingIsBounded) {
  std::string ok = std::string(60, '(') + "1" + std::string(60, ')');
  EXPECT_EQ(value_of(ok), 1.0);
  // The 101st level down is refused where it starts.
  for (const std::string& deep : {std::string(150, '(') + "1" + std::string(150, ')'),
                                  std::string(150, '-') + "1", std::string(150, '!') + "1"}) {
    CompileError error = compile_error(deep);
    EXPECT_EQ(error.message, "formula too deeply nested");
    EXPECT_EQ(error.offset, 100u);
  }
  std::string powers = "2";
  for (int i = 0; i < 150; ++i)
    powers += "^1";
  EXPECT_EQ(compile_error(powers).message, "formula too deeply nested");
}

TEST(ExprParse, ValuesHeldAtOnceAreBounded) {
  // 256 arguments fit; the 257th, at offset 4 + 2·256, does not.
  std::string args = "min(";
  for (int i = 0; i < 255; ++i)
    args += "1,";
  EXPECT_EQ(value_of(args + "0)"), 0.0);
  CompileError error = compile_error(args + "1,0)");
  EXPECT_EQ(error.message, "formula too deeply nested");
  EXPECT_EQ(error.offset, 516u);
}

TEST(ExprParse, LongFlatFormulasAreFine) {
  SlotTable names({"x"}, {});
  std::string sum = "x";
  for (int i = 0; i < 5000; ++i)
    sum += " + x";
  const double x[] = {0.5};
  Prng prng(1);
  EXPECT_EQ(value_in(compiled(sum, names), Context{.slots = x, .prng = prng}), 2500.5);
}

TEST(ExprParse, KeepsTheTextAsWritten) {
  Formula f = compiled("  min(max(dur*0.6, 0.5),3.0) ");
  EXPECT_EQ(f.source(), "  min(max(dur*0.6, 0.5),3.0) ");
  EXPECT_EQ(compiled("2*pi").source(), "2*pi");  // folded to one constant, text kept
}

TEST(ExprParse, CompiledFormulasCopyAndMove) {
  Formula a = compiled("tau * 2 + 1");
  Formula b = a;
  Formula c = std::move(a);
  Prng prng(0);
  EXPECT_EQ(value_in(b, Context{.tau = 3, .prng = prng}), 7.0);
  EXPECT_EQ(value_in(c, Context{.tau = 3, .prng = prng}), 7.0);
}

}  // namespace
}  // namespace jt::expr
