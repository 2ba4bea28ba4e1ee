// The form of a pack's content by its type (the pack format, "Content by type").
#pragma once

#include <string>
#include <string_view>

#include "jt/json/value.h"
#include "packs/check_context.h"

namespace jt::packs::detail {

// `content` (an object, at /content) of a pack of type `type`: a behaviour's or a scene's is a
// program of that kind; a cartoon's holds only cast, places and program (required, of kind
// "cartoon"). A character's, a background's and a prop's are objects here; their parts are the
// character and stage checks'. A sound's is a recipe (jt/packs/sound_recipe.h).
void check_content(const json::Value& content, std::string_view type, CheckContext& c);

// A cartoon's content (at `pointer`: "/content" in a pack, "" in a file of its own) holds only
// cast, places and program: the same rule for both.
void check_cartoon_keys(const json::Object& content, const std::string& pointer, CheckContext& c);

}  // namespace jt::packs::detail
