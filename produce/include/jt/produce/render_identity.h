// What identifies a render's bytes (docs/SCALE.md): its parts and soundtrack must share it to be
// joined, and its segments' cache keys start with it.
#pragma once

#include <cstdint>
#include <string>

#include "jt/json/value.h"

namespace jt::produce {

// The versions of the libraries that decide a render's bytes (Cairo, Pango, libav*, x264, ...).
json::Object library_versions();

// The SHA-256 of this program's own file: a segment made by another build may differ.
const std::string& build_fingerprint();

// The input's content hash, the settings that decide the bytes (`settings` as in the manifest,
// less "audio"; the segment length added), the tool's and libraries' versions, the build, and
// the frames [first, first + count).
json::Value render_identity(const json::Object& settings, double segment_length,
                            const std::string& input_hash, std::int64_t first, std::int64_t count);

}  // namespace jt::produce
