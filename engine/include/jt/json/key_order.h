// The orders in which writers visit an object's members.
#pragma once

#include <vector>

#include "jt/json/value.h"

namespace jt::json {

// JavaScript's Object.keys() order, which JSON.stringify follows: keys that are array indices
// (the canonical decimal form of an integer 0 .. 2^32 - 2, like "0" or "17" but not "017") first,
// in ascending numeric order, then the other keys in document order.
std::vector<const Member*> js_key_order(const Object& object);

// The canonical JSON order: keys sorted by their UTF-16 code units, as JavaScript's default sort
// compares strings. It differs from UTF-8 byte order: "\u{1F600}" (UTF-16 D83D DE00) sorts before
// "\u{FFFF}", though its UTF-8 bytes sort after.
std::vector<const Member*> canonical_key_order(const Object& object);

}  // namespace jt::json
