// The cast, places and scenes of a scene or cartoon program (spec §7.1).
#pragma once

#include <vector>

#include "jt/program/program.h"
#include "prepare_context.h"

namespace jt::prepare {

std::vector<CastEntry> read_cast(Context& cx, const json::Object& root);
std::vector<Place> read_places(Context& cx, const json::Object& root);
// The scenes in order of first appearance, each with its scripts (spec §7.1).
std::vector<Scene> group_scenes(Context& cx, const Program& program);

}  // namespace jt::prepare
