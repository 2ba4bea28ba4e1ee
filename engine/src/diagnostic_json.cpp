#include "jt/diagnostic_json.h"

#include <string>

namespace jt {

json::Value diagnostic_json(const Diagnostic& d) {
  json::Object o;
  o.set("code", std::string(code_name(d.code)));
  o.set("severity", std::string(severity_name(d.severity)));
  o.set("path", d.path);
  if (d.line > 0) {
    o.set("line", d.line);
    o.set("column", d.column);
  }
  o.set("message", d.message);
  if (!d.hint.empty()) o.set("hint", d.hint);
  return o;
}

json::Value diagnostics_json(const std::vector<Diagnostic>& list) {
  json::Array out;
  for (const Diagnostic& d : list)
    out.push_back(diagnostic_json(d));
  return out;
}

}  // namespace jt
