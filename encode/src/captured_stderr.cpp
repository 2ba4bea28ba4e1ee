#include "captured_stderr.h"

#include <cstdio>

#include <unistd.h>

namespace jt::encode {

std::string captured_stderr(const std::function<void()>& call) {
  std::FILE* sink = std::tmpfile();
  const int saved = sink != nullptr ? dup(STDERR_FILENO) : -1;
  if (saved < 0) {
    if (sink != nullptr) std::fclose(sink);
    call();
    return "";
  }
  std::fflush(stderr);
  dup2(fileno(sink), STDERR_FILENO);
  call();
  std::fflush(stderr);
  dup2(saved, STDERR_FILENO);
  close(saved);
  std::string out(64 * 1024, '\0');
  std::rewind(sink);
  out.resize(std::fread(out.data(), 1, out.size(), sink));
  std::fclose(sink);
  return out;
}

}  // namespace jt::encode
