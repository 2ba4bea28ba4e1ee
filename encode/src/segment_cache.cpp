#include "jt/encode/segment_cache.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <fstream>
#include <optional>
#include <sstream>
#include <string_view>
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

// What heads a digest file: the format, so that no other file is taken for one.
constexpr std::string_view kDigestHeader = "jabbertoon segment cache 1\n";

// The entry's digest: the SHA-256 of its key and its bytes together, so that the digest holds only
// for the entry under its own key.
std::string keyed_digest(const std::string& key, const std::string& bytes) {
  std::string keyed = key;
  keyed += '\n';
  keyed += bytes;
  return rt::sha256_hex(keyed);
}

// A digest file's text: the header, the key, the keyed digest.
std::string digest_text(const std::string& key, const std::string& bytes) {
  return std::string(kDigestHeader) + key + "\n" + keyed_digest(key, bytes) + "\n";
}

// The keyed digest a digest file holds for `key`; nothing when it is not one of ours, or names
// another key.
std::optional<std::string> digest_for(const std::string& text, const std::string& key) {
  const std::string head = std::string(kDigestHeader) + key + "\n";
  if (!text.starts_with(head) || text.size() != head.size() + 65 || text.back() != '\n') {
    return std::nullopt;
  }
  return text.substr(head.size(), 64);
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

bool is_cache_key(const std::string& key) {
  return key.size() == 64 && std::all_of(key.begin(), key.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

Result<SegmentCache> SegmentCache::open(const fs::path& dir, std::uint64_t max_bytes) {
  std::error_code ec;
  // A new cache is private (rwx------): whoever can write it decides what renders show
  // (docs/SCALE.md "A shared cache").
  if (dir.has_parent_path()) fs::create_directories(dir.parent_path(), ec);
  if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) ec.assign(errno, std::generic_category());
  if (ec || !fs::is_directory(dir)) {
    return Error{"cannot create the cache directory " + dir.string() + ": " + ec.message()};
  }
  if (::access(dir.c_str(), W_OK) != 0) {
    return Error{"the cache directory " + dir.string() + " is not writable"};
  }
  return SegmentCache(dir, max_bytes);
}

CacheLookup SegmentCache::fetch(const std::string& key, const fs::path& to,
                                const EntryCheck& check) {
  if (!is_cache_key(key)) return CacheLookup::kMissing;
  const std::optional<std::string> text = read_all(digest(key));
  if (!text) return CacheLookup::kMissing;
  const std::optional<std::string> expected = digest_for(*text, key);
  // Linked first, then checked: the bytes checked are the bytes joined.
  std::error_code ec;
  fs::remove(to, ec);
  if (!link_or_copy(entry(key), to)) return CacheLookup::kMissing;
  const std::optional<std::string> bytes = read_all(to);
  if (!expected || !bytes || keyed_digest(key, *bytes) != *expected || (check && !check(to))) {
    fs::remove(to, ec);
    fs::remove(digest(key), ec);
    fs::remove(entry(key), ec);
    return CacheLookup::kCorrupt;
  }
  fs::last_write_time(digest(key), fs::file_time_type::clock::now(), ec);  // just used
  return CacheLookup::kFound;
}

Status SegmentCache::store(const std::string& key, const fs::path& file) {
  if (!is_cache_key(key)) return Error{"not a cache key: " + key};
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
  return write_atomically(digest(key), digest_text(key, *bytes));
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
    // Only our own entries: a KEY.sha256 that is a regular file and one of our digest files.
    if (e.path().extension() != ".sha256" || !e.is_regular_file(ec)) continue;
    const std::string key = e.path().stem().string();
    if (!is_cache_key(key)) continue;
    const std::optional<std::string> text = read_all(e.path());
    if (!text || !digest_for(*text, key)) continue;
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
