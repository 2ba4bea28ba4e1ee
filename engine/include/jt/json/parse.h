// Reading JSON text into a Value, the way JavaScript's JSON.parse reads it, with limits that keep
// hostile input (huge, deeply nested) from exhausting memory or the stack. See docs/JSON.md.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "jt/diagnostic.h"
#include "jt/json/value.h"

namespace jt::json {

inline constexpr int kDefaultMaxDepth = 512;
inline constexpr std::size_t kDefaultMaxDocumentBytes = std::size_t{64} * 1024 * 1024;

struct ParseLimits {
  // Arrays and objects nested inside each other; the root container is level 1.
  int max_depth = kDefaultMaxDepth;
  // Bytes of the whole document, a leading byte order mark included.
  std::size_t max_document_bytes = kDefaultMaxDocumentBytes;
  // A key written twice in one object is an error (duplicate-key), where JSON.parse would keep the
  // last value silently; true reads such a document as JSON.parse does.
  bool allow_duplicate_keys = false;
};

// Why a parse failed, so the command can pick its exit code.
enum class ParseFailure {
  kNone,        // parsed
  kUnreadable,  // the file could not be read (missing, a directory, no permission): exit 2
  kTooLarge,    // over ParseLimits::max_document_bytes, refused before reading it all: exit 1
  kInvalid,     // read, but not valid JSON (or nested too deeply, or a number out of range): exit 1
};

struct ParseResult {
  Value value;                      // null unless ok()
  std::optional<Diagnostic> error;  // set exactly when the parse failed
  ParseFailure failure = ParseFailure::kNone;
  std::string text;  // parse_file(): the bytes read, for locating later diagnostics (json/locate.h)

  bool ok() const { return !error.has_value(); }
};

// Parses a whole document. A leading UTF-8 byte order mark is skipped (editors add one); line and
// column in errors then count from the byte after it.
ParseResult parse(std::string_view text, const ParseLimits& limits = {});

// Reads and parses a file, or standard input when `path` is "-". The size limit is checked before
// the file is read in full. The error's `file` is `path` as given.
ParseResult parse_file(const std::string& path, const ParseLimits& limits = {});

}  // namespace jt::json
