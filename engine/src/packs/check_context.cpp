#include "packs/check_context.h"

#include <algorithm>

#include "jt/diagnostic_codes.h"
#include "jt/json/write.h"

namespace jt::packs::detail {

bool has_errors(const std::vector<Diagnostic>& diagnostics) {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::kError; });
}

std::string in_quotes(std::string_view text) {
  return json::write_compact(json::Value(text));
}

void CheckContext::error(Code code, const std::string& path, std::string message,
                         std::string hint) {
  diagnostics_.push_back(
      {Severity::kError, code, file_, path, 0, 0, std::move(message), std::move(hint)});
}

void CheckContext::warning(Code code, const std::string& path, std::string message,
                           std::string hint) {
  diagnostics_.push_back(
      {Severity::kWarning, code, file_, path, 0, 0, std::move(message), std::move(hint)});
}

const json::Value* CheckContext::field(const json::Object& object, const std::string& object_path,
                                       std::string_view key, json::Type type, bool required,
                                       std::string missing_hint) {
  const json::Value* value = object.find(key);
  if (value == nullptr) {
    if (required)
      error(Code::kMissingField, object_path, "missing \"" + std::string(key) + "\"",
            std::move(missing_hint));
    return nullptr;
  }
  if (value->type() != type) {
    error(Code::kWrongType, pointer_append(object_path, std::string(key)),
          "expected " + std::string(json::type_name(type)) + ", got " +
              std::string(json::type_name(value->type())));
    return nullptr;
  }
  return value;
}

}  // namespace jt::packs::detail
