#include "output_policy.h"

#include <CLI/CLI.hpp>

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>
#include <filesystem>

#include "log.h"

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;

bool exists(const std::string& path) {
  std::error_code error;
  return fs::exists(fs::symlink_status(path, error));
}

// "File 'x.mp4' already exists. Overwrite? [y/N] " on stderr; yes for a line starting with y.
bool ask(const std::string& name) {
  std::fprintf(stderr, "jabbertoon: %s already exists. Overwrite? [y/N] ", name.c_str());
  std::fflush(stderr);
  char answer[64] = {};
  if (std::fgets(answer, sizeof answer, stdin) == nullptr) {
    std::fputc('\n', stderr);
    return false;
  }
  return std::tolower(static_cast<unsigned char>(answer[0])) == 'y';
}

}  // namespace

void add_overwrite_options(CLI::App& sub, Overwrite& policy) {
  CLI::Option* yes = sub.add_flag_callback(
      "-y,--overwrite", [&policy] { policy = Overwrite::kYes; },
      "replace outputs that already exist, without asking");
  CLI::Option* no = sub.add_flag_callback(
      "-n,--no-overwrite", [&policy] { policy = Overwrite::kNo; },
      "never replace an output that exists (it is an error)");
  yes->excludes(no);
}

bool may_write(const std::vector<PlannedOutput>& outputs, Overwrite policy, bool stdin_is_input) {
  const bool can_ask = !stdin_is_input && isatty(STDIN_FILENO) && isatty(STDERR_FILENO);
  bool all = true;
  for (const PlannedOutput& out : outputs) {
    if (!exists(out.path) || policy == Overwrite::kYes) continue;
    if (policy == Overwrite::kAsk && can_ask) {
      if (ask(out.name)) continue;
      report_error(out.name + ": not overwritten");
    } else if (policy == Overwrite::kNo) {
      report_error(out.name + " already exists: not overwritten (-n)");
    } else {
      report_error(out.name +
                   " already exists: give -y to overwrite it, or -n to keep it "
                   "without this error");
    }
    all = false;
  }
  return all;
}

}  // namespace jt::cmd
