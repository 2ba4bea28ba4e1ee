#include "output_paths.h"

#include <filesystem>
#include <system_error>

#include "log.h"

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;

std::string described(const NamedPath& p) {
  return p.option == "the input" ? "the input " + p.path : p.option + " " + p.path;
}

}  // namespace

bool same_file(const std::string& a, const std::string& b) {
  if (a.empty() || b.empty() || a == "-" || b == "-") return false;
  std::error_code error_a, error_b;
  if (fs::equivalent(a, b, error_a)) return true;  // both exist: hard links and symlinks alike
  const fs::path real_a = fs::weakly_canonical(fs::absolute(a, error_a), error_a);
  const fs::path real_b = fs::weakly_canonical(fs::absolute(b, error_b), error_b);
  return !error_a && !error_b && real_a == real_b;
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

}  // namespace jt::cmd
