#include "jt/json/number.h"

#include <charconv>
#include <cmath>
#include <string_view>

namespace jt::json {
namespace {

// Number::toString lays out the shortest digits d1..dk of a finite nonzero value v, where
// v = 0.d1..dk x 10^n, one of four ways (ECMA-262, Number::toString, step 6 onwards).
void append_layout(std::string& out, std::string_view digits, int n) {
  const int k = static_cast<int>(digits.size());
  if (k <= n && n <= 21) {  // an integer: 123456789012345680000
    out += digits;
    out.append(static_cast<std::size_t>(n - k), '0');
  } else if (0 < n && n <= 21) {  // a point inside the digits: 1.5
    out += digits.substr(0, static_cast<std::size_t>(n));
    out += '.';
    out += digits.substr(static_cast<std::size_t>(n));
  } else if (-6 < n && n <= 0) {  // up to six zeros after the point: 0.000001
    out += "0.";
    out.append(static_cast<std::size_t>(-n), '0');
    out += digits;
  } else {  // exponential: 1e+21, 1.5e-7
    out += digits.substr(0, 1);
    if (k > 1) {
      out += '.';
      out += digits.substr(1);
    }
    out += n - 1 < 0 ? "e-" : "e+";
    out += std::to_string(std::abs(n - 1));
  }
}

}  // namespace

std::string format_number(double value) {
  if (std::isnan(value)) return "NaN";
  if (value == 0) return "0";  // -0 too, as JavaScript writes it
  if (std::isinf(value)) return value < 0 ? "-Infinity" : "Infinity";
  // std::to_chars gives the shortest digits that read back as the same double, breaking ties
  // toward the closer one as ECMAScript asks; in scientific form they read "d.ddde±x".
  char buffer[32];
  const char* end =
      std::to_chars(buffer, buffer + sizeof buffer, std::abs(value), std::chars_format::scientific)
          .ptr;
  const std::string_view written(buffer, static_cast<std::size_t>(end - buffer));
  const std::size_t e = written.find('e');
  std::string digits(written.substr(0, e));
  if (digits.size() > 1) digits.erase(1, 1);  // the '.'
  int exponent = 0;
  std::from_chars(written.data() + e + (written[e + 1] == '+' ? 2 : 1), end, exponent);
  std::string out = value < 0 ? "-" : "";
  append_layout(out, digits, exponent + 1);
  return out;
}

}  // namespace jt::json
