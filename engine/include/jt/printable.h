// Text from a file made safe to print for people (issue "Hostile input"): a cast name, a mood, an
// op, a formula or an id may hold control characters that a terminal obeys (ESC [2J clears the
// screen, an OSC sets the window title, "\r" hides what came before). Every message and every
// text output goes through this; JSON output is escaped by the JSON writer already.
#pragma once

#include <string>
#include <string_view>

namespace jt {

enum class Newlines { kEscape, kKeep };

// `text` with every C0 control character (but "\n" under Newlines::kKeep), DEL, every C1 control
// character (U+0080-U+009F) and the bidirectional overrides and isolates (U+202A-U+202E,
// U+2066-U+2069) written as escapes ("\e", "\r", "\t", "\n", "\x07", "\u009b", "\u202e"), and each
// byte that is not UTF-8 as "\xff". A backslash stays as it is. Printable text is unchanged.
std::string printable(std::string_view text, Newlines newlines = Newlines::kEscape);

// Text from a file as a message quotes it: whole up to `max_characters` characters (UTF-8),
// else its first ones and "… (N characters)", so a 100 KB formula or caption is not printed whole.
std::string shortened(std::string_view text, std::size_t max_characters = 80);

}  // namespace jt
