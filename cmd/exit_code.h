// The exit codes every subcommand shares (docs/CLI.md).
#pragma once

namespace jt::cmd {

enum ExitCode : int {
  kExitOk = 0,           // success (warnings allowed)
  kExitInputErrors = 1,  // the input has errors (invalid JSON, an invalid program, ...)
  kExitUsage = 2,        // a usage error, a file that cannot be read, or a feature not built yet
};

}  // namespace jt::cmd
