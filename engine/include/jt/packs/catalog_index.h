// The catalog documents of a packs directory (the pack format, "Catalogs"): index.json lists every
// pack but the characters, characters/index.json the character packs, both as
// {"pack_index": 1, "count": n, "packs": [...]} with each pack whole plus its "file" under the
// packs directory ("behaviours/bounce.json").
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"
#include "jt/packs/pack.h"

namespace jt::packs {

inline constexpr std::string_view kIndexFile = "index.json";
inline constexpr std::string_view kCharacterIndexFile = "characters/index.json";

// The index document of `packs`, in their order, each with its Pack::file as "file".
json::Value make_index(std::span<const Pack> packs);

struct IndexRead {
  std::vector<Pack> packs;  // the entries that passed their checks, "file" taken out of each
  std::vector<Diagnostic> diagnostics;
};

// Reads an index document; `file` names it in diagnostics, which point into it
// ("index.json:/packs/3/content_hash").
IndexRead read_index(const json::Value& index, const std::string& file);

}  // namespace jt::packs
