// A Fountain screenplay's elements (docs/FOUNTAIN.md, fountain.io's syntax): each kind found at its
// line, and the blank lines that make a cue or a heading.
#include "jt/screenplay/fountain_elements.h"

#include <gtest/gtest.h>

namespace jt::screenplay {
namespace {

using fountain::ElementKind;

TEST(FountainElements, EachKindAtItsLine) {
  const auto elements = fountain::read_elements(
      "Title: A Test\n"             // 1
      "Cast:\n"                     // 2
      "    PIP: kid\n"              // 3
      "\n"                          // 4
      "INT. KITCHEN - NIGHT #1#\n"  // 5
      "\n"                          // 6
      "Pip *tiptoes* in.\n"         // 7
      "Quietly.\n"                  // 8
      "\n"                          // 9
      "PIP (V.O.)\n"                // 10
      "(scared)\n"                  // 11
      "Who is\n"                    // 12
      "there?\n"                    // 13
      "\n"                          // 14
      "@McDuck ^\n"                 // 15
      "Me.\n"                       // 16
      "\n"                          // 17
      "CUT TO:\n"                   // 18
      "\n"                          // 19
      ".THE MOON\n"                 // 20
      "\n"                          // 21
      "> THE END <\n"               // 22
      "[[a note]] /* old\n"         // 23
      "stuff */\n"                  // 24
      "# Act two\n"                 // 25
      "= the synopsis\n"            // 26
      "===\n"                       // 27
      "> FADE OUT.\n"               // 28
      "~la la\n");                  // 29
  struct Want {
    ElementKind kind;
    std::string text;
    int line;
  };
  const std::vector<Want> want = {
      {ElementKind::kTitleField, "A Test", 1},
      {ElementKind::kTitleField, "\nPIP: kid", 2},
      {ElementKind::kSceneHeading, "INT. KITCHEN - NIGHT", 5},
      {ElementKind::kAction, "Pip tiptoes in.\nQuietly.", 7},
      {ElementKind::kCharacter, "PIP", 10},
      {ElementKind::kParenthetical, "scared", 11},
      {ElementKind::kDialogue, "Who is there?", 12},
      {ElementKind::kCharacter, "McDuck", 15},
      {ElementKind::kDialogue, "Me.", 16},
      {ElementKind::kTransition, "CUT TO:", 18},
      {ElementKind::kSceneHeading, "THE MOON", 20},
      {ElementKind::kCentered, "THE END", 22},
      {ElementKind::kNote, "a note", 23},
      {ElementKind::kBoneyard, "old\nstuff", 23},
      {ElementKind::kSection, " Act two", 25},
      {ElementKind::kSynopsis, "the synopsis", 26},
      {ElementKind::kPageBreak, "", 27},
      {ElementKind::kTransition, "FADE OUT.", 28},
      {ElementKind::kLyric, "la la", 29},
  };
  ASSERT_EQ(elements.size(), want.size());
  for (std::size_t i = 0; i < want.size(); ++i) {
    EXPECT_EQ(elements[i].kind, want[i].kind) << i;
    EXPECT_EQ(elements[i].line, want[i].line) << i;
    if (want[i].kind != ElementKind::kSection) {
      EXPECT_EQ(elements[i].text, want[i].text) << i;
    }
  }
  EXPECT_EQ(elements[0].key, "title");
  EXPECT_EQ(elements[1].key, "cast");
  EXPECT_EQ(elements[4].extension, "V.O.");
  EXPECT_TRUE(elements[7].dual);
}

// A capital line with a blank line after it is not a cue, and one without a blank line before it
// is action; a heading needs the blank line before it too.
TEST(FountainElements, CuesAndHeadingsNeedTheirBlankLines) {
  const auto elements = fountain::read_elements("BANG!\n\nThe door.\nINT. HALL\n");
  ASSERT_EQ(elements.size(), 2u);
  EXPECT_EQ(elements[0].kind, ElementKind::kAction);
  EXPECT_EQ(elements[0].text, "BANG!");
  EXPECT_EQ(elements[1].kind, ElementKind::kAction);
  EXPECT_EQ(elements[1].text, "The door.\nINT. HALL");
}

}  // namespace
}  // namespace jt::screenplay
