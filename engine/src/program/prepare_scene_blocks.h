// Preparing the scene blocks of spec §7.3.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "jt/program/block.h"
#include "prepare_context.h"

namespace jt::prepare {

using Op = decltype(Block::op);

// say does caption cut place enter exit: blocks only scenes and cartoons take.
bool is_scene_op(std::string_view op);

// The scene block `op` (and `mood` with a `who` in a scene), or nullopt when `op` is none.
std::optional<Op> prepare_scene_block(Context& cx, const json::Object& block,
                                      std::string_view op, const std::string& path);

}  // namespace jt::prepare
