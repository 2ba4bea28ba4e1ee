// The six shape templates (person, kid, dog, cat, bird, monster) as character pack content, built
// from a look (the pack format's "A character's look"). The shipped character packs are generated
// from these (`jabbertoon-templates`), so a pack and a look draw alike.
#pragma once

#include <array>
#include <map>
#include <string>
#include <string_view>

#include "jt/json/value.h"

namespace jt::render {

inline constexpr std::array<std::string_view, 6> kTemplates = {"person", "kid",  "dog",
                                                               "cat",    "bird", "monster"};

struct Look {
  std::string template_name = "person";
  std::string style = "outlined";
  std::string shape = "classic";              // classic, bighead, tall
  std::map<std::string, std::string> colors;  // body, skin, acc: "#rrggbb"
  double stretch_head = 1, stretch_body = 1, stretch_legs = 1;
  bool pigtails = true;  // kid
  int monster_legs = 2;  // monster: 2 or 0 (a blob on its tail)
  int monster_eyes = 2;  // monster: 1 or 2
  int facing = 1;        // the art's own facing A
};

// A look from its JSON (both spellings, style/look and shape/proportions; the pack spelling wins);
// what is missing or unknown takes the default.
Look read_look(const json::Value& value);

// The character pack content of a look: tree, views, spots, legs, kind, height, footprint, look.
json::Value template_content(const Look& look);

// A whole shipped pack for a template (manifest and content; content_hash left for
// `jabbertoon pack hash --fix`).
json::Value template_pack(std::string_view name, const std::string& description);

}  // namespace jt::render
