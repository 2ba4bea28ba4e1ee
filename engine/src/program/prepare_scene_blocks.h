// Preparing the scene blocks of spec §7.3.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "jt/program/block.h"
#include "prepare_context.h"

namespace jt::prepare {

using Op = decltype(Block::op);

// The JSON pointer of member `key` of the value at `path`.
std::string member(const std::string& path, std::string_view key);
// A block's `ease` (one of the easing names, `fallback` when absent), reported when unknown.
rt::Ease read_ease(Context& cx, const json::Object& b, const std::string& path,
                   const char* fallback);

// A figure's height `h` (a fraction of the stage's, more than 0) the renderer would not draw, or
// draws as a sliver or a speck: a warning at `pointer` (a placement's or a cast entry's `h`).
void warn_about_height(Context& cx, double h, const std::string& pointer);

// say does caption cut place enter exit sound music: blocks only scenes and cartoons take.
bool is_scene_op(std::string_view op);

// The scene block `op` (and `mood` with a `who` in a scene), or nullopt when `op` is none.
std::optional<Op> prepare_scene_block(Context& cx, const json::Object& block, std::string_view op,
                                      const std::string& path);

// shot zoom pan: the camera's blocks only scenes and cartoons take (prepare_camera_blocks.cpp);
// `shake` in a scene is the camera's too (in a behaviour, the friendly wiggle).
bool is_camera_op(std::string_view op);
std::optional<Op> prepare_camera_block(Context& cx, const json::Object& block, std::string_view op,
                                       const std::string& path);

// put hold give drop eat use remove: the props' blocks only scenes and cartoons take
// (prepare_prop_blocks.cpp, docs/PROPS.md).
bool is_prop_op(std::string_view op);
std::optional<Op> prepare_prop_block(Context& cx, const json::Object& block, std::string_view op,
                                     const std::string& path);

}  // namespace jt::prepare
