// Reading screenplays (docs/SCREENPLAY.md): what each line becomes, and every error of a file at
// once, each as FILE:LINE:COL, its code, what was expected and a did-you-mean, as golden strings.
#include <gtest/gtest.h>

#include "jt/json/parse.h"
#include "jt/json/write.h"
#include "jt/screenplay/screenplay.h"

namespace jt::screenplay {
namespace {

// "f.screenplay:3:5: screenplay-syntax: message | hint"
std::string golden_line(const Diagnostic& d) {
  std::string text = d.file + ":" + std::to_string(d.line) + ":" + std::to_string(d.column) + ": " +
                     std::string(code_name(d.code)) + ": " + d.message;
  if (!d.hint.empty()) text += " | " + d.hint;
  return text;
}

std::vector<std::string> errors_of(std::string_view text) {
  std::vector<std::string> lines;
  for (const Diagnostic& d : read(text, "f.screenplay").errors)
    lines.push_back(golden_line(d));
  return lines;
}

// The program a screenplay reads as, as canonical JSON ("" when it has errors).
std::string program_of_text(std::string_view text) {
  ReadResult r = read(text, "f.screenplay");
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : golden_line(r.errors.front()));
  return r.ok() ? json::write_canonical(r.value).text : "";
}

std::string canonical_json(std::string_view json_text) {
  json::ParseResult parsed = json::parse(json_text);
  EXPECT_TRUE(parsed.ok());
  return json::write_canonical(parsed.value).text;
}

constexpr std::string_view kHeader =
    "cartoon \"Hi\"\n"
    "cast:\n"
    "  A = Sunny · template kid · voice child\n"
    "  B = Grump · template monster\n";

TEST(ScreenplayReader, DialogueByIdAndByNameAndAsTheTextViewSays) {
  const std::string text = std::string(kHeader) +
                           "scene \"Morning\" at park (bloom)\n"
                           "  A: Good morning, Grump! (happy)\n"
                           "  Grump: Is it? (annoyed, speed 0.85)\n"
                           "  A says \"Well (mostly).\" (voice en-gb, pitch 1.2)\n"
                           "  B: \"It ends in brackets (see)\"\n";
  EXPECT_EQ(program_of_text(text), canonical_json(R"J({"v":1,"kind":"cartoon","name":"Hi",
      "cast":{"A":{"name":"Sunny","voice":"child","look":{"template":"kid"}},
              "B":{"name":"Grump","look":{"template":"monster"}}},
      "scripts":[{"hat":{"on":"scene","name":"Morning","place":"park","mood":"bloom"},"body":[
        {"op":"say","who":"A","text":"Good morning, Grump!","mood":"happy"},
        {"op":"say","who":"B","text":"Is it?","mood":"annoyed","speed":0.85},
        {"op":"say","who":"A","text":"Well (mostly).","voice":"en-gb","pitch":1.2},
        {"op":"say","who":"B","text":"It ends in brackets (see)"}]}]})J"));
}

TEST(ScreenplayReader, ActionLinesAndMovesByTheirNames) {
  const std::string text = std::string(kHeader) +
                           "# a comment, and a blank line below\n"
                           "\n"
                           "scene \"Meet\", starting at 2 s\n"
                           "  A enters from the left to x 0.3 in 2 s\n"
                           "  B does Wave hello for 2 s (t_in (dur/2))\n"
                           "  A also does bounce\n"
                           "  caption \"Later...\" for 1.6 s\n"
                           "  cut to kitchen (night)\n"
                           "  place B at x 0.7, facing left in 1 s (smooth)\n"
                           "  B looks happy\n"
                           "  B shows the side view\n"
                           "  A shows the three-quarter view\n"
                           "  Sunny reaches for Grump's head with the both hands in 0.5 s\n"
                           "  A lets go with the right hand\n"
                           "  at the same time:\n"
                           "    — 1:\n"
                           "      A exits to the right in 2.4 s\n"
                           "    — 2:\n"
                           "      wait 1 s\n"
                           "  camera: close-up on A in 0.5 s\n"
                           "  camera: roll to 8° in 1 s\n";
  EXPECT_EQ(program_of_text(text), canonical_json(R"J({"v":1,"kind":"cartoon","name":"Hi",
      "cast":{"A":{"name":"Sunny","voice":"child","look":{"template":"kid"}},
              "B":{"name":"Grump","look":{"template":"monster"}}},
      "scripts":[{"hat":{"on":"scene","name":"Meet","at":2},"body":[
        {"op":"enter","who":"A","from":"left","x":0.3,"over":2},
        {"op":"does","who":"B","behaviour":"c4c:beh:wave_hello","for":2,"params":{"t_in":"=dur/2"}},
        {"op":"does","who":"A","behaviour":"c4c:beh:bounce","also":true},
        {"op":"caption","text":"Later...","for":1.6},
        {"op":"cut","place":"kitchen","mood":"night"},
        {"op":"place","who":"B","x":0.7,"facing":-1,"over":1,"ease":"smooth"},
        {"op":"mood","who":"B","mood":"happy"},
        {"op":"view","who":"B","to":"side"},
        {"op":"view","who":"A","to":"three-quarter"},
        {"op":"reach","who":"A","at":"B","spot":"head","part":"both hands","over":0.5},
        {"op":"release","who":"A","part":"right hand"},
        {"op":"together","branches":[[{"op":"exit","who":"A","to":"right","over":2.4}],
                                     [{"op":"wait","s":1}]]},
        {"op":"shot","size":"close","on":"A","over":0.5},
        {"op":"roll","to":8,"over":1}]}]})J"));
}

TEST(ScreenplayReader, PropsAsTheTextViewSaysThem) {
  const std::string text = std::string(kHeader) +
                           "scene \"Cake\"\n"
                           "  put the table at x 0.5\n"
                           "  put the jar (cookie_jar) on the table at x 0.45, y 0.9, size 1.5\n"
                           "  put the cake\n"
                           "  put the sign saying \"LEMONADE 5c\" at x 0.2\n"
                           "  Sunny holds the cake in the left hand\n"
                           "  A holds the jar\n"
                           "  A gives the cake to Grump in 0.8 s\n"
                           "  B takes a bite of the cake in 0.6 s (linear)\n"
                           "  B uses the cake\n"
                           "  B drops the cake\n"
                           "  the cake is taken away\n";
  EXPECT_EQ(program_of_text(text), canonical_json(R"J({"v":1,"kind":"cartoon","name":"Hi",
      "cast":{"A":{"name":"Sunny","voice":"child","look":{"template":"kid"}},
              "B":{"name":"Grump","look":{"template":"monster"}}},
      "scripts":[{"hat":{"on":"scene","name":"Cake"},"body":[
        {"op":"put","prop":"table","x":0.5},
        {"op":"put","prop":"jar","pack":"cookie_jar","on":"table","x":0.45,"y":0.9,"size":1.5},
        {"op":"put","prop":"cake"},
        {"op":"put","prop":"sign","text":"LEMONADE 5c","x":0.2},
        {"op":"hold","who":"A","prop":"cake","hand":"left hand"},
        {"op":"hold","who":"A","prop":"jar"},
        {"op":"give","from":"A","prop":"cake","to":"B","over":0.8},
        {"op":"eat","who":"B","prop":"cake","over":0.6,"ease":"linear"},
        {"op":"use","who":"B","prop":"cake"},
        {"op":"drop","who":"B","prop":"cake"},
        {"op":"remove","prop":"cake"}]}]})J"));
  EXPECT_EQ(errors_of(std::string(kHeader) + "scene \"Cake\"\n  A holds the cake in the paw\n"),
            std::vector<std::string>{"f.screenplay:6:27: screenplay-syntax: expected `right "
                                     "hand` or `left hand` after `in the`"});
}

TEST(ScreenplayReader, SoundsAndMusicAsTheTextViewSaysThem) {
  const std::string text = std::string(kHeader) +
                           "scene \"Noise\"\n"
                           "  music \"c4c:sound:tune\" (volume 0.4, fade in 2 s, fade out 3 s, "
                           "from 1.5 s, looped)\n"
                           "  sound \"sfx/pop.wav\" (volume 0.5)\n"
                           "  sound \"c4c:sound:ding\" (pan -1)\n"
                           "  music \"theme.ogg\" (120 bpm, beat at 0.25 s, once)\n"
                           "  music stops\n"
                           "  A: Look! (happy, clip \"voices/look.ogg\")\n"
                           "  Sunny sings \"La la\" at 12 s (happy, clip \"la.ogg\")\n"
                           "  B sings \"Hum\"\n";
  EXPECT_EQ(program_of_text(text), canonical_json(R"J({"v":1,"kind":"cartoon","name":"Hi",
      "cast":{"A":{"name":"Sunny","voice":"child","look":{"template":"kid"}},
              "B":{"name":"Grump","look":{"template":"monster"}}},
      "scripts":[{"hat":{"on":"scene","name":"Noise"},"body":[
        {"op":"music","clip":"c4c:sound:tune","volume":0.4,"fade_in":2,"fade_out":3,"from":1.5,
         "loop":true},
        {"op":"sound","clip":"sfx/pop.wav","volume":0.5},
        {"op":"sound","clip":"c4c:sound:ding","pan":-1},
        {"op":"music","clip":"theme.ogg","bpm":120,"offset":0.25,"loop":false},
        {"op":"music","stop":true},
        {"op":"say","who":"A","text":"Look!","mood":"happy","clip":"voices/look.ogg"},
        {"op":"sing","who":"A","text":"La la","at":12,"mood":"happy","clip":"la.ogg"},
        {"op":"sing","who":"B","text":"Hum"}]}]})J"));
  EXPECT_EQ(errors_of(std::string(kHeader) + "scene \"Noise\"\n  sound \"a.wav\" (looped)\n"),
            std::vector<std::string>{"f.screenplay:6:18: screenplay-syntax: expected volume or pan "
                                     "| as in sound \"sfx/pop.wav\" (volume 0.5, pan -1)"});
}

TEST(ScreenplayReader, EveryErrorOfTheFileAtOnce) {
  const std::string text =
      "cartoon \"Bad\"\n"
      "cast:\n"
      "  A = Sunny · template kid\n"
      "  B = Grump · character monster\n"
      "scene \"One\" at park\n"
      "  C: Who am I?\n"
      "  captoin \"Oops\"\n"
      "  A dose walk\n"
      "  wait 2\n"
      "   A: odd\n"
      "  B enters from the left in 2 s\n"
      "  Sunyn: Hello\n";
  EXPECT_EQ(errors_of(text),
            (std::vector<std::string>{
                "f.screenplay:4:16: screenplay-syntax: unknown field `character` in the cast "
                "entry of B | the template is `template` (look.template): `template kid`",
                "f.screenplay:6:3: unknown-cast-member: unknown cast member \"C\" | the cast is "
                "A (Sunny), B",
                "f.screenplay:7:3: screenplay-syntax: expected a block, got `captoin` | did you "
                "mean caption?",
                "f.screenplay:8:5: screenplay-syntax: expected `:` and a line, or says, does, also "
                "does, enters, exits, looks, shows, reaches, lets go, holds, gives, drops, takes a "
                "bite of or uses after A, got `dose` | did you mean does?",
                "f.screenplay:9:9: screenplay-syntax: expected ` s` after a number of seconds",
                "f.screenplay:10:4: screenplay-syntax: odd indentation (3 spaces) | indent with "
                "two spaces a level",
                "f.screenplay:12:3: unknown-cast-member: unknown cast member \"Sunyn\" | did you "
                "mean Sunny? the cast is A (Sunny), B",
            }));
}

TEST(ScreenplayReader, StructureErrors) {
  EXPECT_EQ(errors_of("scene \"One\"\n  wait 1 s\n"),
            (std::vector<std::string>{"f.screenplay:1:1: screenplay-syntax: expected the kind of "
                                      "program first: `cartoon \"NAME\"` (or `scene program`, "
                                      "`behaviour`)"}));
  EXPECT_EQ(errors_of("cartoon\n  wait 1 s\nscene\n  wait 1 s\n    wait 2 s\n  at the same "
                      "time:\n    wait 1 s\n  else:\n"),
            (std::vector<std::string>{
                "f.screenplay:2:3: screenplay-syntax: unexpected indentation: a script's blocks "
                "go under its scene heading",
                "f.screenplay:5:5: screenplay-syntax: this line is indented under a block that "
                "has no blocks inside it",
                "f.screenplay:7:5: screenplay-syntax: expected `— 1:`, the next branch of `at the "
                "same time` | each branch is `— N:` one level deeper, its blocks one level deeper "
                "still",
                "f.screenplay:8:3: screenplay-syntax: `else:` belongs right after an `if`'s "
                "blocks"}));
}

TEST(ScreenplayReader, ErrorsPointIntoTheLine) {
  EXPECT_EQ(errors_of("cartoon\nscene\n  A: Hi (happy, speed fast)\n  caption Hello\n"
                      "  camera: zoom to 3x\n  {\"op\": }\n"),
            (std::vector<std::string>{
                "f.screenplay:3:23: screenplay-syntax: expected a mood, `voice NAME`, `speed N`, "
                "`pitch N` or `clip \"FILE\"` in the parenthetical, got `speed fast` | a line's "
                "words that end in "
                "parentheses are written in quotes: A: \"...\"",
                "f.screenplay:4:11: screenplay-syntax: expected the caption's words in quotes, "
                "got `Hello` | a number (`1.5`), a formula in parentheses (`(dur/2)`) or text in "
                "quotes",
                "f.screenplay:5:20: screenplay-syntax: expected `×` after the zoom factor",
                "f.screenplay:6:10: screenplay-syntax: a block written as JSON: expected a value, "
                "got '}'"}));
}

TEST(ScreenplayReader, DiagnosticsLaterAreLocatedByTheLines) {
  ReadResult r = read(
      "cartoon\nscene\n  wait 1 s\n  at the same time:\n    — 1:\n"
      "      A: Hi\n",
      "f.screenplay");
  ASSERT_TRUE(r.ok());
  SourceLine at = locate(r.lines, "/scripts/0/body/1/branches/0/0/who");
  EXPECT_EQ(at.line, 6);
  EXPECT_EQ(at.column, 7);
  EXPECT_EQ(locate(r.lines, "/scripts/0/body/0").line, 3);
  EXPECT_EQ(locate(r.lines, "/cast").line, 0);
}

}  // namespace
}  // namespace jt::screenplay
