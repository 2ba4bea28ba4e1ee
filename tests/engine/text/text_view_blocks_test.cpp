// The text view of the blocks no shipped pack shows (docs/TEXT.md); the lines spec §8.7 gives are
// checked word for word.
#include "text_test_support.h"

namespace jt::text {
namespace {

using testing::body_text;

TEST(TextViewSkeleton, TheSpecsExamples) {
  // Spec §8.7, line by line.
  EXPECT_EQ(body_text(R"([{"op": "chain", "ch": "part:tail", "shape": "sin", "every": 1,
                           "amp": 20, "lag": 0.1, "falloff": 0.8, "segments": 4}])"),
            "when it starts\n  sin wave down the tail chain · every 1 s · amp 20 · 0.1 s later "
            "each segment · each × 0.8 · 4 segments\n");
  EXPECT_EQ(body_text(R"([{"op": "follow", "ch": "part:tail", "source": "dy", "gain": 0.5,
                           "hz": 2, "damping": 0.3}])"),
            "when it starts\n  tail 0.5 × behind dy, springing 2 per second, damping 0.3\n");
  EXPECT_EQ(body_text(R"([{"op": "reach", "part": "hands", "at": "hip", "over": 0.4},
                          {"op": "reach", "part": "right hand", "to": {"x": 80, "y": 300},
                           "hold": 1},
                          {"op": "reach", "part": "right hand", "at": "head", "dx": 0.1,
                           "dy": -0.03, "over": 0.4},
                          {"op": "release", "part": "right hand", "over": 0.3},
                          {"op": "view", "to": "side"},
                          {"op": "swish", "part": "tail", "deg": 30, "every": 0.7},
                          {"op": "flop", "part": "ears", "deg": 25, "every": 1.2},
                          {"op": "bend", "part": "body", "deg": 20, "over": 0.5},
                          {"op": "bow", "deg": 35, "over": 0.6},
                          {"op": "letFollow", "part": "ears", "after": "head", "amount": 2},
                          {"op": "turnView", "to": "back", "over": 0.24}])"),
            "when it starts\n"
            "  reach hands for the hip in 0.4 s\n"
            "  reach right hand to x 80, y 300, hold 1 s, let go\n"
            "  reach right hand for the head + 0.1 out and -0.03 up (× its height) in 0.4 s\n"
            "  let go with right hand in 0.3 s\n"
            "  show the side view\n"
            "  swish tail 30° · every 0.7 s\n"
            "  flop ears 25° · every 1.2 s\n"
            "  bend body 20° in 0.5 s\n"
            "  bow 35° in 0.6 s\n"
            "  let the ears follow the head × 2\n"
            "  turn to the back in 0.24 s\n");
}

TEST(TextViewSkeleton, DetailsAndDefaults) {
  EXPECT_EQ(body_text(R"([{"op": "follow", "ch": ["part:ear:-1", "part:ear:1"],
                           "source": "part:torso#1"},
                          {"op": "reach", "part": ["hand:-1", "hand:1"], "at": "chest",
                           "dy": 0.05, "over": 0.3, "ease": "snappy"},
                          {"op": "reach", "to": {"x": "=w", "y": 10}},
                          {"op": "release"},
                          {"op": "letFollow", "part": "tail", "amount": 1.2, "hz": 3,
                           "damping": 0.2, "segments": 3},
                          {"op": "turnView"},
                          {"op": "bend", "part": "tail", "deg": "=a", "segments": 3},
                          {"op": "swish", "phase": 1, "lag": 0.1, "segments": 2,
                           "sync": "start"}])"),
            "when it starts\n"
            "  left ear + right ear behind body #1\n"
            "  reach left hand + right hand for the chest + 0.05 up (× its height) in 0.3 s "
            "(snappy)\n"
            "  reach to x (w), y 10\n"
            "  let go\n"
            "  let the tail follow the body × 1.2, springing 3 per second, damping 0.2, "
            "3 segments\n"
            "  turn to the side\n"
            "  bend tail (a)° · 3 segments\n"
            "  swish · phase 1 · lag 0.1 · 2 segments · on the behaviour clock\n");
}

TEST(TextViewMoves, RampsWavesAndWalkCycles) {
  EXPECT_EQ(body_text(R"([{"op": "ramp", "by": {"dx": 10, "rot": -2}, "over": 1,
                           "ease": "snappy"},
                          {"op": "ramp", "to": {"lift:arm:-1": 12}},
                          {"op": "wave", "ch": "part:tail#2", "shape": "square", "hz": 2,
                           "amp": 5, "phase": 0.5, "pow": 2, "decay": 1, "clip": "neg",
                           "sync": "local"},
                          {"op": "gait", "stride": 30, "give": 4, "bend": 40, "bob": null,
                           "sync": "start"},
                          {"op": "hop"},
                          {"op": "drive", "ch": ["part:arm:-1", "part:arm:1"],
                           "value": "=20*loud"},
                          {"op": "set", "to": {"part:ear:1#1": 5, "part:leg#2": 3,
                                               "part:leg:-1#2": 4, "part:elbow": 1}}])"),
            "when it starts\n"
            "  glide dx by 10, rot by -2 over 1 s (snappy)\n"
            "  glide left arm lift 12\n"
            "  square wave on tail #2 · 2 per second · amp 5 · phase 0.5 · power 2 · decay 1 · "
            "clip neg · on its own clock\n"
            "  walk cycle · stride 30° · give 4° · knee bend 40° · no bob · on the behaviour "
            "clock\n"
            "  hop\n"
            "  left arm + right arm follow (20*loud)\n"
            "  set right ear #1 5, front legs 3, front left leg 4, elbow 1\n");
}

TEST(TextViewFriendly, MovesSayTheirDirection) {
  // dy is down (spec §2): a negative dy moves up; a formula keeps its sign inside.
  EXPECT_EQ(body_text(R"([{"op": "move", "dx": -50},
                          {"op": "move", "dy": 20, "over": 1},
                          {"op": "move", "dx": 10, "dy": -20, "over": 1, "ease": "linear"},
                          {"op": "move", "dy": "=-h"},
                          {"op": "moveTo", "x": 0, "y": -40, "over": 0.8, "ease": "out"},
                          {"op": "turn", "deg": 15, "over": 0.5},
                          {"op": "turnTo", "deg": -5}])"),
            "when it starts\n"
            "  move left 50\n"
            "  move down 20 in 1 s\n"
            "  move right 10, up 20 in 1 s (linear)\n"
            "  move down (-h)\n"
            "  move to x 0, y -40 in 0.8 s (out)\n"
            "  turn by 15° in 0.5 s\n"
            "  turn to -5°\n");
}

TEST(TextViewFriendly, PartsAndWiggles) {
  EXPECT_EQ(body_text(R"([{"op": "liftPart", "part": "arms", "px": 20, "over": 0.5},
                          {"op": "swingPart", "part": "part:arm:-1", "deg": 30, "hz": 2},
                          {"op": "setPart", "part": "arm_l", "deg": 10},
                          {"op": "turnPart", "part": "front left paw", "deg": 5},
                          {"op": "wobble", "px": 4, "w": 5},
                          {"op": "shake", "px": 10, "deg": 3},
                          {"op": "shake", "every": 0.2, "phase": 1},
                          {"op": "bob"},
                          {"op": "sway", "deg": "=k", "sync": "start"}])"),
            "when it starts\n"
            "  raise arms to 20 px in 0.5 s\n"
            "  swing left arm 30° · 2 per second\n"
            "  lift left arm to 10°\n"
            "  turn front left paw by 5°\n"
            "  wobble 4 px · w 5\n"
            "  shake 10 px and 3°\n"
            "  shake · every 0.2 s · phase 1\n"
            "  bob\n"
            "  sway (k)° · on the behaviour clock\n");
}

TEST(TextViewControl, LoopsBranchesStopsAndVariables) {
  EXPECT_EQ(body_text(R"([{"op": "while", "cond": "=tau < 2", "body": [
                             {"op": "if", "cond": "=talking", "body": [{"op": "stop"}],
                              "else": [{"op": "changeVar", "var": "n", "by": 2}]}]},
                          {"op": "until", "cond": "=n > 3"},
                          {"op": "repeat", "n": "=n", "body": [{"op": "stopAll"}]},
                          {"op": "if", "cond": 1, "body": []},
                          {"op": "setVar", "var": "n", "value": "=n*2"},
                          {"op": "changeVar", "var": "n"},
                          {"op": "wait", "until": 2.5},
                          {"op": "for", "until": "=dur", "body": []}])"),
            "when it starts\n"
            "  while (tau < 2):\n"
            "    if (talking):\n"
            "      stop this script\n"
            "    else:\n"
            "      change variable n by 2\n"
            "  wait until (n > 3) is true\n"
            "  repeat (n):\n"
            "    stop all\n"
            "  if 1:\n"
            "  set variable n to (n*2)\n"
            "  change variable n\n"
            "  wait until 2.5 s\n"
            "  until (dur) s:\n");
}

TEST(TextViewControl, WindowsCountNegativeTimesBackFromTheEnd) {
  EXPECT_EQ(body_text(R"([{"op": "window", "from": 1, "to": 3, "body": [{"op": "bob", "amp": 4}]},
                          {"op": "window", "from": -1, "body": []},
                          {"op": "window", "to": "=dur/2", "body": []}])"),
            "when it starts\n"
            "  from 1 s to 3 s:\n"
            "    bob 4\n"
            "  from 1 s before the end to the end:\n"
            "  from the start to (dur/2) s:\n");
}

TEST(TextViewBlocks, UnknownBlocksPrintAsWritten) {
  // Not a program's form: printed so that nothing is hidden; note and id are never printed.
  EXPECT_EQ(body_text(R"([{"op": "hopp", "amp": 3, "note": "typo", "id": "b1"},
                          {"op": "stop", "note": "done"},
                          {"op": "sparkle"},
                          {"amp": 3},
                          5,
                          {"op": "forever", "body": "oops"}])"),
            "when it starts\n"
            "  hopp {\"amp\":3}\n"
            "  stop this script\n"
            "  sparkle\n"
            "  {\"amp\":3}\n"
            "  5\n"
            "  forever:\n"
            "    \"oops\"\n");
}

TEST(TextViewBlocks, MissingArgumentsPrintPlaceholders) {
  EXPECT_EQ(body_text(R"([{"op": "wave"}, {"op": "follow"}, {"op": "does"}])"),
            "when it starts\n"
            "  wave on ?\n"
            "  ? behind ?\n"
            "  someone does nothing\n");
}

}  // namespace
}  // namespace jt::text
