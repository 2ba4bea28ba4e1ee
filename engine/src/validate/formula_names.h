// The names a formula reads (spec §5): validation knows the built-in names, the params and the
// vars; any other name is left to the page's globals, which validation cannot see, so it is a
// warning (and `dt`, which the language does not have, gets its own). Unknown functions and
// syntax errors are prepare_program's: a formula that does not compile is skipped here.
#pragma once

#include <string>
#include <vector>

#include "jt/expr/names.h"
#include "jt/json/value.h"
#include "validate/reporter.h"

namespace jt::validate {

struct FormulaNames {
  // The params a formula here may use (those declared before it, for a param's default), then
  // the vars: one table that grows, so a program of many params is checked in linear time.
  expr::SlotTable declared;
  bool in_scene = false;  // a scene reads loud and talking as 0 (spec §7.1)
  // Unknown names still given a "did you mean": each suggestion compares the name with every
  // declared one, so a file of many params and many unknown names would take quadratic time.
  std::size_t suggestions_left = 100;
};

// Checks `value` at `path` when it is a "=formula" (and counts the suggestions it made).
void check_formula_names(const json::Value& value, const std::string& path, FormulaNames& names,
                         Reporter& report);

// Whether the formula text names `name` (as a name, not inside another one).
bool formula_mentions(std::string_view text, std::string_view name);

}  // namespace jt::validate
