// A Fountain screenplay's elements (fountain.io, "Syntax"): the title page, scene headings,
// characters with their parentheticals and dialogue, transitions, action and the rest, each with
// its line. What a cartoon is made from (fountain_cartoon.cpp); this file knows nothing of
// cartoons.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace jt::screenplay::fountain {

enum class ElementKind {
  kTitleField,     // `Key: value` on the title page (text: the value's lines joined by "\n",
                   // the first the key's own line: "" for `Cast:` with its value below it)
  kSceneHeading,   // `INT. KITCHEN - NIGHT`, or forced with a leading `.`
  kCharacter,      // a cue in capitals (or forced with `@`): text the name, extension, dual
  kParenthetical,  // `(happy)` under a character or in its dialogue
  kDialogue,       // the lines a character speaks (joined by a space)
  kLyric,          // `~` lines: sung or said
  kTransition,     // `CUT TO:`, or forced with `>`
  kCentered,       // `>THE END<`
  kAction,         // everything else (a paragraph's lines joined by "\n")
  kNote,           // `[[...]]`
  kBoneyard,       // `/* ... */`
  kSection,        // `# Act one`
  kSynopsis,       // `= ...`
  kPageBreak,      // `===`
};

struct Element {
  ElementKind kind = ElementKind::kAction;
  std::string text;
  int line = 0;           // 1-based, of its first line
  std::string key;        // a title field's key, lower-case ("title", "cast")
  std::string extension;  // a character's `(V.O.)`, `(O.S.)`, `(CONT'D)`, upper-case, no brackets
  bool dual = false;      // a character's `^`: speaks at once with the one before
};

// The elements of `text`, in order. Emphasis (`*`, `**`, `_`) is taken out of the text; notes and
// the boneyard are elements of their own, not text.
std::vector<Element> read_elements(std::string_view text);

// "SCENE HEADING", "NOTE", ...: an element's kind as a warning names it.
std::string_view kind_name(ElementKind kind);

}  // namespace jt::screenplay::fountain
