// Fountain screenplays as cartoons (docs/FOUNTAIN.md): the screenplay each becomes, written out
// here by hand from the rules in docs/FOUNTAIN.md.
#include "jt/screenplay/fountain.h"

#include <gtest/gtest.h>

#include "jt/json/write.h"

namespace jt::screenplay {
namespace {

std::string fountain_golden(const Diagnostic& d) {
  std::string text = d.file + ":" + std::to_string(d.line) + ": " + std::string(code_name(d.code)) +
                     ": " + d.message;
  return text;
}

std::vector<std::string> warnings_of(const FountainRead& r) {
  std::vector<std::string> lines;
  for (const Diagnostic& d : r.warnings)
    lines.push_back(fountain_golden(d));
  return lines;
}

const FountainOptions kBackgrounds{{"beach", "kitchen", "living_room", "park", "street"}};

constexpr std::string_view kCupcake =
    "Title: The Last Cupcake\n"                    // 1
    "Cast:\n"                                      // 2
    "    PIP: kid, voice child, colour #e85d75\n"  // 3
    "\n"                                           // 4
    "FADE IN:\n"                                   // 5
    "\n"                                           // 6
    "INT. KITCHEN - NIGHT\n"                       // 7
    "\n"                                           // 8
    "A cupcake sits on the counter.\n"             // 9
    "\n"                                           // 10
    "PIP\n"                                        // 11
    "(whispering)\n"                               // 12
    "Mine.\n"                                      // 13
    "\n"                                           // 14
    "GRUMP (O.S.)\n"                               // 15
    "I can hear you!\n"                            // 16
    "\n"                                           // 17
    "EXT. PARK - MORNING\n"                        // 18
    "\n"                                           // 19
    "GRUMP\n"                                      // 20
    "(waves, happily)\n"                           // 21
    "Morning!\n"                                   // 22
    "\n"                                           // 23
    "PIP\n"                                        // 24
    "Hi!\n";                                       // 25

// Grump is not on the title page: the second of the defaults (monster, gruff, #7f8c99). Pip only
// speaks in the kitchen: alone on the stage, at the middle; Grump is off screen there. In the
// park both speak: at 1/3 and 2/3, facing the middle. The caption's 6 words are read in 2 s.
TEST(FountainCartoon, ACupcakeScreenplayAsTheRulesWriteIt) {
  const FountainRead r = read_fountain(kCupcake, "c.fountain", kBackgrounds);
  EXPECT_EQ(r.screenplay,
            "cartoon \"The Last Cupcake\"\n"
            "field camera \"auto\"\n"
            "cast:\n"
            "  A = \"Pip\" · template kid · colours body #e85d75 · voice child\n"
            "  B = \"Grump\" · template monster · colours body #7f8c99 · voice gruff\n"
            "places:\n"
            "  kitchen = background kitchen\n"
            "  park = background park\n"
            "scene \"INT. KITCHEN - NIGHT\" at kitchen (night)\n"
            "  place A at x 0.5, y 0.92, facing right\n"
            "  caption \"A cupcake sits on the counter.\" for 2 s\n"
            "  wait 2 s\n"
            "  A says \"Mine.\" (voice whisper)\n"
            "  B says \"I can hear you!\"\n"
            "scene \"EXT. PARK - MORNING\" at park (bloom)\n"
            "  place B at x 0.33, y 0.92, facing right\n"
            "  place A at x 0.67, y 0.92, facing left\n"
            "  B does wave_hello\n"
            "  B says \"Morning!\" (happy)\n"
            "  A says \"Hi!\"\n");
  ASSERT_TRUE(r.read.ok()) << fountain_golden(r.read.errors.front());
  EXPECT_TRUE(r.warnings.empty());
  // Lines traced back: the second scene's script is the heading at line 18, its wave at 21.
  const SourceLine scene = locate(r.read.lines, "/scripts/1");
  EXPECT_EQ(scene.line, 18);
  EXPECT_EQ(locate(r.read.lines, "/scripts/1/body/2").line, 21);
  EXPECT_EQ(locate(r.read.lines, "/scripts/0/body/3").line, 13);
  const json::Value& program = r.read.value;
  EXPECT_EQ(json::write_compact(*program.find("scripts")->as_array()[0].find("hat")),
            R"({"on":"scene","name":"INT. KITCHEN - NIGHT","place":"kitchen","mood":"night"})");
}

// A dual cue right after a line: both lines at the same time.
TEST(FountainCartoon, DualDialogueSpeaksAtOnce) {
  const FountainRead r =
      read_fountain("EXT. PARK\n\nPIP\nHi!\n\nGRUMP ^\nHello!\n", "d.fountain", kBackgrounds);
  EXPECT_NE(r.screenplay.find("  at the same time:\n"
                              "    — 1:\n"
                              "      A says \"Hi!\"\n"
                              "    — 2:\n"
                              "      B says \"Hello!\"\n"),
            std::string::npos)
      << r.screenplay;
  EXPECT_TRUE(r.read.ok());
}

TEST(FountainCartoon, WhatTheCartoonLeavesOutIsWarnedAtItsLine) {
  const FountainRead r = read_fountain(
      "Title: T\n"               // 1
      "Genre: comedy\n"          // 2
      "Cast:\n"                  // 3
      "    PIP: kid, hat red\n"  // 4
      "    oops\n"               // 5
      "\n"                       // 6
      "INT. PIP'S KITCHEN\n"     // 7
      "\n"                       // 8
      "[[fix]]\n"                // 9
      "\n"                       // 10
      "PIP\n"                    // 11
      "(pondering)\n"            // 12
      "Hm.\n"                    // 13
      "\n"                       // 14
      "EXT. MOOM - DAY\n"        // 15
      "\n"                       // 16
      "# Act two\n",             // 17
      "w.fountain", kBackgrounds);
  EXPECT_EQ(warnings_of(r),
            (std::vector<std::string>{
                "w.fountain:2: not-in-the-cartoon: the title page's \"genre\" is not part of the "
                "cartoon: it is left out",
                "w.fountain:4: bad-value: the Cast item \"hat red\" is not one the cartoon knows: "
                "it is left out",
                "w.fountain:5: bad-value: a Cast line is \"NAME: template, voice VOICE\": \"oops\" "
                "is left out",
                "w.fountain:7: missing-pack: no background is named \"pip_s_kitchen\": the scene "
                "is set in \"kitchen\"",
                "w.fountain:9: not-in-the-cartoon: a note is not part of the cartoon: it is left "
                "out",
                "w.fountain:12: not-in-the-cartoon: the parenthetical \"pondering\" is neither a "
                "mood nor a move: it is left out",
                // "moom" is near no name's spelling: the first background, alphabetically.
                "w.fountain:15: missing-pack: no background is named \"moom\": the scene is set in "
                "\"beach\"",
                "w.fountain:17: not-in-the-cartoon: a section is not part of the cartoon: it is "
                "left out",
            }));
  EXPECT_TRUE(r.read.ok());
}

// A block is at the Fountain line that wrote it (what validation and the plan point to).
TEST(FountainCartoon, ABlockIsAtTheFountainLineThatWroteIt) {
  const FountainRead r =
      read_fountain("Title: T\nCast:\n    PIP: kid\n\nEXT. PARK\n\nPIP\n(sad)\nOh.\n", "e.fountain",
                    kBackgrounds);
  ASSERT_TRUE(r.read.ok());
  EXPECT_EQ(locate(r.read.lines, "/scripts/0/body/1").line, 9);
}

}  // namespace
}  // namespace jt::screenplay

namespace jt::screenplay {
namespace {

// Heard first (O.S.), then seen: the character walks on to its spot before its first line on
// screen; the one who spoke first on screen is there from the start.
TEST(FountainCartoon, HeardFirstThenSeenEntersBeforeItsLine) {
  const FountainRead r = read_fountain(
      "INT. KITCHEN\n\nPIP\nHello?\n\nGRUMP (O.S.)\nWho's there?\n\nGRUMP\nOh. You.\n",
      "o.fountain", kBackgrounds);
  EXPECT_NE(r.screenplay.find("scene \"INT. KITCHEN\" at kitchen\n"
                              "  place A at x 0.33, y 0.92, facing right\n"
                              "  A says \"Hello?\"\n"
                              "  B says \"Who's there?\"\n"
                              "  B enters from the right to x 0.67 in 1 s\n"
                              "  B says \"Oh. You.\"\n"),
            std::string::npos)
      << r.screenplay;
  EXPECT_TRUE(r.read.ok());
}

}  // namespace
}  // namespace jt::screenplay

namespace jt::screenplay {
namespace {

// A narrator (the title page's, or the option's, which wins) speaks the action instead of
// captions; centred text stays a caption.
TEST(FountainCartoon, ANarratorSpeaksTheAction) {
  constexpr std::string_view kText =
      "Title: T\nNarrator: calm\n\nEXT. PARK\n\nIt was a sunny day.\n\n> THE END <\n";
  FountainRead r = read_fountain(kText, "n.fountain", kBackgrounds);
  EXPECT_NE(
      r.screenplay.find("cast:\n  NARRATOR = \"Narrator\" · voice \"calm\" · narrator true\n"),
      std::string::npos)
      << r.screenplay;
  EXPECT_NE(r.screenplay.find("  NARRATOR says \"It was a sunny day.\"\n"
                              "  caption \"THE END\" for 2 s\n"),
            std::string::npos)
      << r.screenplay;
  ASSERT_TRUE(r.read.ok());
  EXPECT_EQ(json::write_compact(*r.read.value.find("cast")),
            R"({"NARRATOR":{"name":"Narrator","voice":"calm","narrator":true}})");
  EXPECT_TRUE(r.warnings.empty());
  FountainOptions options = kBackgrounds;
  options.narrator = "old";
  r = read_fountain(kText, "n.fountain", options);
  EXPECT_NE(r.screenplay.find("voice \"old\" · narrator true"), std::string::npos);
}

// Sound cues in the action (docs/FOUNTAIN.md "Sound cues"): SFX and SOUND name a shipped sound by a
// word of it or a file; MUSIC plays (the shipped tune, looped, when no file is named) and MUSIC
// STOPS ends it; a cue that names no sound stays a caption, with a warning at its line.
TEST(FountainCartoon, SoundCuesAreSoundAndMusicBlocks) {
  constexpr std::string_view kText =
      "Title: T\n\nEXT. PARK\n\n"   // lines 1-4
      "MUSIC: a happy tune\n\n"     // 5
      "SFX: A BELL RINGS.\n\n"      // 7
      "Sound: chomp chomp\n\n"      // 9
      "SFX: sfx/door.wav\n\n"       // 11
      "SFX: a strange noise\n\n"    // 13
      "MUSIC: music/theme.ogg\n\n"  // 15
      "MUSIC STOPS.\n";             // 17
  const FountainRead r = read_fountain(kText, "s.fountain", kBackgrounds);
  EXPECT_NE(r.screenplay.find("  music \"c4c:sound:tune\" (looped)\n"
                              "  sound \"c4c:sound:ding\"\n"
                              "  sound \"c4c:sound:crunch\"\n"
                              "  sound \"sfx/door.wav\"\n"
                              "  caption \"SFX: a strange noise\" for 2 s\n"
                              "  wait 2 s\n"
                              "  music \"music/theme.ogg\"\n"
                              "  music stops\n"),
            std::string::npos)
      << r.screenplay;
  EXPECT_EQ(warnings_of(r), std::vector<std::string>{
                                "s.fountain:13: not-in-the-cartoon: no shipped sound is named in "
                                "\"a strange noise\": it is a caption"});
  ASSERT_TRUE(r.read.ok());
  const json::Array& body = r.read.value.find("scripts")->as_array()[0].find("body")->as_array();
  const auto music = std::ranges::find_if(
      body, [](const json::Value& b) { return b.find("op")->as_string() == "music"; });
  ASSERT_NE(music, body.end());
  EXPECT_EQ(json::write_compact(*music), R"({"op":"music","clip":"c4c:sound:tune","loop":true})");
  EXPECT_EQ(json::write_compact(body.back()), R"({"op":"music","stop":true})");
}

}  // namespace
}  // namespace jt::screenplay
