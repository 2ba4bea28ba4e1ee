// Outputs, for every subcommand that writes one (docs/CLI.md "Outputs"): checked before any work
// (writable by jt/encode/output_file.h's rule, not an input, not another output, not an existing
// file replaced without -y or a question), then written by that rule (a file replaced whole by
// rename, a link's file written through, a device or FIFO as a stream).
#pragma once

#include "cli_fwd.h"
#include "jt/encode/output_file.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace jt::cmd {

enum class Overwrite { kAsk, kYes, kNo };

// Adds -y/--overwrite and -n/--no-overwrite to a subcommand that writes files.
void add_overwrite_options(CLI::App& sub, Overwrite& policy);

// A path and the option it came from, for the message: {"--manifest", "v.json"}.
struct NamedPath {
  std::string option;  // "-o", "--manifest", "--subtitles", "the input"
  std::string path;
};

using encode::same_file;

// Reports (a usage error) the first output that is the same file as an earlier output or as an
// input, and returns false; true when every output is a file of its own.
bool check_outputs_apart(std::span<const NamedPath> outputs, std::span<const NamedPath> inputs);

// Reports each output the rule refuses or cannot write (a directory, a block device, a link to
// nothing, a missing or read-only directory); true when every one can be written. "-" (standard
// output) always can.
bool check_outputs_writable(std::span<const NamedPath> outputs);

// An output as the user sees it: `path` is what is checked, `name` what a message calls it
// ("frames/f_000000.png ... (120 files)" for a sequence).
struct PlannedOutput {
  std::string path, name;
};

// Whether every existing file of `outputs` may be replaced under `policy`: asks on a terminal, and
// otherwise reports each file that is kept. True when nothing is there (a device or a FIFO is
// written to, not replaced: never asked about). `stdin_is_input`: the command reads standard
// input, which then cannot answer a question.
bool may_write(const std::vector<PlannedOutput>& outputs, Overwrite policy, bool stdin_is_input);

// Every check, before a command reads or draws anything: apart from the inputs and from each
// other, writable, and replaced only as `policy` allows. kExitOk, kExitUsage (refused, reported)
// or kExitInputErrors (an existing file kept).
int check_outputs(std::span<const NamedPath> outputs, std::span<const NamedPath> inputs,
                  Overwrite policy, bool stdin_is_input);

// Writes `bytes` to `path` by the rule. On failure reports it (the file named) and returns false;
// `path` is then unchanged.
bool write_output(const std::string& path, std::string_view bytes);

// The bytes of `path`, a file already read once as JSON (load_json checked its size). On failure
// reports it and sets `exit_code` to 2.
std::optional<std::string> read_bytes(const std::string& path, int& exit_code);

}  // namespace jt::cmd
