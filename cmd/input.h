// Reading the files a subcommand is given: JSON errors and unreadable files reported the same way
// by every subcommand, with the exit code that goes with them.
#pragma once

#include <optional>
#include <string>

#include "jt/json/value.h"

namespace jt::cmd {

struct LoadedFile {
  std::string path;  // as the user gave it ("-" for stdin)
  json::Value value;
  std::string text;  // the bytes read (a JSON file's, a screenplay's)
};

// Parses `path` ("-" = stdin). On failure reports the problem and sets `exit_code` to 2 for a file
// that cannot be read, 1 for invalid JSON (keeping the higher of it and what it held before).
std::optional<LoadedFile> load_json(const std::string& path, int& exit_code);

}  // namespace jt::cmd
