// Helpers for the text view's tests: a program from JSON text, a body's outline.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "jt/text/text_view.h"
#include "support/json_text.h"

namespace jt::text::testing {

inline json::Value parse(std::string_view text) {
  return test_support::parse_json(text);
}

// The outline of a behaviour whose one script (without a hat) runs `blocks`, a JSON list.
inline std::string body_text(std::string_view blocks) {
  std::string program = R"({"v": 1, "kind": "behaviour", "scripts": [{"body": )";
  program += blocks;
  program += "}]}";
  return to_text(parse(program));
}

// The same for a cartoon's scene "S".
inline std::string scene_text(std::string_view blocks) {
  std::string program =
      R"({"v": 1, "kind": "cartoon", "scripts": [{"hat": {"on": "scene", "name": "S"}, "body": )";
  program += blocks;
  program += "}]}";
  return to_text(parse(program));
}

}  // namespace jt::text::testing
