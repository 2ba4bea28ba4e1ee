// A number option that must be finite: CLI11's Range lets NaN through (every comparison with it is
// false), so `--at NaN` was taken as a time (issue 27).
#pragma once

#include <CLI/CLI.hpp>

#include <cmath>
#include <sstream>
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

// A finite number from `lo` to `hi`, in one message ("expected a finite number from 0 to 1").
inline CLI::Validator finite_between(double lo, double hi) {
  return CLI::Validator(
      [lo, hi](std::string& text) -> std::string {
        std::string why = finite_number()(text);
        const auto format = [](double x) {
          std::ostringstream out;
          out << x;
          return out.str();
        };
        if (why.empty()) {
          const double x = std::stod(text);
          if (x >= lo && x <= hi) return {};
        }
        return "expected a finite number from " + format(lo) + " to " + format(hi) + ", got \"" +
               text + "\"";
      },
      "NUMBER");
}

}  // namespace jt::cmd
