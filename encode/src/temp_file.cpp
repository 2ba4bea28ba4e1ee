#include "jt/encode/temp_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <set>
#include <string>

namespace jt::encode {

namespace fs = std::filesystem;

namespace {

bool all_digits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return std::isdigit(static_cast<unsigned char>(c)) != 0;
  });
}

// ".<name>.<pid>-": what every temporary file `pid` makes beside `target` starts with.
std::string temp_prefix(const fs::path& target, int pid) {
  std::string prefix = ".";  // appended piece by piece: GCC 12 warns (-Wrestrict) on a + chain
  prefix.append(target.filename().string()).append(".").append(std::to_string(pid)).append("-");
  return prefix;
}

fs::path directory_of(const fs::path& target) {
  return target.has_parent_path() ? target.parent_path() : fs::path(".");
}

// Each directory is swept once per process: a render writes many segments into one directory.
void sweep_once(const fs::path& dir) {
  static std::mutex mutex;
  static std::set<fs::path> swept;
  {
    const std::lock_guard lock(mutex);
    if (!swept.insert(fs::absolute(dir)).second) return;
  }
  remove_stale_temp_files(dir, fs::file_time_type::clock::now() - kStaleTempAge);
}

}  // namespace

bool is_temp_file_name(const std::string& name) {
  // ".<name>.<pid>-<n>.part": a dot, a name, a dot, the pid, a dash, the number, ".part".
  constexpr std::string_view kSuffix = ".part";
  if (name.size() < 1 + kSuffix.size() || name[0] != '.' || !name.ends_with(kSuffix)) return false;
  const std::string_view rest(name.data() + 1, name.size() - 1 - kSuffix.size());
  const std::size_t dash = rest.rfind('-');
  const std::size_t dot = rest.rfind('.', dash == std::string_view::npos ? 0 : dash);
  if (dash == std::string_view::npos || dot == std::string_view::npos || dot == 0) return false;
  return all_digits(rest.substr(dot + 1, dash - dot - 1)) && all_digits(rest.substr(dash + 1));
}

int remove_stale_temp_files(const fs::path& dir, fs::file_time_type before) {
  int removed = 0;
  std::error_code error;
  for (fs::directory_iterator it(dir, error), end; !error && it != end; it.increment(error)) {
    std::error_code ignored;
    if (!it->is_regular_file(ignored) || !is_temp_file_name(it->path().filename().string())) {
      continue;
    }
    const fs::file_time_type written = it->last_write_time(ignored);
    if (!ignored && written < before && fs::remove(it->path(), ignored)) ++removed;
  }
  return removed;
}

void remove_temp_files_left_by(int pid, const fs::path& target) {
  const std::string prefix = temp_prefix(target, pid);
  std::error_code error;
  for (fs::directory_iterator it(directory_of(target), error), end; !error && it != end;
       it.increment(error)) {
    const std::string name = it->path().filename().string();
    std::error_code ignored;
    if (name.starts_with(prefix) && is_temp_file_name(name)) fs::remove(it->path(), ignored);
  }
}

Result<fs::path> create_temp_beside(const fs::path& target) {
  const fs::path dir = directory_of(target);
  sweep_once(dir);
  const std::string prefix = temp_prefix(target, getpid());
  for (int n = 0; n < 1000; ++n) {
    std::string name = prefix;
    name.append(std::to_string(n)).append(".part");
    fs::path path = dir / name;
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0) {
      ::close(fd);
      return path;
    }
    if (errno != EEXIST) {
      return Error{"cannot create a temporary file in " + dir.string() + ": " +
                   std::strerror(errno)};
    }
  }
  return Error{"cannot create a temporary file in " + dir.string() + ": too many exist"};
}

Status move_into_place(const fs::path& temp, const fs::path& target) {
  std::error_code ec;
  // Only an ordinary file is renamed over: never a link (that would change what it points to), a
  // device or a FIFO (jt/encode/output_file.h resolves those first).
  const fs::file_status replaced = fs::symlink_status(target, ec);
  if (!ec && fs::exists(replaced) && !fs::is_regular_file(replaced)) {
    return Error{target.string() + " is not an ordinary file: not replaced"};
  }
  if (!ec && fs::is_regular_file(replaced)) {
    fs::permissions(temp, replaced.permissions(), ec);
    if (ec) return Error{"chmod " + temp.string() + ": " + ec.message()};
  }
  fs::rename(temp, target, ec);
  if (ec) return Error{"rename " + temp.string() + " to " + target.string() + ": " + ec.message()};
  return {};
}

}  // namespace jt::encode
