// `render`'s options for segments, parts, the soundtrack alone and the cache (docs/SCALE.md,
// docs/CLI.md "render"), and what identifies a render's parts.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "jt/json/value.h"
#include "render_options.h"

namespace jt::cmd {

void add_scale_options(CLI::App& sub, RenderOptions& options);

// Checks and parses them (--part, --cache-size, --segment-length); reports the first problem.
bool check_scale_options(RenderOptions& options);

// The cache directory: --cache, else $XDG_CACHE_HOME/jabbertoon/segments, else
// ~/.cache/jabbertoon/segments; empty with --no-cache (or without a home).
std::string cache_directory(const RenderOptions& options);

}  // namespace jt::cmd
