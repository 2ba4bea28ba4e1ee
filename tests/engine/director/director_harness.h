// Cartoons for the director's tests: the shipped behaviour packs (read from the source tree's
// packs/) resolve `does`, as a catalog would.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "jt/json/parse.h"
#include "jt/program/program.h"
#include "jt/program/program_of.h"
#include "jt/runtime/runtime.h"
#include "support/json_text.h"

namespace jt::rt::testing {

inline std::shared_ptr<const Program> prepare_json(const json::Value& json) {
  PrepareResult prepared = prepare_program(program_of(json).program);
  for (const Diagnostic& d : prepared.diagnostics) {
    if (d.severity == Severity::kError) ADD_FAILURE() << d.path << ": " << d.message;
  }
  return prepared.program;
}

inline std::shared_ptr<const Program> prepare_text(const std::string& text) {
  return prepare_json(test_support::parse_json(text));
}

// The shipped behaviour packs by id.
inline PackLookup shipped_packs() {
  auto programs = std::make_shared<std::map<std::string, std::shared_ptr<const Program>>>();
  for (const char* dir : {"behaviours", "skeleton"}) {
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(JT_SOURCE_DIR) + "/packs/" + dir)) {
      json::ParseResult pack = json::parse_file(entry.path().string());
      if (!pack.ok()) continue;
      const json::Value* id = pack.value.find("id");
      const json::Value* content = pack.value.find("content");
      if (id == nullptr || content == nullptr) continue;
      (*programs)[id->as_string()] = prepare_program(*content).program;
    }
  }
  return [programs](const std::string& id, const std::string&) -> std::shared_ptr<const Program> {
    auto it = programs->find(id);
    return it == programs->end() ? nullptr : it->second;
  };
}

// A character's entry in a frame (a failure when it has none).
inline const CharacterFrame& character_in(const Frame& f, const std::string& id) {
  for (const CharacterFrame& c : f.characters) {
    if (c.id == id) return c;
  }
  ADD_FAILURE() << "no " << id;
  return f.characters.front();
}

// A cartoon whose one scene runs `blocks` with A at x 0.3 facing right and B at `b_x` (0.7)
// facing left, both with their feet at 0.92, A 0.5 tall and B `b_height`; a failure when it
// cannot start.
inline Runtime two_on_stage(const std::string& blocks, double b_height = 0.5, double b_x = 0.7) {
  Runtime rt({.fps = 24});
  const CartoonStart start = rt.start_cartoon(prepare_text(
      R"({"v": 1, "kind": "cartoon", "name": "c",
          "cast": {"A": {"at": {"x": 0.3, "y": 0.92, "h": 0.5, "facing": 1}},
                   "B": {"at": {"x": )" +
      std::to_string(b_x) + R"(, "y": 0.92, "h": )" + std::to_string(b_height) +
      R"(, "facing": -1}}},
          "scripts": [{"hat": {"on": "scene", "name": "one"}, "body": [)" +
      blocks + "]}]}"));
  EXPECT_TRUE(start.ok) << start.error;
  return rt;
}

// The times of the plan's sound records: where a hat whose script plays a sound fired.
inline std::vector<double> sound_times(const Runtime& rt) {
  std::vector<double> times;
  for (const TimelineRecord& r : rt.timeline()) {
    if (r.kind == "sound") times.push_back(r.t);
  }
  return times;
}

// `got` equal to `want`, each to 1e-9 s.
inline void expect_times(const std::vector<double>& got, const std::vector<double>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t i = 0; i < got.size(); ++i)
    EXPECT_NEAR(got[i], want[i], 1e-9) << i;
}

inline std::shared_ptr<const Program> shipped_cartoon(const std::string& file) {
  json::ParseResult pack = json::parse_file(std::string(JT_SOURCE_DIR) + "/packs/" + file);
  EXPECT_TRUE(pack.ok());
  return prepare_json(*pack.value.find("content"));
}

}  // namespace jt::rt::testing
