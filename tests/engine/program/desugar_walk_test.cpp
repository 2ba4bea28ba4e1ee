// The walk over a program: every body desugared, primitive blocks kept, note and id on the first
// block, every error reported with its path, and no JSON that makes it fail.
#include "desugar_test_support.h"

namespace jt::program {
namespace {

using testing::canonical;
using testing::desugar_body;
using testing::expect_desugars;
using testing::parse_json;

// A bob as it desugars with its defaults.
constexpr const char* kBob = R"j({"op": "bob"})j";
constexpr const char* kBobWave =
    R"j({"op": "wave", "ch": "dy", "shape": "abssin", "amp": -6, "every": 1})j";

std::string with(const char* text, const char* block) {
  std::string out = text;
  for (std::size_t at = out.find('@'); at != std::string::npos; at = out.find('@')) {
    out.replace(at, 1, block);
  }
  return out;
}

TEST(DesugarWalk, DescendsIntoEveryBody) {
  const char* body = R"j([
      {"op": "for", "s": 1, "body": [@]},
      {"op": "while", "cond": "=1", "body": [@]},
      {"op": "repeat", "n": 2, "body": [@]},
      {"op": "forever", "body": [{"op": "if", "cond": "=1", "body": [@], "else": [@]}]},
      {"op": "together", "branches": [[@], [{"op": "wait", "s": 1}, @]]}])j";
  expect_desugars(with(body, kBob), with(body, kBobWave));
}

TEST(DesugarWalk, DescendsIntoAnInlineBehaviourOfDoes) {
  const json::Value scene =
      parse_json(R"j({"v": 1, "kind": "cartoon", "scripts": [{"hat": {"on": "scene"}, "body": [
      {"op": "does", "who": "A", "behaviour": {"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "sway", "deg": "x"}]}]}},
      {"op": "does", "who": "B", "behaviour": "c4c:beh:wag"}]}]})j");
  std::vector<Diagnostic> diagnostics;
  const json::Value out = desugar(scene, "cartoon.json", diagnostics);
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0].path, "/scripts/0/body/0/behaviour/scripts/0/body/0/deg");
  EXPECT_EQ(diagnostics[0].file, "cartoon.json");
  const json::Value good = parse_json(R"j({"v": 1, "kind": "cartoon", "scripts": [{"body": [
      {"op": "does", "who": "A", "behaviour": {"scripts": [{"body": [{"op": "sway", "deg": 2}]}]}}]}]})j");
  EXPECT_EQ(canonical(desugar(good, "", diagnostics)),
            canonical(parse_json(R"j({"v": 1, "kind": "cartoon", "scripts": [{"body": [
      {"op": "does", "who": "A", "behaviour": {"scripts": [{"body": [
        {"op": "wave", "ch": "rot", "shape": "sin", "amp": 2, "every": 1}]}]}}]}]})j")));
}

TEST(DesugarWalk, KeepsEverythingButTheFriendlyBlocks) {
  const json::Value program = parse_json(R"j({"v": 1, "kind": "behaviour", "name": "x",
      "params": {"a": 1}, "vars": {"n": 0}, "scripts": [
        {"hat": {"on": "talk-start"}, "body": [{"op": "ramp", "to": {"dx": 1}, "odd": [1, 2]}]},
        {"body": [{"op": "wait", "s": 1}, {"op": "turnTo", "deg": 5}]}]})j");
  std::vector<Diagnostic> diagnostics;
  EXPECT_EQ(canonical(desugar(program, "", diagnostics)),
            canonical(parse_json(R"j({"v": 1, "kind": "behaviour", "name": "x",
      "params": {"a": 1}, "vars": {"n": 0}, "scripts": [
        {"hat": {"on": "talk-start"}, "body": [{"op": "ramp", "to": {"dx": 1}, "odd": [1, 2]}]},
        {"body": [{"op": "wait", "s": 1}, {"op": "ramp", "to": {"rot": 5}, "over": 0}]}]})j")));
  EXPECT_TRUE(diagnostics.empty());
}

TEST(DesugarWalk, NoteAndIdGoOnTheFirstBlock) {
  expect_desugars(
      R"j([{"op": "shake", "deg": 3, "note": "angry", "id": "b7"}])j",
      R"j([{"op": "wave", "ch": "dx", "shape": "sin", "amp": 8, "hz": 6, "note": "angry", "id": "b7"},
                      {"op": "wave", "ch": "rot", "shape": "sin", "amp": 3, "hz": 6}])j");
  expect_desugars(
      R"j([{"op": "window", "from": 1, "note": "later", "body": []}])j",
      R"j([{"op": "wait", "until": 1, "note": "later"}, {"op": "for", "until": "=dur", "body": []}])j");
}

TEST(DesugarWalk, ReportsEveryErrorAndDropsTheBlocksThatHaveOne) {
  const testing::Desugared out = desugar_body(R"j([
      {"op": "setPart", "part": "lef arm", "deg": "x"},
      {"op": "sway", "deg": 2},
      {"op": "swish", "part": "tail", "segments": 40},
      {"op": "repeat", "n": 2, "body": [{"op": "letFollow", "part": "ears", "after": "bdy"}]}])j");
  EXPECT_EQ(out.body, canonical(parse_json(R"j([
      {"op": "wave", "ch": "rot", "shape": "sin", "amp": 2, "every": 1},
      {"op": "repeat", "n": 2, "body": []}])j")));
  std::vector<std::string> paths;
  for (const Diagnostic& d : out.diagnostics) {
    EXPECT_EQ(d.severity, Severity::kError);
    paths.push_back(d.path);
  }
  EXPECT_EQ(paths, (std::vector<std::string>{"/scripts/0/body/0/part", "/scripts/0/body/0/deg",
                                             "/scripts/0/body/2/segments",
                                             "/scripts/0/body/3/body/0/after"}));
}

TEST(DesugarWalk, WhatIsNotOfAProgramsFormIsLeftForPrepareToReport) {
  for (const char* text :
       {"5", "null", "[]", R"j({"scripts": 3})j",
        R"j({"scripts": [4, {"body": "x"}, {"hat": 1}]})j",
        R"j({"scripts": [{"body": [7, null, {"op": 3}, {"no": "op"}, {"op": "for", "body": 1},
                                  {"op": "together", "branches": [1, [2]]},
                                  {"op": "together", "branches": {}},
                                  {"op": "does", "behaviour": [1]}]}]})j"}) {
    std::vector<Diagnostic> diagnostics;
    const json::Value program = parse_json(text);
    EXPECT_EQ(canonical(desugar(program, "", diagnostics)), canonical(program)) << text;
    EXPECT_TRUE(diagnostics.empty()) << text;
  }
}

TEST(DesugarWalk, DesugaringTwiceChangesNothing) {
  const json::Value program = testing::program_with_body(R"j([
      {"op": "move", "dx": 1}, {"op": "setPart", "part": "arms", "deg": 5}, {"op": "bob"},
      {"op": "shake", "deg": 2}, {"op": "window", "from": -1, "body": [{"op": "sway"}]},
      {"op": "swish"}, {"op": "flop"}, {"op": "bend"}, {"op": "bow"},
      {"op": "letFollow", "part": "ears"}, {"op": "turnView"},
      {"op": "reach", "part": "hands", "at": "hip", "hold": 1}, {"op": "release", "part": "paws"}])j");
  std::vector<Diagnostic> diagnostics;
  const json::Value once = desugar(program, "", diagnostics);
  const json::Value twice = desugar(once, "", diagnostics);
  EXPECT_EQ(canonical(twice), canonical(once));
  EXPECT_TRUE(diagnostics.empty()) << testing::describe(diagnostics);
}

TEST(DesugarWalk, NoArgumentOfAnyTypeMakesItFail) {
  // Every friendly block with every argument it reads set to every kind of JSON value: the
  // desugarer answers (a block, or an error), and never leaves a friendly block in its output.
  const char* ops[] = {"move",    "moveTo",    "turn",     "turnTo", "scaleTo", "squash",
                       "setPart", "turnPart",  "liftPart", "bob",    "sway",    "wobble",
                       "shake",   "swingPart", "window",   "swish",  "flop",    "bend",
                       "bow",     "letFollow", "turnView", "reach",  "release"};
  const char* keys[] = {
      "part",    "deg",      "px",    "amp",    "k",       "s",  "sx",    "sy",    "x",    "y",
      "dx",      "dy",       "over",  "ease",   "w",       "hz", "every", "phase", "sync", "lag",
      "falloff", "segments", "after", "amount", "damping", "to", "from",  "body",  "hold"};
  const char* values[] = {"null",     "true", "-3",   "1e308", "\"\"",      "\"=\"",
                          "\"word\"", "[]",   "[{}]", "{}",    "{\"x\": 1}"};
  for (const char* op : ops) {
    for (const char* key : keys) {
      for (const char* value : values) {
        const std::string body =
            std::string("[{\"op\": \"") + op + "\", \"" + key + "\": " + value + "}]";
        std::vector<Diagnostic> diagnostics;
        const json::Value out = desugar(testing::program_with_body(body), "", diagnostics);
        const json::Value& blocks = *out.find("scripts")->as_array().front().find("body");
        for (const json::Value& block : blocks.as_array()) {
          const std::string block_op = block.find("op")->as_string();
          EXPECT_TRUE(block_op == "reach" || block_op == "release" || block_op == "wave" ||
                      block_op == "ramp" || block_op == "chain" || block_op == "follow" ||
                      block_op == "wait" || block_op == "for" || block_op == "together" ||
                      block_op == "view")
              << body;
        }
      }
    }
  }
}

}  // namespace
}  // namespace jt::program
