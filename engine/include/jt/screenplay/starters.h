// The starters `jabbertoon new` writes (docs/CLI.md "jabbertoon new"): small, valid, commented
// files that render as they are, for a person's first cartoon, scene or move.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace jt::screenplay {

// The starter of `kind` ("cartoon" and "scene": a screenplay; "move": a behaviour program as JSON)
// named `name` (its title); nullopt for another kind.
std::optional<std::string> starter(std::string_view kind, std::string_view name);

}  // namespace jt::screenplay
