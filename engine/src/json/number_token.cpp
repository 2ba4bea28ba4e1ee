#include "json/number_token.h"

#include <algorithm>
#include <charconv>
#include <system_error>

namespace jt::json::detail {
namespace {

constexpr long long kExponentClamp = 1LL << 50;

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

bool is_number_char(char c) {
  return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '+' || c == '-' ||
         c == '.';
}

// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
bool is_json_number(std::string_view token) {
  std::size_t i = 0;
  auto digits = [&] {
    const std::size_t start = i;
    while (i < token.size() && is_digit(token[i]))
      ++i;
    return i > start;
  };
  if (i < token.size() && token[i] == '-') ++i;
  if (i < token.size() && token[i] == '0') {
    ++i;
  } else if (!digits()) {
    return false;
  }
  if (i < token.size() && token[i] == '.') {
    ++i;
    if (!digits()) return false;
  }
  if (i < token.size() && (token[i] == 'e' || token[i] == 'E')) {
    ++i;
    if (i < token.size() && (token[i] == '+' || token[i] == '-')) ++i;
    if (!digits()) return false;
  }
  return i == token.size();
}

// Whether a number that std::from_chars found out of range overflowed (rather than underflowed):
// writing it as 0.d1d2... x 10^e with d1 the first nonzero digit, it overflowed exactly when
// e > 0, because then it is at least 0.1.
bool overflows(std::string_view token) {
  long long exponent = 0;
  bool seen_nonzero = false;
  bool after_point = false;
  std::size_t i = 0;
  for (; i < token.size() && token[i] != 'e' && token[i] != 'E'; ++i) {
    const char c = token[i];
    if (c == '.') {
      after_point = true;
    } else if (is_digit(c)) {
      if (!seen_nonzero && c == '0') {
        if (after_point) --exponent;
      } else {
        seen_nonzero = true;
        if (!after_point) ++exponent;
      }
    }
  }
  if (i < token.size()) {
    const char* first = token.data() + i + 1;
    if (*first == '+') ++first;
    long long written = 0;
    if (std::from_chars(first, token.data() + token.size(), written).ec != std::errc{}) {
      return *first != '-';  // too long for long long: only its sign can matter
    }
    // Clamped so that adding the digit count cannot overflow; no count of digits comes near.
    exponent += std::clamp(written, -kExponentClamp, kExponentClamp);
  }
  return exponent > 0;
}

}  // namespace

NumberToken scan_number(std::string_view text, std::size_t offset) {
  std::size_t end = offset;
  while (end < text.size() && is_number_char(text[end]))
    ++end;
  const std::string_view token = text.substr(offset, end - offset);
  if (!is_json_number(token)) return {end, NumberStatus::kMalformed};
  double value = 0;
  const std::errc error = std::from_chars(token.data(), token.data() + token.size(), value).ec;
  if (error == std::errc::result_out_of_range) {
    if (overflows(token)) return {end, NumberStatus::kTooLarge};
    value = token[0] == '-' ? -0.0 : 0.0;  // from_chars leaves the value alone when out of range
  }
  return {end, NumberStatus::kOk, value};
}

}  // namespace jt::json::detail
