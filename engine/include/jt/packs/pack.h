// A pack that passed its checks: its manifest's main fields at hand, and the whole pack as written.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::packs {

struct Pack {
  std::string id;           // "c4c:beh:bounce"
  std::string type;         // "behaviour", "character", "cartoon", ...
  std::string version;      // "1.0.0"
  std::string name;         // "Bounce"
  std::string description;  // empty when the pack has none
  std::string file;         // its file: relative to its packs directory ("behaviours/bounce.json")
  json::Value json;         // the whole pack as its file holds it, manifest and content

  const json::Value& content() const { return *json.find("content"); }
};

struct PackRead {
  std::optional<Pack> pack;  // set when there is no error (warnings allowed)
  std::vector<Diagnostic> diagnostics;
};

// Checks `value` as a pack: its manifest (check_manifest), its content_hash, and that a user-made
// pack's id is the start of that hash. `file` names it in diagnostics and becomes Pack::file.
PackRead read_pack(json::Value value, const std::string& file);

}  // namespace jt::packs
