// The render manifest's pixel hash (docs/RENDER.md "Manifest"): values computed by an independent
// implementation of the documented algorithm (Python's integers, mod 2^64), and the manifest's
// JSON fields.
#include "jt/produce/render_manifest.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "jt/json/write.h"

namespace jt::produce {
namespace {

TEST(PixelHash, MatchesTheDocumentedAlgorithm) {
  EXPECT_EQ(hash_hex(pixel_hash({})), "af63bd4c29620a93");
  std::vector<std::uint8_t> counting(11);
  for (std::size_t i = 0; i < counting.size(); ++i)
    counting[i] = static_cast<std::uint8_t>(i);
  EXPECT_EQ(hash_hex(pixel_hash(counting)), "4c72489521cc8477");  // a word and a 3-byte tail
  const std::vector<std::uint8_t> red{255, 0, 0, 255, 255, 0, 0, 255,
                                      255, 0, 0, 255, 255, 0, 0, 255};
  EXPECT_EQ(hash_hex(pixel_hash(red)), "f1dea190929b7d57");
}

TEST(PixelHash, HexIsSixteenLowercaseDigits) {
  EXPECT_EQ(hash_hex(0), "0000000000000000");
  EXPECT_EQ(hash_hex(0xABCDEF0123456789ULL), "abcdef0123456789");
}

TEST(RenderManifestJson, ListsEachFramesHashInOrder) {
  RenderManifest manifest{.input = "in.json",
                          .output = "out.mp4",
                          .duration = 2.5,
                          .first_frame = 48,
                          .encoder = "x264",
                          .frame_hashes = {1, 255}};
  const std::string text = json::write_compact(manifest.to_json());
  EXPECT_NE(text.find("\"frame_hashes\":[\"0000000000000001\",\"00000000000000ff\"]"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\"first_frame\":48"), std::string::npos) << text;
  EXPECT_NE(text.find("\"frames\":2"), std::string::npos) << text;
  EXPECT_NE(text.find("\"duration\":2.5"), std::string::npos) << text;
}

}  // namespace
}  // namespace jt::produce
