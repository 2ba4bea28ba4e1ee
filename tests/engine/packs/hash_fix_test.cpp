#include "jt/packs/hash_fix.h"

#include <gtest/gtest.h>

#include "pack_test_support.h"

namespace jt::packs {
namespace {

using test::parse_json;

const std::string kHash(test::kEmptyMove.hash);

// A pack file as a person might lay it out, with `hash_member` in it.
std::string odd_layout(std::string_view hash_member) {
  return "{\"pack\":1,  \"id\" : \"c4c:beh:still\",\n\t\"type\":\"behaviour\", "
         "\"version\":\"1.0.0\","
         "\"name\":\"Still\",\"author\":{\"id\":\"c4c\"},\"license\":\"cc0\",\"remixable\":true,"
         "\n" +
         std::string(hash_member) +
         "\n  \"content\" : {\"v\":1,\"kind\":\"behaviour\",\"scripts\":[]}   }\n";
}

TEST(PackHashFix, OnlyTheHashChanges) {
  const std::string text = odd_layout("\"content_hash\"   :\n \"sha256:\" ,");
  HashFix fix = with_content_hash(text, parse_json(text), kHash);
  EXPECT_TRUE(fix.bytes_kept);
  EXPECT_EQ(fix.text, odd_layout("\"content_hash\"   :\n \"" + kHash + "\" ,"));
}

TEST(PackHashFix, AContentHashInsideTheContentIsLeftAlone) {
  const std::string text =
      R"({"content": {"v": 1, "kind": "behaviour", "scripts": [], "notes": {"content_hash": "x"}},)"
      R"( "content_hash": "sha256:0"})";
  HashFix fix = with_content_hash(text, parse_json(text), "sha256:1");
  EXPECT_TRUE(fix.bytes_kept);
  EXPECT_EQ(
      fix.text,
      R"({"content": {"v": 1, "kind": "behaviour", "scripts": [], "notes": {"content_hash": "x"}},)"
      R"( "content_hash": "sha256:1"})");
}

// Without a content_hash string to replace, the pack is written anew as JSON.stringify(pack,
// null, 2) + "\n" (the expected text is node's), the hash placed before "content".
TEST(PackHashFix, OtherwiseThePackIsWrittenAnew) {
  const std::string expected =
      "{\n  \"pack\": 1,\n  \"id\": \"c4c:beh:x\",\n  \"content_hash\": \"sha256:1\",\n"
      "  \"content\": {\n    \"v\": 1,\n    \"scripts\": []\n  }\n}\n";
  for (
      std::string_view text :
      {R"({"pack": 1, "id": "c4c:beh:x", "content": {"v": 1, "scripts": []}})",
       R"({"pack": 1, "id": "c4c:beh:x", "content_hash": 7, "content": {"v": 1, "scripts": []}})",
       R"({"pack": 1, "id": "c4c:beh:x", "content_h\u0061sh": "sha256:", "content": {"v": 1, "scripts": []}})",
       R"({"pack": 1, "id": "c4c:beh:x", "content_hash": "sha\u0032", "content": {"v": 1, "scripts": []}})"}) {
    HashFix fix = with_content_hash(text, parse_json(text), "sha256:1");
    EXPECT_FALSE(fix.bytes_kept) << text;
    EXPECT_EQ(fix.text, expected) << text;
  }
}

}  // namespace
}  // namespace jt::packs
