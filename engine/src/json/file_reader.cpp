#include "json/file_reader.h"

#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <system_error>

namespace jt::json::detail {
namespace {

namespace fs = std::filesystem;

constexpr std::size_t kChunkBytes = 64 * 1024;

FileContents unreadable(std::string reason) {
  return {FileContents::Status::kUnreadable, {}, std::move(reason)};
}

FileContents too_large(std::string reason) {
  return {FileContents::Status::kTooLarge, {}, std::move(reason)};
}

// Reads to the end, but never more than one byte past the limit: a pipe or a device has no size
// to check beforehand.
FileContents read_stream(std::FILE* stream, std::size_t max_bytes) {
  FileContents contents;
  char chunk[kChunkBytes];
  while (true) {
    const std::size_t count = std::fread(chunk, 1, sizeof chunk, stream);
    contents.text.append(chunk, count);
    if (contents.text.size() > max_bytes) {
      return too_large("it holds more than " + std::to_string(max_bytes) + " bytes");
    }
    if (count < sizeof chunk) break;
  }
  if (std::ferror(stream)) return unreadable(std::generic_category().message(errno));
  return contents;
}

}  // namespace

FileContents read_file(const std::string& path, std::size_t max_bytes) {
  if (path == "-") return read_stream(stdin, max_bytes);
  std::error_code error;
  const fs::file_status status = fs::status(path, error);
  if (error) return unreadable(error.message());
  if (fs::is_directory(status)) return unreadable("it is a directory");
  if (fs::is_regular_file(status)) {
    const std::uintmax_t size = fs::file_size(path, error);
    if (error) return unreadable(error.message());
    if (size > max_bytes) return too_large("it is " + std::to_string(size) + " bytes");
  }
  const std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"),
                                                             &std::fclose);
  if (!file) return unreadable(std::generic_category().message(errno));
  return read_stream(file.get(), max_bytes);
}

}  // namespace jt::json::detail
