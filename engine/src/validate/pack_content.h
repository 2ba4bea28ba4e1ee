// A pack's content by its type, and a cartoon's {cast?, places?, program}: shared by packs, bare
// cartoon files and the entries of a catalog.
#pragma once

#include "jt/json/value.h"
#include "validate/reporter.h"

namespace jt::validate {

// The content of `pack` (a behaviour's or a scene's program, a cartoon's, a character), its
// pointers under "/content". The manifest is packs::read_pack's.
void check_pack_content(const json::Value& pack, Reporter& report);

// A cartoon pack's content: the outer cast and places, and the program at "/program".
void check_cartoon_content(const json::Value& content, Reporter& report);

}  // namespace jt::validate
