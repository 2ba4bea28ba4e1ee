#include "jt/produce/sequence_files.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <filesystem>

namespace jt::produce {

namespace fs = std::filesystem;

std::string sequence_file(const std::string& output, std::int64_t index) {
  const fs::path path(output);
  std::string number = std::to_string(index);
  if (number.size() < 6) number.insert(0, 6 - number.size(), '0');
  return (path.parent_path() / (path.stem().string() + "_" + number + path.extension().string()))
      .string();
}

std::vector<SequenceFile> existing_sequence_files(const std::string& output) {
  const fs::path path(output);
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  const std::string prefix = path.stem().string() + "_", suffix = path.extension().string();
  std::vector<SequenceFile> found;
  std::error_code error;
  for (fs::directory_iterator it(dir, error), end; !error && it != end; it.increment(error)) {
    const std::string name = it->path().filename().string();
    if (name.size() < prefix.size() + 6 + suffix.size() || !name.starts_with(prefix) ||
        !name.ends_with(suffix)) {
      continue;
    }
    const std::string_view number(name.data() + prefix.size(),
                                  name.size() - prefix.size() - suffix.size());
    if (std::all_of(number.begin(), number.end(),
                    [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
      SequenceFile file{(path.parent_path() / name).string()};
      std::from_chars(number.data(), number.data() + number.size(), file.index);
      found.push_back(std::move(file));
    }
  }
  std::sort(found.begin(), found.end(),
            [](const SequenceFile& a, const SequenceFile& b) { return a.path < b.path; });
  return found;
}

std::string file_range(const std::string& first, const std::string& last, std::int64_t count) {
  if (count <= 1) return first;
  return first + " ... " + last + " (" + std::to_string(count) + " files)";
}

}  // namespace jt::produce
