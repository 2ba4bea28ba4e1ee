// The character a `render` or a `sheet` draws: a shipped template by name, a character pack file,
// or a look (--look) built from the templates; and a move's pose at a time on it.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "jt/program/program.h"
#include "jt/render/character.h"
#include "jt/runtime/pose.h"
#include "jt/runtime/runtime.h"

namespace jt::cmd {

struct DrawnCharacter {
  render::Character character;
  int art_facing = 1;                // the look's `facing` (spec §7.2's A)
  std::optional<std::string> style;  // the look's style, over the pack's own
  // What decides its drawing, for segment keys (docs/SCALE.md): its content's hash, the look's
  // style and facing.
  std::string fingerprint;
};

// NAME (person, kid, dog, cat, bird, monster: the shipped pack c4c:char:NAME) or PACK.json, with
// an optional look (JSON text) that builds the character from the templates instead. Reports
// problems and sets `exit_code` (2 for a usage error or an unreadable file, 1 for a bad pack).
std::optional<DrawnCharacter> load_character(const std::string& name_or_file,
                                             const std::string& look_json, int& exit_code);

// The pose of `move` started at 0 on one character "A" with `legs` legs, at `t` seconds.
rt::Pose pose_at(const std::shared_ptr<const Program>& move, int legs, double t,
                 const rt::StartOptions& start = {});

}  // namespace jt::cmd
