#include "jt/encode/segment_cache.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <optional>
#include <sstream>
#include <vector>

#include "jt/encode/temp_file.h"
#include "jt/runtime/frame_key.h"

namespace jt::encode {
namespace {

namespace fs = std::filesystem;

std::optional<std::string> read_all(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream bytes;  // the stream buffer copied in blocks, not a character at a time
  if (in.peek() != std::ifstream::traits_type::eof()) bytes << in.rdbuf();
  if (in.bad() || bytes.fail()) return std::nullopt;
  return std::move(bytes).str();
}

// Writes `text` to a temporary file beside `target` and renames it over the target.
Status write_atomically(const fs::path& target, const std::string& text) {
  auto temp = create_temp_beside(target);
  if (!temp.ok()) return Error{temp.error()};
  std::ofstream(temp.value(), std::ios::binary) << text;
  std::error_code ec;
  fs::rename(temp.value(), target, ec);
  if (ec) {
    fs::remove(temp.value(), ec);
    return Error{"cannot write " + target.string()};
  }
  return {};
}

// A hard link when the file system allows it (no copy, and the entry stays whole even if it is
// removed from the cache meanwhile), else a copy.
bool link_or_copy(const fs::path& from, const fs::path& to) {
  std::error_code ec;
  fs::create_hard_link(from, to, ec);
  if (!ec) return true;
  return fs::copy_file(from, to, fs::copy_options::overwrite_existing, ec) && !ec;
}

}  // namespace

Result<SegmentCache> SegmentCache::open(const fs::path& dir, std::uint64_t max_bytes) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec || !fs::is_directory(dir)) {
    return Error{"cannot create the cache directory " + dir.string() + ": " + ec.message()};
  }
  if (::access(dir.c_str(), W_OK) != 0) {
    return Error{"the cache directory " + dir.string() + " is not writable"};
  }
  return SegmentCache(dir, max_bytes);
}

CacheLookup SegmentCache::fetch(const std::string& key, const fs::path& to) {
  const std::optional<std::string> expected = read_all(digest(key));
  if (!expected) return CacheLookup::kMissing;
  // Linked first, then checked: the bytes checked are the bytes joined.
  std::error_code ec;
  fs::remove(to, ec);
  if (!link_or_copy(entry(key), to)) return CacheLookup::kMissing;
  const std::optional<std::string> bytes = read_all(to);
  if (!bytes || rt::sha256_hex(*bytes) != *expected) {
    fs::remove(to, ec);
    fs::remove(digest(key), ec);
    fs::remove(entry(key), ec);
    return CacheLookup::kCorrupt;
  }
  fs::last_write_time(digest(key), fs::file_time_type::clock::now(), ec);  // just used
  return CacheLookup::kFound;
}

Status SegmentCache::store(const std::string& key, const fs::path& file) {
  const std::optional<std::string> bytes = read_all(file);
  if (!bytes) return Error{"cannot read " + file.string()};
  // The entry's bytes go in first, its digest last: a digest always finds its bytes (and two
  // renders storing one key store the same bytes).
  auto temp = create_temp_beside(entry(key));
  if (!temp.ok()) return Error{temp.error()};
  std::error_code ec;
  fs::remove(temp.value(), ec);
  if (!link_or_copy(file, temp.value()))
    return Error{"cannot copy " + file.string() + " into the cache"};
  fs::rename(temp.value(), entry(key), ec);
  if (ec) {
    fs::remove(temp.value(), ec);
    return Error{"cannot store " + entry(key).string()};
  }
  return write_atomically(digest(key), rt::sha256_hex(*bytes));
}

int SegmentCache::trim() {
  struct Entry {
    fs::file_time_type used;
    std::uint64_t bytes;
    std::string key;
  };
  std::vector<Entry> entries;
  std::uint64_t total = 0;
  std::error_code ec;
  for (const fs::directory_entry& e : fs::directory_iterator(dir_, ec)) {
    if (e.path().extension() != ".sha256") continue;
    const std::string key = e.path().stem().string();
    const std::uint64_t bytes = fs::file_size(entry(key), ec);
    if (ec) continue;
    entries.push_back({fs::last_write_time(e.path(), ec), bytes, key});
    total += bytes;
  }
  std::sort(entries.begin(), entries.end(),
            [](const Entry& a, const Entry& b) { return a.used < b.used; });
  int removed = 0;
  for (const Entry& e : entries) {
    if (total <= max_bytes_) break;
    fs::remove(digest(e.key), ec);
    fs::remove(entry(e.key), ec);
    total -= e.bytes;
    ++removed;
  }
  return removed;
}

Result<WorkDir> WorkDir::create(const fs::path& parent, const std::string& name) {
  for (int n = 0; n < 1000; ++n) {
    const fs::path path = parent / ("." + name + "." + std::to_string(::getpid()) + "-" +
                                    std::to_string(n) + ".work");
    if (::mkdir(path.c_str(), 0700) == 0) return WorkDir(path);
    if (errno != EEXIST) break;
  }
  return Error{"cannot create a working directory in " + parent.string()};
}

void WorkDir::remove_left_by(int pid, const fs::path& parent, const std::string& name) {
  const std::string prefix = "." + name + "." + std::to_string(pid) + "-";
  std::error_code error;
  for (const fs::directory_entry& e : fs::directory_iterator(parent, error)) {
    const std::string entry = e.path().filename().string();
    if (entry.starts_with(prefix) && entry.ends_with(".work")) fs::remove_all(e.path(), error);
  }
}

WorkDir::~WorkDir() {
  std::error_code ignored;
  if (!path_.empty()) fs::remove_all(path_, ignored);
}

}  // namespace jt::encode
