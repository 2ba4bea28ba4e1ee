// The operators (spec §5): precedence, associativity, and JavaScript's double semantics, with
// `%` floored as Python floors it. Expected values come from JavaScript (make_vectors.js), which
// writes each formula with JS's own operators; these must match bit for bit.
#include <gtest/gtest.h>

#include <span>

#include "expr_test_support.h"

namespace jt::expr {
namespace {

using test::Case;
using test::kInf;
using test::kNaN;
using test::same_value;
using test::value_of;

// -2^2 is -(2^2); ^ is right-associative and takes a unary right operand (2^-1); comparisons
// chain left to right as in JavaScript; && and || give an operand's value; -0 and NaN are kept.
constexpr Case kOperators[] = {
    {"1+2*3", 7.0},
    {"(1+2)*3", 9.0},
    {"-2^2", -4.0},
    {"2^3^2", 512.0},
    {"2^-1", 0.5},
    {"(-2)^2", 4.0},
    {"-2^-2", -0.25},
    {"2^-1^2", 0.5},
    {"!2^2", 0.0},
    {"2^2*3", 12.0},
    {"3*2^2", 12.0},
    {"2^(1+1)", 4.0},
    {"1 < 2 < 3", 1.0},
    {"3 > 2 > 1", 0.0},
    {"2 == 2 == 2", 0.0},
    {"1 == 1 == 1", 1.0},
    {"10 - 4 - 3", 3.0},
    {"64 / 4 / 2", 8.0},
    {"7 % 4 % 2", 1.0},
    {"2 * 3 % 4", 2.0},
    {"1 + 2 == 3", 1.0},
    {"1 < 2 == 1", 1.0},
    {"1 || 0 && 0", 1.0},
    {"0 && 1 || 2", 2.0},
    {"1 - -1", 2.0},
    {"- - 3", 3.0},
    {"-3 % 5", 2.0},
    {"+-+3", -3.0},
    {"!0", 1.0},
    {"!!5", 1.0},
    {"!0/0", kInf},
    {"!(0/0)", 1.0},
    {"!-0", 1.0},
    {"2 * -3", -6.0},
    {"1 - 2 + 3", 2.0},
    {"2 / 4 * 8", 4.0},
    {"1 + 2 < 2 + 2", 1.0},
    {"0.1+0.2", 0.30000000000000004},
    {"1/3", 0.3333333333333333},
    {"2/3*3", 2.0},
    {"1 - 0.9", 0.09999999999999998},
    {"1/0", kInf},
    {"-1/0", -kInf},
    {"0/0", kNaN},
    {"1/-0", -kInf},
    {"0 * -1", -0.0},
    {"-0 + 0", 0.0},
    {"-0 - 0", -0.0},
    {"-(0)", -0.0},
    {"+(-0)", -0.0},
    {"(1/0) - (1/0)", kNaN},
    {"(0/0) + 1", kNaN},
    {"1.7976931348623157e308 * 10", kInf},
    {"0/0 == 0/0", 0.0},
    {"0/0 != 0/0", 1.0},
    {"0/0 < 1", 0.0},
    {"0/0 >= 1", 0.0},
    {"0/0 <= 0/0", 0.0},
    {"-0 == 0", 1.0},
    {"1/0 > 1e308", 1.0},
    {"2 >= 2", 1.0},
    {"2 <= 1", 0.0},
    {"2 != 2", 0.0},
    {"2 && 3", 3.0},
    {"0 && 3", 0.0},
    {"0/0 && 3", kNaN},
    {"2 || 3", 2.0},
    {"0 || 3", 3.0},
    {"0/0 || 0", 0.0},
    {"-0 || 0/0", kNaN},
    {"-0 && 1", -0.0},
    {"1 && -0", -0.0},
    {"0 || 0 || 7", 7.0},
    {"1 && 2 && 3", 3.0},
    {"1 && 0 && 3", 0.0},
};

// JavaScript's decimal literals, correctly rounded; too big is Infinity, too small is 0.
constexpr Case kLiterals[] = {
    {"1", 1.0},
    {"1.5", 1.5},
    {".5", 0.5},
    {"1.", 1.0},
    {"1e3", 1000.0},
    {"2.5E-2", 0.025},
    {"1.e3", 1000.0},
    {"1E+3", 1000.0},
    {"007", 7.0},
    {"0.1", 0.1},
    {"1e400", kInf},
    {"1e-400", 0.0},
    {"5e-324", 5e-324},
    {"2.4703282292062328e-324", 5e-324},
    {"2.4703282292062327e-324", 0.0},
    {"1.7976931348623157e308", 1.7976931348623157e+308},
    {"1.7976931348623159e308", kInf},
    {"123456789012345678901234567890", 1.2345678901234568e+29},
    {"0.001e311", 1e+308},
    {"10000e305", kInf},
    {"0.0000e999", 0.0},
    {"1000e-330", 0.0},
    {"9007199254740993", 9007199254740992.0},
    {"0.30000000000000004", 0.30000000000000004},
    {"  1 +\t2\n*  3 ", 7.0},
};

// Python's float %: the result takes the divisor's sign, zero included (JavaScript's -7 % 3 is
// -1 and -4 % 2 is -0; here they are 2 and 0); a zero divisor gives NaN.
constexpr Case kModulo[] = {
    {"7 % 3", 1.0},
    {"-7 % 3", 2.0},
    {"7 % -3", -2.0},
    {"-7 % -3", -1.0},
    {"7.5 % 2", 1.5},
    {"-7.5 % 2", 0.5},
    {"7.5 % -2", -0.5},
    {"5 % 0", kNaN},
    {"5 % -0", kNaN},
    {"0 % 0", kNaN},
    {"-4 % 2", 0.0},
    {"4 % -2", -0.0},
    {"-0 % 5", 0.0},
    {"0 % -5", -0.0},
    {"5 % (1/0)", 5.0},
    {"-5 % (1/0)", kInf},
    {"5 % (-1/0)", -kInf},
    {"(1/0) % 5", kNaN},
    {"(0/0) % 5", kNaN},
    {"5 % (0/0)", kNaN},
    {"1e308 % 3e-308", 5.476144900572913e-309},
    {"-1 % 0.1", 5.551115123125783e-17},
    {"5.3 % 1", 0.2999999999999998},
    {"-5.3 % 1", 0.7000000000000002},
    {"-1e-300 % 1", 1.0},
    {"mod(-1, 3)", 2.0},
    {"mod(5.5, -2)", -0.5},
    {"mod(1, 0)", kNaN},
};

void expect_values(std::span<const Case> cases) {
  for (const Case& c : cases) {
    SCOPED_TRACE(c.formula);
    EXPECT_TRUE(same_value(value_of(c.formula), c.expected));
  }
}

TEST(ExprOperators, PrecedenceAssociativityAndDoubleSemantics) {
  expect_values(kOperators);
}

TEST(ExprOperators, NumberLiterals) {
  expect_values(kLiterals);
}

TEST(ExprOperators, ModuloIsFlooredLikePython) {
  expect_values(kModulo);
}

}  // namespace
}  // namespace jt::expr
