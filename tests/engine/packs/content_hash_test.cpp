#include "jt/packs/content_hash.h"

#include <gtest/gtest.h>

#include <limits>

#include "pack_test_support.h"

namespace jt::packs {
namespace {

using test::parse_json;

struct HashCase {
  std::string_view content;
  std::string_view hash;  // node: crypto sha256 of the canonical JSON (make_vectors.js)
};

constexpr HashCase kCases[] = {
    {"{}", "sha256:44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a"},
    {R"({"v": 1, "scripts": [{"body": [{"op": "hop", "every": 0.6, "amp": 40}]}], "name": "Little hop", "kind": "behaviour"})",
     "sha256:27215b135eca16221993b523936e3a3f09a6f5227908f12289dd7575b70c2cbe"},
    // Numbers in their shortest form, UTF-8 text, keys sorted by UTF-16 code units.
    {R"({"b": [0.1, 1e21, 1e-7, -0, 4.0, 123456789012345678901234567890], "a": {"\u00e9": "caf\u00e9 \ud83d\ude00", "z": null, "10": true, "9": false}, "\ud83d\ude00": 1, "\uffff": 2})",
     "sha256:7f3848db3359edca2f01919ad41246865d4e7b06af24bc0d8a4d1ac9303c8e6b"},
    {R"({"program": {"v": 1, "kind": "cartoon", "scripts": []}, "cast": {"A": {"name": "Sunny", "legs": 2}}})",
     "sha256:3dfe0e7a79794badeb83e628c557fa69c0d71aa15eba440367e25e3343637da5"},
};

TEST(PackContentHash, MatchesNode) {
  for (const HashCase& c : kCases) {
    ContentHash hash = content_hash(parse_json(c.content));
    ASSERT_TRUE(hash.ok()) << c.content;
    EXPECT_EQ(hash.value, c.hash) << c.content;
  }
}

TEST(PackContentHash, KeyOrderAndSpacingDoNotMatter) {
  EXPECT_EQ(
      content_hash(parse_json(R"({"kind":"behaviour","name":"Little hop",)"
                              R"("scripts":[{"body":[{"amp":40,"every":0.6,"op":"hop"}]}],"v":1})"))
          .value,
      kCases[1].hash);
}

TEST(PackContentHash, RefusesWhatHasNoCanonicalJson) {
  json::Array values{1, std::numeric_limits<double>::quiet_NaN()};
  ContentHash hash = content_hash(json::Value(std::move(values)));
  ASSERT_FALSE(hash.ok());
  EXPECT_EQ(hash.error->path, "/1");
  EXPECT_TRUE(hash.value.empty());
}

TEST(PackContentHash, CheckAcceptsTheRightHash) {
  HashCheck check = check_content_hash(
      test::make_pack("c4c:beh:x", "behaviour", "1.0.0", test::kEmptyMove), "x.json");
  EXPECT_FALSE(check.problem);
  EXPECT_EQ(check.computed, test::kEmptyMove.hash);
}

TEST(PackContentHash, CheckReportsAWrongHash) {
  json::Value pack = test::make_pack("c4c:beh:x", "behaviour", "1.0.0", test::kEmptyMove);
  pack.as_object().set("content_hash", "sha256:");
  HashCheck check = check_content_hash(pack, "x.json");
  ASSERT_TRUE(check.problem);
  EXPECT_EQ(check.problem->file, "x.json");
  EXPECT_EQ(check.problem->path, "/content_hash");
  EXPECT_EQ(check.problem->message, "content_hash is \"sha256:\", but the content's hash is " +
                                        std::string(test::kEmptyMove.hash));
  EXPECT_EQ(check.problem->hint, "run `jabbertoon pack hash --fix x.json`");
  EXPECT_EQ(check.computed, test::kEmptyMove.hash);
}

TEST(PackContentHash, CheckReportsAMissingHashAndMissingContent) {
  json::Value pack = test::make_pack("c4c:beh:x", "behaviour", "1.0.0", test::kEmptyMove);
  pack.as_object().erase("content_hash");
  HashCheck missing = check_content_hash(pack, "x.json");
  ASSERT_TRUE(missing.problem);
  EXPECT_EQ(missing.problem->path, "");
  EXPECT_EQ(missing.problem->message.rfind("content_hash missing, but", 0), 0u);

  HashCheck no_content = check_content_hash(parse_json(R"({"v": 1})"), "x.json");
  ASSERT_TRUE(no_content.problem);
  EXPECT_EQ(no_content.problem->message, "expected a pack, an object with \"content\"");
}

}  // namespace
}  // namespace jt::packs
