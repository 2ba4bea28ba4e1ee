// Helpers shared by the expression tests: compiling or failing the test, evaluating in a plain
// context, and comparing doubles bit for bit or within one unit in the last place.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <map>
#include <string>
#include <string_view>
#include <variant>

#include "jt/expr/formula.h"

namespace jt::expr::test {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
inline constexpr double kInf = std::numeric_limits<double>::infinity();

// A formula and its value, computed independently in JavaScript (make_vectors.js).
struct Case {
  const char* formula;
  double expected;
};

class MapGlobals final : public Globals {
 public:
  explicit MapGlobals(std::map<std::string, double, std::less<>> values)
      : values_(std::move(values)) {}
  std::optional<double> find(std::string_view name) const override {
    auto it = values_.find(name);
    if (it == values_.end()) return std::nullopt;
    return it->second;
  }

 private:
  std::map<std::string, double, std::less<>> values_;
};

// The compiled formula; a test failure (and the formula "0/0") when it does not compile.
inline Formula compiled(std::string_view text, const Resolver& resolver = SlotTable()) {
  CompileResult result = compile(text, resolver);
  if (const auto* error = std::get_if<CompileError>(&result)) {
    ADD_FAILURE() << "\"" << text << "\" did not compile: " << error->message << " at "
                  << error->offset;
    return std::get<Formula>(compile("0/0", SlotTable()));
  }
  return std::get<Formula>(std::move(result));
}

// The compile error; a test failure (and an empty error) when the text compiles.
inline CompileError compile_error(std::string_view text, const Resolver& resolver = SlotTable()) {
  CompileResult result = compile(text, resolver);
  if (const auto* error = std::get_if<CompileError>(&result)) return *error;
  ADD_FAILURE() << "\"" << text << "\" compiled, expected an error";
  return {};
}

// The value of a formula in `context`; a test failure (and NaN) when evaluation fails.
inline double value_in(const Formula& formula, const Context& context) {
  EvalResult result = formula.evaluate(context);
  if (!result.ok()) {
    ADD_FAILURE() << "\"" << formula.source() << "\" failed: " << result.error.message();
    return kNaN;
  }
  return result.value;
}

// The value of a formula that uses no params, vars or page globals, at time 0.
inline double value_of(std::string_view text) {
  Prng prng(42.0);
  return value_in(compiled(text), Context{.prng = prng});
}

inline std::uint64_t bits_of(double x) {
  std::uint64_t bits = 0;
  std::memcpy(&bits, &x, sizeof bits);
  return bits;
}

// Equal as JavaScript's Object.is: NaN is NaN, and -0 is not 0.
inline ::testing::AssertionResult same_value(double actual, double expected) {
  bool same = (std::isnan(actual) && std::isnan(expected)) || bits_of(actual) == bits_of(expected);
  if (same) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << std::setprecision(17) << actual << " is not " << expected;
}

// Within one unit in the last place (glibc's libm and V8's may round sin, exp, pow differently).
inline ::testing::AssertionResult within_one_ulp(double actual, double expected) {
  if (same_value(actual, expected) || actual == std::nextafter(expected, kInf) ||
      actual == std::nextafter(expected, -kInf)) {
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure()
         << std::setprecision(17) << actual << " is more than 1 ulp from " << expected;
}

}  // namespace jt::expr::test
