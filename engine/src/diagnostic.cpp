#include "jt/diagnostic.h"

#include <array>

#include "jt/diagnostic_codes.h"

namespace jt {
namespace {

struct NamedCode {
  Code code;
  std::string_view name;
};

constexpr std::array kCodes = {
#define JT_CODE(name, text) NamedCode{Code::name, text},
#include "jt/diagnostic_codes.inc"
#undef JT_CODE
};

constexpr std::array kAllCodes = [] {
  std::array<Code, kCodes.size()> out{};
  for (std::size_t i = 0; i < kCodes.size(); ++i)
    out[i] = kCodes[i].code;
  return out;
}();

}  // namespace

std::string_view code_name(Code code) {
  return kCodes[static_cast<std::size_t>(code)].name;
}

std::optional<Code> code_named(std::string_view name) {
  for (const NamedCode& c : kCodes) {
    if (c.name == name) return c.code;
  }
  return std::nullopt;
}

std::span<const Code> all_codes() {
  return kAllCodes;
}

std::string_view severity_name(Severity severity) {
  return severity == Severity::kError ? "error" : "warning";
}

std::string format_location(const Diagnostic& d) {
  std::string out = d.file;
  if (d.line > 0) {
    out += ':' + std::to_string(d.line);
    if (d.column > 0) out += ':' + std::to_string(d.column);
  } else if (!d.path.empty()) {
    out += ':' + d.path;
  }
  return out;
}

std::string pointer_append(const std::string& pointer, const std::string& token) {
  std::string out = pointer;
  out += '/';
  for (char c : token) {
    if (c == '~') {
      out += "~0";
    } else if (c == '/') {
      out += "~1";
    } else {
      out += c;
    }
  }
  return out;
}

std::string pointer_append(const std::string& pointer, std::size_t index) {
  return pointer + '/' + std::to_string(index);
}

}  // namespace jt
