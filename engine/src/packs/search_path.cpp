#include "jt/packs/search_path.h"

namespace jt::packs {
namespace {

namespace fs = std::filesystem;

void add_env_dirs(std::string_view env_value, std::vector<fs::path>& dirs) {
  while (!env_value.empty()) {
    const std::size_t colon = env_value.find(':');
    if (colon != 0) dirs.emplace_back(env_value.substr(0, colon));
    if (colon == std::string_view::npos) break;
    env_value.remove_prefix(colon + 1);
  }
}

void add_shipped_dir(const fs::path& binary_dir, std::vector<fs::path>& dirs) {
  if (binary_dir.empty()) return;
  std::error_code error;
  // Beside the binary, in the source tree (build/jabbertoon: ../packs), installed (bin/jabbertoon:
  // ../share/jabbertoon/packs, where `cmake --install` and the .deb put them).
  for (const fs::path& candidate : {binary_dir / "packs", binary_dir.parent_path() / "packs",
                                    binary_dir.parent_path() / "share" / "jabbertoon" / "packs"}) {
    if (fs::is_directory(candidate, error)) {
      dirs.push_back(candidate.lexically_normal());
      return;
    }
  }
}

}  // namespace

std::vector<fs::path> pack_search_path(std::span<const std::string> option_dirs,
                                       std::string_view env_value, const fs::path& binary_dir) {
  std::vector<fs::path> dirs(option_dirs.begin(), option_dirs.end());
  add_env_dirs(env_value, dirs);
  add_shipped_dir(binary_dir, dirs);
  return dirs;
}

}  // namespace jt::packs
