// Outputs that would overwrite what a command reads or another of its outputs (issue "Hostile
// input": `--manifest` equal to the input replaced the cartoon; equal to `-o` replaced the video).
#pragma once

#include <span>
#include <string>

namespace jt::cmd {

// Whether two paths name one file: the same real path once symlinks are resolved (the file's, or
// its directory's when the file does not exist yet), or, both existing, the same file (a hard
// link). "-" (standard input or output) is never a file here.
bool same_file(const std::string& a, const std::string& b);

// A path and the option it came from, for the message: {"--manifest", "v.json"}.
struct NamedPath {
  std::string option;  // "-o", "--manifest", "--subtitles", "the input"
  std::string path;
};

// Reports (a usage error) the first output that is the same file as an earlier output or as an
// input, and returns false; true when every output is a file of its own.
bool check_outputs_apart(std::span<const NamedPath> outputs, std::span<const NamedPath> inputs);

}  // namespace jt::cmd
