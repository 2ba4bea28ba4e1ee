// A directory of encoded segments kept by key (docs/SCALE.md "The cache"): a render draws and
// encodes only the segments whose key it does not find. Each entry is its file (KEY.seg) and its
// digest file (KEY.sha256), which names the key and holds the SHA-256 of the key and the bytes
// together: an entry copied under another key, or whose bytes changed, does not match. An entry
// that does not match, or that fails the caller's check of what it holds (codec, size, frames,
// duration), is corrupt: removed and made again, never joined. A key is 64 lower-case hex digits
// (a SHA-256); only files named so are ever read, trimmed or removed.
// Entries are written to temporary files and renamed into place, so several renders may share
// the directory; it is kept within a size by removing the least recently used entries first.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>

#include "jt/encode/result.h"

namespace jt::encode {

enum class CacheLookup { kFound, kMissing, kCorrupt };

// Whether a fetched entry holds what its user expects (a segment's codec, size, frame count and
// duration), checked on the fetched copy before it is joined.
using EntryCheck = std::function<bool(const std::filesystem::path&)>;

// Whether `key` is named as the cache names its entries: 64 lower-case hex digits.
bool is_cache_key(const std::string& key);

class SegmentCache {
 public:
  // Creates `dir` if needed.
  static Result<SegmentCache> open(const std::filesystem::path& dir, std::uint64_t max_bytes);

  // The entry for `key`, linked (or copied) to `to` so that a trim by another render cannot take
  // it away, then checked against its digest and by `check`; marked as just used. A corrupt entry
  // is removed (and `to` with it).
  CacheLookup fetch(const std::string& key, const std::filesystem::path& to,
                    const EntryCheck& check = {});
  // Keeps `file` (a finished segment) as the entry for `key` (an error for a key not named as the
  // cache names them).
  Status store(const std::string& key, const std::filesystem::path& file);
  // Removes the least recently used entries until the entries total at most max_bytes; returns how
  // many it removed. Only entries of the cache's own naming count or go: a user's own files in the
  // directory are never touched.
  int trim();

  const std::filesystem::path& dir() const { return dir_; }

 private:
  SegmentCache(std::filesystem::path dir, std::uint64_t max_bytes)
      : dir_(std::move(dir)), max_bytes_(max_bytes) {}
  std::filesystem::path entry(const std::string& key) const { return dir_ / (key + ".seg"); }
  std::filesystem::path digest(const std::string& key) const { return dir_ / (key + ".sha256"); }

  std::filesystem::path dir_;
  std::uint64_t max_bytes_;
};

// A fresh directory ".<name>.<pid>-<n>.work" in `parent` for a render's segments, removed with
// everything in it when the WorkDir is destroyed.
class WorkDir {
 public:
  static Result<WorkDir> create(const std::filesystem::path& parent, const std::string& name);
  // Removes the directories process `pid` made in `parent` for `name` and could not remove (it
  // crashed): what a batch does after a child render dies of a signal.
  static void remove_left_by(int pid, const std::filesystem::path& parent, const std::string& name);
  WorkDir(WorkDir&& other) noexcept : path_(std::move(other.path_)) { other.path_.clear(); }
  WorkDir& operator=(WorkDir&&) = delete;
  ~WorkDir();
  const std::filesystem::path& path() const { return path_; }

 private:
  explicit WorkDir(std::filesystem::path path) : path_(std::move(path)) {}
  std::filesystem::path path_;
};

}  // namespace jt::encode
