// The checks of a pack's manifest (the pack format, "Manifest") and of the form of its content by
// type. The content hash is compared by check_content_hash (content_hash.h), a program's blocks by
// the program's own validation, a character's parts by the character checks.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::packs {

inline constexpr std::array<std::string_view, 5> kLicenses = {"cc0", "cc-by", "c4c-free",
                                                              "c4c-paid", "own"};

// Errors and warnings about `pack`, each with `file` and the JSON pointer of the field. A user-made
// pack (id "local:...") must also have author {"id": "local"}, licence "own", remixable false.
std::vector<Diagnostic> check_manifest(const json::Value& pack, const std::string& file);

}  // namespace jt::packs
