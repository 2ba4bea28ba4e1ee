// A PNG sequence's file names: the plain form (out_000042.png) and printf-style patterns
// (f%04d.png) as ffmpeg's image2 muxer names them; the files found again by their names.
#include "jt/produce/sequence_files.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace jt::produce {
namespace {

namespace fs = std::filesystem;

TEST(SequenceFiles, APlainNameGetsSixDigitsAfterAnUnderscore) {
  EXPECT_EQ(sequence_file("out/f.png", 42), "out/f_000042.png");
  EXPECT_EQ(sequence_file("f.png", 1234567), "f_1234567.png");
}

TEST(SequenceFiles, APrintfPatternNamesTheFramesAsImage2Does) {
  EXPECT_EQ(sequence_file("frames/f%04d.png", 42), "frames/f0042.png");
  EXPECT_EQ(sequence_file("frames/f%04d.png", 123456), "frames/f123456.png");
  EXPECT_EQ(sequence_file("%d.png", 7), "7.png");
  EXPECT_EQ(sequence_file("shot_%09d_final.png", 3), "shot_000000003_final.png");
}

TEST(SequenceFiles, AnythingElseWithAPercentSignIsTakenLiterally) {
  EXPECT_EQ(sequence_file("100%.png", 1), "100%_000001.png");
  EXPECT_EQ(sequence_file("f%s.png", 1), "f%s_000001.png");
  EXPECT_EQ(sequence_file("f%04d%d.png", 1), "f%04d%d_000001.png");  // two patterns: literal
  EXPECT_EQ(sequence_file("f%010d.png", 1), "f%010d_000001.png");    // ten digits: literal
  EXPECT_EQ(sequence_file("%04d/f.png", 1), "%04d/f_000001.png");    // the folder's: literal
}

TEST(SequenceFiles, ThePatternsFilesAreFoundAgainByTheirNames) {
  const fs::path dir = fs::path(testing::TempDir()) / "sequence_files_test";
  fs::remove_all(dir);
  fs::create_directories(dir);
  for (const char* name : {"f0001.png", "f0000.png", "f12345.png", "f001.png", "fx001.png",
                           "f0002.jpg", "g0003.png"}) {
    std::ofstream(dir / name) << "x";
  }
  const std::vector<SequenceFile> found = existing_sequence_files((dir / "f%04d.png").string());
  ASSERT_EQ(found.size(), 3u);
  EXPECT_EQ(found[0].path, (dir / "f0000.png").string());
  EXPECT_EQ(found[0].index, 0);
  EXPECT_EQ(found[1].index, 1);
  EXPECT_EQ(found[2].index, 12345);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace jt::produce
