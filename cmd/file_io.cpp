#include "file_io.h"

#include <stdlib.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>

#include "exit_code.h"
#include "jt/diagnostic_codes.h"
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

bool write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t written = ::write(fd, text.data(), text.size());
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return false;
    text.remove_prefix(static_cast<std::size_t>(written));
  }
  return ::fsync(fd) == 0;
}

fs::perms permissions_for(const fs::path& path) {
  std::error_code error;
  const fs::file_status status = fs::status(path, error);
  if (!error && fs::exists(status)) return status.permissions();
  return fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read |
         fs::perms::others_read;
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
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  // Hidden, beside the file (a rename cannot cross file systems), unique: .index.json.Ab12Cd
  std::string name = ".";
  name += path.filename().string();
  name += ".XXXXXX";
  std::string temp = (dir / name).string();
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) return fail(path, std::strerror(errno));
  const bool written = write_all(fd, text);
  const int saved_errno = errno;
  ::close(fd);
  std::error_code error;
  if (written) fs::permissions(temp, permissions_for(path), error);
  if (written && !error) fs::rename(temp, path, error);
  if (written && !error) return true;
  std::error_code ignored;
  fs::remove(temp, ignored);
  return fail(path, written ? error.message() : std::strerror(saved_errno));
}

}  // namespace jt::cmd
