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

// A file of a PNG sequence: its path and the frame number its name carries (-1 when that number
// has too many digits to be one).
struct SequenceFile {
  std::string path;
  std::int64_t index = -1;
};

// The files of a PNG sequence `output` (out.png: out_000000.png, out_000001.png, ...) already in
// its directory, in name order.
std::vector<SequenceFile> existing_sequence_files(const std::string& output);

// Several files named by their first and last: "f_000000.png ... f_000119.png (120 files)"; one
// file by its name.
std::string file_range(const std::string& first, const std::string& last, std::int64_t count);

}  // namespace jt::cmd
