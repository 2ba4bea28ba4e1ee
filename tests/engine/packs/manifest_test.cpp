#include "jt/packs/manifest.h"

#include <gtest/gtest.h>

#include "pack_test_support.h"

namespace jt::packs {
namespace {

using test::make_pack;
using test::parse_json;

// The diagnostics as "path: message" lines, errors and warnings marked, for whole comparisons.
std::vector<std::string> lines(const std::vector<Diagnostic>& diagnostics) {
  std::vector<std::string> out;
  for (const Diagnostic& d : diagnostics) {
    out.push_back(std::string(d.severity == Severity::kError ? "error " : "warning ") + d.path +
                  ": " + d.message);
  }
  return out;
}

std::vector<std::string> check(const json::Value& pack) {
  return lines(check_manifest(pack, "p.json"));
}

// A behaviour pack with `key` set to the JSON `value` (or removed when `value` is empty).
json::Value pack_with(std::string_view key, std::string_view value) {
  json::Value pack = make_pack("c4c:beh:bob", "behaviour", "1.0.0", test::kBobMove);
  if (value.empty()) {
    pack.as_object().erase(key);
  } else {
    pack.as_object().set(std::string(key), parse_json(value));
  }
  return pack;
}

TEST(PackManifest, AcceptsAPackOfEachType) {
  EXPECT_TRUE(check(make_pack("c4c:beh:bob", "behaviour", "1.0.0", test::kBobMove)).empty());
  EXPECT_TRUE(check(make_pack("c4c:scene:two", "scene", "1.0.0", test::kScene)).empty());
  EXPECT_TRUE(check(make_pack("c4c:char:blob", "character", "1.0.0", test::kCharacter)).empty());
  EXPECT_TRUE(check(make_pack("c4c:cartoon:sunny", "cartoon", "1.0.1", test::kCartoon)).empty());
}

TEST(PackManifest, DiagnosticsNameTheFileAndField) {
  const auto diagnostics = check_manifest(pack_with("version", R"("1.0")"), "packs/bob.json");
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0].file, "packs/bob.json");
  EXPECT_EQ(diagnostics[0].path, "/version");
  EXPECT_EQ(diagnostics[0].message, "\"1.0\" is not a version: expected MAJOR.MINOR.PATCH");
  EXPECT_EQ(diagnostics[0].hint, "a semantic version (semver.org), as in \"1.0.0\"");
}

TEST(PackManifest, EachFieldIsChecked) {
  using V = std::vector<std::string>;
  EXPECT_EQ(check(pack_with("pack", "2")), V{"error /pack: expected pack format 1, got 2"});
  EXPECT_EQ(check(pack_with("pack", "")), V{"error : missing \"pack\""});
  EXPECT_EQ(check(pack_with("id", R"("bob")")),
            V{"error /id: \"bob\" is not a pack id: expected namespace:type:slug"});
  EXPECT_EQ(check(pack_with("id", R"("c4c:char:bob")")),
            V{"error /id: the id says \"char\" but the type is \"behaviour\""});
  EXPECT_EQ(check(pack_with("type", R"("behavior")")),
            V{"error /type: unknown pack type \"behavior\""});
  EXPECT_EQ(check(pack_with("name", R"("")")), V{"error /name: the name is empty"});
  EXPECT_EQ(check(pack_with("name", "7")), V{"error /name: expected a string, got a number"});
  EXPECT_EQ(check(pack_with("description", "")), V{});
  EXPECT_EQ(check(pack_with("author", R"({"name": "Jabbertoon"})")),
            V{"error /author: missing \"id\""});
  EXPECT_EQ(check(pack_with("license", R"("CC0")")), V{"error /license: unknown licence \"CC0\""});
  EXPECT_EQ(check(pack_with("remixable", R"("yes")")),
            V{"error /remixable: expected a boolean, got a string"});
  EXPECT_EQ(check(pack_with("derived_from", R"([{"id": "c4c:char:dog", "version": "1"}, 3])")),
            (V{"error /derived_from/0/version: \"1\" is not a version: expected MAJOR.MINOR.PATCH",
               "error /derived_from/1: expected an object {\"id\", \"version\"}, got a number"}));
  EXPECT_EQ(check(pack_with("derived_from", "")), V{});
  EXPECT_EQ(check(pack_with("content_hash", "")), V{"error : missing \"content_hash\""});
  EXPECT_EQ(check(pack_with("preview", R"({"moves": ["idle", 2], "seconds": 0})")),
            (V{"error /preview/moves/1: expected a move's name, a string",
               "error /preview/seconds: expected a number of seconds more than 0"}));
  EXPECT_EQ(check(pack_with("page", R"("https://jabbertoon.com/moves/bob/")")),
            V{"warning /page: unknown manifest field \"page\""});
}

TEST(PackManifest, HintsSuggestTheNearestName) {
  const auto diagnostics = check_manifest(pack_with("license", R"("cc-0")"), "p.json");
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0].hint,
            "did you mean \"cc0\"? (one of cc0, cc-by, c4c-free, c4c-paid, own)");
}

TEST(PackManifest, NotAnObject) {
  EXPECT_EQ(check(parse_json("[]")),
            std::vector<std::string>{
                "error : expected a pack (an object with \"pack\": 1), got an array"});
}

TEST(PackManifest, ProgramKindMatchesTheType) {
  EXPECT_EQ(check(make_pack("c4c:beh:two", "behaviour", "1.0.0", test::kScene)),
            std::vector<std::string>{
                "error /content/kind: expected a program of kind \"behaviour\", got \"scene\""});
}

TEST(PackManifest, CartoonContentHoldsOnlyCastPlacesAndProgram) {
  json::Value pack = make_pack("c4c:cartoon:sunny", "cartoon", "1.0.0", test::kCartoon);
  json::Object& content = pack.as_object().find("content")->as_object();
  content.set("scripts", json::Array{});
  content.set("places", "park");
  content.erase("program");
  EXPECT_EQ(check(pack),
            (std::vector<std::string>{
                "error /content/scripts: a cartoon pack's content holds only cast, places and "
                "program, not \"scripts\"",
                "error /content/places: expected an object, got a string",
                "error /content: missing \"program\""}));
}

TEST(PackManifest, CartoonProgramIsACartoon) {
  json::Value pack = make_pack("c4c:cartoon:sunny", "cartoon", "1.0.0", test::kCartoon);
  pack.as_object().find("content")->as_object().set("program", parse_json(test::kScene.json));
  EXPECT_EQ(check(pack), std::vector<std::string>{"error /content/program/kind: expected a "
                                                  "program of kind \"cartoon\", got \"scene\""});
}

json::Value user_pack(std::string_view id, std::string_view author, std::string_view license,
                      bool remixable) {
  json::Value pack = make_pack(id, "behaviour", "1.0.0", test::kEmptyMove);
  pack.as_object().set("author", parse_json(author));
  pack.as_object().set("license", std::string(license));
  pack.as_object().set("remixable", remixable);
  return pack;
}

TEST(PackManifest, UserMadePacks) {
  using V = std::vector<std::string>;
  EXPECT_EQ(check(user_pack("local:beh:1e1ba43a6d87", R"({"id": "local"})", "own", false)), V{});
  EXPECT_EQ(
      check(user_pack("local:beh:1e1ba43a6d87", R"({"id": "local", "name": "Ann"})", "cc0", true)),
      (V{"error /author: the author of a pack a person made is {\"id\": \"local\"}",
         "error /license: the licence of a pack a person made is \"own\"",
         "error /remixable: a pack a person made is not remixable: expected false"}));
  EXPECT_EQ(check(user_pack("local:beh:my_move", R"({"id": "local"})", "own", false)),
            V{"error /id: a pack a person made has the id local:beh:<12 hex> or "
              "local:char:<12 hex>"});
}

// The pack format's rule: no URLs to third-party hosts inside pack content. Hosts are compared in
// lower case, without user info or port; jabbertoon.com and its subdomains are not third parties.
// (Hashes by python's hashlib over the sorted, compact JSON.)
constexpr test::HashedContent kMoveWithUrls = {
    R"({"v": 1, "kind": "behaviour", "name": "Bob, after https://User@CDN.Example.org:8080/bob.png", "scripts": [{"body": [{"op": "say", "text": "see www.jabbertoon.com and https://docs.jabbertoon.com/x, then ftp://files.example.net"}]}]})",
    "sha256:ca305a339507bfb5d54141e8a22c0123f38adc8b9c2c3d9c3b51605f4a9cd9af"};
constexpr test::HashedContent kCharacterWithAUrlKey = {
    R"({"tree": {"id": "root", "role": "root", "https://tracker.example.com/p": 1}, "legs": 0, "kind": "custom", "height": 120, "footprint": 60})",
    "sha256:956f948a724bc335a46c1c5e51dcb3536dc9214355d5d6e607f8416230ff861c"};

TEST(PackManifest, ContentHoldsNoUrlsToThirdPartyHosts) {
  const std::string rule = ": a pack holds no URLs to other hosts than jabbertoon.com";
  EXPECT_EQ(check(make_pack("c4c:beh:bob", "behaviour", "1.0.0", kMoveWithUrls)),
            (std::vector<std::string>{
                "error /content/name: names the third-party host \"cdn.example.org\"" + rule,
                "error /content/scripts/0/body/0/text: names the third-party host "
                "\"files.example.net\"" +
                    rule}));
  EXPECT_EQ(check(make_pack("c4c:char:tracked", "character", "1.0.0", kCharacterWithAUrlKey)),
            (std::vector<std::string>{
                "error /content/tree/https:~1~1tracker.example.com~1p: names the third-party host "
                "\"tracker.example.com\"" +
                rule}));
}

}  // namespace
}  // namespace jt::packs
