#include "temp_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

namespace jt::encode {

Result<std::filesystem::path> create_temp_beside(const std::filesystem::path& target) {
  const std::filesystem::path dir = target.has_parent_path() ? target.parent_path() : ".";
  std::string stem = ".";  // appended piece by piece: GCC 12 warns (-Wrestrict) on a + chain
  stem.append(target.filename().string()).append(".").append(std::to_string(getpid()));
  for (int n = 0; n < 1000; ++n) {
    std::string name = stem;
    name.append("-").append(std::to_string(n)).append(".part");
    std::filesystem::path path = dir / name;
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

}  // namespace jt::encode
