// The cross-field rules of a descriptor whose every field is in bounds (the contract's nine, in
// its order, each reported rather than the first alone), and ours: colours and SVG paths that
// parse, and each gait channel's rate held to the 15 cycles a second the contract promises.
#pragma once

#include <string>
#include <vector>

#include "creature/schema_read.h"
#include "jt/creature/descriptor.h"

namespace jt::creature::detail {

// The highest rate a gait channel may run at: four 60 Hz substeps a cycle.
inline constexpr double kMaxChannelRate = 15;
// The most expanded ornaments, and the most path text over all shapes.
inline constexpr int kMaxOrnamentInstances = 512;
inline constexpr std::size_t kMaxTotalPathLength = 1048576;
// Ours (issue 27: a 65 KB path of arcs on every plate took minutes a still): the segments one
// shape draws (moves, lines, curves and closes; an arc is up to four curves), and those every
// plate, ornament and foot draw together in a frame. The shipped shapes draw at most 13.
inline constexpr std::size_t kMaxShapeSegments = 256;
inline constexpr std::size_t kMaxDrawnSegments = 32768;

// Reports through `report` with pointers under `pointer`.
void check_rules(const Descriptor& d, const std::string& pointer, SchemaReader& report);

}  // namespace jt::creature::detail
