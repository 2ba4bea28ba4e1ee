// Writing a Value as JSON text, in the three forms the project uses:
//   canonical - what pack content hashes and share codes are made of (docs/JSON.md);
//   compact   - JSON.stringify(v): machine output such as `plan` and `pose` JSON lines;
//   readable  - JSON.stringify(v, null, 2): files and output meant for people.
// All three write numbers as format_number() does and strings as JSON.stringify escapes them, and
// walk the value with an explicit stack, so no value, however deep, can overflow the call stack.
#pragma once

#include <optional>
#include <string>

#include "jt/diagnostic.h"
#include "jt/json/key_order.h"
#include "jt/json/value.h"

namespace jt::json {

struct WriteResult {
  std::string text;                 // empty unless ok()
  std::optional<Diagnostic> error;  // names the JSON pointer of the value that cannot be written

  bool ok() const { return !error.has_value(); }
};

// No whitespace, keys in canonical_key_order(). NaN and ±Infinity have no canonical form: they
// are refused with an error whose `path` points at the first one.
WriteResult write_canonical(const Value& value);

// JSON.stringify(value): no whitespace, keys in js_key_order(), NaN and ±Infinity as null.
std::string write_compact(const Value& value);

// JSON.stringify(value, null, 2): two-space indentation, "key": value, empty containers as [] and
// {}, keys in js_key_order(), NaN and ±Infinity as null.
std::string write_readable(const Value& value);

}  // namespace jt::json
