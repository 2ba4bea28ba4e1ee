// CLI11's application type, declared: a header that only passes a CLI::App& along includes this,
// not <CLI/CLI.hpp>, whose inline code costs every file that includes it seconds to compile
// (docs/PERFORMANCE.md "Building"). The files that add options include <CLI/CLI.hpp> themselves.
#pragma once

namespace CLI {
class App;
}  // namespace CLI
