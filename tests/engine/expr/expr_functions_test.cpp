// The functions (spec §5 and docs/EXPRESSIONS.md), edge cases included: NaN, ±Infinity, -0.
// Expected values come from JavaScript's Math (make_vectors.js), with the spec's definitions of
// round, mod, clamp, smoothstep, lerp, step and hopair written there in JavaScript by hand.
#include <gtest/gtest.h>

#include <span>

#include "expr_test_support.h"
#include "jt/expr/functions.h"

namespace jt::expr {
namespace {

using test::Case;
using test::compile_error;
using test::compiled;
using test::kInf;
using test::kNaN;
using test::same_value;
using test::value_in;
using test::value_of;
using test::within_one_ulp;

// Arithmetic, comparisons, floor/ceil, sqrt and integer powers are exact in both libraries.
constexpr Case kExact[] = {
    {"abs(-3)", 3.0},
    {"abs(-0)", 0.0},
    {"abs(-1/0)", kInf},
    {"abs(0/0)", kNaN},
    {"floor(-0.5)", -1.0},
    {"floor(-0)", -0.0},
    {"floor(2.7)", 2.0},
    {"floor(1/0)", kInf},
    {"floor(0/0)", kNaN},
    {"ceil(-0.5)", -0.0},
    {"ceil(0.2)", 1.0},
    {"ceil(-1/0)", -kInf},
    {"round(2.5)", 3.0},
    {"round(-2.5)", -2.0},
    {"round(-0.5)", 0.0},
    {"round(-0.6)", -1.0},
    {"round(0.49999999999999994)", 1.0},
    {"round(-0)", 0.0},
    {"round(1.4)", 1.0},
    {"round(1/0)", kInf},
    {"round(0/0)", kNaN},
    {"sign(-3)", -1.0},
    {"sign(0)", 0.0},
    {"sign(-0)", -0.0},
    {"sign(0/0)", kNaN},
    {"sign(-1/0)", -1.0},
    {"sign(5e-324)", 1.0},
    {"sqrt(2)", 1.4142135623730951},
    {"sqrt(-1)", kNaN},
    {"sqrt(-0)", -0.0},
    {"sqrt(1/0)", kInf},
    {"pow(2, 10)", 1024.0},
    {"pow(-2, 3)", -8.0},
    {"pow(1, 0/0)", kNaN},
    {"pow(-1, 1/0)", kNaN},
    {"pow(1, -1/0)", kNaN},
    {"pow(-1, -1/0)", kNaN},
    {"pow(0/0, 0)", 1.0},
    {"pow(0/0, -0)", 1.0},
    {"pow(-8, 1/3)", kNaN},
    {"pow(0, -1)", kInf},
    {"pow(-0, -1)", -kInf},
    {"pow(-0, -2)", kInf},
    {"pow(-0, 3)", -0.0},
    {"pow(1/0, -1)", 0.0},
    {"pow(-1/0, 3)", -kInf},
    {"pow(0.5, 1/0)", 0.0},
    {"pow(2, -1/0)", 0.0},
    {"pow(1, 5)", 1.0},
    {"1^(0/0)", kNaN},
    {"(-1)^(1/0)", kNaN},
    {"1^(-1/0)", kNaN},
    {"2^(1/0)", kInf},
    {"(0/0)^0", 1.0},
    {"0^0", 1.0},
    {"(-2)^0.5", kNaN},
    {"min()", kInf},
    {"max()", -kInf},
    {"min(3)", 3.0},
    {"min(3, 1, 2)", 1.0},
    {"max(1, 5, 3)", 5.0},
    {"min(1, 0/0)", kNaN},
    {"min(0/0, 1)", kNaN},
    {"max(1, 0/0, 2)", kNaN},
    {"min(0, -0)", -0.0},
    {"min(-0, 0)", -0.0},
    {"max(0, -0)", 0.0},
    {"max(-0, 0)", 0.0},
    {"max(-0, -0)", -0.0},
    {"max(-0)", -0.0},
    {"min(1/0, -1/0)", -kInf},
    {"max(1, 2, 3, 4, 5, 6, 7, 8)", 8.0},
    {"clamp(5, 0, 1)", 1.0},
    {"clamp(-5, 0, 1)", 0.0},
    {"clamp(0.5, 0, 1)", 0.5},
    {"clamp(0/0, 0, 1)", kNaN},
    {"clamp(-0, 0, 1)", 0.0},
    {"clamp(5, 2, 1)", 1.0},
    {"clamp(0, 2, 1)", 1.0},
    {"clamp(0.5, 0/0, 1)", kNaN},
    {"smoothstep(0.5)", 0.5},
    {"smoothstep(0.25)", 0.15625},
    {"smoothstep(0.3)", 0.216},
    {"smoothstep(-1)", 0.0},
    {"smoothstep(2)", 1.0},
    {"smoothstep(0/0)", kNaN},
    {"smoothstep(0.7)", 0.7839999999999999},
    {"smoothstep(0, 2, 1)", 0.5},
    {"smoothstep(1, 1, 1)", kNaN},
    {"smoothstep(1, 1, 2)", 1.0},
    {"smoothstep(1, 1, 0)", 0.0},
    {"smoothstep(2, 0, 0.5)", 0.84375},
    {"smoothstep(0.1, 0.9, 0.35)", 0.23193359374999994},
    {"lerp(0, 10, 0.25)", 2.5},
    {"lerp(1, 3, 2)", 5.0},
    {"lerp(0.1, 0.7, 0.3)", 0.28},
    {"lerp(0, 1/0, 0)", kNaN},
    {"lerp(5, 5, 1/0)", kNaN},
    {"step(0.5, 0.5)", 1.0},
    {"step(0.5, 0.4)", 0.0},
    {"step(0, -0)", 1.0},
    {"step(0, 0/0)", 0.0},
    {"step(0/0, 1)", 0.0},
    {"step(0/0)", 0.0},
    {"step(-1)", 0.0},
    {"step(0)", 1.0},
    {"step(-0)", 1.0},
    {"step(1/0)", 1.0},
    {"hopair(0.05)", 0.0},
    {"hopair(0.12)", 0.0},
    {"hopair(1)", 0.0},
    {"hopair(-0.9)", 0.0},
    {"hopair(0/0)", kNaN},
    {"hopair(1/0)", kNaN},
    {"hopair(0.11999999999999999)", 0.0},
};

// sin, cos, tan, exp and fractional powers: glibc and V8 may round the last bit differently.
constexpr Case kTranscendental[] = {
    {"sin(1)", 0.8414709848078965},
    {"cos(1)", 0.5403023058681398},
    {"tan(1)", 1.5574077246549023},
    {"exp(1)", 2.718281828459045},
    {"sin(-0)", -0.0},
    {"sin(1/0)", kNaN},
    {"cos(pi)", -1.0},
    {"sin(pi)", 1.2246467991473532e-16},
    {"tan(pi/4)", 0.9999999999999999},
    {"exp(0.5)", 1.6487212707001282},
    {"exp(-1/0)", 0.0},
    {"exp(1000)", kInf},
    {"exp(-745.2)", 0.0},
    {"sin(100)", -0.5063656411097588},
    {"cos(-2.5)", -0.8011436155469337},
    {"tan(1.5707963267948966)", 16331239353195370.0},
    {"cos(0/0)", kNaN},
    {"pow(2, 0.5)", 1.4142135623730951},
    {"2^0.5", 1.4142135623730951},
    {"-2^0.5", -1.4142135623730951},
    {"10^-2", 0.01},
    {"e^2", 7.3890560989306495},
    {"pow(1.0001, 10000)", 2.7181459268249255},
    {"hopair(0.56)", 1.0},
    {"hopair(0.5)", 0.9771468659711595},
    {"hopair(1.5)", 0.9771468659711595},
    {"hopair(-0.5)", 0.9771468659711595},
    {"hopair(0.999)", 0.0035699840686492564},
    {"hopair(0.2)", 0.2817325568414297},
    {"hopair(7.83)", 0.5703226369349641},
    {"pi", 3.141592653589793},
    {"e", 2.718281828459045},
    {"2*pi", 6.283185307179586},
    {"sin(pi/6)", 0.49999999999999994},
};

TEST(ExprFunctions, ExactValues) {
  for (const Case& c : kExact) {
    SCOPED_TRACE(c.formula);
    EXPECT_TRUE(same_value(value_of(c.formula), c.expected));
  }
}

TEST(ExprFunctions, TranscendentalValuesWithinOneUlp) {
  for (const Case& c : kTranscendental) {
    SCOPED_TRACE(c.formula);
    EXPECT_TRUE(within_one_ulp(value_of(c.formula), c.expected));
  }
}

// A call on constants is folded when compiled; the folded value must be the bits the same call
// computes when it runs on a param.
TEST(ExprFunctions, FoldedCallsGiveTheBitsOfRunningCalls) {
  const char* calls[][2] = {
      {"sin(0.7)", "sin(x)"},       {"exp(0.7)", "exp(x)"},
      {"hopair(0.7)", "hopair(x)"}, {"0.7^0.3", "x^0.3"},
      {"tan(0.7)*pi", "tan(x)*pi"}, {"smoothstep(0.7)", "smoothstep(x)"},
      {"0.7 % 0.3", "x % 0.3"},     {"-0.7", "-x"},
  };
  SlotTable names({"x"}, {});
  const double x[] = {0.7};
  Prng prng(1);
  for (const auto& [folded, live] : calls) {
    SCOPED_TRACE(folded);
    double at_run = value_in(compiled(live, names), Context{.slots = x, .prng = prng});
    EXPECT_TRUE(same_value(value_of(folded), at_run));
  }
}

TEST(ExprFunctions, UnknownFunctionSuggestsTheNearest) {
  struct {
    const char* text;
    std::size_t offset;
    const char* message;
  } const cases[] = {
      {"sine(1)", 0, "unknown function \"sine\": did you mean \"sin\"?"},
      {"2 * smoothstp(x)", 4, "unknown function \"smoothstp\": did you mean \"smoothstep\"?"},
      {"lepr(0, 1, t)", 0, "unknown function \"lepr\": did you mean \"lerp\"?"},
      {"power(2, 3)", 0, "unknown function \"power\": did you mean \"pow\"?"},
      {"Sin(1)", 0, "unknown function \"Sin\": did you mean \"sin\"?"},
      {"constructor(1)", 0,
       "unknown function \"constructor\" (the functions are sin cos tan abs exp sqrt floor ceil "
       "round sign pow min max mod clamp smoothstep hopair lerp step)"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.text);
    CompileError error = compile_error(c.text);
    EXPECT_EQ(error.message, c.message);
    EXPECT_EQ(error.offset, c.offset);
  }
}

// Names are data: built-in names and JavaScript's Object properties are not functions.
TEST(ExprFunctions, NamesThatAreNotFunctions) {
  for (const char* text : {"__proto__(1)", "toString(1)", "pi(2)", "random()", "dt(1)"}) {
    SCOPED_TRACE(text);
    EXPECT_EQ(compile_error(text).message.rfind("unknown function", 0), 0u);
  }
}

TEST(ExprFunctions, ArityIsCheckedWhenCompiled) {
  struct {
    const char* text;
    std::size_t offset;
    const char* message;
  } const cases[] = {
      {"sin()", 0, "\"sin\" takes 1 argument, got 0"},
      {"1 + sin(1, 2)", 4, "\"sin\" takes 1 argument, got 2"},
      {"clamp(1, 2)", 0, "\"clamp\" takes 3 arguments, got 2"},
      {"smoothstep(0, 1)", 0, "\"smoothstep\" takes 1 or 3 arguments, got 2"},
      {"step(1, 2, 3)", 0, "\"step\" takes 1 or 2 arguments, got 3"},
      {"pow(2)", 0, "\"pow\" takes 2 arguments, got 1"},
      {"mod()", 0, "\"mod\" takes 2 arguments, got 0"},
      {"lerp(1, 2, 3, 4)", 0, "\"lerp\" takes 3 arguments, got 4"},
      {"hopair(x, y)", 0, "\"hopair\" takes 1 argument, got 2"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.text);
    CompileError error = compile_error(c.text);
    EXPECT_EQ(error.message, c.message);
    EXPECT_EQ(error.offset, c.offset);
  }
}

TEST(ExprFunctions, FunctionsUsedAreListedOnceInOrder) {
  Formula f = compiled("max(sin(1), min(2, 3), sin(tau), lerp(0, 1, 0.5))");
  EXPECT_EQ(f.functions(), (std::vector<std::string>{"max", "sin", "min", "lerp"}));
}

// The runtime's hop motion uses the same function (spec §3): crouch, then a half sine.
TEST(ExprFunctions, HopairIsCallableFromTheRuntime) {
  EXPECT_EQ(fn::hopair(0.05), 0.0);
  EXPECT_TRUE(within_one_ulp(fn::hopair(0.56), 1.0));
  EXPECT_TRUE(within_one_ulp(fn::hopair(1.56), fn::hopair(0.56)));
}

}  // namespace
}  // namespace jt::expr
