// What a scene or a cartoon uses and declares (docs/CLI.md "inspect"): its cast, places, moves,
// voices, clips, props and params, found in its JSON, and what it declares and never uses. Plain
// data; the plan's length and scenes are the command's to add (they need the runtime's providers).
#pragma once

#include <string>
#include <vector>

#include "jt/json/value.h"

namespace jt::inspect {

struct CastMember {
  std::string id, name, template_name, voice;  // empty when not given
};

struct Inventory {
  std::string kind, name;  // "cartoon" or "scene"; the program's name (may be empty)
  std::vector<CastMember> cast;
  // Each once, in order of first use in the file.
  // props: each put's prop pack as written (its `pack`, else the prop's name: a shipped prop).
  std::vector<std::string> places, moves, voices, clips, props, params;
  // Declared and never used: params no formula names, cast members no block names.
  std::vector<std::string> unused_params, unused_cast;
};

// The inventory of `program` (a scene or cartoon program, or a cartoon pack's content with its
// cast beside the program).
Inventory take_inventory(const json::Value& program);

// {kind, name, cast: [{id, name?, template?, voice?}], places, moves, voices, clips, props,
// params, unused: {params, cast}}.
json::Value inventory_to_json(const Inventory& inventory);

}  // namespace jt::inspect
