// A prop pack's content read (docs/PROPS.md): its box, grip, top and states; each problem with
// its JSON pointer; every shipped prop reads whole.
#include <gtest/gtest.h>

#include <filesystem>

#include "jt/json/parse.h"
#include "jt/render/prop.h"
#include "support/json_text.h"

namespace jt::render {
namespace {

std::vector<std::string> prop_problems(const std::string& content) {
  std::vector<Diagnostic> diagnostics;
  read_prop(test_support::parse_json(content), "p.json", diagnostics);
  std::vector<std::string> out;
  for (const Diagnostic& d : diagnostics)
    out.push_back(d.path + ": " + d.message);
  return out;
}

TEST(PropArt, ReadsItsBoxGripTopAndStates) {
  std::vector<Diagnostic> diagnostics;
  const std::optional<PropArt> art =
      read_prop(test_support::parse_json(R"({"height": 0.12, "width": 1.3,
        "grip": {"x": 0.5, "y": 0.9, "front": false}, "top": 0.1,
        "shapes": [{"type": "ellipse", "x": 0.5, "y": 0.5, "w": 1, "h": 1, "fill": "#ff0000"}],
        "bites": [[], [{"type": "rrect", "x": 0.5, "y": 0.8, "w": 1, "h": 0.2, "fill": "#00ff00"}]]})"),
                "p.json", diagnostics);
  ASSERT_TRUE(art) << (diagnostics.empty() ? "" : diagnostics.front().message);
  EXPECT_EQ(art->height, 0.12);
  EXPECT_EQ(art->width, 1.3);
  EXPECT_EQ(art->grip_x, 0.5);
  EXPECT_EQ(art->grip_y, 0.9);
  EXPECT_FALSE(art->grip_in_front);
  EXPECT_EQ(art->top, 0.1);
  ASSERT_EQ(art->states.size(), 3u);  // whole, then two bites
  EXPECT_EQ(art->states[0].front().fill, 0xff0000u);
  EXPECT_TRUE(art->states[1].empty());
  EXPECT_EQ(art->states[2].front().type, StageShape::Type::kRect);
}

TEST(PropArt, EachProblemAtItsPointer) {
  EXPECT_EQ(prop_problems(R"({"height": 5, "shapes": []})"),
            std::vector<std::string>{"/height: expected a number from 0.001 to 2"});
  EXPECT_EQ(prop_problems(R"({"grip": {"x": 2}, "shapes": []})"),
            std::vector<std::string>{"/grip/x: expected a number from 0 to 1"});
  EXPECT_EQ(prop_problems(R"({"height": 0.1})"),
            std::vector<std::string>{": missing \"shapes\" (what the prop looks like)"});
  EXPECT_EQ(prop_problems(R"({"shapes": [{"type": "star"}]})"),
            std::vector<std::string>{
                "/shapes/0/type: expected a shape type: ellipse, rrect, tri, poly or path"});
  EXPECT_EQ(prop_problems(R"({"shapes": [], "bites": [{"type": "ellipse"}]})"),
            std::vector<std::string>{"/bites/0: expected a list of shapes"});
  EXPECT_EQ(prop_problems(R"([1])"),
            std::vector<std::string>{": expected a prop {height, width, grip, shapes}"});
}

TEST(PropArt, EveryShippedPropReadsWhole) {
  int props = 0;
  for (const auto& e :
       std::filesystem::directory_iterator(std::string(JT_SOURCE_DIR) + "/packs/props")) {
    const json::ParseResult pack = json::parse_file(e.path().string());
    ASSERT_TRUE(pack.ok()) << e.path();
    std::vector<Diagnostic> diagnostics;
    const std::optional<PropArt> art =
        read_prop(*pack.value.find("content"), e.path().string(), diagnostics);
    ASSERT_TRUE(art) << e.path() << ": " << diagnostics.front().path << " "
                     << diagnostics.front().message;
    for (const auto& state : art->states)
      EXPECT_FALSE(state.empty()) << e.path();
    ++props;
  }
  EXPECT_EQ(props, 18);
}

}  // namespace
}  // namespace jt::render
