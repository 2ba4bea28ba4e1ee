// Helpers for the desugaring tests: a body of blocks written as JSON text goes in, the desugared
// body comes out, compared with the expected JSON written out by hand from the spec. Bodies are
// compared as canonical JSON text (keys sorted, numbers in JavaScript's shortest form), so a
// mismatch prints both sides.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/diagnostic_codes.h"
#include "jt/json/parse.h"
#include "jt/json/value.h"
#include "jt/json/write.h"
#include "jt/program/desugar.h"

namespace jt::program::testing {

inline json::Value parse_json(std::string_view text) {
  json::ParseResult parsed = json::parse(text);
  EXPECT_TRUE(parsed.ok()) << "bad JSON in the test: " << text;
  return parsed.value;
}

inline std::string canonical(const json::Value& value) {
  json::WriteResult written = json::write_canonical(value);
  EXPECT_TRUE(written.ok());
  return written.text;
}

// A behaviour whose one script has `body` (a JSON list of blocks, as text).
inline json::Value program_with_body(std::string_view body) {
  json::Object script;
  script.set("body", parse_json(body));
  json::Object program;
  program.set("v", 1);
  program.set("kind", "behaviour");
  program.set("scripts", json::Array{std::move(script)});
  return program;
}

struct Desugared {
  std::string body;  // canonical text of the desugared script body
  std::vector<Diagnostic> diagnostics;
};

inline Desugared desugar_body(std::string_view body) {
  Desugared out;
  const json::Value program = desugar(program_with_body(body), "", out.diagnostics);
  const json::Value* scripts = program.find("scripts");
  if (scripts == nullptr || !scripts->is_array() || scripts->as_array().empty()) {
    ADD_FAILURE() << "the desugared program lost its script";
    return out;
  }
  const json::Value* desugared = scripts->as_array().front().find("body");
  out.body = desugared == nullptr ? "" : canonical(*desugared);
  return out;
}

inline std::string describe(const std::vector<Diagnostic>& diagnostics) {
  std::string out;
  for (const Diagnostic& d : diagnostics) {
    out += (d.severity == Severity::kError ? "error " : "warning ") + d.path + ": " + d.message +
           " (" + d.hint + ")\n";
  }
  return out;
}

// The body desugars to `expected` (a JSON list of blocks), with no error and no warning.
inline void expect_desugars(std::string_view body, std::string_view expected) {
  const Desugared out = desugar_body(body);
  EXPECT_EQ(out.body, canonical(parse_json(expected))) << "desugaring " << body;
  EXPECT_TRUE(out.diagnostics.empty()) << describe(out.diagnostics);
}

// The body gives exactly one diagnostic, of this severity, at this path, with this message.
inline Diagnostic expect_one_diagnostic(std::string_view body, Severity severity,
                                        std::string_view path, std::string_view message) {
  const Desugared out = desugar_body(body);
  EXPECT_EQ(out.diagnostics.size(), 1u) << describe(out.diagnostics);
  if (out.diagnostics.empty()) return {.code = Code::kInternalError};  // a failure, said above
  const Diagnostic& d = out.diagnostics.front();
  EXPECT_EQ(d.severity, severity);
  EXPECT_EQ(d.path, path);
  EXPECT_EQ(d.message, message);
  return d;
}

}  // namespace jt::program::testing
