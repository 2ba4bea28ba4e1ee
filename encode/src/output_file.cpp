#include "jt/encode/output_file.h"

#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>

#include "jt/encode/temp_file.h"

namespace jt::encode {
namespace {

namespace fs = std::filesystem;

Error refused(const fs::path& path, const std::string& why) {
  return Error{path.string() + ": " + why};
}

std::string kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a file";
}

// Whether a new file can be made in `file`'s directory: by making one there (a temporary file,
// removed at once). Asking access() is not enough: it says yes to root in /proc and on a
// read-only file system.
Status directory_takes_files(const fs::path& file) {
  const fs::path dir = file.has_parent_path() ? file.parent_path() : fs::path(".");
  struct stat info {};
  if (::stat(dir.c_str(), &info) != 0 || !S_ISDIR(info.st_mode)) {
    return Error{"its directory " + dir.string() +
                 " does not exist: make it first (mkdir -p), outputs never create directories"};
  }
  auto probe = create_temp_beside(file);
  if (!probe.ok()) return Error{probe.error()};
  std::error_code ignored;
  fs::remove(probe.value(), ignored);
  return {};
}

// The file a link finally names (every link followed), or why there is none.
Result<fs::path> link_target(const fs::path& link) {
  const std::unique_ptr<char, decltype(&::free)> real(::realpath(link.c_str(), nullptr), &::free);
  if (real) return fs::path(real.get());
  if (errno == ENOENT) {
    return refused(link, "a link to nothing: give the file itself, or remove the link");
  }
  if (errno == ELOOP) return refused(link, "a loop of links: not written");
  return refused(link, std::string("cannot follow the link: ") + std::strerror(errno));
}

bool write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t written = ::write(fd, bytes.data(), bytes.size());
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return false;
    bytes.remove_prefix(static_cast<std::size_t>(written));
  }
  return true;
}

Status write_stream(const fs::path& path, std::string_view bytes) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return refused(path, std::strerror(errno));
  const bool written = write_all(fd, bytes);
  const int saved = errno;
  if (::close(fd) != 0 || !written) return refused(path, std::strerror(written ? errno : saved));
  return {};
}

Status write_file(const fs::path& target, std::string_view bytes) {
  auto temp = create_temp_beside(target);
  if (!temp.ok()) return refused(target, temp.error());
  const int fd = ::open(temp.value().c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
  bool written = fd >= 0 && write_all(fd, bytes) && ::fsync(fd) == 0;
  const int saved = errno;
  if (fd >= 0 && ::close(fd) != 0) written = false;
  Status moved = written ? move_into_place(temp.value(), target)
                         : Status(refused(target, std::strerror(saved)));
  if (!moved.ok()) {
    std::error_code ignored;
    fs::remove(temp.value(), ignored);
  }
  return moved;
}

}  // namespace

Result<OutputTarget> resolve_output(const fs::path& path) {
  if (path.empty()) return Error{"an output needs a name"};
  struct stat info {};
  if (::lstat(path.c_str(), &info) != 0) {
    if (errno != ENOENT) return refused(path, std::strerror(errno));
    if (Status s = directory_takes_files(path); !s.ok()) return refused(path, s.error());
    return OutputTarget{OutputKind::kNew, path};
  }
  fs::path target = path;
  if (S_ISLNK(info.st_mode)) {
    auto followed = link_target(path);
    if (!followed.ok()) return Error{followed.error()};
    target = followed.value();
    if (::stat(target.c_str(), &info) != 0) return refused(path, std::strerror(errno));
  }
  if (S_ISREG(info.st_mode)) {
    if (Status s = directory_takes_files(target); !s.ok()) return refused(path, s.error());
    return OutputTarget{OutputKind::kFile, target};
  }
  if (S_ISCHR(info.st_mode) || S_ISFIFO(info.st_mode)) {
    if (::access(target.c_str(), W_OK) != 0) return refused(path, std::strerror(errno));
    return OutputTarget{OutputKind::kStream, target};
  }
  return refused(path, kind_of(info.st_mode) +
                           (target == path ? "" : " (" + target.string() + ")") +
                           ": not written (an output is a file, a character device or a FIFO)");
}

Status write_output(const fs::path& path, std::string_view bytes) {
  auto target = resolve_output(path);
  if (!target.ok()) return Error{target.error()};
  if (target.value().kind == OutputKind::kStream) return write_stream(target.value().path, bytes);
  return write_file(target.value().path, bytes);
}

bool same_file(const std::string& a, const std::string& b) {
  if (a.empty() || b.empty() || a == "-" || b == "-") return false;
  std::error_code error_a, error_b;
  if (fs::equivalent(a, b, error_a)) return true;  // both exist: hard links and symlinks alike
  const fs::path real_a = fs::weakly_canonical(fs::absolute(a, error_a), error_a);
  const fs::path real_b = fs::weakly_canonical(fs::absolute(b, error_b), error_b);
  return !error_a && !error_b && real_a == real_b;
}

}  // namespace jt::encode
