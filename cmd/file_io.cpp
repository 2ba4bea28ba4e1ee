#include "file_io.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>

#include "exit_code.h"
#include "jt/diagnostic_codes.h"
#include "jt/encode/whole_file.h"
#include "log.h"

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;

bool fail(const fs::path& path, const std::string& what) {
  report({.code = Code::kFileUnwritable,
          .file = path.string(),
          .message = "cannot write the file: " + what});
  return false;
}

}  // namespace

std::optional<std::string> read_bytes(const std::string& path, int& exit_code) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    report({.code = Code::kFileUnreadable,
            .file = path,
            .message = "cannot read the file: " + std::string(std::strerror(errno))});
    exit_code = kExitUsage;
    return std::nullopt;
  }
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

bool write_atomically(const fs::path& path, std::string_view text) {
  const encode::Status written = encode::write_whole_file(path, text);
  return written.ok() || fail(path, written.error());
}

}  // namespace jt::cmd
