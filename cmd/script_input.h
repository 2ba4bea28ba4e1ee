// A sample script's file, read for `sample` and `bench --script` (docs/CLI.md "sample").
#pragma once

#include <optional>
#include <string>

#include "jt/produce/sample_script.h"

namespace jt::cmd {

// The script's text, at most produce::kMaxScriptBytes of it (reported when it cannot be read or is
// more).
std::optional<std::string> read_script(const std::string& path);

// The script read and checked (its problems reported: nullopt then, a usage error).
std::optional<produce::SampleScript> load_script(const std::string& path);

}  // namespace jt::cmd
