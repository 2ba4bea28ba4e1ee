#include "program/friendly/amount.h"

#include <string>

#include "jt/json/number.h"

namespace jt::program {
namespace {

// The expression of a formula, without its "=".
std::string expression(const json::Value& formula) {
  return formula.as_string().substr(1);
}

}  // namespace

bool is_amount(const json::Value& value) {
  return value.is_number() || (value.is_string() && value.as_string().starts_with('='));
}

json::Value negated(const json::Value& a) {
  if (a.is_number()) return -a.as_number();
  return "=-(" + expression(a) + ")";
}

json::Value signed_by(const json::Value& a, int sign) {
  return sign < 0 ? negated(a) : a;
}

json::Value divided(const json::Value& a, int n) {
  if (n == 1) return a;
  if (a.is_number()) return a.as_number() / n;
  return "=(" + expression(a) + ") / " + std::to_string(n);
}

json::Value multiplied(const json::Value& a, double f) {
  if (a.is_number()) return a.as_number() * f;
  return "=(" + expression(a) + ") * " + json::format_number(f);
}

json::Value one_plus(const json::Value& a, int sign) {
  if (a.is_number()) return sign < 0 ? 1.0 - a.as_number() : 1.0 + a.as_number();
  return std::string(sign < 0 ? "=1 - (" : "=1 + (") + expression(a) + ")";
}

json::Value time_from_end(const json::Value& a) {
  if (a.is_number() && a.as_number() < 0) return "=dur - " + json::format_number(-a.as_number());
  return a;
}

}  // namespace jt::program
