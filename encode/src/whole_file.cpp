#include "jt/encode/whole_file.h"

#include <stdlib.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

namespace jt::encode {
namespace {

namespace fs = std::filesystem;

bool write_all_to(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t written = ::write(fd, bytes.data(), bytes.size());
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return false;
    bytes.remove_prefix(static_cast<std::size_t>(written));
  }
  return ::fsync(fd) == 0;
}

fs::perms permissions_to_keep(const fs::path& path) {
  std::error_code error;
  const fs::file_status status = fs::status(path, error);
  if (!error && fs::exists(status)) return status.permissions();
  return fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read |
         fs::perms::others_read;
}

}  // namespace

Status write_whole_file(const fs::path& path, std::string_view bytes) {
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  // Hidden, beside the file (a rename cannot cross file systems), unique: .index.json.Ab12Cd
  std::string name = ".";
  name += path.filename().string();
  name += ".XXXXXX";
  std::string temp = (dir / name).string();
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) return Error{std::strerror(errno)};
  const bool written = write_all_to(fd, bytes);
  const int saved_errno = errno;
  ::close(fd);
  std::error_code error;
  if (written) fs::permissions(temp, permissions_to_keep(path), error);
  if (written && !error) fs::rename(temp, path, error);
  if (written && !error) return {};
  std::error_code ignored;
  fs::remove(temp, ignored);
  return Error{written ? error.message() : std::strerror(saved_errno)};
}

}  // namespace jt::encode
