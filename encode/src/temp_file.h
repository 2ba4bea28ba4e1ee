// The temporary file a writer fills before renaming it over its target: in the target's own
// directory, so that the rename is atomic and never crosses file systems.
#pragma once

#include <filesystem>

#include "jt/encode/result.h"

namespace jt::encode {

// Creates a new empty file ".<name>.<pid>-<n>.part" beside `target` (created exclusively, with
// the permissions a new file gets from the umask) and returns its path.
Result<std::filesystem::path> create_temp_beside(const std::filesystem::path& target);

}  // namespace jt::encode
