// What a share code made from a file holds (the link formats, §5).
#pragma once

#include <optional>
#include <string>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::packs {

struct Shareable {
  json::Value value;                // what the code holds
  std::string kind;                 // "behaviour", "scene", "cartoon" or "character"
  std::optional<Diagnostic> error;  // `file` holds nothing a link can carry

  bool ok() const { return !error.has_value(); }
};

// A behaviour, scene or cartoon pack gives its program (program_of: a cartoon's outer cast
// and places merged into its program); a character pack gives
// {"type": "character", "name": <its name>, "content": <its content>}. A bare program (an object
// with a "kind") or a bare character ({"type": "character", ...}) is shared as it is.
Shareable shareable(const json::Value& file_value, const std::string& file);

}  // namespace jt::packs
