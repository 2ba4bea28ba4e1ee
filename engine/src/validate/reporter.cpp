#include "validate/reporter.h"

#include "jt/json/number.h"
#include "jt/json/write.h"
#include "jt/nearest_name.h"

namespace jt::validate {

void Reporter::error(Code code, const std::string& path, std::string message, std::string hint) {
  out_.push_back(
      {Severity::kError, code, file_, prefix_ + path, 0, 0, std::move(message), std::move(hint)});
}

void Reporter::warning(Code code, const std::string& path, std::string message, std::string hint) {
  out_.push_back(
      {Severity::kWarning, code, file_, prefix_ + path, 0, 0, std::move(message), std::move(hint)});
}

void Reporter::add(std::vector<Diagnostic> diagnostics) {
  for (Diagnostic& d : diagnostics) {
    d.file = file_;
    d.path = prefix_ + d.path;
    out_.push_back(std::move(d));
  }
}

std::string quote(std::string_view text) {
  return json::write_compact(json::Value(text));
}

std::string unknown(std::string_view what, std::string_view name,
                    std::span<const std::string_view> candidates) {
  std::string message = "unknown " + std::string(what) + " " + quote(name);
  if (auto near = nearest_name(name, candidates)) message += ": did you mean " + quote(*near) + "?";
  return message;
}

std::string list_of(std::span<const std::string_view> names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " and " : ", ";
    out += names[i];
  }
  return out;
}

std::string describe(const json::Value& value) {
  switch (value.type()) {
    case json::Type::kString:
      return value.as_string().size() <= 40 ? "the string " + quote(value.as_string())
                                            : std::string("a string");
    case json::Type::kNumber:
      return "the number " + json::format_number(value.as_number());
    case json::Type::kBool:
      return value.as_bool() ? "true" : "false";
    default:
      return std::string(json::type_name(value.type()));
  }
}

}  // namespace jt::validate
