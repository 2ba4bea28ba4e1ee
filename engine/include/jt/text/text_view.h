// The text view (spec §7.9, §8.7): a program printed as the readable outline the block editor
// shows, the screenplay view of scenes and cartoons. One way: nothing parses it back. Every block
// prints as written (friendly blocks as themselves, not desugared), one line each, its body
// indented two spaces; docs/TEXT.md lists every line's wording.
#pragma once

#include <string>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::text {

// The outline of a behaviour, scene or cartoon program, or of the program a pack holds (a cartoon
// pack's outer cast and places merged in, program_of.h). Each line ends with "\n". Whatever the
// value holds, it prints something and never fails: a block it does not know prints as its op and
// arguments. text_view_errors() says whether the value is a program at all.
std::string to_text(const json::Value& program);

// Why `file` has no text view: it is not a program (or a pack holding one) of the form spec §1
// gives: an object with a known "kind" and a list of "scripts", each an object with a "body"
// list. Empty when to_text() can print it. `file_name` goes into each Diagnostic's `file`.
std::vector<Diagnostic> text_view_errors(const json::Value& file,
                                         const std::string& file_name = {});

}  // namespace jt::text
