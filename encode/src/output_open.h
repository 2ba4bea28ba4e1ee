// The muxer's file opened and its header written: the same first steps for a video, a soundtrack
// and a join.
#pragma once

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "jt/encode/result.h"

struct AVFormatContext;

namespace jt::encode {

// Opens `output`'s file, `temp` (or standard output when `streaming`), and writes the
// container's header with the muxer's `options` (muxer_options(): "movflags", ...).
Status open_and_write_header(AVFormatContext* output, const std::filesystem::path& temp,
                             bool streaming,
                             const std::vector<std::pair<std::string, std::string>>& options = {});

}  // namespace jt::encode
