// The text view of a program as a whole: hats, settings and variables, scenes as a screenplay,
// packs and cartoon packs (docs/TEXT.md).
#include "jt/program/program_of.h"
#include "text_test_support.h"

namespace jt::text {
namespace {

using testing::parse;
using testing::scene_text;

TEST(TextViewHats, EveryHatHasALine) {
  EXPECT_EQ(to_text(parse(R"({"v": 1, "kind": "behaviour", "scripts": [
      {"hat": {"on": "start"}, "body": []},
      {"hat": {"on": "talk-start"}, "body": [{"op": "mood", "mood": "happy"}]},
      {"hat": {"on": "talk-end"}, "body": []},
      {"hat": {"on": "key", "key": "ArrowLeft"}, "body": []},
      {"hat": {"on": "key"}, "body": []},
      {"hat": {"on": "click"}, "body": []},
      {"hat": {"on": "scene", "name": "Morning"}, "body": []},
      {"hat": {"on": "scene"}, "body": []},
      {"hat": {"on": "beat"}, "body": []},
      {"hat": {"on": "loud"}, "body": []},
      {"hat": {"on": "every"}, "body": []},
      {"hat": {"on": "touch"}, "body": []},
      {"hat": {"on": "wink"}, "body": []}]})")),
            "when it starts\n"
            "when it starts talking\n"
            "  look happy\n"
            "when it stops talking\n"
            "when key \"ArrowLeft\" is pressed\n"
            "when any key is pressed\n"
            "when it is clicked\n"
            "when scene \"Morning\" starts\n"
            "when a scene starts\n"
            "on every beat\n"
            "when it gets loud\n"
            "every so often\n"
            "when touching\n"
            "when \"wink\" happens\n");
}

TEST(TextViewHats, TheHatsTheStageFiresSayTheirPeriodPairAndScene) {
  EXPECT_EQ(to_text(parse(R"({"v": 1, "kind": "cartoon", "scripts": [
      {"hat": {"on": "every", "s": 1.5}, "body": []},
      {"hat": {"on": "every", "s": 2, "scene": "Two"}, "body": []},
      {"hat": {"on": "touch", "who": "A", "with": "B"}, "body": []},
      {"hat": {"on": "touch", "who": "A"}, "body": []},
      {"hat": {"on": "touch", "with": "B", "scene": "Two"}, "body": []},
      {"hat": {"on": "touch"}, "body": []},
      {"hat": {"on": "loud", "who": "A"}, "body": []},
      {"hat": {"on": "loud", "who": "B", "scene": "Two"}, "body": []},
      {"hat": {"on": "loud", "scene": "Two"}, "body": []}]})")),
            "when every 1.5 s\n"
            "when every 2 s in scene \"Two\"\n"
            "when A touches B\n"
            "when A touches anyone\n"
            "when anyone touches B in scene \"Two\"\n"
            "when touching\n"
            "when A gets loud\n"
            "when B gets loud in scene \"Two\"\n"
            "when it gets loud in scene \"Two\"\n");
}

TEST(TextViewProgram, SettingsAndVariablesAsWritten) {
  EXPECT_EQ(to_text(parse(R"({"v": 1, "kind": "behaviour", "params": {"amp": 10, "t_in": "=dur/2"},
                               "vars": {"score": 0, "lives": 3}, "scripts": []})")),
            "settings: amp = 10, t_in = (dur/2)\n"
            "variables: score = 0, lives = 3\n");
}

TEST(TextViewScene, HeadingsAndScreenplayLines) {
  EXPECT_EQ(to_text(parse(R"({"v": 1, "kind": "scene", "name": "Meet",
      "cast": {"A": "any", "B": {"pack": {"id": "c4c:char:dog", "version": "1.0.0"}},
               "C": {"legs": 4}},
      "scripts": [
        {"body": [{"op": "place", "who": "A", "facing": -1}]},
        {"hat": {"on": "scene", "name": "Meet", "place": "park", "mood": "night", "at": 12},
         "body": [{"op": "cut", "mood": "sepia"}]}]})")),
            "cast: A = any, B = c4c:char:dog, C\n"
            "when the scene starts\n"
            "  place A facing left\n"
            "scene \"Meet\" at park (night), starting at 12 s\n"
            "  cut (sepia)\n");
}

TEST(TextViewScene, CameraBlocksReadAsCameraDirections) {
  // docs/CAMERA.md, spec §7.9's style: "camera: close-up on A in 0.5 s".
  EXPECT_EQ(scene_text(R"([
      {"op": "shot", "on": "A", "size": "close", "over": 0.5},
      {"op": "shot", "on": ["A", "B"]},
      {"op": "shot", "on": ["A", "B", "C"], "size": "full"},
      {"op": "shot", "on": "B", "size": "extreme"},
      {"op": "shot", "size": "wide", "over": 1, "ease": "linear"},
      {"op": "zoom", "to": 3, "on": "B", "over": 1},
      {"op": "zoom", "to": 2, "x": 0.3, "y": 0.6},
      {"op": "pan", "x": 0.2, "over": 2},
      {"op": "shake", "amount": 0.03, "for": 0.5},
      {"op": "roll", "to": -8, "over": 1}])"),
            "scene \"S\"\n"
            "  camera: close-up on A in 0.5 s\n"
            "  camera: medium two-shot on A and B\n"
            "  camera: full group shot on A, B and C\n"
            "  camera: extreme close-up on B\n"
            "  camera: wide shot in 1 s (linear)\n"
            "  camera: zoom to 3× on B in 1 s\n"
            "  camera: zoom to 2× about x 0.3, y 0.6\n"
            "  camera: pan to x 0.2 in 2 s\n"
            "  camera: shake 0.03 for 0.5 s\n"
            "  camera: roll to -8° in 1 s\n");
}

TEST(TextViewScene, SceneBlocks) {
  EXPECT_EQ(scene_text(R"([
      {"op": "say", "who": "A", "text": "Hi \"you\"", "mood": "happy", "voice": "en-gb",
       "speed": 1.2, "pitch": 0.9},
      {"op": "say", "who": "B", "text": "..."},
      {"op": "caption", "text": "Later"},
      {"op": "cut", "place": "beach"},
      {"op": "place", "who": "A", "x": 0.3, "y": 0.9, "h": 0.4, "facing": 1, "over": 1,
       "ease": "linear"},
      {"op": "place", "who": "B"},
      {"op": "enter", "who": "B", "from": "right", "y": 0.8, "facing": -1, "over": 1.5},
      {"op": "enter", "who": "B"},
      {"op": "exit", "who": "A", "to": "top", "facing": 1},
      {"op": "mood", "who": "A", "mood": "sad"},
      {"op": "view", "who": "B", "to": "back"},
      {"op": "reach", "who": "A", "at": "B", "spot": "head", "part": "left hand", "over": 0.5},
      {"op": "release", "who": "A"},
      {"op": "sound", "clip": "sfx/pop.wav"},
      {"op": "sound", "clip": "sfx/boing.wav", "volume": 0.5},
      {"op": "music", "clip": "tune.ogg", "volume": 0.4, "fade_in": 2, "fade_out": 3,
       "from": 10, "loop": true},
      {"op": "music", "clip": "tune.ogg", "loop": false},
      {"op": "music", "stop": true},
      {"op": "does", "who": "A", "behaviour": "c4c:beh:bounce", "also": true, "for": 2},
      {"op": "does", "who": "A", "behaviour": {"id": "c4c:beh:wag", "version": "1.0.0"},
       "params": {"amp": "=x"}},
      {"op": "does", "who": "B", "behaviour": "local:beh:0123456789ab"}])"),
            "scene \"S\"\n"
            "  A says \"Hi \\\"you\\\"\" (happy, voice en-gb, speed 1.2, pitch 0.9)\n"
            "  B says \"...\"\n"
            "  caption \"Later\"\n"
            "  cut to beach\n"
            "  place A at x 0.3, y 0.9, h 0.4, facing right in 1 s (linear)\n"
            "  place B\n"
            "  B enters from the right to y 0.8, facing left in 1.5 s\n"
            "  B enters\n"
            "  A exits to the top facing right\n"
            "  A looks sad\n"
            "  B shows the back view\n"
            "  A reaches for B's head with the left hand in 0.5 s\n"
            "  A lets go\n"
            "  sound \"sfx/pop.wav\"\n"
            "  sound \"sfx/boing.wav\" (volume 0.5)\n"
            "  music \"tune.ogg\" (volume 0.4, fade in 2 s, fade out 3 s, from 10 s, looped)\n"
            "  music \"tune.ogg\" (once)\n"
            "  music stops\n"
            "  A also does bounce for 2 s\n"
            "  A does wag v1.0.0 (amp (x))\n"
            "  B does local:beh:0123456789ab\n");
}

TEST(TextViewScene, EveryExampleSection7_9Quotes) {
  // Each line as spec §7.9 quotes it: cast, scene, says, does ... for, also does, caption ... for,
  // cut to ... (grade), enters, exits, place ... facing ... in, looks.
  EXPECT_EQ(to_text(parse(R"({"v": 1, "kind": "cartoon",
      "cast": {"A": {"name": "Sunny"}, "B": {"name": "Grump"}},
      "scripts": [{"hat": {"on": "scene", "name": "Morning", "place": "park"}, "body": [
        {"op": "say", "who": "A", "text": "Good morning, Grump!", "mood": "happy"},
        {"op": "does", "who": "B", "behaviour": "c4c:beh:annoyed", "for": 2},
        {"op": "does", "who": "B", "behaviour": "c4c:beh:wag", "also": true},
        {"op": "caption", "text": "One bite later...", "for": 1.6},
        {"op": "cut", "place": "park", "mood": "bloom"},
        {"op": "enter", "who": "A", "from": "left", "over": 2},
        {"op": "exit", "who": "A", "to": "left", "over": 2.4},
        {"op": "place", "who": "A", "x": 0.3, "facing": -1, "over": 1},
        {"op": "mood", "who": "B", "mood": "happy"}]}]})")),
            "cast: A = Sunny, B = Grump\n"
            "scene \"Morning\" at park\n"
            "  A says \"Good morning, Grump!\" (happy)\n"
            "  B does annoyed for 2 s\n"
            "  B also does wag\n"
            "  caption \"One bite later...\" for 1.6 s\n"
            "  cut to park (bloom)\n"
            "  A enters from the left in 2 s\n"
            "  A exits to the left in 2.4 s\n"
            "  place A at x 0.3, facing left in 1 s\n"
            "  B looks happy\n");
}

TEST(TextViewScene, AnInlineBehaviourIsIndentedUnderItsDoes) {
  EXPECT_EQ(scene_text(R"([
      {"op": "does", "who": "A", "for": 3, "behaviour": {"v": 1, "kind": "behaviour",
        "name": "Wiggle", "params": {"amp": 4},
        "scripts": [{"body": [{"op": "wobble", "px": "=amp"}]}]}},
      {"op": "does", "who": "B", "behaviour": {"v": 1, "kind": "behaviour",
        "scripts": [{"hat": {"on": "talk-start"}, "body": [{"op": "bob"}]}]}},
      {"op": "wait", "s": 1}])"),
            "scene \"S\"\n"
            "  A does \"Wiggle\" for 3 s:\n"
            "    settings: amp = 4\n"
            "    when it starts\n"
            "      wobble (amp) px\n"
            "  B does this move:\n"
            "    when it starts talking\n"
            "      bob\n"
            "  wait 1 s\n");
}

TEST(TextViewPacks, APackPrintsItsContent) {
  EXPECT_EQ(to_text(parse(R"({"pack": 1, "id": "local:beh:000000000000", "type": "behaviour",
      "content": {"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "hop"}]}]}})")),
            "when it starts\n  hop\n");
}

TEST(TextViewPacks, ACartoonPackMergesItsCastIntoTheProgram) {
  // Spec §7.1: the outer cast and places win, field by field.
  const json::Value pack = parse(R"({"pack": 1, "type": "cartoon", "content": {
      "cast": {"B": {"name": "Grump"}, "C": {"name": "Pip"}},
      "places": {"park": {"background": "park"}},
      "program": {"v": 1, "kind": "cartoon",
                  "cast": {"A": {"name": "Sunny"}, "B": {"name": "Bob", "legs": 4}},
                  "places": {"park": {"grade": "warm"}},
                  "scripts": [{"hat": {"on": "scene", "name": "One"}, "body": []}]}}})");
  EXPECT_EQ(to_text(pack), "cast: A = Sunny, B = Grump, C = Pip\nscene \"One\"\n");
  const ProgramInFile held = program_of(pack);
  EXPECT_EQ(held.pointer, "/content/program");
  EXPECT_EQ(held.program.find("cast")->find("B")->find("legs")->as_number(), 4);
  EXPECT_EQ(*held.program.find("places")->find("park"),
            parse(R"({"grade": "warm", "background": "park"})"));
}

TEST(TextViewPacks, BareProgramsAndOddValuesAreKeptAsTheyAre) {
  const json::Value program = parse(R"({"v": 1, "kind": "behaviour", "scripts": []})");
  EXPECT_EQ(program_of(program).program, program);
  EXPECT_EQ(program_of(program).pointer, "");
  EXPECT_EQ(to_text(parse("[1, 2]")), "");
  EXPECT_EQ(to_text(parse(R"({"pack": 1})")), "");
}

}  // namespace
}  // namespace jt::text
