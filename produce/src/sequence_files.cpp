#include "jt/produce/sequence_files.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <filesystem>
#include <optional>

namespace jt::produce {

namespace fs = std::filesystem;

namespace {

// How a sequence's files are named: the text before and after the frame number, and its digits
// at least.
struct NamePattern {
  std::string prefix, suffix;
  std::size_t digits = 6;
};

// A file name's printf-style pattern, `%d` or `%0Nd` (N from 1 to 9), when it has one and no
// other '%'.
std::optional<NamePattern> printf_pattern(const std::string& name) {
  const std::size_t at = name.find('%');
  if (at == std::string::npos || name.find('%', at + 1) != std::string::npos) return std::nullopt;
  std::size_t end = at + 1, digits = 1;
  if (end + 1 < name.size() && name[end] == '0' && name[end + 1] >= '1' && name[end + 1] <= '9') {
    digits = static_cast<std::size_t>(name[end + 1] - '0');
    end += 2;
  }
  if (end >= name.size() || name[end] != 'd') return std::nullopt;
  return NamePattern{name.substr(0, at), name.substr(end + 1), digits};
}

NamePattern pattern_of(const fs::path& path) {
  if (auto pattern = printf_pattern(path.filename().string())) return *pattern;
  return {path.stem().string() + "_", path.extension().string(), 6};
}

}  // namespace

std::string sequence_file(const std::string& output, std::int64_t index) {
  const fs::path path(output);
  const NamePattern pattern = pattern_of(path);
  std::string number = std::to_string(index);
  if (number.size() < pattern.digits) number.insert(0, pattern.digits - number.size(), '0');
  return (path.parent_path() / (pattern.prefix + number + pattern.suffix)).string();
}

std::vector<SequenceFile> existing_sequence_files(const std::string& output) {
  const fs::path path(output);
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  const NamePattern pattern = pattern_of(path);
  const std::string &prefix = pattern.prefix, &suffix = pattern.suffix;
  std::vector<SequenceFile> found;
  std::error_code error;
  for (fs::directory_iterator it(dir, error), end; !error && it != end; it.increment(error)) {
    const std::string name = it->path().filename().string();
    if (name.size() < prefix.size() + pattern.digits + suffix.size() || !name.starts_with(prefix) ||
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
