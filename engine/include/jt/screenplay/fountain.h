// Fountain, the screenwriters' plain-text format (fountain.io), read as a cartoon
// (docs/FOUNTAIN.md): scene headings become scenes at a background, character cues speakers,
// parentheticals moods or moves, action captions, transitions cuts. The screenplay is translated
// into the screenplay format (docs/SCREENPLAY.md), line for line, and read by its reader: the
// program is what that screenplay reads as, and every line of it is traced back to the Fountain
// line it came from.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "jt/diagnostic.h"
#include "jt/screenplay/screenplay.h"

namespace jt::screenplay {

struct FountainOptions {
  // The backgrounds a scene heading's place may be ("kitchen", "park"): a heading names one, else
  // the nearest is taken with a warning. Empty: the heading's place is taken as it is written.
  std::vector<std::string> backgrounds;
  // A voice: action lines are spoken by a narrator in it (a cast entry "NARRATOR" with
  // `narrator: true`) instead of shown as captions. The title page's `Narrator: VOICE` gives one
  // too; this one wins.
  std::string narrator;
};

struct FountainRead {
  ReadResult read;                   // the program; its lines and errors at the Fountain's lines
  std::vector<Diagnostic> warnings;  // what the cartoon leaves out or guesses, each at its line
  std::string screenplay;            // the screenplay the Fountain was translated into
};

// Reads a Fountain screenplay. `file` names it in the diagnostics.
FountainRead read_fountain(std::string_view text, const std::string& file,
                           const FountainOptions& options);

// Reads a Fountain file (or standard input for "-") with the size limit JSON files have.
FountainRead read_fountain_file(const std::string& path, const FountainOptions& options);

}  // namespace jt::screenplay
