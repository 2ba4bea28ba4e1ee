// How the text view says values, channels and parts (docs/TEXT.md "Values" and "Parts").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/json/value.h"

namespace jt::text {

// A value as written: a number as JavaScript prints it (json::format_number), a formula in
// parentheses without its "=" ("=0.9*pi" -> "(0.9*pi)"), any other string in quotes, anything
// else as compact JSON.
std::string value_text(const json::Value& v);
// A word argument (an ease, a mood, a place, a view): a string as it is, anything else as a value.
std::string word_text(const json::Value& v);
// Text in double quotes, escaped as JSON.stringify escapes it: "Is it?".
std::string in_quotes(std::string_view text);
// A text argument (a line, a caption, a name, a key): a string quoted (never read as a formula),
// anything else as a value.
std::string text_value(const json::Value& v);

// A channel as words: "part:claw:-1" -> "left claw", "part:arm" -> "arms", "part:tail#2" ->
// "tail #2", "lift:arm:-1" -> "left arm lift"; dx, dy, rot, sx, sy, mouth, blink, mood as they are.
// A name that is not a channel is printed as it is.
std::string channel_text(std::string_view name);
// `ch` of a block: one channel, or a list of them joined with " + " ("left shin + right shin").
std::string channels_text(const json::Value& ch);
// A part a friendly block names: a part word as written ("right forearm"); a channel or a legacy
// name as its word ("part:arm:-1", "arm_l" -> "left arm"); anything else as written.
std::string part_text(const json::Value& name);
// The limbs of a reach or release: part words, or the limbs' pose keys ("hand:1" -> "right
// hand"), a list joined with " + ".
std::string limbs_text(const json::Value& part);

// `prefix` and `text`, built by appending: GCC 12 warns falsely (-Wrestrict, its bug 105651)
// about "literal" + std::string&&.
std::string prefixed(std::string_view prefix, std::string_view text);

// Strings joined with a separator.
std::string join(const std::vector<std::string>& items, std::string_view separator);

}  // namespace jt::text
