// Scenes and cartoons with exactly one problem each (spec §7): the path and the message of each.
#include <gtest/gtest.h>

#include "validate_test_support.h"

namespace jt::validate {
namespace {

using test::program_problems;
using Lines = std::vector<std::string>;

// A cartoon with `cast` (JSON text) and the scripts `scripts` (JSON text of a list).
std::string cartoon(std::string_view scripts, std::string_view cast = R"({"A": {"name": "Ann"}})") {
  return R"({"v": 1, "kind": "cartoon", "name": "c", "cast": )" + std::string(cast) +
         R"(, "scripts": )" + std::string(scripts) + "}";
}

// One scene "a" whose one script has the blocks `body`.
std::string one_scene(std::string_view body) {
  return cartoon(R"([{"hat": {"on": "scene", "name": "a"}, "body": )" + std::string(body) + "}]");
}

TEST(ValidateScene, AValidCartoonHasNoProblems) {
  EXPECT_EQ(program_problems(one_scene(
                R"([{"op": "enter", "who": "A"}, {"op": "say", "who": "A", "text": "Hi"},
                    {"op": "does", "who": "A",
                    "behaviour": "c4c:beh:bounce", "for": 1}])")),
            Lines{});
}

TEST(ValidateScene, AMoveBlockInASceneIsAnError) {
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "hop"}])")),
            Lines{"error /scripts/0/body/0/op: \"hop\" moves a character, which a scene does "
                  "not do"});
}

TEST(ValidateScene, AFriendlyMoveInASceneIsNamedAsWritten) {
  // `move` becomes a `ramp` when desugared: the message names the block the user wrote.
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "wait", "s": 1},
                                          {"op": "move", "dx": 10, "over": 1}])")),
            Lines{"error /scripts/0/body/1/op: \"move\" moves a character, which a scene does "
                  "not do"});
}

TEST(ValidateScene, HatsThatDisagreeAreAnError) {
  EXPECT_EQ(program_problems(cartoon(R"([{"hat": {"on": "scene", "name": "a", "place": "park"},
      "body": []}, {"hat": {"on": "scene", "name": "a", "place": "beach"}, "body": []}])")),
            Lines{"error /scripts/1/hat/place: scene \"a\" is given two different places by its "
                  "scripts"});
}

TEST(ValidateScene, ACartoonScriptWithAStartHatNamesEveryHatItMayHave) {
  // docs/VALIDATION.md: a cartoon's scripts start with a scene hat, or an every or touch hat
  // (fired while its scenes run); an every hat alone beside a scene is fine.
  EXPECT_EQ(program_problems(cartoon(R"([{"hat": {"on": "scene", "name": "a"}, "body": []},
      {"hat": {"on": "every", "s": 1}, "body": []}, {"hat": {"on": "start"}, "body": []}])")),
            Lines{"error /scripts/2/hat: a cartoon's script starts with a scene hat, or an every "
                  "or touch hat"});
}

TEST(ValidateScene, APinBeforeAnEarlierPinIsAWarningAtItsHat) {
  EXPECT_EQ(program_problems(cartoon(R"([{"hat": {"on": "scene", "name": "a", "at": 5},
      "body": []}, {"hat": {"on": "scene", "name": "b"}, "body": []},
      {"hat": {"on": "scene", "name": "b", "at": 2.5}, "body": []}])")),
            Lines{"warning /scripts/2/hat/at: scene \"b\" is pinned at 2.5 s, before an earlier "
                  "scene's pin (5 s)"});
}

TEST(ValidateScene, AnUnknownHatFieldIsAWarning) {
  EXPECT_EQ(program_problems(cartoon(R"([{"hat": {"on": "scene", "name": "a", "plase": "park"},
      "body": []}])")),
            Lines{"warning /scripts/0/hat/plase: unknown scene hat field \"plase\": did you "
                  "mean \"place\"?"});
}

TEST(ValidateScene, AnUnknownHatFieldsHintNamesTheFieldsInEnglish) {
  const Report report = validate_program(
      test::parse_json(R"({"v": 1, "kind": "behaviour", "scripts": [{"hat": {"on": "click",
          "prt": "head"}, "body": []}]})"),
      "p.json");
  ASSERT_EQ(report.warnings.size(), 1u);
  EXPECT_EQ(report.warnings[0].message, "unknown click hat field \"prt\"");
  EXPECT_EQ(report.warnings[0].hint, "nothing reads it: click hat fields here are on");
}

TEST(ValidateScene, FacingIsOneOrMinusOne) {
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "place", "who": "A", "facing": 2}])")),
            Lines{"error /scripts/0/body/0/facing: facing must be 1 (right) or -1 (left)"});
}

TEST(ValidateScene, ASceneViewNamesACastMemberAndAView) {
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "view", "who": "A", "to": "back"}])")), Lines{});
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "view", "who": "A"}])")),
            Lines{"error /scripts/0/body/0: missing \"to\""});
  const Lines unknown = program_problems(one_scene(R"([{"op": "view", "who": "A", "to": "sid"}])"));
  ASSERT_EQ(unknown.size(), 1u);
  EXPECT_TRUE(unknown[0].starts_with("error /scripts/0/body/0/to:")) << unknown[0];
  const Lines nobody = program_problems(one_scene(R"([{"op": "view", "who": "C", "to": "side"}])"));
  ASSERT_EQ(nobody.size(), 1u);
  EXPECT_TRUE(nobody[0].starts_with("error /scripts/0/body/0/who:")) << nobody[0];
}

TEST(ValidateScene, ASceneReachNamesWhomItReachesForAndItsWords) {
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "reach", "who": "A", "at": "A", "spot": "head",
      "part": "both hands", "over": 0.5}, {"op": "release", "who": "A", "part": "left hand"}])")),
            Lines{});
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "reach", "who": "A"}])")),
            Lines{"error /scripts/0/body/0: missing \"at\" (the cast id reached for)"});
  const Lines nobody = program_problems(one_scene(R"([{"op": "reach", "who": "A", "at": "C"}])"));
  ASSERT_EQ(nobody.size(), 1u);
  EXPECT_TRUE(nobody[0].starts_with("error /scripts/0/body/0/at: unknown cast member"))
      << nobody[0];
  for (const char* wrong : {R"("spot": "nose")", R"("part": "right paw")"}) {
    const Lines words = program_problems(
        one_scene(std::string(R"([{"op": "reach", "who": "A", "at": "A", )") + wrong + "}]"));
    ASSERT_EQ(words.size(), 1u) << wrong;
    EXPECT_TRUE(words[0].starts_with("error /scripts/0/body/0/")) << words[0];
  }
}

TEST(ValidateScene, ASpeakerNeverOnTheStageIsAWarningAtItsFirstLine) {
  const auto scene = [](std::string_view shows) {
    return cartoon(R"([{"hat": {"on": "scene", "name": "a"}, "body": [)" + std::string(shows) +
                       R"({"op": "say", "who": "A", "text": "Hi"},
                           {"op": "say", "who": "A", "text": "Again"}]}])",
                   R"({"A": {}})");
  };
  EXPECT_EQ(program_problems(scene("")),
            Lines{"warning /scripts/0/body/0: \"A\" speaks but is never on the stage: nobody is "
                  "seen talking"});
  // Shown by an enter, a place (inside a body too), or its cast entry's `at`: no warning.
  EXPECT_EQ(program_problems(scene(R"({"op": "enter", "who": "A"},)")), Lines{});
  EXPECT_EQ(program_problems(scene(R"({"op": "repeat", "n": 1, "body": [
                                        {"op": "place", "who": "A", "x": 0.4}]},)")),
            Lines{});
  EXPECT_EQ(program_problems(cartoon(R"([{"hat": {"on": "scene", "name": "a"}, "body": [
                                           {"op": "say", "who": "A", "text": "Hi"}]}])",
                                     R"({"A": {"at": {"x": 0.5}}})")),
            Lines{});
  // A narrator is heard, not seen (docs/STAGE.md "Narrators"): no warning; `narrator` is a bool.
  EXPECT_EQ(program_problems(cartoon(R"([{"hat": {"on": "scene", "name": "a"}, "body": [
                                           {"op": "say", "who": "A", "text": "Hi"}]}])",
                                     R"({"A": {"narrator": true}})")),
            Lines{});
  const Lines wrong = program_problems(
      cartoon(R"([{"hat": {"on": "scene", "name": "a"}, "body": [{"op": "wait", "s": 1}]}])",
              R"({"A": {"narrator": "yes", "at": {"x": 0.5}}})"));
  ASSERT_EQ(wrong.size(), 1u);
  EXPECT_TRUE(wrong[0].starts_with("error /cast/A/narrator: narrator is true")) << wrong[0];
}

TEST(ValidateScene, ASoundNamesAClipInsideTheFolderAtAVolumeFrom0To4) {
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "sound", "clip": "sfx/pop.wav"},
      {"op": "sound", "clip": "pop.wav", "volume": 0}, {"op": "sound", "clip": "pop.wav",
       "volume": 4}, {"op": "sound", "clip": "pop.wav", "volume": "=0.5 + tau"}])")),
            Lines{});
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "sound"}])")),
            Lines{"error /scripts/0/body/0: missing \"clip\" (a sound file)"});
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "sound", "clip": 3}])")),
            Lines{"error /scripts/0/body/0/clip: expected a sound file, got the number 3"});
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "sound", "clip": "/etc/passwd"}])")),
            Lines{"error /scripts/0/body/0/clip: the clip \"/etc/passwd\" is an absolute path"});
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "sound", "clip": "../x.wav"}])")),
            Lines{"error /scripts/0/body/0/clip: the clip \"../x.wav\" is a path that leads out "
                  "with \"..\""});
  EXPECT_EQ(
      program_problems(one_scene(R"([{"op": "sound", "clip": "a.wav", "volume": 5}])")),
      Lines{"error /scripts/0/body/0/volume: volume is a factor from 0 (silent) to 4, got 5"});
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "sound", "clip": "a.wav", "volume": -1}])")),
            Lines{"error /scripts/0/body/0/volume: volume is a factor from 0 (silent) to 4, got "
                  "-1"});
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "sound", "clip": "a.wav", "volum": 1}])")),
            Lines{"warning /scripts/0/body/0/volum: unknown sound argument \"volum\": did you "
                  "mean \"volume\"?"});
}

TEST(ValidateScene, MusicNamesAClipOrStops) {
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "music", "clip": "m/tune.ogg", "volume": 0.4,
      "fade_in": 2, "fade_out": 3, "from": 1, "loop": true}, {"op": "music", "stop": true}])")),
            Lines{});
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "music"}])")),
            Lines{"error /scripts/0/body/0: missing \"clip\" (a sound file, or stop: true)"});
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "music", "stop": false}])")),
            Lines{"error /scripts/0/body/0/stop: expected true (music {stop: true} ends the "
                  "music), got false"});
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "music", "stop": true, "clip": "a.ogg"}])")),
            Lines{"error /scripts/0/body/0/clip: a music block that stops the music takes "
                  "nothing else (\"clip\")"});
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "music", "clip": "a.ogg", "fade_in": -1}])")),
            Lines{"error /scripts/0/body/0/fade_in: fade_in is a number of seconds from 0 to 600, "
                  "got -1"});
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "music", "clip": "a.ogg", "loop": 1}])")),
            Lines{"error /scripts/0/body/0/loop: expected true or false, got the number 1"});
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "music", "clip": "/a.ogg"}])")),
            Lines{"error /scripts/0/body/0/clip: the clip \"/a.ogg\" is an absolute path"});
}

TEST(ValidateScene, ASoundInABehaviourIsAnError) {
  const Lines problems = program_problems(R"({"v": 1, "kind": "behaviour", "scripts": [{"body":
      [{"op": "sound", "clip": "pop.wav"}]}]})");
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_TRUE(problems[0].starts_with("error /scripts/0/body/0/op:")) << problems[0];
}

TEST(ValidateScene, AnUnknownCastFieldIsAWarning) {
  EXPECT_EQ(program_problems(cartoon(R"([{"hat": {"on": "scene", "name": "a"}, "body": []}])",
                                     R"({"A": {"nmae": "Ann"}})")),
            Lines{"warning /cast/A/nmae: unknown cast entry field \"nmae\": did you mean "
                  "\"name\"?"});
}

TEST(ValidateScene, APackReferenceIsACharacterPackId) {
  EXPECT_EQ(program_problems(cartoon(R"([{"hat": {"on": "scene", "name": "a"}, "body": []}])",
                                     R"({"A": {"pack": "dog"}})")),
            Lines{"error /cast/A/pack: expected a character pack's id or {\"id\", \"version\"}, "
                  "got the string \"dog\""});
}

TEST(ValidateScene, ALooksOptionsBelongToItsTemplate) {
  const std::string scene = R"([{"hat": {"on": "scene", "name": "a"}, "body": []}])";
  EXPECT_EQ(program_problems(cartoon(scene, R"({"A": {"look": {"template": "kid",
      "options": {"pigtails": false}}}, "B": {"look": {"template": "monster",
      "options": {"legs": 0, "eyes": 1}}}})")),
            Lines{});
  EXPECT_EQ(program_problems(cartoon(scene, R"({"A": {"look": {"options": {"pigtails": true}}},
      "B": {"look": {"template": "monster", "options": {"legs": 3, "eyes": "two"}}}})")),
            (Lines{"warning /cast/A/look/options/pigtails: \"pigtails\" is not an option of the "
                   "person",
                   "warning /cast/B/look/options/legs: a monster has 2 legs or 0 (a blob on its "
                   "tail), got the number 3",
                   "warning /cast/B/look/options/eyes: a monster has 1 eye or 2, got the string "
                   "\"two\""}));
}

TEST(ValidateScene, ALookThatIsNoObjectIsAnError) {
  EXPECT_EQ(program_problems(cartoon(R"([{"hat": {"on": "scene", "name": "a"}, "body": []}])",
                                     R"({"A": {"look": "dog"}})")),
            Lines{"error /cast/A/look: expected a look {template, style, shape, colors, ...}, "
                  "got the string \"dog\""});
}

TEST(ValidateScene, TheStudiosSpellingGivenWithThePacksIsAWarning) {
  EXPECT_EQ(
      program_problems(cartoon(R"([{"hat": {"on": "scene", "name": "a"}, "body": []}])",
                               R"({"A": {"look": {"style": "flat", "look": "bold"}}})")),
      Lines{"warning /cast/A/look/look: \"look\" is the studio's name for \"style\", which is "
            "given too and wins: keep one"});
}

TEST(ValidateScene, AColourOutsideColorsIsAWarning) {
  EXPECT_EQ(program_problems(cartoon(R"([{"hat": {"on": "scene", "name": "a"}, "body": []}])",
                                     R"({"A": {"look": {"template": "dog", "skin": "#9e8a78"}}})")),
            Lines{"warning /cast/A/look/skin: \"skin\" is a colour outside \"colors\""});
}

TEST(ValidateScene, AParamTheInlineBehaviourDoesNotDeclareIsAWarning) {
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "does", "who": "A", "params": {"spede": 2},
      "behaviour": {"v": 1, "kind": "behaviour", "params": {"speed": 1},
                    "scripts": [{"body": [{"op": "hop", "hz": "=speed"}]}]}}])")),
            Lines{"warning /scripts/0/body/0/params/spede: unknown param \"spede\": did you mean "
                  "\"speed\"? (the inline behaviour does not declare it; it is passed anyway)"});
}

TEST(ValidateScene, AnInlineBehavioursOwnProblemsPointIntoIt) {
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "does", "who": "A", "behaviour":
      {"v": 1, "kind": "behaviour", "scripts": [{"body": [{"op": "hop", "ampp": 1}]}]}}])")),
            Lines{"warning /scripts/0/body/0/behaviour/scripts/0/body/0/ampp: unknown hop "
                  "argument \"ampp\": did you mean \"amp\"?"});
}

TEST(ValidateScene, CountingBackFromAnUnpinnedEndIsAWarning) {
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "window", "from": -1, "body": []}])")),
            Lines{"warning /scripts/0/body/0/from: counts back from the end of the scene, which "
                  "is not pinned: it never comes"});
}

TEST(ValidateScene, CountingBackFromAPinnedEndIsFine) {
  EXPECT_EQ(program_problems(cartoon(R"([
      {"hat": {"on": "scene", "name": "a"}, "body": [{"op": "wait", "until": "=dur - 1"}]},
      {"hat": {"on": "scene", "name": "b", "at": 5}, "body": []}])")),
            Lines{});
}

TEST(ValidateScene, WaitingForTheEndIsHeldNotCountingBack) {
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "wait", "until": "=dur"}])")), Lines{});
}

TEST(ValidateScene, ASceneReadsNoVoice) {
  EXPECT_EQ(program_problems(one_scene(R"([{"op": "wait", "s": "=loud"}])")),
            Lines{"warning /scripts/0/body/0/s: \"loud\" and \"talking\" belong to characters: "
                  "a scene reads 0"});
}

}  // namespace
}  // namespace jt::validate

namespace jt::validate {
namespace {

TEST(ValidateScene, AWhoNotInTheCastIsAnErrorWithASuggestion) {
  json::ParseResult program = json::parse(R"({"v": 1, "kind": "cartoon",
      "cast": {"Sunny": {}, "Grump": {}},
      "scripts": [{"hat": {"on": "scene", "name": "s"},
                   "body": [{"op": "say", "who": "Sunyy", "text": "Hi"}]}]})");
  Report report = validate_program(program.value, "c.json");
  ASSERT_EQ(report.errors.size(), 1u);
  EXPECT_EQ(report.errors[0].path, "/scripts/0/body/0/who");
  EXPECT_EQ(report.errors[0].message, "unknown cast member \"Sunyy\": did you mean \"Sunny\"?");
}

}  // namespace
}  // namespace jt::validate
