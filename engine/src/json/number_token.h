// Checking a number token against JSON's grammar and the range of a double: for diagnosis, and
// for the numbers simdjson cannot read (see simdjson_reader.cpp).
#pragma once

#include <cstddef>
#include <string_view>

namespace jt::json::detail {

enum class NumberStatus {
  kOk,         // a JSON number that reads as a finite double (maybe 0 after underflow, as in JS)
  kMalformed,  // not JSON's grammar: "01", "1.", ".5", "+1", "0x10", "1e"
  kTooLarge,   // JSON's grammar, but beyond the largest double: 1e400 (JSON.parse makes Infinity)
};

struct NumberToken {
  std::size_t end = 0;  // offset just past the token
  NumberStatus status = NumberStatus::kOk;
  double value = 0;  // when kOk: the nearest double, ±0 after underflow, as JSON.parse gives
};

// Reads the number-like token starting at `offset`: the longest run of characters that could be
// part of a number, letters included, so that "0x1F" or "1.5.2" is reported as one bad number.
NumberToken scan_number(std::string_view text, std::size_t offset);

}  // namespace jt::json::detail
