#include "jt/packs/share_code.h"

#include <gtest/gtest.h>

#include "jt/json/write.h"
#include "jt/packs/shareable.h"
#include "pack_test_support.h"

namespace jt::packs {
namespace {

using test::parse_json;

// Values compared as the canonical JSON compares them: key order left out.
std::string canonical(const json::Value& value) {
  return json::write_canonical(value).text;
}

// The link formats, §6: "Little hop", its code, and the links to it.
constexpr std::string_view kLittleHopCode =
    "eyJraW5kIjoiYmVoYXZpb3VyIiwibmFtZSI6IkxpdHRsZSBob3AiLCJzY3JpcHRzIjpbeyJib2R5IjpbeyJhbXAiOjQw"
    "LCJldmVyeSI6MC42LCJvcCI6ImhvcCJ9XX1dLCJ2IjoxfQ";
constexpr std::string_view kLittleHop =
    R"({"kind":"behaviour","name":"Little hop","scripts":[{"body":[{"amp":40,"every":0.6,"op":"hop"}]}],"v":1})";

// §6: "Blobby", in slot B.
constexpr std::string_view kBlobbyLink =
    "https://jabbertoon.com/studio/#c="
    "eyJjb250ZW50Ijp7ImZvb3RwcmludCI6NjAsImhlaWdodCI6MTIwLCJraW5kIjoiY3VzdG9tIiwibGVncyI6MCwibG9v"
    "ayI6Im91dGxpbmVkIiwidHJlZSI6eyJjaGlsZHJlbiI6W3siY2hpbGRyZW4iOlt7ImZhY2UiOnsiYnJvd3MiOnRydWUs"
    "ImV5ZVIiOjksImV5ZVgiOjIyLCJleWVZIjotMTQsIm1vdXRoSCI6MTQsIm1vdXRoVyI6NDAsIm1vdXRoWSI6MTh9LCJp"
    "ZCI6ImhlYWQiLCJwb3MiOnsieCI6MCwieSI6LTEwfSwicm9sZSI6ImhlYWQifV0sImZpbGwiOiIjZmY3YWI2IiwiaWQi"
    "OiJib2R5IiwicG9zIjp7IngiOjAsInkiOi02MH0sInJvbGUiOiJ0b3JzbyIsInNoYXBlIjp7ImgiOjEyMCwidHlwZSI6"
    "ImVsbGlwc2UiLCJ3IjoxMjB9fV0sImlkIjoicm9vdCIsInJvbGUiOiJyb290In19LCJuYW1lIjoiQmxvYmJ5IiwidHlw"
    "ZSI6ImNoYXJhY3RlciJ9&slot=B";
constexpr std::string_view kBlobbyCode = kBlobbyLink.substr(33, kBlobbyLink.size() - 33 - 7);

// Blobby as a character pack file would hold it, its keys in another order and spaced out.
constexpr std::string_view kBlobbyContent = R"({
  "kind": "custom", "legs": 0, "height": 120, "footprint": 60, "look": "outlined",
  "tree": {"id": "root", "role": "root", "children": [
    {"id": "body", "role": "torso", "pos": {"x": 0, "y": -60}, "fill": "#ff7ab6",
     "shape": {"type": "ellipse", "w": 120, "h": 120},
     "children": [{"id": "head", "role": "head", "pos": {"x": 0, "y": -10},
                   "face": {"eyeX": 22, "eyeY": -14, "eyeR": 9, "mouthW": 40, "mouthH": 14,
                            "mouthY": 18, "brows": true}}]}]}})";

TEST(ShareCode, LittleHopFromAnyKeyOrderAndSpacing) {
  const json::Value program = parse_json(R"({
      "v": 1,
      "scripts": [ { "body": [ { "op": "hop", "every": 0.6, "amp": 40 } ] } ],
      "name": "Little hop",
      "kind": "behaviour" })");
  ShareCode code = encode_share_code(program);
  ASSERT_TRUE(code.ok());
  EXPECT_EQ(code.code, kLittleHopCode);
  EXPECT_EQ(share_link("blocks", code.code),
            "https://jabbertoon.com/blocks/#c=" + std::string(kLittleHopCode));
  EXPECT_EQ(share_link("studio", code.code),
            "https://jabbertoon.com/studio/#c=" + std::string(kLittleHopCode));
}

TEST(ShareCode, BlobbyFromACharacterPack) {
  json::Value pack = test::make_pack("c4c:char:blobby", "character", "1.0.0", test::kCharacter);
  pack.as_object().set("name", "Blobby");
  pack.as_object().set("content", parse_json(kBlobbyContent));
  Shareable shared = shareable(pack, "blobby.json");
  ASSERT_TRUE(shared.ok());
  EXPECT_EQ(shared.kind, "character");
  EXPECT_EQ(encode_share_code(shared.value).code, kBlobbyCode);
}

TEST(ShareCode, DecodesCodesAndLinks) {
  json::ParseResult hop = decode_share_code(kLittleHopCode);
  ASSERT_TRUE(hop.ok());
  EXPECT_EQ(hop.value, parse_json(kLittleHop));
  EXPECT_EQ(
      decode_share_code("https://jabbertoon.com/blocks/#c=" + std::string(kLittleHopCode)).value,
      hop.value);
  EXPECT_EQ(decode_share_code("  " + std::string(kLittleHopCode) + "\n").value, hop.value);

  json::ParseResult blobby = decode_share_code(kBlobbyLink);
  ASSERT_TRUE(blobby.ok());
  EXPECT_EQ(blobby.value.find("name")->as_string(), "Blobby");
  EXPECT_EQ(blobby.value.find("content")->find("tree")->find("children")->as_array().size(), 1u);
  EXPECT_EQ(canonical(*blobby.value.find("content")), canonical(parse_json(kBlobbyContent)));
}

// Codes node made (make_vectors.js), with '-' and '_' in them and 1 and 2 letters past a group of
// four.
TEST(ShareCode, RoundTripsNodeVectors) {
  const json::Value unicode = parse_json(
      R"({"b": [0.1, 1e21, 1e-7, -0, 4.0, 123456789012345678901234567890], "a": {"\u00e9": "caf\u00e9 \ud83d\ude00", "z": null, "10": true, "9": false}, "\ud83d\ude00": 1, "\uffff": 2})");
  constexpr std::string_view kUnicodeCode =
      "eyJhIjp7IjEwIjp0cnVlLCI5IjpmYWxzZSwieiI6bnVsbCwiw6kiOiJjYWbDqSDwn5iAIn0sImIiOlswLjEsMWUrMjEs"
      "MWUtNywwLDQsMS4yMzQ1Njc4OTAxMjM0NTY4ZSsyOV0sIvCfmIAiOjEsIu-_vyI6Mn0";
  EXPECT_EQ(encode_share_code(unicode).code, kUnicodeCode);
  EXPECT_EQ(canonical(decode_share_code(kUnicodeCode).value), canonical(unicode));
  EXPECT_EQ(encode_share_code(parse_json("{}")).code, "e30");
  EXPECT_EQ(decode_share_code("e30").value, parse_json("{}"));
  EXPECT_EQ(decode_share_code("e30=").value, parse_json("{}"));  // padding is allowed
}

std::string damage(std::string_view code_or_link) {
  json::ParseResult result = decode_share_code(code_or_link);
  EXPECT_FALSE(result.ok()) << code_or_link;
  EXPECT_EQ(result.failure, json::ParseFailure::kInvalid);
  return result.ok() ? std::string() : result.error->message;
}

TEST(ShareCode, DamagedCodesAreErrors) {
  const std::string hop(kLittleHopCode);
  EXPECT_EQ(damage(hop.substr(0, 10) + "!" + hop.substr(10)),
            "damaged share code: '!' at position 11 is not a base64url letter (A-Z a-z 0-9 - _)");
  EXPECT_EQ(damage(hop.substr(0, 10) + "+" + hop.substr(11)),
            "damaged share code: '+' at position 11 is not a base64url letter (A-Z a-z 0-9 - _)");
  EXPECT_EQ(damage(hop.substr(0, 13)),
            "damaged share code: 13 letters cannot be base64url: the code is cut short or has a "
            "letter too many");
  EXPECT_EQ(damage(hop.substr(0, 40)).rfind("damaged share code: its JSON is broken (", 0), 0u);
  EXPECT_EQ(damage(""), "damaged share code: the code is empty");
  EXPECT_EQ(damage("https://jabbertoon.com/studio/#ch=dog&slot=B"),
            "damaged share code: the link has no code after '#c='");
  // Bytes that are not UTF-8 (0xFF 0xFE) are not JSON text.
  EXPECT_EQ(damage("__4").rfind("damaged share code: its JSON is broken (", 0), 0u);
}

}  // namespace
}  // namespace jt::packs
