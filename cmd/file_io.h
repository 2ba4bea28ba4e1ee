// Reading a file's bytes as they are, and replacing a file atomically, for the subcommands that
// rewrite files (`pack hash --fix`, `pack index`).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace jt::cmd {

// The bytes of `path`, a file already read once as JSON (load_json checked its size). On failure
// reports it and sets `exit_code` to 2.
std::optional<std::string> read_bytes(const std::string& path, int& exit_code);

// Writes `text` to a temporary file beside `path`, then renames it over `path`, so a reader sees
// the old file or the new one, never half of one. The new file keeps the old one's permissions
// (rw-r--r-- when there was none). On failure reports it and returns false; `path` is unchanged.
bool write_atomically(const std::filesystem::path& path, std::string_view text);

}  // namespace jt::cmd
