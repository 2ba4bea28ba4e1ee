// The values of jt::Code (declared in jt/diagnostic.h), one for each line of
// jt/diagnostic_codes.inc. Include this where a code is named (`Code::kUnknownOp`).
#pragma once

#include "jt/diagnostic.h"

namespace jt {

enum class Code : std::uint16_t {
#define JT_CODE(name, text) name,
#include "jt/diagnostic_codes.inc"
#undef JT_CODE
};

// `d.code == Code::kUnknownOp` (and EXPECT_EQ(d.code, Code::kUnknownOp)) without ambiguity between
// DiagnosticCode's own == and the built-in one for Code.
constexpr bool operator==(DiagnosticCode a, Code b) {
  return static_cast<Code>(a) == b;
}

}  // namespace jt
