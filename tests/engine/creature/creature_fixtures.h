// The shipped creature packs, read for the tests, and small helpers to edit a descriptor by JSON
// pointer.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "jt/creature/descriptor.h"
#include "jt/json/parse.h"

namespace jt::test_support {

struct ShippedCreature {
  std::string file;
  json::Value descriptor;  // the pack's content
};

inline std::vector<ShippedCreature> shipped_creatures() {
  std::vector<ShippedCreature> out;
  const std::filesystem::path dir = std::filesystem::path(JT_SOURCE_DIR) / "packs" / "creatures";
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  for (const auto& file : files) {
    json::ParseResult parsed = json::parse_file(file.string());
    EXPECT_TRUE(parsed.ok()) << file;
    const json::Value* content = parsed.value.find("content");
    EXPECT_NE(content, nullptr) << file;
    if (content != nullptr) out.push_back({file.filename().string(), *content});
  }
  return out;
}

// The value at a JSON pointer ("/a/0/b"); nullptr when there is none.
inline json::Value* at_pointer(json::Value& root, const std::string& pointer) {
  json::Value* v = &root;
  std::size_t start = 1;
  while (start <= pointer.size() && !pointer.empty()) {
    const std::size_t slash = pointer.find('/', start);
    const std::string token =
        pointer.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
    if (v->is_object()) {
      v = v->as_object().find(token);
    } else if (v->is_array()) {
      const std::size_t i = std::stoul(token);
      v = i < v->as_array().size() ? &v->as_array()[i] : nullptr;
    } else {
      v = nullptr;
    }
    if (v == nullptr || slash == std::string::npos) break;
    start = slash + 1;
  }
  return v;
}

// The pointers of every error reading `value` gives.
inline std::vector<std::string> error_pointers(const json::Value& value) {
  std::vector<std::string> out;
  for (const Diagnostic& d : creature::read_descriptor(value).errors)
    out.push_back(d.path);
  return out;
}

}  // namespace jt::test_support
