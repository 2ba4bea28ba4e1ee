// A number option that must be finite: CLI11's Range lets NaN through (every comparison with it is
// false), so `--at NaN` was taken as a time (issue 27).
#pragma once

#include <CLI/CLI.hpp>

#include <cmath>
#include <string>

namespace jt::cmd {

inline CLI::Validator finite_number() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        double x = 0;
        try {
          std::size_t used = 0;
          x = std::stod(text, &used);
          if (used != text.size()) return "expected a number, got \"" + text + "\"";
        } catch (const std::exception&) {
          return "expected a number, got \"" + text + "\"";
        }
        return std::isfinite(x) ? std::string() : "expected a finite number, got \"" + text + "\"";
      },
      "NUMBER");
}

}  // namespace jt::cmd
