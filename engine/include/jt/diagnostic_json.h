// Diagnostics as JSON, the one shape every machine-readable output uses (validate --format json,
// session replies): {"code", "severity", "path", "line"?, "column"?, "message", "hint"?}.
#pragma once

#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt {

json::Value diagnostic_json(const Diagnostic& d);
json::Value diagnostics_json(const std::vector<Diagnostic>& list);

}  // namespace jt
