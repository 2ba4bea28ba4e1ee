// The sound files a cartoon names (a say block's `clip`), as plain data: where they are named, and
// the rule their paths follow (docs/VALIDATION.md, "Clips"). A cartoon is untrusted, so a clip is
// a relative path inside the cartoon's folder or an --assets folder: never absolute, never "..",
// nothing that is not a plain file name (checked when a program is prepared). Opening the file (and
// following links, which must stay inside the folder) is encode's (jt/encode/clip_file.h): the
// engine does no I/O.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::validate {

inline constexpr std::size_t kMaxClipPath = 1024;

// A clip as named in a document: the JSON pointer of its `clip` member and the path written.
struct ClipReference {
  std::string pointer;
  std::string clip;
};

// Every clip a document names (a `clip` string on a say, sound or music block, anywhere), in
// document order.
std::vector<ClipReference> clip_references(const json::Value& document);

// What is wrong with a clip's path as written, or nullopt when its form is allowed: 1 to 1024
// bytes of folder names and a file name separated by "/", none of them "." or "..", empty or
// starting with "-"; no leading "/", no backslash, no control character.
std::optional<std::string> clip_path_problem(std::string_view clip);

// How to name a clip, the hint of a path whose form is not allowed (prepare reports it, as an
// error at the block's `clip`).
inline constexpr std::string_view kClipPathHint =
    "a clip is a file inside the cartoon's folder (or an --assets folder), named relative to it, "
    "as \"voices/hello.wav\"";

}  // namespace jt::validate
