#include "number_literal.h"

#include <charconv>
#include <limits>
#include <system_error>

namespace jt::expr {
namespace {

// The exponent part of a literal ("e-12" -> -12), saturated far beyond any double's range so a
// huge exponent cannot overflow.
long long exponent_of(std::string_view literal) {
  std::size_t mark = literal.find_first_of("eE");
  if (mark == std::string_view::npos) return 0;
  std::size_t i = mark + 1;
  bool negative = literal[i] == '-';
  if (literal[i] == '-' || literal[i] == '+') ++i;
  constexpr long long kSaturation = 1'000'000'000;
  long long exponent = 0;
  for (; i < literal.size() && exponent < kSaturation; ++i) {
    exponent = exponent * 10 + (literal[i] - '0');
  }
  return negative ? -exponent : exponent;
}

// Whether an out-of-range literal is too big (rather than too small): the power of ten of its
// first non-zero digit is positive. ("0.00120e5": the '1' is at 10^-3, then e5 makes 10^2.)
bool too_big(std::string_view literal) {
  std::string_view mantissa = literal.substr(0, literal.find_first_of("eE"));
  std::size_t point = mantissa.find('.');
  if (point == std::string_view::npos) point = mantissa.size();
  std::size_t first = mantissa.find_first_of("123456789");
  auto lead = static_cast<long long>(point) - static_cast<long long>(first);
  if (first < point) lead -= 1;
  return lead + exponent_of(literal) > 0;
}

}  // namespace

double parse_number_literal(std::string_view literal) {
  double value = 0.0;
  std::from_chars_result read =
      std::from_chars(literal.data(), literal.data() + literal.size(), value);
  if (read.ec == std::errc::result_out_of_range) {
    return too_big(literal) ? std::numeric_limits<double>::infinity() : 0.0;
  }
  return value;
}

}  // namespace jt::expr
