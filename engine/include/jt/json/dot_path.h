// A value inside a JSON document named the short way people write it: "dx", "parts.arm:1",
// "characters.A.x", "timeline.0.kind" (object keys and array indices, joined by dots). What
// `pose --select` and `sample`'s `expect` and `snapshot` use.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "jt/json/value.h"

namespace jt::json {

// The value at `path` in `root`, or nullptr when there is none. "" is the root.
const Value* at_dot_path(const Value& root, std::string_view path);

// A document holding only the values at `paths`, each where it was (a path that names nothing is
// left out and listed in `missing`).
Value select_paths(const Value& root, const std::vector<std::string>& paths,
                   std::vector<std::string>* missing = nullptr);

}  // namespace jt::json
