// Reading a whole file (or standard input) into memory, refusing one over a size limit before
// reading it, so a stray multi-gigabyte file fails fast instead of filling memory.
#pragma once

#include <cstddef>
#include <string>

namespace jt::json::detail {

struct FileContents {
  enum class Status { kRead, kUnreadable, kTooLarge };
  Status status = Status::kRead;
  std::string text;    // the bytes, when read
  std::string reason;  // why not: "No such file or directory", "it is a directory", "it is 9 bytes"
};

// Reads `path`, or standard input when it is "-", if it holds at most `max_bytes` bytes.
FileContents read_file(const std::string& path, std::size_t max_bytes);

}  // namespace jt::json::detail
