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

// Where a muxer writes (jt/encode/output_file.h's rule): a temporary file renamed over `target`
// once finished, or a stream written as it goes (standard output, a character device, a FIFO).
struct MuxTarget {
  std::filesystem::path target;  // a link's file, not the link; empty for a stream
  std::filesystem::path temp;    // empty for a stream
  std::string url;               // what libavformat opens: "file:TEMP", "pipe:1", "file:DEVICE"
  bool streaming() const { return temp.empty(); }
};

// The target for `path` (kStandardOutput: standard output), its temporary file created; an
// error for what the rule refuses.
Result<MuxTarget> mux_target(const std::string& path);

// Opens `output`'s file, `url` (mux_target's), and writes the container's header with the
// muxer's `options` (muxer_options(): "movflags", ...).
Status open_and_write_header(AVFormatContext* output, const std::string& url,
                             const std::vector<std::pair<std::string, std::string>>& options = {});

}  // namespace jt::encode
