// Mending a pack file's content_hash (`jabbertoon pack hash --fix`) with as small a change to the
// file as can be made.
#pragma once

#include <string>
#include <string_view>

#include "jt/json/value.h"

namespace jt::packs {

struct HashFix {
  std::string text;  // the file's new text
  bool bytes_kept;   // only the hash's characters changed; false: the pack was written anew
};

// `text`, the file `pack` (an object) was read from, with the pack's content_hash set to `hash`.
// When the content_hash string can be found in `text` and the text with the new hash in its place
// reads back as `pack` with that hash, those are the only bytes that change. Otherwise (no
// content_hash, one that is not a plain string, escapes in its key) the pack is written as
// JSON.stringify(pack, null, 2) + "\n", a missing content_hash placed before "content".
HashFix with_content_hash(std::string_view text, const json::Value& pack, const std::string& hash);

}  // namespace jt::packs
