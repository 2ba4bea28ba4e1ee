// Where packs are looked up (docs/PACKS.md, "Where packs are found").
#pragma once

#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace jt::packs {

// The directories to load, first to last: each `option_dirs` entry (--packs DIR), then each
// directory of `env_value` (JABBERTOON_PACKS, ':'-separated; empty entries are skipped), then the
// shipped packs: `packs` in `binary_dir` when it is a directory, else `packs` in its parent (a
// build directory inside the source tree: build/jabbertoon finds ../packs). An empty
// `binary_dir` (unknown) adds no shipped directory.
std::vector<std::filesystem::path> pack_search_path(std::span<const std::string> option_dirs,
                                                    std::string_view env_value,
                                                    const std::filesystem::path& binary_dir);

}  // namespace jt::packs
