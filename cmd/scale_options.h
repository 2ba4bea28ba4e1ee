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

// The segment length in frames (check_scale_options made sure it is whole).
std::int64_t segment_frames(const RenderOptions& options);

// The cache directory: --cache, else $XDG_CACHE_HOME/jabbertoon/segments, else
// ~/.cache/jabbertoon/segments; empty with --no-cache (or without a home).
std::string cache_directory(const RenderOptions& options);

// The SHA-256 of this program's own file: a segment made by another build may differ.
const std::string& build_fingerprint();

// What a render's parts and its soundtrack must share to be joined: the input's content hash, the
// settings that decide the bytes, the tool's and libraries' versions, the build, the frames.
json::Value render_identity(const RenderOptions& options, const json::Object& settings,
                            const std::string& input_hash, std::int64_t first, std::int64_t count);

}  // namespace jt::cmd
