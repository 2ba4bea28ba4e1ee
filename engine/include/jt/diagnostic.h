// A problem found in the user's input: what is wrong, where, and how to fix it. Library code
// reports these as values; only the command decides how to print them and which exit code follows.
#pragma once

#include <string>
#include <vector>

namespace jt {

enum class Severity { kError, kWarning };

struct Diagnostic {
  Severity severity = Severity::kError;
  std::string file;     // as the user named it; empty when not from a file
  std::string path;     // JSON pointer into the document ("/scripts/0/body/2"); empty for the whole
  int line = 0;         // 1-based; 0 when unknown (a problem found after parsing)
  int column = 0;       // 1-based, counted in bytes of the line
  std::string message;  // what is wrong: "expected X, got Y"
  std::string hint;     // how to fix it; may be empty

  friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

// "FILE:/json/pointer: message" or "FILE:3:14: message", the location parts left out when unknown.
std::string format_location(const Diagnostic& d);

// Appends one step to a JSON pointer, escaping "~" and "/" as RFC 6901 says.
std::string pointer_append(const std::string& pointer, const std::string& token);
std::string pointer_append(const std::string& pointer, std::size_t index);

}  // namespace jt
