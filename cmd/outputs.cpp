#include "outputs.h"

#include <CLI/CLI.hpp>

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

#include "exit_code.h"
#include "jt/diagnostic_codes.h"
#include "jt/encode/output_file.h"
#include "jt/encode/video_writer.h"
#include "log.h"

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;

// Whether `path` holds a file that writing it would replace (a device or a FIFO is written to,
// not replaced; a path the rule refuses was reported by check_outputs_writable).
bool replaces_a_file(const std::string& path) {
  std::error_code error;
  if (!fs::exists(fs::symlink_status(path, error))) return false;
  auto target = encode::resolve_output(path);
  return !target.ok() || target.value().kind == encode::OutputKind::kFile;
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

std::string described(const NamedPath& p) {
  return p.option == "the input" ? "the input " + p.path : p.option + " " + p.path;
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

bool check_outputs_apart(std::span<const NamedPath> outputs, std::span<const NamedPath> inputs) {
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    for (const NamedPath& input : inputs) {
      if (!same_file(outputs[i].path, input.path)) continue;
      report_error(described(outputs[i]) + " is " + described(input) +
                   ": writing it would replace what is read; give the output another name");
      return false;
    }
    for (std::size_t j = 0; j < i; ++j) {
      if (!same_file(outputs[i].path, outputs[j].path)) continue;
      report_error(described(outputs[i]) + " is the same file as " + described(outputs[j]) +
                   ": one would replace the other; give each output its own name");
      return false;
    }
  }
  return true;
}

bool check_outputs_writable(std::span<const NamedPath> outputs) {
  bool all = true;
  for (const NamedPath& out : outputs) {
    if (out.path.empty() || out.path == encode::kStandardOutput) continue;
    if (auto target = encode::resolve_output(out.path); !target.ok()) {
      report_error(out.option + " " + target.error());
      all = false;
    }
  }
  return all;
}

bool may_write(const std::vector<PlannedOutput>& outputs, Overwrite policy, bool stdin_is_input) {
  const bool can_ask = !stdin_is_input && isatty(STDIN_FILENO) && isatty(STDERR_FILENO);
  bool all = true;
  for (const PlannedOutput& out : outputs) {
    if (!replaces_a_file(out.path) || policy == Overwrite::kYes) continue;
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

int check_outputs(std::span<const NamedPath> outputs, std::span<const NamedPath> inputs,
                  Overwrite policy, bool stdin_is_input) {
  if (!check_outputs_apart(outputs, inputs) || !check_outputs_writable(outputs)) return kExitUsage;
  std::vector<PlannedOutput> planned;
  for (const NamedPath& out : outputs) {
    if (!out.path.empty() && out.path != encode::kStandardOutput) {
      planned.push_back({out.path, out.path});
    }
  }
  return may_write(planned, policy, stdin_is_input) ? kExitOk : kExitInputErrors;
}

bool write_output(const std::string& path, std::string_view bytes) {
  const encode::Status written = encode::write_output(path, bytes);
  if (written.ok()) return true;
  report({.code = Code::kFileUnwritable,
          .file = path,
          .message = "cannot write the file: " + written.error()});
  return false;
}

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

}  // namespace jt::cmd
