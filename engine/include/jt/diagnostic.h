// A problem found in the user's input: what is wrong, where, and how to fix it. Library code
// reports these as values; only the command decides how to print them and which exit code follows.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace jt {

enum class Severity { kError, kWarning };

// What kind of problem a diagnostic is, for programs that act on it (CI, editors, `expect-error`):
// a stable kebab-case name (docs/VALIDATION.md, "Codes"). Its values are in jt/diagnostic_codes.h,
// included only by the files that name one, so a new code rebuilds only those.
enum class Code : std::uint16_t;

// A Diagnostic's code. It has no default on purpose: a Diagnostic cannot be made without saying
// which code it carries (leaving `.code` out of an initializer does not compile).
class DiagnosticCode {
 public:
  constexpr DiagnosticCode(Code code) : code_(code) {}  // implicit: `.code = Code::kWrongType`
  constexpr operator Code() const { return code_; }
  friend constexpr bool operator==(DiagnosticCode, DiagnosticCode) = default;

 private:
  Code code_;
};

struct Diagnostic {
  Severity severity = Severity::kError;
  DiagnosticCode code;  // what kind of problem ("unknown-op"), see code_name()
  std::string file;     // as the user named it; empty when not from a file
  std::string path;     // JSON pointer into the document ("/scripts/0/body/2"); empty for the whole
  int line = 0;         // 1-based; 0 when unknown (a problem found after parsing)
  int column = 0;       // 1-based, counted in bytes of the line
  std::string message;  // what is wrong: "expected X, got Y"
  std::string hint;     // how to fix it; may be empty

  friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

// "unknown-op" for Code::kUnknownOp.
std::string_view code_name(Code code);
// The code named `name`, if there is one.
std::optional<Code> code_named(std::string_view name);
// Every code, in the order of jt/diagnostic_codes.inc (sorted by name).
std::span<const Code> all_codes();

// "error" or "warning".
std::string_view severity_name(Severity severity);

// "FILE:/json/pointer: message" or "FILE:3:14: message", the location parts left out when unknown.
std::string format_location(const Diagnostic& d);

// Appends one step to a JSON pointer, escaping "~" and "/" as RFC 6901 says.
std::string pointer_append(const std::string& pointer, const std::string& token);
std::string pointer_append(const std::string& pointer, std::size_t index);

}  // namespace jt
