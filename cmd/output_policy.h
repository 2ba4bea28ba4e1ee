// Whether a command may write over a file that is already there, as ffmpeg decides it: -y
// overwrites, -n never does, and without either a terminal is asked and anything else (a script,
// CI) gets an error and keeps the file (docs/CLI.md "Outputs").
#pragma once

#include "cli_fwd.h"

#include <cstdint>
#include <string>
#include <vector>

namespace jt::cmd {

enum class Overwrite { kAsk, kYes, kNo };

// Adds -y/--overwrite and -n/--no-overwrite to a subcommand that writes files.
void add_overwrite_options(CLI::App& sub, Overwrite& policy);

// An output as the user sees it: `path` is what is checked, `name` what a message calls it
// ("frames/f_000000.png ... (120 files)" for a sequence).
struct PlannedOutput {
  std::string path, name;
};

// Whether every existing one of `outputs` may be replaced under `policy`: asks on a terminal, and
// otherwise reports each file that is kept. True when nothing is there. `stdin_is_input`: the
// command reads standard input, which then cannot answer a question.
bool may_write(const std::vector<PlannedOutput>& outputs, Overwrite policy, bool stdin_is_input);

}  // namespace jt::cmd
