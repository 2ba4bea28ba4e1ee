// The segment cache: an entry found only with its digest under its own key and when the caller's
// check holds, a corrupt one removed, the least recently used entries trimmed first (and nothing
// else in the folder). The frame key's tests are beside its source (engine/runtime/frame_key).
#include "jt/encode/segment_cache.h"

#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <iterator>
#include <thread>

#include "jt/runtime/frame_key.h"

namespace jt::encode {
namespace {

namespace fs = std::filesystem;

class SegmentCacheTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("jt-segment-cache-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "work");
  }
  void TearDown() override { fs::remove_all(dir_); }

  fs::path file(const std::string& name, const std::string& bytes) {
    const fs::path path = dir_ / "work" / name;
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
  }
  static std::string read(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }

  fs::path dir_;
};

// A key as the renders make them: the SHA-256 of a name.
std::string segment_cache_key(const std::string& name) {
  return rt::sha256_hex(name);
}

TEST_F(SegmentCacheTest, StoredEntryIsFetchedWithItsBytes) {
  auto cache = SegmentCache::open(dir_ / "cache", 1 << 20);
  ASSERT_TRUE(cache.ok()) << cache.error();
  const fs::path out = dir_ / "work" / "out.mp4";
  EXPECT_EQ(cache.value().fetch(segment_cache_key("k1"), out), CacheLookup::kMissing);
  ASSERT_TRUE(cache.value().store(segment_cache_key("k1"), file("seg.mp4", "segment bytes")).ok());
  EXPECT_EQ(cache.value().fetch(segment_cache_key("k1"), out), CacheLookup::kFound);
  EXPECT_EQ(read(out), "segment bytes");
  EXPECT_EQ(cache.value().fetch(segment_cache_key("k2"), dir_ / "work" / "other.mp4"),
            CacheLookup::kMissing);
}

TEST_F(SegmentCacheTest, CorruptEntryIsRemovedNotFetched) {
  auto cache = SegmentCache::open(dir_ / "cache", 1 << 20);
  ASSERT_TRUE(cache.ok());
  ASSERT_TRUE(cache.value().store(segment_cache_key("k"), file("seg.mp4", "good bytes")).ok());
  // The entry's bytes changed behind the cache's back (a disk error, a half-copied file).
  std::ofstream(dir_ / "cache" / (segment_cache_key("k") + ".seg"), std::ios::binary)
      << "bad bytes!";
  const fs::path out = dir_ / "work" / "out.mp4";
  EXPECT_EQ(cache.value().fetch(segment_cache_key("k"), out), CacheLookup::kCorrupt);
  EXPECT_FALSE(fs::exists(out));
  EXPECT_FALSE(fs::exists(dir_ / "cache" / (segment_cache_key("k") + ".seg")));
  EXPECT_EQ(cache.value().fetch(segment_cache_key("k"), out), CacheLookup::kMissing);
}

TEST_F(SegmentCacheTest, TrimRemovesTheLeastRecentlyUsedFirst) {
  auto cache = SegmentCache::open(dir_ / "cache", 25);  // room for two 10-byte entries
  ASSERT_TRUE(cache.ok());
  for (const std::string key : {"a", "b", "c"}) {
    ASSERT_TRUE(cache.value().store(segment_cache_key(key), file(key, "0123456789")).ok());
    std::this_thread::sleep_for(std::chrono::milliseconds(20));  // distinct times
  }
  // "a" used again: "b" is now the least recently used.
  ASSERT_EQ(cache.value().fetch(segment_cache_key("a"), dir_ / "work" / "a.out"),
            CacheLookup::kFound);
  EXPECT_EQ(cache.value().trim(), 1);
  EXPECT_EQ(cache.value().fetch(segment_cache_key("b"), dir_ / "work" / "b.out"),
            CacheLookup::kMissing);
  EXPECT_EQ(cache.value().fetch(segment_cache_key("a"), dir_ / "work" / "a2.out"),
            CacheLookup::kFound);
  EXPECT_EQ(cache.value().fetch(segment_cache_key("c"), dir_ / "work" / "c.out"),
            CacheLookup::kFound);
}

TEST_F(SegmentCacheTest, AnEntryCopiedUnderAnotherKeyIsCorrupt) {
  auto cache = SegmentCache::open(dir_ / "cache", 1 << 20);
  ASSERT_TRUE(cache.ok());
  ASSERT_TRUE(cache.value().store(segment_cache_key("other"), file("o.mp4", "other frames")).ok());
  ASSERT_TRUE(cache.value().store(segment_cache_key("mine"), file("m.mp4", "my frames")).ok());
  // Issue 27: another cartoon's entry copied over this one's, its digest file too (or its digest
  // recomputed as the SHA-256 of the bytes alone).
  const fs::path cached = dir_ / "cache";
  fs::copy_file(cached / (segment_cache_key("other") + ".seg"),
                cached / (segment_cache_key("mine") + ".seg"),
                fs::copy_options::overwrite_existing);
  fs::copy_file(cached / (segment_cache_key("other") + ".sha256"),
                cached / (segment_cache_key("mine") + ".sha256"),
                fs::copy_options::overwrite_existing);
  EXPECT_EQ(cache.value().fetch(segment_cache_key("mine"), dir_ / "work" / "a.mp4"),
            CacheLookup::kCorrupt);
  ASSERT_TRUE(cache.value().store(segment_cache_key("mine"), file("m.mp4", "my frames")).ok());
  fs::copy_file(cached / (segment_cache_key("other") + ".seg"),
                cached / (segment_cache_key("mine") + ".seg"),
                fs::copy_options::overwrite_existing);
  std::ofstream(cached / (segment_cache_key("mine") + ".sha256")) << rt::sha256_hex("other frames");
  EXPECT_EQ(cache.value().fetch(segment_cache_key("mine"), dir_ / "work" / "b.mp4"),
            CacheLookup::kCorrupt);
}

TEST_F(SegmentCacheTest, AnEntryFailingTheCallersCheckIsCorruptAndRemoved) {
  auto cache = SegmentCache::open(dir_ / "cache", 1 << 20);
  ASSERT_TRUE(cache.ok());
  ASSERT_TRUE(
      cache.value().store(segment_cache_key("k"), file("seg.mp4", "junk, not a video")).ok());
  const fs::path out = dir_ / "work" / "out.mp4";
  std::string checked;
  const auto not_a_video = [&](const fs::path& p) {
    checked = read(p);
    return false;
  };
  EXPECT_EQ(cache.value().fetch(segment_cache_key("k"), out, not_a_video), CacheLookup::kCorrupt);
  EXPECT_EQ(checked, "junk, not a video") << "the check sees the fetched bytes";
  EXPECT_FALSE(fs::exists(out));
  EXPECT_EQ(cache.value().fetch(segment_cache_key("k"), out), CacheLookup::kMissing) << "removed";
}

TEST_F(SegmentCacheTest, KeysNotNamedAsTheCacheNamesThemAreRefused) {
  auto cache = SegmentCache::open(dir_ / "cache", 1 << 20);
  ASSERT_TRUE(cache.ok());
  EXPECT_FALSE(cache.value().store("../escape", file("seg.mp4", "bytes")).ok());
  EXPECT_FALSE(cache.value().store(std::string(64, 'A'), file("seg.mp4", "bytes")).ok());
  EXPECT_EQ(cache.value().fetch("../escape", dir_ / "work" / "x"), CacheLookup::kMissing);
  EXPECT_TRUE(is_cache_key(segment_cache_key("x")));
}

TEST_F(SegmentCacheTest, TrimRemovesOnlyTheCachesOwnEntries) {
  auto cache = SegmentCache::open(dir_ / "cache", 0);  // room for nothing
  ASSERT_TRUE(cache.ok());
  ASSERT_TRUE(cache.value().store(segment_cache_key("a"), file("a", "0123456789")).ok());
  // A user's own files, named like entries but not ours (issue 27: trimming deleted them).
  const fs::path cached = dir_ / "cache";
  for (const std::string name : {"notes.sha256", "notes.seg", "film.seg"}) {
    std::ofstream(cached / name) << "mine";
  }
  std::ofstream(cached / (segment_cache_key("b") + ".sha256")) << "a checksum of my own\n";
  std::ofstream(cached / (segment_cache_key("b") + ".seg")) << "my own bytes";
  EXPECT_EQ(cache.value().trim(), 1);
  EXPECT_FALSE(fs::exists(cached / (segment_cache_key("a") + ".seg")));
  for (const std::string& name :
       {std::string("notes.sha256"), std::string("notes.seg"), std::string("film.seg"),
        segment_cache_key("b") + ".sha256", segment_cache_key("b") + ".seg"}) {
    EXPECT_TRUE(fs::exists(cached / name)) << name;
  }
}

TEST_F(SegmentCacheTest, ANewCacheIsPrivate) {
  auto cache = SegmentCache::open(dir_ / "new" / "cache", 1 << 20);
  ASSERT_TRUE(cache.ok());
  const fs::perms perms = fs::status(dir_ / "new" / "cache").permissions();
  EXPECT_EQ(perms & (fs::perms::group_all | fs::perms::others_all), fs::perms::none);
}

TEST_F(SegmentCacheTest, WorkDirIsRemovedWithItsFiles) {
  fs::path made;
  {
    auto work = WorkDir::create(dir_, "out.mp4");
    ASSERT_TRUE(work.ok()) << work.error();
    made = work.value().path();
    std::ofstream(made / "segment-0.mp4") << "x";
    EXPECT_TRUE(fs::is_directory(made));
  }
  EXPECT_FALSE(fs::exists(made));
}

}  // namespace
}  // namespace jt::encode
