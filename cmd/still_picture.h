// What `render` and `sheet` share: the picture's size option, output extensions and writing a PNG.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "jt/produce/video_job.h"
#include "jt/produce/video_settings.h"
#include "jt/render/canvas.h"

namespace jt::cmd {

using produce::lower_extension;
using produce::parse_size;

// Writes a PNG's bytes by the output rule (outputs.h), or to standard output for "-". Reports a
// failure and returns false.
bool write_png(const std::string& png, const std::string& path);
using produce::output_name;  // "standard output" for -

// The canvas as a PNG, written by write_png unless Ctrl-C came meanwhile (then nothing is
// written: interrupted, false), then says what was written: "wrote PATH: WxH, WHAT".
bool write_picture(render::Canvas& canvas, const std::string& path, const std::string& what);

// A still drawn at `time`: its --probe pixels printed as one JSON line (straight RGBA), and the
// picture written (write_picture) when `path` is not empty. False (reported) when it cannot be.
bool finish_still(render::Canvas& canvas, const std::string& path, const std::string& what,
                  double time, const std::vector<std::pair<int, int>>& probes);

}  // namespace jt::cmd
