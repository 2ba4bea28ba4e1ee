// Packs for the pack tests: contents with their hashes computed by node (make_vectors.js), and a
// valid pack built around one.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "jt/json/value.h"
#include "support/json_text.h"

namespace jt::packs::test {

using test_support::parse_json;

struct HashedContent {
  std::string_view json;
  std::string_view hash;  // sha256 of its canonical JSON, by node
};

inline constexpr HashedContent kEmptyMove = {
    R"({"v": 1, "kind": "behaviour", "scripts": []})",
    "sha256:1e1ba43a6d876539bf562034febdea5ce8fad476d41e431fa92eaeb100e9c584"};
inline constexpr HashedContent kBobMove = {
    R"({"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "bob", "amp": 8}]}]})",
    "sha256:5d0ca4834e9d3a3dbcf3c32435fdc75cff20343753093c0b3bae9f17cab7a641"};
inline constexpr HashedContent kScene = {
    R"({"v": 1, "kind": "scene", "cast": {"A": "any"}, "scripts": []})",
    "sha256:be63c7b128035bc4a4bf056803fa46db04b162da9ba56ebc26216a15ca99022b"};
inline constexpr HashedContent kCharacter = {
    R"({"tree": {"id": "root", "role": "root"}, "legs": 0, "kind": "custom", "height": 120, "footprint": 60})",
    "sha256:45963240f22239df858ee3c6b0c8fc38856036ea64280bb19bfb27e8b770c956"};
inline constexpr HashedContent kCartoon = {
    R"({"program": {"v": 1, "kind": "cartoon", "cast": {"A": {"name": "Sunny"}}, "scripts": []}, "cast": {"A": {"legs": 2}, "B": {"name": "Grump"}}})",
    "sha256:6fe78e114242341e55576780cb569a061d07f63e5214634b402b1b4a936f8c99"};

// A shipped-style pack: author Jabbertoon, cc0, remixable.
inline std::string pack_text(std::string_view id, std::string_view type, std::string_view version,
                             const HashedContent& content) {
  return R"({"pack": 1, "id": ")" + std::string(id) + R"(", "type": ")" + std::string(type) +
         R"(", "version": ")" + std::string(version) +
         R"(", "name": "Test pack", "description": "A pack for the tests.",
            "author": {"id": "c4c", "name": "Jabbertoon"}, "license": "cc0", "remixable": true,
            "derived_from": [], "content_hash": ")" +
         std::string(content.hash) + R"(", "content": )" + std::string(content.json) + "}";
}

inline json::Value make_pack(std::string_view id, std::string_view type, std::string_view version,
                             const HashedContent& content) {
  return parse_json(pack_text(id, type, version, content));
}

}  // namespace jt::packs::test
