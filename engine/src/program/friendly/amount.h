// Arithmetic on a block's amounts: a value is a number or a "=formula" (spec §1). A number is
// worked out as a double; a formula is rewritten as text, its expression in parentheses, so the
// output says exactly what the reference engine's does ("=x" over 3 segments is "=(x) / 3").
#pragma once

#include "jt/json/value.h"

namespace jt::program {

// A number, or a string starting with "=".
bool is_amount(const json::Value& value);

// -a: "=-(x)".
json::Value negated(const json::Value& a);
// a with a friendly sign (-1 or 1): negated when the sign is negative.
json::Value signed_by(const json::Value& a, int sign);
// a / n: "=(x) / 3"; a / 1 is a itself.
json::Value divided(const json::Value& a, int n);
// a * f, f written as JavaScript's String(f): "=(x) * 0.2".
json::Value multiplied(const json::Value& a, double f);
// 1 + sign * a: "=1 + (x)", "=1 - (x)".
json::Value one_plus(const json::Value& a, int sign);
// A time as a window gives it: a negative number counts back from the behaviour's end ("=dur -
// 1" for -1); anything else is the time itself.
json::Value time_from_end(const json::Value& a);

}  // namespace jt::program
