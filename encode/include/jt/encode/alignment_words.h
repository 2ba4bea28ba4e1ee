// A line's text as the words a recogniser aligns to its recording (docs/ENCODING.md, "Recorded
// lines"): lowercase, punctuation dropped, and the JSGF grammar that accepts exactly them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace jt::encode {

// The words of `text` in order: runs of letters, digits and apostrophes inside a word ("don't"),
// ASCII letters lowercased; anything else (spaces, punctuation, a hyphen, a dash) separates words.
// A letter outside ASCII stays as it is (the dictionary will not know the word).
std::vector<std::string> alignment_words(std::string_view text);

// A JSGF grammar whose one public rule is `tokens` in order, each once (a token may be an optional
// one, "[word]"); PocketSphinx adds its silences and noises between any two unless told not to.
std::string alignment_grammar(const std::vector<std::string>& tokens);

}  // namespace jt::encode
