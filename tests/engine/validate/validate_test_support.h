// Helpers for the validation tests: JSON from text, and a report as "error /path: message" lines
// so a test compares every problem found, not just a count.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "jt/validate/validate.h"
#include "support/json_text.h"

namespace jt::validate::test {

using test_support::parse_json;

inline std::vector<std::string> lines(const Report& report) {
  std::vector<std::string> out;
  for (const Diagnostic& d : report.errors)
    out.push_back("error " + d.path + ": " + d.message);
  for (const Diagnostic& d : report.warnings) {
    out.push_back("warning " + d.path + ": " + d.message);
  }
  return out;
}

// The problems of a program given as JSON text.
inline std::vector<std::string> program_problems(std::string_view text) {
  return lines(validate_program(parse_json(text), "p.json"));
}

// A behaviour whose one script has the blocks `body` (JSON text of a list).
inline std::string behaviour(std::string_view body, std::string_view extra = {}) {
  return std::string(R"({"v": 1, "kind": "behaviour", "name": "t", )") + std::string(extra) +
         R"("scripts": [{"body": )" + std::string(body) + "}]}";
}

}  // namespace jt::validate::test
