// Decimal number literals, read as JavaScript reads them: correctly rounded, and a literal too
// big for a double is Infinity, one too small is 0.
#pragma once

#include <string_view>

namespace jt::expr {

// `literal` is digits with an optional '.' and fraction, then an optional exponent ("1", "1.5",
// ".5", "1.", "2.5E-2"); the lexer has checked that form.
double parse_number_literal(std::string_view literal);

}  // namespace jt::expr
