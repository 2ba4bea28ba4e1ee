// JSON from a test's text: parsed, and a failure of the test when it does not parse. The one
// helper every test support header builds on.
#pragma once

#include <gtest/gtest.h>

#include <string_view>

#include "jt/json/parse.h"
#include "jt/json/value.h"

namespace jt::test_support {

inline json::Value parse_json(std::string_view text) {
  json::ParseResult parsed = json::parse(text);
  EXPECT_TRUE(parsed.ok()) << text;
  return std::move(parsed.value);
}

}  // namespace jt::test_support
