// What a program uses and never uses (docs/CLI.md "inspect"), from its JSON.
#include "jt/inspect/inventory.h"

#include <gtest/gtest.h>

#include "jt/json/write.h"
#include "support/json_text.h"

namespace jt::inspect {
namespace {

using Names = std::vector<std::string>;

TEST(Inventory, ListsWhatABlockAnywhereNamesOnceInOrder) {
  const Inventory inv = take_inventory(test_support::parse_json(R"({"v": 1, "kind": "cartoon",
    "cast": {"B": {"voice": "en"}, "A": {"look": {"template": "dog"}}},
    "scripts": [{"hat": {"on": "scene", "name": "s", "place": "park"}, "body": [
      {"op": "repeat", "n": 2, "body": [{"op": "say", "who": "A", "text": "x", "voice": "fr"}]},
      {"op": "together", "branches": [[{"op": "cut", "place": "beach"}],
                                      [{"op": "does", "who": "B", "behaviour": "c4c:beh:wag"}]]},
      {"op": "if", "cond": "=1", "body": [], "else": [
        {"op": "does", "who": "B", "behaviour": {"v": 1, "kind": "behaviour", "name": "Mine",
                                                 "scripts": []}}]},
      {"op": "say", "who": "A", "text": "y", "clip": "a.wav", "voice": "fr"}]}]})"));
  EXPECT_EQ(inv.kind, "cartoon");
  ASSERT_EQ(inv.cast.size(), 2u);
  EXPECT_EQ(inv.cast[0].id, "B");  // in the file's order
  EXPECT_EQ(inv.cast[1].template_name, "dog");
  EXPECT_EQ(inv.places, (Names{"park", "beach"}));
  EXPECT_EQ(inv.moves, (Names{"c4c:beh:wag", "(inline) Mine"}));
  EXPECT_EQ(inv.voices, (Names{"en", "fr"}));
  EXPECT_EQ(inv.clips, (Names{"a.wav"}));
  EXPECT_EQ(inv.unused_cast, Names{});
}

TEST(Inventory, AParamIsUsedWhenAFormulaNamesItNotAPartOfAName) {
  const Inventory inv = take_inventory(test_support::parse_json(R"({"v": 1, "kind": "scene",
    "params": {"n": 1, "nn": "=n + 1", "far": 3},
    "cast": {"A": {}, "C": {}},
    "scripts": [{"body": [{"op": "wait", "s": "=nn * 2"},
                          {"op": "shot", "on": ["A"], "size": "close"},
                          {"op": "caption", "text": "far away"}]}]})"));
  EXPECT_EQ(inv.params, (Names{"n", "nn", "far"}));
  // n is read by nn's default; nn by the wait; "far" only inside words, which are no formula.
  EXPECT_EQ(inv.unused_params, Names{"far"});
  EXPECT_EQ(inv.unused_cast, Names{"C"});
}

TEST(Inventory, PropsAndTheCastAGiveNames) {
  const Inventory inv = take_inventory(test_support::parse_json(R"({"v": 1, "kind": "cartoon",
    "cast": {"A": {}, "B": {}, "C": {}}, "scripts": [{"hat": {"on": "scene", "name": "s"},
    "body": [{"op": "put", "prop": "table"},
             {"op": "put", "prop": "jar", "pack": "cookie_jar", "on": "table"},
             {"op": "put", "prop": "cake"}, {"op": "put", "prop": "cake", "x": 0.2},
             {"op": "give", "from": "A", "to": "B", "prop": "cake"}]}]})"));
  EXPECT_EQ(inv.props, (Names{"table", "cookie_jar", "cake"}));
  EXPECT_EQ(inv.unused_cast, Names{"C"});  // A and B are named by the give
}

TEST(Inventory, ACartoonPacksContentHasItsCastBesideTheProgram) {
  const Inventory inv = take_inventory(test_support::parse_json(R"({"cast": {"A": {}},
    "program": {"v": 1, "kind": "cartoon", "name": "P", "scripts": []}})"));
  EXPECT_EQ(inv.name, "P");
  ASSERT_EQ(inv.cast.size(), 1u);
  EXPECT_EQ(inv.unused_cast, Names{"A"});
  EXPECT_EQ(
      json::write_compact(inventory_to_json(inv)),
      R"({"kind":"cartoon","name":"P","cast":[{"id":"A"}],"places":[],"moves":[],)"
      R"("voices":[],"clips":[],"props":[],"params":[],"unused":{"params":[],"cast":["A"]}})");
}

}  // namespace
}  // namespace jt::inspect
