// The one rule every writer follows for where an output's bytes go (docs/CLI.md "Outputs"), so
// that an output never replaces what it must not: only an ordinary file (or a missing one) is
// replaced, by renaming a finished temporary file over it; a link to an ordinary file is written
// through (the file it links to replaced, the link kept); a character device or a FIFO is written
// to as a stream, in order, never renamed over; anything else (a directory, a block device, a
// socket, a link to nothing or to a device) is refused. A missing directory is never created.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "jt/encode/result.h"

namespace jt::encode {

enum class OutputKind {
  kNew,     // nothing there: a new file, renamed into place
  kFile,    // an ordinary file, or a link to one: replaced by rename
  kStream,  // a character device or a FIFO (or a link to one): written in order, not replaced
};

struct OutputTarget {
  OutputKind kind = OutputKind::kNew;
  // Where the bytes go: for a link, the file it finally links to (the link itself is kept).
  std::filesystem::path path;
  bool exists() const { return kind != OutputKind::kNew; }
};

// Where `path`'s bytes would go, and whether they may: an error (a sentence naming `path`) for
// what the rule refuses, and for a directory that is missing or that the user cannot write into
// (a new or replaced file), or a stream the user cannot write. Nothing is created or changed.
Result<OutputTarget> resolve_output(const std::filesystem::path& path);

// Writes `bytes` to `path` by the rule: a file's into a temporary file beside it (its
// directory's, for a link's), renamed over it once whole (a replaced file keeps its permissions;
// a new one gets rw-r--r-- less the umask), a stream's in order. `path` is unchanged on failure.
Status write_output(const std::filesystem::path& path, std::string_view bytes);

// Whether two paths name one file: the same real path once symlinks are resolved (the file's, or
// its directory's when the file does not exist yet), or, both existing, the same file (a hard
// link). "-" (standard input or output) is never a file here.
bool same_file(const std::string& a, const std::string& b);

}  // namespace jt::encode
