// Hostile JSON fed as a descriptor: the parser's mutated documents, the fuzzing corpus, and texts
// in the spirit of the JSON test suite (odd numbers, strings and nesting). Nothing crashes; none
// reads as a creature; each that parses gets at least one error.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <string_view>

#include "jt/creature/descriptor.h"
#include "jt/json/parse.h"

namespace jt::creature {
namespace {

using namespace std::string_view_literals;

struct MutatedCase {
  std::string_view text;
  bool valid;
  std::string_view compact;
};

constexpr MutatedCase kCases[] = {
#include "../json/vectors/mutated_cases.inc"
};

void feed(std::string_view text, int& parsed) {
  const json::ParseResult result = json::parse(text);
  if (!result.ok()) return;
  ++parsed;
  const ReadResult read = read_descriptor(result.value);
  EXPECT_FALSE(read.descriptor.has_value()) << text;
  EXPECT_FALSE(read.errors.empty()) << text;
  // As the content of a descriptor's parts, too.
  json::Object wrapper;
  wrapper.set("schemaVersion", 1);
  wrapper.set("definitions", result.value);
  wrapper.set("gait", result.value);
  EXPECT_FALSE(read_descriptor(wrapper).errors.empty());
}

TEST(CreatureJsonTexts, MutatedDocuments) {
  int parsed = 0;
  for (const MutatedCase& c : kCases)
    feed(c.text, parsed);
  EXPECT_GT(parsed, 100);
}

TEST(CreatureJsonTexts, FuzzCorpus) {
  int parsed = 0;
  const auto dir = std::filesystem::path(JT_SOURCE_DIR) / "tests" / "fuzz" / "corpus";
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const json::ParseResult result = json::parse_file(entry.path().string());
    if (result.ok()) {
      ++parsed;
      EXPECT_FALSE(read_descriptor(result.value).errors.empty()) << entry.path();
    }
  }
  EXPECT_GT(parsed, 0);
}

TEST(CreatureJsonTexts, OddValues) {
  const std::string deep = std::string(500, '[') + std::string(500, ']');
  const std::string deep_objects = [] {
    std::string s;
    for (int i = 0; i < 400; ++i)
      s += R"({"schemaVersion":)";
    s += "1";
    for (int i = 0; i < 400; ++i)
      s += "}";
    return s;
  }();
  const std::string_view texts[] = {
      "[]",
      "{}",
      "null",
      "0",
      "-0",
      "1e308",
      "\"\"",
      "\"\\ud800\"",
      "[[[]]]",
      "{\"\":{}}",
      R"({"schemaVersion": 1})",
      R"({"schemaVersion": 1e0, "name": "\u0000"})",
      R"({"schemaVersion": 1, "name": "a", "name": "b"})",
      R"({"schemaVersion": 1, "definitions": {"materials": {"a": 1, "b": [], "c": null}}})",
      R"({"schemaVersion": 1, "definitions": {"shapes": {"\ud83d\ude00": {"path": "M"}}}})",
      R"({"schemaVersion": 1, "chain": {"skin": {"plates": [null, 1, "x", {}]}}})",
      R"({"schemaVersion": -1, "legs": {"pairs": 1e-320}})",
      R"({"schemaVersion": 1, "gait": {"cyclesPerSecond": -0.0, "bend": {"harmonic": 1.0000000000000002}}})",
      deep,
      deep_objects};
  int parsed = 0;
  for (std::string_view text : texts)
    feed(text, parsed);
  EXPECT_GT(parsed, 15);
}

}  // namespace
}  // namespace jt::creature
