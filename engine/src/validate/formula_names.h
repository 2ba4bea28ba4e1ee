// The names a formula reads (spec §5): validation knows the built-in names, the params and the
// vars; any other name is left to the page's globals, which validation cannot see, so it is a
// warning (and `dt`, which the language does not have, gets its own). Unknown functions and
// syntax errors are prepare_program's: a formula that does not compile is skipped here.
#pragma once

#include <string>
#include <vector>

#include "jt/json/value.h"
#include "validate/reporter.h"

namespace jt::validate {

struct FormulaNames {
  std::vector<std::string> params;  // in slot order: those a formula here may use
  std::vector<std::string> vars;
  bool in_scene = false;  // a scene reads loud and talking as 0 (spec §7.1)
};

// Checks `value` at `path` when it is a "=formula".
void check_formula_names(const json::Value& value, const std::string& path,
                         const FormulaNames& names, Reporter& report);

// Whether the formula text names `name` (as a name, not inside another one).
bool formula_mentions(std::string_view text, std::string_view name);

}  // namespace jt::validate
