// What decides how a frame looks, as plain bytes (docs/SCALE.md "Segment keys"): two frames with
// the same key bytes are drawn as the same pixels (with the same drawings, size and libraries).
// A segmented render hashes its frames' keys with the settings into the segment's cache key.
#pragma once

#include <string>
#include <string_view>

#include "jt/creature/pose.h"
#include "jt/runtime/frame.h"

namespace jt::rt {

// Appends every field of `frame` but its time (the drawing does not read it, so a still stretch
// of a cartoon keys the same wherever it is): the camera, scene, place, background, grade, caption,
// and each character's id, placement, visibility, pose (parts, lift, mouth, blink, mood, reach,
// view) and talking. Numbers as their 64-bit patterns, texts with their lengths, lists with their
// sizes.
void append_frame_key(const Frame& frame, std::string& out);

// Appends every field of a creature's pose (what its drawing reads): the chain's points, normals
// and half widths, the legs, plates and ornaments as placed, the head, centre, direction, phase.
void append_creature_key(const creature::CreaturePose& pose, std::string& out);

// The SHA-256 of `bytes` as 64 lower-case hex digits.
std::string sha256_hex(std::string_view bytes);

}  // namespace jt::rt
