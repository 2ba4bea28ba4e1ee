// Text from a cartoon made safe to hand to Pango (issue "Hostile input"): at most
// kMaxDrawnCharacters characters, since Pango's layout time grows with the square of an unbroken
// line's length (a 100,000-letter caption took 19 s a frame), and each lone surrogate (kept as
// WTF-8, as JSON.parse keeps "\ud800") or byte that is not UTF-8 replaced by U+FFFD, which Pango
// would otherwise refuse with a warning on every frame.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "jt/program/drawn_text.h"  // kMaxDrawnCharacters

namespace jt::render {

// `text` as it is drawn: valid UTF-8, cut after kMaxDrawnCharacters characters with "…".
// Reads at most about 4 × kMaxDrawnCharacters bytes of `text`, however long it is.
std::string drawable_text(std::string_view text);

}  // namespace jt::render
