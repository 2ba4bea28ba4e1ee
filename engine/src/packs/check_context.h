// What the pack checks share: the diagnostics found so far, for one file, and a typed field lookup
// that reports a missing or mistyped field.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::packs::detail {

// Whether any of `diagnostics` is an error (not a warning).
bool has_errors(const std::vector<Diagnostic>& diagnostics);

// `text` as a JSON string literal, for quoting what the user wrote in a message.
std::string in_quotes(std::string_view text);

class CheckContext {
 public:
  explicit CheckContext(std::string file) : file_(std::move(file)) {}

  void error(Code code, const std::string& path, std::string message, std::string hint = {});
  void warning(Code code, const std::string& path, std::string message, std::string hint = {});

  // `object[key]` when it is there and of type `type`. A member of another type is an error; a
  // missing one is an error whose hint is `missing_hint` when `required`, and fine otherwise.
  const json::Value* field(const json::Object& object, const std::string& object_path,
                           std::string_view key, json::Type type, bool required,
                           std::string missing_hint = {});

  std::vector<Diagnostic> take() { return std::move(diagnostics_); }

 private:
  std::string file_;
  std::vector<Diagnostic> diagnostics_;
};

}  // namespace jt::packs::detail
