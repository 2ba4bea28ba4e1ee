// One line of a script's body read into its block (docs/SCREENPLAY.md "Blocks"): the inverse of
// the text view's sentences (docs/TEXT.md), dialogue as `A: Hello! (happy)`, and a block written
// as JSON on one line.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jt/json/value.h"
#include "scanner.h"

namespace jt::screenplay {

// The cast a screenplay declares: ids, and the names that stand for them in dialogue.
class CastNames {
 public:
  void add(std::string id, std::optional<std::string> name);
  bool empty() const { return ids_.empty(); }
  // The id `who` names (an id, else a name); nullopt when the cast has neither (an empty cast
  // accepts anyone as they are written).
  std::optional<std::string> resolve(const std::string& who) const;
  // The ids and the names, for "did you mean".
  std::vector<std::string_view> spoken_names() const;
  // "A (Sunny), B (Grump)", for a hint.
  std::string listing() const;
  const std::vector<std::string>& ids() const { return ids_; }

 private:
  std::vector<std::string> ids_;
  std::vector<std::pair<std::string, std::string>> names_;  // name, id
};

// What follows a block's line, one level deeper.
enum class Children { kNone, kBody, kBranches };

struct BlockLine {
  json::Value block;
  Children children = Children::kNone;
};

struct ReadLine {
  std::optional<BlockLine> line;
  std::optional<LineError> error;
};

// A block of a scene or a cartoon (or of a behaviour: its control blocks and `look MOOD`).
ReadLine read_block_line(std::string_view text, const CastNames& cast);

// A script's first line: a scene heading, a "when ..." hat. `hat` is null for a script without a
// hat ("when the scene starts", or "when it starts" in a behaviour).
struct HatLine {
  std::optional<json::Value> hat;
  std::optional<LineError> error;
};
HatLine read_hat_line(std::string_view text, bool screenplay);
bool is_hat_line(std::string_view text);

// Shared by the readers of each kind of block (scene_reader.cpp, control_reader.cpp).
ReadLine read_scene_line(Scanner& s, const CastNames& cast);
ReadLine read_control_line(Scanner& s);
ReadLine read_camera_line(Scanner& s, const CastNames& cast);
// The props' sentences (prop_reader.cpp, docs/PROPS.md): "put the ...", "the cake is taken
// away", and after "WHO ": holds, gives, drops, takes a bite of, uses. An empty ReadLine (neither
// line nor error) when the text is none of them.
ReadLine read_prop_line(Scanner& s);
ReadLine read_prop_action(Scanner& s, const std::string& who, const CastNames& cast);
// The sound blocks' sentences (sound_reader.cpp): `sound "CLIP" (volume V)`, `music "CLIP"
// (volume V, fade in N s, fade out N s, from N s, looped)`, `music stops`. An empty ReadLine when
// the text is none of them.
ReadLine read_sound_line(Scanner& s);
// " in 0.5 s (smooth)" into `over` and `ease`, where they are written.
std::optional<LineError> read_timing(Scanner& s, json::Object& block);
// An error unless the scanner is at the end of the line.
std::optional<LineError> expect_end(const Scanner& s, std::string_view what);
// A cast member's id at the scanner (a word or a quoted name).
std::optional<std::string> read_who(Scanner& s, const CastNames& cast,
                                    std::optional<LineError>& error);
// A value, or an error saying what was expected.
std::optional<json::Value> expect_value(Scanner& s, std::string_view what,
                                        std::optional<LineError>& error);

ReadLine failed(LineError error);
ReadLine read(json::Value block, Children children = Children::kNone);

}  // namespace jt::screenplay
