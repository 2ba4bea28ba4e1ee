// Replacing a file's whole content at once: written to a hidden temporary file beside it, then
// renamed over it, so a reader sees the old file or the new one, never half of one.
#pragma once

#include <filesystem>
#include <string_view>

#include "jt/encode/result.h"

namespace jt::encode {

// Writes `bytes` beside `path` (".NAME.XXXXXX", flushed to the disk), then renames it over
// `path`. The new file keeps the old one's permissions (rw-r--r-- when there was none). On
// failure `path` is unchanged and the error says why (the system's words).
Status write_whole_file(const std::filesystem::path& path, std::string_view bytes);

}  // namespace jt::encode
