#include "catalog_input.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "exit_code.h"
#include "jt/packs/pack_directory.h"
#include "jt/packs/search_path.h"
#include "log.h"

namespace jt::cmd {
namespace {

namespace fs = std::filesystem;

// The directory of the running binary; empty when the system does not say.
fs::path binary_dir() {
  std::error_code error;
  const fs::path exe = fs::read_symlink("/proc/self/exe", error);
  return error ? fs::path() : exe.parent_path();
}

std::vector<fs::path> search_path(const std::vector<std::string>& option_dirs) {
  const char* env = std::getenv("JABBERTOON_PACKS");
  return packs::pack_search_path(option_dirs, env == nullptr ? "" : env, binary_dir());
}

}  // namespace

void add_packs_option(CLI::App& sub, std::vector<std::string>& dirs) {
  sub.add_option("--packs", dirs,
                 "DIR: a packs directory to search first (repeatable; then JABBERTOON_PACKS, "
                 "then the shipped packs)")
      ->check(CLI::ExistingDirectory)
      ->allow_extra_args(false);  // one DIR each: `list --packs DIR moves` leaves `moves` alone
}

std::optional<packs::Catalog> load_packs(const std::vector<std::string>& option_dirs,
                                         int& exit_code) {
  const std::vector<fs::path> dirs = search_path(option_dirs);
  if (dirs.empty()) {
    report_error(
        "no packs directory found: give --packs DIR or set JABBERTOON_PACKS "
        "(docs/PACKS.md)");
    exit_code = kExitUsage;
    return std::nullopt;
  }
  packs::CatalogLoad load = packs::load_catalog(dirs);
  for (const Diagnostic& d : load.diagnostics) {
    report(d);
    if (d.severity == Severity::kError) exit_code = std::max<int>(exit_code, kExitInputErrors);
  }
  return std::move(load.catalog);
}

std::optional<packs::Catalog> load_packs_quietly(const std::vector<std::string>& option_dirs) {
  const std::vector<fs::path> dirs = search_path(option_dirs);
  if (dirs.empty()) return std::nullopt;
  return packs::load_catalog(dirs).catalog;
}

}  // namespace jt::cmd
