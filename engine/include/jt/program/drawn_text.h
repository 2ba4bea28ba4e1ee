// The words of a line or a caption as the renderer draws them (issue "Hostile input"): at most
// kMaxDrawnCharacters characters (Pango's layout time grows with the square of an unbroken line's
// length), a lone surrogate drawn as U+FFFD. Validation warns about both; render/ draws so.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace jt {

inline constexpr std::size_t kMaxDrawnCharacters = 500;

// The characters of UTF-8 (or WTF-8) text: its bytes that are not continuation bytes.
std::size_t character_count(std::string_view text);

// Whether `text` holds a lone surrogate (WTF-8's ED A0..BF xx, as "\ud800" is kept).
bool has_lone_surrogate(std::string_view text);

// The words a line keeps (issue "Hostile input, third round": a 100 KB line took 7.6 s and
// 720 MB to plan, its speech synthesised whole): `text` itself when it has at most
// kMaxDrawnCharacters characters, else its first kMaxDrawnCharacters and "…", so that what is
// spoken, planned and written is what is drawn (drawable_text of the kept words is drawable_text
// of the whole). Reads at most about 4 × kMaxDrawnCharacters bytes of `text`.
std::string kept_words(std::string_view text);

// `text` as it is drawn: valid UTF-8, cut after kMaxDrawnCharacters characters with "…", each
// lone surrogate (kept as WTF-8, as JSON.parse keeps "\ud800") or byte that is not UTF-8
// replaced by U+FFFD, which Pango would otherwise refuse with a warning on every frame. Reads at
// most about 4 × kMaxDrawnCharacters bytes of `text`, however long it is.
std::string drawable_text(std::string_view text);

}  // namespace jt
