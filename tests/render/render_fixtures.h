// What the render tests share: the six templates read as characters, the shipped moves, a pose.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "jt/json/parse.h"
#include "jt/program/program.h"
#include "jt/program/program_of.h"
#include "jt/render/character.h"
#include "jt/render/stage.h"
#include "jt/render/templates.h"
#include "jt/runtime/frame.h"
#include "jt/runtime/runtime.h"

namespace jt::render::testing {

// A shipped background pack's drawing, by its file's name ("park").
inline Background shipped_background(const std::string& name) {
  json::ParseResult pack =
      json::parse_file(std::string(JT_SOURCE_DIR) + "/packs/backgrounds/" + name + ".json");
  EXPECT_TRUE(pack.ok()) << name;
  std::vector<Diagnostic> diagnostics;
  return read_background(*pack.value.find("content"), name, diagnostics).value_or(Background{});
}

inline Character template_character(std::string_view name) {
  Look look;
  look.template_name = std::string(name);
  return *read_character(template_content(look)).character;
}

// A visible character of a cartoon frame at x, its feet at 0.92, half the stage's height tall.
inline rt::CharacterFrame placed_character(const std::string& id, double x) {
  rt::CharacterFrame who;
  who.id = id;
  who.x = x;
  who.y = 0.92;
  who.h = 0.5;
  who.visible = true;
  return who;
}

// The six templates' names.
inline constexpr const char* kTemplateNames[] = {"person", "kid", "dog", "cat", "bird", "monster"};

// The index of the part with this id in a view, -1 when the view has none.
inline int part_index(const CharacterView& v, const std::string& id) {
  for (std::size_t i = 0; i < v.parts.size(); ++i) {
    if (v.parts[i].id == id) return static_cast<int>(i);
  }
  return -1;
}

// The views that show a face (from behind, a head shows none).
inline std::vector<std::string> face_views(const Character& c) {
  std::vector<std::string> views;
  for (const CharacterView& v : c.views) {
    if (v.name != "back") views.push_back(v.name);
  }
  return views;
}

struct NamedMove {
  std::string name;
  std::shared_ptr<const Program> program;
};

// Every behaviour pack under packs/behaviours and packs/skeleton, sorted by path.
inline std::vector<NamedMove> shipped_moves() {
  std::vector<std::filesystem::path> files;
  for (const char* dir : {"packs/behaviours", "packs/skeleton"}) {
    for (const auto& e :
         std::filesystem::directory_iterator(std::string(JT_SOURCE_DIR) + "/" + dir)) {
      if (e.path().extension() == ".json") files.push_back(e.path());
    }
  }
  std::sort(files.begin(), files.end());
  std::vector<NamedMove> moves;
  for (const auto& f : files) {
    const json::ParseResult parsed = json::parse_file(f.string());
    PrepareResult prepared = prepare_program(program_of(parsed.value).program, f.string());
    if (prepared.program) moves.push_back({f.stem().string(), prepared.program});
  }
  return moves;
}

inline rt::Pose pose_of(const std::shared_ptr<const Program>& move, int legs, double t) {
  rt::Runtime runtime = rt::create_runtime({});
  runtime.add_character("A", {.legs = legs});
  runtime.start_behaviour("A", move);
  runtime.step_to(t);
  return runtime.pose("A");
}

}  // namespace jt::render::testing
