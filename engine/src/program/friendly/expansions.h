// What each friendly block becomes: one function a block (or a family of alike blocks), reading
// its arguments through BlockArgs and returning the primitive blocks in order. The walker
// (desugar.cpp) keeps the block's note and id on the first of them, and drops the block when
// reading its arguments found an error.
#pragma once

#include "jt/json/value.h"
#include "program/friendly/block_args.h"

namespace jt::program {

using Expansion = json::Array (*)(BlockArgs& args);

// body_moves.cpp (spec §4): ramps of dx dy rot sx sy.
json::Array expand_move(BlockArgs& args);
json::Array expand_move_to(BlockArgs& args);
json::Array expand_turn(BlockArgs& args);
json::Array expand_turn_to(BlockArgs& args);
json::Array expand_scale_to(BlockArgs& args);
json::Array expand_squash(BlockArgs& args);

// part_moves.cpp (spec §4): ramps of part channels, lifted outward.
json::Array expand_set_part(BlockArgs& args);
json::Array expand_turn_part(BlockArgs& args);
json::Array expand_lift_part(BlockArgs& args);

// wiggles.cpp (spec §4): waves.
json::Array expand_bob(BlockArgs& args);
json::Array expand_sway(BlockArgs& args);
json::Array expand_wobble(BlockArgs& args);
json::Array expand_shake(BlockArgs& args);
json::Array expand_swing_part(BlockArgs& args);

// window.cpp (spec §4, §7.1).
json::Array expand_window(BlockArgs& args);

// chains.cpp (spec §8.2).
json::Array expand_swish(BlockArgs& args);
json::Array expand_flop(BlockArgs& args);
json::Array expand_bend(BlockArgs& args);
json::Array expand_bow(BlockArgs& args);

// let_follow.cpp (spec §8.3).
json::Array expand_let_follow(BlockArgs& args);

// reach.cpp (spec §8.4): the limbs' part words; a reach with `hold`.
json::Array expand_reach(BlockArgs& args);
json::Array expand_release(BlockArgs& args);

// turn_view.cpp (spec §8.5).
json::Array expand_turn_view(BlockArgs& args);

}  // namespace jt::program
